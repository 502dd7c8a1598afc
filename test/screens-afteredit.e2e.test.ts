// Reference screens at 80x24 and 160x48 of errors Claude's edit brought (issue 32, item 2): under the edit's
// row, `⚠ Neovim: 1 new error in app.ts after this edit`, the diagnostics folded beneath it like the diff.
// Regenerate on purpose with UPDATE_SCREENS=1.
import { describe, it } from 'vitest';
import { afterEditScenarios } from './fake-model/afteredit-scenarios';
import { afterTurn, startChat, type ChatFixture } from './support/chat';
import { openWithLinter } from './support/lint';
import { closeAfterEach, attachScreen, expectScreen, exposeHighlights, type Screen } from './support/screen';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(
  () => [screen, chat],
  () => {
    screen = chat = null;
  },
);

// Cost, tokens, the model name and the throwaway project's path vary; the layout and the words do not.
const MASK = [
  /\$\d+\.\d+/g,
  /\d+(\.\d+)?k? in \/ \d+(\.\d+)?k? out/g,
  /(?<=· )\d+(\.\d+)?k?(?= >)/g,
  /\d+% ctx/g,
  /\d+%(?= c)/g,
  /<[\w.-]*-\d+(-\d+)*(\[\w+\])?$/g,
  /claude-[\w.-]+(\[\w+\])?/g,
  /cc-ws-\w+/g,
];

const APP = 'const a: number = 1;\nconst b = a + 1;\nexport { a, b };\n';

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`errors an edit brought at ${cols}x${rows}`, () => {
    it('the heading under the edit, the diagnostics folded beneath it', async () => {
      chat = await startChat({
        files: { 'app.ts': APP },
        scenarios: afterEditScenarios,
        setup: { permission_mode: 'acceptEdits' },
      });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      // Signs only: 0.10 and 0.12 draw virtual text and underlines each their own way.
      await chat.lua('vim.diagnostic.config({ virtual_text = false, underline = false })');
      await openWithLinter(chat);
      await chat.nvim.command('ClaudeChat add a constant [scenario:after-edit]');
      await chat.waitForLine('Edited.', 30_000);
      await screen.waitFor('Claude · ready');
      await afterTurn(chat);
      await screen.waitFor('⚠ Neovim:');
      await screen.settle();
      expectScreen(screen, `after-edit-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });
  });
}
