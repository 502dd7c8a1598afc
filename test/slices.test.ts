// A large update goes to Neovim in slices (src/host/slices.ts): applied in order, they leave the region
// exactly as the whole patch would, with every highlight and fold level on its line, and the rest of the
// update (which names lines of the whole) comes with the last slice.
import { describe, expect, it } from 'vitest';
import { slices } from '../src/host/slices';
import type { RegionPatch, ViewUpdate } from '../src/host/view';

/** Applies patches to a region held as [text, fold, highlights] per line. */
function applyAll(region: Array<[string, string, string[]]>, patches: RegionPatch[]): Array<[string, string, string[]]> {
  let r = region.slice();
  for (const p of patches) {
    const end = p.end === null ? r.length : p.end;
    const lines: Array<[string, string, string[]]> = p.lines.map((l, i) => [l, p.folds[i], p.highlights.filter((h) => h[0] === i).map((h) => h.slice(1).join(':'))]);
    r = [...r.slice(0, p.start), ...lines, ...r.slice(end)];
  }
  return r;
}

const patch = (start: number, end: number | null, n: number): RegionPatch => ({
  start, end,
  lines: Array.from({ length: n }, (_, i) => `line ${i}`),
  folds: Array.from({ length: n }, (_, i) => (i % 7 === 0 ? '>2' : '2')),
  highlights: Array.from({ length: n }, (_, i) => (i % 3 ? [i, 'ClaudeThinking'] : [i, 0, 4, 'ClaudeTool'])) as RegionPatch['highlights'],
});

describe('slices', () => {
  it('an update within the size goes whole', () => {
    const u: ViewUpdate = { patch: patch(3, 5, 10), edited: ['a'] };
    expect(slices(u, 10)).toEqual([u]);
    expect(slices({ edited: ['a'] }, 10)).toEqual([{ edited: ['a'] }]);
  });

  for (const [start, end] of [[2, 4], [0, null]] as const) {
    it(`slices replacing [${start}, ${end}) leave the region as the whole patch does`, () => {
      const region: Array<[string, string, string[]]> = Array.from({ length: 6 }, (_, i) => [`old ${i}`, '0', []]);
      const whole = patch(start, end, 25);
      const parts = slices({ patch: whole, edited: ['f'], approvals: [] }, 10);
      expect(parts.map((p) => p.patch!.lines.length)).toEqual([10, 10, 5]);
      expect(applyAll(region, parts.map((p) => p.patch!))).toEqual(applyAll(region, [whole]));
      // The rest of the update only with the last slice, once every line is in.
      expect(parts.map((p) => 'edited' in p)).toEqual([false, false, true]);
    });
  }
});
