// Reference screens at 80x24 and 160x48 of MCP in the editor (issue 31, item 1): the :ClaudeMcp listing across
// the bottom, and an MCP server's request for input waiting in the transcript with the keys that answer it.
// The words of a failed server's error differ between CLI versions: the references are the newest CLI's.
// Regenerate on purpose with UPDATE_SCREENS=1.
import { describe, it } from 'vitest';
import { afterTurn, type ChatFixture } from './support/chat';
import { cliAtLeast } from './support/claude-env';
import { typeKeys } from './support/keys';
import { startMcpChat } from './support/mcp';
import { closeAfterEach, attachScreen, expectScreen, exposeHighlights, type Screen } from './support/screen';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(
  () => [screen, chat],
  () => {
    screen = chat = null;
  },
);

// Cost, tokens and the model name vary; the layout and the words do not.
const MASK = [
  /\$\d+\.\d+/g,
  /\d+(\.\d+)?k? in \/ \d+(\.\d+)?k? out/g,
  /(?<=· )\d+(\.\d+)?k?(?= >)/g,
  /\d+% ctx/g,
  /\d+%(?= c)/g,
  /<[\w.-]*-\d+(-\d+)*(\[\w+\])?$/g,
  /claude-[\w.-]+(\[\w+\])?/g,
];

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe.runIf(cliAtLeast('2.1.300'))(`MCP at ${cols}x${rows}`, () => {
    it(':ClaudeMcp: each server with its source, state and tools or error, the keys named on top', async () => {
      chat = await startMcpChat();
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('ClaudeChat hello');
      await chat.waitForLine('Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.', 30_000);
      await screen.waitFor('Claude · ready');
      await afterTurn(chat);
      await screen.settle();
      await typeKeys(chat, '<Esc>:ClaudeMcp<CR>', screen);
      await screen.waitFor(/● everything +project +connected +\d+ tools/);
      await screen.settle();
      expectScreen(screen, `mcp-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });

    it('an MCP server asks for a form: it waits in the transcript for the allow key', async () => {
      chat = await startMcpChat();
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('ClaudeChat fill it in [scenario:mcp-elicit]');
      await chat.waitForLine('  Allow everything · trigger-elicitation-request?', 30_000);
      await chat.nvim.command('ClaudeApprove');
      await chat.waitForLine('  [a] fill in the form  [d] decline', 30_000);
      await screen.waitFor('[a] fill in the form');
      await screen.settle();
      expectScreen(screen, `mcp-form-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      await chat.nvim.command('ClaudeDeny');
    });

    it('an MCP server asks to open a URL: it waits in the transcript for the allow key', async () => {
      chat = await startMcpChat();
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('ClaudeChat sign in [scenario:mcp-url]');
      await chat.waitForLine('  Allow everything · trigger-url-elicitation?', 30_000);
      await chat.nvim.command('ClaudeApprove');
      await chat.waitForLine('  [a] open it in the browser  [d] decline', 30_000);
      await screen.waitFor('[a] open it in the browser');
      await screen.settle();
      expectScreen(screen, `mcp-url-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      await chat.nvim.command('ClaudeDeny');
    });
  });
}
