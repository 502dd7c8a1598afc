// Screen tests: what a user SEES. Attaches to Neovim as a UI (nvim_ui_attach with ext_linegrid +
// ext_hlstate), keeps grid 1 up to date from the `redraw` notifications, and compares it with reference
// screens committed under test/screens/<name>.txt.
//
// Regenerate reference screens (then review the diff and commit them):
//   UPDATE_SCREENS=1 CLAUDE_CHAT_NVIM=/path/to/nvim npx vitest run test/<file>.test.ts
// A missing reference is written AND fails the test, so a new screen test never passes unreviewed.
//
// Reference format (diff-friendly): the rows inside a frame, each row between `|`s and padded to the
// width (trailing spaces visible), then `groups:` with `row,col: Group` lines (0-based screen cells;
// with groups 'auto', `first-last,col: Group` when consecutive rows have the same run start).
//
// Group names come from ext_hlstate: per highlight id, the hi_name of the last `syntax`/`ui` entry. A
// LINKED group reports its link target (ClaudeApproval -> DiagnosticWarn); `exposeHighlights()` turns
// such links into plain definitions so the screen shows the plugin's own names.
import fs from 'node:fs';
import path from 'node:path';
import type { NeovimClient } from 'neovim';
import type { TestNvim } from './nvim';

export const SCREENS_DIR = path.resolve(__dirname, '..', 'screens');

interface Cell {
  text: string; // '' for the right half of a double-width char
  hl: number;
}

export interface Pos {
  row: number;
  col: number;
}

export type ScreenPattern = RegExp | string | ((s: Screen) => boolean);

const blankRow = (cols: number): Cell[] => Array.from({ length: cols }, () => ({ text: ' ', hl: 0 }));
const copyGrid = (g: Cell[][]): Cell[][] => g.map((r) => r.map((c) => ({ ...c })));
const str = (v: unknown): string => (typeof v === 'string' ? v : Buffer.isBuffer(v) ? v.toString('utf8') : String(v));

/** Groups the reference files never list with `groups: 'auto'`: the default colours. MsgArea is the
 *  message line's default (usually empty) group, which would otherwise list every command-line row. */
const PLAIN_GROUPS = new Set(['Normal', 'MsgArea']);

export class Screen {
  /** The grid as Neovim is drawing it (between flushes it can be half updated). */
  private work: Cell[][];
  private workCursor: Pos = { row: 0, col: 0 };
  private workMode = '';
  /** What the user sees: `work` as of the last `flush`. All readers use this. */
  private shown: Cell[][];
  private shownCursor: Pos = { row: 0, col: 0 };
  private shownMode = '';
  private readonly groups = new Map<number, string>();
  /** Per highlight id, every group it combines (ext_hlstate's `syntax`/`ui` entries, in order). */
  private readonly layers = new Map<number, string[]>();
  private readonly eventCounts = new Map<string, number>();
  private readonly flushListeners = new Set<() => void>();
  private flushes = 0;
  private failure: Error | null = null;
  private attached = false;
  private disconnected = false;

  private readonly onNotification = (method: string, args: unknown[]) => {
    if (method !== 'redraw') return;
    // Never throw out of here: the client's transport would stop decoding messages.
    try {
      for (const batch of args as unknown[][]) this.handle(str(batch[0]), batch.slice(1) as unknown[][]);
    } catch (err) {
      this.failure ??= new Error(`screen: could not apply a redraw event: ${(err as Error).stack ?? err}`);
      this.wake();
    }
  };

  private readonly onDisconnect = () => {
    this.disconnected = true;
    this.failure ??= new Error('screen: Neovim disconnected');
    this.wake();
  };

  constructor(readonly nvim: NeovimClient, private cols: number, private rows: number) {
    this.work = Array.from({ length: rows }, () => blankRow(cols));
    this.shown = copyGrid(this.work);
    nvim.on('notification', this.onNotification);
    nvim.on('disconnect', this.onDisconnect);
  }

  /** Width and height of the grid last flushed. */
  get size(): { cols: number; rows: number } {
    return { cols: this.shown[0]?.length ?? this.cols, rows: this.shown.length };
  }

  /** How many flushes (complete screen updates) arrived. */
  get flushCount(): number {
    return this.flushes;
  }

  /** How many times a redraw event (e.g. 'grid_scroll') was applied: proves which path Neovim took. */
  count(event: string): number {
    return this.eventCounts.get(event) ?? 0;
  }

  /** Each row as text, trailing spaces trimmed (a wide char is one character but two cells). */
  lines(): string[] {
    return this.shown.map((r) => r.map((c) => c.text).join('').trimEnd());
  }

