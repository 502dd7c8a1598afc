// Neovim as Claude's IDE (issue 32, items 3 and 4): :ClaudeFix sends the diagnostics Neovim shows with the code
// around them; the Visual mention key puts `@path#Lx-y` into the prompt being written. Real Neovim, real CLI,
// fake model.
import { afterEach, describe, expect, it } from 'vitest';
import { startChat, type ChatFixture, notifiedBy } from './support/chat';
import { editorMode, focusPrompt, promptCompletion } from './support/keys';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
afterEach(async () => {
  await chat?.close();
  chat = null;
});

const CODE = Array.from({ length: 20 }, (_, i) => `local v${i + 1} = ${i + 1}`).join('\n') + '\n';

/** The text of every user message the model was sent, joined. */
const userTexts = (c: ChatFixture) =>
  JSON.stringify(c.model.requests.map((r) => r.body.messages.filter((m: { role: string }) => m.role === 'user')));

/** Diagnostics on lines (1-based) of the current buffer, as a language server or linter would set them. */
async function diagnose(c: ChatFixture, list: Array<{ line: number; col: number; message: string; severity: number }>) {
  await c.lua(
    `local ns = vim.api.nvim_create_namespace('claude-test-lint')
    vim.diagnostic.set(ns, 0, vim.tbl_map(function(d)
      return { lnum = d.line - 1, col = d.col - 1, message = d.message, severity = d.severity, source = 'testlint',
        code = 'T1' }
    end, ...))`,
    [list],
  );
}

