// Trust: nothing changes or is granted behind the user's back. Real Neovim with a UI attached, the real
// CLI, the fake model; keys typed as a user types them.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startChat, type ChatFixture } from './support/chat';
import { closeAfterEach, attachScreen, type Screen } from './support/screen';
import { editorMode, transcriptLines as transcript, typeKeys } from './support/keys';
import { waitFor } from './support/wait';
import { APP } from './fake-model/scenarios';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(
  () => [screen, chat],
  () => {
    screen = chat = null;
  },
);

const CLAUDES_APP = '// header\nconst a = 2;\nconst b = 3;\nconsole.log(a);\n';
const NOTICE = "⚠ app.ts has unsaved changes; Claude's edit is on disk. Your buffer was not reloaded.";

const bufferLines = (c: ChatFixture, file: string) =>
  c.lua<string[]>(`return vim.api.nvim_buf_get_lines(vim.fn.bufnr(...), 0, -1, false)`, [file]);
const modified = (c: ChatFixture, file: string) => c.lua<boolean>(`return vim.bo[vim.fn.bufnr(...)].modified`, [file]);
const messages = (c: ChatFixture) => c.lua<string>(`return vim.fn.execute('messages')`);

/** Focuses the transcript window with typed keys: the chat is on the right, the prompt under it. */
const toTranscript = (c: ChatFixture) => typeKeys(c, '<Esc><C-w>k', screen);

