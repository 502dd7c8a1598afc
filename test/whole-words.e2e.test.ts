// Words shown whole (issue 45, items 18 and 21): where a window is too narrow for all of a line, whole parts
// go and what stays says something (never `<C-c> inte>` or `<reet waits`). At 80x24 and 160x48.
import { describe, expect, it } from 'vitest';
import { projectSettings } from '../scripts/demo-init';
import type { Scenario } from './fake-model/server';
import { afterTurn, startChat, type ChatFixture } from './support/chat';
import { attachScreen, closeAfterEach, expectScreen, type Screen } from './support/screen';
import { ROOT } from './support/nvim';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(
  () => [screen, chat],
  () => {
    screen = chat = null;
  },
);

const MASK = [
  /\$\d+\.\d+/g,
  /\d+(\.\d+)?k? in \/ \d+(\.\d+)?k? out/g,
  /\d+% ctx/g,
  /<[\w.-]*-\d+(-\d+)*(\[\w+\])?$/g,
  /claude-[\w.-]+(\[\w+\])?/g,
];

/** The prompt window's winbar as set (`%<` at its end) and as the screen shows it. */
const promptWinbar = (c: ChatFixture) =>
  c.lua<string>(`
  return vim.wo[vim.fn.bufwinid('^claude://prompt$')].winbar`);

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
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
      await waitFor(async () => (await promptWinbar(chat!)) === 'ga allow · gr deny%<' || null, {
        message: 'the keys alone in a narrower prompt window',
      });
    });
  });
}

const newerThan010 = (c: ChatFixture) => c.lua<boolean>(`return vim.fn.has('nvim-0.11') == 1`);

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`at ${cols}x${rows}`, () => {
    it(":ClaudeUsage: a model's line wider than the float wraps; its end is on screen", async (ctx) => {
      // A model id as long as a dated one: its line is wider than the 76 columns a float has at 80x24.
      chat = await startChat({ setup: { model: 'claude-sonnet-4-5-20250929-long' } });
      screen = await attachScreen(chat, cols, rows);
      await chat.nvim.command('ClaudeChat hi');
      await chat.waitForLine(/^Hello from the fake model/);
      await afterTurn(chat);
      await chat.nvim.command('ClaudeUsage');
      await screen.waitFor('Lines changed');
      // The cost the model's line ends with, whole.
      await screen.waitFor(/ write \(\$\d+\.\d+\)/);
      await screen.waitFor(/claude-sonnet-4-5-20250929-long:/);
      // 0.10 draws a float's title and footer in Title, 0.12 in FloatTitle and FloatFooter.
      if (!(await newerThan010(chat))) ctx.skip();
      await screen.settle();
      // Times and token counts vary with the machine and the CLI.
      const mask = [...MASK, /\b\d+(m \d+)?s\b/g, /\d+(\.\d+)?k? (in|out|cache read|cache write)\b/g];
      expectScreen(screen, `whole-usage-model-${cols}x${rows}`, { groups: 'auto', mask });
    });
  });
}

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`at ${cols}x${rows}`, () => {
    it(':ClaudePlan with no plan yet: the message keeps its hint', async () => {
      chat = await startChat();
      screen = await attachScreen(chat, cols, rows);
      await chat.nvim.command('ClaudeChat');
      await waitFor(async () => (await chat!.status()).state === 'ready' || null, { message: 'the CLI ready' });
      await chat.nvim.command('ClaudePlan');
      await screen.waitFor('claude-chat: no plan yet in this session (:ClaudeMode plan)');
      expect(screen.text()).not.toContain('…');
      await screen.settle();
      expectScreen(screen, `whole-no-plan-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });
  });
}

const LONG_COMMAND =
  "echo 'A command longer than a row of the chat: it names src/render/status.ts, lua/claude/scroll.lua" +
  " and test/end-in-view.e2e.test.ts, then ends here'";
const longBash: Scenario = () => [
  { blocks: [{ type: 'tool_use', name: 'Bash', input: { command: LONG_COMMAND, description: 'Say it' } }] },
  { blocks: [{ type: 'text', text: 'Said.' }] },
];

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`at ${cols}x${rows}`, () => {
    it("a long command's tool line wraps whole: nothing of the command is cut", async () => {
      chat = await startChat({ scenarios: { longBash } });
      screen = await attachScreen(chat, cols, rows);
      await chat.nvim.command('ClaudeChat say it [scenario:longBash]');
      const lines = await chat.waitForLine('Said.', 30_000);
      expect(lines).toContain(`✓ Bash: ${LONG_COMMAND} · auto-allowed`);
      await afterTurn(chat);
      await screen.waitFor('then ends here');
      // Drawn again first: the status answers before Neovim redraws the winbar, which may still say "running…".
      await screen.settle();
      expect(screen.text()).not.toContain('…');
      expectScreen(screen, `whole-command-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });
  });
}
