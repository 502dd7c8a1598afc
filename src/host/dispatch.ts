// Routes the Lua layer's messages to the chat sessions. Actions arrive as notifications (vim.rpcnotify)
// and return at once: nothing in Neovim waits for the CLI, and their outcome arrives with the next frame.
// Queries are requests (vim.rpcrequest) answered without waiting for the CLI.
import { ChatController, type ChatConfig } from './chat';
import { GRANTS, type Answered, type Grant } from './answers';
import type { ApprovalKeys } from '../render/entry';
import { fileLogger, type Logger } from './log';
import { listSessions, readRecord, type CliHome } from './sessions';
import { readHistory } from '../session/history';
import { checklistLines, checklistTitle } from '../render/tasks';
import type { Editor, NotifyLevel } from './view';
import type { SelectionContext } from '../session/types';

/** What lua/claude/init.lua sends with `open`: every option, defaults filled in from lua/claude/schema.lua (the host has none of its own). */
export interface HostConfig {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
  model: string | null;
  permission_mode: string | null;
  frame_ms: number;
  render_budget: number;
  log_file: string | null;
  keys: ApprovalKeys;
}

type Args = Record<string, any>;

export interface Dispatcher {
  /** A request: its value is the answer. */
  request(method: string, args: Args | undefined): Promise<unknown>;
  /** A notification: nobody waits; failures are told to the user. */
  notify(method: string, args: Args | undefined): void;
  shutdown(): Promise<void>;
  killNow(): void;
  /** An error nothing else caught: logged, and the user told once; the host keeps running. */
  fault(err: unknown): void;
}

export function chatConfig(raw: HostConfig, id: string): ChatConfig {
  const need = (ok: boolean, what: string) => { if (!ok) throw new Error(`claude-chat: open: ${what}`); };
  need(typeof raw.command === 'string' && raw.command !== '', 'command must be a non-empty string');
  need(typeof raw.cwd === 'string' && raw.cwd !== '', 'cwd must be a directory');
  need(typeof raw.frame_ms === 'number' && typeof raw.render_budget === 'number', 'frame_ms and render_budget must be numbers');
  need(typeof raw.keys === 'object' && raw.keys !== null, 'keys must be a table');
  return {
    command: raw.command,
    args: Array.isArray(raw.args) ? raw.args.map(String) : [],
    env: raw.env && typeof raw.env === 'object' ? Object.fromEntries(Object.entries(raw.env).map(([k, v]) => [k, String(v)])) : {},
    cwd: raw.cwd,
    model: raw.model || undefined,
    permissionMode: raw.permission_mode || undefined,
    frameMs: raw.frame_ms,
    renderBudget: raw.render_budget,
    keys: raw.keys,
    id,
  };
}

/** Where the CLI keeps its records, by the environment it runs in (setup{ env } may set HOME). */
const cliHome = (env: Record<string, string> | undefined): CliHome => ({ home: env?.HOME, configDir: env?.CLAUDE_CONFIG_DIR });

