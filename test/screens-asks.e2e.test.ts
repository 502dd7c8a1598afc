// Reference screens at 80x24 and 160x48 of what Claude asks besides tool calls: a question with its
// numbered options, a plan to approve, and the task checklist. Regenerate on purpose with UPDATE_SCREENS=1.
import { describe, expect, it } from 'vitest';
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

// Cost, tokens, the model name and the plan file's name vary; the layout and the words do not.
const MASK = [
  /\$\d+\.\d+/g,
  /\d+(\.\d+)?k? in \/ \d+(\.\d+)?k? out/g,
  /\d+% ctx/g,
  /\d+%(?= c)/g,
  /<[\w.-]*-\d+(-\d+)*(\[\w+\])?$/g,
  /claude-[\w.-]+(\[\w+\])?/g,
];

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`questions, plans and tasks at ${cols}x${rows}`, () => {
    it('two questions, one answered by its number key', async () => {
      chat = await startChat();
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('ClaudeChat two things [scenario:ask-two]');
      await chat.waitForLine('    3 Export · CSV', 30_000);
      await chat.lua(`
        local win = vim.fn.bufwinid(vim.fn.bufnr('claude://chat'))
        vim.api.nvim_set_current_win(win)
        vim.fn.search('Postgres')`);
      await chat.nvim.input('1');
      await chat.waitForLine('  ✓ 1 Postgres · Relational');
      await screen.waitFor('✓ 1 Postgres');
      await screen.settle();
      expectScreen(screen, `question-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      await chat.nvim.command('ClaudeDeny');
    });

    it('a plan to approve, as markdown', async () => {
      chat = await startChat({ setup: { permission_mode: 'plan' } });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('ClaudeChat plan it [scenario:plan]');
      await chat.waitForLine('  Approve this plan?', 30_000);
      await screen.waitFor('Approve this plan?');
      // From the plan on: above it is the CLI's Write of the plan file, whose name it picks at random.
      await chat.lua(`
        local win = vim.fn.bufwinid(vim.fn.bufnr('claude://chat'))
        vim.api.nvim_win_call(win, function() vim.fn.search('^? Plan$'); vim.cmd('normal! zt') end)`);
      await screen.waitFor(/\? Plan *$/m);
      await screen.settle();
      // Its heading is a heading: in the heading colour, its `#` hidden as the markers of emphasis are.
      const heading = screen.locate('Plan: greet in hello.txt');
      expect(screen.lines()[heading!.row].split('│').at(-1)).toMatch(/^Plan: greet in hello\.txt *$/);
      expect(screen.groupAt(heading!.row, heading!.first)).toBe('Title');
      expectScreen(screen, `plan-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      await chat.nvim.command('ClaudeDeny not now'); // without a message, a plan asks what should change
    });

    it('the task checklist once the turn is done', async () => {
      chat = await startChat({ env: { CLAUDE_CODE_ENABLE_TODO_TOOLS: '1' } });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('ClaudeChat plan the work [scenario:tasks]');
      for (const file of ['planned', 'testing']) {
        await chat.waitForLine(new RegExp(`^\\? Bash: touch ${file}\\.txt`), 30_000);
        await chat.lua(`require('claude').approve('once')`);
      }
      await chat.waitForLine('Both tasks are done.', 30_000);
      await afterTurn(chat);
      // The winbar has the context share too where it has room for it (at 80x24 its parts stop at the cost).
      if (cols > 80) await screen.waitFor(/ · \d+% ctx/);
      await screen.waitFor('Claude · ready');
      await chat.lua(`
        local win = vim.fn.bufwinid(vim.fn.bufnr('claude://chat'))
        vim.api.nvim_win_call(win, function() vim.fn.search('Tasks 2/2'); vim.cmd('normal! zt') end)`);
      await screen.waitFor('☑ Fix the bug');
      await screen.settle();
      expectScreen(screen, `tasks-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });
  });
}
