// The live sessions, by the editor's name for them (1, 2, ...), and what the host keeps across them: the
// session messages naming none are about, the log, the editor's last options and the model last picked.
// The RPC router (host/rpc/dispatch.ts) decodes what Neovim sends and asks this registry; it holds no state itself.
import { ChatController, type ChatConfig } from '../chat/chat';
import { fail, ok, type Result } from '../rpc/decode';
import { fileLogger, type Logger } from '../log';
import type { OpenArgs } from '../rpc/methods';
import { cliHome, readRecord, readRecordLater } from './records';
import { readHistory } from '../../session/history/record';
import type { StatusInfo } from '../../render/status';
import type { Editor, ForkPoint } from '../view';

export { cliHome };

/** The session's options from `open`'s (every option, defaults filled in from lua/claude/options/schema.lua). */
export function chatConfig(a: OpenArgs, id: string): ChatConfig {
  return {
    command: a.command,
    args: a.args,
    env: a.env,
    cwd: a.cwd,
    model: a.model || undefined,
    permissionMode: a.permission_mode || undefined,
    frameMs: a.frame_ms,
    renderBudget: a.render_budget,
    keys: a.keys,
    editorTools: a.editor_tools,
    id,
  };
}

/** How long a fork waits for the CLI to write the turn to its record: it writes a moment after the turn ends. */
const RECORD_PATIENCE_MS = 5000;
const RECORD_POLL_MS = 100;

/** Where a fork of `c` at region line `line` starts, or why it cannot: the CLI's record of the session
 *  (where its CLI keeps it) must hold that turn, which it may write a moment after the turn ended. */
export async function recordedForkPoint(c: ChatController, line: number): Promise<ForkPoint | { error: string }> {
  const point = c.past.forkPoint(line);
  if ('error' in point) return point;
  const until = Date.now() + RECORD_PATIENCE_MS;
  for (;;) {
    const record = await readRecordLater(c.recordPlace.cwd, point.resume, cliHome(c.recordPlace.env));
    if ('error' in record) return { error: `the conversation cannot be forked: ${record.error}` };
    if (readHistory(record.text, point.at).reached) return point;
    if (Date.now() >= until) return { error: 'the CLI has not recorded that turn yet: try again in a moment' };
    await new Promise((resolve) => setTimeout(resolve, RECORD_POLL_MS));
  }
}

export class SessionRegistry {
  private readonly sessions = new Map<string, ChatController>();
  /** The session the editor last opened: what a message naming none is about. */
  private current = '1';
  private logger: Logger = fileLogger(null);
  /** The environment of the last `open`: where the CLI keeps its records before a session names its own. */
  private env: Record<string, string> = {};
  private opened = false;
  /** The model last switched to with :ClaudeModel, which new sessions start with. */
  private picked: { model: string | undefined } | null = null;

  constructor(private readonly editor: Editor) {}

  get log(): Logger {
    return this.logger;
  }
  /** The last `open`'s environment ({} before the first). */
  get lastEnv(): Record<string, string> {
    return this.env;
  }

  all(): ChatController[] {
    return [...this.sessions.values()];
  }
  /** The live sessions with their ids, oldest first. */
  entries(): [string, ChatController][] {
    return [...this.sessions.entries()];
  }

  /** Session `id` (default: the current one), if it lives. */
  get(id: string | undefined): ChatController | undefined {
    return this.sessions.get(id ?? this.current);
  }

  /** Session `id` (default: the current one), or why there is none. */
  find(id: string | undefined): Result<ChatController> {
    const c = this.get(id);
    if (c) return ok(c);
    return fail(this.sessions.size ? `no session ${id ?? this.current}` : 'no session yet (run :ClaudeChat)');
  }

  /** Creates session `a.session` if needed (resuming `a.resume`, forked at `a.fork_at`) and starts its CLI;
   *  a later open brings its options up to date and makes it the current one. */
  open(a: OpenArgs): void {
    const id = a.session ?? this.current;
    const config = chatConfig(a, id);
    if (!this.opened) this.logger = fileLogger(a.log_file ?? null);
    this.opened = true;
    this.env = a.env;
    let c = this.sessions.get(id);
    if (c) c.configure(this.withPicked(config));
    else this.sessions.set(id, (c = this.create(id, config, a.resume, a.fork_at)));
    this.current = id;
    for (const [other, session] of this.sessions) session.foreground(other === id);
    c.start();
  }

  /** Ends session `id`: it leaves the registry at once; resolves once its CLI stopped. */
  close(id: string | undefined): Promise<void> | undefined {
    const key = id ?? this.current;
    const c = this.sessions.get(key);
    if (!c) return undefined;
    this.sessions.delete(key);
    for (const other of this.sessions.values()) other.othersChanged(); // the statusline counts one fewer
    return c.close();
  }

  /** The CLI took `model`: new sessions start with it from now on. */
  pick(model: string | undefined): void {
    this.picked = { model };
  }

  private withPicked(config: ChatConfig): ChatConfig {
    return this.picked ? { ...config, model: this.picked.model } : config;
  }

  /** A new session: fresh, or going on with a recorded one (resumed; forked at a message), whose
   *  conversation its transcript shows first. A record that cannot be read is said, and the session starts fresh. */
  private create(id: string, options: ChatConfig, resume?: string, forkAt?: string): ChatController {
    const config = this.withPicked(options);
    const view = this.editor.view(id);
    const others = (): StatusInfo[] =>
      [...this.sessions].filter(([other]) => other !== id).map(([, c]) => c.sentStatus());
    if (!resume) return new ChatController(config, view, this.logger, undefined, others);
    const record = readRecord(config.cwd, resume, cliHome(config.env));
    const history = 'text' in record ? readHistory(record.text, forkAt) : null;
    if (history && (!forkAt || history.reached)) {
      return new ChatController(config, view, this.logger, { resume, forkAt, history }, others);
    }
    const c = new ChatController(config, view, this.logger, undefined, others);
    const why = 'error' in record ? record.error : 'its record does not hold that turn';
    const what = forkAt ? 'forked' : 'resumed';
    c.session.addNotice(`Session ${resume} could not be ${what}: ${why}. This is a new session.`, 'error');
    return c;
  }
}
