// The grid a UI client is drawn, rebuilt from Neovim's `redraw` notifications (ext_linegrid +
// ext_hlstate): grid 1's cells, cursor and mode as Neovim draws them and, at each `flush`, a copy of them
// as the user sees them. Pure state: test/support/screen.ts feeds it and reads it.
//
// Group names come from ext_hlstate: per highlight id, the hi_name of the last `syntax`/`ui` entry. A
// LINKED group reports its link target (ClaudeApproval -> DiagnosticWarn); `exposeHighlights()` in
// screen.ts turns such links into plain definitions so the screen shows the plugin's own names.

export interface Cell {
  text: string; // '' for the right half of a double-width char
  hl: number;
}

export interface Pos {
  row: number;
  col: number;
}

/** A redraw value as text: one that arrives as a Buffer (msgpack bin rather than str) is read as UTF-8. */
export const str = (v: unknown): string =>
  typeof v === 'string' ? v : Buffer.isBuffer(v) ? v.toString('utf8') : String(v);

const blankRow = (cols: number): Cell[] => Array.from({ length: cols }, () => ({ text: ' ', hl: 0 }));
const copyGrid = (g: Cell[][]): Cell[][] => g.map((r) => r.map((c) => ({ ...c })));

export class RedrawGrid {
  /** The grid as Neovim is drawing it (between flushes it can be half updated). */
  private work: Cell[][];
  private workCursor: Pos = { row: 0, col: 0 };
  private workMode = '';
  /** What the user sees: `work` as of the last `flush`. All readers use this. */
  private shownGrid: Cell[][];
  private shownCursor: Pos = { row: 0, col: 0 };
  private shownMode = '';
  private readonly groups = new Map<number, string>();
  /** Per highlight id, every group it combines (ext_hlstate's `syntax`/`ui` entries, in order). */
  private readonly layers = new Map<number, string[]>();
  private readonly eventCounts = new Map<string, number>();
  private flushes = 0;

  constructor(
    private cols: number,
    rows: number,
  ) {
    this.work = Array.from({ length: rows }, () => blankRow(cols));
    this.shownGrid = copyGrid(this.work);
  }

  /** The rows as last flushed. */
  get shown(): readonly (readonly Cell[])[] {
    return this.shownGrid;
  }

  /** Width and height of the grid last flushed. */
  get size(): { cols: number; rows: number } {
    return { cols: this.shownGrid[0]?.length ?? this.cols, rows: this.shownGrid.length };
  }

  get cursor(): Pos {
    return { ...this.shownCursor };
  }

  get mode(): string {
    return this.shownMode;
  }

  get flushCount(): number {
    return this.flushes;
  }

  /** How many times a redraw event was applied. */
  count(event: string): number {
    return this.eventCounts.get(event) ?? 0;
  }

  /** The group a highlight id reports (the last of its layers), or null. */
  group(hl: number): string | null {
    return this.groups.get(hl) ?? null;
  }

  /** Every group a highlight id combines, in the order Neovim reports them. */
  layersOf(hl: number): string[] {
    return [...(this.layers.get(hl) ?? [])];
  }

  /** Applies one redraw event's calls. True when it was a `flush`: a complete screen is now shown. */
  apply(name: string, calls: unknown[][]): boolean {
    this.eventCounts.set(name, (this.eventCounts.get(name) ?? 0) + calls.length);
    switch (name) {
      case 'grid_resize':
        for (const [grid, width, height] of calls as number[][]) if (grid === 1) this.resizeGrid(width, height);
        return false;
      case 'grid_clear':
        for (const [grid] of calls as number[][]) if (grid === 1) this.work = this.work.map((r) => blankRow(r.length));
        return false;
      case 'grid_line':
        for (const call of calls) this.gridLine(call);
        return false;
      case 'grid_scroll':
        for (const call of calls as number[][]) this.gridScroll(call);
        return false;
      case 'grid_cursor_goto':
        for (const [grid, row, col] of calls as number[][]) if (grid === 1) this.workCursor = { row, col };
        return false;
      case 'hl_attr_define':
        for (const [id, , , info] of calls as [number, unknown, unknown, unknown][]) this.defineHl(id, info);
        return false;
      case 'mode_change':
        for (const [mode] of calls) this.workMode = str(mode);
        return false;
      case 'flush':
        this.shownGrid = copyGrid(this.work);
        this.shownCursor = { ...this.workCursor };
        this.shownMode = this.workMode;
        this.flushes++;
        return true;
      default:
        // default_colors_set, hl_group_set, mode_info_set, option_set, win_viewport, busy_start, mouse_on,
        // set_title, chdir, …: nothing a screen test compares.
        return false;
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
