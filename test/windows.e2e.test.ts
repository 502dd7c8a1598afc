// The chat behaves like a Neovim window should (issue 12): closing it whatever is left of it, giving the chat
// column back whole, chat windows that keep showing the chat (a buffer opened or a jump made in them lands in
// a regular window), the changed-files quickfix across the bottom, the size re-applied when the terminal is
// resized, the chat tab found from another tab page. A UI is attached to every Neovim here, at 80x24 and where
// the layout matters also at 160x48; keys are typed as a user types them.
import { describe, expect, it } from 'vitest';
import { afterTurn, startChat, type ChatFixture, type ChatOptions } from './support/chat';
import { editorMode, typeKeys } from './support/keys';
import { current, expectWholeColumn, focusChatWindow, shape, wins } from './support/layout';
import { closeAfterEach, attachScreen, type Screen } from './support/screen';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(
  () => [screen, chat],
  () => {
    screen = chat = null;
  },
);

const SIZES = [
  [80, 24],
  [160, 48],
] as const;
const FILES = { 'app.ts': 'const a = 1;\nconsole.log(a);\n', 'a.txt': 'alpha\n', 'b.txt': 'beta one\nbeta two\n' };

async function start(cols: number, rows: number, opts: ChatOptions = {}) {
  chat = await startChat({ files: FILES, ...opts });
  screen = await attachScreen(chat, cols, rows);
  await chat.nvim.command('edit app.ts');
  await chat.nvim.command('ClaudeChat hi');
  await chat.waitForLine(/^Hello from the fake model/);
  await screen.waitFor('Claude · ready');
  // The winbar's last change after a turn: how full the context is (cut off at 80x24 after a mode).
  await afterTurn(chat);
  await screen.settle();
  return chat;
}

const toTranscript = (c: ChatFixture) => focusChatWindow(c, 'claude://chat', screen);
const toPrompt = (c: ChatFixture) => focusChatWindow(c, 'claude://prompt', screen);

const CLOSERS: Record<string, string> = {
  'q in the transcript': 'q',
  ':ClaudeToggle': ':ClaudeToggle<CR>',
  "require('claude').close()": ":lua require('claude').close()<CR>",
};

describe('defect 1: closing the chat when part of it is gone', () => {
  it('q, :ClaudeToggle and close() close the transcript when the prompt window was closed', async () => {
    const c = await start(80, 24);
    for (const [what, keys] of Object.entries(CLOSERS)) {
      await toPrompt(c);
      await typeKeys(c, ':close<CR>', screen);
      expect(await shape(c)).toBe('row(app.ts, transcript)');
      await toTranscript(c);
      await typeKeys(c, keys, screen);
      expect(await shape(c), what).toBe('app.ts');
      await screen!.waitFor((s) => !s.text().includes('claude://chat'));
      await c.nvim.command('ClaudeChat');
    }
  });

  it('after :only in the transcript, q, :ClaudeToggle and close() leave a plain window on the file used last', async () => {
    const c = await start(80, 24);
    for (const [what, keys] of Object.entries(CLOSERS)) {
      await toTranscript(c);
      await typeKeys(c, ':only<CR>', screen);
      expect(await shape(c)).toBe('transcript');
      await typeKeys(c, keys, screen);
      expect(await shape(c), what).toBe('app.ts');
      // Not the chat's window any more: no winbar, not fixed to its buffer, the user's own options.
      const w = (await wins(c))['app.ts'];
      expect(w.winbar).toBe('');
      expect(w.wfb).toBe(false);
      expect(
        await c.lua(`return { vim.wo.number == vim.go.number, vim.wo.wrap == vim.go.wrap, vim.wo.linebreak == vim.go.linebreak,
        vim.wo.signcolumn == vim.go.signcolumn }`),
      ).toEqual([true, true, true, true]);
      // And those are the user's (here Neovim's defaults), not the transcript's.
      expect(
        await c.lua(
          `return { vim.wo.linebreak, vim.wo.smoothscroll, vim.wo.winfixwidth, vim.wo.foldlevel, vim.wo.conceallevel }`,
        ),
      ).toEqual([false, false, false, 0, 0]);
      await screen!.waitFor((s) => !s.text().includes('Claude ·'));
      await c.nvim.command('ClaudeChat');
      await expectWholeColumn(c, 80);
    }
    // No empty buffers were made on the way.
    expect(await c.lua(`return #vim.tbl_filter(function(b) return b.name == '' end, vim.fn.getbufinfo())`)).toBe(0);
  });
});

