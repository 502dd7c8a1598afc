// The pinned task panel (issue 33, D1): :ClaudeTodos! opens a small window at an edge of the editor, without
// taking the cursor, with the task list of the session the chat shows; Claude's task tools update it, switching
// session changes it, q and :ClaudeTodos! close it, and :only and <C-w>= treat it as they treat a quickfix
// window. Real CLI, fake model.
import { afterEach, describe, expect, it } from 'vitest';
import { startChat, type ChatFixture } from './support/chat';
import { pickSession } from './support/picker';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
afterEach(async () => {
  const c = chat;
  chat = null;
  await c?.close();
});

/** The task tools are off on CLI 2.1.3xx for its default model; this turns them on (older CLIs have them). */
const TASKS_ON = { CLAUDE_CODE_ENABLE_TODO_TOOLS: '1' };

interface Panel {
  win: number;
  lines: string[];
  winbar: string;
  height: number;
  width: number;
}

/** The panel as the user sees it: the window showing claude://todos in this tab page (null: none). */
const panel = (c: ChatFixture) =>
  c.lua<Panel | null>(`
  for _, win in ipairs(vim.api.nvim_tabpage_list_wins(0)) do
    local buf = vim.api.nvim_win_get_buf(win)
    if vim.api.nvim_buf_get_name(buf) == 'claude://todos' then
      return { win = win, lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false), winbar = vim.wo[win].winbar,
        height = vim.api.nvim_win_get_height(win), width = vim.api.nvim_win_get_width(win) }
    end
  end
  return vim.NIL`);

/** Waits until the panel shows `lines`; returns it. */
const panelShows = (c: ChatFixture, lines: string[]) =>
  waitFor(
    async () => {
      const p = await panel(c);
      return p && JSON.stringify(p.lines) === JSON.stringify(lines) ? p : null;
    },
    { timeout: 30_000, message: `the panel to show ${JSON.stringify(lines)}` },
  );

