// Reference screens: what a screen test compares with, committed under test/screens/<name>.txt.
//
// Format (diff-friendly): the rows inside a frame, each row between `|`s and padded to the width
// (trailing spaces visible; see screen-frame.ts), then `groups:` with `row,col: Group` lines (0-based
// screen cells; with groups 'auto', `first-last,col: Group` when consecutive rows have the same run start).
//
// A missing reference is written AND fails the test, so a new screen test never passes unreviewed;
// UPDATE_SCREENS=1 rewrites the references of the tests that run (then review the diff and commit them).
import fs from 'node:fs';
import path from 'node:path';
import type { Screen } from './screen';

export const SCREENS_DIR = path.resolve(__dirname, '..', 'screens');

/** Groups the reference files never list with `groups: 'auto'`: the default colours (MsgArea is the
 *  message line's default, usually empty, group, which would otherwise list every command-line row), and
 *  the standard syntax groups (:help group-name) that colour a file's language. Those come from Neovim's
 *  syntax files, which differ between versions (0.12 colours `// header` in a .ts file and the
 *  quickfix window's separators otherwise than 0.10); the plugin's own groups and the UI's stay listed. */
const PLAIN_GROUPS = new Set([
  'Normal',
  'MsgArea',
  'Comment',
  'Constant',
  'String',
  'Character',
  'Number',
  'Boolean',
  'Float',
  'Identifier',
  'Function',
  'Statement',
  'Conditional',
  'Repeat',
  'Label',
  'Operator',
  'Keyword',
  'Exception',
  'PreProc',
  'Include',
  'Define',
  'Macro',
  'PreCondit',
  'Type',
  'StorageClass',
  'Structure',
  'Typedef',
  'Special',
  'SpecialChar',
  'Tag',
  'Delimiter',
  'SpecialComment',
  'Debug',
  'Underlined',
  'Ignore',
  'Error',
  'Todo',
]);

export interface ExpectScreenOptions {
  /** Cells whose group the reference lists, or 'auto': the first cell of each run of one non-Normal
   *  group in each row. Omitted: no groups section. */
  groups?: Array<[number, number]> | 'auto';
  /** Replaced by a same-width run of '*' before comparing (timestamps, costs, temp paths). */
  mask?: RegExp[];
  /** Where reference files live (default test/screens). */
  dir?: string;
}

/** The reference-file text for a screen: the masked frame, then the asked-for groups. */
export function serializeScreen(screen: Screen, opts: Pick<ExpectScreenOptions, 'groups' | 'mask'> = {}): string {
  const out = [screen.frame(opts.mask ?? [])];
  if (opts.groups) {
    const entries: string[] = [];
    if (opts.groups === 'auto') {
      // One entry per run start; the same run start on consecutive rows is one `first-last,col` entry
      // (a column of '~', a border), so a reference stays a few lines long.
      const { rows, cols } = screen.size;
      const runs: { from: number; to: number; col: number; group: string }[] = [];
      const open = new Map<string, (typeof runs)[number]>();
      for (let r = 0; r < rows; r++) {
        let prev: string | null = null;
        for (let c = 0; c < cols; c++) {
          const raw = screen.groupAt(r, c);
          const g = raw && !PLAIN_GROUPS.has(raw) ? raw : null;
          if (g && g !== prev) {
            const key = `${c}:${g}`;
            const run = open.get(key);
            if (run && run.to === r - 1) run.to = r;
            else {
              const fresh = { from: r, to: r, col: c, group: g };
              runs.push(fresh);
              open.set(key, fresh);
            }
          }
          prev = g;
        }
      }
      runs.sort((x, y) => x.from - y.from || x.col - y.col);
      for (const run of runs)
        entries.push(`${run.from}${run.to > run.from ? `-${run.to}` : ''},${run.col}: ${run.group}`);
    } else {
      for (const [r, c] of opts.groups) entries.push(`${r},${c}: ${screen.groupAt(r, c) ?? 'Normal'}`);
    }
    out.push('groups:', ...entries);
  }
  return `${out.join('\n')}\n`;
}

interface Parsed {
  width: number;
  rows: string[];
  groups: Map<string, string>;
  other: string[];
}

