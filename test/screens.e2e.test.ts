// Reference screens as a user sees them at 80x24 and 160x48: the empty chat, a reply with thinking, a
// pending approval in the chat, and the review tab. Regenerate on purpose with UPDATE_SCREENS=1 (see test/support/screen.ts).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Scenario } from './fake-model/server';
import { waitFor } from './support/wait';
import { typeKeys } from './support/keys';
import { afterTurn, startChat, type ChatFixture } from './support/chat';
import { closeAfterEach, attachScreen, expectScreen, exposeHighlights, type Screen } from './support/screen';
import { APP, DEMO_FILES } from './fake-model/scenarios';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(
  () => [screen, chat],
  () => {
    screen = chat = null;
  },
);

// Cost, tokens, the context share and the model name
// vary with the CLI; the layout and the words do not.
const MASK = [
  /\$\d+\.\d+/g,
  /\d+(\.\d+)?k? in \/ \d+(\.\d+)?k? out/g,
  /\d+% ctx/g,
  /\d+%(?= c)/g,
  /<[\w.-]*-\d+(-\d+)*(\[\w+\])?$/g,
  /claude-[\w.-]+(\[\w+\])?/g,
];

const GREET = [
  '// greet.ts',
  'export function greet(name: string) {',
  "  return 'Hello, ' + name;",
  '}',
  '',
  'export function bye(name: string) {',
  "  return 'Bye, ' + name;",
  '}',
  '',
].join('\n');
const GREETED = GREET.replace("'Hello, ' + name", '`Hello, ${name}!`').replace("'Bye, ' + name", '`Goodbye, ${name}!`');
/** greet.ts read, then written over with both returns changed. */
const overwrite: Scenario = ({ cwd }) => [
  { blocks: [{ type: 'tool_use', name: 'Read', input: { file_path: path.join(cwd, 'greet.ts') } }] },
  { blocks: [{ type: 'tool_use', name: 'Write', input: { file_path: path.join(cwd, 'greet.ts'), content: GREETED } }] },
  { blocks: [{ type: 'text', text: 'Rewrote greet.ts.' }] },
];

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`the approval flow at ${cols}x${rows}`, () => {
    it('a Write over a file that exists: the approval says it overwrites, shows the diff to the file', async () => {
      chat = await startChat({ files: { 'greet.ts': GREET }, scenarios: { overwrite } });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('edit greet.ts');
      await chat.nvim.command('ClaudeChat rewrite it [scenario:overwrite]');
      await chat.waitForLine('  Allow Write?', 30_000);
      await chat.lua(`
        local win = vim.fn.bufwinid(vim.fn.bufnr('claude://chat'))
        vim.api.nvim_win_call(win, function() vim.fn.search('^? Write'); vim.cmd('normal! zt') end)`);
      await screen.waitFor(/\? Write greet\.ts · overwrites/);
      await screen.settle();
      expectScreen(screen, `approval-overwrite-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      await chat.nvim.command('ClaudeDeny');
    });

    it('an edit of a file with unsaved changes: the warning after it, the compare tab once saved', async () => {
      chat = await startChat({ files: { 'app.ts': APP } });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('edit app.ts');
      await typeKeys(chat, 'Gounsaved line<Esc>', screen);
      await chat.nvim.command('ClaudeChat edit [scenario:edit]');
      await chat.waitForLine('  Allow Edit?', 30_000);
      await chat.nvim.command('ClaudeApprove');
      const notice = "⚠ app.ts has unsaved changes; Claude's edit is on disk. Your buffer was not reloaded.";
      const lines = await chat.waitForLine(notice);
      await screen.waitFor('Claude · ready');
      await afterTurn(chat);
      await chat.lua(
        `
        local win = vim.fn.bufwinid(vim.fn.bufnr('claude://chat'))
        vim.api.nvim_set_current_win(win)
        vim.api.nvim_win_set_cursor(win, { ..., 0 })
        vim.cmd('normal! zt')`,
        [lines.indexOf(notice) + 1],
      );
      await screen.waitFor('compare your buffer');
      await screen.settle();
      expectScreen(screen, `unsaved-notice-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      // What `do` takes depends on 'diffopt': linematch, as 0.12 has it by default, on every version.
      await chat.nvim.command('set diffopt+=linematch:40');
      await typeKeys(chat, 'r', screen);
      await screen.waitFor(':w! saves');
      await typeKeys(chat, '2Gdo', screen);
      await typeKeys(chat, ':w!<CR>', screen);
      await screen.waitFor('On disk, as you wrote it');
      await screen.settle();
      // On a closed fold 0.10's ruler says `2,12-1`, 0.12's `2,12`.
      const ruler = /(?<=claude:\/\/disk\/app\.ts +)2,12(-1)? +(?=All)/g;
      expectScreen(screen, `compare-written-${cols}x${rows}`, { groups: 'auto', mask: [...MASK, ruler] });
    });

    it('a pending Edit in the chat, then its review tab', async () => {
      chat = await startChat({ files: { 'app.ts': APP } });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('edit app.ts');
      await chat.nvim.command('ClaudeChat edit [scenario:edit]');
      await screen.waitFor(/\[A\] accept every edit this/);
      await screen.waitFor((s) => s.text().includes('ga allow · gr deny'));
      await screen.settle();
      expectScreen(screen, `approval-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      await chat.nvim.input('<Esc><C-w>kr');
      await screen.waitFor(':w allows · :q denies');
      await screen.settle();
      expectScreen(screen, `review-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      await chat.nvim.command('ClaudeDeny');
    });
  });
}

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`the winbars of a Bash approval at ${cols}x${rows} (issue 28 item 15)`, () => {
    it('whole parts only, the cost in view at 32 columns; the prompt window offers no review for a command', async () => {
      chat = await startChat();
      screen = await attachScreen(chat, cols, rows);
      await chat.nvim.command('ClaudeChat hi [scenario:text]');
      await chat.waitForLine('Done.');
      await afterTurn(chat);
      await chat.nvim.command('ClaudeChat touch it [scenario:touch]');
      await screen.waitFor('Allow Bash?');
      const bar = await screen.waitFor(/Claude · 1 to approve · \$\d+\.\d+/);
      const row = bar.split('\n').find((l) => l.includes('Claude · 1 to approve'))!;
      // No part cut in the middle: the row ends with a whole part, never Neovim's `<` or `>` marks.
      expect(row).not.toMatch(/[<>]/);
      // At 64 columns the parts up to the token counts; the model name, which comes last, has no room.
      if (cols > 80) expect(row).toMatch(/ · \d+% ctx · \S+ in \/ \S+ out *│?$/);
      await screen.waitFor('ga allow · gr deny · Bash waits');
      await chat.nvim.command('ClaudeDeny');
      expect(screen.text()).not.toContain('gR review');
      await chat.nvim.command('ClaudeDeny');
    });
  });

  describe(`an approval taller than the chat at ${cols}x${rows} (issue 28 item 7)`, () => {
    it('arrives with its key hints in view, the cursor on it', async () => {
      chat = await startChat({ files: DEMO_FILES });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('edit greet.ts');
      await chat.nvim.command('ClaudeChat Refactor this [scenario:demo]');
      await chat.waitForLine('  Allow Edit?', 30_000);
      // Its last hint, whole: at 80x24 the preview above it is cut instead.
      await screen.waitFor(/\[A\] accept every edit this *│?\n?.*session/);
      await screen.settle();
      const cursor = await chat.lua<string>(
        `return vim.api.nvim_win_call(vim.fn.bufwinid(vim.fn.bufnr('claude://chat')), vim.api.nvim_get_current_line)`,
      );
      expect(cursor).toMatch(cols === 80 ? /^ {2}[-+] / : /^\? Edit greet\.ts$/);
      expectScreen(screen, `approval-tall-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      await chat.nvim.command('ClaudeDeny');
    });
  });
}

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`the chat at ${cols}x${rows}`, () => {
    it('empty, ready for a prompt; then a reply with its thinking folded once the answer came', async () => {
      chat = await startChat();
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('ClaudeChat');
      await waitFor(async () => (await chat!.status()).state === 'ready', { message: 'the CLI to be ready' });
      await screen.waitFor('Claude · ready');
      await screen.settle();
      expectScreen(screen, `empty-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      await chat.nvim.command('ClaudeChat hi [scenario:thinking]');
      await chat.waitForLine('Hi! This reply came after some thinking.');
      await screen.waitFor('Hi! This reply came after some');
      await screen.waitFor('✻ Thinking…');
      await screen.waitFor('Claude · ready'); // the turn's result came
      await afterTurn(chat);
      // The winbar has the context share too where it has room for it (at 80x24 its parts stop at the cost).
      if (cols > 80) await screen.waitFor(/ · \d+% ctx/);
      await screen.settle();
      expectScreen(screen, `thinking-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });
  });
}
