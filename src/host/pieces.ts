// A large update applied in one request keeps Neovim busy for milliseconds (a new session's whole
// transcript, or a frame of a reply that streams faster than anyone reads), and a key the user presses
// meanwhile waits for all of it. Sent as pieces, one request each, Neovim takes whatever else waits
// between two of them. Every piece but the first appends at the region's end, where the one before
// ended: the renderer's patches always run to the end of the region.
import type { RegionPatch, ViewUpdate } from './view';

/** About this many bytes of lines a piece (one line at least): the editor applies and draws 8 KB of the
 *  transcript in about half a millisecond (bench: recorded pace). */
export const PIECE_BYTES = 8192;

/** `update` as the updates to apply one after the other: its patch cut at line boundaries into pieces of
 *  about `maxBytes`; everything else goes with the last piece, once all the lines are there. */
export function inPieces(update: ViewUpdate, maxBytes = PIECE_BYTES): ViewUpdate[] {
  const patch = update.patch;
  if (!patch) return [update];
  const cuts = cutPoints(patch.lines, maxBytes);
  if (cuts.length === 1) return [update];
  const pieces: ViewUpdate[] = cuts.map((from, i) => ({ patch: piece(patch, from, cuts[i + 1] ?? patch.lines.length, i === 0) }));
  // Highlights are in line order in practice; bucketing by piece does not rely on it.
  for (const h of patch.highlights) {
    const i = pieceOf(cuts, h[0]);
    const p = pieces[i].patch as RegionPatch;
    p.highlights.push(h.length === 2 ? [h[0] - cuts[i], h[1]] : [h[0] - cuts[i], h[1], h[2], h[3]]);
  }
  const { patch: _lines, ...rest } = update;
  pieces[pieces.length - 1] = { ...rest, patch: pieces[pieces.length - 1].patch };
  return pieces;
}

/** Index of the first line of each piece. */
function cutPoints(lines: readonly string[], maxBytes: number): number[] {
  const cuts = [0];
  let bytes = 0;
  for (let i = 0; i < lines.length; i++) {
    // Bytes of UTF-8 are at most 3 per UTF-16 unit; the length is near enough for pacing.
    const size = lines[i].length + 1;
    if (bytes > 0 && bytes + size > maxBytes) {
      cuts.push(i);
      bytes = 0;
    }
    bytes += size;
  }
  return cuts;
}

function piece(patch: RegionPatch, from: number, to: number, first: boolean): RegionPatch {
  const start = patch.start + from;
  return {
    start,
    // The first piece replaces what the patch replaces; each later one appends where the one before ended.
    end: first ? patch.end : start,
    lines: patch.lines.slice(from, to),
    highlights: [],
    folds: patch.folds.slice(from, to),
  };
}

function pieceOf(cuts: readonly number[], line: number): number {
  let lo = 0;
  let hi = cuts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (cuts[mid] <= line) lo = mid; else hi = mid - 1;
  }
  return lo;
}
