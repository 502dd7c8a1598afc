// A newcomer's habits around the chat (issue 28): typing on after sending a prompt, sending while the
// transcript is scrolled up to read, wiping the transcript buffer, G after scrolling around folds. What the
// user sees at 80x24 and 160x48, and what happens to their own files.
import { describe, expect, it } from 'vitest';
import { afterTurn, startChat, type ChatFixture } from './support/chat';
import { CHAT_LUA, editorMode, focusPrompt, focusTranscript, transcriptBuf, typeKeys } from './support/keys';
import { attachScreen, closeAfterEach, expectScreen, type Screen } from './support/screen';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(
  () => [screen, chat],
  () => {
    screen = chat = null;
  },
);

// Cost, tokens, the context share and the model name vary with the CLI; the layout and the words do not.
const MASK = [
  /\$\d+\.\d+/g,
  /\d+(\.\d+)?k? in \/ \d+(\.\d+)?k? out/g,
  /\d+% ctx/g,
  /\d+%(?= c)/g,
  /<[\w.-]*-\d+(-\d+)*(\[\w+\])?$/g,
  /claude-[\w.-]+(\[\w+\])?/g,
];

const GREET = 'export function greet(name) {\n  return "Hello, " + name;\n}\n';

/** What the transcript window of this tab page shows: its first and last line on screen, the buffer's last. */
/** Puts the cursor of the current window on the last line of its buffer that contains `text`. */
const cursorOn = (c: ChatFixture, text: string) =>
  c.lua(
    `local text = ...
  for i = vim.fn.line('$'), 1, -1 do
    if vim.fn.getline(i):find(text, 1, true) then return vim.api.nvim_win_set_cursor(0, { i, 0 }) end
  end
  error('no line has ' .. text)`,
    [text],
  );

const windowSpan = (c: ChatFixture) =>
  c.lua<{ top: number; bottom: number; last: number; cursor: number }>(`${CHAT_LUA}
  local win = chat_wins()[1]
  return { top = vim.fn.line('w0', win), bottom = vim.fn.line('w$', win), cursor = vim.api.nvim_win_get_cursor(win)[1],
    last = vim.api.nvim_buf_line_count(vim.api.nvim_win_get_buf(win)) }`);

