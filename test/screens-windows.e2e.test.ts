// Reference screens of the chat's layout (issue 12), as a user sees them at 80x24 and 160x48: the chat given
// back whole by :ClaudeToggle after its transcript window was closed, the changed-files quickfix list
// across the bottom, and a second session shown while the first waits for approval. Regenerate on purpose with UPDATE_SCREENS=1 (see test/support/screen.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Scenario } from './fake-model/server';
import { afterTurn, startChat, type ChatFixture } from './support/chat';
import { editorMode, typeKeys } from './support/keys';
import { waitFor } from './support/wait';
import { closeAfterEach, attachScreen, expectScreen, exposeHighlights, type Screen } from './support/screen';
import { APP } from './fake-model/scenarios';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(
  () => [screen, chat],
  () => {
    screen = chat = null;
  },
);

// Cost, tokens (also when a narrow winbar cuts them: `· 160 >`) and the model name vary with the CLI; the
// layout and the words do not.
/** Streams for about two seconds, then asks to write a file: by then another session is shown. */
const scenarios: Record<string, Scenario> = {
  'later-write': ({ cwd }) => [
    {
      chunkSize: 6,
      delayMs: 15,
      blocks: [
        { type: 'text', text: 'A few words before the write. '.repeat(24) },
        { type: 'tool_use', name: 'Write', input: { file_path: path.join(cwd, 'hello.txt'), content: 'hello\n' } },
      ],
    },
    { blocks: [{ type: 'text', text: 'Created hello.txt.' }] },
  ],
};

