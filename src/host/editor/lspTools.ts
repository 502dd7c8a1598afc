// The language servers' tools of the editor's MCP server (host/editor/tools.ts, switch `lsp` of setup{ editor_tools }):
// definition, references, hover, a file's symbols, a workspace symbol search, asked of the servers Neovim's
// vim.lsp attached (lua/claude/editor/editor_lsp.lua). The query only starts the requests; their answer comes by
// notification (host/editor/answers.ts) within LSP_MS, what came so far when a server is slow: Neovim never waits.
// Places are shown relative to the session's directory, with their line's text; a place outside the session's
// directories is named without its text (the call was allowed for the file asked about, not for that one).
import path from 'node:path';
import type { Loose } from '../../cli/protocol/wire';
import { displayPath } from '../../session/tools/tools';
import { dropAnswer, expectAnswer } from './answers';
import type { EditorTool, ToolContext } from './tool';

/** How long Neovim gives the servers (lua/claude/editor/editor_lsp.lua TIMEOUT_MS), and the host a little more. */
const LSP_MS = 3000;
/** Places one answer lists at most, and characters of a line's text. */
const MAX_ITEMS = 100;
const MAX_TEXT = 200;

interface Place {
  path: string;
  line?: number;
  col?: number;
  text: string[];
}
interface Symbol extends Place {
  name: string;
  kind: string;
  depth: number;
  container?: string;
}
interface Answer {
  missing?: boolean;
  none?: boolean;
  servers: string[];
  word?: string;
  items: Array<Place & Partial<Symbol> & { text: string[] | string }>;
  errors: string[];
}

const FILE = { type: 'string', description: 'Absolute path of a file open in Neovim' };
const AT = {
  file_path: FILE,
  line: { type: 'integer', description: 'Line, 1-based' },
  column: { type: 'integer', description: 'Column, 1-based, in characters: a character of the symbol' },
};
const AT_SCHEMA = { type: 'object', properties: AT, required: ['file_path', 'line', 'column'] };

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const whole = (v: unknown): number => (Number.isInteger(v) && (v as number) > 0 ? (v as number) : 1);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const clip = (t: string) => (t.length > MAX_TEXT ? `${t.slice(0, MAX_TEXT - 1)}…` : t);

function fileOf(input: Record<string, unknown>, ctx: ToolContext): string | null {
  const file = str(input.file_path);
  return file ? path.resolve(ctx.cwd, file) : null;
}

/** Runs query `kind` in Neovim and waits for its later answer. */
async function ask(ctx: ToolContext, kind: string, args: Record<string, unknown>): Promise<Answer> {
  const { id, answer } = expectAnswer(LSP_MS + 1000, `Neovim did not answer within ${(LSP_MS + 1000) / 1000} s`);
  let started: Loose;
  try {
    started = await ctx.ask('lsp', { id, kind, ...args });
  } catch (err) {
    dropAnswer(id);
    throw err;
  }
  if (!started?.pending) {
    dropAnswer(id);
    return { items: [], errors: [], servers: [], ...started };
  }
  const got = (await answer) as Answer | undefined;
  if (!got) throw new Error('Neovim sent no answer');
  return got;
}

/** The answer when there was nothing to ask: the file not open, or no server for it. */
function nothingToAsk(r: Answer, what: string, file: string | null, ctx: ToolContext): string | null {
  const running = r.servers.length ? `running: ${r.servers.join(', ')}` : 'none is running';
  const shown = file ? displayPath(file, ctx.cwd) : '';
  if (r.missing) {
    return `not open\n${shown} is not open in Neovim: its language servers know only open files (${running}).`;
  }
  if (r.none) {
    return (
      `no language server\nNo language server that answers ${what} is attached` +
      `${shown ? ` to ${shown}` : ''} (${running}).`
    );
  }
  return null;
}

const where = (p: Place, ctx: ToolContext) => `${displayPath(p.path, ctx.cwd)}${p.line ? `:${p.line}` : ''}`;
/** The place's text when it lies inside the session's directories. */
const textOf = (p: Place, ctx: ToolContext): string[] =>
  ctx.inside(p.path) ? (Array.isArray(p.text) ? p.text : []).map(clip) : [];

/** The list, capped, and what the servers said went wrong. */
function body(lines: string[], r: Answer): string[] {
  const more = lines.length > MAX_ITEMS ? [`… and ${lines.length - MAX_ITEMS} more`] : [];
  return [...lines.slice(0, MAX_ITEMS), ...more, ...r.errors.map((e) => `(${e})`)];
}

function atTool(name: string, description: string, answer: (r: Answer, ctx: ToolContext) => string): EditorTool {
  return {
    name,
    group: 'lsp',
    description,
    inputSchema: AT_SCHEMA,
    reads: (input, ctx) => Promise.resolve(fileOf(input, ctx)),
    async run(input, ctx) {
      const file = fileOf(input, ctx);
      if (!file) throw new Error('file_path is required');
      const r = await ask(ctx, name, { file, line: whole(input.line), col: whole(input.column) });
      return nothingToAsk(r, name, file, ctx) ?? answer(r, ctx);
    },
  };
}

