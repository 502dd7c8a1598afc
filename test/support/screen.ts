// Screen tests: what a user SEES. Attaches to Neovim as a UI (nvim_ui_attach with ext_linegrid +
// ext_hlstate), keeps grid 1 up to date from the `redraw` notifications (screen-grid.ts), and compares it
// with reference screens committed under test/screens/<name>.txt (screen-reference.ts).
//
// Regenerate reference screens (then review the diff and commit them; the format is in screen-reference.ts):
//   UPDATE_SCREENS=1 CLAUDE_CHAT_NVIM=/path/to/nvim npx vitest run test/<file>.test.ts
//
// Tests import everything from here; the reference-file functions are re-exported below.
import { afterEach } from 'vitest';
import type { NeovimClient } from 'neovim';
import type { TestNvim } from './nvim';
import { frameText } from './screen-frame';
import { RedrawGrid, str, type Pos } from './screen-grid';

export type { Pos } from './screen-grid';
export {
  compareScreen,
  expectScreen,
  serializeScreen,
  SCREENS_DIR,
  type ExpectScreenOptions,
} from './screen-reference';

export type ScreenPattern = RegExp | string | ((s: Screen) => boolean);

export class Screen {
  private readonly grid: RedrawGrid;
  private readonly flushListeners = new Set<() => void>();
  private failure: Error | null = null;
  private attached = false;
  private disconnected = false;

  private readonly onNotification = (method: string, args: unknown[]) => {
    if (method !== 'redraw') return;
    // Never throw out of here: the client's transport would stop decoding messages.
    try {
      for (const batch of args as unknown[][])
        if (this.grid.apply(str(batch[0]), batch.slice(1) as unknown[][])) this.wake();
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

  constructor(
    readonly nvim: NeovimClient,
    private readonly cols: number,
    private readonly rows: number,
  ) {
    this.grid = new RedrawGrid(cols, rows);
    nvim.on('notification', this.onNotification);
    nvim.on('disconnect', this.onDisconnect);
  }

  /** Width and height of the grid last flushed. */
  get size(): { cols: number; rows: number } {
    return this.grid.size;
  }

  /** How many flushes (complete screen updates) arrived. */
  get flushCount(): number {
    return this.grid.flushCount;
  }

  /** How many times a redraw event (e.g. 'grid_scroll') was applied: proves which path Neovim took. */
  count(event: string): number {
    return this.grid.count(event);
  }

  /** Each row as text, trailing spaces trimmed (a wide char is one character but two cells). */
  lines(): string[] {
    return this.grid.shown.map((r) =>
      r
        .map((c) => c.text)
        .join('')
        .trimEnd(),
    );
  }

  /** The cells of a row as last flushed: each one's text ('' for the right half of a wide char). */
  cells(row: number): string[] {
    return (this.grid.shown[row] ?? []).map((c) => c.text);
  }

  /**
   * Where `text` is drawn: the first row holding it, and the cells it covers [first, last] (a wide char
   * covers two). Null if no row shows it.
   */
  locate(text: string): { row: number; first: number; last: number } | null {
    for (let row = 0; row < this.grid.shown.length; row++) {
      const cells = this.cells(row);
      // The row's text with, for each character, the cell it starts in.
      let joined = '';
      const startCell: number[] = [];
      cells.forEach((t, c) => {
        if (t !== '') {
          for (let k = 0; k < t.length; k++) startCell.push(c);
          joined += t;
        }
      });
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
    const cell = this.grid.shown[row]?.[col];
    if (!cell || cell.hl === 0) return null;
    return this.grid.group(cell.hl);
  }

  /** Every group combined at a screen cell (a range highlight over a line highlight is both), in the
   *  order Neovim reports them; [] for the default colours. groupAt() is the last of them. */
  groupsAt(row: number, col: number): string[] {
    const cell = this.grid.shown[row]?.[col];
    if (!cell || cell.hl === 0) return [];
    return this.grid.layersOf(cell.hl);
  }

  cursor(): Pos {
    return this.grid.cursor;
  }

  /** The mode name from the last mode_change ('normal', 'insert', 'cmdline_normal', 'visual', …). */
  mode(): string {
    return this.grid.mode;
  }

  /** The rows inside a frame, each padded to the width, with masks applied: the reference-file body. */
  frame(mask: RegExp[] = []): string {
    return frameText(this.grid.shown, this.size.cols, mask);
  }

  /** The frame plus cursor and mode: what timeout and mismatch errors print. */
  describe(): string {
    const { row, col } = this.grid.cursor;
    return `${this.frame()}\ncursor ${row},${col}  mode ${this.grid.mode || '?'}  ${this.size.cols}x${this.size.rows}  after ${this.grid.flushCount} flushes`;
  }

  /**
   * Resolves (with the screen text) as soon as a flushed screen matches: a string is a substring of
   * text(), a RegExp is tested against text() (use the m flag for ^/$ per row), a function is called with
   * the screen. Checks now and after every flush; never sleeps. On timeout it throws with the screen.
   * The default deadline is the transcript's (waitForLineIn, test/support/wait.ts): what a test waits for first
   * often comes after a cold start of the CLI and a model round trip or two, which on two busy cores took over 10 s.
   */
  waitFor(pattern: ScreenPattern, timeout = 20_000): Promise<string> {
    const what =
      typeof pattern === 'function'
        ? `a condition (${pattern.toString().slice(0, 120)})`
        : typeof pattern === 'string'
          ? JSON.stringify(pattern)
          : String(pattern);
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
        reject(
          new Error(`timed out after ${timeout} ms waiting for the screen to show ${what}${why}\n${this.describe()}`),
        );
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
      const gaveUp = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, 2000);
      });
      await Promise.race([this.nvim.request('nvim_ui_detach', []).catch(() => {}), gaveUp]);
      clearTimeout(timer);
    }
  }

  /** @internal used by attachScreen */
  async attach(timeout: number): Promise<void> {
    await this.nvim.request('nvim_ui_attach', [
      this.cols,
      this.rows,
      { ext_linegrid: true, ext_hlstate: true, rgb: true },
    ]);
    this.attached = true;
    await this.waitFor(() => this.grid.flushCount > 0, timeout);
  }

  private wake(): void {
    for (const listener of [...this.flushListeners]) listener();
  }
}