describe('unsaved work is never lost (defect 1)', () => {
  it("Claude edits a file whose buffer has unsaved changes: the approval says so, no prompt appears, the buffer keeps the user's text", async () => {
    chat = await startChat({ files: { 'app.ts': APP, 'other.ts': 'other\n' } });
    screen = await attachScreen(chat, 80, 24);
    // other.ts: unsaved changes, and its file changed on disk by someone else. A global :checktime would ask (W12).
    await chat.nvim.command('edit other.ts');
    await typeKeys(chat, 'Ounsaved other<Esc>', screen);
    fs.writeFileSync(path.join(chat.ws.dir, 'other.ts'), 'changed outside\n');
    await chat.nvim.command('edit app.ts');
    await typeKeys(chat, 'Gounsaved line<Esc>', screen);
    await chat.nvim.command('ClaudeChat edit [scenario:edit]');
    await screen.waitFor('Allow Edit?');
    expect(await transcript(chat)).toContain(
      "  ⚠ app.ts has unsaved changes in Neovim. Allowing writes Claude's version to disk; your buffer keeps your text.",
    );
    // Answer with typed keys, from the transcript, as a user does.
    await toTranscript(chat);
    await typeKeys(chat, 'a', screen);
    await screen.waitFor('Changed a and added b.');
    expect(fs.readFileSync(path.join(chat.ws.dir, 'app.ts'), 'utf8')).toBe(CLAUDES_APP);
    expect(await bufferLines(chat, 'app.ts')).toEqual(['// header', 'const a = 1;', 'console.log(a);', 'unsaved line']);
    expect(await modified(chat, 'app.ts')).toBe(true);
    expect(await bufferLines(chat, 'other.ts')).toEqual(['unsaved other', 'other']);
    // A warning (nothing failed) that says what saving the buffer does: Vim's question on :w, answered y,
    // writes the user's text over Claude's edit.
    const lines = await chat.waitForLine(NOTICE);
    const saving = "  Writing it (:w asks first) replaces Claude's edit with your text.";
    expect(lines[lines.indexOf(NOTICE) + 1]).toBe(saving);
    expect(lines).toContain('  [r] compare your buffer with the file on disk');
    expect(await messages(chat)).not.toMatch(/W1[12]|changed since editing started/);
    expect(screen.text()).not.toMatch(/Load File|\[O\]K|Press ENTER/);
    // Neovim's own check (on focus, or :checktime) asks nothing either for a file Claude changed.
    await chat.nvim.command('checktime');
    expect((await editorMode(chat)).blocking).toBe(false);
    expect(await bufferLines(chat, 'app.ts')).toContain('unsaved line');

    // r on the notice: the buffer beside the file on disk, as a diff in its own tab page.
    const notice = lines.indexOf(NOTICE) + 1;
    await chat.lua(`vim.api.nvim_win_set_cursor(0, { ${notice}, 0 })`);
    await typeKeys(chat, 'r', screen);
    const tab = await chat.lua<{ tabs: number; diff: boolean[]; names: string[] }>(`
      local wins = vim.api.nvim_tabpage_list_wins(0)
      local out = { tabs = #vim.api.nvim_list_tabpages(), diff = {}, names = {} }
      for _, w in ipairs(wins) do
        table.insert(out.diff, vim.wo[w].diff)
        table.insert(out.names, vim.fn.fnamemodify(vim.api.nvim_buf_get_name(vim.api.nvim_win_get_buf(w)), ':t'))
      end
      return out`);
    expect(tab).toEqual({ tabs: 2, diff: [true, true], names: ['app.ts', 'app.ts'] });
    expect(await chat.lua(`return vim.api.nvim_buf_get_name(0)`)).toBe(path.join(chat.ws.dir, 'app.ts'));
    // The winbar says how to save: :w! (Neovim asks before :w overwrites a file changed since it was read).
    await screen.waitFor(':w! saves');
    // Claude's hunk taken into the buffer (do), then saved: the disk side shows the file as written.
    await typeKeys(chat, '2Gdo', screen);
    const mine = await bufferLines(chat, 'app.ts');
    expect(mine).toContain('const a = 2;'); // how much `do` takes depends on 'diffopt' (linematch)
    expect(mine).toContain('unsaved line');
    await typeKeys(chat, ':w!<CR>', screen);
    const written = mine.join('\n') + '\n';
    expect(fs.readFileSync(path.join(chat.ws.dir, 'app.ts'), 'utf8')).toBe(written);
    const diskSide = () =>
      chat!.lua<string[] | null>(`
      local wins = vim.api.nvim_tabpage_list_wins(0)
      return #wins == 2 and vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(wins[2]), 0, -1, false) or nil`);
    const want = JSON.stringify(written.trimEnd().split('\n'));
    await waitFor(async () => JSON.stringify(await diskSide()) === want || null, { message: 'the disk side' });
    await screen.waitFor('On disk, as you wrote it');
    // :q on either side closes the whole tab page: no scratch buffer of the disk side is left behind.
    await typeKeys(chat, ':q<CR>', screen);
    const tabs = () => chat!.lua<number>(`return #vim.api.nvim_list_tabpages()`);
    await waitFor(async () => (await tabs()) === 1 || null, { message: 'the compare tab page to close' });
    expect(await chat.lua<number>(`return vim.fn.bufnr('^claude://disk/')`)).toBe(-1);
  });

  it('an unmodified buffer of the file reloads (even with noautoread); buffers of other changed files are left alone', async () => {
    chat = await startChat({ files: { 'app.ts': APP, 'other.ts': 'other\n' } });
    screen = await attachScreen(chat, 80, 24);
    await chat.nvim.command('set noautoread');
    await chat.nvim.command('edit other.ts');
    fs.writeFileSync(path.join(chat.ws.dir, 'other.ts'), 'changed outside\n');
    await chat.nvim.command('edit app.ts');
    await chat.nvim.command('ClaudeChat edit [scenario:edit]');
    await screen.waitFor('Allow Edit?');
    await toTranscript(chat);
    await typeKeys(chat, 'a', screen);
    await waitFor(async () => (await bufferLines(chat!, 'app.ts')).includes('const b = 3;'), {
      message: 'app.ts to reload',
    });
    expect(await bufferLines(chat, 'app.ts')).toEqual(CLAUDES_APP.trimEnd().split('\n'));
    expect(await modified(chat, 'app.ts')).toBe(false);
    await screen.waitFor('Changed a and added b.');
    // other.ts is not Claude's: not checked, not reloaded, no W11 question.
    expect(await bufferLines(chat, 'other.ts')).toEqual(['other']);
    expect((await editorMode(chat)).blocking).toBe(false);
    expect(await messages(chat)).not.toMatch(/W11|changed since editing started/);
  });
});

