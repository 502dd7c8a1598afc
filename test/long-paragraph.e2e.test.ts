// A reply whose last paragraph is taller than the transcript window (a narrow chat: at 80x24 the chat is 32
// columns by 15 rows): the window following the end shows the end of that paragraph, not the empty line
// under it alone with nothing else in view; so does the window when the session is shown again.
import { describe, it } from 'vitest';
import { afterTurn, startChat, type ChatFixture } from './support/chat';
import { closeAfterEach, attachScreen, type Screen } from './support/screen';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(() => [screen, chat], () => { screen = chat = null; });

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
});
