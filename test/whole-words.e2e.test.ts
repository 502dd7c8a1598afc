// Words shown whole (issue 45, items 18 and 21): where a window is too narrow for all of a line, whole parts
// go and what stays says something (never `<C-c> inte>` or `<reet waits`). At 80x24 and 160x48.
import { describe, expect, it } from 'vitest';
import { projectSettings } from '../scripts/demo-init';
import { afterTurn, startChat, type ChatFixture } from './support/chat';
import { attachScreen, closeAfterEach, expectScreen, type Screen } from './support/screen';
import { ROOT } from './support/nvim';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(() => [screen, chat], () => { screen = chat = null; });

const MASK = [/\$\d+\.\d+/g, /\d+(\.\d+)?k? in \/ \d+(\.\d+)?k? out/g, /\d+% ctx/g, /<[\w.-]*-\d+(-\d+)*(\[\w+\])?$/g,
  /claude-[\w.-]+(\[\w+\])?/g];

/** The prompt window's winbar as set (`%<` at its end) and as the screen shows it. */
const promptWinbar = (c: ChatFixture) => c.lua<string>(`
  return vim.wo[vim.fn.bufwinid('^claude://prompt$')].winbar`);

for (const [cols, rows] of [[80, 24], [160, 48]] as const) {
  describe(`at ${cols}x${rows}`, () => {
    it("the prompt window's winbar: whole hints, as many as fit; an MCP tool's approval keeps its keys whole", async () => {
      chat = await startChat({ files: { 'greet.ts': 'export const greet = 1;\n' } });
      projectSettings(chat.ws.dir, chat.ws.home, ROOT);
      screen = await attachScreen(chat, cols, rows);
      await chat.nvim.command('edit greet.ts');
      await chat.nvim.command('ClaudeChat hi');
      await chat.waitForLine(/^Hello from the fake model/);
      await afterTurn(chat);
      // 32 columns at 80x24: the interrupt key does not fit whole, and goes.
      const idle = cols === 80 ? 'Prompt · <CR> send%<' : 'Prompt · <CR> send · <C-c> interrupt%<';
      await waitFor(async () => (await promptWinbar(chat!)) === idle || null, { message: `the winbar ${idle}` });
      await screen.waitFor(idle.replace('%<', ''));
      expect(screen.text()).not.toMatch(/inte>|<C-c> inte\b/);

      await chat.nvim.command('ClaudeChat go [scenario:mcp]');
      await chat.waitForLine('  Allow demo · echo?', 30_000);
      const waiting = cols === 80 ? 'ga allow · gr deny%<' : 'ga allow · gr deny · demo · echo waits%<';
      await waitFor(async () => (await promptWinbar(chat!)) === waiting || null, { message: `the winbar ${waiting}` });
      await screen.waitFor(waiting.replace('%<', ''));
      await screen.settle();
      expectScreen(screen, `whole-prompt-winbar-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      // Made narrower, the winbar keeps fewer parts, each whole.
      await screen.resize(60, rows);
      await waitFor(async () => (await promptWinbar(chat!)) === 'ga allow · gr deny%<' || null,
        { message: 'the keys alone in a narrower prompt window' });
    });
  });
}