function parseReference(text: string): Parsed {
  const lines = text.replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n');
  const rows: string[] = [];
  const groups = new Map<string, string>();
  const other: string[] = [];
  let borders = 0;
  let width = 0;
  for (const line of lines) {
    if (borders < 2 && /^\+-*\+$/.test(line)) {
      borders++;
      width = line.length - 2;
      continue;
    }
    if (borders === 1) {
      rows.push(line.startsWith('|') && line.endsWith('|') && line.length >= 2 ? line.slice(1, -1) : line);
      continue;
    }
    const g = /^(\d+(?:-\d+)?),(\d+): (.*)$/.exec(line);
    if (g) groups.set(`${g[1]},${g[2]}`, g[3]);
    else if (line !== 'groups:' && line !== '') other.push(line);
  }
  return { width, rows, groups, other };
}

/**
 * Compares two serialized screens. Returns null when they are equal, otherwise a readable diff: each
 * differing row as `- row N |expected|` / `+ row N |actual|`, then the group differences.
 */
export function compareScreen(expected: string, actual: string): string | null {
  const norm = (s: string) => s.replace(/\r\n/g, '\n').replace(/\n*$/, '\n');
  if (norm(expected) === norm(actual)) return null;
  const e = parseReference(expected);
  const a = parseReference(actual);
  const out: string[] = [];
  if (e.rows.length !== a.rows.length || e.width !== a.width) {
    out.push(`size: expected ${e.width}x${e.rows.length}, actual ${a.width}x${a.rows.length}`);
  }
  const n = Math.max(e.rows.length, a.rows.length);
  const pad = String(Math.max(0, n - 1)).length;
  let rowDiffs = 0;
  for (let r = 0; r < n; r++) {
    const x = e.rows[r];
    const y = a.rows[r];
    if (x === y) continue;
    rowDiffs++;
    const label = `row ${String(r).padStart(pad)}`;
    out.push(x === undefined ? `- ${label} (no such row)` : `- ${label} |${x}|`);
    out.push(y === undefined ? `+ ${label} (no such row)` : `+ ${label} |${y}|`);
  }
  const groupDiffs: string[] = [];
  const keys = [...new Set([...e.groups.keys(), ...a.groups.keys()])].sort((p, q) => {
    const [pr, pc] = p.split(',').map((n) => parseInt(n, 10));
    const [qr, qc] = q.split(',').map((n) => parseInt(n, 10));
    return pr - qr || pc - qc;
  });
  for (const k of keys) {
    const x = e.groups.get(k);
    const y = a.groups.get(k);
    if (x === y) continue;
    if (x !== undefined) groupDiffs.push(`- ${k}: ${x}`);
    if (y !== undefined) groupDiffs.push(`+ ${k}: ${y}`);
  }
  const summary = `screen differs: ${rowDiffs} row${rowDiffs === 1 ? '' : 's'}, ${groupDiffs.length} group line${groupDiffs.length === 1 ? '' : 's'} (- expected, + actual)`;
  const extra =
    e.other.join('\n') !== a.other.join('\n')
      ? ['other lines:', ...e.other.map((l) => `- ${l}`), ...a.other.map((l) => `+ ${l}`)]
      : [];
  return [summary, ...out, ...(groupDiffs.length ? ['groups:', ...groupDiffs] : []), ...extra].join('\n');
}

/**
 * Compares the screen with test/screens/<name>.txt. UPDATE_SCREENS=1 (re)writes the file instead. A
 * missing file is written and the call FAILS, so a new reference is always looked at before it counts.
 */
export function expectScreen(screen: Screen, name: string, opts: ExpectScreenOptions = {}): void {
  if (!/^[\w.-]+(\/[\w.-]+)*$/.test(name) || name.split('/').includes('..'))
    throw new Error(`bad screen name ${JSON.stringify(name)}`);
  const dir = opts.dir ?? SCREENS_DIR;
  const file = path.join(dir, `${name}.txt`);
  const shown = path.relative(process.cwd(), file) || file;
  const actual = serializeScreen(screen, opts);
  const write = () => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, actual);
  };
  if (process.env.UPDATE_SCREENS === '1') {
    write();
    return;
  }
  if (!fs.existsSync(file)) {
    write();
    throw new Error(
      `screen reference ${shown} did not exist: created it from this run. Review it, commit it and run again.\n${actual}`,
    );
  }
  const diff = compareScreen(fs.readFileSync(file, 'utf8'), actual);
  if (diff) {
    throw new Error(
      `${diff}\n\nactual screen (cursor ${screen.cursor().row},${screen.cursor().col}, mode ${screen.mode()}):\n${actual}\nIf the new screen is right: UPDATE_SCREENS=1 npx vitest run <this test file>, then review ${shown}.`,
    );
  }
}