  /** The cells of a row as last flushed: each one's text ('' for the right half of a wide char). */
  cells(row: number): string[] {
    return (this.shown[row] ?? []).map((c) => c.text);
  }

  /**
   * Where `text` is drawn: the first row holding it, and the cells it covers [first, last] (a wide char
   * covers two). Null if no row shows it.
   */
  locate(text: string): { row: number; first: number; last: number } | null {
    for (let row = 0; row < this.shown.length; row++) {
      const cells = this.cells(row);
      // The row's text with, for each character, the cell it starts in.
      let joined = '';
      const startCell: number[] = [];
      cells.forEach((t, c) => { if (t !== '') { for (let k = 0; k < t.length; k++) startCell.push(c); joined += t; } });
      const at = joined.indexOf(text);
      if (at < 0) continue;
      const lastChar = at + text.length - 1;
      let last = startCell[lastChar];
      while (last + 1 < cells.length && cells[last + 1] === '') last++;
      return { row, first: startCell[at], last };
    }
    return null;
  }

  /** The rows joined by '\n'. */
  text(): string {
    return this.lines().join('\n');
  }

  /** The highlight group at a screen cell (0-based; the right half of a wide char has the char's group),
   *  or null for the default colours / outside the grid. */
  groupAt(row: number, col: number): string | null {
    const cell = this.shown[row]?.[col];
    if (!cell || cell.hl === 0) return null;
    return this.groups.get(cell.hl) ?? null;
  }

  /** Every group combined at a screen cell (a range highlight over a line highlight is both), in the
   *  order Neovim reports them; [] for the default colours. groupAt() is the last of them. */
  groupsAt(row: number, col: number): string[] {
    const cell = this.shown[row]?.[col];
    if (!cell || cell.hl === 0) return [];
    return [...(this.layers.get(cell.hl) ?? [])];
  }

  cursor(): Pos {
    return { ...this.shownCursor };
  }

  /** The mode name from the last mode_change ('normal', 'insert', 'cmdline_normal', 'visual', …). */
  mode(): string {
    return this.shownMode;
  }

  /** The rows inside a frame, each padded to the width, with masks applied: the reference-file body. */
  frame(mask: RegExp[] = []): string {
    const cols = this.size.cols;
    const border = `+${'-'.repeat(cols)}+`;
    return [border, ...this.shown.map((r) => `|${maskRow(r, mask)}|`), border].join('\n');
  }

  /** The frame plus cursor and mode: what timeout and mismatch errors print. */
  describe(): string {
    const { row, col } = this.shownCursor;
    return `${this.frame()}\ncursor ${row},${col}  mode ${this.shownMode || '?'}  ${this.size.cols}x${this.size.rows}  after ${this.flushes} flushes`;
  }

  /**
   * Resolves (with the screen text) as soon as a flushed screen matches: a string is a substring of
   * text(), a RegExp is tested against text() (use the m flag for ^/$ per row), a function is called with
   * the screen. Checks now and after every flush; never sleeps. On timeout it throws with the screen.
   */
  waitFor(pattern: ScreenPattern, timeout = 10_000): Promise<string> {
    const what = typeof pattern === 'function' ? `a condition (${pattern.toString().slice(0, 120)})` : typeof pattern === 'string' ? JSON.stringify(pattern) : String(pattern);
    const re = pattern instanceof RegExp ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')) : null;
    const holds = (): boolean => {
      if (typeof pattern === 'function') return pattern(this);
      const text = this.text();
      return re ? re.test(text) : text.includes(pattern as string);
    };
    return new Promise<string>((resolve, reject) => {
      let lastError: unknown = null;
      const finish = () => {
        clearTimeout(timer);
        this.flushListeners.delete(check);
      };
      const check = () => {
        if (this.failure) {
          finish();
          reject(new Error(`${this.failure.message}\nwhile waiting for ${what}; last screen:\n${this.describe()}`));
          return;
        }
        try {
          if (holds()) {
            finish();
            resolve(this.text());
          }
        } catch (err) {
          lastError = err; // a throwing predicate counts as "not yet"
        }
      };
      const timer = setTimeout(() => {
        finish();
        const why = lastError ? ` (last error: ${(lastError as Error).message ?? lastError})` : '';
        reject(new Error(`timed out after ${timeout} ms waiting for the screen to show ${what}${why}\n${this.describe()}`));
      }, timeout);
      this.flushListeners.add(check);
      check();
    });
  }

  /** Asks for a redraw and resolves once its flush has been applied (the flush notification precedes the
   *  reply on the channel). For a screen that should already be drawn; prefer waitFor for anything async. */
  async settle(): Promise<void> {
    await this.nvim.command('redraw');
    if (this.failure) throw this.failure;
  }

