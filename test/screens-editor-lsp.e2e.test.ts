// Reference screens at 80x24 and 160x48 of a language server's editor tool (issue 32, item 1): the call's row
// in words (`✓ Neovim: definition notes.txt · first (notes.txt:1) · auto-allowed`) and its answer under it.
// The server is test/lsp/slow-server.mjs answering at once. Regenerate on purpose with UPDATE_SCREENS=1.
import path from 'node:path';
import { describe, it } from 'vitest';
import { lspScenarios } from './fake-model/lsp-scenarios';
import { afterTurn, startChat, type ChatFixture } from './support/chat';
import { cliAtLeast } from './support/claude-env';
import { ROOT } from './support/nvim';
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

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe.runIf(cliAtLeast('2.1.300'))(`a language server's editor tool at ${cols}x${rows}`, () => {
    it('definition: the row says where, and that nobody was asked', async () => {
      chat = await startChat({ files: { 'notes.txt': 'first line\nsecond line\n' }, scenarios: lspScenarios });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.lua(
        `vim.cmd.edit('notes.txt')
        vim.lsp.start({ name = 'quick', cmd = { 'node', ..., '0' }, root_dir = vim.fn.getcwd() })`,
        [path.join(ROOT, 'test', 'lsp', 'slow-server.mjs')],
      );
      await waitFor(() => chat!.lua<boolean>('return #vim.lsp.get_clients({ bufnr = 0 }) > 0'), {
        message: 'the server attached',
      });
      await chat.nvim.command('ClaudeChat where [scenario:lsp-definition]');
      await chat.waitForLine('Asked.', 30_000);
      await screen.waitFor('Claude · ready');
      await afterTurn(chat);
      await screen.waitFor('✓ Neovim: definition notes.txt');
      await screen.settle();
      expectScreen(screen, `editor-lsp-definition-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });
  });
}
