// The tools of the editor's own MCP server (`neovim`, src/host/editor/server.ts): what each offers Claude, the
// file a call reads (which decides whether the user is asked first), and its answer in words. Each reads the
// editor through one query of lua/claude/editor/editor.lua. The first line of every answer says what came of the call
// in a few words: Claude reads it first, and the transcript's row ends with it (src/session/tools/editorCalls.ts).
// More tools go in a module of their own exporting an EditorTool list, added to EDITOR_TOOLS below, with their
// switch in setup{ editor_tools }: the language servers' are in lspTools.ts.
import path from 'node:path';
import { displayPath } from '../../session/tools/tools';
import type { EditorTool, ToolContext } from './tool';
import { LSP_TOOLS } from './lspTools';

export type { EditorTool, ToolContext } from './tool';

/** Lines of a buffer one buffer_text answer holds at most (Claude's Read reads 2000 at a time). */
const TEXT_LINES = 2000;

const FILE = { type: 'string', description: 'Absolute path of the file (as Read takes it)' };

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const whole = (v: unknown): number | undefined =>
  Number.isInteger(v) && (v as number) > 0 ? (v as number) : undefined;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 || word === 'info' ? '' : 's'}`;

/** The file a call names, absolute (a relative one is taken from the session's directory). */
function fileOf(input: Record<string, unknown>, ctx: ToolContext): string | null {
  const file = str(input.file_path);
  return file ? path.resolve(ctx.cwd, file) : null;
}

const named = (input: Record<string, unknown>, ctx: ToolContext) => Promise.resolve(fileOf(input, ctx));

export interface Diagnostic {
  line: number;
  col: number;
  severity: string;
  source: unknown;
  code: unknown;
  message: string;
}

const SEVERITIES = ['error', 'warning', 'info', 'hint'];

/** `2 errors, 1 warning`, or `no diagnostics`. */
export function counts(items: Diagnostic[]): string {
  const parts = SEVERITIES.map((s) => [s, items.filter((d) => d.severity === s).length] as const)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => plural(n, s));
  return parts.length ? parts.join(', ') : 'no diagnostics';
}

export function diagnosticLine(file: string, d: Diagnostic): string {
  const from = [d.source, d.code].filter((x) => typeof x === 'string' && x !== '').join(' ');
  return `${file}:${d.line}:${d.col}: ${d.severity}: ${d.message.replace(/\s*\n\s*/g, ' ')}${from ? ` [${from}]` : ''}`;
}

const diagnostics: EditorTool = {
  name: 'diagnostics',
  group: 'diagnostics',
  description:
    "Diagnostics Neovim shows (language servers, linters: vim.diagnostic) for a file open in the user's" +
    ' editor, or for all open buffers in the project when no file is given. Each: file:line:col: severity:' +
    ' message [source code]. Reflects unsaved changes.',
  inputSchema: { type: 'object', properties: { file_path: FILE } },
  reads: named,
  async run(input, ctx) {
    const file = fileOf(input, ctx);
    const r = await ctx.ask('diagnostics', file ? { file } : {});
    if (r.missing) return `not open\n${displayPath(file!, ctx.cwd)} is not open in Neovim: it has no diagnostics.`;
    const bufs = (r.buffers as Array<{ path: string; items: Diagnostic[] }>).filter(
      (b) => file !== null || ctx.inside(b.path),
    );
    const all = bufs.flatMap((b) => b.items);
    const shown = (p: string) => displayPath(p, ctx.cwd);
    const head = file || bufs.length === 1 ? counts(all) : `${counts(all)} in ${plural(bufs.length, 'buffer')}`;
    return [head, ...bufs.flatMap((b) => b.items.map((d) => diagnosticLine(shown(b.path), d)))].join('\n');
  },
};

const openBuffers: EditorTool = {
  name: 'open_buffers',
  group: 'buffers',
  description:
    "The files open in the user's Neovim: path, whether it has unsaved changes, the cursor line and" +
    ' the line count. buffer_text reads one, unsaved changes included.',
  inputSchema: { type: 'object', properties: {} },
  reads: () => Promise.resolve(null),
  async run(_input, ctx) {
    const r = await ctx.ask('buffers');
    const bufs = r.buffers as Array<{ path: string; modified: boolean; cursor: number; lines: number }>;
    const modified = bufs.filter((b) => b.modified).length;
    const head = `${plural(bufs.length, 'buffer')}${modified ? `, ${modified} with unsaved changes` : ''}`;
    return [
      head,
      ...bufs.map(
        (b) =>
          `${displayPath(b.path, ctx.cwd)}: ${plural(b.lines, 'line')}, cursor at line` +
          ` ${b.cursor}${b.modified ? ', unsaved changes' : ''}`,
      ),
    ].join('\n');
  },
};

const bufferText: EditorTool = {
  name: 'buffer_text',
  group: 'buffers',
  description:
    "The text of a file as it is in the user's Neovim buffer, unsaved changes included (Read gives" +
    ` the file on disk). At most ${TEXT_LINES} lines at a time: start_line and end_line (1-based) pick them.`,
  inputSchema: {
    type: 'object',
    properties: { file_path: FILE, start_line: { type: 'integer' }, end_line: { type: 'integer' } },
    required: ['file_path'],
  },
  reads: named,
  async run(input, ctx) {
    const file = fileOf(input, ctx);
    if (!file) throw new Error('file_path is required');
    const first = whole(input.start_line) ?? 1;
    const last = Math.min(whole(input.end_line) ?? Infinity, first + TEXT_LINES - 1);
    const r = await ctx.ask('buffer_text', { file, first, last });
    if (r.missing) return `not open\n${displayPath(file, ctx.cwd)} is not open in Neovim: Read reads it from disk.`;
    const part = r.first > 1 || r.last < r.count ? `lines ${r.first}-${r.last} of ${r.count}` : plural(r.count, 'line');
    return `${part}${r.modified ? ', unsaved changes' : ''}\n${r.text}`;
  },
};

const selection: EditorTool = {
  name: 'selection',
  group: 'selection',
  description:
    'What the user selected in Neovim (the live Visual selection, else the last one) in the window they' +
    ' last edited in, and where the cursor is there.',
  inputSchema: { type: 'object', properties: {} },
  async reads(_input, ctx) {
    const r = await ctx.ask('selection', { path_only: true });
    return str(r.path) ?? null;
  },
  async run(_input, ctx) {
    const r = await ctx.ask('selection');
    if (r.none || !str(r.path)) return "none\nNo window of the user's shows a file.";
    const file = displayPath(r.path, ctx.cwd);
    const cursor = `cursor at ${file}:${r.cursor.line}:${r.cursor.col}`;
    const s = r.selection;
    if (!s) return `none\nNothing was selected in ${file}; ${cursor}.`;
    const where = s.first === s.last ? `${file}:${s.first}` : `${file}:${s.first}-${s.last}`;
    const how = `${s.live ? 'selected now' : 'the last selection'} (${s.mode}wise)`;
    return `${where}\n${how}; ${cursor}${r.modified ? '; the buffer has unsaved changes' : ''}\n${s.text}`;
  },
};

/** Every tool of the editor's server, in the order tools/list gives them. */
export const EDITOR_TOOLS: readonly EditorTool[] = [diagnostics, openBuffers, bufferText, selection, ...LSP_TOOLS];

/** The switches of setup{ editor_tools }: one per group. */
export const EDITOR_TOOL_GROUPS = [...new Set(EDITOR_TOOLS.map((t) => t.group))];
