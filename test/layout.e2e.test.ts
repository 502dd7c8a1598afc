// The chat's windows as a user sees them on screen: what stays in view when the transcript shrinks, the
// prompt window's winbar after an answer given elsewhere, and closing and reopening the chat.
import { describe, expect, it } from 'vitest';
import { startChat, type ChatFixture } from './support/chat';
import { closeAfterEach, attachScreen, type Screen } from './support/screen';
import { typeKeys } from './support/keys';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(
  () => [screen, chat],
  () => {
    screen = chat = null;
  },
);

/** The windows of the current tab page, left to right and top to bottom: buffer name and position. */
const layout = (c: ChatFixture) =>
  c.lua<{ name: string; row: number; col: number }[]>(`
  local out = {}
  for _, w in ipairs(vim.api.nvim_tabpage_list_wins(0)) do
    local pos = vim.api.nvim_win_get_position(w)
    table.insert(out, { name = vim.api.nvim_buf_get_name(vim.api.nvim_win_get_buf(w)), row = pos[1], col = pos[2] })
  end
  return out`);

describe('the chat windows', () => {
  it('a new session shows from its first line, though the transcript window had been scrolled up a long one', async () => {
    chat = await startChat();
    screen = await attachScreen(chat, 160, 48);
    for (const [n, word] of ['one', 'two', 'three'].entries()) {
      await chat.nvim.command(`ClaudeChat ${word} [scenario:text]`);
      await waitFor(async () => (await chat!.transcript()).filter((l) => l === 'Done.').length === n + 1, {
        message: `reply ${n + 1}`,
      });
    }
    // In the transcript, reading an earlier answer.
    await typeKeys(chat, '<Esc><C-w>kG30k', screen);
    await chat.nvim.command('ClaudeChat! fresh start [scenario:thinking]');
    await chat.waitForLine('Hi! This reply came after some thinking.');
    await screen.waitFor('Hi! This reply came after some thinking.');
    expect(screen.text()).toMatch(/│▌ You #1\s*\n.*│fresh start \[scenario:thinking\]/);
    expect(screen.text()).not.toContain('Here is a short answer.');
  });

  it('after :ClaudeChat! the transcript follows the new session, though its window was at the top of the old one', async () => {
    chat = await startChat();
    screen = await attachScreen(chat, 80, 24);
    await chat.nvim.command('ClaudeChat one [scenario:text]');
    await chat.waitForLine('Done.');
    await typeKeys(chat, '<Esc><C-w>kgg', screen);
    await chat.nvim.command('ClaudeChat! two [scenario:text]');
    await chat.nvim.command('ClaudeChat three [scenario:thinking]');
    await chat.waitForLine('Hi! This reply came after some thinking.');
    // The end of the new session is on screen (the reply wraps), its top scrolled away: the window followed.
    await screen.waitFor('Hi! This reply came after some');
    expect(screen.text()).not.toContain('ℹ New session');
  });

  it("the prompt window's winbar follows an answer given from another tab page", async () => {
    chat = await startChat();
    screen = await attachScreen(chat, 80, 24);
    await chat.nvim.command('ClaudeChat make it [scenario:write]');
    await screen.waitFor('ga allow');
    await typeKeys(chat, '<Esc>:tabnew<CR>:ClaudeApprove<CR>', screen);
    await chat.waitForLine('Created hello.txt.');
    await typeKeys(chat, ':tabprevious<CR>', screen);
    await screen.waitFor('Prompt · <CR> send');
    expect(screen.text()).not.toContain('ga allow');
  });

  it('closing the transcript window and opening the chat again puts the transcript back above the prompt', async () => {
    chat = await startChat();
    screen = await attachScreen(chat, 80, 24);
    await chat.nvim.command('ClaudeChat hi');
    await chat.waitForLine(/^Hello from the fake model/);
    const before = await layout(chat);
    await typeKeys(chat, '<Esc><C-w>k:q<CR>', screen);
    await chat.nvim.command('ClaudeChat');
    await screen.waitFor(/Hello from the fake model/);
    expect(await layout(chat)).toEqual(before);
  });
});
