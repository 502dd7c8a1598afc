// Turns the session's entries into buffer patches: only entries whose version changed are rendered
// again, and only the lines from the first one that differs are sent. Pure.
import type { Entry } from '../../session/model/types';
import { EntryRenderer, type Fold, type Highlight, type RenderedEntry } from './entry';
import type { RenderOptions } from './approval';

/** Replace buffer lines [start, end) with `lines`; highlights, folds and prompts are relative to `start`. */
export interface BufferPatch {
  start: number;
  end: number;
  lines: string[];
  highlights: Highlight[];
  /** The folds that reach into the patch's lines, in line order. The first may start above them (a negative
   *  first line): then the fold holding the line above the patch goes on into it. Folds the patch does not
   *  reach stay as they are, but one holding the line above it ends there (lua/claude/transcript/folds.lua). */
  folds: Fold[];
  /** The first line of each prompt (a user entry) among the patch's lines, in order (lua/claude/chat/keys.lua
   *  jumps by them). */
  prompts: number[];
}

interface Block extends RenderedEntry {
  key: number;
  version: number;
  /** A user entry: its first line heads a prompt. */
  prompt: boolean;
}

const SEPARATOR = [''];
const NONE: readonly number[] = [];
const HEAD: readonly number[] = [0];

export class TranscriptRenderer {
  private blocks: Block[] = [];
  private lineCount = 0;
  private readonly entries: EntryRenderer;

  constructor(opts: RenderOptions) {
    this.entries = new EntryRenderer(opts);
  }

  /** Forget what the buffer holds (it was recreated): the next patch rewrites everything. */
  reset(): void {
    this.blocks = [];
    this.lineCount = 0;
  }

  get lines(): number {
    return this.lineCount;
  }

  /** 0-based first and last buffer line of the entry with `key` (its blank separator included), as last rendered. */
  spanOf(key: number): { first: number; last: number } | null {
    let line = 0;
    for (const b of this.blocks) {
      if (b.key === key) return b.lines.length ? { first: line, last: line + b.lines.length - 1 } : null;
      line += b.lines.length;
    }
    return null;
  }

  /** Key of the entry drawn at 0-based buffer line `line`, as last rendered. */
  keyAt(line: number): number | null {
    let first = 0;
    for (const b of this.blocks) {
      if (line >= first && line < first + b.lines.length) return b.key;
      first += b.lines.length;
    }
    return null;
  }

  /** The patch that brings the buffer from the last rendered state to `entries`, or null if nothing changed. */
  update(entries: readonly Entry[]): BufferPatch | null {
    let first = 0;
    let startLine = 0;
    while (first < entries.length && first < this.blocks.length) {
      const b = this.blocks[first];
      const e = entries[first];
      if (b.key !== e.key || b.version !== e.version) break;
      startLine += b.lines.length;
      first++;
    }
    if (first === entries.length && first === this.blocks.length) return null;

    const oldTail = this.blocks.slice(first);
    const newTail: Block[] = [];
    for (let i = first; i < entries.length; i++) {
      const e = entries[i];
      const old = this.blocks[i];
      newTail.push(old && old.key === e.key && old.version === e.version ? old : this.render(e));
    }
    this.blocks = this.blocks.slice(0, first).concat(newTail);

    const oldLines = flatten(oldTail);
    const newLines = flatten(newTail);
    const newFolds = tailFolds(newTail);
    const newPrompts = tailPrompts(newTail);
    // Skip the lines the changed tail still shares with the buffer: a streaming reply resends only its last
    // lines. A line is not shared from where the folds or the prompts differ (thinking folds away once it is
    // complete; a retracted prompt's lines may come back as another entry's).
    let same = 0;
    const limit = Math.min(
      oldLines.length,
      newLines.length,
      foldsDiffer(tailFolds(oldTail), newFolds),
      promptsDiffer(tailPrompts(oldTail), newPrompts),
    );
    while (same < limit && oldLines[same] === newLines[same]) same++;
    // A shared line keeps its highlights too: entries only grow at the end, and where a line's highlight
    // depends on the entry's state, the state shows in the text of that line or of one before it (a tool's
    // mark), so the lines differ from there on.
    const newHighlights = absoluteHighlights(newTail);

    const end = startLine + oldLines.length;
    this.lineCount = startLine + newLines.length;
    if (same === oldLines.length && same === newLines.length) return null;
    return {
      start: startLine + same,
      end,
      lines: newLines.slice(same),
      highlights: newHighlights.filter((h) => h[0] >= same).map((h) => relativeTo(h, same)),
      folds: foldsFrom(newFolds, same),
      prompts: newPrompts.filter((line) => line >= same).map((line) => line - same),
    };
  }