describe(':ClaudeTodos! pins the task list', () => {
  it('opens without the cursor, says "no tasks", fills and updates as the task tools run, closes with q', async () => {
    chat = await startChat({ env: TASKS_ON, files: { 'notes.md': 'notes\n' } });
    await chat.nvim.command('edit notes.md');
    const mine = await chat.lua<number>('return vim.api.nvim_get_current_win()');
    await chat.nvim.command('ClaudeTodos!');
    expect(await chat.lua<number>('return vim.api.nvim_get_current_win()')).toBe(mine);
    let p = await panelShows(chat, ['no tasks']);
    expect(p.winbar).toBe('Claude · Tasks');
    // At the bottom, across the editor, a fifth of its lines (setup{ todos } defaults), its height fixed.
    expect(p.width).toBe(await chat.lua<number>('return vim.o.columns'));
    expect(p.height).toBe(await chat.lua<number>('return math.floor(vim.o.lines * 0.2)'));

    await chat.nvim.command('ClaudeChat plan the work [scenario:tasks]');
    await chat.waitForLine('  Allow Bash?', 30_000);
    p = await panelShows(chat, ['☐ Write tests', '☐ Fix the bug']);
    expect(p.winbar).toBe('Claude · Tasks 0/2 done');
    await chat.lua(`require('claude').approve('once')`);
    await panelShows(chat, ['◐ Writing tests', '☐ Fix the bug']);
    await chat.waitForLine(/^\? Bash: touch testing\.txt/, 30_000);
    await chat.lua(`require('claude').approve('once')`);
    p = await panelShows(chat, ['☑ Write tests', '☑ Fix the bug']);
    expect(p.winbar).toBe('Claude · Tasks 2/2 done');

    // <C-w>= leaves its height.
    const height = p.height;
    await chat.nvim.command('wincmd =');
    expect((await panel(chat))?.height).toBe(height);

    // q in the panel closes it; :ClaudeTodos! toggles it.
    await chat.lua(`vim.api.nvim_set_current_win(${p.win})`);
    await chat.nvim.input('q');
    await waitFor(async () => (await panel(chat!)) === null || null, { message: 'the panel closed by q' });
    await chat.nvim.command('ClaudeTodos!');
    await panelShows(chat, ['☑ Write tests', '☑ Fix the bug']);
    await chat.nvim.command('ClaudeTodos!');
    expect(await panel(chat)).toBeNull();
  });

  it('follows the session the chat shows', async () => {
    chat = await startChat({ env: TASKS_ON });
    await chat.nvim.command('ClaudeChat plan the work [scenario:tasks]');
    // Its approval waits: the list stays as it is while the other session is shown.
    await chat.waitForLine('  Allow Bash?', 30_000);
    await chat.nvim.command('ClaudeTodos!');
    await panelShows(chat, ['☐ Write tests', '☐ Fix the bug']);
    await chat.nvim.command('ClaudeChat! hello [scenario:text]');
    await chat.waitForLine('Done.', 30_000);
    const p = await panelShows(chat, ['no tasks']);
    expect(p.winbar).toBe('Claude 2 · Tasks');
    await pickSession(chat, 'plan the work', 'show');
    expect((await panelShows(chat, ['☐ Write tests', '☐ Fix the bug'])).winbar).toBe('Claude · Tasks 0/2 done');
    // Closed, its list goes: the panel shows the session left, then none.
    await pickSession(chat, 'plan the work', 'close');
    expect((await panelShows(chat, ['no tasks'])).winbar).toBe('Claude 2 · Tasks');
    await pickSession(chat, 'hello [scenario:text]', 'close');
    expect((await panelShows(chat, ['no tasks'])).winbar).toBe('Claude · Tasks');
  });

  it(":only and <C-w>o close it as they close a quickfix window, without an error, in the user's window", async () => {
    chat = await startChat({ files: { 'notes.md': 'notes\n' } });
    await chat.nvim.command('ClaudeChat hello [scenario:text]');
    await chat.waitForLine('Done.', 30_000);
    await chat.nvim.command('wincmd p');
    await chat.nvim.command('edit notes.md');
    await chat.nvim.command('ClaudeTodos!');
    await panelShows(chat, ['no tasks']);
    const r = await chat.lua<{ ok: boolean; err: string; name: string; wins: number }>(`
      local ok, err = pcall(vim.cmd, 'only')
      return { ok = ok, err = tostring(err or ''), name = vim.fn.expand('%:t'), wins = #vim.api.nvim_tabpage_list_wins(0) }`);
    expect(r).toEqual({ ok: true, err: '', name: 'notes.md', wins: 1 });
    expect(await panel(chat)).toBeNull();
    await chat.nvim.command('ClaudeTodos!');
    await panelShows(chat, ['no tasks']);
    await chat.nvim.input('<C-w>o');
    await waitFor(async () => (await panel(chat!)) === null || null, { message: 'the panel closed by <C-w>o' });
    expect(await chat.lua<string>(`return vim.fn.expand('%:t')`)).toBe('notes.md');
  });

  it(":only and <C-w>o typed in it close it and leave the user's windows; q closes it even as the last window", async () => {
    chat = await startChat({ files: { 'notes.md': 'notes\n' } });
    await chat.lua('vim.o.number = true');
    await chat.nvim.command('ClaudeChat hello [scenario:text]');
    await chat.waitForLine('Done.', 30_000);
    await chat.nvim.command('wincmd p');
    await chat.nvim.command('edit notes.md');
    const mine = await chat.lua<number[]>('return vim.api.nvim_tabpage_list_wins(0)');
    for (const keys of [':only<CR>', ':on<CR>', '<C-w>o']) {
      await chat.nvim.command('ClaudeTodos!');
      const p = await panelShows(chat, ['no tasks']);
      await chat.lua(`vim.api.nvim_set_current_win(${p.win})`);
      await chat.nvim.input(keys);
      await waitFor(async () => (await panel(chat!)) === null || null, { message: `the panel closed by ${keys}` });
      expect(await chat.lua<number[]>('return vim.api.nvim_tabpage_list_wins(0)')).toEqual(mine);
      expect(await chat.lua<string>('return vim.v.errmsg')).toBe('');
    }
    // :only from a script in it leaves it alone in the tab page; q closes it all the same: the window stays,
    // the user's, on the buffer used last, with the user's window options.
    await chat.nvim.command('ClaudeTodos!');
    const p = await panelShows(chat, ['no tasks']);
    await chat.lua(`vim.api.nvim_set_current_win(${p.win}) vim.cmd('only')`);
    expect(await chat.lua<number[]>('return vim.api.nvim_tabpage_list_wins(0)')).toEqual([p.win]);
    await chat.nvim.input('q');
    await waitFor(async () => (await panel(chat!)) === null || null, { message: 'the last panel closed by q' });
    expect(
      await chat.lua(`return { vim.fn.expand('%:t'), vim.wo.number, vim.wo.winfixbuf, vim.wo.winbar,
        #vim.api.nvim_tabpage_list_wins(0) }`),
    ).toEqual(['notes.md', true, false, '', 1]);
    // :ClaudeTodos! opens the panel again, beside it.
    await chat.nvim.command('ClaudeTodos!');
    expect((await panelShows(chat, ['no tasks'])).winbar).toBe('Claude · Tasks');
    expect(await chat.lua<number>('return #vim.api.nvim_tabpage_list_wins(0)')).toBe(2);
  });

  it('a file is not opened in it: :e there is refused, the panel stays, and :ClaudeTodos! closes the panel', async () => {
    chat = await startChat({ files: { 'notes.md': 'notes\n' } });
    await chat.nvim.command('ClaudeChat hello [scenario:text]');
    await chat.waitForLine('Done.', 30_000);
    await chat.nvim.command('wincmd p');
    await chat.nvim.command('ClaudeTodos!');
    const p = await panelShows(chat, ['no tasks']);
    const r = await chat.lua<{ ok: boolean; err: string }>(
      `
      vim.api.nvim_set_current_win(...)
      local ok, err = pcall(vim.cmd, 'edit notes.md')
      return { ok = ok, err = tostring(err or '') }`,
      [p.win],
    );
    expect(r.ok).toBe(false);
    expect(r.err).toContain('E1513');
    expect((await panel(chat))?.win).toBe(p.win);
    await chat.nvim.command('wincmd p');
    const before = await chat.lua<number>('return vim.api.nvim_get_current_win()');
    await chat.nvim.command('ClaudeTodos!');
    await waitFor(async () => (await panel(chat!)) === null || null, { message: ':ClaudeTodos! closed the panel' });
    expect(await chat.lua<boolean>('return vim.api.nvim_win_is_valid(...)', [before])).toBe(true);
  });

  it('takes the edge and size setup{ todos } gives it', async () => {
    chat = await startChat({ setup: { todos: { position: 'left', size: 30 } } });
    await chat.nvim.command('ClaudeTodos!');
    const p = await panelShows(chat, ['no tasks']);
    expect(p.width).toBe(30);
    expect(await chat.lua<number>(`return vim.fn.win_screenpos(${p.win})[2]`)).toBe(1);
  });
});