const MASK = [
  /\$\d+\.\d+/g,
  /\d+(\.\d+)?k? in \/ \d+(\.\d+)?k? out/g,
  /(?<=· )\d+(\.\d+)?k?(?= >)/g,
  /\d+% ctx/g,
  /ctx( \d+: \d+%)+/g,
  /\d+%(?= c)/g,
  /<[\w.-]*-\d+(-\d+)*(\[\w+\])?$/g,
  /claude-[\w.-]+(\[\w+\])?/g,
];

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`the chat's layout at ${cols}x${rows}`, () => {
    it(':close in the transcript, then :ClaudeToggle: the transcript is back above the prompt, at its size', async () => {
      chat = await startChat({ files: { 'app.ts': APP } });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('edit app.ts');
      await chat.nvim.command('ClaudeChat hello [scenario:text]');
      await chat.waitForLine('Done.');
      await screen.waitFor('Claude · ready');
      await afterTurn(chat);
      // The winbar has the context share too where it has room for it (at 80x24 its parts stop at the cost).
      if (cols > 80) await screen.waitFor(/ · \d+% ctx/);
      await typeKeys(chat, '<Esc><C-w>k:close<CR>', screen);
      await screen.waitFor((s) => !s.text().includes('claude://chat'));
      await typeKeys(chat, ':ClaudeToggle<CR>', screen);
      await screen.waitFor('claude://chat');
      await screen.settle();
      expectScreen(screen, `close-toggle-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });

    it(':ClaudeChanges: the changed files across the bottom, no higher than the list', async () => {
      chat = await startChat({ files: { 'app.ts': APP }, setup: { permission_mode: 'acceptEdits' } });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('edit app.ts');
      await chat.nvim.command('ClaudeChat two files [scenario:multi]');
      await chat.waitForLine('Both files written.');
      await screen.waitFor('Claude · ready');
      await afterTurn(chat);
      await screen.settle(); // the winbar has the context share too (at 80x24 cut off after the mode)
      await typeKeys(chat, '<Esc>:ClaudeChanges<CR>', screen);
      await screen.waitFor('b.txt|1 col 1| +2 -0');
      await screen.settle();
      expectScreen(screen, `changes-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });

    it("a turn's hunks in the quickfix history (:cnewer), then :ClaudeDiff: the file before the session beside it now", async () => {
      chat = await startChat({ files: { 'app.ts': APP }, setup: { permission_mode: 'acceptEdits' } });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('edit app.ts');
      await chat.nvim.command('ClaudeChat change it [scenario:edit]');
      await chat.waitForLine('Changed a and added b.');
      await screen.waitFor('Claude · ready');
      await afterTurn(chat);
      await screen.settle(); // the winbar has the context share too (at 80x24 cut off after the mode)
      // The turn's list comes once the turn is done (after the files' list).
      await waitFor(async () => (await chat!.lua<number>(`return vim.fn.getqflist({ nr = '$' }).nr`)) === 2 || null, {
        message: "the turn's list",
      });
      // :cnewer echoes the list's title: cut short enough that it asks for no ENTER.
      await typeKeys(chat, '<Esc><C-w>t:cnewer<CR>', screen);
      await screen.waitFor(/error list 2 of 2/);
      expect((await editorMode(chat)).blocking, screen.lines().join('\n')).toBe(false);
      await typeKeys(chat, ':botright copen 3<CR>', screen);
      await screen.waitFor(/Claude #1: change it/);
      await screen.settle();
      expectScreen(screen, `turn-list-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      await typeKeys(chat, ':cclose | wincmd t | ClaudeDiff<CR>', screen);
      await screen.waitFor('Before this session');
      await screen.settle();
      expectScreen(screen, `claude-diff-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });

    it(':ClaudeChat! while the first session works: the second is shown; the first asking is said once and marked in the winbar', async () => {
      chat = await startChat({ files: { 'app.ts': APP }, scenarios });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('edit app.ts');
      await chat.nvim.command('ClaudeChat write it [scenario:later-write]');
      await chat.waitForLine(/^A few words/);
      await typeKeys(chat, '<Esc>:ClaudeChat! hello [scenario:text]<CR>', screen);
      // At 80 columns the winbar is cut before the context share, so it looks the same with or without it.
      await screen.waitFor(cols === 80 ? 'Claude 2 · ready' : /Claude 2 · ready · \$[\d.]+ · \d+% c/);
      await screen.waitFor(cols === 80 ? '[1 asks] Claude 2 · ready' : '[1 needs approval] Claude 2 · ready');
      // What matters first, whole: which session, and the key that goes there (issue 28 item 17).
      await screen.waitFor('claude-chat: session 1 waits for approval (gp in the chat)');
      await screen.settle();
      expectScreen(screen, `sessions-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      // The prompt window's allow key reaches it: the chat shows session 1 and its Write; nothing is allowed
      // until the key is pressed again, with the Write in view (issue 28 item 9).
      await chat.lua(`vim.api.nvim_set_current_win(vim.fn.bufwinid(vim.fn.bufnr('claude://prompt-2')))`);
      await typeKeys(chat, 'ga', screen);
      await screen.waitFor('claude-chat: session 1 shown: its approval waits; press again');
      await screen.waitFor('[a] allow once');
      await screen.waitFor('Claude · 1 to approve');
      await screen.settle();
      expectScreen(screen, `sessions-reached-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      expect(fs.existsSync(path.join(chat.ws.dir, 'hello.txt'))).toBe(false);
      expect(await chat.lua<string>('return vim.api.nvim_buf_get_name(0)')).toBe('claude://prompt');
      await typeKeys(chat, 'ga', screen);
      await chat.waitForLine('Created hello.txt.');
      expect(fs.readFileSync(path.join(chat.ws.dir, 'hello.txt'), 'utf8')).toBe('hello\n');
    });
  });
}

describe('a key that goes to the approval reaches another session (issue 28 item 9)', () => {
  it('gp in the prompt window of session 2 shows session 1 with the cursor on its Write; nothing is answered', async () => {
    chat = await startChat({ scenarios });
    await chat.nvim.command('ClaudeChat write it [scenario:later-write]');
    await chat.waitForLine(/^A few words/);
    await chat.nvim.command('ClaudeChat! hello [scenario:text]');
    await waitFor(
      async () => (await chat!.lua<number>(`return vim.fn.bufwinid(vim.fn.bufnr('claude://prompt-2'))`)) > 0,
      { message: 'session 2 shown' },
    );
    await waitFor(
      async () => (await chat!.lua<string>(`return require('claude').status()`)).includes('1 needs approval') || null,
      { message: 'session 1 asking', timeout: 20_000 },
    );
    await chat.lua(`vim.api.nvim_set_current_win(vim.fn.bufwinid(vim.fn.bufnr('claude://prompt-2')))`);
    await typeKeys(chat, 'gp');
    await waitFor(
      async () => (await chat!.lua<string>('return vim.api.nvim_get_current_line()')) === '? Write hello.txt',
      { message: 'the cursor on the Write' },
    );
    expect(await chat.lua<string>('return vim.api.nvim_buf_get_name(0)')).toBe('claude://chat');
    expect(fs.existsSync(path.join(chat.ws.dir, 'hello.txt'))).toBe(false);
    await typeKeys(chat, 'a');
    await chat.waitForLine('Created hello.txt.');
  });
});
