// Renders assistant entries, reusing the last render of a streaming one: a growing block is re-split and
// re-rendered only from its last line, so streaming costs O(delta), not O(entry). The caches belong to
// this instance (one per transcript renderer), keyed by the session's objects.
import type { AssistantBlock, AssistantEntry } from '../../session/model/types';
import { sanitize, type RenderedEntry } from '../text';

/** Thinking is open while it streams (level 1: folds.lua opens it), so it can be read as it comes; once
 *  complete (the answer starts) it folds at level 2, closed like a tool's output: a long thought does not
 *  push the answer off screen. */
export const THINK_FOLD_STREAMING = 1;
export const THINK_FOLD = 2;

/** Where one block of an assistant entry landed in its render, so the next render can reuse it. */
interface BlockSpan {
  block: AssistantBlock;
  /** block.text.length when rendered. */
  length: number;
  /** First line of the block's own lines (after the blank separator line, if any). */
  start: number;
  /** First highlight of the block. */
  hl: number;
  /** Where its fold is among the render's folds (a thinking block has one; a text block none, and this is
   *  where it would be). */
  fold: number;
  /** Lines of blockLines() shown: all for text, up to the last non-blank one for thinking. */
  shown: number;
  /** block.streaming when rendered (a thinking block's fold level depends on it). */
  streaming: boolean;
}

interface AssistantRender extends RenderedEntry {
  /** One per block; null for a block that was empty (rendered nothing). */
  spans: (BlockSpan | null)[];
}

/** A block's text split into lines, and how much of the block (characters, pieces) that covers. */
interface SplitLines {
  length: number;
  pieces: number;
  lines: string[];
}

export class AssistantRenderer {
  private readonly splits = new WeakMap<AssistantBlock, SplitLines>();
  private readonly renders = new WeakMap<AssistantEntry, AssistantRender>();

  /** The block's lines (control characters shown as ^X), extended on append. The array returned is the
   *  cache's and grows with the block: read it at once, do not keep it. */
  blockLines(block: AssistantBlock): string[] {
    const cached = this.splits.get(block);
    if (cached && cached.length === block.text.length) return cached.lines;
    if (cached && cached.length < block.text.length) {
      // Deltas only ever append: split the new tail and continue the last line.
      const added = this.addedSince(block, cached);
      const tail = sanitize(added).split('\n');
      const lines = cached.lines;
      lines[lines.length - 1] += tail[0];
      for (let i = 1; i < tail.length; i++) lines.push(tail[i]);
      cached.length = block.text.length;
      cached.pieces = block.pieces?.length ?? 0;
      return lines;
    }
    const lines = sanitize(block.text).split('\n');
    this.splits.set(block, { length: block.text.length, pieces: block.pieces?.length ?? 0, lines });
    return lines;
  }

  /** The text appended after what `cached` covers: from the block's pieces when they account for it, else
   *  a copy of the text's tail (a slice would keep the whole flattened text it was cut from alive). */
  private addedSince(block: AssistantBlock, cached: SplitLines): string {
    const pieces = block.pieces;
    if (pieces && pieces.length > cached.pieces) {
      const added = pieces.slice(cached.pieces).join('');
      if (cached.length + added.length === block.text.length) return added;
    }
    return (' ' + block.text.slice(cached.length)).slice(1);
  }

  render(e: AssistantEntry): RenderedEntry {
    const prev = this.renders.get(e);
    // The first block that changed since the last render.
    let k = 0;
    if (prev) {
      while (k < e.blocks.length && k < prev.spans.length) {
        const span = prev.spans[k];
        const block = e.blocks[k];
        if (
          span
            ? span.block !== block || span.length !== block.text.length || span.streaming !== !!block.streaming
            : block.text !== ''
        )
          break;
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
      let keepFolds: number;
      if (
        span &&
        span.block === e.blocks[k] &&
        span.length < e.blocks[k].text.length &&
        span.streaming === !!e.blocks[k].streaming
      ) {
        // Block k grew: everything before its last shown line stays (thinking: plus its header line).
        const own = Math.max(0, span.shown - 1);
        const header = span.block.type === 'thinking' ? 1 : 0;
        keepLines = span.start + header + own;
        keepHl = span.block.type === 'thinking' ? span.hl + header + own : span.hl;
        keepFolds = span.fold; // its fold is made again, longer
        resume = { span, line: own };
      } else {
        // Block k is new, was empty, or stopped streaming: keep what the blocks before it rendered.
        let last: BlockSpan | null = null;
        for (let i = k - 1; i >= 0 && !last; i--) last = prev.spans[i];
        keepLines = last ? spanEnd(last) : 0;
        keepHl = last ? hlEnd(last) : 0;
        keepFolds = last ? foldEnd(last) : 0;
      }
      out.lines = prev.lines.slice(0, keepLines);
      out.folds = prev.folds.slice(0, keepFolds);
      out.highlights = prev.highlights.slice(0, keepHl);
      out.spans = prev.spans.slice(0, k);
      from = k;
    }
    for (let i = from; i < e.blocks.length; i++) {
      const block = e.blocks[i];
      if (block.text === '') {
        out.spans.push(null);
        continue;
      }
      const continued = resume && i === k ? resume : null;
      if (!continued && i > 0 && out.lines.length) out.lines.push('');
      const start = continued ? continued.span.start : out.lines.length;
      const hl = continued ? continued.span.hl : out.highlights.length;
      const fold = out.folds.length;
      const skip = continued ? continued.line : 0;
      let shown: number;
      if (block.type === 'thinking') {
        const lines = trimTrailingBlank(this.blockLines(block));
        if (!continued) {
          out.highlights.push([out.lines.length, 'ClaudeThinking']);
          out.lines.push('✻ Thinking…');
        }
        for (let j = skip; j < lines.length; j++) {
          out.highlights.push([out.lines.length, 'ClaudeThinking']);
          out.lines.push('┆ ' + lines[j]);
        }
        // A new tuple each render: the last render's arrays are shared (EntryRenderer.render).
        out.folds.push([start, out.lines.length - 1, block.streaming ? THINK_FOLD_STREAMING : THINK_FOLD]);
        shown = lines.length;
      } else {
        const lines = this.blockLines(block);
        for (let j = skip; j < lines.length; j++) out.lines.push(lines[j]);
        shown = lines.length;
      }
      out.spans.push({ block, length: block.text.length, start, hl, fold, shown, streaming: !!block.streaming });
    }
    this.renders.set(e, out);
    return out;
  }
}

function trimTrailingBlank(lines: string[]): string[] {
  let end = lines.length;
  while (end > 0 && lines[end - 1].trim() === '') end--;
  return end === lines.length ? lines : lines.slice(0, end);
}

/** Line after the last one `span` rendered. */
function spanEnd(span: BlockSpan): number {
  return span.start + (span.block.type === 'thinking' ? 1 : 0) + span.shown;
}

/** Fold after the last one `span` added. */
function foldEnd(span: BlockSpan): number {
  return span.block.type === 'thinking' ? span.fold + 1 : span.fold;
}

/** Highlight after the last one `span` added. */
function hlEnd(span: BlockSpan): number {
  return span.block.type === 'thinking' ? span.hl + 1 + span.shown : span.hl;
}
