// Hosts one `claude` CLI process in interactive stream-json mode: spawns it with an argument array
// (never a shell), frames its stdout into messages, correlates control requests with their responses,
// and makes sure the process dies with us.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import type { ExitInfo } from './exit';
import { buildArgs, CHECKPOINTS_ENV, initializeRequest, runHostHook, type ClaudeProcessOptions } from './launch';
import { LineDecoder } from './lineDecoder';
import { parseLine, type ControlRequestBody, type PermissionPrompt, type SDKMessage } from '../protocol/inbound';
import {
  controlErrorLine,
  controlRequestLine,
  controlSuccessLine,
  permissionAnswer,
  userMessageLine,
  type PermissionDecision,
} from '../protocol/outbound';

export interface ClaudeProcessEvents {
  message(message: SDKMessage): void;
  permission(prompt: PermissionPrompt): void;
  permissionCancelled(requestId: string): void;
  invalidLine(line: string, reason: string): void;
  /** A handler above threw on this line; the line is skipped and the stream goes on. Defaults to invalidLine. */
  handlerError?(line: string, error: Error): void;
  stderr(text: string): void;
  exit(info: ExitInfo): void;
}

const STDERR_TAIL = 4096;
const KILL_GRACE_MS = 1500;

export class ClaudeProcess {
  private child: ChildProcessWithoutNullStreams | null = null;
  private readonly decoder = new LineDecoder();
  private readonly waiting = new Map<string, { resolve(v: unknown): void; reject(e: Error): void }>();
  private nextRequest = 0;
  private stderrTail = '';
  private cutOff: string | undefined;
  private exited = false;

  constructor(
    private readonly opts: ClaudeProcessOptions,
    private readonly on: ClaudeProcessEvents,
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }
  get running(): boolean {
    return this.child !== null && !this.exited;
  }

