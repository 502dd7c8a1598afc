// The handlers of the editor's messages (one per method of ./methods.ts), over what they share: the registry,
// the editor, the session a message names. These are the user's actions on a session; the queries, answered
// from what the host holds, are ./queries.ts.
import type { Answered } from '../approvals/answers';
import type { ChatController } from '../chat/chat';
import { showTaskOutput, stopTask, toBackground } from '../controls/background';
import { setEffort, setThinking, showContext, showUsage, switchModel } from '../controls/controls';
import { dropRule, showRules } from '../controls/rules';
import { deliverAnswer } from '../editor/answers';
import { blameSource } from '../history/blame';
import { recordedForkPoint, type SessionRegistry } from '../sessions/registry';
import type { Editor } from '../view';
import { fail, ok, type Result } from './decode';
import type { ArgsOf, Method } from './methods';

export type Reply = Result<unknown> | Promise<Result<unknown>>;
export type Handlers = { [M in Method]: (a: ArgsOf<M>) => Reply };

export const done = ok(undefined);

/** What the handlers share. */
export interface HandlerContext {
  registry: SessionRegistry;
  editor: Editor;
  /** `act` on the session a message names (default: the current one); a failure when there is none. */
  on<T>(session: string | undefined, act: (c: ChatController) => T): Result<T>;
  /** An answer that did not take (nothing waits, its Write's file changed, ...): said, as the answer to the
   *  user's key, until they answer one. */
  tell(answered: Answered): void;
  blameSources(): ReturnType<typeof blameSource>[];
  settled(promise: Promise<unknown> | undefined): Promise<Result<unknown>>;
}

export function handlerContext(registry: SessionRegistry, editor: Editor): HandlerContext {
  return {
    registry,
    editor,
    on: (session, act) => {
      const c = registry.find(session);
      return c.ok ? ok(act(c.value)) : c;
    },
    tell: (answered) => {
      if (answered) editor.refused(answered);
    },
    blameSources: () => registry.entries().map(([id, c]) => blameSource(id, c.session)),
    settled: async (promise) => ok(await promise),
  };
}

