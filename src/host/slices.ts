// A large update in several requests: Neovim handles one request at a time, so a patch of thousands of
// lines (a flood of text, a long tool output, a transcript written whole) would keep every other client
// and the user's own keys waiting for as long as it takes. In slices, they get their turn in between.
// Pure.
import type { ViewUpdate } from './view';

/** Lines per request: well under a millisecond of Neovim's time each (README, Performance). */
export const SLICE_LINES = 1000;

/** `update` as requests to send in order: the patch cut into slices of at most `most` lines, the rest of
 *  the update (status, approvals, quickfix, edited files, which name lines of the whole) with the last. */
export function slices(update: ViewUpdate, most = SLICE_LINES): ViewUpdate[] {
  const p = update.patch;
  if (!p || p.lines.length <= most) return [update];
  const { patch: _whole, ...rest } = update;
  const out: ViewUpdate[] = [];
  for (let from = 0; from < p.lines.length; from += most) {
    const to = Math.min(from + most, p.lines.length);
    const first = from === 0;
    out.push({
      patch: {
        // The first slice replaces what the patch replaces; each later one goes in after the one before.
        start: p.start + from,
        end: first ? p.end : p.start + from,
        lines: p.lines.slice(from, to),
        folds: p.folds.slice(from, to),
        highlights: p.highlights.filter((h) => h[0] >= from && h[0] < to).map((h) => (h.length === 2 ? [h[0] - from, h[1]] : [h[0] - from, h[1], h[2], h[3]])),
      },
      ...(to === p.lines.length ? rest : {}),
    });
  }
  return out;
}