  private render(entry: Entry): Block {
    const r = this.entries.render(entry);
    // Every non-empty entry is followed by one blank line, part of its block.
    const lines = r.lines.length ? r.lines.concat(SEPARATOR) : r.lines;
    const prompt = entry.kind === 'user' && lines.length > 0;
    return { key: entry.key, version: entry.version, lines, highlights: r.highlights, folds: r.folds, prompt };
  }
}

function flatten(blocks: Block[]): string[] {
  if (blocks.length === 1) return blocks[0].lines;
  const out: string[] = [];
  for (const b of blocks) for (const x of b.lines) out.push(x);
  return out;
}

/** The folds of `blocks` with lines counted from the start of the first block. */
function tailFolds(blocks: Block[]): readonly Fold[] {
  if (blocks.length === 1) return blocks[0].folds;
  const out: Fold[] = [];
  let base = 0;
  for (const b of blocks) {
    for (const [first, last, level] of b.folds) out.push([base + first, base + last, level]);
    base += b.lines.length;
  }
  return out;
}

/** The first lines of the prompts among `blocks`, counted from the start of the first block. */
function tailPrompts(blocks: Block[]): readonly number[] {
  if (blocks.length === 1) return blocks[0].prompt ? HEAD : NONE;
  const out: number[] = [];
  let base = 0;
  for (const b of blocks) {
    if (b.prompt) out.push(base);
    base += b.lines.length;
  }
  return out;
}

/** The first line where folds `a` and `b` differ (a line starts a fold in one only, or is in a fold of
 *  another level, or in a fold in one only); Infinity where they do not. */
function foldsDiffer(a: readonly Fold[], b: readonly Fold[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const [fa, la, va] = a[i];
    const [fb, lb, vb] = b[i];
    if (fa !== fb) return Math.min(fa, fb);
    if (va !== vb) return fa;
    if (la !== lb) return Math.min(la, lb) + 1;
  }
  return a.length > n ? a[n][0] : b.length > n ? b[n][0] : Infinity;
}

/** The first line that heads a prompt in one of `a` and `b` only (both in order); Infinity where none does. */
function promptsDiffer(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return Math.min(a[i], b[i]);
  return a.length > n ? a[n] : b.length > n ? b[n] : Infinity;
}

/** The folds of `folds` that reach line `line` or below, with lines counted from `line`. */
function foldsFrom(folds: readonly Fold[], line: number): Fold[] {
  let i = folds.length;
  while (i > 0 && folds[i - 1][1] >= line) i--;
  const out: Fold[] = [];
  for (; i < folds.length; i++) out.push([folds[i][0] - line, folds[i][1] - line, folds[i][2]]);
  return out;
}

/** Highlights of `blocks` with line numbers counted from the start of the first block, in line order. */
function absoluteHighlights(blocks: Block[]): Highlight[] {
  if (blocks.length === 1) return blocks[0].highlights;
  const list: Highlight[] = [];
  let base = 0;
  for (const b of blocks) {
    for (const h of b.highlights) list.push(relativeTo(h, -base));
    base += b.lines.length;
  }
  return list;
}

function relativeTo(h: Highlight, from: number): Highlight {
  return h.length === 2 ? [h[0] - from, h[1]] : [h[0] - from, h[1], h[2], h[3]];
}
