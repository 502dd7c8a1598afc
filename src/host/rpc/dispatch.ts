// Routes the Lua layer's messages to the chat sessions. Actions arrive as notifications (vim.rpcnotify)
// and return at once: nothing in Neovim waits for the CLI, and their outcome arrives with the next frame.
// Queries are requests (vim.rpcrequest) answered without waiting for the CLI; they read at most the file a
// review or diff shows and the heads and tails of the CLI's records (:ClaudeSessions), never a whole record.
// Each message is decoded first (methods.ts): arguments of the wrong shape are refused and change nothing.
// The sessions and what the host keeps across them live in the registry (registry.ts), not here.
import { blamedFiles, blameLines, blameSource } from '../history/blame';
import { backgroundList, showTaskOutput, stopTask, toBackground } from '../controls/background';
import type { ChatController } from '../chat/chat';
import { fail, ok, type Result } from './decode';
import { deliverAnswer } from '../editor/answers';
import type { Answered } from '../approvals/answers';
import { isMethod, METHODS, type ArgsOf, type Method } from './methods';
import { cliHome, recordedForkPoint, SessionRegistry } from '../sessions/registry';
import { approvePlan, keepPlanning, planDocument } from '../approvals/plans';
import { listSessions } from '../sessions/records';
import { catalog, setEffort, setThinking, showContext, showUsage } from '../controls/controls';
import { checklistLines, checklistTitle } from '../../render/transcript/tasks';
import type { Editor } from '../view';

export interface Dispatcher {
  /** A request: its answer, or why there is none (the caller replies with an error). */
  request(method: string, args: unknown): Promise<Result<unknown>>;
  /** A notification: nobody waits; failures are logged and told to the user. */
  notify(method: string, args: unknown): void;
  shutdown(): Promise<void>;
  killNow(): void;
  /** An error nothing else caught: logged, and the user told once; the host keeps running. */
  fault(err: unknown): void;
}

type Reply = Result<unknown> | Promise<Result<unknown>>;
type Handlers = { [M in Method]: (a: ArgsOf<M>) => Reply };

const done = ok(undefined);

