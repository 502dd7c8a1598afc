// How the CLI is started for one session: the editor's options (each `open` sends them anew) and what the
// user chose in this session, which outlasts them: a model the CLI took (:ClaudeModel) and a permission
// mode (:ClaudeMode). Changes apply at the next start; a running CLI is told separately.
import type { HostHooks } from '../cli/hostHooks';
import type { SdkMcpServers } from '../cli/process';

/** How to start the CLI. */
export interface CliOptions {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
  model?: string;
  permissionMode?: string;
  /** Which switches of setup{ editor_tools } are on (src/host/editorTools.ts). */
  editorTools?: Record<string, boolean>;
  /** The MCP servers the host serves for this session (the editor's, src/host/editorServer.ts). */
  sdkMcp?: SdkMcpServers;
  /** Hooks the host runs for this session (src/host/afterEdit.ts). */
  hostHooks?: HostHooks;
}

export class StartOptions {
  /** The model the user switched to and the CLI took. */
  private picked: { model: string | undefined } | null = null;
  /** The permission mode :ClaudeMode set for this session (a new one starts in setup{ permission_mode }). */
  private sessionMode: string | undefined;

  constructor(private options: CliOptions) {}

  get current(): CliOptions { return this.options; }

  /** Later options from the editor; the user's choices in this session stay. */
  configure(options: CliOptions): void {
    this.options = {
      // The host's own servers are the session's, not the editor's options: they stay.
      sdkMcp: this.options.sdkMcp, hostHooks: this.options.hostHooks,
      ...options, ...(this.picked ? { model: this.picked.model } : {}),
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
