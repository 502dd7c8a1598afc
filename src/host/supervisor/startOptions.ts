// How the CLI is started for one session: the editor's options (each `open` sends them anew) and what the
// user chose in this session, which outlasts them: a model the CLI took (:ClaudeModel) and a permission
// mode (:ClaudeMode). Changes apply at the next start; a running CLI is told separately, except of what only
// a start applies (command, args, env): which of those changed since it started, and the words for it.
import type { HostHooks } from '../../cli/process/launch';
import type { SdkMcpServers } from '../../cli/process/launch';

/** How to start the CLI. */
export interface CliOptions {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
  model?: string;
  permissionMode?: string;
  /** Which switches of setup{ editor_tools } are on (src/host/editor/tools.ts). */
  editorTools?: Record<string, boolean>;
  /** The MCP servers the host serves for this session (the editor's, src/host/editor/server.ts). */
  sdkMcp?: SdkMcpServers;
  /** Hooks the host runs for this session (src/host/editor/afterEdit.ts). */
  hostHooks?: HostHooks;
}

/** The options only a start applies, as setup{} names them. */
const START_ONLY = ['command', 'args', 'env'] as const;
type StartOnly = Pick<CliOptions, (typeof START_ONLY)[number]>;

/** A value as text whatever the order of its keys (an env table's order says nothing). */
const canonical = (v: unknown): string =>
  JSON.stringify(
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

/** What the transcript says when the options setup{} `changed` reach a running CLI: it starts again for the
 *  prompt (`resumes`: going on with its conversation), or, with `tasks` running in the background, which
 *  would end with it, it runs on with the earlier ones until a prompt comes after they ended. */
export function restartWords(changed: readonly string[], tasks: number, resumes: boolean): string {
  const what = `setup{} changed ${changed.join(', ')}`;
  if (!tasks) {
    return (
      `${what}: starting claude again with ${changed.length === 1 ? 'it' : 'them'}` +
      (resumes ? ' (the conversation resumes).' : '.')
    );
  }
  const running = tasks === 1 ? '1 background task runs' : `${tasks} background tasks run`;
  return (
    `${what}, but claude goes on with the earlier options while ${running} (starting it again would end` +
    ` ${tasks === 1 ? 'it' : 'them'}: :ClaudeTasks). The first prompt after that starts it with the new ones.`
  );
}

export class StartOptions {
  /** What the running CLI (the last one started) was started with, of what only a start applies. */
  private launched: StartOnly | null = null;
  /** The model the user switched to and the CLI took. */
  private picked: { model: string | undefined } | null = null;
  /** The permission mode :ClaudeMode set for this session (a new one starts in setup{ permission_mode }). */
  private sessionMode: string | undefined;

  constructor(private options: CliOptions) {}

  get current(): CliOptions {
    return this.options;
  }

  /** The options for a start now, remembered as the running CLI's. */
  launch(): CliOptions {
    const { command, args, env } = this.options;
    this.launched = { command, args, env };
    return this.options;
  }

  /** What only a start applies that changed since the running CLI started (as setup{} names it). */
  changed(): string[] {
    const was = this.launched;
    return was ? START_ONLY.filter((k) => canonical(was[k]) !== canonical(this.options[k])) : [];
  }

  /** Later options from the editor; the user's choices in this session stay. */
  configure(options: CliOptions): void {
    this.options = {
      // The host's own servers are the session's, not the editor's options: they stay.
      sdkMcp: this.options.sdkMcp,
      hostHooks: this.options.hostHooks,
      ...options,
      ...(this.picked ? { model: this.picked.model } : {}),
      permissionMode: this.sessionMode ?? options.permissionMode,
    };
  }

  pickModel(model: string | undefined): void {
    this.picked = { model };
    this.options = { ...this.options, model };
  }

  pickMode(mode: string): void {
    this.sessionMode = mode;
    this.options = { ...this.options, permissionMode: mode };
  }
}