  /** Spawns the CLI and sends `initialize`; resolves with the CLI's answer (commands, models, ...). */
  start(): Promise<unknown> {
    let child: ChildProcessWithoutNullStreams;
    try {
      child = spawn(this.opts.command, buildArgs(this.opts), {
        cwd: this.opts.cwd,
        env: { ...process.env, ...CHECKPOINTS_ENV, ...this.opts.env },
        stdio: ['pipe', 'pipe', 'pipe'],
        // Its own process group: when Neovim exits it signals the host's group, and a CLI killed along
        // with the host would leave the processes of a running tool behind. The host stops it instead
        // (interrupt first, which ends the tools), and signals go to the CLI's whole group.
        detached: process.platform !== 'win32',
        windowsHide: true,
      });
    } catch (err) {
      this.finish({ code: null, signal: null, spawnError: (err as Error).message, stderrTail: '' });
      return Promise.reject(err);
    }
    this.child = child;
    child.stdout.on('data', (chunk: Buffer) => this.onStdout(chunk));
    // An unterminated last line is used if it is a whole message; if not, the process died mid-write,
    // and the exit report says so instead of a separate "invalid line".
    child.stdout.on('end', () => {
      for (const line of this.decoder.end()) {
        if (parseLine(line)?.kind === 'invalid') this.cutOff = line;
        else this.onLine(line);
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      this.stderrTail = (this.stderrTail + text).slice(-STDERR_TAIL);
      this.on.stderr(text);
    });
    // Writing after the CLI died raises EPIPE here; the exit handler reports the death itself.
    child.stdin.on('error', () => {});
    child.on('error', (err: NodeJS.ErrnoException) => {
      if (this.exited) return;
      const why =
        err.code === 'ENOENT' && !isDirectory(this.opts.cwd)
          ? `working directory does not exist: ${this.opts.cwd}`
          : err.code === 'ENOENT'
            ? `command not found: ${this.opts.command}`
            : err.code === 'EACCES'
              ? `not executable: ${this.opts.command}`
              : err.message;
      this.finish({ code: null, signal: null, spawnError: why, stderrTail: this.stderrTail });
    });
    child.on('close', (code, signal) =>
      this.finish({
        code,
        signal,
        stderrTail: this.stderrTail,
        ...(this.cutOff !== undefined ? { cutOff: this.cutOff } : {}),
      }),
    );
    return this.request(initializeRequest(this.opts));
  }

  /** Sends a prompt; `images` (content blocks) go before its text, as the CLI's own pasted images do. */
  sendUser(text: string, images: unknown[] = []): void {
    const content = images.length ? [...images, ...(text ? [{ type: 'text', text }] : [])] : text;
    this.write(userMessageLine(content));
  }

  /** Sends a control request and resolves with its response (rejects on an error response or exit). */
  request(request: ControlRequestBody): Promise<unknown> {
    const id = `nvim-${++this.nextRequest}`;
    return new Promise((resolve, reject) => {
      if (!this.running) {
        reject(new Error('the claude process is not running'));
        return;
      }
      this.waiting.set(id, { resolve, reject });
      this.write(controlRequestLine(id, request));
    });
  }

  interrupt(): Promise<unknown> {
    return this.request({ subtype: 'interrupt' });
  }
  setPermissionMode(mode: string): Promise<unknown> {
    return this.request({ subtype: 'set_permission_mode', mode });
  }
  setModel(model: string | undefined): Promise<unknown> {
    return this.request({ subtype: 'set_model', model });
  }
  /** How full the context window is: `{ totalTokens, maxTokens, percentage, autoCompactThreshold?, ... }`. */
  contextUsage(): Promise<unknown> {
    return this.request({ subtype: 'get_context_usage', detail: 'summary' });
  }
  /** Names the session, as a rename the user made in this editor (`source: 'host'`). */
  renameSession(title: string): Promise<unknown> {
    return this.request({ subtype: 'rename_session', title, source: 'host' });
  }

  /** `version`: the CLI's, as it reported it (what the answer may say depends on it: ./versions.ts). */
  answerPermission(prompt: PermissionPrompt, decision: PermissionDecision, version?: string | null): void {
    this.write(controlSuccessLine(prompt.requestId, permissionAnswer(prompt, decision, version)));
  }

  /** Closes stdin (the CLI ends the session), then escalates to SIGTERM and SIGKILL if it lingers. */
  stop(graceMs = KILL_GRACE_MS): Promise<void> {
    const child = this.child;
    if (!child || this.exited) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('close', () => resolve());
      child.stdin.end();
      const term = setTimeout(() => this.signal('SIGTERM'), graceMs);
      const kill = setTimeout(() => this.signal('SIGKILL'), graceMs * 2);
      child.once('close', () => {
        clearTimeout(term);
        clearTimeout(kill);
      });
    });
  }

  /** Synchronous last resort when the host itself is exiting. */
  killNow(): void {
    if (this.child && !this.exited) this.signal('SIGKILL');
  }

  /** Signals the CLI's process group (it leads one), or the CLI alone if that fails. */
  private signal(sig: NodeJS.Signals): void {
    const pid = this.child?.pid;
    if (!pid || this.exited) return;
    try {
      process.kill(-pid, sig);
    } catch {
      this.child?.kill(sig);
    }
  }

  private write(line: string): void {
    if (this.child && !this.exited && this.child.stdin.writable) this.child.stdin.write(line);
  }

  private onStdout(chunk: Buffer): void {
    for (const line of this.decoder.push(chunk)) this.onLine(line);
  }

  private onLine(line: string): void {
    // Whatever a handler does with one line, the lines after it must still be read: a throw here would
    // otherwise escape into the stream's 'data' event and take the whole host down.
    try {
      this.dispatch(line);
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      if (this.on.handlerError) this.on.handlerError(line, error);
      else this.on.invalidLine(line, `could not be handled: ${error.message}`);
    }
  }

  private dispatch(line: string): void {
    const parsed = parseLine(line);
    if (!parsed) return;
    switch (parsed.kind) {
      case 'message':
        this.on.message(parsed.message);
        break;
      case 'permission':
        this.on.permission(parsed.prompt);
        break;
      case 'control_cancel':
        this.on.permissionCancelled(parsed.requestId);
        break;
      case 'control_response': {
        const waiter = this.waiting.get(parsed.requestId);
        if (!waiter) break;
        this.waiting.delete(parsed.requestId);
        if (parsed.ok) waiter.resolve(parsed.response);
        else waiter.reject(new Error(parsed.error ?? 'control request failed'));
        break;
      }
      case 'control_request':
        this.write(controlErrorLine(parsed.requestId, parsed.refusal));
        break;
      case 'mcp_message':
        this.answerMcp(parsed.requestId, parsed.server, parsed.message);
        break;
      case 'hook_callback':
        void runHostHook(this.opts.hostHooks, parsed.callbackId, parsed.input).then((output) =>
          this.write(controlSuccessLine(parsed.requestId, output)),
        );
        break;
      case 'invalid':
        this.on.invalidLine(parsed.line, parsed.reason);
        break;
      case 'ignored':
      case 'keep_alive':
        break;
    }
  }

  /** The CLI's message for an in-process MCP server, answered once the server has its reply. */
  private answerMcp(requestId: string, server: string, message: Record<string, unknown>): void {
    const sdk = this.opts.sdkMcp;
    if (!sdk?.names.includes(server)) {
      this.write(controlErrorLine(requestId, `claude-chat.nvim serves no MCP server named ${server}`));
      return;
    }
    sdk.handle(server, message).then(
      (reply) => this.write(controlSuccessLine(requestId, { mcp_response: reply })),
      (err: Error) => this.write(controlErrorLine(requestId, err.message)),
    );
  }

  private finish(info: ExitInfo): void {
    if (this.exited) return;
    this.exited = true;
    for (const waiter of this.waiting.values()) waiter.reject(new Error('the claude process exited'));
    this.waiting.clear();
    this.on.exit(info);
  }
}

function isDirectory(dir: string): boolean {
  try {
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}
