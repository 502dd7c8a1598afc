// The transcript window's status line (bench/README.md, "How the targets are met"): while the user keeps
// Neovim's default 'statusline' and that default evaluates expressions (0.12), a transcript window draws the
// same items without them, since it redraws its status line with every frame; a statusline of the user's own
// is kept, and a window that stops showing the chat gets the user's back.
import { describe, expect, it } from 'vitest';
import { startChat, type ChatFixture } from './support/chat';
import { attachScreen, closeAfterEach, type Screen } from './support/screen';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(
  () => [screen, chat],
  () => {
    screen = chat = null;
  },
);

const TRANSCRIPT_WIN = "vim.fn.bufwinid('^claude://chat$')";
const statuslineOf = (c: ChatFixture) => c.lua<string>(`return vim.wo[${TRANSCRIPT_WIN}].statusline`);

async function open(cols: number, rows: number, userStatusline?: string): Promise<ChatFixture> {
  chat = await startChat();
  screen = await attachScreen(chat, cols, rows);
  // The screen harness gives every window one status line for all Neovims; here it is Neovim's own again.
  await chat.lua(
    `local mine = ...
    vim.go.statusline = mine ~= '' and mine or vim.api.nvim_get_option_info2('statusline', {}).default
    for _, w in ipairs(vim.api.nvim_list_wins()) do vim.wo[w].statusline = '' end`,
    [userStatusline ?? ''],
  );
  await chat.nvim.command('ClaudeChat hi');
  await chat.waitForLine(/^Hello from the fake model/);
  await screen.waitFor('Claude · ready');
  return chat;
}

describe('the transcript window status line', () => {
  for (const [cols, rows] of [
    [80, 24],
    [160, 48],
  ] as const) {
    it(`at ${cols}x${rows}: Neovim's default shows its name and ruler, drawn without expressions`, async () => {
      const c = await open(cols, rows);
      const byDefault = await c.lua<boolean>(
        "return vim.go.statusline == vim.api.nvim_get_option_info2('statusline', {}).default",
      );
      expect(byDefault).toBe(true);
      const expressions = (await c.lua<string>('return vim.go.statusline')).includes('%{');
      // Only where the default evaluates expressions is the transcript's own; elsewhere the default stays.
      expect(await statuslineOf(c)).toBe(expressions ? '%<%f %h%w%m%r %=%-14.(%l,%c%V%) %P' : '');
      await screen!.waitFor(/chat( \[-\])? +\d+,\d+(-\d+)? +(All|Top|Bot|\d+%)/);
      // Split off the transcript for a file, the window is the user's again, with their status line.
      await c.nvim.command(`call win_gotoid(${TRANSCRIPT_WIN.replace('vim.fn.', '')})`);
      await c.nvim.command('split | enew');
      expect(await c.lua<string>('return vim.wo.statusline')).toBe(await c.lua<string>('return vim.go.statusline'));
    });
  }

  it("a 'statusline' of the user's own is kept in the transcript window", async () => {
    const c = await open(80, 24, 'MINE %f');
    expect(await statuslineOf(c)).toBe('MINE %f');
    await screen!.waitFor('MINE claude://chat');
  });
});