/** The head of an answer with nothing found: `greet: no definition`, or `no answer` when servers failed. */
const silent = (r: Answer, what: string) => (r.errors.length ? 'no answer' : r.word ? `${r.word}: ${what}` : what);

const definition = atTool(
  'definition',
  'Where the symbol at a position is defined, as the language servers' +
    ' Neovim runs for that file say (go to definition), with a few lines from there. The file must be open in' +
    ' Neovim; unsaved changes count.',
  (r, ctx) => {
    const head =
      r.items.length === 1
        ? `${r.word} (${where(r.items[0], ctx)})`
        : r.items.length
          ? `${r.word}: ${plural(r.items.length, 'definition')}`
          : silent(r, 'no definition');
    const lines = r.items.flatMap((p) => [
      `${where(p, ctx)}:${p.col}`,
      ...textOf(p, ctx).map((t, i) => `${String(p.line! + i).padStart(6)}  ${t}`),
    ]);
    return [head, ...body(lines, r)].join('\n');
  },
);

const references = atTool(
  'references',
  'Every reference to the symbol at a position (its declaration' +
    ' included), as the language servers Neovim runs for that file find them: file:line:column and the line.',
  (r, ctx) => {
    const files = new Set(r.items.map((p) => p.path)).size;
    const head = r.items.length
      ? `${plural(r.items.length, 'reference')} to ${r.word} in ${plural(files, 'file')}`
      : silent(r, 'no references');
    const lines = r.items.map((p) => `${where(p, ctx)}:${p.col}: ${textOf(p, ctx)[0]?.trim() ?? ''}`.trimEnd());
    return [head, ...body(lines, r)].join('\n');
  },
);

const hover = atTool(
  'hover',
  'The hover text of the symbol at a position (its type, signature and' +
    ' documentation) from the language servers Neovim runs for that file.',
  (r) => {
    const texts = r.items.map((i) => (typeof i.text === 'string' ? i.text : '')).filter((t) => t.trim() !== '');
    const head = texts.length ? `${r.word}` : silent(r, 'no hover text');
    return [head, ...body(texts.join('\n\n').split('\n'), r)].join('\n');
  },
);

const symbolLine = (s: Symbol, ctx: ToolContext, withPath: boolean) =>
  `${'  '.repeat(s.depth ?? 0)}${s.kind} ${s.name}${!withPath && s.container ? ` (in ${s.container})` : ''}` +
  `${withPath ? ` ${where(s, ctx)}` : s.line ? ` line ${s.line}` : ''}`;

const documentSymbols: EditorTool = {
  name: 'document_symbols',
  group: 'lsp',
  description:
    'The symbols of a file open in Neovim (classes, functions, variables, nested as they are), from' +
    ' its language servers: kind, name, line.',
  inputSchema: { type: 'object', properties: { file_path: FILE }, required: ['file_path'] },
  reads: (input, ctx) => Promise.resolve(fileOf(input, ctx)),
  async run(input, ctx) {
    const file = fileOf(input, ctx);
    if (!file) throw new Error('file_path is required');
    const r = await ask(ctx, 'document_symbols', { file });
    const said = nothingToAsk(r, 'document_symbols', file, ctx);
    if (said) return said;
    const head = r.items.length ? plural(r.items.length, 'symbol') : silent(r, 'no symbols');
    return [
      head,
      ...body(
        r.items.map((s) => symbolLine(s as Symbol, ctx, false)),
        r,
      ),
    ].join('\n');
  },
};

const workspaceSymbols: EditorTool = {
  name: 'workspace_symbols',
  group: 'lsp',
  description:
    'Symbols whose name matches `query` anywhere in the project, from every language server Neovim' +
    ' runs (workspace symbol search): kind, name, file:line.',
  inputSchema: {
    type: 'object',
    properties: { query: { type: 'string', description: 'A name or part of one' } },
    required: ['query'],
  },
  reads: () => Promise.resolve(null),
  async run(input, ctx) {
    const query = str(input.query) ?? '';
    const r = await ask(ctx, 'workspace_symbols', { query });
    const said = nothingToAsk(r, 'workspace_symbols', null, ctx);
    if (said) return said;
    const head = r.items.length
      ? `${plural(r.items.length, 'symbol')} matching ${query}`
      : r.errors.length
        ? 'no answer'
        : `no symbol matches ${query}`;
    return [
      head,
      ...body(
        r.items.map((s) => symbolLine({ ...(s as Symbol), depth: 0 }, ctx, true)),
        r,
      ),
    ].join('\n');
  },
};

/** The language servers' tools, in the order tools/list gives them. */
export const LSP_TOOLS: readonly EditorTool[] = [definition, references, hover, documentSymbols, workspaceSymbols];