  /** Resizes the UI (nvim_ui_try_resize) and waits until a flush has the new size. */
  async resize(cols: number, rows: number, timeout = 10_000): Promise<void> {
    await this.nvim.request('nvim_ui_try_resize', [cols, rows]);
    await this.waitFor((s) => s.size.cols === cols && s.size.rows === rows, timeout);
  }

  /** Stops listening and detaches the UI (quietly if Neovim is already gone). */
  async detach(): Promise<void> {
    this.nvim.removeListener('notification', this.onNotification);
    this.nvim.removeListener('disconnect', this.onDisconnect);
    this.failure ??= new Error('screen: detached');
    this.wake();
    if (this.attached && !this.disconnected) {
      this.attached = false;
      // A reply that never comes (Neovim quitting) must not hang the caller's afterEach.
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<void>((resolve) => { timer = setTimeout(resolve, 2000); });
      await Promise.race([this.nvim.request('nvim_ui_detach', []).catch(() => {}), gaveUp]);
      clearTimeout(timer);
    }
  }

  /** @internal used by attachScreen */
  async attach(timeout: number): Promise<void> {
    await this.nvim.request('nvim_ui_attach', [this.cols, this.rows, { ext_linegrid: true, ext_hlstate: true, rgb: true }]);
    this.attached = true;
    await this.waitFor(() => this.flushes > 0, timeout);
  }

  private wake(): void {
    for (const listener of [...this.flushListeners]) listener();
  }

  private handle(name: string, calls: unknown[][]): void {
    this.eventCounts.set(name, (this.eventCounts.get(name) ?? 0) + calls.length);
    switch (name) {
      case 'grid_resize':
        for (const [grid, width, height] of calls as number[][]) if (grid === 1) this.resizeGrid(width, height);
        return;
      case 'grid_clear':
        for (const [grid] of calls as number[][]) if (grid === 1) this.work = this.work.map((r) => blankRow(r.length));
        return;
      case 'grid_line':
        for (const call of calls) this.gridLine(call);
        return;
      case 'grid_scroll':
        for (const call of calls as number[][]) this.gridScroll(call);
        return;
      case 'grid_cursor_goto':
        for (const [grid, row, col] of calls as number[][]) if (grid === 1) this.workCursor = { row, col };
        return;
      case 'hl_attr_define':
        for (const [id, , , info] of calls as [number, unknown, unknown, unknown][]) this.defineHl(id, info);
        return;
      case 'mode_change':
        for (const [mode] of calls) this.workMode = str(mode);
        return;
      case 'flush':
        this.shown = copyGrid(this.work);
        this.shownCursor = { ...this.workCursor };
        this.shownMode = this.workMode;
        this.flushes++;
        this.wake();
        return;
      default:
        // default_colors_set, hl_group_set, mode_info_set, option_set, win_viewport, busy_start, mouse_on,
        // set_title, chdir, …: nothing a screen test compares.
        return;
    }
  }

  private resizeGrid(width: number, height: number): void {
    const next: Cell[][] = [];
    for (let r = 0; r < height; r++) {
      const old = this.work[r] ?? [];
      next.push(Array.from({ length: width }, (_, c) => (old[c] ? { ...old[c] } : { text: ' ', hl: 0 })));
    }
    this.work = next;
    this.cols = width;
    this.rows = height;
  }

  // ["grid_line", grid, row, col_start, cells, wrap]; cell = [text, hl_id?, repeat?]. A missing hl_id
  // repeats the previous cell's; repeat may be 0.
  private gridLine(call: unknown[]): void {
    const [grid, row, colStart, cells] = call as [number, number, number, unknown[][]];
    if (grid !== 1) return;
    const line = this.work[row];
    if (!line) return;
    let col = colStart;
    let hl = 0;
    for (const cell of cells) {
      const text = str(cell[0]);
      if (cell.length > 1) hl = cell[1] as number;
      const times = cell.length > 2 ? (cell[2] as number) : 1;
      for (let k = 0; k < times && col < line.length; k++) line[col++] = { text, hl };
    }
  }

  // ["grid_scroll", grid, top, bot, left, right, rows, cols]: move the region [top, bot) x [left, right)
  // up by `rows` (down if negative). The rows it uncovers are redrawn by later grid_line events.
  private gridScroll(call: number[]): void {
    const [grid, top, bot, left, right, rows] = call;
    if (grid !== 1 || rows === 0) return;
    const move = (r: number) => {
      const src = this.work[r + rows];
      const dst = this.work[r];
      if (!src || !dst) return;
      for (let c = left; c < right; c++) dst[c] = { ...src[c] };
    };
    if (rows > 0) for (let r = top; r < bot - rows; r++) move(r);
    else for (let r = bot - 1; r >= top - rows; r--) move(r);
  }

