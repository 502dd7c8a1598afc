// Turn blame: which turn wrote each line of a file. The turns are replayed in order, each line of the text
// carrying the turn that wrote it (a line a turn's hunk added or changed is that turn's; lines a hunk leaves
// alone keep their owner), then the result is anchored to the file's text now: a line that is not as
// Claude left it (the user edited it, in the buffer or on disk) is nobody's. Pure.
import { diffWithin, splitLines, type LineHunk } from './diff';

/** What blame needs of a turn: its number, its prompt, and its files' texts before and after it (as
 *  src/session/history/turns.ts keeps them: null before, the file did not exist; undefined, the CLI did not say). */
export interface BlameTurn {
  n: number;
  prompt: string;
  files: ReadonlyMap<string, { before: string | null | undefined; after: string | undefined }>;
}

/** Who wrote a line: the turn, and that turn's hunk the line came with. */
export interface LineOwner {
  turn: number;
  prompt: string;
  hunk: LineHunk;
}

/** A line of the file now that Claude wrote (1-based). */
export interface BlameMark extends LineOwner {
  lnum: number;
}

type Owners = (LineOwner | null)[];

const nobody = (): null => null;

/** The editor asks as the user types: a diff costlier than this many steps (texts thousands of lines apart)
 *  is not worked out, and the lines it would place are nobody's. */
const DIFF_BUDGET = 4_000_000;

/** `owners` (of `from`'s lines) carried over to `to`'s lines: a line the diff leaves alone keeps its owner,
 *  a line a hunk brings gets `fill(hunk)`. */
function carry(
  from: readonly string[],
  owners: Owners,
  to: readonly string[],
  fill: (h: LineHunk) => LineOwner | null,
): Owners {
  const hunks = diffWithin(from, to, DIFF_BUDGET);
  if (!hunks) return to.map(nobody);
  const out: Owners = [];
  let i = 0;
  for (const h of hunks) {
    // Lines before the hunk are the same on both sides.
    while (out.length < h.newStart - 1) out.push(owners[i++] ?? null);
    i += h.before.length;
    const owner = fill(h);
    for (let k = 0; k < h.after.length; k++) out.push(owner);
  }
  while (out.length < to.length) out.push(owners[i++] ?? null);
  return out;
}

/** The lines of `now` (the file's text as it is) that Claude wrote in `turns` (`same` picks the file's
 *  record in each), each with the turn that wrote it. */
export function blame(
  turns: readonly BlameTurn[],
  same: (path: string) => boolean,
  now: readonly string[],
): BlameMark[] {
  let lines: string[] | null = null;
  let owners: Owners = [];
  for (const turn of [...turns].sort((a, b) => a.n - b.n)) {
    const file = [...turn.files.entries()].find(([p]) => same(p))?.[1];
    if (!file) continue;
    const before = file.before === undefined ? lines : splitLines(file.before ?? '').lines;
    if (file.after === undefined) {
      // What the turn left is unknown: nothing before it can be placed any more.
      lines = null;
      owners = [];
      continue;
    }
    const after = splitLines(file.after).lines;
    if (before === null) {
      // What the turn started from is unknown: which lines it wrote cannot be told.
      lines = after;
      owners = after.map(nobody);
      continue;
    }
    // The user (or a tool that does not report its edits) may have changed the file between turns.
    const base = lines === null ? before.map(nobody) : carry(lines, owners, before, nobody);
    const owner = (hunk: LineHunk): LineOwner => ({ turn: turn.n, prompt: turn.prompt, hunk });
    owners = carry(before, base, after, owner);
    lines = after;
  }
  if (lines === null) return [];
  const out: BlameMark[] = [];
  carry(lines, owners, now, nobody).forEach((o, i) => {
    if (o) out.push({ lnum: i + 1, ...o });
  });
  return out;
}