describe(':ClaudeFix', () => {
  it('on a line: its diagnostics and the code around them reach the model as one prompt', async () => {
    chat = await startChat({ files: { 'src/app.lua': CODE } });
    const c = chat;
    await c.nvim.command('edit src/app.lua');
    await diagnose(c, [
      { line: 10, col: 7, message: 'unused local `v10`', severity: 2 },
      { line: 10, col: 1, message: 'undefined global `boom`', severity: 1 },
      { line: 15, col: 1, message: 'not on line 10', severity: 1 },
    ]);
    await c.nvim.command('10');
    const code = await c.lua<number>('return vim.api.nvim_get_current_win()');
    await c.nvim.command('ClaudeFix');
    await c.waitForLine(/^▌ You #1 · src\/app\.lua:7-13/, 30_000);
    // The chat opened for the reply; the cursor stayed in the code, on its line, in Normal mode.
    expect(await c.lua('return { vim.api.nvim_get_current_win(), vim.fn.line("."), vim.fn.mode() }')).toEqual([
      code,
      10,
      'n',
    ]);
    expect(await c.lua<number>(`return vim.fn.bufwinid('claude://prompt')`)).toBeGreaterThan(0);
    const sent = await waitFor(
      () => {
        const t = userTexts(c);
        return t.includes('Fix the diagnostics') ? t : null;
      },
      { timeout: 30_000, message: "the model's request with the diagnostics" },
    );
    // The code from three lines above to three below, fenced, then the diagnostics of line 10, in column order.
    expect(sent).toContain('src/app.lua (lines 7-13):\\n```lua\\nlocal v7 = 7\\n');
    expect(sent).toContain('local v13 = 13\\n```');
    expect(sent).toContain(
      'Fix the diagnostics Neovim shows in src/app.lua:\\n' +
        '- line 10, col 1: error (testlint T1): undefined global `boom`\\n' +
        '- line 10, col 7: warning (testlint T1): unused local `v10`',
    );
    expect(sent).not.toContain('not on line 10');
  });

  it('in the transcript (no file): says so, not "no diagnostics on line N", and sends nothing', async () => {
    chat = await startChat({ files: { 'src/app.lua': CODE } });
    const c = chat;
    await c.nvim.command('ClaudeChat hello [scenario:text]');
    await c.waitForLine('Done.', 30_000);
    await c.lua(`vim.api.nvim_set_current_win(vim.fn.bufwinid('claude://chat'))`);
    const asked = c.model.requests.length;
    expect(await notifiedBy(c, '3ClaudeFix')).toEqual([
      "claude-chat: claude://chat is no file: :ClaudeFix sends the diagnostics of a file's lines",
    ]);
    expect(c.model.requests).toHaveLength(asked);
  });

  it('in Visual mode (<Plug>(ClaudeFix)): just the selected lines; none there: says so, sends nothing', async () => {
    chat = await startChat({ files: { 'src/app.lua': CODE } });
    const c = chat;
    await c.nvim.command('edit src/app.lua');
    await diagnose(c, [{ line: 4, col: 1, message: 'shadowed `v4`', severity: 3 }]);
    expect(await notifiedBy(c, '12ClaudeFix')).toEqual(['claude-chat: no diagnostics on line 12: nothing sent']);
    expect(await notifiedBy(c, '11,14ClaudeFix')).toEqual(['claude-chat: no diagnostics on lines 11-14: nothing sent']);
    await c.lua(`vim.keymap.set('x', 'F', '<Plug>(ClaudeFix)')`);
    await c.nvim.input('3GVjF');
    await c.waitForLine(/^▌ You #1 · src\/app\.lua:3-4/, 30_000);
    const sent = await waitFor(
      () => {
        const t = userTexts(c);
        return t.includes('Fix the diagnostics') ? t : null;
      },
      { timeout: 30_000, message: "the model's request with the diagnostics" },
    );
    expect(sent).toContain('src/app.lua (lines 3-4):\\n```lua\\nlocal v3 = 3\\nlocal v4 = 4\\n```');
    expect(sent).toContain('- line 4, col 1: info (testlint T1): shadowed `v4`');
    // Nothing was sent for the lines without diagnostics.
    expect(
      c.model.requests.filter((r) => JSON.stringify(r.body.messages).includes('Fix the diagnostics')),
    ).toHaveLength(c.model.requests.filter((r) => r.scenario === 'default').length);
  });
});

describe('<Plug>(ClaudeMention)', () => {
  it('Visual <leader>c@ puts @path#Lx-y into the prompt at its cursor, sending nothing', async () => {
    chat = await startChat({ files: { 'src/app.lua': CODE } });
    const c = chat;
    await c.nvim.command('edit src/app.lua');
    // The chat not open yet: the key opens it, the mention lands in the empty prompt, in Insert mode.
    await c.nvim.input('5GVjj\\c@');
    const prompt = () => c.lua<string[]>(`return vim.api.nvim_buf_get_lines(0, 0, -1, false)`);
    await waitFor(async () => (await prompt())[0] === '@src/app.lua#L5-7 ' || null, { message: 'the mention' });
    expect(await c.lua<string>(`return vim.api.nvim_buf_get_name(0)`)).toBe('claude://prompt');
    expect((await editorMode(c)).mode).toBe('i');
    await c.nvim.input('explain this and<Esc>0W');
    // Back in the file: one line, mentioned at the prompt's cursor (after the word it is on), blanks around it.
    await c.nvim.command('wincmd p');
    await c.nvim.input('9GV\\c@');
    await waitFor(async () => (await prompt())[0] === '@src/app.lua#L5-7 explain @src/app.lua#L9 this and' || null, {
      message: 'the second mention at the cursor',
    });
    await c.nvim.input('<Esc>');
    expect(c.model.requests).toHaveLength(0);
  });
});

describe('@ completion', () => {
  it('ranked as the CLI ranks it (file_suggestions: fuzzy, directories too), the listing while it has not said', async () => {
    chat = await startChat({ files: { 'src/alpha.ts': 'a', 'src/deep/beta.ts': 'b', 'README.md': 'r' } });
    const c = chat;
    await c.nvim.command('ClaudeChat');
    // Typed for real: no file starts with "beta", the CLI's fuzzy match finds one; its answer comes while the
    // completion is still going, and takes its place.
    await focusPrompt(c);
    await c.nvim.input('iexplain @beta<C-x><C-o>');
    const shown = await waitFor(
      async () => {
        const got = await c.lua<{ words: string[]; line: string }>(`return { line = vim.api.nvim_get_current_line(),
        words = vim.tbl_map(function(i) return i.word end, vim.fn.complete_info({ 'items' }).items) }`);
        return got.words.length ? got : null;
      },
      { timeout: 30_000, message: "the CLI's suggestions in the menu" },
    );
    expect(shown.words).toEqual(['@src/deep/beta.ts']);
    expect(shown.line).toBe('explain @src/deep/beta.ts');
    await c.nvim.input('<C-y><Esc>');
    expect(c.model.requests).toHaveLength(0);
    // In the CLI's order, directories first and nested ones too, where the listing has the directory's own
    // entries by name: once the CLI has answered, completion offers its ranking at once.
    expect((await promptCompletion(c, ['@src/'])).words.sort()).toEqual(['@src/alpha.ts', '@src/deep/']);
    const ranked = await waitFor(
      async () => {
        const got = await promptCompletion(c, ['look at @src/']);
        return got.words.length === 4 ? got : null;
      },
      { timeout: 30_000, message: "the CLI's ranking for @src/" },
    );
    expect(ranked).toEqual({
      start: 'look at '.length,
      words: ['@src/', '@src/deep/', '@src/alpha.ts', '@src/deep/beta.ts'],
    });
  });
});
