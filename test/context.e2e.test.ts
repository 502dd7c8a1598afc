// The context window (issue 14, item 7): :ClaudeContext shows what fills it, by category, in a float; a
// compaction (/compact) shows as a notice saying how far the conversation shrank. Real CLI, fake model.
import { afterEach, describe, expect, it } from 'vitest';
import { startChat, type ChatFixture } from './support/chat';
import { cliAtLeast } from './support/claude-env';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
afterEach(async () => {
  const c = chat;
  chat = null;
  await c?.close();
});

describe('the context window', () => {
  it(':ClaudeContext shows the tokens in use and each category in a float', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine('Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.', 30_000);
    await chat.nvim.command('ClaudeContext');
    const float = () =>
      chat!.lua<{ title: string; lines: string[] } | null>(`
      for _, win in ipairs(vim.api.nvim_list_wins()) do
        local cfg = vim.api.nvim_win_get_config(win)
        if cfg.relative ~= '' then
          return { title = cfg.title[1][1], lines = vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(win), 0, -1, false) }
        end
      end
      return vim.NIL`);
    await waitFor(async () => (await float()) !== null, { message: 'the context float opened' });
    const shown = (await float())!;
    expect(shown.title).toBe(' Claude context ');
    expect(shown.lines[0]).toMatch(/^[\d.]+k? tokens in use \(\d+% of the [\d.]+k? at which Claude compacts\)$/);
    expect(shown.lines.some((l) => /^ {2}System prompt +[\d.]+k?$/.test(l))).toBe(true);
    expect(shown.lines.some((l) => /^ {2}Free space +[\d.]+[kM]?$/.test(l))).toBe(true);
    // q closes it, back where the user was.
    await chat.nvim.input('q');
    await waitFor(async () => (await float()) === null, { message: 'q closed the float' });
  });

  it('/compact shows the compaction as a notice, with the sizes before and after', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine('Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.', 30_000);
    await chat.nvim.command('ClaudeChat and again');
    await waitFor(
      async () => (await chat!.transcript()).filter((l) => l.startsWith('Hello from the fake model')).length === 2,
      { timeout: 30_000, message: 'two answers' },
    );
    await chat.nvim.command('ClaudeChat /compact');
    await chat.waitForLine(/^ℹ Conversation compacted: [\d.]+k? → [\d.]+k? tokens$/, 30_000);
    // The summary the CLI made is not shown as a prompt or a reply of the user's.
    expect((await chat.transcript()).some((l) => l.includes('The user and the fake model talked'))).toBe(false);
  });

  // conversation_reset is newer than the oldest CLI supported (2.1.197 clears without saying so).
  it.skipIf(!cliAtLeast('2.1.300'))(
    '/clear starts a new section: a notice says Claude no longer sees what is above',
    async () => {
      chat = await startChat();
      await chat.nvim.command('ClaudeChat hello');
      await chat.waitForLine('Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.', 30_000);
      await chat.nvim.command('ClaudeChat /clear');
      const lines = await chat.waitForLine('ℹ New conversation (/clear): Claude no longer sees what is above', 30_000);
      expect(lines.indexOf('ℹ New conversation (/clear): Claude no longer sees what is above')).toBeGreaterThan(
        lines.indexOf('/clear'),
      );
    },
  );
});