// What takes the transcript window away, typed in it, and the commands that give it back. (:cfirst no longer
// takes it away: the chat stays open, so :ClaudeToggle would hide it; :ClaudeChat keeps it whole.)
const TAKE_AWAY: [string, string[]][] = [
  [':close', [':ClaudeToggle', ':ClaudeChat']],
  [':q', [':ClaudeToggle', ':ClaudeChat']],
  [':bd', [':ClaudeToggle', ':ClaudeChat']],
  [':bwipe', [':ClaudeToggle', ':ClaudeChat']],
  [':cfirst', [':ClaudeChat']],
];

for (const [cols, rows] of SIZES) {
  describe(`defect 2 at ${cols}x${rows}: the chat column comes back whole`, () => {
    it('after :close, :q, :bd, :bwipe or :cfirst in the transcript, :ClaudeToggle and :ClaudeChat give back the transcript above the prompt', async () => {
      const c = await start(cols, rows);
      await c.lua(`vim.fn.setqflist({ { filename = 'a.txt', lnum = 1, text = 'alpha' } })`);
      const before = await wins(c);
      for (const [what, reopens] of TAKE_AWAY) {
        for (const reopen of reopens) {
          await toTranscript(c);
          await typeKeys(c, `${what}<CR>`, screen);
          await typeKeys(c, `<Esc>${reopen}<CR>`, screen);
          const name = `${what} then ${reopen}`;
          expect(await shape(c), name).toMatch(/^row\((app|a)\.(ts|txt), col\(transcript, prompt\)\)$/);
          await expectWholeColumn(c, cols);
          const after = await wins(c);
          expect(after.transcript.height, name).toBe(before.transcript.height);
          await screen!.waitFor(/claude:\/\/chat/);
          // Back to the start: app.ts on the left.
          await typeKeys(c, '<Esc><C-w>t:edit app.ts<CR>', screen);
        }
      }
    });
  });

  describe(`defect 3 at ${cols}x${rows}: chat windows keep their buffer; jumps land in a regular window`, () => {
    const QF = `vim.fn.setqflist({}, ' ', { title = 'mine', items = {
      { filename = 'a.txt', lnum = 1, text = 'alpha' }, { filename = 'b.txt', lnum = 2, text = 'beta two' } } })`;

    it(':cfirst and :cnext typed in the transcript and in the prompt window open the file in the window beside the chat', async () => {
      const c = await start(cols, rows);
      await c.lua(QF);
      const before = await wins(c);
      for (const [where, go] of [
        ['transcript', toTranscript],
        ['prompt', toPrompt],
      ] as const) {
        await go(c);
        await typeKeys(c, ':cfirst<CR>', screen);
        expect(await shape(c), `:cfirst in the ${where}`).toBe('row(a.txt, col(transcript, prompt))');
        expect(await current(c)).toBe('a.txt');
        await go(c);
        await typeKeys(c, ':cnext<CR>', screen);
        expect(await shape(c), `:cnext in the ${where}`).toBe('row(b.txt, col(transcript, prompt))');
        expect(await current(c)).toBe('b.txt');
        expect(await c.lua('return vim.api.nvim_win_get_cursor(0)[1]')).toBe(2);
        const after = await wins(c);
        expect(after.transcript).toEqual(before.transcript);
        expect(after.prompt).toEqual(before.prompt);
      }
      // The file window is the user's: its own options, no chat winbar.
      expect((await wins(c))['b.txt'].winbar).toBe('');
      await screen!.waitFor(/beta two/);
    });

    it('a mapping that runs :cnext (]q) in the transcript, after moving between the chat windows, lands beside the chat too', async () => {
      const c = await start(cols, rows);
      await c.lua(QF);
      await c.nvim.command('nnoremap ]q <Cmd>cnext<CR>');
      await c.nvim.command('cfirst');
      // Transcript -> prompt -> transcript: the previous window is a chat window, not the file's.
      await toTranscript(c);
      await typeKeys(c, '<C-w>j<C-w>k]q', screen);
      expect(await shape(c)).toBe('row(b.txt, col(transcript, prompt))');
      expect(await current(c)).toBe('b.txt');
      await expectWholeColumn(c, cols);
    });

    it('with no regular window left (:only in the chat), a jump from the transcript opens one beside the chat', async () => {
      const c = await start(cols, rows);
      await c.lua(QF);
      await toTranscript(c);
      await typeKeys(c, ':only<CR>:ClaudeChat<CR>', screen);
      expect(await shape(c)).toBe('col(transcript, prompt)');
      await toTranscript(c);
      await typeKeys(c, ':cfirst<CR>', screen);
      expect(await shape(c)).toBe('row(a.txt, col(transcript, prompt))');
      expect(await current(c)).toBe('a.txt');
      await expectWholeColumn(c, cols);
      expect((await wins(c))['a.txt'].winbar).toBe('');
    });

    it(':edit, :buffer and :bnext typed in a chat window open the buffer beside the chat, which stays', async () => {
      const c = await start(cols, rows);
      await c.lua(`vim.cmd('badd b.txt')`);
      const appBuf = await c.lua<number>(`return vim.fn.bufnr('app.ts')`);
      const before = await wins(c);
      const top = () => c.lua<number>(`return vim.fn.line('w0', vim.fn.bufwinid('^claude://chat$'))`);
      await toTranscript(c);
      await typeKeys(c, 'gg', screen);
      const topBefore = await top();
      for (const [where, go, keys, file] of [
        ['transcript', toTranscript, ':edit a.txt<CR>', 'a.txt'],
        ['prompt', toPrompt, `:buffer ${appBuf}<CR>`, 'app.ts'],
        ['transcript', toTranscript, ':bnext<CR>', 'b.txt'],
      ] as const) {
        await go(c);
        await typeKeys(c, keys, screen);
        const name = `${keys} in the ${where}`;
        await waitFor(async () => (await shape(c)) === `row(${file}, col(transcript, prompt))` || null, {
          message: `${name}: ${file} beside the chat`,
        });
        expect(await current(c), name).toBe(file);
        const after = await wins(c);
        expect(after.transcript, name).toEqual(before.transcript);
        expect(after.prompt, name).toEqual(before.prompt);
        expect(after[file].winbar, name).toBe('');
        expect(await top(), name).toBe(topBefore);
        expect(screen!.text(), name).not.toMatch(/E1513|E37/);
        expect((await editorMode(c)).blocking, name).toBe(false);
      }
      await screen!.waitFor(/beta one/);
      await screen!.waitFor(/Hello from the fake model/);
    });
  });

  describe(`defect 4 at ${cols}x${rows}: the changed-files quickfix`, () => {
    it(':ClaudeChanges opens it across the bottom; after :cclose the rows go back to the transcript, the prompt keeps its height', async () => {
      const c = await start(cols, rows, { setup: { permission_mode: 'acceptEdits' } });
      await c.nvim.command('ClaudeChat make it [scenario:write]');
      await c.waitForLine('Created hello.txt.');
      const before = await wins(c);
      await typeKeys(c, '<Esc>:ClaudeChanges<CR>', screen);
      expect(await shape(c)).toBe('col(row(app.ts, col(transcript, prompt)), quickfix)');
      const open = await wins(c);
      expect(open.quickfix.col).toBe(0);
      expect(open.quickfix.width).toBe(cols);
      expect(open.prompt.height).toBe(5);
      // One changed file, one line: the list takes no more rows than it needs.
      expect(open.quickfix.height).toBe(1);
      await screen!.waitFor(/hello\.txt\|1 col 1\| \+3 -0/);
      // The chat closed and opened again while the list is open: the list stays across the bottom, under
      // the chat's column, and :ClaudeChanges keeps it there.
      await toTranscript(c);
      await typeKeys(c, 'q', screen);
      await typeKeys(c, ':ClaudeToggle<CR>', screen);
      expect(await shape(c)).toBe('col(row(app.ts, col(transcript, prompt)), quickfix)');
      expect((await wins(c)).quickfix).toMatchObject({ col: 0, width: cols, height: 1 });
      await expectWholeColumn(c, cols);
      await typeKeys(c, ':ClaudeChanges<CR>', screen);
      expect(await shape(c)).toBe('col(row(app.ts, col(transcript, prompt)), quickfix)');
      // Put in the chat's column by hand (a full-height chat opened beside it does that), :ClaudeChanges
      // moves it back.
      await c.lua(`vim.api.nvim_win_call(vim.fn.getqflist({ winid = 0 }).winid, function() vim.cmd('wincmd H') end)`);
      expect(await shape(c)).not.toBe('col(row(app.ts, col(transcript, prompt)), quickfix)');
      await typeKeys(c, ':ClaudeChanges<CR>', screen);
      expect(await shape(c)).toBe('col(row(app.ts, col(transcript, prompt)), quickfix)');
      expect((await wins(c)).quickfix).toMatchObject({ col: 0, width: cols, height: 1 });
      await typeKeys(c, ':cclose<CR>', screen);
      const after = await wins(c);
      expect(after.prompt.height).toBe(5);
      expect(after.transcript.height).toBe(before.transcript.height);
      await expectWholeColumn(c, cols);
    });
  });
}

