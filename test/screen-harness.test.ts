// The screen harness (test/support/screen.ts) against plain Neovim: no plugin, only what the grid shows.
// Reference screens: UPDATE_SCREENS=1 CLAUDE_CHAT_NVIM=… npx vitest run test/screen-harness.test.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startNvim, type TestNvim } from './support/nvim';
import {
  attachScreen,
  compareScreen,
  expectScreen,
  exposeHighlights,
  serializeScreen,
  type Screen,
} from './support/screen';

let t: TestNvim | null = null;
let screen: Screen | null = null;
let dir: string | null = null;

afterEach(async () => {
  try {
    await screen?.detach();
  } finally {
    await t?.quit();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    t = null;
    screen = null;
    dir = null;
  }
});

const SAMPLE = ['first line', 'second line', '    indented third'];

/** Plain Neovim in a temp dir holding sample.txt, with a UI of cols x rows attached. */
async function open(cols: number, rows: number, lines: string[] = SAMPLE): Promise<Screen> {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screen-harness-'));
  fs.writeFileSync(path.join(dir, 'sample.txt'), `${lines.join('\n')}\n`);
  t = await startNvim({ cwd: dir, plugin: false });
  screen = await attachScreen(t, cols, rows);
  await t.nvim.command('set laststatus=2 | silent edit sample.txt');
  await screen.waitFor((s) => s.lines()[0] === lines[0] && s.lines()[rows - 2].startsWith('sample.txt'));
  return screen;
}

describe.each([
  { cols: 80, rows: 24 },
  { cols: 160, rows: 48 },
])('screen harness at $cols x $rows', ({ cols, rows }) => {
  const status = rows - 2;

  it('shows buffer text, the status line and its group, the cursor and the mode', async () => {
    const s = await open(cols, rows);
    const lines = s.lines();
    expect(lines).toHaveLength(rows);
    expect(lines.slice(0, 4)).toEqual([...SAMPLE, '~']);
    expect(lines[rows - 3]).toBe('~');
    expect(lines[status]).toMatch(/^sample\.txt\s+1,1\s+All$/);
    expect(s.text().split('\n')).toEqual(lines);
    expect(s.groupAt(status, 0)).toBe('StatusLine');
    expect(s.groupAt(status, cols - 1)).toBe('StatusLine');
    expect(s.groupAt(0, 0)).toBeNull();
    expect(s.groupAt(3, 0)).toBe('NonText'); // EndOfBuffer links to NonText: the hi_name is the target
    expect(s.groupAt(rows, 0)).toBeNull();
    expect(s.cursor()).toEqual({ row: 0, col: 0 });
    expect(s.mode()).toBe('normal');

    await t!.nvim.input('jw');
    await s.waitFor((x) => x.cursor().row === 1 && x.cursor().col === 7);
    expect(s.lines()[status]).toMatch(/2,8\s+All$/);

    await t!.nvim.input('i');
    await s.waitFor((x) => x.mode() === 'insert');
    await s.waitFor(/^-- INSERT --$/m);
    expect(s.groupAt(rows - 1, 0)).toBe('ModeMsg');
    await t!.nvim.input('<Esc>');
    await s.waitFor((x) => x.mode() === 'normal' && x.lines()[rows - 1] === '');

    await t!.nvim.command('vsplit');
    await s.waitFor((x) => x.groupAt(status, cols - 1) === 'StatusLineNC');
    expect(s.groupAt(status, 0)).toBe('StatusLine');
    expect(s.lines()[0]).toMatch(/^first line\s+│first line$/);
  });

  it('draws a wide character over two cells and overwrites both halves', async () => {
    const s = await open(cols, rows, ['a日本b', 'next']);
    await t!.lua(
      `vim.api.nvim_buf_set_extmark(0, vim.api.nvim_create_namespace('t'), 0, 1, { end_col = 7, hl_group = 'DiffAdd' })`,
    );
    await s.waitFor((x) => x.groupAt(0, 1) === 'DiffAdd');
    expect(s.lines()[0]).toBe('a日本b');
    expect([0, 1, 2, 3, 4, 5].map((c) => s.groupAt(0, c))).toEqual([
      null,
      'DiffAdd',
      'DiffAdd',
      'DiffAdd',
      'DiffAdd',
      null,
    ]);
    await t!.nvim.input('$');
    await s.waitFor((x) => x.cursor().col === 5);
    expect(s.cursor()).toEqual({ row: 0, col: 5 });
    // The frame counts cells: the row keeps its width, and a mask stars both halves of a wide char.
    const row0 = serializeScreen(s, { mask: [/日本/] }).split('\n')[1];
    expect(row0).toBe(`|a****b${' '.repeat(cols - 6)}|`);
    expect(serializeScreen(s).split('\n')[1]).toBe(`|a日本b${' '.repeat(cols - 6)}|`);

    await t!.lua(`vim.api.nvim_buf_set_text(0, 0, 1, 0, 7, { 'xy' })`);
    await s.waitFor(/^axyb$/m);
    expect(s.lines()[0]).toBe('axyb');
    expect(s.groupAt(0, 1)).toBeNull();
  });

  it('follows grid_scroll both ways (<C-e>, <C-y>) and agrees with the window', async () => {
    const long = Array.from({ length: 500 }, (_, i) => `line ${i + 1}`);
    const s = await open(cols, rows, long);
    const text = rows - 2; // window rows: all but the status line and the command line
    const shownFrom = (top: number) => long.slice(top - 1, top - 1 + text);
    expect(s.lines().slice(0, text)).toEqual(shownFrom(1));

    const scrolls = s.count('grid_scroll');
    await t!.nvim.input('<C-e><C-e><C-e>');
    await s.waitFor((x) => x.lines()[0] === 'line 4');
    expect(s.count('grid_scroll')).toBeGreaterThan(scrolls); // moved by scrolling, not by redrawing each row
    expect(s.lines().slice(0, text)).toEqual(shownFrom(4));
    expect(await t!.lua('return vim.fn.line("w0")')).toBe(4);

    const before = s.count('grid_scroll');
    await t!.nvim.input('<C-y><C-y>');
    await s.waitFor((x) => x.lines()[0] === 'line 2');
    expect(s.count('grid_scroll')).toBeGreaterThan(before);
    expect(s.lines().slice(0, text)).toEqual(shownFrom(2));
    expect(s.groupAt(status, 0)).toBe('StatusLine');
  });

  it('waitFor fails with the screen printed instead of hanging', async () => {
    const s = await open(cols, rows);
    const err = await s.waitFor('never on screen', 300).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/timed out after 300 ms waiting for the screen to show "never on screen"/);
    expect((err as Error).message).toContain(`|first line${' '.repeat(cols - 10)}|`);
    expect((err as Error).message).toMatch(/cursor 0,0 {2}mode normal/);
  });
});

