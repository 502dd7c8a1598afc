// Line diffs: the hunks between two texts (Myers' O(ND) algorithm), and applying the CLI's structuredPatch
// to a file's text. Pure.

/** One change: `before` lines at `oldStart` became `after` lines at `newStart` (1-based; where a side is
 *  empty, its start is the line the change comes before). */
export interface LineHunk {
  oldStart: number;
  newStart: number;
  before: string[];
  after: string[];
}

/** A file's text as lines, and whether it ended with a newline ('' is no lines). */
export function splitLines(text: string): { lines: string[]; eol: boolean } {
  if (text === '') return { lines: [], eol: false };
  const eol = text.endsWith('\n');
  return { lines: (eol ? text.slice(0, -1) : text).split('\n'), eol };
}

export function joinLines(lines: readonly string[], eol: boolean): string {
  return lines.length === 0 ? '' : lines.join('\n') + (eol ? '\n' : '');
}

/** The hunks that turn `a` into `b`, in order; adjacent changes are one hunk. */
export function diffLines(a: readonly string[], b: readonly string[]): LineHunk[] {
  return diffWithin(a, b, Infinity)!;
}

/** As diffLines, or null when finding the shortest diff would take more than `budget` steps (Myers keeps a
 *  frontier of the differing lines per edit: time and memory grow with their product). */
export function diffWithin(a: readonly string[], b: readonly string[], budget: number): LineHunk[] | null {
  // Common ends cost nothing; Myers runs on the middle only.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);
  const ops = editScript(x, y, budget);
  if (!ops) return null;
  const hunks: LineHunk[] = [];
  let i = 0;
  let j = 0;
  let k = 0;
  while (k < ops.length) {
    if (ops[k] === '=') {
      i++;
      j++;
      k++;
      continue;
    }
    const hunk: LineHunk = { oldStart: head + i + 1, newStart: head + j + 1, before: [], after: [] };
    while (k < ops.length && ops[k] !== '=') {
      if (ops[k] === '-') hunk.before.push(x[i++]);
      else hunk.after.push(y[j++]);
      k++;
    }
    hunks.push(hunk);
  }
  return hunks;
}

/** The lines `hunks` add and remove. */
export function hunkCounts(hunks: readonly LineHunk[]): { additions: number; deletions: number } {
  let additions = 0;
  let deletions = 0;
  for (const h of hunks) {
    additions += h.after.length;
    deletions += h.before.length;
  }
  return { additions, deletions };
}

/** '=' keep, '-' delete from x, '+' insert from y: a shortest edit script (Myers 1986, greedy forward). */
function editScript(x: readonly string[], y: readonly string[], budget: number): string[] | null {
  const n = x.length;
  const m = y.length;
  if (n === 0) return Array<string>(m).fill('+');
  if (m === 0) return Array<string>(n).fill('-');
  const max = n + m;
  const offset = max;
  let v = new Int32Array(2 * max + 2);
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= max && found < 0; d++) {
    if (d * (2 * max + 2) > budget) return null;
    trace.push(v.slice());
    const next = v.slice();
    for (let k = -d; k <= d; k += 2) {
      let px =
        k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let py = px - k;
      while (px < n && py < m && x[px] === y[py]) {
        px++;
        py++;
      }
      next[offset + k] = px;
      if (px >= n && py >= m) {
        found = d;
        break;
      }
    }
    v = next;
  }
  // Walk back through the saved frontiers.
  const ops: string[] = [];
  let px = n;
  let py = m;
  for (let d = found; d > 0; d--) {
    const prev = trace[d];
    const k = px - py;
    const down = k === -d || (k !== d && prev[offset + k - 1] < prev[offset + k + 1]);
    const pk = down ? k + 1 : k - 1;
    const sx = prev[offset + pk];
    const sy = sx - pk;
    while (px > (down ? sx : sx + 1) && py > (down ? sy + 1 : sy)) {
      ops.push('=');
      px--;
      py--;
    }
    ops.push(down ? '+' : '-');
    px = sx;
    py = sy;
  }
  while (px > 0 && py > 0) {
    ops.push('=');
    px--;
    py--;
  }
  return ops.reverse();
}

/** `hunks` (diffLines of `a` and another text) as unified diff lines: `@@ -1,2 +1,3 @@`, then ` kept`,
 *  `-old`, `+new`, with `context` unchanged lines around each change; nearby hunks share theirs. */
export function unifiedLines(a: readonly string[], hunks: readonly LineHunk[], context: number): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < hunks.length) {
    // The hunks whose context lines touch or overlap form one group (an `@@` header).
    let j = i;
    const end = (h: LineHunk) => h.oldStart + h.before.length; // the first old line after the change
    while (j + 1 < hunks.length && hunks[j + 1].oldStart - end(hunks[j]) <= 2 * context) j++;
    const from = Math.max(1, hunks[i].oldStart - context);
    const to = Math.min(a.length + 1, end(hunks[j]) + context); // exclusive
    const body: string[] = [];
    let at = from;
    let added = 0;
    let removed = 0;
    for (const h of hunks.slice(i, j + 1)) {
      while (at < h.oldStart) body.push(` ${a[at++ - 1]}`);
      for (const l of h.before) body.push(`-${l}`);
      for (const l of h.after) body.push(`+${l}`);
      at += h.before.length;
      added += h.after.length;
      removed += h.before.length;
    }
    while (at < to) body.push(` ${a[at++ - 1]}`);
    const oldCount = to - from;
    const newCount = oldCount - removed + added;
    const newFrom = hunks[i].newStart - (hunks[i].oldStart - from);
    const range = (start: number, count: number) => `${count === 0 ? start - 1 : start},${count}`;
    out.push(`@@ -${range(from, oldCount)} +${range(newFrom, newCount)} @@`, ...body);
    i = j + 1;
  }
  return out;
}

/** The CLI's structuredPatch hunk. */
export interface PatchHunk {
  oldStart?: number;
  lines?: unknown[];
}

/** `original` with `patch` applied, or null when the patch does not fit it. */
export function applyPatch(original: string, patch: readonly PatchHunk[]): string | null {
  const { lines, eol } = splitLines(original);
  const out: string[] = [];
  let at = 0; // next line of `lines` not yet copied
  for (const hunk of patch) {
    if (typeof hunk.oldStart !== 'number' || !Array.isArray(hunk.lines)) return null;
    const start = Math.max(hunk.oldStart - 1, 0);
    if (start < at) return null;
    while (at < start && at < lines.length) out.push(lines[at++]);
    for (const raw of hunk.lines) {
      if (typeof raw !== 'string' || raw.startsWith('\\')) continue;
      const text = raw.slice(1);
      if (raw.startsWith('+')) {
        out.push(text);
        continue;
      }
      if (lines[at] !== text) return null;
      if (raw.startsWith(' ')) out.push(text);
      at++;
    }
  }
  while (at < lines.length) out.push(lines[at++]);
  return joinLines(out, eol || (lines.length === 0 && out.length > 0));
}