  private defineHl(id: number, info: unknown): void {
    let name: string | null = null;
    const all: string[] = [];
    for (const entry of (Array.isArray(info) ? info : []) as Record<string, unknown>[]) {
      const kind = str(entry.kind);
      if ((kind === 'syntax' || kind === 'ui') && entry.hi_name !== undefined) {
        name = str(entry.hi_name);
        all.push(name);
      }
    }
    if (name) this.groups.set(id, name);
    else this.groups.delete(id);
    this.layers.set(id, all);
  }
}

/** Attaches a `cols` x `rows` UI to Neovim and resolves once the first screen has been flushed. */
export async function attachScreen(t: TestNvim | NeovimClient, cols: number, rows: number, timeout = 10_000): Promise<Screen> {
  const nvim = 'proc' in t && 'quit' in t ? t.nvim : (t as NeovimClient);
  const screen = new Screen(nvim, cols, rows);
  try {
    await screen.attach(timeout);
  } catch (err) {
    await screen.detach();
    throw err;
  }
  return screen;
}

/**
 * Replaces each linked highlight group whose name matches the Lua pattern (default: the plugin's
 * `^Claude`) by the attributes it resolves to, so ext_hlstate reports the group's own name instead of
 * its link target (a group linked to Normal becomes an empty group, still reported by name). Looks the
 * same; only for tests. Run it after the plugin's setup; its `default = true` links do not override the result.
 * Returns the groups it changed.
 */
export async function exposeHighlights(t: TestNvim | NeovimClient, luaPattern = '^Claude'): Promise<string[]> {
  const nvim = 'proc' in t && 'quit' in t ? t.nvim : (t as NeovimClient);
  return (await nvim.request('nvim_exec_lua', [`
    local pattern, done = ..., {}
    for name, def in pairs(vim.api.nvim_get_hl(0, {})) do
      if name:match(pattern) and def.link then
        vim.api.nvim_set_hl(0, name, vim.api.nvim_get_hl(0, { name = name, link = false }))
        table.insert(done, name)
      end
    end
    table.sort(done)
    return done`, [luaPattern]])) as string[];
}

function maskRow(row: readonly Cell[], mask: RegExp[]): string {
  const texts = row.map((c) => c.text);
  for (const re of mask) {
    // Match on the row's text, then star the CELLS each matched character covers: a masked wide char
    // becomes '**' and the frame keeps its width.
    const glyphs: { start: number; cells: number[] }[] = [];
    let s = '';
    texts.forEach((t, c) => {
      if (t === '' && glyphs.length) glyphs[glyphs.length - 1].cells.push(c); // right half of a wide char
      else glyphs.push({ start: s.length, cells: [c] });
      s += t;
    });
    const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
    for (const m of s.matchAll(g)) {
      const from = m.index ?? 0;
      const to = from + m[0].length;
      for (const glyph of glyphs) if (glyph.start >= from && glyph.start < to) for (const c of glyph.cells) texts[c] = '*';
    }
  }
  return texts.join('');
}

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
      for (const run of runs) entries.push(`${run.from}${run.to > run.from ? `-${run.to}` : ''},${run.col}: ${run.group}`);
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
  const extra = e.other.join('\n') !== a.other.join('\n') ? ['other lines:', ...e.other.map((l) => `- ${l}`), ...a.other.map((l) => `+ ${l}`)] : [];
  return [summary, ...out, ...(groupDiffs.length ? ['groups:', ...groupDiffs] : []), ...extra].join('\n');
}

/**
 * Compares the screen with test/screens/<name>.txt. UPDATE_SCREENS=1 (re)writes the file instead. A
 * missing file is written and the call FAILS, so a new reference is always looked at before it counts.
 */
export function expectScreen(screen: Screen, name: string, opts: ExpectScreenOptions = {}): void {
  if (!/^[\w.-]+(\/[\w.-]+)*$/.test(name) || name.split('/').includes('..')) throw new Error(`bad screen name ${JSON.stringify(name)}`);
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
    throw new Error(`screen reference ${shown} did not exist: created it from this run. Review it, commit it and run again.\n${actual}`);
  }
  const diff = compareScreen(fs.readFileSync(file, 'utf8'), actual);
  if (diff) {
    throw new Error(`${diff}\n\nactual screen (cursor ${screen.cursor().row},${screen.cursor().col}, mode ${screen.mode()}):\n${actual}\nIf the new screen is right: UPDATE_SCREENS=1 npx vitest run <this test file>, then review ${shown}.`);
  }
}
