// The chat's reading keys, typed into a real Neovim with a UI attached (real CLI, fake model): turns ([[ ]]),
// code blocks (gy), files of tool lines (gf, <CR>), the pending approval (gp), the key list (g?), and in the
// prompt window the history of prompts sent (<Up> <Down>) and dropping the attached selection (gx).
import { describe, expect, it } from 'vitest';
import type { Scenario } from './fake-model/server';
import { startChat, type ChatFixture } from './support/chat';
import { CHAT_LUA, editorMode, focusTranscript, transcriptWin, typeKeys } from './support/keys';
import { closeAfterEach, attachScreen, type Screen } from './support/screen';
import { APP } from './fake-model/scenarios';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(
  () => [screen, chat],
  () => {
    screen = chat = null;
  },
);

/** A reply naming a file in its text, for gf on a path. */
const mention: Scenario = () => [{ blocks: [{ type: 'text', text: 'The notes are in docs/notes.md for now.' }] }];

/** A reply quoting a transcript: lines that read like prompts, one of them in a code block. */
const quote: Scenario = () => [
  {
    blocks: [
      {
        type: 'text',
        text: 'Your last session went:\n\n▌ You #7\nwhat is 2 + 2?\n\nAs a block:\n\n```text\n▌ You #7\nwhat is 2 + 2?\n```\nThat was all.',
      },
    ],
  },
];

/** The cursor of the transcript window (1-based line) and the text of that line. */
async function transcriptCursor(c: ChatFixture): Promise<{ line: number; text: string }> {
  return c.lua(`${CHAT_LUA}
    local win = chat_wins()[1]
    local line = vim.api.nvim_win_get_cursor(win)[1]
    return { line = line, text = vim.api.nvim_buf_get_lines(chat_buf(), line - 1, line, false)[1] }`);
}

/** The current window: its buffer's name (relative to the cwd), cursor line, and whether it is floating. */
async function current(c: ChatFixture): Promise<{ name: string; line: number; float: boolean }> {
  return c.lua(`return { name = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(0), ':.'), line = vim.fn.line('.'),
    float = vim.api.nvim_win_get_config(0).relative ~= '' }`);
}

/** Puts the transcript's cursor on the first line equal to (or, for a RegExp, matching) `what`. */
async function cursorOn(c: ChatFixture, what: string | RegExp): Promise<number> {
  const lines = await c.transcript();
  const at = lines.findIndex((l) => (typeof what === 'string' ? l === what : what.test(l)));
  if (at < 0) throw new Error(`no transcript line ${what}:\n${lines.join('\n')}`);
  const win = await focusTranscript(c);
  await c.lua('vim.api.nvim_win_set_cursor(...)', [win, [at + 1, 0]]);
  return at + 1;
}

