// An approval judged against the file as it is when it is answered (issue 45 item 1): a Write drawn as a
// create, whose file another process writes while it waits, is not answered by the key pressed next; it is
// drawn again as the overwrite it now is, and the key after that answers it. The same for :ClaudeApprove,
// the prompt's allow key and the review tab's :w. Real Neovim, real CLI, fake model.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Scenario } from './fake-model/server';
import { startChat, type ChatFixture } from './support/chat';
import { CHAT_LUA, focusPrompt, focusTranscript, typeKeys } from './support/keys';
import { attachScreen, closeAfterEach, expectScreen, exposeHighlights, type Screen } from './support/screen';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(
  () => [screen, chat],
  () => {
    screen = chat = null;
  },
);

const THREE = 'line one\nline two\nline three\n';
const THEIRS = 'written by\nanother process\n';
/** hello.txt read, then written over with three lines (the CLI writes over only a file read first). */
const overwrite: Scenario = ({ cwd }) => [
  { blocks: [{ type: 'tool_use', name: 'Read', input: { file_path: path.join(cwd, 'hello.txt') } }] },
  { blocks: [{ type: 'tool_use', name: 'Write', input: { file_path: path.join(cwd, 'hello.txt'), content: THREE } }] },
  { blocks: [{ type: 'text', text: 'Rewrote hello.txt.' }] },
];

// Cost, tokens, the context share and the model name vary with the CLI; the layout and the words do not.
const MASK = [
  /\$\d+\.\d+/g,
  /\d+(\.\d+)?k? in \/ \d+(\.\d+)?k? out/g,
  /\d+% ctx/g,
  /\d+%(?= c)/g,
  /<[\w.-]*-\d+(-\d+)*(\[\w+\])?$/g,
  /claude-[\w.-]+(\[\w+\])?/g,
];

/** A Write of hello.txt waiting, drawn as a create; then (`overtaken`) another process writes two lines to
 *  hello.txt. */
async function createOvertaken(cols = 80, rows = 24, overtaken = true): Promise<{ c: ChatFixture; file: string }> {
  const c = (chat = await startChat());
  screen = await attachScreen(c, cols, rows);
  await exposeHighlights(c);
  const file = path.join(c.ws.dir, 'hello.txt');
  await c.nvim.command('ClaudeChat create it [scenario:write]');
  const lines = await c.waitForLine('Allow Write?');
  expect(lines).toContain('? Write hello.txt');
  if (overtaken) fs.writeFileSync(file, THEIRS);
  return { c, file };
}

/** The approval drawn again against the file on disk: an overwrite of its two lines, with the real diff. */
async function redrawn(c: ChatFixture): Promise<void> {
  const lines = await c.waitForLine('? Write hello.txt · overwrites 2 lines');
  const at = lines.indexOf('? Write hello.txt · overwrites 2 lines');
  expect(lines.slice(at + 1, at + 7)).toEqual([
    '  @@ -1,2 +1,3 @@',
    '  - written by',
    '  - another process',
    '  + line one',
    '  + line two',
    '  + line three',
  ]);
}

const cursorLine = (c: ChatFixture) => c.lua<string>(`return vim.api.nvim_get_current_line()`);
const onWrite = (c: ChatFixture) =>
  c.lua(`vim.api.nvim_win_set_cursor(0, { vim.fn.search('^? Write hello.txt', 'nw'), 0 })`);

/** The transcript window shows the Write's approval from its first line to its last key hint line, whole. */
const hintsShown = (c: ChatFixture) =>
  c.lua<boolean>(`${CHAT_LUA}
  local win = chat_wins(false)[1]
  local lines = vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(win), 0, -1, false)
  local first = 0
  for i, l in ipairs(lines) do
    if l:find('^? Write hello.txt') then first = i end
  end
  local last = first
  while last < #lines and lines[last + 1] ~= '' do last = last + 1 end
  return first > 0 and vim.fn.line('w0', win) <= first and vim.fn.line('w$', win) >= last`);

/** Nothing was written over: the file holds what the other process wrote, the approval still waits. */
async function nothingAnswered(c: ChatFixture, file: string): Promise<void> {
  expect(fs.readFileSync(file, 'utf8')).toBe(THEIRS);
  expect((await c.status()).approvals).toBe(1);
}

/** The next key answered it: Claude's three lines on disk, and the echo area no longer says to press again. */
async function answered(c: ChatFixture, file: string, text = THREE): Promise<void> {
  await c.waitForLine('Created hello.txt.');
  await waitFor(() => fs.readFileSync(file, 'utf8') === text, { message: 'the Write on disk' });
  await screen!.waitFor((s) => !s.text().includes('press again'));
}