/** The user's actions on a session: most arrive as notifications, and return at once. */
export function actionHandlers({ registry, editor, on, tell, settled }: HandlerContext) {
  return {
    open(a) {
      registry.open(a);
      return done;
    },
    /** A window shows the session's transcript; `whole`: in a buffer made anew, which needs all its lines. */
    shown(a) {
      registry.get(a.session)?.shown(a.whole);
      return done;
    },
    /** Ends a session: its CLI stops (a running turn is interrupted first), its view is the editor's to drop. */
    close(a) {
      return settled(registry.close(a.session));
    },
    rename(a) {
      const c = registry.find(a.session);
      return c.ok ? settled(c.value.rename(a.title)) : c;
    },
    send(a) {
      return on(a.session, (c) => c.send(a.text, a.context ?? null, a.ask ?? null));
    },
    /** :ClaudeRewind: to before the prompt at region line `line` (or prompt number `turn`); asks first
     *  unless `confirmed`. */
    rewind(a) {
      const at = a.turn !== undefined && a.turn > 0 ? { turn: a.turn } : a.line !== undefined ? { line: a.line } : null;
      if (!at) return fail('rewind: line or turn must be given');
      const c = registry.find(a.session);
      return c.ok ? settled(c.value.past.rewind(at, a.confirmed)) : c;
    },
    /** The user reverted a hunk of prompt `turn` in `file`: said in the transcript, and to Claude with the next
     *  prompt. */
    reverted(a) {
      return on(a.session, (c) => c.past.reverted(a.file, a.turn, a.start, a.before, a.after));
    },
    approve(a) {
      return on(a.session, (c) => tell(c.allow(a.grant, a.request_id)));
    },
    deny(a) {
      return on(a.session, (c) => tell(c.deny(a.message, a.request_id)));
    },
    /** The file of a pending Write changed since its approval was drawn: drawn again against it. */
    recheck(a) {
      return on(a.session, (c) => c.answers.recheck(a.request_id));
    },
    /** Picks option `option` (1-based) of question `question` of a pending AskUserQuestion; `text` for "Other". */
    choose(a) {
      return on(a.session, (c) => tell(c.choose(a.request_id, a.question, a.option, a.text ?? null, a.send)));
    },
    /** A buffer's unsaved state changed while approvals wait (in any session). */
    buffer_modified(a) {
      for (const c of registry.all()) c.bufferModified(a.file, a.modified);
      return done;
    },
    interrupt(a) {
      return on(a.session, (c) => {
        void c.controls.cli.interrupt().then((stopped) => {
          if (!stopped) editor.notify('nothing to interrupt', 'info');
        });
      });
    },
    context(a) {
      return on(a.session, (c) => {
        void showContext(c.controls);
      });
    },
    rules(a) {
      return on(a.session, (c) => {
        void showRules(c.rules);
      });
    },
    remove_rule(a) {
      return on(a.session, (c) => {
        void dropRule(c.rules, a.behavior, a.rule, a.source);
      });
    },
    /** The model the CLI took is this session's, and every new one's from now on. */
    set_model(a) {
      return on(a.session, (c) => {
        void switchModel(c.controls, a.model).then((took) => {
          if (took) registry.pick(a.model || undefined);
        });
      });
    },
    set_mode(a) {
      return on(a.session, (c) => {
        void c.controls.cli.setMode(a.mode);
      });
    },
    usage(a) {
      return on(a.session, (c) => {
        void showUsage(c.controls);
      });
    },
    attach_image(a) {
      return on(a.session, (c) => {
        void c.prompt.images.attach(a.path);
      });
    },
    drop_images(a) {
      return on(a.session, (c) => {
        c.prompt.images.take(() => undefined);
      });
    },
    thinking(a) {
      return on(a.session, (c) => {
        void setThinking(c.controls, a.tokens ?? null);
      });
    },
    effort(a) {
      return on(a.session, (c) => {
        void setEffort(c.controls, a.level);
      });
    },
    task_output(a) {
      return on(a.session, (c) => {
        void showTaskOutput(c.controls, a.task_id);
      });
    },
    stop_task(a) {
      return on(a.session, (c) => {
        void stopTask(c.controls, a.task_id);
      });
    },
    to_background(a) {
      return on(a.session, (c) => {
        void toBackground(c.controls);
      });
    },
    editor_answer(a) {
      deliverAnswer(a.id, a.answer);
      return done;
    },
    /** :ClaudeFork on region line `line`: once the CLI's record (which the fork is made from) holds that turn,
     *  the editor starts the new session; else it is told why not. */
    fork(a) {
      return on(a.session, (c) => {
        void recordedForkPoint(c, a.line).then((p) => ('error' in p ? editor.notify(p.error, 'warn') : editor.fork(p)));
      });
    },
    mcp(a) {
      return on(a.session, (c) => {
        void c.mcp.show(a.open);
      });
    },
    mcp_closed(a) {
      registry.get(a.session)?.mcp.closed();
      return done;
    },
    mcp_toggle(a) {
      return on(a.session, (c) => {
        void c.mcp.toggle(a.server, a.enabled);
      });
    },
    mcp_reconnect(a) {
      return on(a.session, (c) => {
        void c.mcp.reconnect(a.server);
      });
    },
    elicit(a) {
      const content = a.content === undefined ? undefined : (JSON.parse(a.content) as unknown);
      if (content !== undefined && (typeof content !== 'object' || content === null || Array.isArray(content))) {
        return fail('elicit: content must be a JSON object');
      }
      const result = { action: a.action, ...(content ? { content: content as Record<string, unknown> } : {}) };
      return on(a.session, (c) => tell(c.mcp.answer(a.request_id, result)));
    },
  } satisfies Partial<Handlers>;
}
