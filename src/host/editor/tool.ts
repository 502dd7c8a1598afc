// What a tool of the editor's MCP server is (host/editor/tools.ts, lspTools.ts): apart, so the modules of tools
// import it without importing each other.
import type { Loose } from '../../cli/protocol/wire';

/** What a tool may ask and know of the editor. */
export interface ToolContext {
  /** One query of lua/claude/editor/editor.lua; rejects when Neovim does not answer in time. */
  ask(what: string, args?: Record<string, unknown>): Promise<Loose>;
  /** Whether `file` is inside the session's directories. */
  inside(file: string): boolean;
  /** The session's directory: paths inside it are shown relative to it. */
  cwd: string;
}

export interface EditorTool {
  /** The tool's name on the server (Claude calls it mcp__neovim__<name>). */
  name: string;
  /** Its switch in setup{ editor_tools }. */
  group: string;
  description: string;
  inputSchema: Record<string, unknown>;
  /** The file a call reads, when it names one (null: none, or only what lies inside the session's directories):
   *  a file outside them is asked about first. */
  reads(input: Record<string, unknown>, ctx: ToolContext): Promise<string | null>;
  /** The answer: its first line says what came of it. */
  run(input: Record<string, unknown>, ctx: ToolContext): Promise<string>;
}