/** A few turns, so that the transcript is taller than its window. */
async function longTranscript(c: ChatFixture): Promise<void> {
  for (const n of [1, 2, 3]) {
    await c.nvim.command(`ClaudeChat answer ${n} [scenario:text]`);
    await waitFor(async () => (await c.transcript()).filter((l) => l === 'Done.').length === n, {
      message: `reply ${n}`,
    });
    await waitFor(async () => (await c.status()).state !== 'running' || null, { message: `turn ${n} to end` });
  }
}

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`at ${cols}x${rows}`, () => {
    it('after <C-s> the prompt window stays in Insert mode: the next words typed are the next prompt', async () => {
      chat = await startChat({ files: { 'greet.ts': GREET } });
      screen = await attachScreen(chat, cols, rows);
      await chat.nvim.command('edit greet.ts');
      await chat.nvim.command('ClaudeChat');
      await waitFor(async () => (await chat!.status()).state === 'ready' || null, { message: 'the CLI to be ready' });
      await typeKeys(chat, 'ihi there<C-s>');
      // Typed on at once, as a user does: q, u, i and p are not commands here.
      await typeKeys(chat, 'quick fix please');
      await chat.waitForLine('Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.');
      expect((await editorMode(chat)).mode).toBe('i');
      expect(await chat.lua(`return vim.api.nvim_buf_get_lines(0, 0, -1, false)`)).toEqual(['quick fix please']);
      expect(await chat.lua(`return vim.api.nvim_buf_get_name(0)`)).toBe('claude://prompt');
      const greet = await chat.lua<{ lines: string[]; modified: boolean }>(`local b = vim.fn.bufnr('greet.ts')
        return { lines = vim.api.nvim_buf_get_lines(b, 0, -1, false), modified = vim.bo[b].modified }`);
      expect(greet).toEqual({ lines: GREET.trimEnd().split('\n'), modified: false });
      await screen.waitFor('Claude · ready');
      await screen.waitFor('quick fix please');
      await afterTurn(chat);
      if (cols > 80) await screen.waitFor(/ · \d+% ctx/); // the winbar has room for the context share
      await screen.settle();
      expectScreen(screen, `typing-on-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      // The second prompt goes the same way, and Insert mode is still the user's to leave.
      await typeKeys(chat, '<C-s>');
      await waitFor(
        async () => (await chat!.transcript()).filter((l) => l === 'quick fix please').length === 1 || null,
        { message: 'the second prompt in the transcript' },
      );
      expect((await editorMode(chat)).mode).toBe('i');
      await typeKeys(chat, '<Esc>');
      expect((await editorMode(chat)).mode).toBe('n');
    });

    it('a wiped or unloaded transcript comes back whole when the chat is shown again', async () => {
      chat = await startChat();
      screen = await attachScreen(chat, cols, rows);
      await chat.nvim.command('ClaudeChat');
      await longTranscript(chat);
      await afterTurn(chat);
      const whole = await chat.transcript();
      expect(whole.length).toBeGreaterThan(30);
      for (const [wipe, show] of [
        ['bwipeout', 'ClaudeToggle'],
        ['bdelete', 'ClaudeChat'],
      ]) {
        await focusTranscript(chat);
        await chat.nvim.command(`${wipe} ${await transcriptBuf(chat)}`);
        await chat.nvim.command(show);
        await waitFor(async () => JSON.stringify(await chat!.transcript()) === JSON.stringify(whole) || null, {
          message: `the whole transcript after :${wipe} and :${show}`,
        });
        await screen.waitFor('answer 3 [scenario:text]');
      }
      await screen.waitFor('Claude · ready');
      if (cols > 80) await screen.waitFor(/ · \d+% ctx/);
      await screen.settle();
      expectScreen(screen, `wiped-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });

    it('G shows the end of the transcript after folds closed over a line scrolled into (smoothscroll)', async () => {
      chat = await startChat({ files: { 'greet.ts': GREET }, setup: { permission_mode: 'plan' } });
      screen = await attachScreen(chat, cols, rows);
      await chat.nvim.command('edit greet.ts');
      // Plan, keep planning with a message, deny the Write that follows; plan again and approve with gA: the
      // second plan's long Write result line folds away at the top of the window.
      await chat.nvim.command('ClaudeChat plan it [scenario:plan]');
      await chat.waitForLine('  Approve this plan?', 30_000);
      await chat.lua(`vim.ui.input = function(_, on_confirm) on_confirm('add a README step') end`);
      await focusTranscript(chat);
      await cursorOn(chat, 'Approve this plan?');
      await typeKeys(chat, 'd');
      await chat.waitForLine('  Allow Write?', 30_000);
      await cursorOn(chat, 'Allow Write?');
      await typeKeys(chat, 'd');
      await waitFor(async () => (await chat!.status()).state !== 'running' || null, {
        message: 'the first turn to end',
      });
      await typeKeys(chat, '<C-w>jiplan again [scenario:plan]<C-s><Esc>');
      await screen.waitFor('ga approve');
      await typeKeys(chat, 'gA');
      const done = 'Wrote hello.txt as planned.';
      // The first plan's Write was denied: only the second one was written.
      await waitFor(async () => (await chat!.transcript()).filter((l) => l === done).length === 1 || null, {
        message: 'the second plan done',
      });
      expect(await chat.transcript()).toContain('Nothing was written: you denied the Write.');
      await afterTurn(chat);
      await screen.waitFor('Claude · ready');
      await focusTranscript(chat);
      for (const keys of ['', '<C-u><C-u>G', 'ggG']) {
        await typeKeys(chat, keys);
        await screen.waitFor(done);
        const span = await windowSpan(chat);
        expect(span.bottom, `after "${keys}": ${JSON.stringify(span)}\n${screen.text()}`).toBe(span.last);
      }
      // At 160x48 the plan file's random name (wrapped at a place its length decides) is in view.
      if (cols === 80) {
        await screen.settle();
        expectScreen(screen, `end-after-fold-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      }
    });

    it(':bd in the prompt window: the chat opened again has one prompt window that sends, and no swap file', async () => {
      chat = await startChat({ files: { 'greet.ts': GREET } });
      screen = await attachScreen(chat, cols, rows);
      await chat.nvim.command('edit greet.ts');
      await chat.nvim.command('ClaudeChat');
      for (const n of [1, 2]) {
        await focusPrompt(chat);
        await typeKeys(chat, ':bd<CR>', screen);
        await chat.nvim.command('ClaudeChat');
        const prompts = await chat.lua<{ buftype: string; swap: number; send: string }[]>(`
          local out = {}
          for _, w in ipairs(vim.api.nvim_tabpage_list_wins(0)) do
            local b = vim.api.nvim_win_get_buf(w)
            if vim.api.nvim_buf_get_name(b):match('^claude://prompt') then
              out[#out + 1] = { buftype = vim.bo[b].buftype, swap = vim.fn.swapname(b) == '' and 0 or 1,
                send = vim.api.nvim_buf_call(b, function() return vim.fn.maparg('<CR>', 'n', false, true).desc end) }
            end
          end
          return out`);
        expect(prompts, `after :bd number ${n}`).toEqual([
          { buftype: 'nofile', swap: 0, send: 'Claude: send the prompt' },
        ]);
        await focusPrompt(chat);
        await typeKeys(chat, `isent after bd ${n}<C-s><Esc>`, screen);
        await chat.waitForLine(`sent after bd ${n}`);
        expect(await chat.lua(`return vim.api.nvim_buf_get_lines(0, 0, -1, false)`)).toEqual(['']);
      }
      await screen.waitFor('sent after bd 2');
    });

    it(":e typed in the transcript opens the file beside the chat and leaves the transcript's folds closed", async () => {
      chat = await startChat({ files: { 'greet.ts': GREET } });
      screen = await attachScreen(chat, cols, rows);
      await chat.nvim.command('ClaudeChat count [scenario:long-output]');
      await chat.waitForLine('Counted to 100.');
      await waitFor(async () => (await chat!.status()).state === 'ready' || null, { message: 'the turn to end' });
      await focusTranscript(chat);
      const closed = () =>
        chat!.lua<number>(`return #vim.tbl_filter(function(l) return vim.fn.foldclosed(l) == l end,
        vim.fn.range(1, vim.fn.line('$')))`);
      const before = await closed();
      expect(before).toBeGreaterThan(0);
      await typeKeys(chat, ':e greet.ts<CR>', screen);
      await waitFor(async () => (await chat!.lua<string>(`return vim.fn.expand('%:t')`)) === 'greet.ts' || null, {
        message: 'greet.ts opened beside the chat',
      });
      await focusTranscript(chat);
      expect(await closed()).toBe(before);
      await screen.waitFor('Counted to 100.');
    });

    it('u and x in the transcript say it is read-only and what to use, not a bare E21', async () => {
      chat = await startChat();
      screen = await attachScreen(chat, cols, rows);
      await chat.nvim.command('ClaudeChat hi');
      await chat.waitForLine(/^Hello from the fake model/);
      await afterTurn(chat);
      await focusTranscript(chat);
      await typeKeys(chat, 'u', screen);
      await screen.waitFor('claude-chat: read-only transcript: :ClaudeRevert undoes a hunk');
      await typeKeys(chat, 'x', screen);
      await screen.waitFor('claude-chat: read-only transcript: i writes a prompt');
      expect(await chat.lua<string>('return vim.v.errmsg')).not.toMatch(/E21/);
      await screen.settle();
      expectScreen(screen, `read-only-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });

    it('<C-c><C-c> typed on in the prompt window while a reply streams: no -- INSERT -- left behind', async () => {
      chat = await startChat();
      screen = await attachScreen(chat, cols, rows);
      await chat.nvim.command('ClaudeChat');
      await waitFor(async () => (await chat!.status()).state === 'ready' || null, { message: 'the CLI ready' });
      await chat.nvim.command('ClaudeChat stream [scenario:slow]');
      await chat.waitForLine(/^This reply streams slowly\./);
      await focusPrompt(chat);
      await typeKeys(chat, 'iand then [scenario:slow]<C-s>', screen);
      await chat.waitForLine('and then [scenario:slow]');
      // Typed on while Neovim is busy (a frame being drawn; here a :sleep, which like a frame looks for <C-c>), as a
      // user does: a <C-c> among keys Neovim has not read yet throws them away (an interrupt), Insert mode ending
      // without InsertLeave. The keys arrive during the :sleep, as from the terminal.
      await chat.lua(`vim.api.nvim_input('more<C-c><C-c>') pcall(vim.cmd, 'sleep 100m')`);
      await waitFor(async () => (await editorMode(chat!)).mode === 'n' || null, { message: 'Normal mode' });
      await screen.waitFor((s) => !s.text().split('\n').slice(-1)[0].includes('-- INSERT --'), 5_000);
      await chat.lua(`require('claude').interrupt()`);
      await waitFor(async () => (await chat!.status()).state === 'ready' || null, { message: 'the turn interrupted' });
    });

    it('a prompt sent while the transcript is scrolled up brings the window back to the end', async () => {
      chat = await startChat();
      screen = await attachScreen(chat, cols, rows);
      await chat.nvim.command('ClaudeChat');
      await longTranscript(chat);
      await focusTranscript(chat);
      await typeKeys(chat, 'gg');
      expect((await windowSpan(chat)).top).toBe(1);
      await typeKeys(chat, '<C-w>jisent while reading<C-s>');
      await chat.waitForLine('sent while reading');
      await screen.waitFor('Hello from the fake model.');
      await waitFor(
        async () => {
          const s = await windowSpan(chat!);
          return s.bottom === s.last || null;
        },
        { message: 'the transcript window following the end' },
      );
      await screen.waitFor('sent while reading');
    });
  });
}
