// Renders one transcript entry to lines, highlights and fold levels. Pure.
import type { AssistantBlock, AssistantEntry, Entry, NoticeEntry, PendingApproval, ToolEntry, UserEntry } from '../session/types';

/** A highlight on one line: the whole line (`[line, group]`) or a byte range (`[line, start, end, group]`). */
export type Highlight = [number, string] | [number, number, number, string];

export interface RenderedEntry {
  lines: string[];
  highlights: Highlight[];
  /** One foldexpr value per line: '0', or a level such as '>1' / '1'. */
  folds: string[];
}

export interface RenderOptions {
  cwd: string | null;
  /** Tool results longer than this are cut, with a line saying how much was left out. */
  maxResultLines: number;
  /** Lines of a Write/Edit preview shown in an approval. */
  maxPreviewLines: number;
}

export const DEFAULT_RENDER_OPTIONS: RenderOptions = { cwd: null, maxResultLines: 40, maxPreviewLines: 60 };

// Thinking folds at level 1 (open at foldlevel=1), tool results at level 2 (closed until `zo`).
const THINK_FOLD = 1;
const RESULT_FOLD = 2;

const STATE_MARK: Record<ToolEntry['state'], string> = { running: '⋯', done: '✓', error: '✗' };
const STATE_GROUP: Record<ToolEntry['state'], string> = { running: 'ClaudeToolRunning', done: 'ClaudeToolDone', error: 'ClaudeToolError' };

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

class Builder implements RenderedEntry {
  lines: string[] = [];
  highlights: Highlight[] = [];
  folds: string[] = [];

  line(text: string, group?: string, fold = '0'): number {
    const at = this.lines.length;
    this.lines.push(text);
    this.folds.push(fold);
    if (group) this.highlights.push([at, group]);
    return at;
  }

  range(line: number, start: number, end: number, group: string): void {
    this.highlights.push([line, start, end, group]);
  }

  /** Lines belonging to one fold of `level`: the first opens it. */
  folded(texts: string[], level: number, group?: string, prefix = ''): void {
    texts.forEach((t, i) => this.line(prefix + t, group, i === 0 ? `>${level}` : String(level)));
  }
}

/** Splits text into lines (control characters shown as ^X, like everywhere else in the transcript); cached
 *  per block and extended on append, so streaming costs O(delta). */
const splitCache = new WeakMap<AssistantBlock, { length: number; lines: string[] }>();

export function blockLines(block: AssistantBlock): string[] {
  const cached = splitCache.get(block);
  if (cached && cached.length === block.text.length) return cached.lines;
  if (cached && cached.length < block.text.length) {
    // Deltas only ever append: split the new tail and continue the last line.
    const tail = sanitize(block.text.slice(cached.length)).split('\n');
    const lines = cached.lines.slice();
    lines[lines.length - 1] += tail[0];
    for (let i = 1; i < tail.length; i++) lines.push(tail[i]);
    splitCache.set(block, { length: block.text.length, lines });
    return lines;
  }
  const lines = sanitize(block.text).split('\n');
  splitCache.set(block, { length: block.text.length, lines });
  return lines;
}

function trimTrailingBlank(lines: string[]): string[] {
  let end = lines.length;
  while (end > 0 && lines[end - 1].trim() === '') end--;
  return end === lines.length ? lines : lines.slice(0, end);
}

function renderUser(e: UserEntry, out: Builder): void {
  const label = e.context ? ` · ${e.context.label}` : '';
  const queued = e.queued ? ' (queued)' : '';
  const head = out.line(`▌ You${label}${queued}`, 'ClaudeUserHeader');
  if (label) out.range(head, bytes('▌ You · '), bytes(`▌ You${label}`), 'ClaudeContextLabel');
  for (const l of sanitize(e.text).split('\n')) out.line(l, 'ClaudeUser');
}

function renderAssistant(e: AssistantEntry, out: Builder): void {
  e.blocks.forEach((block, i) => {
    if (block.text === '') return;
    if (i > 0 && out.lines.length) out.line('');
    if (block.type === 'thinking') {
      const lines = trimTrailingBlank(blockLines(block));
      out.folded(['✻ Thinking…', ...lines.map((l) => '┆ ' + l)], THINK_FOLD, 'ClaudeThinking');
    } else {
      for (const l of blockLines(block)) { out.lines.push(l); out.folds.push('0'); }
    }
  });
}

