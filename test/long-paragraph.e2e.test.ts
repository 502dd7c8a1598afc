// A reply whose last paragraph is taller than the transcript window (a narrow chat: at 80x24 the chat is 32
// columns by 15 rows): the window following the end shows the end of that paragraph, not the empty line
// under it alone with nothing else in view; so does the window when the session is shown again, and when
// lines come after it (an interrupt's notice): the rows above them show the paragraph's end, not nothing.
import { describe, expect, it } from 'vitest';
import type { Scenario } from './fake-model/server';
import { afterTurn, startChat, type ChatFixture } from './support/chat';
import { CHAT_LUA } from './support/keys';
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

describe('a paragraph taller than the transcript window, at 80x24', () => {
  it('the window following the end shows its end, as it streams and when the session is shown again', async () => {
    chat = await startChat();
    screen = await attachScreen(chat, 80, 24);
    // 1,235 characters in one paragraph: about 40 rows of a 32-column window (its last words wrap: "End" ends a row).
    await chat.nvim.command('ClaudeChat go [scenario:paced]');
    await screen.waitFor('of paced reply.');
    await afterTurn(chat);
    await chat.nvim.command('ClaudeChat! hello [scenario:text]');
    await screen.waitFor('Done.');
    await chat.lua(`
      local select = vim.ui.select
      vim.ui.select = function(items, _, on_choice)
        for _, it in ipairs(items) do if it.live == '1' then return on_choice(it) end end
      end
      vim.cmd('ClaudeSessions')
      vim.ui.select = select`);
    await screen.waitFor('of paced reply.');
  });

  it('interrupted: the notice under it and, above it, the end of the paragraph fill the window', async () => {
    chat = await startChat();
    screen = await attachScreen(chat, 80, 24);
    // One paragraph of 1,080 characters, streamed over some 8 s: interrupted once it is taller than the window.
    await chat.nvim.command('ClaudeChat go [scenario:slow]');
    const paragraph = () =>
      chat!.transcript().then((ls) => ls.find((l) => l.startsWith('This reply streams slowly.')) ?? '');
    await waitFor(async () => (await paragraph()).length > 700, {
      timeout: 20_000,
      message: 'the paragraph taller than the window',
    });
    await chat.nvim.command('ClaudeInterrupt');
    await screen.waitFor(/ℹ Interrupted/);
    await waitFor(async () => (await chat!.status()).state !== 'running', { message: 'the turn to end' });
    await screen.settle();
    // The rows the window shows from its first (of its first line: from the column it is scrolled to) to the
    // buffer's end, against its text area.
    const v = await chat.lua<{ topline: number; skipcol: number; shown: number; height: number }>(`${CHAT_LUA}
      local win = chat_wins()[1]
      local view = vim.api.nvim_win_call(win, vim.fn.winsaveview)
      return { topline = view.topline, skipcol = view.skipcol, height = vim.fn.winheight(win),
        shown = vim.api.nvim_win_text_height(win, { start_row = view.topline - 1, start_vcol = view.skipcol }).all }`);
    expect(v.shown, JSON.stringify(v)).toBeGreaterThanOrEqual(v.height);
    // On screen: the paragraph's words two rows above the notice.
    const at = screen.locate('ℹ Interrupted');
    expect(at, screen.lines().join('\n')).not.toBeNull();
    // (Cut off where the interrupt came: any piece of it, in the chat's column.)
    const above = screen.lines()[at!.row - 2].slice(at!.first).trim().replace(/^<<</, '');
    expect(above.length, screen.lines().join('\n')).toBeGreaterThan(0);
    expect('This reply streams slowly. '.repeat(40), screen.lines().join('\n')).toContain(above);
  });

  it('a prompt sent under a long transcript, and a sub-agent folding away: the window following the end stays full', async () => {
    const long: Scenario = () => [
      { blocks: [{ type: 'text', text: Array.from({ length: 40 }, (_, i) => `Point ${i + 1}.`).join('\n\n') }] },
    ];
    chat = await startChat({ scenarios: { long }, files: { 'greet.ts': 'export const a = 1;\n' } });
    screen = await attachScreen(chat, 80, 24);
    await chat.nvim.command('ClaudeChat go [scenario:long]');
    await screen.waitFor('Point 40.');
    await afterTurn(chat);
    const full = () =>
      chat!.lua<{
        topline: number;
        skipcol: number;
        shown: number;
        height: number;
        last: number;
        wlast: number;
      }>(`${CHAT_LUA}
      local win = chat_wins()[1]
      local view = vim.api.nvim_win_call(win, vim.fn.winsaveview)
      return { topline = view.topline, skipcol = view.skipcol, height = vim.fn.winheight(win), last = vim.api.nvim_buf_line_count(vim.api.nvim_win_get_buf(win)),
        wlast = vim.fn.line('w$', win), shown = vim.api.nvim_win_text_height(win, { start_row = view.topline - 1, start_vcol = view.skipcol }).all }`);
    const expectFull = async (when: string) => {
      const v = await full();
      expect(v.wlast, when + ': the end in view ' + JSON.stringify(v)).toBe(v.last);
      expect(v.shown, when + ': no empty rows under the end ' + JSON.stringify(v)).toBeGreaterThanOrEqual(v.height);
    };
    await expectFull('after the reply');
    await chat.nvim.command('ClaudeChat look around [scenario:agent]');
    await screen.waitFor('look around');
    await expectFull('the prompt sent');
    await chat.waitForLine(/^The sub-agent reported back/, 30_000);
    await waitFor(async () => (await chat!.status()).state !== 'running', {
      timeout: 30_000,
      message: 'the turn to end',
    });
    await expectFull("after the sub-agent's report");
  });
});