describe('defect 5: the size follows the terminal', () => {
  it('resizing the terminal re-applies size = 0.4 to the chat column (right)', async () => {
    const c = await start(80, 24);
    await expectWholeColumn(c, 80);
    await screen!.resize(160, 48);
    await waitFor(async () => (await wins(c)).transcript.width === 64, { message: 'the chat column at 64 columns' });
    await expectWholeColumn(c, 160);
    await screen!.resize(100, 30);
    await waitFor(async () => (await wins(c)).transcript.width === 40, { message: 'the chat column at 40 columns' });
    await expectWholeColumn(c, 100);
  });

  it('with position = below, the transcript height is re-applied', async () => {
    const c = await start(80, 24, { setup: { position: 'below', size: 0.5 } });
    expect(await shape(c)).toBe('col(app.ts, transcript, prompt)');
    expect((await wins(c)).transcript.height).toBe(12);
    await screen!.resize(120, 40);
    await waitFor(async () => (await wins(c)).transcript.height === 20, { message: 'the transcript 20 lines high' });
    expect((await wins(c)).prompt.height).toBe(5);
  });
});

describe("defect 6: position = 'tab'", () => {
  it(':ClaudeToggle from another tab page goes to the chat tab; in it, it closes the chat tab; a jump from it lands in the tab page before', async () => {
    const c = await start(80, 24, { setup: { position: 'tab' } });
    const tabs = () =>
      c.lua<{ count: number; current: number; chat: number[] }>(`
      local chat = {}
      for i, t in ipairs(vim.api.nvim_list_tabpages()) do
        for _, w in ipairs(vim.api.nvim_tabpage_list_wins(t)) do
          if vim.api.nvim_buf_get_name(vim.api.nvim_win_get_buf(w)) == 'claude://chat' then table.insert(chat, i) end
        end
      end
      return { count = #vim.api.nvim_list_tabpages(), current = vim.fn.tabpagenr(), chat = chat }`);
    expect(await tabs()).toEqual({ count: 2, current: 2, chat: [2] });
    await typeKeys(c, '<Esc>:tabprevious<CR>:ClaudeToggle<CR>', screen);
    expect(await tabs()).toEqual({ count: 2, current: 2, chat: [2] });
    await typeKeys(c, '<Esc>:tabprevious<CR>:ClaudeChat<CR>', screen);
    expect(await tabs()).toEqual({ count: 2, current: 2, chat: [2] });
    expect(await current(c)).toBe('prompt');
    await typeKeys(c, '<Esc>:ClaudeToggle<CR>', screen);
    expect(await tabs()).toEqual({ count: 1, current: 1, chat: [] });
    await typeKeys(c, ':ClaudeToggle<CR>', screen);
    expect(await tabs()).toEqual({ count: 2, current: 2, chat: [2] });
    // A jump typed in the chat's tab page lands in the tab page before it.
    await c.lua(`vim.fn.setqflist({ { filename = 'a.txt', lnum = 1, text = 'alpha' } })`);
    await toTranscript(c);
    await typeKeys(c, ':cfirst<CR>', screen);
    expect(await tabs()).toEqual({ count: 2, current: 1, chat: [2] });
    expect(await shape(c)).toBe('a.txt');
    await typeKeys(c, 'gt', screen);
    expect(await shape(c)).toBe('col(transcript, prompt)');
  });
});