/** The client of a TestNvim, or the client itself. */
const clientOf = (t: TestNvim | NeovimClient): NeovimClient =>
  'proc' in t && 'quit' in t ? t.nvim : (t as NeovimClient);

/** Attaches a `cols` x `rows` UI to Neovim and resolves once the first screen has been flushed. */
export async function attachScreen(
  t: TestNvim | NeovimClient,
  cols: number,
  rows: number,
  timeout = 10_000,
): Promise<Screen> {
  // One status line for every Neovim: file name and ruler. The default differs between versions (0.12
  // adds [-] and pads the ruler otherwise; it has no built-in line to fall back to) and the plugin leaves
  // 'statusline' alone, so one set of reference screens serves 0.10 and 0.12.
  await clientOf(t).request('nvim_exec_lua', [
    `vim.go.statusline = ...
    for _, w in ipairs(vim.api.nvim_list_wins()) do vim.wo[w].statusline = '' end`,
    ['%<%f %=%-14.(%l,%c%V%) %P'],
  ]);
  const screen = new Screen(clientOf(t), cols, rows);
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
  return (await clientOf(t).request('nvim_exec_lua', [
    `
    local pattern, done = ..., {}
    for name, def in pairs(vim.api.nvim_get_hl(0, {})) do
      if name:match(pattern) and def.link then
        vim.api.nvim_set_hl(0, name, vim.api.nvim_get_hl(0, { name = name, link = false }))
        table.insert(done, name)
      end
    end
    table.sort(done)
    return done`,
    [luaPattern],
  ])) as string[];
}

/** After each test of the file: its screen and chat (read with `get`, forgotten with `clear`) torn down. */
export function closeAfterEach(get: () => [Screen | null, { close(): Promise<void> } | null], clear: () => void): void {
  afterEach(async () => {
    const [screen, chat] = get();
    clear();
    await closeAll(screen, chat);
  });
}

/** Tears down what a test used, even after a failure: the screen (detached) and the chat (closed). */
async function closeAll(screen: Screen | null, chat: { close(): Promise<void> } | null): Promise<void> {
  await screen?.detach().catch(() => {});
  await chat?.close();
}
