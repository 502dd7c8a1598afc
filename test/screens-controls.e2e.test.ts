// Reference screens of Claude Code's own controls at 80x24 and 160x48 (issue 31, items 3 to 5): a plan limit
// near its end (the transcript's notice, the winbar's mark), the :ClaudeUsage float, and the prompt's completion
// of slash commands with their argument hints. Regenerate on purpose
// with UPDATE_SCREENS=1 (see test/support/screen.ts).
import { describe, it } from 'vitest';
import { nearLimit } from './fake-model/limits';
import { afterTurn, startChat, type ChatFixture } from './support/chat';
import { focusPrompt, promptCompletion } from './support/keys';
import { waitFor } from './support/wait';
import { attachScreen, closeAfterEach, expectScreen, exposeHighlights, type Screen } from './support/screen';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(
  () => [screen, chat],
  () => {
    screen = chat = null;
  },
);

// Cost, tokens, times, the context share and the model name vary with the CLI and the clock; the layout and
// the words do not.
const MASK = [
  /\$\d+\.\d+/g,
  /\d+(\.\d+)?k? in \/ \d+(\.\d+)?k? out/g,
  /\d+% ctx/g,
  /<[\w.-]*-\d+(-\d+)*(\[\w+\])?$/g,
  /claude-[\w.-]+(\[\w+\])?/g,
  /(Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d\d:\d\d/g,
  /\b\d+(m \d+)?s\b/g,
  /\d+(\.\d+)?k? (in|out|cache read|cache write)\b/g,
];

const newerThan010 = (c: ChatFixture) => c.lua<boolean>(`return vim.fn.has('nvim-0.11') == 1`);

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`usage at ${cols}x${rows}`, () => {
    it('a plan limit near its end, then :ClaudeUsage', async (ctx) => {
      chat = await startChat({
        scenarios: { 'near-limit': nearLimit },
        env: { ANTHROPIC_API_KEY: '', CLAUDE_CODE_OAUTH_TOKEN: 'sk-ant-oat01-fake' },
      });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('ClaudeChat go on [scenario:near-limit]');
      await chat.waitForLine(/^⚠ 92% of the 5-hour limit is used/, 30_000);
      await afterTurn(chat);
      await screen.waitFor('⚠ 5h 92%');
      await screen.settle();
      expectScreen(screen, `rate-limit-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      // 0.10 draws a float's title and footer in Title, 0.12 in FloatTitle and FloatFooter: the float's
      // reference is 0.12's (its lines are held on every version by test/usage.e2e.test.ts).
      if (!(await newerThan010(chat))) ctx.skip();
      await chat.nvim.command('ClaudeUsage');
      await screen.waitFor('Lines changed');
      await screen.settle();
      expectScreen(screen, `usage-float-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });
  });

  describe(`slash commands at ${cols}x${rows}`, () => {
    it('completion in the prompt: each command with its argument hint', async (ctx) => {
      chat = await startChat();
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      // The descriptions in a popup beside the menu (0.12's default).
      await chat.nvim.command('set completeopt=menu,popup');
      // 0.10 places the menu and its info popup otherwise: the reference is 0.12's (what completion offers is
      // held on every version by test/slash.e2e.test.ts).
      if (!(await newerThan010(chat))) ctx.skip();
      await chat.nvim.command('ClaudeChat');
      await focusPrompt(chat);
      // The CLI's commands arrive with its `initialize` answer: until then completion offers none of them.
      await waitFor(async () => (await promptCompletion(chat!, ['/co'])).words.includes('/compact') || null, {
        timeout: 30_000,
        message: 'the commands of the CLI',
      });
      // The session's state reaches the winbar with a frame of its own, maybe after the commands.
      await screen.waitFor('Claude · ready');
      await chat.nvim.input('i/co<C-x><C-o>');
      await screen.waitFor('<optional custom');
      // The selected command's description, in its popup (drawn after the menu).
      await screen.waitFor('Review the current diff');
      await screen.settle();
      expectScreen(screen, `slash-completion-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      await chat.nvim.input('<C-e><Esc>');
    });
  });
}
