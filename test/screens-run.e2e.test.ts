// Reference screens at 80x24 and 160x48 of an unattended run's transcript (:ClaudeRun), opened after the run:
// the file it was allowed to write, and the command it denied with the entry that would have allowed it; and of
// :ClaudeSessions listing a past headless run as `run: <prompt>` below the user's conversation; of :ClaudeRun!
// without a prompt, which says what it needs (not Neovim's E471); of a run whose CLI ends at start: its
// prompt not sent, the reason in the CLI's own words.
// Regenerate on purpose with UPDATE_SCREENS=1.
import { describe, expect, it } from 'vitest';
import { runScenarios } from './fake-model/run-scenarios';
import { afterTurn, startChat, type ChatFixture } from './support/chat';
import { runHeadless } from './support/headless';
import { closeAfterEach, attachScreen, expectScreen, exposeHighlights, type Screen } from './support/screen';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(
  () => [screen, chat],
  () => {
    screen = chat = null;
  },
);

// Cost, tokens, the model name vary; the layout and the words do not.
const MASK = [
  /\$\d+\.\d+/g,
  /\d+(\.\d+)?k? in \/ \d+(\.\d+)?k? out/g,
  /\d+% ctx/g,
  /\d+%(?= c)/g,
  /<[\w.-]*-\d+(-\d+)*(\[\w+\])?$/g,
  /claude-[\w.-]+(\[\w+\])?/g,
];

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`an unattended run at ${cols}x${rows}`, () => {
    it('the transcript after :ClaudeRun denied a command', async () => {
      chat = await startChat({ scenarios: runScenarios, setup: { run: { allow: ['Write'] } } });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.lua(`vim.api.nvim_create_autocmd('User', { pattern = 'ClaudeRunDone', once = true,
        callback = function(ev) vim.g.run_status = ev.data.status end })`);
      await chat.nvim.command('ClaudeRun write and touch [scenario:run-deny]');
      await waitFor(() => chat!.lua<number | null>('return vim.g.run_status'), {
        timeout: 60_000,
        message: 'the run done',
      });
      await chat.lua(`require('claude').open()`);
      await chat.waitForLine('That is all this run could do.');
      await afterTurn(chat);
      await screen.waitFor('Unattended run ended');
      await screen.settle();
      expectScreen(screen, `run-denied-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });
  });
}

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`past runs in :ClaudeSessions at ${cols}x${rows}`, () => {
    it('a headless run is listed as `run: <prompt>`, apart from the conversation', async () => {
      chat = await startChat({ scenarios: runScenarios });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('ClaudeChat hello [scenario:text]');
      await chat.waitForLine('Done.', 30_000);
      await afterTurn(chat);
      await runHeadless('write it [scenario:run-write]', {
        url: chat.model.url,
        ws: chat.ws,
        setup: { run: { allow: ['Write'] } },
      });
      await chat.nvim.input(':ClaudeSessions<CR>');
      // The picker's last line drawn: the list is whole. (No settle(): its :redraw would wait for the pick.)
      await screen.waitFor(
        (s) => s.text().includes('run: write it [scenario:run-write]') && s.text().includes('Type number and <Enter>'),
      );
      // How long ago each began varies; its column does not.
      expectScreen(screen, `run-past-sessions-${cols}x${rows}`, {
        groups: 'auto',
        mask: [...MASK, /[ \d]{3}[smhd](?=  )/g],
      });
      await chat.nvim.input('<Esc>');
    });
  });
}

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`:ClaudeRun! without a prompt at ${cols}x${rows}`, () => {
    it('says what it needs, on one line, and starts nothing', async () => {
      chat = await startChat({ scenarios: runScenarios, files: { 'app.ts': 'export const x = 1;\n' } });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('edit app.ts');
      await chat.nvim.input(':ClaudeRun!<CR>');
      const text = await screen.waitFor('claude-chat: :ClaudeRun needs a prompt: :ClaudeRun[!] {prompt}');
      expect(text).not.toContain('Press ENTER');
      await screen.settle();
      expectScreen(screen, `run-no-prompt-${cols}x${rows}`, { groups: 'auto' });
      expect(chat.model.requests).toEqual([]);
    });
  });
}

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`:ClaudeRun whose CLI ends at start at ${cols}x${rows}`, () => {
    it('its prompt reads "not sent", the run\'s end names why in the CLI\'s words, nothing is promised', async () => {
      chat = await startChat({ scenarios: runScenarios, setup: { args: ['--no-such-flag'] } });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('ClaudeRun write it [scenario:run-write]');
      await chat.lua(`require('claude').open()`);
      await chat.waitForLine(/^✗ Unattended run ended, status 1: claude stopped before the run began \(exited/);
      // Both messages said (in an order the two processes decide), then the echo area cleared: the screen is
      // the transcript's (the echo area's words are checked in test/run.e2e.test.ts).
      await waitFor(
        async () => {
          const said = await chat!.lua<string>(`return vim.fn.execute('messages')`);
          return (said.includes('claude exited with code 1') && said.includes('run ended:')) || null;
        },
        { message: 'both messages said' },
      );
      await chat.nvim.command('echo ""');
      await screen.waitFor('Send a prompt to start it');
      await screen.settle();
      expectScreen(screen, `run-cli-ends-at-start-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      expect(chat.model.requests).toEqual([]);
    });
  });
}
