// Highlights as the user sees them: on the screen of a real Neovim with a UI attached (the plugin's linked
// groups exposed under their own names), the real CLI, the fake model. Byte ranges must land on the right
// characters after multi-byte text, and lines a streaming reply rewrote must keep no highlight of the lines
// they replaced.
import { describe, expect, it } from 'vitest';
import type { Scenario } from './fake-model/server';
import { startChat, type ChatFixture } from './support/chat';
import { CHAT_LUA } from './support/keys';
import { closeAfterEach, attachScreen, exposeHighlights, type Screen } from './support/screen';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(
  () => [screen, chat],
  () => {
    screen = chat = null;
  },
);

const FILE = 'src/日本/ファイル.ts';
const unibash: Scenario = () => [
  { blocks: [{ type: 'tool_use', name: 'Bash', input: { command: "echo 'héllo 日本'", description: 'Say hello' } }] },
  { blocks: [{ type: 'text', text: 'Said héllo.' }] },
];

/** For each cell [first, last] of a screen row: its character, marked `+` where `group` is among the groups
 *  drawn there (a range highlight combines with the line's own). */
function marked(s: Screen, row: number, first: number, last: number, group: string): string {
  let out = '';
  for (let c = first; c <= last; c++) {
    const text = s.cells(row)[c];
    if (text === '') continue; // the right half of a wide char: the char has the group of its left half
    out += text + (s.groupsAt(row, c).includes(group) ? '+' : '');
  }
  return out;
}
const every = (text: string) =>
  Array.from(text)
    .map((ch) => `${ch}+`)
    .join('');

/** Where `text` is on the screen; fails with the screen if it is not there. */
function locate(s: Screen, text: string) {
  const at = s.locate(text);
  if (!at) throw new Error(`the screen does not show ${JSON.stringify(text)}:\n${s.describe()}`);
  return at;
}

describe('highlight byte ranges (screen)', () => {
  it('a selection label after "▌ You · " covers exactly the label, multi-byte file name included', async () => {
    chat = await startChat({
      files: { [FILE]: Array.from({ length: 5 }, (_, i) => `const v${i + 1} = ${i + 1};`).join('\n') + '\n' },
    });
    screen = await attachScreen(chat, 160, 40);
    await exposeHighlights(chat);
    await chat.nvim.command(`edit ${FILE}`);
    await chat.nvim.command('2,3ClaudeChat explain [scenario:text]');
    await screen.waitFor('Done.');
    const label = `${FILE}:2-3`;
    const at = locate(screen, `▌ You #1 · ${label}`);
    const from = locate(screen, label);
    expect(from.row).toBe(at.row);
    // The label's cells, and only they, are ClaudeContextLabel.
    expect(marked(screen, at.row, at.first, from.last + 1, 'ClaudeContextLabel')).toBe(`▌ You #1 · ${every(label)} `);
    expect(marked(screen, at.row, at.first, from.last + 1, 'ClaudeUserHeader')).toBe(every(`▌ You #1 · ${label} `));
  });

  it("a tool's state mark and its '· auto-allowed' note, after a multi-byte command, cover exactly their characters", async () => {
    chat = await startChat({ scenarios: { unibash } });
    screen = await attachScreen(chat, 160, 40);
    await exposeHighlights(chat);
    await chat.nvim.command('ClaudeChat say it [scenario:unibash]');
    await screen.waitFor('Said héllo.');
    const line = "✓ Bash: echo 'héllo 日本' · auto-allowed";
    const at = locate(screen, line);
    const note = locate(screen, ' · auto-allowed');
    expect(note.row).toBe(at.row);
    expect(marked(screen, at.row, at.first, at.last + 1, 'ClaudeToolDone')).toBe(
      `✓+ Bash: echo 'héllo 日本' · auto-allowed `,
    );
    expect(marked(screen, at.row, at.first, at.last + 1, 'ClaudeToolAuto')).toBe(
      `✓ Bash: echo 'héllo 日本'${every(' · auto-allowed')} `,
    );
  });
});

describe('lines rewritten while a reply streams keep no stale highlight', () => {
  it('after streamed thinking, the answer and the next turn show no thinking highlight', async () => {
    chat = await startChat();
    screen = await attachScreen(chat, 160, 60);
    await exposeHighlights(chat);
    await chat.nvim.command('ClaudeChat think hard [scenario:slow-thinking]');
    await screen.waitFor('Decided after long thought.', 20_000);
    await waitFor(async () => (await chat!.status()).state !== 'running', { message: 'the turn to end' });
    // The next turn's lines come after the rewritten ones.
    await chat.nvim.command('ClaudeChat and now [scenario:text]');
    await screen.waitFor('Done.');
    await waitFor(async () => (await chat!.status()).state !== 'running', { message: 'the second turn to end' });
    await screen.settle();
    // On screen: the rows of the answer and of the next turn have no ClaudeThinking cell.
    for (const text of ['Decided after long thought.', 'and now [scenario:text]', 'Here is a short answer.', 'Done.']) {
      const at = locate(screen, text);
      expect(marked(screen, at.row, at.first, at.last, 'ClaudeThinking'), text).toBe(text);
    }
    // In the buffer: only thinking lines carry ClaudeThinking, each once.
    const marks = await chat.lua<{ line: string; groups: string[] }[]>(`${CHAT_LUA}
      local buf = chat_buf()
      local out = {}
      for i, l in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do out[i] = { line = l, groups = {} } end
      for _, m in ipairs(vim.api.nvim_buf_get_extmarks(buf, -1, 0, -1, { details = true })) do
        local row = out[m[2] + 1]
        if not row then row = { line = '(past the last line)', groups = {} }; out[m[2] + 1] = row end
        table.insert(row.groups, m[4].line_hl_group or m[4].hl_group)
      end
      return out`);
    const wrong = marks
      .filter((m) => m)
      .filter(({ line, groups }) => {
        const thinking = groups.filter((g) => g === 'ClaudeThinking').length;
        return /^(┆ |✻ Thinking…)/.test(line) ? thinking !== 1 : thinking !== 0;
      });
    expect(JSON.stringify(wrong, null, 1)).toBe('[]');
  });
});