export function createDispatcher(editor: Editor): Dispatcher {
  /** The live sessions by the editor's name for them (1, 2, ...). */
  const sessions = new Map<string, ChatController>();
  /** The session the editor last opened: what a message naming none is about. */
  let current = '1';
  let log: Logger = fileLogger(null);
  let lastConfig: HostConfig | null = null;
  let faulted = false;
  /** The model last switched to with :ClaudeModel, which new sessions start with. */
  let picked: { model: string | undefined } | null = null;
  const view = { notify: (message: string, level: NotifyLevel) => editor.notify(message, level) };

  const idOf = (a: Args): string => (typeof a.session === 'string' && a.session !== '' ? a.session : current);
  const chat = (a: Args): ChatController => {
    const c = sessions.get(idOf(a));
    if (!c) throw new Error(sessions.size ? `no session ${idOf(a)}` : 'no session yet (run :ClaudeChat)');
    return c;
  };
  const tell = (answered: Answered) => { if (answered) view.notify(answered, 'warn'); };

  /** A new session: fresh, or going on with a recorded one (resumed; forked at a message), whose
   *  conversation its transcript shows first. A record that cannot be read is said, and the session starts fresh. */
  const create = (id: string, options: ChatConfig, resume: string | undefined, forkAt: string | undefined): ChatController => {
    const config = picked ? { ...options, model: picked.model } : options;
    if (!resume) return new ChatController(config, editor.view(id), log);
    const record = readRecord(config.cwd, resume, cliHome(config.env));
    const history = 'text' in record ? readHistory(record.text, forkAt) : null;
    if (history && (!forkAt || history.reached)) return new ChatController(config, editor.view(id), log, { resume, forkAt, history });
    const c = new ChatController(config, editor.view(id), log);
    const why = 'error' in record ? record.error : 'its record does not hold that turn';
    c.session.addNotice(`Session ${resume} could not be ${forkAt ? 'forked' : 'resumed'}: ${why}. This is a new session.`, 'error');
    return c;
  };

  const actions: Record<string, (a: Args) => unknown> = {
    /** Creates session `session` if needed (resuming `resume`, forked at `fork_at`) and starts its CLI; a
     *  later open brings its options up to date and makes it the current one. */
    open(a) {
      const id = idOf(a);
      const config = chatConfig(a as HostConfig, id);
      if (!lastConfig) log = fileLogger(a.log_file ?? null);
      lastConfig = a as HostConfig;
      let c = sessions.get(id);
      if (c) c.configure(picked ? { ...config, model: picked.model } : config);
      else sessions.set(id, c = create(id, config, typeof a.resume === 'string' ? a.resume : undefined, typeof a.fork_at === 'string' ? a.fork_at : undefined));
      current = id;
      for (const [other, session] of sessions) session.foreground(other === id);
      c.start();
    },
    /** A window shows session `session`'s transcript; `whole`: in a buffer made anew, which needs all its lines. */
    shown(a) { sessions.get(idOf(a))?.shown(a.whole === true); },
    /** Ends a session: its CLI stops (a running turn is interrupted first), its view is the editor's to drop. */
    close(a) {
      const id = idOf(a);
      const c = sessions.get(id);
      if (!c) return;
      sessions.delete(id);
      return c.close();
    },
    rename(a) { return chat(a).rename(String(a.title ?? '')); },
    send(a) { chat(a).send(String(a.text ?? ''), (a.context as SelectionContext | undefined) ?? null, typeof a.ask === 'string' ? a.ask : null); },
    /** :ClaudeRewind: to before the prompt at region line `line` (or prompt number `turn`); asks first
     *  unless `confirmed`. */
    rewind(a) {
      const turn = Number(a.turn);
      return chat(a).rewind(Number.isInteger(turn) && turn > 0 ? { turn } : { line: Math.floor(Number(a.line)) }, a.confirmed === true);
    },
    /** The user reverted a hunk of prompt `turn` in `file`: said in the transcript, and to Claude with the next prompt. */
    reverted(a) {
      const lines = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
      chat(a).reverted(String(a.file ?? ''), Math.floor(Number(a.turn)), Math.floor(Number(a.start)), lines(a.before), lines(a.after));
    },
    approve(a) {
      const grant = a.grant ?? 'once';
      if (!GRANTS.includes(grant)) return tell(`unknown grant ${JSON.stringify(grant)} (once, session or always)`);
      tell(chat(a).allow(grant as Grant, a.request_id ?? undefined));
    },
    deny(a) { tell(chat(a).deny(a.message ?? undefined, a.request_id ?? undefined)); },
    /** Picks option `option` (1-based) of question `question` of a pending AskUserQuestion; `text` for "Other". */
    choose(a) {
      tell(chat(a).choose(a.request_id ?? undefined, Math.floor(Number(a.question)), Math.floor(Number(a.option)), typeof a.text === 'string' ? a.text : null, a.send !== false));
    },
    /** A buffer's unsaved state changed while approvals wait (in any session). */
    buffer_modified(a) { for (const c of sessions.values()) c.bufferModified(String(a.file ?? ''), a.modified === true); },
    interrupt(a) {
      void chat(a).interrupt().then((done) => { if (!done) view.notify('nothing to interrupt', 'info'); });
    },
    context(a) { void chat(a).showContext(); },
    /** The model the CLI took is this session's, and every new one's from now on. */
    set_model(a) {
      const model = String(a.model ?? '');
      void chat(a).setModel(model).then((took) => { if (took) picked = { model: model || undefined }; });
    },
    set_mode(a) { void chat(a).setMode(String(a.mode)); },
  };

  const queries: Record<string, (a: Args) => unknown> = {
    /** The pending edit as whole texts, for the review tab. */
    review(a) { return chat(a).review(a.request_id ?? undefined); },
    /** Allows a reviewed edit with the user's version of the file (or cell). A request, not an action: the
     *  review tab stays open until the host took the version, so a version it cannot express is not lost. */
    approve_version(a) {
      const answer = chat(a).allowVersion(String(a.request_id), String(a.text ?? ''));
      return 'error' in answer ? { ok: false, error: answer.error } : { ok: true, outcome: answer.outcome };
    },
    /** Claude's task list as the checklist shows it, for :ClaudeTodos. */
    tasks(a) {
      const items = sessions.get(idOf(a))?.session.tasks ?? [];
      return { title: checklistTitle(items), lines: checklistLines(items) };
    },
    /** A pending question's options, for :ClaudeAnswer. */
    questions(a) { return chat(a).questions(a.request_id ?? undefined); },
    /** :ClaudeDiff: `file` as it was before prompt `turn` (before the session's first edit of it by default). */
    text_before(a) {
      const turn = Math.floor(Number(a.turn));
      return chat(a).textBefore(String(a.file ?? ''), Number.isFinite(turn) && turn > 0 ? turn : 1);
    },
    /** :ClaudeRevert: the hunks Claude made in `file`, newest first. */
    hunks_in(a) { return sessions.get(idOf(a))?.hunksIn(String(a.file ?? '')) ?? []; },
    /** What is drawn at a region line (0-based): for keys acting on the entry under the cursor. */
    entry_at(a) { return sessions.get(idOf(a))?.entryAt(Math.floor(Number(a.line))) ?? null; },
    /** Where :ClaudeFork on region line `line` starts its new session, or why it cannot; checked against the
     *  CLI's record, which the fork is made from. */
    fork_point(a) {
      const c = chat(a);
      const point = c.forkPoint(Math.floor(Number(a.line)));
      if ('error' in point) return point;
      const record = readRecord(c.session.info.cwd ?? lastConfig?.cwd ?? process.cwd(), point.resume, cliHome(lastConfig?.env));
      if ('error' in record) return { error: `the conversation cannot be forked: ${record.error}` };
      if (!readHistory(record.text, point.at).reached) return { error: 'the CLI has not recorded that turn yet: try again in a moment' };
      return point;
    },
    status(a) {
      const c = sessions.get(idOf(a));
      if (!c) return { state: 'stopped' };
      const s = c.session;
      return { ...c.status(), session_id: s.info.sessionId, slash_commands: s.info.slashCommands, models: c.models,
        pid: c.pid ?? null, cwd: s.info.cwd };
    },
    /** Past sessions of `cwd`, found where the CLI keeps them: its HOME / CLAUDE_CONFIG_DIR may come from
     *  setup{ env } (sent along, so that completion works before the first :ClaudeChat). */
    sessions(a) {
      const env: Record<string, string> = (a.env && typeof a.env === 'object' ? a.env : null) ?? lastConfig?.env ?? {};
      return listSessions(String(a.cwd ?? process.cwd()), cliHome(env));
    },
    async drain() { await Promise.all([...sessions.values()].map((c) => c.drain())); },
    ping() { return 'pong'; },
  };

  const fault = (err: unknown) => {
    const text = err instanceof Error ? err.stack ?? err.message : String(err);
    log.write('error', `uncaught: ${text}`);
    if (!faulted) {
      faulted = true;
      view.notify(`internal error (the session goes on): ${err instanceof Error ? err.message : String(err)}`, 'error');
    }
  };

  return {
    async request(method, args) {
      const fn = queries[method] ?? actions[method];
      if (!fn) throw new Error(`claude-chat: unknown request ${method}`);
      return fn(args ?? {});
    },
    notify(method, args) {
      const fn = actions[method] ?? queries[method];
      if (!fn) { view.notify(`claude-chat: unknown action ${method}`, 'error'); return; }
      try {
        void Promise.resolve(fn(args ?? {})).catch((err: Error) => view.notify(err.message, 'error'));
      } catch (err) {
        view.notify((err as Error).message, 'error');
      }
    },
    async shutdown() { await Promise.all([...sessions.values()].map((c) => c.shutdown())); },
    killNow() { for (const c of sessions.values()) c.killNow(); },
    fault,
  };
}