describe('transcript keys (screen, real CLI, fake model)', () => {
  it(']] and [[ jump between the prompts; past the last one ]] goes to the end', async () => {
    chat = await startChat();
    screen = await attachScreen(chat, 80, 24);
    await chat.nvim.command('ClaudeChat first [scenario:text]');
    await chat.waitForLine('Done.');
    await chat.nvim.command('ClaudeChat second [scenario:thinking]');
    const lines = await chat.waitForLine('Hi! This reply came after some thinking.');
    const heads = lines.flatMap((l, i) => (l.startsWith('▌ You') ? [i + 1] : []));
    expect(heads.map((i) => lines[i - 1])).toEqual(['▌ You #1', '▌ You #2']);
    await focusTranscript(chat);
    await typeKeys(chat, 'gg', screen);
    await typeKeys(chat, ']]', screen);
    expect((await transcriptCursor(chat)).line).toBe(heads[1]);
    // The screen's cursor is on it.
    await screen.settle();
    expect(screen.lines()[screen.cursor().row]).toContain('▌ You #2');
    await typeKeys(chat, '[[', screen);
    expect((await transcriptCursor(chat)).line).toBe(heads[0]);
    await typeKeys(chat, '2]]', screen);
    expect((await transcriptCursor(chat)).line).toBe(lines.length);
    // <C-o> goes back to where the jump started.
    await typeKeys(chat, '<C-o>', screen);
    expect((await transcriptCursor(chat)).line).toBe(heads[0]);
    // In Visual mode they extend the selection.
    await typeKeys(chat, 'ggV]]y', screen);
    expect(await chat.lua(`return vim.fn.getreg('"')`)).toBe(lines.slice(0, heads[1]).join('\n') + '\n');
  });

  it(']], [[ and gy go by where the prompts are, not by text that reads like one (a reply quoting a transcript)', async () => {
    chat = await startChat({ scenarios: { quote } });
    screen = await attachScreen(chat, 80, 24);
    await chat.nvim.command('ClaudeChat first [scenario:quote]');
    await chat.waitForLine('That was all.');
    await chat.nvim.command('ClaudeChat second [scenario:text]');
    const lines = await chat.waitForLine('Done.');
    const at = (text: string) => lines.indexOf(text) + 1;
    expect(lines.filter((l) => l === '▌ You #7')).toHaveLength(2);
    await focusTranscript(chat);
    await typeKeys(chat, 'gg', screen);
    await typeKeys(chat, ']]', screen);
    expect((await transcriptCursor(chat)).line).toBe(at('▌ You #2'));
    await typeKeys(chat, '[[', screen);
    expect((await transcriptCursor(chat)).line).toBe(at('▌ You #1'));
    // From the last quoted line: the prompts either side of it.
    await cursorOn(chat, 'That was all.');
    await typeKeys(chat, '[[', screen);
    expect((await transcriptCursor(chat)).line).toBe(at('▌ You #1'));
    await cursorOn(chat, 'As a block:');
    await typeKeys(chat, ']]', screen);
    expect((await transcriptCursor(chat)).line).toBe(at('▌ You #2'));
    // The code block's fences are counted from the prompt above, not from the quoted line inside it.
    await chat.lua('vim.api.nvim_win_set_cursor(0, ...)', [[lines.lastIndexOf('what is 2 + 2?') + 1, 0]]);
    await typeKeys(chat, 'gy', screen);
    expect(await chat.lua(`return vim.fn.getreg('"')`)).toBe('▌ You #7\nwhat is 2 + 2?\n');
  });

  it('gy yanks the code block under the cursor without its fences; "agy into register a; elsewhere it says so', async () => {
    chat = await startChat();
    screen = await attachScreen(chat, 80, 24);
    await chat.nvim.command('ClaudeChat code [scenario:text]');
    await chat.waitForLine('Done.');
    await cursorOn(chat, 'const x = 1;');
    await chat.lua(`vim.fn.setreg('"', 'before')`);
    await typeKeys(chat, 'gy', screen);
    expect(await chat.lua(`return { vim.fn.getreg('"'), vim.fn.getregtype('"') }`)).toEqual(['const x = 1;\n', 'V']);
    await screen.waitFor('yanked 1 line of ts');
    // On the opening fence, into a named register.
    await cursorOn(chat, '```ts');
    await typeKeys(chat, '"agy', screen);
    expect(await chat.lua(`return vim.fn.getreg('a')`)).toBe('const x = 1;\n');
    // Outside a block: nothing yanked, a warning (no prompt: typeKeys fails on one).
    await chat.lua(`vim.fn.setreg('"', 'kept')`);
    await cursorOn(chat, 'Here is a short answer.');
    await typeKeys(chat, 'gy', screen);
    expect(await chat.lua(`return vim.fn.getreg('"')`)).toBe('kept');
    await screen.waitFor('no code block under the cursor');
  });

  it('gf and <CR> on a tool line open its file at its line in a regular window; <CR> elsewhere goes a line down', async () => {
    chat = await startChat({ files: { 'app.ts': APP, 'other.txt': 'other\n' } });
    screen = await attachScreen(chat, 100, 30);
    await chat.nvim.command('edit other.txt');
    await chat.nvim.command('ClaudeChat edit [scenario:edit]');
    await chat.waitForLine('Allow Edit?');
    // Pending: the edit's old text starts at line 2.
    await cursorOn(chat, '? Edit app.ts');
    await typeKeys(chat, 'gf', screen);
    expect(await current(chat)).toEqual({ name: 'app.ts', line: 2, float: false });
    expect(await chat.lua(`return #vim.api.nvim_tabpage_list_wins(0)`)).toBe(3); // the window that showed other.txt
    await focusTranscript(chat);
    await typeKeys(chat, 'a', screen);
    await chat.waitForLine('Changed a and added b.');
    // The regular window shows other.txt again.
    await chat.lua(`for _, w in ipairs(vim.api.nvim_tabpage_list_wins(0)) do
      if vim.api.nvim_buf_get_name(vim.api.nvim_win_get_buf(w)):match('app%.ts$') then
        vim.api.nvim_win_call(w, function() vim.cmd('edit other.txt') end)
      end
    end`);
    // Done: its first changed line, with <CR>.
    await cursorOn(chat, '✓ Edit app.ts');
    await typeKeys(chat, '<CR>', screen);
    expect(await current(chat)).toEqual({ name: 'app.ts', line: 2, float: false });
    await screen.waitFor('const a = 2;');
    // The Read, with gf: line 1, in the window that shows app.ts already.
    await chat.lua(`vim.api.nvim_win_set_cursor(0, { 3, 0 })`);
    await cursorOn(chat, '✓ Read app.ts · auto-allowed');
    await typeKeys(chat, 'gf', screen);
    expect(await current(chat)).toEqual({ name: 'app.ts', line: 1, float: false });
    expect(await chat.lua(`return #vim.api.nvim_tabpage_list_wins(0)`)).toBe(3);
    // <CR> where no file is: a line down, in the transcript.
    const at = await cursorOn(chat, 'Now the edit.');
    await typeKeys(chat, '<CR>', screen);
    expect((await transcriptCursor(chat)).line).toBe(at + 1);
    expect((await current(chat)).name).toBe('claude://chat');
    // gf where no file is: a warning, no window changes.
    await typeKeys(chat, 'gf', screen);
    await screen.waitFor('no file under the cursor');
    expect((await current(chat)).name).toBe('claude://chat');
  });

  it('gf on a pending edit finds its old text in the buffer as the user has it (unsaved lines above it)', async () => {
    chat = await startChat({ files: { 'app.ts': APP } });
    screen = await attachScreen(chat, 100, 30);
    await chat.nvim.command('edit app.ts');
    // Not saved: on disk the edit's old text is on line 2, in the buffer on line 5.
    await chat.lua(`vim.api.nvim_buf_set_lines(0, 0, 0, false, { '// one', '// two', '// three' })`);
    await chat.nvim.command('ClaudeChat edit [scenario:edit]');
    await chat.waitForLine('Allow Edit?');
    await cursorOn(chat, '? Edit app.ts');
    await typeKeys(chat, 'gf', screen);
    expect(await current(chat)).toEqual({ name: 'app.ts', line: 5, float: false });
    expect(await chat.lua('return vim.bo.modified')).toBe(true); // the buffer as the user left it
  });

  it('gf on a path in the text opens that file', async () => {
    chat = await startChat({ files: { 'docs/notes.md': '# Notes\n' }, scenarios: { mention } });
    screen = await attachScreen(chat, 100, 30);
    await chat.nvim.command('ClaudeChat where [scenario:mention]');
    await chat.waitForLine(/docs\/notes\.md/);
    await cursorOn(chat, /docs\/notes\.md/);
    await chat.lua(`vim.fn.search('docs/', 'c', vim.fn.line('.'))`);
    const win = await transcriptWin(chat);
    await typeKeys(chat, 'gf', screen);
    expect(await current(chat)).toEqual({ name: 'docs/notes.md', line: 1, float: false });
    await screen.waitFor('# Notes');
    // Not in the chat's window (Neovim's own gf would have put it there): the transcript is still shown.
    expect(await transcriptWin(chat)).toBe(win);
    expect(await chat.lua('return vim.api.nvim_get_current_win()')).not.toBe(win);
  });

  it('with the chat in a tab page of its own, gf opens the file in the tab page used before; with none left, in a split', async () => {
    chat = await startChat({ files: { 'app.ts': APP, 'other.txt': 'other\n' }, setup: { position: 'tab' } });
    screen = await attachScreen(chat, 100, 30);
    await chat.nvim.command('edit other.txt');
    await chat.nvim.command('ClaudeChat edit [scenario:edit]');
    await chat.waitForLine('Allow Edit?');
    await chat.nvim.command('ClaudeDeny');
    await chat.waitForLine(/Changed a and added b\.|denied|rejected/i);
    await cursorOn(chat, '✓ Read app.ts · auto-allowed');
    await typeKeys(chat, 'gf', screen);
    expect(await current(chat)).toEqual({ name: 'app.ts', line: 1, float: false });
    expect(await chat.lua('return vim.fn.tabpagenr()')).toBe(1);
    expect(await chat.lua('return #vim.api.nvim_tabpage_list_wins(0)')).toBe(1);
    // Only the chat's tab page left: a split beside the transcript, with Neovim's own window options.
    await chat.nvim.command('tabnext 2');
    await chat.nvim.command('1tabclose');
    await cursorOn(chat, '✓ Read app.ts · auto-allowed');
    await typeKeys(chat, 'gf', screen);
    expect(await current(chat)).toEqual({ name: 'app.ts', line: 1, float: false });
    expect(
      await chat.lua(`return { vim.wo.winbar, vim.wo.conceallevel, vim.wo.winfixwidth, vim.wo.linebreak }`),
    ).toEqual(['', 0, false, false]);
    expect(await transcriptWin(chat)).not.toBeNull();
  });

  it('gp goes to the pending approval from the prompt window and from the transcript', async () => {
    chat = await startChat({ files: { 'app.ts': APP } });
    screen = await attachScreen(chat, 80, 24);
    await chat.nvim.command('ClaudeChat edit [scenario:edit]');
    await chat.waitForLine('Allow Edit?');
    expect((await current(chat)).name).toBe('claude://prompt');
    await typeKeys(chat, '<Esc>gp', screen);
    expect((await current(chat)).name).toBe('claude://chat');
    expect((await transcriptCursor(chat)).text).toBe('? Edit app.ts');
    await typeKeys(chat, 'gg', screen);
    expect((await transcriptCursor(chat)).line).toBe(1);
    await typeKeys(chat, 'gp', screen);
    expect((await transcriptCursor(chat)).text).toBe('? Edit app.ts');
    await screen.settle();
    expect(screen.text()).toContain('? Edit app.ts');
    await chat.nvim.command('ClaudeDeny');
  });

  it("g? lists the chat's keys with their current values in a float; q and <Esc> close it", async () => {
    chat = await startChat({ setup: { keymaps: { yank_code: 'Y', open_file_cr: false } } });
    screen = await attachScreen(chat, 80, 24);
    await chat.nvim.command('ClaudeChat');
    await focusTranscript(chat);
    await typeKeys(chat, 'g?', screen);
    await screen.waitFor('Claude chat keys');
    expect((await current(chat)).float).toBe(true);
    const float = await chat.lua<string[]>(`return vim.api.nvim_buf_get_lines(0, 0, -1, false)`);
    expect(float[0]).toBe('Transcript');
    const row = (re: RegExp) => float.find((l) => re.test(l));
    expect(row(/^ {2}\]\] +the next prompt/)).toBeTruthy();
    expect(row(/^ {2}Y +yank the code block under the cursor/)).toBeTruthy();
    expect(row(/gy/)).toBeUndefined();
    expect(row(/<CR> +the same/)).toBeUndefined(); // open_file_cr = false: not listed, not mapped
    expect(float).toContain('Prompt window');
    expect(row(/^ {2}<Up> +on the first line, the previous prompt sent/)).toBeTruthy();
    expect(row(/^ {2}<C-s> +send the prompt \(insert mode\)/)).toBeTruthy();
    // It fits the 80x24 screen: its title and the first rows are drawn; what does not fit is said.
    await screen.settle();
    expect(screen.text()).toMatch(/│Transcript +│/);
    expect(screen.text()).toMatch(/ \d+ more below · q closes /);
    // Scrolled to its end, nothing is below.
    await typeKeys(chat, 'G', screen);
    await screen.waitFor((s) => !s.text().includes('more below') && s.text().includes(' q closes '));
    await typeKeys(chat, 'q', screen);
    expect((await current(chat)).name).toBe('claude://chat');
    await screen.waitFor((s) => !s.text().includes('Claude chat keys'));
    // The remapped key works; the unmapped one is Neovim's own again.
    expect(await chat.lua(`return { vim.fn.maparg('Y', 'n', false, true).desc, vim.fn.maparg('<CR>', 'n') }`)).toEqual([
      'Claude: yank the code block under the cursor',
      '',
    ]);
    // From the prompt window, closed with <Esc>.
    await typeKeys(chat, 'i', screen);
    await typeKeys(chat, '<Esc>g?', screen);
    await screen.waitFor('Claude chat keys');
    await typeKeys(chat, '<Esc>', screen);
    await screen.waitFor((s) => !s.text().includes('Claude chat keys'));
    expect((await current(chat)).name).toBe('claude://prompt');
    expect((await editorMode(chat)).blocking).toBe(false);
  });
});

