// :ClaudeBlame end to end (real Neovim, real CLI, fake model): the lines each turn wrote marked in the buffer
// (a sign, `#N · prompt` at the line's end), kept right as the user edits and as a later turn reloads the
// buffer; gb to the turn's prompt, gh its hunk; :ClaudeBlame! as a quickfix list by turn; off again; and
// the marks of a resumed session's recorded turns.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Scenario } from './fake-model/server';
import { startChat, type ChatFixture } from './support/chat';
import { blameScenarios, inApp, marks, marksAre, ORIGINAL, twoTurns } from './support/blame';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
afterEach(async () => {
  await chat?.close();
  chat = null;
});

describe(':ClaudeBlame', () => {
  it('marks the lines each turn wrote, follows edits and a later turn, gb/gh, the ! list, and toggles off', async () => {
    chat = await startChat({
      files: { 'app.ts': ORIGINAL },
      scenarios: blameScenarios,
      setup: { permission_mode: 'acceptEdits' },
    });
    const c = chat;
    await twoTurns(c, async () => {
      // On after turn one: its two lines, with the sign and the turn's words.
      await inApp(c);
      await c.nvim.command('ClaudeBlame');
      await marksAre(c, [
        [2, 1],
        [9, 1],
      ]);
      const [first] = await marks(c);
      expect(first[1]).toMatch(/^#1 · first change/);
      expect(first[2]).toBe('▎');
    });
    // Turn two's edit reloaded the buffer: its lines are marked too, turn one's moved down with the text.
    await marksAre(c, [
      [2, 1],
      [6, 2],
      [7, 2],
      [10, 1],
    ]);

    // gh: the hunk of the turn that wrote the line, in a float.
    await inApp(c);
    await c.lua(`vim.api.nvim_win_set_cursor(0, { 7, 0 }); vim.cmd('normal gh')`);
    const float = await c.lua<{ lines: string[]; relative: string }>(`
      return { lines = vim.api.nvim_buf_get_lines(0, 0, -1, false), relative = vim.api.nvim_win_get_config(0).relative }`);
    expect(float.relative).toBe('editor');
    expect(float.lines).toEqual(['@@ -6,1 +6,2 @@', '-  return a + b;', '+  // sum', '+  return a + b + 1;']);
    await c.nvim.command('close');

    // gb: the chat, the cursor on the turn's prompt.
    await inApp(c);
    await c.lua(`vim.api.nvim_win_set_cursor(0, { 10, 0 }); vim.cmd('normal gb')`);
    const at = await c.lua<{ name: string; line: string; next: string }>(`
      local row = vim.api.nvim_win_get_cursor(0)[1]
      return { name = vim.api.nvim_buf_get_name(0), line = vim.fn.getline(row), next = vim.fn.getline(row + 1) }`);
    expect(at.name).toMatch(/claude:\/\/chat$/);
    expect(`${at.line}\n${at.next}`).toContain('first change [scenario:blame-one]');
    expect(`${at.line}\n${at.next}`).not.toContain('second change');

    // The user edits a marked line: its mark goes; the others stay.
    await c.lua(`vim.api.nvim_buf_set_lines(vim.fn.bufnr('app.ts'), 6, 7, false, { '  return 0;' })`);
    await marksAre(c, [
      [2, 1],
      [6, 2],
      [10, 1],
    ]);
    // A line added above moves the marks with their lines.
    await c.lua(`vim.api.nvim_buf_set_lines(vim.fn.bufnr('app.ts'), 0, 0, false, { '// mine' })`);
    await marksAre(c, [
      [3, 1],
      [7, 2],
      [11, 1],
    ]);
    // Typing on a marked line drops its mark while still in Insert mode; the others stay after it.
    await inApp(c);
    await c.lua(`vim.api.nvim_win_set_cursor(0, { 11, 0 })`);
    await c.nvim.input('A // x');
    await marksAre(c, [
      [3, 1],
      [7, 2],
    ]);
    expect((await c.nvim.mode).mode).toBe('i');
    await c.nvim.input('<Esc>');
    await waitFor(async () => (await c.nvim.mode).mode === 'n' || null, { message: 'Normal mode' });
    await marksAre(c, [
      [3, 1],
      [7, 2],
    ]);

    // :ClaudeBlame!: every marked line of every file, by turn, then file, then line.
    await c.nvim.command('ClaudeBlame!');
    const qf = await c.lua<{ title: string; items: Array<[string, number, string]> }>(`
      local l = vim.fn.getqflist({ title = 1, items = 1 })
      local items = {}
      for _, it in ipairs(l.items) do
        table.insert(items, { vim.fn.fnamemodify(vim.api.nvim_buf_get_name(it.bufnr), ':t'), it.lnum, it.text })
      end
      return { title = l.title, items = items }`);
    expect(qf.title).toBe('Claude blame: lines by turn');
    expect(qf.items).toEqual([
      ['app.ts', 3, '#1 · first change [scenario:blame-one]: const a = 2;'],
      ['notes.md', 1, '#1 · first change [scenario:blame-one]: # Notes'],
      ['app.ts', 7, '#2 · second change [scenario:blame-two]:   // sum'],
    ]);

    // Off: no mark, no key (:help claude-blame-keys: gh is Neovim's Select mode again).
    await inApp(c);
    await c.nvim.command('ClaudeBlame');
    expect(await marks(c)).toEqual([]);
    const keys = await c.lua<string[]>(`
      return vim.tbl_map(function(m) return m.lhs end, vim.api.nvim_buf_get_keymap(0, 'n'))`);
    expect(keys).not.toContain('gb');
    expect(keys).not.toContain('gh');
  });

  it("keys set in setup{ keymaps }: blame_hunk shows the hunk, gh stays Neovim's; false leaves it unmapped", async () => {
    chat = await startChat({
      files: { 'app.ts': ORIGINAL },
      scenarios: blameScenarios,
      setup: { permission_mode: 'acceptEdits', keymaps: { blame_hunk: 'zh', blame_jump: false } },
    });
    const c = chat;
    await twoTurns(c);
    await inApp(c);
    await c.nvim.command('ClaudeBlame');
    await marksAre(c, [
      [2, 1],
      [6, 2],
      [7, 2],
      [10, 1],
    ]);
    const keys = await c.lua<string[]>(`
        return vim.tbl_map(function(m) return m.lhs end, vim.api.nvim_buf_get_keymap(0, 'n'))`);
    expect(keys).toContain('zh');
    expect(keys).not.toContain('gh');
    expect(keys).not.toContain('gb');
    await c.lua(`vim.api.nvim_win_set_cursor(0, { 7, 0 }); vim.cmd('normal zh')`);
    expect(await c.lua<string[]>('return vim.api.nvim_buf_get_lines(0, 0, 1, false)')).toEqual(['@@ -6,1 +6,2 @@']);
  });

  it("two sessions wrote the same line: the later session's turn is shown (issue 44, item 8)", async () => {
    // Session 1 writes `const a = 2;`; the user puts `const a = 1;` back on disk; session 2 writes `const a = 2;`
    // again. Both turns left line 2 as it is now.
    const again: Scenario = ({ cwd }) => [
      { blocks: [{ type: 'tool_use', name: 'Read', input: { file_path: path.join(cwd, 'app.ts') } }] },
      {
        blocks: [
          {
            type: 'tool_use',
            name: 'Edit',
            input: { file_path: path.join(cwd, 'app.ts'), old_string: 'const a = 1;', new_string: 'const a = 2;' },
          },
        ],
      },
      { blocks: [{ type: 'text', text: 'Again done.' }] },
    ];
    chat = await startChat({
      files: { 'app.ts': ORIGINAL },
      scenarios: { ...blameScenarios, again },
      setup: { permission_mode: 'acceptEdits' },
    });
    const c = chat;
    await c.nvim.command('edit app.ts');
    await c.nvim.command('ClaudeChat first change [scenario:blame-one]');
    await c.waitForLine('Turn one done.');
    const file = path.join(c.ws.dir, 'app.ts');
    await waitFor(() => fs.readFileSync(file, 'utf8').includes('const a = 2;') || null, {
      message: 'turn one written',
    });
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('const a = 2;', 'const a = 1;'));
    await c.nvim.command('ClaudeChat! again [scenario:again]');
    await c.waitForLine('Again done.');
    await waitFor(
      async () => (await c.lua<string>(`return vim.fn.getbufline('app.ts', 2)[1]`)) === 'const a = 2;' || null,
      { message: 'app.ts reloaded after session 2' },
    );
    await inApp(c);
    await c.nvim.command('ClaudeBlame');
    await marksAre(c, [
      [2, 1],
      [9, 1],
    ]);
    const byLine = Object.fromEntries((await marks(c)).map(([l, text]) => [l, text]));
    expect(byLine[2]).toMatch(/^#1 · again/);
    expect(byLine[9]).toMatch(/^#1 · first change/);
  });

  it("after :ClaudeResume, the marks of the recorded session's turns come back", async () => {
    chat = await startChat({
      files: { 'app.ts': ORIGINAL },
      scenarios: blameScenarios,
      setup: { permission_mode: 'acceptEdits' },
    });
    const c = chat;
    await twoTurns(c);
    const id = await waitFor(async () => (await c.status()).session_id ?? null, { message: 'the session id' });
    // The CLI writes its record lazily: wait for the second turn's reply on disk.
    const projects = path.join(c.ws.home, '.claude', 'projects');
    await waitFor(
      () =>
        (fs.existsSync(projects) &&
          fs.readdirSync(projects).some((d) => {
            const record = path.join(projects, d, `${id}.jsonl`);
            return fs.existsSync(record) && fs.readFileSync(record, 'utf8').includes('Turn two done.');
          })) ||
        null,
      { timeout: 20_000, message: 'the second turn recorded' },
    );
    // The live session ends (:ClaudeSessions close, picking it: the only one): no session of this Neovim wrote
    // anything now.
    await c.lua(`
      local select = vim.ui.select
      vim.ui.select = function(items, _, on_choice) on_choice(items[1]) end
      vim.cmd('ClaudeSessions close')
      vim.ui.select = select`);
    await waitFor(async () => (await c.lua<number>(`return #require('claude').sessions()`)) === 0 || null, {
      message: 'the session closed',
    });
    await inApp(c);
    await c.nvim.command('ClaudeBlame');
    await marksAre(c, []);
    await c.nvim.command('ClaudeBlame');
    await c.nvim.command(`ClaudeResume ${id}`);
    await c.waitForLine(/^ℹ Resumed session /);
    await inApp(c);
    await c.nvim.command('ClaudeBlame');
    await marksAre(c, [
      [2, 1],
      [6, 2],
      [7, 2],
      [10, 1],
    ]);
  });

  it(':ClaudeBlame! goes at the end of the quickfix history, replaces its own list, and opens as high as its items', async () => {
    chat = await startChat({
      files: { 'app.ts': ORIGINAL },
      scenarios: blameScenarios,
      setup: { permission_mode: 'acceptEdits' },
    });
    const c = chat;
    const history = () =>
      c.lua<{ titles: string[]; current: number; height: number; chistory: string }>(`
        local titles = {}
        for nr = 1, vim.fn.getqflist({ nr = '$' }).nr do
          titles[nr] = vim.fn.getqflist({ nr = nr, title = 1 }).title
        end
        local win = vim.fn.getqflist({ winid = 0 }).winid
        return { titles = titles, current = vim.fn.getqflist({ nr = 0 }).nr,
          height = win ~= 0 and vim.api.nvim_win_get_height(win) or 0, chistory = vim.fn.execute('chistory') }`);
    const blameTitle = 'Claude blame: lines by turn';
    await c.nvim.command('edit app.ts');
    await c.nvim.command('ClaudeChat second change [scenario:blame-two]');
    await c.waitForLine('Turn two done.');
    await waitFor(async () => (await history()).titles.length === 2 || null, { message: "the turn's hunk list" });
    // The one changed file: its window one row high.
    await c.nvim.command('ClaudeChanges');
    expect((await history()).height).toBe(1);
    // The blame list (two lines) after the turn's hunk list, which stays; the open window grows to it.
    await c.nvim.command('ClaudeBlame!');
    let h = await history();
    // (Titles cut to fit :chistory's line.)
    const kinds = (titles: string[]) => titles.map((t) => t.replace(/:.*/, ''));
    expect(kinds(h.titles)).toEqual(['Claude', 'Claude #1', 'Claude blame']);
    expect(h.titles[2]).toBe(blameTitle);
    expect([h.current, h.height]).toEqual([3, 2]);
    // A second turn's hunk list goes after it; a second :ClaudeBlame! replaces the first in place.
    await c.nvim.command('ClaudeChat first change [scenario:blame-one]');
    await c.waitForLine('Turn one done.');
    await waitFor(async () => (await history()).titles.length === 4 || null, { message: "the second turn's list" });
    await c.nvim.command('ClaudeBlame!');
    h = await history();
    expect(kinds(h.titles)).toEqual(['Claude', 'Claude #1', 'Claude blame', 'Claude #2']);
    expect([h.current, h.height]).toEqual([3, 5]);
    expect(h.chistory).toContain('Claude #1');
    expect(h.chistory).toContain('Claude #2');
  });
});
