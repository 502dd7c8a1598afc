// Reference screens at 80x24 and 160x48 of a buffer :ClaudeBlame marks after two turns: a sign on each line
// Claude wrote and `#N · prompt` at its end, cut to the room the line leaves; gh's float of a line's hunk.
// Regenerate on purpose with UPDATE_SCREENS=1.
import { describe, expect, it } from 'vitest';
import { blameScenarios, inApp, marks, marksAre, ORIGINAL, twoTurns } from './support/blame';
import { waitFor } from './support/wait';
import { afterTurn, startChat, type ChatFixture } from './support/chat';
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

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`blame marks at ${cols}x${rows}`, () => {
    it('a sign and the turn at the end of each line Claude wrote', async (ctx) => {
      chat = await startChat({
        files: { 'app.ts': ORIGINAL },
        scenarios: blameScenarios,
        setup: { permission_mode: 'acceptEdits' },
      });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await twoTurns(chat);
      await screen.waitFor('Claude · ready');
      await afterTurn(chat);
      await inApp(chat);
      await chat.nvim.command('ClaudeBlame');
      await marksAre(chat, [
        [2, 1],
        [6, 2],
        [7, 2],
        [10, 1],
      ]);
      await screen.waitFor('#2 · ');
      await screen.settle();
      expectScreen(screen, `blame-${cols}x${rows}`, { groups: 'auto', mask: MASK });

      // Resized, the labels are cut again to the room the window leaves: the whole prompt at 160 columns,
      // cut at 80; back at this size, the screen is as it was.
      const whole = '#1 · first change [scenario:blame-one]';
      const label2 = async () => (await marks(chat!)).find(([l]) => l === 2)?.[1];
      const [other, otherRows] = cols === 80 ? [160, 48] : [80, 24];
      expect(await label2()).toBe(cols === 80 ? '#1 · first change…' : whole);
      await screen.resize(other, otherRows);
      await waitFor(async () => (await label2()) === (other === 80 ? '#1 · first change…' : whole) || null, {
        message: `the label refitted at ${other} columns`,
      });
      await screen.resize(cols, rows);
      await waitFor(async () => (await label2()) === (cols === 80 ? '#1 · first change…' : whole) || null, {
        message: `the label refitted at ${cols} columns`,
      });
      await screen.waitFor('#2 · ');
      await screen.settle();
      expectScreen(screen, `blame-${cols}x${rows}`, { groups: 'auto', mask: MASK });

      // gh on turn two's line: its hunk in a float. 0.10 draws a float's title and footer in Title, 0.12 in
      // FloatTitle and FloatFooter: the float's reference is 0.12's (its lines are held on every version by
      // test/blame.e2e.test.ts).
      if (!(await chat.lua<boolean>(`return vim.fn.has('nvim-0.11') == 1`))) ctx.skip();
      await chat.lua(`vim.api.nvim_win_set_cursor(0, { 7, 0 }); vim.cmd('normal gh')`);
      await screen.waitFor('+  return a + b + 1;');
      await screen.settle();
      expectScreen(screen, `blame-hunk-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });

    it("a diagnostic's sign on a line Claude wrote: E and W show in a one-column sign column, not blame's", async () => {
      chat = await startChat({
        files: { 'app.ts': ORIGINAL },
        scenarios: blameScenarios,
        setup: { permission_mode: 'acceptEdits' },
      });
      screen = await attachScreen(chat, cols, rows);
      await twoTurns(chat);
      await screen.waitFor('Claude · ready');
      await afterTurn(chat);
      await inApp(chat);
      await chat.lua(`vim.wo.signcolumn = 'yes:1'
        vim.diagnostic.set(vim.api.nvim_create_namespace('lint'), 0, {
          { lnum = 1, col = 0, severity = vim.diagnostic.severity.ERROR, message = 'a is never read' },
          { lnum = 5, col = 0, severity = vim.diagnostic.severity.WARN, message = 'sum' } },
        { virtual_text = false, underline = false }) -- the signs alone: 0.10 and 0.12 underline differently`);
      await chat.nvim.command('ClaudeBlame');
      await marksAre(chat, [
        [2, 1],
        [6, 2],
        [7, 2],
        [10, 1],
      ]);
      await screen.waitFor('#2 · ');
      await screen.settle();
      const lines = screen.text().split('\n');
      // Lines 2 and 6 (the screen's rows 2 and 6): their diagnostic's sign; line 7 the blame sign.
      expect(lines[1], screen.text()).toMatch(/^E /);
      expect(lines[5]).toMatch(/^W /);
      expect(lines[6]).toMatch(/^▎ /);
      expectScreen(screen, `blame-diagnostics-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });
  });
}
