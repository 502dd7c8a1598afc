// How a `claude` process starts: its arguments (ours, then the user's), its environment, what `initialize` asks
// for, and what the host serves it in-process: MCP servers, and hooks the host runs itself.
import type { ControlRequestBody } from '../protocol/wire';

export const STREAM_ARGS = [
  '-p',
  '--input-format',
  'stream-json',
  '--output-format',
  'stream-json',
  '--verbose',
  '--include-partial-messages',
  '--permission-prompt-tool',
  'stdio',
  // Each prompt echoed back with its uuid: the id of its file checkpoint, which a rewind names.
  '--replay-user-messages',
  // The user's hooks as they run (system/hook_*): notices, and the editor's `User ClaudeHook`
  // (src/session/messages/hooks.ts).
  '--include-hook-events',
];

/** File checkpoints (what rewind_files restores), on unless the user's env says otherwise. */
export const CHECKPOINTS_ENV = { CLAUDE_CODE_ENABLE_SDK_FILE_CHECKPOINTING: 'true' };

export interface ClaudeProcessOptions {
  command: string;
  /** Extra arguments from the user's config, appended after ours. */
  args?: string[];
  cwd: string;
  /** Merged over the host's environment. */
  env?: Record<string, string>;
  resume?: string;
  /** With `resume`: a new session holding the resumed one's conversation up to message `resumeAt`. */
  fork?: { resumeAt: string };
  model?: string;
  permissionMode?: string;
  /** The session's name, given in `initialize` (the CLI records it as a rename). */
  title?: string;
  /** MCP servers the host serves in-process (src/host/editor/server.ts): named in `initialize`, their messages
   *  handed to `handle`, whose answer goes back as the server's reply. */
  sdkMcp?: SdkMcpServers;
  /** Hooks the host runs itself (below): registered in `initialize`, run on `hook_callback`. */
  hostHooks?: HostHooks;
}

export interface SdkMcpServers {
  names: string[];
  /** The JSON-RPC reply to `message` (a notification's too: the CLI waits for an answer to every request). */
  handle(server: string, message: Record<string, unknown>): Promise<unknown>;
}

/** What `initialize` asks for besides the defaults (docs/cli-protocol.md § Initialize): a sub-agent's
 *  text, not only its tool calls (the transcript nests both under its Agent call); perTaskStopAffordance: the
 *  user stops background tasks one by one (:ClaudeTasks), so an interrupt is to leave them running (2.1.332
 *  leaves a background shell running either way, and an older CLI ignores the field). */
const INITIALIZE = { forwardSubagentText: true, perTaskStopAffordance: true };

export function buildArgs(opts: ClaudeProcessOptions): string[] {
  const args = [...STREAM_ARGS];
  if (opts.resume) args.push('--resume', opts.resume);
  if (opts.resume && opts.fork) args.push('--fork-session', '--resume-session-at', opts.fork.resumeAt);
  if (opts.model) args.push('--model', opts.model);
  if (opts.permissionMode) args.push('--permission-mode', opts.permissionMode);
  return args.concat(opts.args ?? []);
}

/** The `initialize` request: INITIALIZE, the session's name, the host's MCP servers and hooks. */
export function initializeRequest(opts: ClaudeProcessOptions): ControlRequestBody {
  const title = opts.title ? { title: opts.title } : {};
  const servers = opts.sdkMcp?.names.length ? { sdkMcpServers: opts.sdkMcp.names } : {};
  const hooks = opts.hostHooks ? { hooks: opts.hostHooks.matchers } : {};
  return { subtype: 'initialize', ...INITIALIZE, ...title, ...servers, ...hooks };
}

// The hooks the host runs itself: registered in `initialize` (`hooks`), each run arriving as a `hook_callback`
// control request whose answer is the hook's output (the SDK's HookJSONOutput; docs/cli-protocol.md § Hooks).
// Used for what the editor tells Claude after its edits (src/host/editor/afterEdit.ts).

/** `matchers` as initialize's `hooks` names them (event → [{ matcher, hookCallbackIds }]); `run` answers one
 *  callback with a hook output, `{}` when it has nothing to say. */
export interface HostHooks {
  matchers: Record<string, { matcher?: string; hookCallbackIds: string[] }[]>;
  run(callbackId: string, input: Record<string, unknown>): Promise<unknown>;
}

/** The output of host hook `callbackId`: an empty one when there is no such hook or it failed, since a hook
 *  of ours must never stop Claude's tool. */
export function runHostHook(
  hooks: HostHooks | undefined,
  callbackId: string,
  input: Record<string, unknown>,
): Promise<unknown> {
  if (!hooks) return Promise.resolve({});
  return hooks.run(callbackId, input).then(
    (output) => output ?? {},
    () => ({}),
  );
}