function renderTool(e: ToolEntry, out: Builder, opts: RenderOptions): void {
  const mark = e.approval ? '?' : STATE_MARK[e.state];
  const group = e.approval ? 'ClaudeApproval' : STATE_GROUP[e.state];
  const head = out.line(`${mark} ${oneLine(e.summary)}`, 'ClaudeTool');
  out.range(head, 0, bytes(mark), group);
  if (e.approval) renderApproval(e, e.approval, out, opts);
  if (e.result !== null && e.result !== '') {
    const all = sanitize(e.result).split('\n');
    const shown = all.length > opts.maxResultLines ? all.slice(0, opts.maxResultLines) : all;
    if (all.length > shown.length) shown.push(`… ${all.length - shown.length} more lines`);
    out.folded(shown, RESULT_FOLD, e.state === 'error' ? 'ClaudeToolError' : 'ClaudeToolResult', '  │ ');
  }
}

function renderApproval(tool: ToolEntry, a: PendingApproval, out: Builder, opts: RenderOptions): void {
  const preview = approvalPreview(tool, a, opts);
  for (const [text, group] of preview) out.line(text, group);
  if (a.decisionReason) out.line(`  ${oneLine(a.decisionReason)}`, 'ClaudeApprovalHint');
  const session = a.suggestions.length ? '  [A] allow for session' : '';
  out.line(`  Allow ${tool.name}?  [a] allow once${session}  [d] deny`, 'ClaudeApprovalHint');
}

type PreviewLine = [string, string];

/** What the approval shows: a diff for edits, the command for Bash, else the input. */
function approvalPreview(tool: ToolEntry, a: PendingApproval, opts: RenderOptions): PreviewLine[] {
  const input = a.input;
  const lines: PreviewLine[] = [];
  const add = (prefix: string, text: unknown, group: string) => {
    if (typeof text !== 'string') return;
    for (const l of sanitize(text).replace(/\n$/, '').split('\n')) lines.push([`  ${prefix} ${l}`, group]);
  };
  if (tool.name === 'Write') {
    add('+', input.content, 'ClaudeDiffAdd');
  } else if (tool.name === 'Edit') {
    add('-', input.old_string, 'ClaudeDiffDelete');
    add('+', input.new_string, 'ClaudeDiffAdd');
  } else if (tool.name === 'MultiEdit' && Array.isArray(input.edits)) {
    for (const edit of input.edits as Record<string, unknown>[]) {
      add('-', edit.old_string, 'ClaudeDiffDelete');
      add('+', edit.new_string, 'ClaudeDiffAdd');
    }
  } else if (typeof input.command === 'string') {
    add('$', input.command, 'ClaudeApprovalInput');
  } else {
    add(' ', JSON.stringify(input, null, 2), 'ClaudeApprovalInput');
  }
  if (lines.length > opts.maxPreviewLines) {
    const cut = lines.length - opts.maxPreviewLines;
    lines.length = opts.maxPreviewLines;
    lines.push([`  … ${cut} more lines`, 'ClaudeApprovalHint']);
  }
  return lines;
}

function renderNotice(e: NoticeEntry, out: Builder): void {
  const mark = e.tone === 'error' ? '✗' : 'ℹ';
  const group = e.tone === 'error' ? 'ClaudeNoticeError' : 'ClaudeNoticeInfo';
  sanitize(e.text).split('\n').forEach((l, i) => out.line(i === 0 ? `${mark} ${l}` : `  ${l}`, group));
}

export function renderEntry(entry: Entry, opts: RenderOptions): RenderedEntry {
  const out = new Builder();
  switch (entry.kind) {
    case 'user': renderUser(entry, out); break;
    case 'assistant': renderAssistant(entry, out); break;
    case 'tool': renderTool(entry, out, opts); break;
    case 'notice': renderNotice(entry, out); break;
  }
  return out;
}

/** Control characters (escape sequences, NUL) are shown, not interpreted; tabs and newlines stay. */
export function sanitize(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, (c) => (c === '\r' ? '' : `^${String.fromCharCode((c.charCodeAt(0) + 64) % 128)}`));
}

function oneLine(text: string): string {
  return sanitize(text).replace(/\n/g, ' ');
}
