// Renders one transcript entry to lines, highlights and fold levels. Pure.
import { appendedSince } from '../session/appendLog';
import { grantsFor } from '../session/grants';
import { EDITING_TOOLS, displayPath } from '../session/tools';
import type { AssistantBlock, AssistantEntry, Entry, NoticeEntry, PendingApproval, ToolEntry, UserEntry } from '../session/types';

/** A highlight on one line: the whole line (`[line, group]`) or a byte range (`[line, start, end, group]`). */
export type Highlight = [number, string] | [number, number, number, string];

export interface RenderedEntry {
  lines: string[];
  highlights: Highlight[];
  /** One foldexpr value per line: '0', or a level such as '>1' / '1'. */
  folds: string[];
}

/** The transcript keys an approval's hint names (the user's keymaps, sent by lua/claude/config.lua). */
export interface ApprovalKeys {
  allow: string;
  allow_session: string;
  allow_always: string;
  deny: string;
  review: string;
  show_output: string;
}

export interface RenderOptions {
  cwd: string | null;
  /** Tool results longer than this are cut, with a line saying how much was left out. */
  maxResultLines: number;
  /** Lines of a Write/Edit preview shown in an approval. */
  maxPreviewLines: number;
  keys: ApprovalKeys;
}

/** For tests and the benchmark. The keys are lua/claude/config.lua's defaults (a test checks they agree);
 *  the host renders with the keys Lua sends. */
export const DEFAULT_RENDER_OPTIONS: RenderOptions = {
  cwd: null, maxResultLines: 40, maxPreviewLines: 60,
  keys: { allow: 'a', allow_session: 'A', allow_always: 'S', deny: 'd', review: 'r', show_output: 'K' },
};

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
}

/** Splits text into lines (control characters shown as ^X, like everywhere else in the transcript); cached
 *  per block and extended on append, so streaming costs O(delta). The array returned is the cache's and grows
 *  with the block: read it at once, do not keep it. */
const splitCache = new WeakMap<AssistantBlock, { length: number; lines: string[] }>();

export function blockLines(block: AssistantBlock): string[] {
  const cached = splitCache.get(block);
  if (cached && cached.length === block.text.length) return cached.lines;
  if (cached && cached.length < block.text.length) {
    // Deltas only ever append: split the new tail and continue the last line. The tail is copied first: a
    // slice would keep the whole text it was cut from alive (as flattened for this frame), a copy per frame.
    const added = appendedSince(block, cached.length) ?? block.text.slice(cached.length);
    const tail = sanitize(detach(added)).split('\n');
    const lines = cached.lines;
    lines[lines.length - 1] += tail[0];
    for (let i = 1; i < tail.length; i++) lines.push(tail[i]);
    cached.length = block.text.length;
    return lines;
  }
  const lines = sanitize(block.text).split('\n');
  splitCache.set(block, { length: block.text.length, lines });
  return lines;
}