describe('the unsaved-changes warning follows the buffer while the approval waits', () => {
  it('changing the buffer after the approval arrived adds the warning; undoing the change removes it', async () => {
    chat = await startChat({ files: { 'app.ts': APP } });
    screen = await attachScreen(chat, 80, 24);
    await chat.nvim.command('edit app.ts');
    await chat.nvim.command('ClaudeChat edit [scenario:edit]');
    await screen.waitFor('Allow Edit?');
    const warning =
      "  ⚠ app.ts has unsaved changes in Neovim. Allowing writes Claude's version to disk; your buffer keeps your text.";
    expect(await transcript(chat)).not.toContain(warning);
    await typeKeys(chat, '<Esc><C-w>h', screen);
    await typeKeys(chat, 'Golate change<Esc>', screen);
    await chat.waitForLine(warning);
    await typeKeys(chat, 'u', screen);
    await waitFor(async () => !(await transcript(chat!)).includes(warning), { message: 'the warning to go' });
    await chat.nvim.command('ClaudeDeny');
  });
});

describe('approvals grant exactly what they say (defect 2)', () => {
  it('A on a command allows that command for this session only: no settings file, no mode switch; the next command asks', async () => {
    chat = await startChat();
    screen = await attachScreen(chat, 80, 24);
    await chat.nvim.command('ClaudeChat make files [scenario:touch]');
    await screen.waitFor('Allow Bash?');
    let lines = await transcript(chat);
    expect(lines).toContain('  [A] allow `touch made-by-claude.txt` this session');
    expect(lines).toContain('  [S] always allow `touch made-by-claude.txt` (saved to .claude/settings.local.json)');
    await toTranscript(chat);
    await typeKeys(chat, 'A', screen);
    lines = await chat.waitForLine('? Bash: touch second.txt');
    expect(lines).toContain('ℹ Allowed: `touch made-by-claude.txt` this session');
    expect(fs.existsSync(path.join(chat.ws.dir, 'made-by-claude.txt'))).toBe(true);
    expect(fs.existsSync(path.join(chat.ws.dir, '.claude', 'settings.local.json'))).toBe(false);
    expect((await chat.status()).mode).toBe('default');
    expect(lines.some((l) => l.startsWith('ℹ Permission mode'))).toBe(false);
    await typeKeys(chat, 'G', screen);
    await typeKeys(chat, 'd', screen);
    await chat.waitForLine('Touched the files.');
    expect(fs.existsSync(path.join(chat.ws.dir, 'second.txt'))).toBe(false);
  });

  it('S saves the named rule to the named file, and only that', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat make files [scenario:touch]');
    await chat.waitForLine('Allow Bash?');
    await chat.nvim.command('ClaudeApprove always');
    await chat.waitForLine('? Bash: touch second.txt');
    const settings = JSON.parse(fs.readFileSync(path.join(chat.ws.dir, '.claude', 'settings.local.json'), 'utf8'));
    expect(settings.permissions.allow).toEqual(['Bash(touch made-by-claude.txt)']);
    expect((await chat.status()).mode).toBe('default');
    expect(await transcript(chat)).toContain(
      'ℹ Allowed always: `touch made-by-claude.txt` (saved to .claude/settings.local.json)',
    );
    await chat.nvim.command('ClaudeDeny');
    await chat.waitForLine('Touched the files.');
  });

  it('every permission-mode change shows in the transcript, whoever made it', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat hi [scenario:text]');
    await chat.waitForLine('Done.');
    await chat.nvim.command('ClaudeMode acceptEdits');
    await chat.waitForLine('ℹ Permission mode: acceptEdits (file edits are accepted without asking)');
    await chat.nvim.command('ClaudeMode default');
    const lines = await chat.waitForLine('ℹ Permission mode: default (Claude asks before edits and commands)');
    expect(lines.filter((l) => l.startsWith('ℹ Permission mode'))).toHaveLength(2);
  });
});