/** What the prompt window shows on the screen: the rows under its winbar, in the chat's column. */
function promptRows(s: Screen): string {
  const rows = s.lines();
  const bar = rows.findIndex((r) => r.includes('│Prompt'));
  const out: string[] = [];
  for (let i = bar + 1; i < rows.length && !rows[i].includes('claude://prompt'); i++)
    out.push(rows[i].split('│')[1] ?? '');
  return out.join('\n');
}

describe('prompt window keys (screen, real CLI, fake model)', () => {
  it('<Up> and <Down> walk the prompts sent this session on the first and last line; the draft comes back', async () => {
    chat = await startChat();
    screen = await attachScreen(chat, 80, 24);
    await chat.nvim.command('ClaudeChat');
    await typeKeys(chat, 'ifirst [scenario:text]<Esc><CR>', screen);
    await chat.waitForLine('Done.');
    await typeKeys(chat, 'isecond line one<CR>second line two [scenario:thinking]<Esc><CR>', screen);
    await chat.waitForLine('Hi! This reply came after some thinking.');
    const prompt = () => chat!.lua<string[]>(`return vim.api.nvim_buf_get_lines(0, 0, -1, false)`);
    await typeKeys(chat, 'idraft<Esc>', screen);
    await typeKeys(chat, '<Up>', screen);
    expect(await prompt()).toEqual(['second line one', 'second line two [scenario:thinking]']);
    await screen.waitFor((s) => promptRows(s).startsWith('second line one\nsecond line two'));
    // On the first line now: further back.
    await typeKeys(chat, '<Up>', screen);
    expect(await prompt()).toEqual(['first [scenario:text]']);
    await typeKeys(chat, '<Up>', screen); // the oldest: stays
    expect(await prompt()).toEqual(['first [scenario:text]']);
    await typeKeys(chat, '<Down>', screen);
    expect(await prompt()).toEqual(['second line one', 'second line two [scenario:thinking]']);
    // On its last line: <Up> moves within the prompt, not through the history.
    await typeKeys(chat, '<Up>', screen);
    expect(await chat.lua(`return vim.fn.line('.')`)).toBe(1);
    expect(await prompt()).toEqual(['second line one', 'second line two [scenario:thinking]']);
    await typeKeys(chat, '<Down><Down>', screen);
    expect(await prompt()).toEqual(['draft']);
    await screen.waitFor((s) => promptRows(s).startsWith('draft\n~'));
  });

  it('gx drops the attached selection: the winbar stops naming it and the prompt goes without it', async () => {
    chat = await startChat({ files: { 'notes.md': 'alpha\nbeta\n' } });
    screen = await attachScreen(chat, 100, 24);
    await chat.nvim.command('edit notes.md');
    await chat.nvim.command('1,2ClaudeChat');
    await screen.waitFor('Prompt · with notes.md:1-2');
    await typeKeys(chat, '<Esc>gx', screen);
    await screen.waitFor((s) => s.text().includes('Prompt · <CR> send') && !s.text().includes('with notes.md'));
    await typeKeys(chat, 'isummarize [scenario:text]<Esc><CR>', screen);
    const lines = await chat.waitForLine('Done.');
    expect(lines).toContain('▌ You #1');
    expect(lines.some((l) => l.includes('notes.md:1-2'))).toBe(false);
    const sent = JSON.stringify(chat.model.requests.find((r) => r.scenario === 'text')!.body.messages);
    expect(sent).not.toContain('alpha');
    // Nothing attached: it says so.
    await typeKeys(chat, 'gx', screen);
    await screen.waitFor('no selection is attached to the prompt');
  });
});