describe('screen harness', () => {
  it('resizes the grid (grid_resize) and keeps drawing', async () => {
    const s = await open(80, 24);
    await s.resize(160, 48);
    await s.waitFor((x) => x.lines()[46].startsWith('sample.txt'));
    expect(s.size).toEqual({ cols: 160, rows: 48 });
    expect(s.lines()).toHaveLength(48);
    expect(s.lines().slice(0, 3)).toEqual(SAMPLE);
    expect(s.groupAt(46, 159)).toBe('StatusLine');
    // settle(): a :redraw whose flush is applied before its reply. The change is scheduled, so it is
    // made after this reply but before settle's request is handled.
    await t!.lua(`vim.schedule(function() vim.wo.statusline = 'settled' end)`);
    await s.settle();
    expect(s.lines()[46]).toBe('settled');
  });

  it('matches the committed reference screen (groups auto, masked timestamp)', async () => {
    const stamp = new Date().toISOString().slice(11, 19);
    const s = await open(80, 24, ['# Reference', '', `started ${stamp}`, '日本語 wide', 'added line', 'plain end']);
    await t!.lua(`local ns = vim.api.nvim_create_namespace('t')
      vim.api.nvim_buf_set_extmark(0, ns, 4, 0, { end_col = 10, hl_group = 'DiffAdd' })
      vim.api.nvim_buf_set_extmark(0, ns, 0, 0, { end_col = 11, hl_group = 'Title' })`);
    await s.waitFor((x) => x.groupAt(4, 0) === 'DiffAdd' && x.groupAt(0, 0) === 'Title');
    expectScreen(s, 'harness-basic', { groups: 'auto', mask: [/\d\d:\d\d:\d\d/] });
    expectScreen(s, 'harness-basic-cells', {
      groups: [
        [0, 0],
        [2, 0],
        [4, 9],
        [4, 10],
        [22, 0],
      ],
      mask: [/\d\d:\d\d:\d\d/],
    });
  });

  it('names a linked group by its target, and by its own name after exposeHighlights', async () => {
    const s = await open(80, 24, ['approve? yes', 'tool run']);
    // As lua/claude/ui/highlights.lua does it: default links, one of them to Normal.
    await t!.lua(`vim.api.nvim_set_hl(0, 'ClaudeApproval', { link = 'DiagnosticWarn', default = true })
      vim.api.nvim_set_hl(0, 'ClaudeTool', { link = 'Normal', default = true })
      local ns = vim.api.nvim_create_namespace('t')
      vim.api.nvim_buf_set_extmark(0, ns, 0, 0, { end_col = 8, hl_group = 'ClaudeApproval' })
      vim.api.nvim_buf_set_extmark(0, ns, 1, 0, { end_col = 4, hl_group = 'ClaudeTool' })`);
    await s.waitFor((x) => x.groupAt(0, 0) === 'DiagnosticWarn');
    expect(s.groupAt(1, 0)).toBe('Normal');
    expect(await exposeHighlights(t!)).toEqual(['ClaudeApproval', 'ClaudeTool']);
    await s.waitFor((x) => x.groupAt(0, 0) === 'ClaudeApproval' && x.groupAt(1, 0) === 'ClaudeTool');
    expect([s.groupAt(0, 7), s.groupAt(0, 8), s.groupAt(1, 3), s.groupAt(1, 4)]).toEqual([
      'ClaudeApproval',
      null,
      'ClaudeTool',
      null,
    ]);
    expect(s.groupAt(22, 0)).toBe('StatusLine'); // other groups untouched
  });

  it('detach stops the UI and fails pending waits at once', async () => {
    const s = await open(80, 24);
    expect(await t!.lua('return #vim.api.nvim_list_uis()')).toBe(1);
    const pending = s.waitFor('never on screen', 30_000).catch((e: Error) => e);
    await s.detach();
    expect(((await pending) as Error).message).toMatch(/detached/);
    expect(await t!.lua('return #vim.api.nvim_list_uis()')).toBe(0);
  });

  it('expectScreen: a missing reference is created and fails; a wrong one fails with a diff; UPDATE_SCREENS rewrites', async () => {
    const s = await open(80, 24);
    const refs = path.join(dir!, 'refs');
    const saved = process.env.UPDATE_SCREENS;
    delete process.env.UPDATE_SCREENS;
    try {
      const file = path.join(refs, 'sub', 'new.txt');
      expect(() => expectScreen(s, 'sub/new', { dir: refs, groups: 'auto' })).toThrow(/did not exist: created it/);
      expect(fs.readFileSync(file, 'utf8')).toBe(serializeScreen(s, { groups: 'auto' }));
      expect(() => expectScreen(s, 'sub/new', { dir: refs, groups: 'auto' })).not.toThrow();

      fs.writeFileSync(
        file,
        fs.readFileSync(file, 'utf8').replace('|second line', '|second LINE').replace(': StatusLine', ': StatusLineNC'),
      );
      let message = '';
      try {
        expectScreen(s, 'sub/new', { dir: refs, groups: 'auto' });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toContain('screen differs: 1 row, 2 group lines');
      expect(message).toMatch(/^- row  1 \|second LINE +\|$/m);
      expect(message).toMatch(/^\+ row  1 \|second line +\|$/m);
      expect(message).toContain('- 22,0: StatusLineNC\n+ 22,0: StatusLine');
      expect(message).toContain('UPDATE_SCREENS=1');

      process.env.UPDATE_SCREENS = '1';
      expect(() => expectScreen(s, 'sub/new', { dir: refs, groups: 'auto' })).not.toThrow();
      expect(fs.readFileSync(file, 'utf8')).toBe(serializeScreen(s, { groups: 'auto' }));
      expect(() => expectScreen(s, '../escape', { dir: refs })).toThrow(/bad screen name/);
    } finally {
      if (saved === undefined) delete process.env.UPDATE_SCREENS;
      else process.env.UPDATE_SCREENS = saved;
    }
  });
});

describe('compareScreen (pure)', () => {
  const actual = ['+------+', '|ab    |', '|日本  |', '|status|', '+------+', 'groups:', '2,0: StatusLine', ''].join(
    '\n',
  );

  it('is null for equal screens (line endings aside)', () => {
    expect(compareScreen(actual, actual)).toBeNull();
    expect(compareScreen(actual.replace(/\n/g, '\r\n'), actual)).toBeNull();
  });

  it('gives a row-by-row diff with row numbers, then the group differences', () => {
    const wrong = actual.replace('|ab    |', '|ax    |').replace('2,0: StatusLine', '2,0: StatusLineNC\n0,1: DiffAdd');
    expect(compareScreen(wrong, actual)).toBe(
      [
        'screen differs: 1 row, 3 group lines (- expected, + actual)',
        '- row 0 |ax    |',
        '+ row 0 |ab    |',
        'groups:',
        '- 0,1: DiffAdd',
        '- 2,0: StatusLineNC',
        '+ 2,0: StatusLine',
      ].join('\n'),
    );
  });

  it('reports a different size and rows only one side has', () => {
    const shorter = ['+------+', '|ab    |', '+------+', ''].join('\n');
    const diff = compareScreen(shorter, actual)!;
    expect(diff).toContain('size: expected 6x1, actual 6x3');
    expect(diff).toContain('- row 1 (no such row)\n+ row 1 |日本  |');
    expect(diff).toContain('+ 2,0: StatusLine');
  });
});