describe('an approval whose file changed since it was drawn (issue 45 item 1)', () => {
  for (const [cols, rows] of [
    [80, 24],
    [160, 48],
  ] as const) {
    it(`at ${cols}x${rows}, a in the transcript: nothing written, the Write drawn again as an overwrite, in view; a again allows it`, async () => {
      const { c, file } = await createOvertaken(cols, rows);
      await focusTranscript(c);
      await onWrite(c);
      await typeKeys(c, 'a', screen);
      await redrawn(c);
      await screen!.waitFor('claude-chat: hello.txt changed on disk: Write redrawn; press again');
      await screen!.waitFor('[a] allow once');
      await nothingAnswered(c, file);
      // The cursor on it, its diff and its keys in view.
      expect(await cursorLine(c)).toBe('? Write hello.txt · overwrites 2 lines');
      await screen!.waitFor('- another process');
      await screen!.settle();
      expectScreen(screen!, `approval-redrawn-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      await typeKeys(c, 'a', screen);
      await answered(c, file);
    });
  }

  it(':ClaudeApprove from the code window: nothing written, drawn again; :ClaudeApprove again allows it', async () => {
    const { c, file } = await createOvertaken();
    await c.nvim.command('wincmd t');
    await c.nvim.command('ClaudeApprove');
    await redrawn(c);
    await screen!.waitFor('hello.txt changed on disk: Write redrawn; press again');
    await nothingAnswered(c, file);
    await c.nvim.command('ClaudeApprove');
    await answered(c, file);
  });

  it('ga in the prompt: nothing written, drawn again; ga again allows it', async () => {
    const { c, file } = await createOvertaken();
    await focusPrompt(c);
    await typeKeys(c, 'ga', screen);
    await redrawn(c);
    await screen!.waitFor('hello.txt changed on disk: Write redrawn; press again');
    await nothingAnswered(c, file);
    await typeKeys(c, 'ga', screen);
    await answered(c, file);
  });

  it('a file written again with the same size and time: the host finds the text changed and draws it again', async () => {
    const c = (chat = await startChat({ files: { 'hello.txt': 'one\n' }, scenarios: { overwrite } }));
    screen = await attachScreen(c, 80, 24);
    const file = path.join(c.ws.dir, 'hello.txt');
    fs.utimesSync(file, 1_000_000, 1_000_000);
    await c.nvim.command('ClaudeChat rewrite it [scenario:overwrite]');
    await c.waitForLine('? Write hello.txt · overwrites 1 line');
    // Its size and modification time as before: only its text tells it changed.
    fs.writeFileSync(file, 'two\n');
    fs.utimesSync(file, 1_000_000, 1_000_000);
    await c.nvim.command('ClaudeApprove');
    const lines = await c.waitForLine('  - two');
    expect(lines).not.toContain('  - one');
    await screen.waitFor('hello.txt changed on disk: Write redrawn; press again');
    expect(fs.readFileSync(file, 'utf8')).toBe('two\n');
    expect((await c.status()).approvals).toBe(1);
    await c.nvim.command('ClaudeApprove');
    await c.waitForLine('Rewrote hello.txt.');
    expect(fs.readFileSync(file, 'utf8')).toBe(THREE);
    // Answered: the message that said to press again is gone, as when the editor found the change.
    await screen.waitFor((s) => !s.text().includes('press again'));
  });

  it('a in the transcript, the host finding the text changed: drawn again, its diff grown, whole in view', async () => {
    // One line, then three of the same size and time: the redrawn diff is two lines longer, still fits.
    const c = (chat = await startChat({ files: { 'hello.txt': 'abcde\n' }, scenarios: { overwrite } }));
    screen = await attachScreen(c, 80, 24);
    const file = path.join(c.ws.dir, 'hello.txt');
    fs.utimesSync(file, 1_000_000, 1_000_000);
    await c.nvim.command('ClaudeChat rewrite it [scenario:overwrite]');
    await c.waitForLine('? Write hello.txt · overwrites 1 line');
    await screen.waitFor('[d] deny');
    fs.writeFileSync(file, '1\n2\n3\n');
    fs.utimesSync(file, 1_000_000, 1_000_000);
    await focusTranscript(c);
    await onWrite(c);
    await typeKeys(c, 'a', screen);
    await c.waitForLine('? Write hello.txt · overwrites 3 lines');
    await screen.waitFor('hello.txt changed on disk: Write redrawn; press again');
    await screen.waitFor('  - 3');
    await waitFor(() => hintsShown(c), { message: 'the redrawn approval in view, its key hints whole' });
    expect(await cursorLine(c)).toBe('? Write hello.txt · overwrites 3 lines');
    expect(fs.readFileSync(file, 'utf8')).toBe('1\n2\n3\n');
    await typeKeys(c, 'a', screen);
    await c.waitForLine('Rewrote hello.txt.');
    expect(fs.readFileSync(file, 'utf8')).toBe(THREE);
    await screen.waitFor((s) => !s.text().includes('press again'));
  });

  it("the review tab's :w: nothing written, the left side shows the file as it is, your version kept; :w again writes it", async () => {
    const { c, file } = await createOvertaken(80, 24, false);
    await focusTranscript(c);
    await onWrite(c);
    await typeKeys(c, 'r', screen);
    await screen!.waitFor(':w allows · :q denies');
    const sides = () =>
      c.lua<string[][]>(`local out = {}
      for _, w in ipairs(vim.api.nvim_tabpage_list_wins(0)) do
        table.insert(out, vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(w), 0, -1, false))
      end
      return out`);
    expect(await sides()).toEqual([[''], ['line one', 'line two', 'line three']]);
    await typeKeys(c, '2Gccline 2<Esc>', screen);
    fs.writeFileSync(file, THEIRS);
    await typeKeys(c, ':w<CR>', screen);
    await screen!.waitFor('hello.txt changed on disk, shown on the left; :w again');
    expect(await sides()).toEqual([
      ['written by', 'another process'],
      ['line one', 'line 2', 'line three'],
    ]);
    await nothingAnswered(c, file);
    await redrawn(c);
    await typeKeys(c, ':w<CR>', screen);
    await c.waitForLine('Created hello.txt.');
    expect(fs.readFileSync(file, 'utf8')).toBe('line one\nline 2\nline three\n');
  });
});