export function createDispatcher(editor: Editor): Dispatcher {
  const registry = new SessionRegistry(editor);
  let faulted = false;

  /** `act` on the session a message names (default: the current one); a failure when there is none. */
  const on = <T>(session: string | undefined, act: (c: ChatController) => T): Result<T> => {
    const c = registry.find(session);
    return c.ok ? ok(act(c.value)) : c;
  };
  /** An answer that did not take (nothing waits, its Write's file changed, ...): said, as the answer to the
   *  user's key, until they answer one. */
  const tell = (answered: Answered) => { if (answered) editor.refused(answered); };
  const blameSources = () => registry.entries().map(([id, c]) => blameSource(id, c.session));
  const settled = async (promise: Promise<unknown> | undefined): Promise<Result<unknown>> => ok(await promise);

  const handlers: Handlers = {
    open(a) { registry.open(a); return done; },
    /** A window shows the session's transcript; `whole`: in a buffer made anew, which needs all its lines. */
    shown(a) { registry.get(a.session)?.shown(a.whole); return done; },
    /** Ends a session: its CLI stops (a running turn is interrupted first), its view is the editor's to drop. */
    close(a) { return settled(registry.close(a.session)); },
    rename(a) { const c = registry.find(a.session); return c.ok ? settled(c.value.rename(a.title)) : c; },
    send(a) { return on(a.session, (c) => c.send(a.text, a.context ?? null, a.ask ?? null)); },
    /** :ClaudeRewind: to before the prompt at region line `line` (or prompt number `turn`); asks first
     *  unless `confirmed`. */
    rewind(a) {
      const at = a.turn !== undefined && a.turn > 0 ? { turn: a.turn } : a.line !== undefined ? { line: a.line } : null;
      if (!at) return fail('rewind: line or turn must be given');
      const c = registry.find(a.session);
      return c.ok ? settled(c.value.rewind(at, a.confirmed)) : c;
    },
    /** The user reverted a hunk of prompt `turn` in `file`: said in the transcript, and to Claude with the next
     *  prompt. */
    reverted(a) { return on(a.session, (c) => c.reverted(a.file, a.turn, a.start, a.before, a.after)); },
    approve(a) { return on(a.session, (c) => tell(c.allow(a.grant, a.request_id))); },
    deny(a) { return on(a.session, (c) => tell(c.deny(a.message, a.request_id))); },
    /** The file of a pending Write changed since its approval was drawn: drawn again against it. */
    recheck(a) { return on(a.session, (c) => c.recheck(a.request_id)); },
    /** Picks option `option` (1-based) of question `question` of a pending AskUserQuestion; `text` for "Other". */
    choose(a) {
      return on(a.session, (c) => tell(c.choose(a.request_id, a.question, a.option, a.text ?? null, a.send)));
    },
    /** A buffer's unsaved state changed while approvals wait (in any session). */
    buffer_modified(a) { for (const c of registry.all()) c.bufferModified(a.file, a.modified); return done; },
    interrupt(a) {
      return on(a.session, (c) => {
        void c.interrupt().then((stopped) => { if (!stopped) editor.notify('nothing to interrupt', 'info'); });
      });
    },
    context(a) { return on(a.session, (c) => { void showContext(c.controls); }); },
    rules(a) { return on(a.session, (c) => { void c.showRules(); }); },
    remove_rule(a) { return on(a.session, (c) => { void c.removeRule(a.behavior, a.rule, a.source); }); },
    /** The model the CLI took is this session's, and every new one's from now on. */
    set_model(a) {
      return on(a.session, (c) => {
        void c.setModel(a.model).then((took) => { if (took) registry.pick(a.model || undefined); });
      });
    },
    set_mode(a) { return on(a.session, (c) => { void c.setMode(a.mode); }); },
    usage(a) { return on(a.session, (c) => { void showUsage(c.controls); }); },
    attach_image(a) { return on(a.session, (c) => { void c.prompt.images.attach(a.path); }); },
    drop_images(a) { return on(a.session, (c) => { c.prompt.images.take(() => undefined); }); },
    thinking(a) { return on(a.session, (c) => { void setThinking(c.controls, a.tokens ?? null); }); },
    effort(a) { return on(a.session, (c) => { void setEffort(c.controls, a.level); }); },
    task_output(a) { return on(a.session, (c) => { void showTaskOutput(c.controls, a.task_id); }); },
    stop_task(a) { return on(a.session, (c) => { void stopTask(c.controls, a.task_id); }); },
    to_background(a) { return on(a.session, (c) => { void toBackground(c.controls); }); },
    editor_answer(a) { deliverAnswer(a.id, a.answer); return done; },
    /** The commands and models completion offers, with their descriptions (host/controls/controls.ts). */
    catalog(a) { const c = registry.get(a.session); return ok(c ? catalog(c.controls) : null); },
    /** What the CLI ranked for an `@` query, as far as the host has it; its answer follows (fileSuggestions.ts). */
    file_suggestions(a) { const c = registry.get(a.session); return ok(c ? c.prompt.files.lookup(a.query) : null); },
    /** :ClaudeFork on region line `line`: once the CLI's record (which the fork is made from) holds that turn,
     *  the editor starts the new session; else it is told why not. */
    fork(a) {
      return on(a.session, (c) => {
        void recordedForkPoint(c, a.line).then((p) => ('error' in p ? editor.notify(p.error, 'warn') : editor.fork(p)));
      });
    },
    mcp(a) { return on(a.session, (c) => { void c.mcp.show(a.open); }); },
    mcp_closed(a) { registry.get(a.session)?.mcp.closed(); return done; },
    mcp_toggle(a) { return on(a.session, (c) => { void c.mcp.toggle(a.server, a.enabled); }); },
    mcp_reconnect(a) { return on(a.session, (c) => { void c.mcp.reconnect(a.server); }); },
    elicit(a) {
      const content = a.content === undefined ? undefined : JSON.parse(a.content) as unknown;
      if (content !== undefined && (typeof content !== 'object' || content === null || Array.isArray(content))) {
        return fail('elicit: content must be a JSON object');
      }
      const result = { action: a.action, ...(content ? { content: content as Record<string, unknown> } : {}) };
      return on(a.session, (c) => tell(c.mcp.answer(a.request_id, result)));
    },

    /** An unattended run starts, or why it cannot (host/approvals/unattended.ts); then its denials, once it is done. */
    run(a) { return on(a.session, (c) => ({ refused: c.runs.start(a.text, a.allow, a.ask, a.timeout) })); },
    run_result(a) { return on(a.session, (c) => c.runs.result(a.ask, a.early ?? false)); },
    /** The pending edit as whole texts, for the review tab. */
    review(a) { return on(a.session, (c) => c.review(a.request_id)); },
    /** Allows a reviewed edit with the user's version of the file (or cell). A request, not an action: the
     *  review tab stays open until the host took the version, so a version it cannot express is not lost. */
    approve_version(a) {
      return on(a.session, (c) => {
        const answer = c.allowVersion(a.request_id, a.text, a.version);
        return 'error' in answer ? { ok: false, ...answer } : { ok: true, outcome: answer.outcome };
      });
    },
    /** The last plan as a document; answering it from there (host/approvals/plans.ts). Requests, like approve_version:
     *  the document stays open until the host took the answer. */
    plan(a) { return on(a.session, (c) => planDocument(c.plans)); },
    approve_plan(a) { return on(a.session, (c) => approvePlan(c.plans, a.request_id, a.text)); },
    keep_planning(a) { return on(a.session, (c) => keepPlanning(c.plans, a.request_id, a.text)); },
    /** Claude's task list as the checklist shows it, for :ClaudeTodos. */
    tasks(a) {
      const items = registry.get(a.session)?.session.tasks ?? [];
      return ok({ title: checklistTitle(items), lines: checklistLines(items) });
    },
    elicitation(a) { return on(a.session, (c) => c.mcp.elicitation(a.request_id)); },
    /** What runs in the background (and what ran), for :ClaudeTasks. */
    background(a) { const c = registry.get(a.session); return ok(c ? backgroundList(c.controls) : []); },
    /** A pending question's options, for :ClaudeAnswer. */
    questions(a) { return on(a.session, (c) => c.questions(a.request_id)); },
    /** :ClaudeDiff: `file` as it was before prompt `turn` (before the session's first edit of it by default). */
    text_before(a) { return on(a.session, (c) => c.textBefore(a.file, a.turn > 0 ? a.turn : 1)); },
    /** :ClaudeRevert: the hunks Claude made in `file`, newest first. */
    hunks_in(a) { return ok(registry.get(a.session)?.hunksIn(a.file) ?? []); },
    /** :ClaudeBlame: the lines of `file` Claude wrote in any live session, anchored to its text now. */
    blame(a) { return ok(blameLines(blameSources(), a.file, a.lines)); },
    blame_files() { return ok(blamedFiles(blameSources())); },
    /** What is drawn at a region line (0-based): for keys acting on the entry under the cursor. */
    entry_at(a) { return ok(registry.get(a.session)?.entryAt(a.line) ?? null); },
    status(a) {
      const c = registry.get(a.session);
      if (!c) return ok({ state: 'stopped' });
      const s = c.session;
      return ok({ ...c.status(), session_id: s.info.sessionId, slash_commands: s.info.slashCommands, models: c.models,
        pid: c.pid ?? null, cwd: s.info.cwd });
    },
    /** Past sessions of `cwd`, found where the CLI keeps them: its HOME / CLAUDE_CONFIG_DIR may come from
     *  setup{ env } (sent along, so that completion works before the first :ClaudeChat). */
    sessions(a) { return ok(listSessions(a.cwd, cliHome(a.env ?? registry.lastEnv))); },
    async drain() { await Promise.all(registry.all().map((c) => c.drain())); return done; },
    ping() { return ok('pong'); },
  };

  /** Decodes `raw` for `method` and runs its handler: nothing runs on arguments that do not decode. */
  const run = <M extends Method>(method: M, raw: unknown): Reply => {
    const args = METHODS[method](raw) as Result<ArgsOf<M>>;
    return args.ok ? (handlers[method] as (a: ArgsOf<M>) => Reply)(args.value) : args;
  };

  /** A notification's failure: nobody waits for an answer, so the user is told (and the log keeps it). */
  const refused = (error: string) => {
    registry.log.write('warn', error);
    editor.notify(error, 'error');
  };

  /** A refused `open` that made no session: the editor's record of it goes (it would list it as starting
   *  forever). Not when the session lives: then only this open's new options were refused. */
  const unmade = (raw: unknown) => {
    const id = typeof raw === 'object' && raw !== null ? (raw as { session?: unknown }).session : undefined;
    if ((typeof id === 'string' || typeof id === 'number') && !registry.get(String(id))) editor.unmade(id);
  };

  const fault = (err: unknown) => {
    const text = err instanceof Error ? err.stack ?? err.message : String(err);
    registry.log.write('error', `uncaught: ${text}`);
    if (!faulted) {
      faulted = true;
      const message = err instanceof Error ? err.message : String(err);
      editor.notify(`internal error (the session goes on): ${message}`, 'error');
    }
  };

  return {
    async request(method, args) {
      if (!isMethod(method)) return fail(`unknown request ${method}`);
      const answer = await run(method, args);
      if (!answer.ok) registry.log.write('warn', `${method}: ${answer.error}`);
      return answer;
    },
    notify(method, args) {
      if (!isMethod(method)) { refused(`unknown action ${method}`); return; }
      const failed = (error: string) => { refused(error); if (method === 'open') unmade(args); };
      try {
        void Promise.resolve(run(method, args)).then((r) => { if (!r.ok) failed(r.error); },
          (err: Error) => failed(err.message));
      } catch (err) {
        failed((err as Error).message);
      }
    },
    async shutdown() { await Promise.all(registry.all().map((c) => c.shutdown())); },
    killNow() { for (const c of registry.all()) c.killNow(); },
    fault,
  };
}
