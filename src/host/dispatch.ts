// Routes the Lua layer's requests (vim.rpcrequest(chan, method, args)) to the chat controller.
import { ChatController, type ChatConfig, type Grant } from './chat';
import type { ApprovalKeys } from '../render/entry';
import { fileLogger, type Logger } from './log';
import { listSessions } from './sessions';
import type { View } from './view';
import type { SelectionContext } from '../session/types';

/** What lua/claude/config.lua sends with `open`. */
export interface HostConfig {
  command?: string;
  args?: string[];
  env?: Record<string, string>;
  cwd?: string;
  model?: string;
  permission_mode?: string;
  frame_ms?: number;
  render_budget?: number;
  log_file?: string;
  /** The approval keys (config.keymaps), named in the transcript's hints. */
  keys?: ApprovalKeys;
}

type Args = Record<string, any> | undefined;

const GRANTS: readonly string[] = ['once', 'session', 'always'];

/** The share of the editor's time the chat may take while Claude streams (lua/claude/config.lua has it too). */
const DEFAULT_RENDER_BUDGET = 0.01;

export interface Dispatcher {
  handle(method: string, args: Args): Promise<unknown>;
  shutdown(): Promise<void>;
  killNow(): void;
  /** An error nothing else caught: logged, and the user told once; the host keeps running. */
  fault(err: unknown): void;
}

export function createDispatcher(view: View): Dispatcher {
  let chat: ChatController | null = null;
  let log: Logger = fileLogger(null);
  let lastConfig: HostConfig = {};
  let faulted = false;
  /** Lines an earlier host left in the transcript buffer: this one renders below them. */
  let baseLine = 0;

  const need = (): ChatController => {
    if (!chat) throw new Error('claude-chat: no session yet (run :ClaudeChat)');
    return chat;
  };

  const settled = async (c: ChatController): Promise<ChatController> => {
    if (c.status().state === 'starting') await c.ensureStarted().catch(() => {});
    return c;
  };

  function configure(raw: HostConfig): ChatConfig {
    return {
      command: raw.command || 'claude',
      args: Array.isArray(raw.args) ? raw.args.map(String) : [],
      env: raw.env && typeof raw.env === 'object' ? Object.fromEntries(Object.entries(raw.env).map(([k, v]) => [k, String(v)])) : {},
      cwd: raw.cwd || process.cwd(),
      model: raw.model || undefined,
      permissionMode: raw.permission_mode || undefined,
      frameMs: typeof raw.frame_ms === 'number' ? raw.frame_ms : 50,
      renderBudget: typeof raw.render_budget === 'number' ? raw.render_budget : DEFAULT_RENDER_BUDGET,
      ...(raw.keys && typeof raw.keys === 'object' ? { keys: raw.keys } : {}),
    };
  }

  const methods: Record<string, (a: Record<string, any>) => unknown> = {
    /** Creates the session if needed and starts the CLI in the background (Neovim is not kept waiting). */
    open(a) {
      if (!chat) {
        lastConfig = a;
        log = fileLogger(a.log_file ?? null);
        chat = new ChatController(configure(a), view, log);
        chat.setBaseLine(baseLine);
      } else {
        // setup{} may have changed since: the next start of the CLI uses the current command, args and env.
        lastConfig = a;
        chat.reconfigure(configure(a));
      }
      void chat.ensureStarted();
      return chat.status();
    },
    send(a) {
      return need().send(String(a.text ?? ''), (a.context as SelectionContext | undefined) ?? null);
    },
    /** `grant`: once | session | always. Answers { ok, error? }. */
    approve(a) {
      const grant = a.grant ?? 'once';
      if (!GRANTS.includes(grant)) return { ok: false, error: `unknown grant ${JSON.stringify(grant)} (once, session or always)` };
      return need().approve(grant as Grant, a.request_id ?? undefined);
    },
    deny(a) { return need().deny(a.message, a.request_id ?? undefined); },
    /** The pending edit as whole texts, for the review tab. */
    review(a) { return need().reviewData(a.request_id ?? undefined); },
    /** Allows a reviewed edit with the user's version of the file (or cell). */
    approve_version(a) { return need().approveVersion(String(a.request_id), String(a.text ?? '')); },
    /** A buffer's unsaved state changed while approvals wait (a notification). */
    buffer_modified(a) { chat?.bufferModified(String(a.file ?? ''), a.modified === true); },
    /** What is drawn at a transcript line (0-based): for keys acting on the entry under the cursor. */
    entry_at(a) { return chat?.entryAt(Math.floor(Number(a.line))) ?? null; },
    interrupt() { return need().interrupt(); },
    new_session() { return need().restart(); },
    resume(a) { return need().restart(String(a.session_id)); },
    // A CLI that is still starting was spawned with the old flags: wait until it can take the control request.
    async set_model(a) { const c = await settled(need()); return c.setModel(String(a.model ?? '')); },
    async set_mode(a) { const c = await settled(need()); return c.setPermissionMode(String(a.mode)); },
    status() {
      if (!chat) return { state: 'stopped' };
      const s = chat.session;
      return { ...chat.status(), session_id: s.info.sessionId, slash_commands: s.info.slashCommands, pid: chat.pid ?? null, cwd: s.info.cwd };
    },
    /** Past sessions, found where the CLI keeps them: its HOME / CLAUDE_CONFIG_DIR may come from setup{ env }. */
    sessions(a) {
      const env = configure(a.env ? a : lastConfig).env;
      return listSessions(String(a.cwd ?? chat?.session.info.cwd ?? process.cwd()), a.home ?? env.HOME, env.CLAUDE_CONFIG_DIR);
    },
    drain() { return chat?.drain(); },
    ping() { return 'pong'; },
    /** Sent by lua/claude/host.lua when this host starts with a transcript already in the buffer. */
    adopt_buffer(a) {
      baseLine = Math.max(0, Math.floor(Number(a.lines) || 0));
      chat?.setBaseLine(baseLine);
    },
  };

  return {
    async handle(method, args) {
      const fn = methods[method];
      if (!fn) throw new Error(`claude-chat: unknown request ${method}`);
      return fn(args ?? {});
    },
    async shutdown() { await chat?.shutdown(); },
    killNow() { chat?.killNow(); },
    fault(err) {
      const text = err instanceof Error ? err.stack ?? err.message : String(err);
      log.write('error', `uncaught: ${text}`);
      if (!faulted) {
        faulted = true;
        view.notify(`internal error (the session goes on): ${err instanceof Error ? err.message : String(err)}`, 'error');
      }
    },
  };
}
