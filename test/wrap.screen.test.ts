// How the transcript's long lines wrap in a narrow chat column, as a user sees them at 80x24 and 160x48 (real
// Neovim with a UI attached, real CLI, fake model): at blanks, never inside a path or a command (greet.ts,
// :ClaudeChanges), and a wrapped line of a sub-agent's work goes on under its text, right of its `┆`. The
// user's own 'breakat' is theirs again once the chat is closed. Regenerate the reference screens on purpose
// with UPDATE_SCREENS=1 (see test/support/screen.ts).
import { describe, expect, it } from 'vitest';
import type { Scenario } from './fake-model/server';
import { afterTurn, startChat, type ChatFixture } from './support/chat';
import { focusTranscript } from './support/keys';
import { closeAfterEach, attachScreen, expectScreen, type Screen } from './support/screen';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(
  () => [screen, chat],
  () => {
    screen = chat = null;
  },
);

const PATHS =
  'Changed: src/app/greet.ts src/app/main.ts src/lib/util.ts src/lib/strings.ts test/greet.test.ts ' +
  'docs/guide.md; :ClaudeChanges lists them.';
const SUB = 'The sub-agent reads each file of the project and says what each one does.';

const scenarios: Record<string, Scenario> = {
  wrap: () => [
    {
      blocks: [
        {
          type: 'tool_use',
          name: 'Task',
          input: { description: 'Survey', prompt: 'Survey [scenario:wrapsub]', subagent_type: 'general-purpose' },
        },
      ],
    },
    { blocks: [{ type: 'text', text: PATHS }] },
  ],
  wrapsub: () => [{ blocks: [{ type: 'text', text: SUB }] }],
};

// Cost, tokens and the model name vary with the CLI; the layout and the words do not.
const MASK = [
  /\$\d+\.\d+/g,
  /\d+(\.\d+)?k? in \/ \d+(\.\d+)?k? out/g,
  /(?<=· )\d+(\.\d+)?k?(?= >)/g,
  /\d+% ctx/g,
  /\d+%(?= c)/g,
  /<[\w.-]*-\d+(-\d+)*(\[\w+\])?$/g,
  /claude-[\w.-]+(\[\w+\])?/g,
  /\d+ tokens · \d+\.\d s/g,
];

/** The chat column's part of each screen row (right of the window separator). */
const chatRows = (s: Screen) => s.lines().map((l) => l.split('│').slice(1).join('│'));

/** The rows from the one starting with `first` to the one holding `last`. */
function rowsOf(rows: string[], first: string, last: string): string[] {
  const start = rows.findIndex((r) => r.startsWith(first));
  const end = rows.findIndex((r, i) => i >= start && r.includes(last));
  if (start < 0 || end < 0) {
    throw new Error(`no rows from ${JSON.stringify(first)} to ${JSON.stringify(last)}:\n${rows.join('\n')}`);
  }
  return rows.slice(start, end + 1);
}

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`long lines in a ${cols}x${rows} chat`, () => {
    it("wrap at blanks, not inside paths or commands; a sub-agent's wrapped line stays right of its ┆", async () => {
      chat = await startChat({ scenarios, files: { 'app.ts': 'const a = 1;\n' } });
      screen = await attachScreen(chat, cols, rows);
      await chat.nvim.command('edit app.ts');
      await chat.nvim.command('ClaudeChat survey [scenario:wrap]');
      await chat.waitForLine(/^ {2}┆ ✓ The sub-agent reads/, 30_000);
      await chat.waitForLine(/^ℹ Claude goes on by itself/, 30_000);
      // The fake model's answer to the sub-agent's report, whole (the turn the CLI starts by itself).
      await chat.waitForLine(`The sub-agent reported back: ${SUB}`, 30_000);
      await waitFor(
        async () => {
          const s = await chat!.status();
          return s.state === 'ready';
        },
        { message: 'idle' },
      );
      await afterTurn(chat);
      await screen.waitFor('Claude · ready');
      if (cols > 80) await screen.waitFor(/ · \d+% ctx/); // the winbar has room for the context share
      // The sub-agent's fold opened, its Task line at the top.
      await focusTranscript(chat);
      await chat.lua(`vim.cmd('normal! zR') vim.fn.search('^. Task') vim.cmd('normal! zt')`);
      await screen.waitFor('Changed:');
      await screen.settle();
      const chatText = chatRows(screen);
      // Every word of the paragraph whole on a row.
      const words = rowsOf(chatText, 'Changed:', 'lists them.')
        .join(' ')
        .split(/\s+/)
        .filter((w) => w);
      expect(words).toEqual(PATHS.split(' '));
      // The sub-agent's line: its wrapped rows start under its text.
      const sub = rowsOf(chatText, '  ┆ The sub-agent reads each', 'each one does.');
      expect(sub.length).toBeGreaterThan(1);
      for (const row of sub.slice(1)) expect(row).toMatch(/^ {4}\S/);
      expect(
        sub
          .join(' ')
          .replace(/[┆\s]+/g, ' ')
          .trim(),
      ).toBe(SUB);
      expectScreen(screen, `wrap-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });
  });
}

describe("the user's 'breakat'", () => {
  it("is in force in their own windows that wrap with 'linebreak', and again once the chat is closed", async () => {
    chat = await startChat({ files: { 'notes.md': 'prose\n' } });
    const breakat = () => chat!.lua<string>('return vim.go.breakat');
    const user = await breakat();
    await chat.nvim.command('ClaudeChat hi [scenario:text]');
    await chat.waitForLine('Done.');
    await waitFor(async () => (await breakat()) === ' \t' || null, { message: "the chat's breakat" });
    // A window of the user's that wraps at 'breakat': theirs.
    await chat.nvim.command('wincmd h | edit notes.md | setlocal linebreak');
    await waitFor(async () => (await breakat()) === user || null, { message: 'theirs, with their linebreak window' });
    await chat.nvim.command('setlocal nolinebreak');
    await waitFor(async () => (await breakat()) === ' \t' || null, { message: "the chat's breakat again" });
    await chat.nvim.command('ClaudeToggle');
    await waitFor(async () => (await breakat()) === user || null, { message: "the user's, with the chat closed" });
    // Set by the user: left alone from then on.
    await chat.nvim.command('set breakat=\\ -');
    await chat.nvim.command('ClaudeToggle');
    const shown = () => chat!.lua<number>("return #vim.fn.win_findbuf(vim.fn.bufnr('claude://chat'))");
    await waitFor(async () => (await shown()) === 1 || null, { message: 'the chat open' });
    // Its update waits for the event loop: a callback scheduled after it has run, then it has.
    await chat.lua('vim.g.ticked = false vim.schedule(function() vim.g.ticked = true end)');
    await waitFor(() => chat!.lua<boolean>('return vim.g.ticked'), { message: 'the scheduled update' });
    expect(await breakat()).toBe(' -');
  });
});
