// Reference screens of background tasks at 80x24 and 160x48 (issue 31, item 2): a shell running in the
// background (its line under its call, the winbar's count), then the :ClaudeTasks float. Regenerate on purpose
// with UPDATE_SCREENS=1 (see test/support/screen.ts).
import { describe, it } from 'vitest';
import { backgroundScenarios } from './fake-model/background';
import { afterTurn, startChat, type ChatFixture } from './support/chat';
import { attachScreen, closeAfterEach, expectScreen, exposeHighlights, type Screen } from './support/screen';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(
  () => [screen, chat],
  () => {
    screen = chat = null;
  },
);

// Cost, tokens, the context share, the model name and elapsed times vary with the CLI and the clock; the layout
// and the words do not.
const MASK = [
  /\$\d+\.\d+/g,
  /\d+(\.\d+)?k? in \/ \d+(\.\d+)?k? out/g,
  /\d+% ctx/g,
  /<[\w.-]*-\d+(-\d+)*(\[\w+\])?$/g,
  /claude-[\w.-]+(\[\w+\])?/g,
  /· \d+ s ·/g,
];

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`background tasks at ${cols}x${rows}`, () => {
    it('a shell in the background, then :ClaudeTasks', async (ctx) => {
      chat = await startChat({ scenarios: backgroundScenarios });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('ClaudeChat tick [scenario:bg-shell]');
      await chat.waitForLine(/^\? Bash: for i in 1 2 3/, 30_000);
      await chat.lua(`require('claude').approve('once')`);
      await chat.waitForLine(/^ {2}┆ ⋯ in the background$/, 30_000);
      await afterTurn(chat);
      await screen.waitFor('1 in background');
      await screen.settle();
      expectScreen(screen, `background-shell-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      // 0.10 draws a float's title and footer in Title, 0.12 in FloatTitle and FloatFooter: the float's
      // reference is 0.12's (its lines are held on every version by test/background.e2e.test.ts).
      if (!(await chat.lua<boolean>(`return vim.fn.has('nvim-0.11') == 1`))) ctx.skip();
      await chat.nvim.command('ClaudeTasks');
      await screen.waitFor('Background tasks: 1 running');
      await screen.settle();
      expectScreen(screen, `background-tasks-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });
  });
}