describe('what the CLI allowed on its own is marked (defect 3) and commands take no unknown arguments (defect 4)', () => {
  it(':ClaudeApprove foo is an error and answers nothing', async () => {
    chat = await startChat();
    screen = await attachScreen(chat, 80, 24);
    await chat.nvim.command('ClaudeChat create it [scenario:write]');
    await chat.waitForLine('Allow Write?');
    await typeKeys(chat, '<Esc>:ClaudeApprove foo<CR>', screen);
    await screen.waitFor('unknown choice "foo"');
    expect(await messages(chat)).toContain('unknown choice "foo": use once, session or always');
    expect(await chat.status()).toMatchObject({ approvals: 1 });
    expect(fs.existsSync(path.join(chat.ws.dir, 'hello.txt'))).toBe(false);
    await chat.nvim.command('ClaudeApprove once');
    const lines = await chat.waitForLine('Created hello.txt.');
    // The user was asked about the Write: no "auto-allowed" on it.
    expect(lines).toContain('✓ Write hello.txt');
  });
});

describe('answering from where you are (review item 5)', () => {
  it('from the prompt window, in normal mode: ga allows the waiting tool use and the winbar names the keys', async () => {
    chat = await startChat();
    screen = await attachScreen(chat, 80, 24);
    await chat.nvim.command('ClaudeChat create it [scenario:write]');
    await screen.waitFor('ga allow · gr deny · gR review');
    expect(await chat.lua(`return vim.api.nvim_buf_get_name(0)`)).toMatch(/claude:\/\/prompt$/);
    await typeKeys(chat, '<Esc>ga', screen);
    await chat.waitForLine('Created hello.txt.');
    expect(fs.readFileSync(path.join(chat.ws.dir, 'hello.txt'), 'utf8')).toBe('line one\nline two\nline three\n');
    // Still in the prompt window, whose editing keys were not taken over.
    expect(await chat.lua(`return vim.api.nvim_buf_get_name(0)`)).toMatch(/claude:\/\/prompt$/);
    await typeKeys(chat, 'ihello<Esc>', screen);
    expect(await chat.lua(`return vim.api.nvim_get_current_line()`)).toBe('hello');
  });

  it('a new approval is scrolled into view in a transcript window the user had scrolled away from', async () => {
    chat = await startChat();
    screen = await attachScreen(chat, 80, 24);
    for (let i = 0; i < 3; i++) {
      await chat.nvim.command('ClaudeChat hi [scenario:text]');
      await waitFor(async () => (await transcript(chat!)).filter((l) => l === 'Done.').length === i + 1, {
        message: `reply ${i + 1}`,
      });
    }
    await toTranscript(chat);
    await typeKeys(chat, 'gg<C-w>j', screen);
    await chat.nvim.command('ClaudeChat create it [scenario:write]');
    await screen.waitFor(/\? Write hello\.txt[\s\S]*Allow Write\?/);
    await chat.nvim.command('ClaudeDeny');
  });
});

describe('a new session grants nothing the last one had', () => {
  it(':ClaudeChat! starts in the configured mode: acceptEdits set in the last session does not carry over', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat');
    await waitFor(async () => (await chat!.status()).state === 'ready', { timeout: 30_000, message: 'the CLI ready' });
    await chat.nvim.command('ClaudeMode acceptEdits');
    await waitFor(async () => (await chat!.status()).mode === 'acceptEdits', {
      timeout: 30_000,
      message: 'acceptEdits in effect',
    });
    await chat.nvim.command('ClaudeChat! write it [scenario:write]');
    // The Write asks again, in the new session's default mode.
    await chat.waitForLine('  Allow Write?', 30_000);
    expect((await chat.status()).mode).toBe('default');
    expect(fs.existsSync(path.join(chat.ws.dir, 'hello.txt'))).toBe(false);
  });
});
