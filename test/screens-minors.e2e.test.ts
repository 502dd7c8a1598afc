// Reference screens at 80x24 and 160x48 of issue 45's minor items: :only typed in the task panel leaves the
// user's windows; :ClaudeRules after x (the listing without the rule, the notice naming the file short); a failed
// MCP server's long error wrapped whole; :ClaudeTasks after x (the stopped line, the list still open); a dontAsk
// denial said once on its line; :ClaudeModel refusing a name that is no model; :ClaudeFix leaving the cursor in
// the code. Regenerate on purpose with UPDATE_SCREENS=1 (see test/support/screen.ts).
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { backgroundScenarios } from './fake-model/background';
import { afterTurn, startChat, type ChatFixture } from './support/chat';
import { cliAtLeast } from './support/claude-env';
import { typeKeys } from './support/keys';
import { startMcpChat } from './support/mcp';
import { attachScreen, closeAfterEach, expectScreen, exposeHighlights, type Screen } from './support/screen';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(
  () => [screen, chat],
  () => {
    screen = chat = null;
  },
);

// Cost, tokens, the context share, the model name, elapsed times and the CLI's words for a refused connection vary;
// the layout and the plugin's words do not.
const MASK = [
  /\$\d+\.\d+/g,
  /\d+(\.\d+)?k? in \/ \d+(\.\d+)?k? out/g,
  /\d+% ctx/g,
  /<[\w.-]*-\d+(-\d+)*(\[\w+\])?$/g,
  /claude-[\w.-]+(\[\w+\])?/g,
  /(?<=· )\d+(\.\d+)?k?(?= >)/g,
  /\d+%(?= c)/g,
  /\d+ s\b/g,
  /:\d{4,5}\b/g,
];

/** Starts a chat of `cols` x `rows` with a screen attached; `ready` is what its first reply ends with. */
async function started(cols: number, rows: number, start: Promise<ChatFixture>): Promise<ChatFixture> {
  chat = await start;
  screen = await attachScreen(chat, cols, rows);
  await exposeHighlights(chat);
  return chat;
}

