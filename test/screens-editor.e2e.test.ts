// Reference screens at 80x24 and 160x48 of the editor's tools (issue 32, item 1): a call inside the project as
// its row says it (`✓ Neovim: diagnostics app.ts · 2 errors, 1 warning · auto-allowed`), and a call of a file
// outside the project waiting for the usual approval. The approval's words are the newest CLI's.
// Regenerate on purpose with UPDATE_SCREENS=1.
import fs from 'node:fs';
import { describe, it } from 'vitest';
import { editorScenarios, outsideFile } from './fake-model/editor-scenarios';
import { afterTurn, startChat, type ChatFixture } from './support/chat';
import { cliAtLeast } from './support/claude-env';
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

const APP = 'const a: number = "one";\nconst b = c + 1;\nexport { a, b };\n';

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe.runIf(cliAtLeast('2.1.300'))(`the editor's tools at ${cols}x${rows}`, () => {
    it('diagnostics inside the project: the row says what came of it, and that nobody was asked', async () => {
      chat = await startChat({ files: { 'app.ts': APP }, scenarios: editorScenarios });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('edit app.ts');
      // Signs only: 0.10 and 0.12 draw virtual text and underlines each their own way.
      await chat.lua(`vim.diagnostic.config({ virtual_text = false, underline = false })
      vim.diagnostic.set(vim.api.nvim_create_namespace('test-lint'), 0, {
        { lnum = 0, col = 6, severity = vim.diagnostic.severity.ERROR, source = 'tsc', message = 'Type mismatch' },
        { lnum = 1, col = 10, severity = vim.diagnostic.severity.ERROR, source = 'tsc', message = 'Cannot find c' },
        { lnum = 2, col = 0, severity = vim.diagnostic.severity.WARN, source = 'eslint', message = 'Prefer default' },
      })`);
      await chat.nvim.command('ClaudeChat what is wrong [scenario:nvim-diagnostics]');
      await chat.waitForLine('Two errors and a warning.', 30_000);
      await screen.waitFor('Claude · ready');
      await afterTurn(chat);
      await screen.waitFor('✓ Neovim: diagnostics app.ts');
      await screen.settle();
      expectScreen(screen, `editor-diagnostics-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });

    it('a buffer outside the project: the call waits for the usual approval', async () => {
      chat = await startChat({ files: { 'app.ts': APP }, scenarios: editorScenarios });
      const outside = outsideFile(chat.ws.dir);
      fs.writeFileSync(outside, 'elsewhere\n');
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command(`edit ${outside}`);
      await chat.nvim.command('ClaudeChat read that [scenario:nvim-outside]');
      await chat.waitForLine('? Neovim: buffer_text', 30_000);
      await screen.waitFor('? Neovim: buffer_text');
      await screen.settle();
      expectScreen(screen, `editor-outside-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      await chat.nvim.command('ClaudeDeny');
    });
  });
}
