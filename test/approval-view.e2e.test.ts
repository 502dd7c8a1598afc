// A new approval ends whole in view, its key hints too, though at 80 columns its lines wrap in a narrow chat;
// a key pressed in the prompt window answers only an approval whose key hints are on screen.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Scenario } from './fake-model/server';
import { waitFor } from './support/wait';
import { focusPrompt, focusTranscript, transcriptWin, typeKeys } from './support/keys';
import { startChat, type ChatFixture } from './support/chat';
import { closeAfterEach, attachScreen, type Screen } from './support/screen';
import { backgroundScenarios } from './fake-model/background';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(
  () => [screen, chat],
  () => {
    screen = chat = null;
  },
);

const LONG = Array.from({ length: 60 }, (_, i) => `Line ${i + 1} of a long reply.`).join('\n\n');

/** A long reply, then a command the CLI asks about. */
const longThenTouch: Scenario = () => [
  {
    blocks: [
      { type: 'text', text: LONG },
      { type: 'tool_use', name: 'Bash', input: { command: 'touch made.txt', description: 'Make a file' } },
    ],
  },
  { blocks: [{ type: 'text', text: 'Made it.' }] },
];

/** A long reply. */
const longText: Scenario = () => [{ blocks: [{ type: 'text', text: LONG }] }];

/** The transcript window shows the last approval's last key hint line whole: line('w$') is at or past it. */
async function expectLastHintsInView(c: ChatFixture): Promise<void> {
  const win = await transcriptWin(c);
  const { hints, bottom } = await c.lua<{ hints: number; bottom: number }>(`
    local win = ${win}
    local lines = vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(win), 0, -1, false)
    local hints = 0
    for i, l in ipairs(lines) do
      if l:sub(1, 2) == '? ' then hints = i end
    end
    while hints > 0 and hints < #lines and lines[hints + 1] ~= '' do hints = hints + 1 end
    return { hints = hints, bottom = vim.fn.line('w$', win) }
  `);
  expect(bottom).toBeGreaterThanOrEqual(hints);
}

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`a new approval in view at ${cols}x${rows}`, () => {
    it('gA from the prompt allows the first touch: the second arrives with its last hint on screen', async () => {
      chat = await startChat();
      screen = await attachScreen(chat, cols, rows);
      await chat.nvim.command('ClaudeChat touch [scenario:touch]');
      await chat.waitForLine('? Bash: touch made-by-claude.txt', 30_000);
      await screen.waitFor('[d] deny');
      await focusPrompt(chat);
      await typeKeys(chat, 'gA', screen);
      await chat.waitForLine('? Bash: touch second.txt', 30_000);
      // Its last hint line, wrapped at 80 columns, whole: its end on screen, and line('w$') at or past it.
      await screen.waitFor('.claude/settings.local.json)');
      await screen.settle();
      await expectLastHintsInView(chat);
      expect(screen.text()).toContain('? Bash: touch second.txt');
      expect(screen.text()).not.toContain('@@@');
    });

    it('ga in the prompt, the hints scrolled off: brought into view, nothing allowed; ga again allows it', async () => {
      chat = await startChat({ scenarios: { longThenTouch } });
      screen = await attachScreen(chat, cols, rows);
      await chat.nvim.command('ClaudeChat go [scenario:longThenTouch]');
      await chat.waitForLine('? Bash: touch made.txt', 30_000);
      await screen.waitFor('[d] deny');
      await focusTranscript(chat);
      await typeKeys(chat, 'gg', screen);
      await screen.waitFor((s) => !s.text().includes('[d] deny'));
      await focusPrompt(chat);
      await typeKeys(chat, 'ga', screen);
      await screen.waitFor('claude-chat: Bash waits here: press again to answer');
      await screen.waitFor('[d] deny');
      await expectLastHintsInView(chat);
      expect((await chat.status()).approvals).toBe(1);
      expect(fs.existsSync(path.join(chat.ws.dir, 'made.txt'))).toBe(false);
      await typeKeys(chat, 'ga', screen);
      await chat.waitForLine('Made it.', 30_000);
      expect(fs.existsSync(path.join(chat.ws.dir, 'made.txt'))).toBe(true);
    });
  });
}

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  it(`at ${cols}x${rows}, the Write after :w on the plan: back in the chat, its last hint on screen`, async () => {
    chat = await startChat({ setup: { permission_mode: 'plan' }, scenarios: { longText } });
    screen = await attachScreen(chat, cols, rows);
    // A long reply first, so that the chat is scrolled when the plan comes.
    await chat.nvim.command('ClaudeChat hi [scenario:longText]');
    await chat.waitForLine('Line 60 of a long reply.', 30_000);
    await chat.nvim.command('ClaudeChat make a greeting [scenario:plan]');
    await chat.waitForLine('  Approve this plan?', 30_000);
    await focusTranscript(chat);
    await typeKeys(chat, 'r', screen);
    const name = () => chat!.lua<string>('return vim.api.nvim_buf_get_name(0)');
    await waitFor(async () => (await name()).endsWith('claude://plan'), { message: 'the plan document' });
    await chat.nvim.command('write');
    await chat.waitForLine('  Allow Write?', 30_000);
    await typeKeys(chat, 'gt', screen);
    await screen.waitFor('[d] deny');
    await screen.settle();
    await expectLastHintsInView(chat);
    expect(screen.text()).toContain('? Write hello.txt');
    expect(screen.text()).not.toContain('@@@');
  });
}

it('at 80x24, a command run in the background after a reply and a command that ran: its hints on screen', async () => {
  chat = await startChat({ scenarios: { ...backgroundScenarios, longText } });
  screen = await attachScreen(chat, 80, 24);
  await chat.nvim.command('ClaudeChat hi [scenario:longText]');
  await chat.waitForLine('Line 60 of a long reply.', 30_000);
  // A command that ran, folded, above it.
  await chat.nvim.command('ClaudeChat say hi [scenario:bash]');
  await chat.waitForLine('The command printed hi-from-bash.', 30_000);
  await chat.nvim.command('ClaudeChat watch [scenario:bg-shell]');
  await chat.waitForLine('  Allow Bash?', 30_000);
  await screen.waitFor('[d] deny');
  await screen.settle();
  await expectLastHintsInView(chat);
  expect(screen.text()).not.toContain('@@@');
});

it('160x48 made 80x24 while an approval waits under the cursor: its key hints stay in view', async () => {
  chat = await startChat({ scenarios: { longThenTouch } });
  screen = await attachScreen(chat, 160, 48);
  await chat.nvim.command('ClaudeChat go [scenario:longThenTouch]');
  await chat.waitForLine('? Bash: touch made.txt', 30_000);
  await screen.waitFor('[d] deny');
  await focusTranscript(chat);
  expect(await chat.lua<string>('return vim.api.nvim_get_current_line()')).toBe('? Bash: touch made.txt');
  await screen.resize(80, 24);
  await screen.waitFor('[d] deny');
  await screen.settle();
  await expectLastHintsInView(chat);
  expect(screen.text()).toContain('? Bash: touch made.txt');
  expect(screen.text()).not.toContain('@@@');
});