/** A copy of `s` sharing no storage with the string it was cut from. */
function detach(s: string): string {
  return (' ' + s).slice(1);
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

/** Where one block of an assistant entry landed in its render, so the next render can reuse it. */
interface BlockSpan {
  block: AssistantBlock;
  /** block.text.length when rendered. */
  length: number;
  /** First line of the block's own lines (after the blank separator line, if any). */
  start: number;
  /** First highlight of the block. */
  hl: number;
  /** Lines of blockLines() shown: all for text, up to the last non-blank one for thinking. */
  shown: number;
}

interface AssistantRender extends RenderedEntry {
  /** One per block; null for a block that was empty (rendered nothing). */
  spans: (BlockSpan | null)[];
}

/** The last render of each assistant entry. Blocks only ever grow at the end (as blockLines assumes),
 *  so a streaming entry re-renders only from the last line of its growing block: O(delta), not O(entry). */
const assistantCache = new WeakMap<AssistantEntry, AssistantRender>();

function renderAssistant(e: AssistantEntry): AssistantRender {
  const prev = assistantCache.get(e);
  // The first block that changed since the last render.
  let k = 0;
  if (prev) {
    while (k < e.blocks.length && k < prev.spans.length) {
      const span = prev.spans[k];
      const block = e.blocks[k];
      if (span ? span.block !== block || span.length !== block.text.length : block.text !== '') break;
      k++;
    }
    if (k === e.blocks.length && k === prev.spans.length) return prev;
  }
  const out: AssistantRender = { lines: [], highlights: [], folds: [], spans: [] };
  let from = 0; // first block rendered afresh
  let resume: { span: BlockSpan; line: number } | null = null; // block k continued from line `line` of its own lines
  if (prev && (k > 0 || prev.spans[k])) {
    const span = prev.spans[k];
    let keepLines: number;
    let keepHl: number;
    if (span && span.block === e.blocks[k] && span.length < e.blocks[k].text.length) {
      // Block k grew: everything before its last shown line stays (thinking: plus its header line).
      const own = Math.max(0, span.shown - 1);
      const header = span.block.type === 'thinking' ? 1 : 0;
      keepLines = span.start + header + own;
      keepHl = span.block.type === 'thinking' ? span.hl + header + own : span.hl;
      resume = { span, line: own };
    } else {
      // Block k is new, or was empty: keep what the blocks before it rendered.
      let last: BlockSpan | null = null;
      for (let i = k - 1; i >= 0 && !last; i--) last = prev.spans[i];
      keepLines = last ? spanEnd(last) : 0;
      keepHl = last ? hlEnd(last) : 0;
    }
    out.lines = prev.lines.slice(0, keepLines);
    out.folds = prev.folds.slice(0, keepLines);
    out.highlights = prev.highlights.slice(0, keepHl);
    out.spans = prev.spans.slice(0, k);
    from = k;
  }
  for (let i = from; i < e.blocks.length; i++) {
    const block = e.blocks[i];
    if (block.text === '') { out.spans.push(null); continue; }
    const continued = resume && i === k ? resume : null;
    if (!continued && i > 0 && out.lines.length) { out.lines.push(''); out.folds.push('0'); }
    const start = continued ? continued.span.start : out.lines.length;
    const hl = continued ? continued.span.hl : out.highlights.length;
    const skip = continued ? continued.line : 0;
    let shown: number;
    if (block.type === 'thinking') {
      const lines = trimTrailingBlank(blockLines(block));
      if (!continued) {
        out.highlights.push([out.lines.length, 'ClaudeThinking']);
        out.lines.push('✻ Thinking…');
        out.folds.push(`>${THINK_FOLD}`);
      }
      const level = String(THINK_FOLD);
      for (let j = skip; j < lines.length; j++) {
        out.highlights.push([out.lines.length, 'ClaudeThinking']);
        out.lines.push('┆ ' + lines[j]);
        out.folds.push(level);
      }
      shown = lines.length;
    } else {
      const lines = blockLines(block);
      for (let j = skip; j < lines.length; j++) { out.lines.push(lines[j]); out.folds.push('0'); }
      shown = lines.length;
    }
    out.spans.push({ block, length: block.text.length, start, hl, shown });
  }
  assistantCache.set(e, out);
  return out;
}

/** Line after the last one `span` rendered. */
function spanEnd(span: BlockSpan): number {
  return span.start + (span.block.type === 'thinking' ? 1 : 0) + span.shown;
}

/** Highlight after the last one `span` added. */
function hlEnd(span: BlockSpan): number {
  return span.block.type === 'thinking' ? span.hl + 1 + span.shown : span.hl;
}

function renderTool(e: ToolEntry, out: Builder, opts: RenderOptions): void {
  const mark = e.approval ? '?' : STATE_MARK[e.state];
  const group = e.approval ? 'ClaudeApproval' : STATE_GROUP[e.state];
  // Said on the tool's own line: a call that ran without anybody being asked, and a proposal the user changed.
  const auto = !e.asked && e.state === 'done' ? ' · auto-allowed' : '';
  const mine = e.userModified ? ' · your version' : '';
  const summary = oneLine(e.summary);
  const head = out.line(`${mark} ${summary}${auto}${mine}`, 'ClaudeTool');
  out.range(head, 0, bytes(mark), group);
  const noteStart = bytes(`${mark} ${summary}`);
  if (auto) out.range(head, noteStart, noteStart + bytes(auto), 'ClaudeToolAuto');
  if (mine) out.range(head, noteStart + bytes(auto), noteStart + bytes(auto + mine), 'ClaudeToolMine');
  if (e.approval) renderApproval(e, e.approval, out, opts);
  // A finished edit keeps what it changed (folded, as a diff); other tools keep their output.
  const diff = e.applied && e.state === 'done';
  const body = diff ? e.applied!.map(sanitize) : e.result !== null && e.result !== '' ? sanitize(e.result).split('\n') : null;
  if (!body) return;
  const base = e.state === 'error' ? 'ClaudeToolError' : 'ClaudeToolResult';
  const shown = body.length > opts.maxResultLines ? body.slice(0, opts.maxResultLines) : body;
  shown.forEach((t, i) => out.line(`  │ ${t}`, (diff && DIFF_GROUP[t[0]]) || base, i === 0 ? `>${RESULT_FOLD}` : String(RESULT_FOLD)));
  if (body.length > shown.length) out.line(`  │ … ${body.length - shown.length} more lines: ${opts.keys.show_output} shows all`, base, String(RESULT_FOLD));
}

const DIFF_GROUP: Record<string, string> = { '+': 'ClaudeDiffAdd', '-': 'ClaudeDiffDelete', '@': 'ClaudeApprovalHint' };

function renderApproval(tool: ToolEntry, a: PendingApproval, out: Builder, opts: RenderOptions): void {
  const k = opts.keys;
  const file = tool.filePath ? displayPath(tool.filePath, opts.cwd) : null;
  if (a.unsaved && file) {
    out.line(`  ⚠ ${file} has unsaved changes in Neovim. Allowing writes Claude's version to disk; your buffer keeps your text.`, 'ClaudeNoticeError');
  }
  const reviewable = EDITING_TOOLS.has(tool.name);
  const preview = approvalPreview(tool, a, opts, reviewable);
  for (const [text, group] of preview) out.line(text, group);
  if (a.decisionReason) out.line(`  ${oneLine(a.decisionReason)}`, 'ClaudeApprovalHint');
  const grants = grantsFor(a.suggestions, opts.cwd);
  out.line(`  Allow ${tool.name}?`, 'ClaudeApprovalHint');
  const first = [`[${k.allow}] allow once`, reviewable ? `[${k.review}] review the diff` : '', `[${k.deny}] deny`].filter(Boolean).join('  ');
  out.line(`  ${first}`, 'ClaudeApprovalHint');
  if (grants.session) out.line(`  [${k.allow_session}] ${grants.session.words}`, 'ClaudeApprovalHint');
  if (grants.always) out.line(`  [${k.allow_always}] ${grants.always.words}`, 'ClaudeApprovalHint');
}

type PreviewLine = [string, string];

/** What the approval shows: a diff for edits, the command for Bash, else the input. */
function approvalPreview(tool: ToolEntry, a: PendingApproval, opts: RenderOptions, reviewable: boolean): PreviewLine[] {
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
    lines.push([`  … ${cut} more lines${reviewable ? `: ${opts.keys.review} reviews the whole diff` : ''}`, 'ClaudeApprovalHint']);
  }
  return lines;
}

function renderNotice(e: NoticeEntry, out: Builder, opts: RenderOptions): void {
  const mark = e.tone === 'error' ? '✗' : 'ℹ';
  const group = e.tone === 'error' ? 'ClaudeNoticeError' : 'ClaudeNoticeInfo';
  sanitize(e.text).split('\n').forEach((l, i) => out.line(i === 0 ? `${mark} ${l}` : `  ${l}`, group));
  if (e.unsavedFile) out.line(`  [${opts.keys.review}] compare your buffer with the file on disk`, 'ClaudeApprovalHint');
}

/** The entry as lines, highlights and folds. The arrays returned are shared with later renders of the same
 *  entry: read them, never change them. */
export function renderEntry(entry: Entry, opts: RenderOptions): RenderedEntry {
  if (entry.kind === 'assistant') return renderAssistant(entry);
  const out = new Builder();
  switch (entry.kind) {
    case 'user': renderUser(entry, out); break;
    case 'tool': renderTool(entry, out, opts); break;
    case 'notice': renderNotice(entry, out, opts); break;
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
