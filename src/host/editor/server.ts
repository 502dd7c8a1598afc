// The editor as an MCP server of its own, `neovim`, served in the host: the CLI is told of it in `initialize`
// (sdkMcpServers) and sends it each JSON-RPC message as an mcp_message control request, whose answer is the
// server's reply (docs/cli-protocol.md § The editor's MCP server). Its tools (host/editor/tools.ts) read Neovim with
// one quick query each, never longer than EDITOR_MS: Neovim never waits on the host, and a call never hangs the turn.
// Claude's calls of these read-only tools are allowed here when what they read lies inside the session's
// directories (the transcript's row then says `· auto-allowed`); anything else is the user's usual approval.
import fs from 'node:fs';
import path from 'node:path';
import type { PermissionPrompt } from '../../cli/protocol/inbound';
import type { PermissionDecision } from '../../cli/protocol/outbound';
import type { SdkMcpServers } from '../../cli/process/launch';
import type { Loose } from '../../cli/protocol/wire';
import { EDITOR_TOOLS, type EditorTool, type ToolContext } from './tools';
import type { Logger } from '../log';
import type { CliOptions } from '../supervisor/startOptions';
import type { View } from '../view';

export const EDITOR_SERVER = 'neovim';
/** The longest a tool waits for Neovim's answer. */
const EDITOR_MS = 2000;

type Message = Record<string, unknown>;

/** The session's directories: where the CLI runs and those its arguments add (`--add-dir DIR`). */
export function sessionDirs(options: Pick<CliOptions, 'cwd' | 'args'>): string[] {
  const dirs = [options.cwd];
  options.args.forEach((a, i) => {
    if (a === '--add-dir' && options.args[i + 1]) dirs.push(path.resolve(options.cwd, options.args[i + 1]));
    else if (a.startsWith('--add-dir=')) dirs.push(path.resolve(options.cwd, a.slice('--add-dir='.length)));
  });
  return dirs;
}

const real = (p: string): string => {
  try {
    return fs.realpathSync(p);
  } catch {
    return path.resolve(p);
  }
};

function isInside(file: string, dirs: string[]): boolean {
  const candidates = [path.resolve(file), real(file)];
  return dirs.some((dir) =>
    [path.resolve(dir), real(dir)].some((d) =>
      candidates.some((f) => {
        const rel = path.relative(d, f);
        return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
      }),
    ),
  );
}

const reply = (id: unknown, result: unknown) => ({ jsonrpc: '2.0', id, result });
const failure = (id: unknown, code: number, message: string) => ({ jsonrpc: '2.0', id, error: { code, message } });

export class EditorServer implements SdkMcpServers {
  /** `options`: the session's current options (which tools are on, its directories); `allow`: answers a
   *  permission prompt of the CLI's. */
  constructor(
    private readonly view: View,
    private readonly log: Logger,
    private readonly options: () => CliOptions,
    private readonly answer: (prompt: PermissionPrompt, decision: PermissionDecision) => void,
  ) {}

  /** Offered only with a tool switched on, and an editor that can answer. */
  get names(): string[] {
    return this.tools().length && this.view.editorState ? [EDITOR_SERVER] : [];
  }

  private tools(): EditorTool[] {
    const on = this.options().editorTools ?? {};
    return EDITOR_TOOLS.filter((t) => on[t.group] === true);
  }

  private context(): ToolContext {
    const opts = this.options();
    const dirs = sessionDirs(opts);
    return {
      cwd: opts.cwd,
      inside: (file) => isInside(file, dirs),
      ask: (what, args = {}) => {
        const query = this.view.editorState?.(what, args) ?? Promise.reject(new Error('no editor'));
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`Neovim did not answer within ${EDITOR_MS / 1000} s`)), EDITOR_MS);
        });
        // What lua/claude/editor/editor.lua answers is loosely read JSON (Loose), each tool checking what it uses.
        return Promise.race([query, late]).finally(() => clearTimeout(timer)) as Promise<Loose>;
      },
    };
  }

  /** The JSON-RPC reply to one message from the CLI's MCP client. */
  async handle(_server: string, message: Message): Promise<unknown> {
    const { id, method } = message;
    const params = (typeof message.params === 'object' && message.params !== null ? message.params : {}) as Message;
    // A notification (notifications/initialized, cancelled, ...) needs no reply; the control request does.
    if (id === undefined) return reply(0, {});
    switch (method) {
      case 'initialize':
        return reply(id, {
          protocolVersion: typeof params.protocolVersion === 'string' ? params.protocolVersion : '2025-06-18',
          capabilities: { tools: {} },
          serverInfo: { name: EDITOR_SERVER, version: '1.0.0' },
          instructions:
            "The user's Neovim, as it is now: diagnostics, open buffers with their unsaved changes, the" +
            ' selection, and what its language servers say (definition, references, hover, symbols).',
        });
      case 'ping':
        return reply(id, {});
      case 'tools/list':
        return reply(id, {
          tools: this.tools().map((t) => ({
            name: t.name,
            description: t.description,
            inputSchema: t.inputSchema,
            annotations: { readOnlyHint: true },
          })),
        });
      case 'tools/call':
        return reply(id, await this.call(params));
      default:
        return failure(id, -32601, `Method not found: ${String(method)}`);
    }
  }

  private async call(params: Message): Promise<unknown> {
    const tool = this.tools().find((t) => t.name === params.name);
    const args = params.arguments;
    const input = (typeof args === 'object' && args !== null ? args : {}) as Message;
    const text = (t: string, isError = false) => ({
      content: [{ type: 'text', text: t }],
      ...(isError && { isError }),
    });
    if (!tool) return text(`${String(params.name)} is turned off in this editor (setup{ editor_tools })`, true);
    try {
      return text(await tool.run(input, this.context()));
    } catch (err) {
      this.log.write('warn', `editor tool ${tool.name}: ${(err as Error).message}`);
      return text(`failed\n${(err as Error).message}`, true);
    }
  }

  /** For a permission prompt about one of this server's tools, whether the host allows it by itself: what
   *  it reads lies inside the session's directories. Null for any other tool. */
  decide(prompt: PermissionPrompt): Promise<boolean> | null {
    const prefix = `mcp__${EDITOR_SERVER}__`;
    if (!prompt.toolName.startsWith(prefix) || !this.names.length) return null;
    const tool = this.tools().find((t) => t.name === prompt.toolName.slice(prefix.length));
    if (!tool) return null;
    const ctx = this.context();
    return tool.reads(prompt.input, ctx).then(
      (file) => file === null || ctx.inside(file),
      (err: Error) => {
        this.log.write('warn', `editor tool ${tool.name}: ${err.message}; the user is asked`);
        return false;
      },
    );
  }

  /** Allows a call `decide` found inside the session's directories: by the plugin's own rule, nobody asked. */
  allow(prompt: PermissionPrompt): void {
    this.answer(prompt, { behavior: 'allow', byConfig: true });
  }
}
