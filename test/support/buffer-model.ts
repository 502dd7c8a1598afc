// The transcript buffer as the renderer's tests model it: they apply patches to it and compare it with a
// full render.
import type { Fold, Highlight } from '../../src/render/transcript/entry';
import type { BufferPatch } from '../../src/render/transcript/transcript';

/** What lua/claude/transcript/frame.lua apply() does with a patch, on plain arrays (lines counted from 0): its lines,
 *  its folds as lua/claude/transcript/folds.lua splices them, its prompts as lua/claude/transcript/transcript.lua does. */
export class BufferModel {
  lines: string[] = [];
  folds: Fold[] = [];
  prompts: number[] = [];
  highlights: Highlight[] = [];
  apply(p: BufferPatch): void {
    const shift = p.lines.length - (p.end - p.start);
    this.lines.splice(p.start, p.end - p.start, ...p.lines);
    // The fold the patch's first fold goes on with is the patch's; the one holding the line above it ends
    // there; those below it move.
    const from = p.folds.length && p.folds[0][0] < 0 ? p.start + p.folds[0][0] : p.start;
    this.folds = [
      ...this.folds
        .filter((f) => f[0] < from)
        .map(([first, last, level]): Fold => [first, Math.min(last, p.start - 1), level]),
      ...p.folds.map(([first, last, level]): Fold => [p.start + first, p.start + last, level]),
      ...this.folds
        .filter((f) => f[0] >= p.end)
        .map(([first, last, level]): Fold => [first + shift, last + shift, level]),
    ];
    this.prompts = [
      ...this.prompts.filter((l) => l < p.start),
      ...p.prompts.map((l) => p.start + l),
      ...this.prompts.filter((l) => l >= p.end).map((l) => l + shift),
    ];
    // nvim_buf_clear_namespace(buf, ns, start, -1), then the patch's highlights.
    this.highlights = this.highlights.filter((h) => h[0] < p.start);
    for (const h of p.highlights)
      this.highlights.push(h.length === 2 ? [h[0] + p.start, h[1]] : [h[0] + p.start, h[1], h[2], h[3]]);
  }
}
