// Reference screens of the pinned task panel and of the winbar of two sessions at 80x24 and 160x48 (issue 33,
// D1 and D2): :ClaudeTodos! under the editor while an approval waits, and a second session's winbar with the
// first one's context share. Regenerate on purpose with UPDATE_SCREENS=1 (see test/support/screen.ts).
import { describe, expect, it } from 'vitest';
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

// Cost, tokens, the context shares and the model name vary with the CLI; the layout and the words do not.
const MASK = [
  /\$\d+\.\d+/g,
  /\d+(\.\d+)?k? in \/ \d+(\.\d+)?k? out/g,
  /\d+% ctx/g,
  /ctx( \d+: \d+%)+/g,
  /<[\w.-]*-\d+(-\d+)*(\[\w+\])?$/g,
  /claude-[\w.-]+(\[\w+\])?/g,
];

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`the task panel and the gauge at ${cols}x${rows}`, () => {
    it(':ClaudeTodos! while the first task waits on an approval', async () => {
      chat = await startChat({ env: { CLAUDE_CODE_ENABLE_TODO_TOOLS: '1' } });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('ClaudeChat plan the work [scenario:tasks]');
      await chat.waitForLine('  Allow Bash?', 30_000);
      await screen.waitFor('.claude/settings.local.json)');
      await chat.nvim.command('ClaudeTodos!');
      await screen.waitFor('Claude · Tasks 0/2 done');
      // The panel took its rows from the transcript: the approval's key hints are still whole (issue 45, item 21).
      await screen.waitFor('.claude/settings.local.json)');
      await screen.settle();
      expect(screen.text()).not.toContain('@@@');
      expectScreen(screen, `todos-panel-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });

    it("two sessions: the second one's winbar with the first one's share", async () => {
      chat = await startChat();
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('ClaudeChat hello [scenario:text]');
      await chat.waitForLine('Done.', 30_000);
      await afterTurn(chat);
      await chat.nvim.command('ClaudeChat! again [scenario:text]');
      await chat.waitForLine('Done.', 30_000);
      await afterTurn(chat);
      await screen.waitFor('Claude 2 · ready');
      await screen.settle();
      expectScreen(screen, `two-sessions-winbar-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });
  });
}
