// The end of the transcript stays in view in a chat window the user is not in (issue 45, item 13): its lines
// take more rows when the window is made narrower (the terminal resized) or when 'breakat' changes as the chat
// opens again (:only, then :ClaudeToggle). Neovim scrolls only the current window to its cursor; the
// transcript's cursor, at the end, fell below the window (`99%` in its status line, the last line unseen).
import { describe, expect, it } from 'vitest';
import { afterTurn, startChat, type ChatFixture } from './support/chat';
import { CHAT_LUA, typeKeys } from './support/keys';
import { attachScreen, closeAfterEach, expectScreen, type Screen } from './support/screen';
import type { Scenario } from './fake-model/server';
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
const LAST = 'That is all.';
// Paragraphs that wrap, with words that 'breakat' cuts differently (paths, dotted names, dashes).
const PARAGRAPH =
  'See src/render/status.ts and lua/claude/scroll.lua: the status-line words, the end-of-turn ' +
  'marks, the follow-the-end rule. ';
const scenarios: Record<string, Scenario> = {
  paragraphs: () => [
    {
      blocks: [
        {
          type: 'text',
          text: `${[1, 2, 3, 4, 5, 6].map((n) => `${n}. ${PARAGRAPH.repeat(2)}`).join('\n\n')}\n\n${LAST}`,
        },
      ],
    },
  ],
};

/** The transcript window: whether its cursor line is on screen (at or above its last line shown), and its
 *  ruler as its status line shows it (Bot, All or a percentage). */
const endInView = (c: ChatFixture) =>
  c.lua<{ cursor: number; bottom: number; last: number; current: boolean }>(`
  ${CHAT_LUA}
  local win = chat_wins()[1]
  return { cursor = vim.api.nvim_win_get_cursor(win)[1], bottom = vim.fn.line('w$', win),
    last = vim.api.nvim_buf_line_count(vim.api.nvim_win_get_buf(win)), current = win == vim.api.nvim_get_current_win() }`);

/** The transcript's status line on the screen, in the chat column: `claude://chat [-] 57,0-1  Bot`. */
const transcriptStatus = (s: Screen) =>
  s
    .text()
    .split('\n')
    .filter((row) => row.includes('│'))
    .map((row) => row.slice(row.lastIndexOf('│') + 1))
    .find((part) => /\d+,\d+\S*\s+(Top|Bot|All|\d+%)\s*$/.test(part)) ?? '';

async function expectEnd(c: ChatFixture, s: Screen, what: string) {
  // Once the screen has settled on the end (or not: the checks below say what is wrong).
  await s.waitFor((sc) => / (Bot|All)\s*$/.test(transcriptStatus(sc)), 2_000).catch(() => undefined);
  const v = await endInView(c);
  expect(v.current, what).toBe(false);
  expect(v.cursor, `${what}: the cursor on the last line`).toBe(v.last);
  expect(v.bottom, `${what}: the last line shown\n${s.text()}`).toBe(v.last);
  expect(transcriptStatus(s), what).toMatch(/ (Bot|All)\s*$/);
}

/** A chat at `cols`x`rows`, the user in a file, after a reply whose last paragraph is tall (scenario paragraphs).
 *  Each is kept where closeAfterEach finds it as soon as it exists. */
async function replied(cols: number, rows: number): Promise<{ chat: ChatFixture; screen: Screen }> {
  const c = (chat = await startChat({ files: { 'app.ts': 'const a = 1;\n' }, scenarios }));
  const s = (screen = await attachScreen(c, cols, rows));
  await c.nvim.command('edit app.ts');
  await c.nvim.command('ClaudeChat tell me [scenario:paragraphs]');
  await c.waitForLine(LAST);
  await afterTurn(c);
  return { chat: c, screen: s };
}

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`at ${cols}x${rows}`, () => {
    it('made narrower while the user is in another window, the transcript still shows its last line', async () => {
      ({ chat, screen } = await replied(cols, rows));
      await screen.waitFor(LAST);
      await expectEnd(chat, screen, 'after the turn');
      for (const width of [cols - 20, cols - 30]) {
        await screen.resize(width, rows);
        await waitFor(
          async () =>
            (await chat!.lua<number>(`${CHAT_LUA} return vim.api.nvim_win_get_width(chat_wins()[1])`)) ===
              Math.floor(width * 0.4) || null,
          { message: `the chat column at ${width * 0.4} columns` },
        );
        await expectEnd(chat, screen, `at ${width} columns`);
      }
      await screen.resize(cols, rows);
      await expectEnd(chat, screen, `back at ${cols} columns`);
      if (cols === 80) {
        // The last paragraph is taller than the rows above the end: the window starts inside it, marked `<<<`, and
        // shows no empty row (:help claude-transcript-scroll): the top of the chat column, under its winbar.
        const top = screen.text().split('\n')[1];
        expect(top.slice(top.lastIndexOf('│') + 1)).toMatch(/^<<</);
      }
      await screen.settle();
      expectScreen(screen, `end-in-view-narrower-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });

    it(':only in the transcript, then :ClaudeToggle twice from the file: the transcript shows its last line', async () => {
      ({ chat, screen } = await replied(cols, rows));
      for (const n of [1, 2, 3]) {
        await typeKeys(chat, "<C-\\><C-n>:call win_gotoid(bufwinid('^claude://chat$'))<CR>", screen);
        await typeKeys(chat, ':only<CR>:ClaudeToggle<CR>', screen);
        await screen.waitFor((s) => !s.text().includes('claude://chat'));
        await typeKeys(chat, ':ClaudeToggle<CR>', screen);
        await screen.waitFor(LAST);
        await expectEnd(chat, screen, `toggle ${n}`);
      }
      await screen.settle();
      expectScreen(screen, `end-in-view-toggle-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });
  });
}
