// Turns the session's entries into buffer patches: only entries whose version changed are rendered
// again, and only the lines from the first one that differs are sent. Pure.
import type { Entry } from '../session/types';
import { EntryRenderer, type Highlight, type RenderOptions, type RenderedEntry } from './entry';

/** Replace buffer lines [start, end) with `lines`; highlights and folds are relative to `start`. */
export interface BufferPatch {
  start: number;
  end: number;
  lines: string[];
  highlights: Highlight[];
  folds: string[];
}

interface Block extends RenderedEntry {
  key: number;
  version: number;
}

const SEPARATOR: RenderedEntry = { lines: [''], highlights: [], folds: ['0'] };

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

  get lines(): number { return this.lineCount; }

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

    const oldLines = flatten(oldTail, 'lines');
    const newLines = flatten(newTail, 'lines');
    const oldFolds = flatten(oldTail, 'folds');
    const newFolds = flatten(newTail, 'folds');
    // Skip the lines the changed tail still shares with the buffer: a streaming reply resends only its last
    // lines. A line whose fold level changed is not shared (thinking folds away once it is complete).
    let same = 0;
    const limit = Math.min(oldLines.length, newLines.length);
    while (same < limit && oldLines[same] === newLines[same] && oldFolds[same] === newFolds[same]) same++;
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
      folds: newFolds.slice(same),
    };
  }

  private render(entry: Entry): Block {
    const r = this.entries.render(entry);
    // Every non-empty entry is followed by one blank line, part of its block.
    const lines = r.lines.length ? r.lines.concat(SEPARATOR.lines) : r.lines;
    const folds = r.lines.length ? r.folds.concat(SEPARATOR.folds) : r.folds;
    return { key: entry.key, version: entry.version, lines, highlights: r.highlights, folds };
  }
}

function flatten(blocks: Block[], field: 'lines' | 'folds'): string[] {
  if (blocks.length === 1) return blocks[0][field];
  const out: string[] = [];
  for (const b of blocks) for (const x of b[field]) out.push(x);
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
