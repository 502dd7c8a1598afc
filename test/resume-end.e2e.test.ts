// A resumed session's transcript is filled in one frame, after which the chat's window gets its winbar: at
// 80x24 the end of the history, the "Resumed" notice, was cut off below the window (and shown as @@@) until
// the user moved into it. The window follows the end as a streaming one does.
import { afterEach, expect, it } from 'vitest';
import { DEMO_FILES } from './fake-model/scenarios';
import { startChat, type ChatFixture } from './support/chat';
import { attachScreen, type Screen } from './support/screen';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
afterEach(async () => { await screen?.detach().catch(() => {}); screen = null; await chat?.close(); chat = null; });

it('at 80x24, :ClaudeResume shows the end of the resumed conversation, its notice whole, with the prompt window focused', async () => {
  chat = await startChat({ files: DEMO_FILES });
  screen = await attachScreen(chat, 80, 24);
  const s = screen;
  await chat.nvim.command('ClaudeChat Refactor this [scenario:demo]');
  await chat.waitForLine('  Allow Edit?', 30_000);
  await chat.nvim.command('ClaudeApprove');
  await waitFor(async () => (await chat!.status()).busy === false || null, { timeout: 30_000, message: 'the turn to end' });
  const id = await waitFor(async () => (await chat!.status()).session_id as string | null, { message: 'the session id' });
  await waitFor(async () => (await chat!.lua<{ id: string }[]>(`return require('claude').past_sessions()`)).some((x) => x.id === id) || null,
    { timeout: 20_000, message: 'the session recorded' });
  // Another session, then this one closed: resuming it makes a third, shown in the chat.
  await chat.nvim.command('ClaudeChat! hello');
  await waitFor(async () => (await chat!.status()).busy === false || null, { timeout: 30_000, message: 'the second session idle' });
  await chat.lua(`vim.ui.select = function(items, _, pick) for _, it in ipairs(items) do if it.live == '1' then return pick(it) end end end
    vim.cmd('ClaudeSessions close')`);
  await chat.nvim.command(`ClaudeResume ${id}`);
  // The notice's last words, and the transcript's window at its bottom.
  await s.waitFor(/│goes on below\s*$/m, 20_000);
  await s.waitFor(/chat\/3 \d+,0-1 +Bot/);
  expect(s.text()).not.toMatch(/@@@/);
});