const HELLO = 'Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.';

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`issue 45's minor items at ${cols}x${rows}`, () => {
    it(":only typed in the task panel closes it; the user's windows and the chat stay", async () => {
      const c = await started(cols, rows, startChat({ files: { 'notes.md': 'notes\nmore notes\n' } }));
      await c.nvim.command('edit notes.md');
      await c.nvim.command('ClaudeChat hello [scenario:text]');
      await c.waitForLine('Done.', 30_000);
      await afterTurn(c);
      await c.nvim.command('wincmd p');
      await c.nvim.command('ClaudeTodos!');
      await screen!.waitFor('Claude · Tasks');
      await c.nvim.command('wincmd b');
      await typeKeys(c, ':only<CR>', screen!);
      await screen!.waitFor((s) => !s.text().includes('Claude · Tasks'));
      await screen!.settle();
      expectScreen(screen!, `only-in-panel-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });

    it.runIf(cliAtLeast('2.1.332'))(
      ':ClaudeRules after x: the rule gone from the listing, the notice names the file',
      async (ctx) => {
        const c = await started(
          cols,
          rows,
          startChat({
            files: {
              '.claude/settings.local.json': JSON.stringify({
                permissions: { allow: ['Bash(npm test:*)'], ask: ['Bash(rm:*)'] },
              }),
            },
          }),
        );
        await c.lua(`vim.ui.select = function(items, _, on_choice) on_choice(items[1], 1) end`);
        await c.nvim.command('ClaudeChat hello');
        await c.waitForLine(HELLO, 30_000);
        await afterTurn(c);
        await c.nvim.command('ClaudeRules');
        await screen!.waitFor('Bash(npm test:*)');
        await c.lua("vim.fn.search('Bash(npm test')");
        await typeKeys(c, 'x', screen!);
        await c.waitForLine('ℹ Removed the allow rule Bash(npm test:*) from .claude/settings.local.json');
        await screen!.waitFor((s) => s.text().includes('Bash(rm:*)') && !s.text().includes('Bash(npm test:*)  ('));
        await screen!.settle();
        // 0.12's screens: 0.10 draws the float's title and footer in Title, and keeps the float's ruler on the
        // command line once it closed (the listing and the notice are held on every version by
        // test/rules.e2e.test.ts).
        if (!(await c.lua<boolean>(`return vim.fn.has('nvim-0.11') == 1`))) ctx.skip();
        expectScreen(screen!, `rules-removed-${cols}x${rows}`, { groups: 'auto', mask: MASK });
        // Under the float, the notice: the file's name whole on a row of its own in a narrow chat.
        await typeKeys(c, 'q', screen!);
        await screen!.waitFor((s) => !s.text().includes('Permission rules'));
        await screen!.settle();
        expectScreen(screen!, `rules-notice-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      },
    );

    it.runIf(cliAtLeast('2.1.300'))(":ClaudeMcp: a failed server's long error wraps whole", async () => {
      const port = await new Promise<number>((resolve) => {
        const probe = net.createServer().listen(0, '127.0.0.1', () => {
          const { port: free } = probe.address() as net.AddressInfo;
          probe.close(() => resolve(free));
        });
      });
      const c = await started(
        cols,
        rows,
        startMcpChat({}, { down: { type: 'http', url: `http://127.0.0.1:${port}/mcp` } }),
      );
      await c.nvim.command('ClaudeChat hello');
      await c.waitForLine(HELLO, 30_000);
      await afterTurn(c);
      await typeKeys(c, '<Esc>:ClaudeMcp<CR>', screen!);
      await screen!.waitFor(/● everything +project +connected +\d+ tools/);
      await screen!.settle();
      expectScreen(screen!, `mcp-long-error-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });

    it(':ClaudeTasks after x: the list stays, the task stopped on its line', async (ctx) => {
      // 0.10 draws a float's title and footer in Title, 0.12 in FloatTitle and FloatFooter: 0.12's reference (the
      // lines are held on every version by test/background.e2e.test.ts).
      const c = await started(cols, rows, startChat({ scenarios: backgroundScenarios }));
      if (!(await c.lua<boolean>(`return vim.fn.has('nvim-0.11') == 1`))) ctx.skip();
      // A command wider than the editor: the float is as wide as it can be, however many digits the time has.
      await c.nvim.command('ClaudeChat tick [scenario:bg-long]');
      await c.waitForLine(/^\? Bash: for i in 1 2 3/, 30_000);
      await c.lua(`require('claude').approve('once')`);
      await c.waitForLine('The ticker runs in the background.', 30_000);
      await afterTurn(c);
      await c.nvim.command('ClaudeTasks');
      await screen!.waitFor('Background tasks: 1 running');
      await typeKeys(c, 'x', screen!);
      await screen!.waitFor('Background tasks: 0 running');
      // Its line says `stopped` at once (task_updated), then what it was too (task_notification's summary).
      await c.waitForLine('  ┆ ✗ stopped · Tick in the background', 30_000);
      await screen!.waitFor(/■ shell · stopped after/);
      await screen!.settle();
      // How long it ran, and the rest of its line, which moves with that number's digits (10 s on a busy machine).
      expectScreen(screen!, `tasks-stopped-${cols}x${rows}`, { groups: 'auto', mask: [/\d+ s · [^│]*/g, ...MASK] });
    });

    it.runIf(cliAtLeast('2.1.332'))('dontAsk: the denied call says why once, on its line', async () => {
      const c = await started(cols, rows, startChat({ setup: { permission_mode: 'dontAsk' } }));
      await c.nvim.command('ClaudeChat make a file [scenario:write]');
      await c.waitForLine('Nothing was written: you denied the Write.', 30_000);
      await afterTurn(c);
      await screen!.waitFor('Nothing was written');
      await screen!.settle();
      expectScreen(screen!, `dont-ask-denied-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });

    it(':ClaudeModel gpt-5: refused in the transcript', async () => {
      const c = await started(cols, rows, startChat());
      await c.nvim.command('ClaudeChat hello [scenario:text]');
      await c.waitForLine('Done.', 30_000);
      await afterTurn(c);
      await c.nvim.command('ClaudeModel gpt-5');
      await c.waitForLine(/^✗ Model not switched: gpt-5/);
      await screen!.waitFor('Model not switched');
      await screen!.settle();
      expectScreen(screen!, `model-refused-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });

    it(':ClaudeFix: the chat opens for the reply, the cursor stays in the code', async () => {
      const code = Array.from({ length: 12 }, (_, i) => `local v${i + 1} = ${i + 1}`).join('\n') + '\n';
      const c = await started(cols, rows, startChat({ files: { 'app.lua': code } }));
      await c.nvim.command('edit app.lua');
      // Its sign only, which every version draws alike (0.10 adds virtual text, and underlines otherwise).
      await c.lua(`vim.diagnostic.config({ virtual_text = false, signs = true, underline = false })`);
      await c.lua(`vim.diagnostic.set(vim.api.nvim_create_namespace('claude-test-lint'), 0,
        { { lnum = 4, col = 0, message = 'unused local v5', severity = vim.diagnostic.severity.WARN } })`);
      await c.nvim.command('5');
      await c.nvim.command('ClaudeFix');
      await c.waitForLine(HELLO, 30_000);
      await afterTurn(c);
      expect(await c.lua<string>(`return vim.fn.expand('%:t')`)).toBe('app.lua');
      await screen!.waitFor('Claude · ready');
      await screen!.settle();
      expectScreen(screen!, `fix-cursor-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });
  });
}
