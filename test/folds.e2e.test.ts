import { afterEach, describe, expect, it } from 'vitest';
import type { Scenario } from './fake-model/server';
import { startChat, type ChatFixture } from './support/chat';
import { CHAT_LUA, editorMode, focusTranscript, transcriptWindows, typeKeys } from './support/keys';
import { attachScreen, type Screen } from './support/screen';
import { waitFor } from './support/wait';

// Transcript folds are manual folds that lua/claude/transcript/frame.lua makes from the host's fold ranges (a
// 'foldexpr' evaluated per line cost more than writing the lines): thinking open while it streams (closed
// once complete, test/texts.screen.test.ts), tool results closed, a fold that grows while streaming keeps
// what the user did to it, and a new window gets them all.

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
afterEach(async () => {
  const s = screen;
  screen = null;
  await s?.detach().catch(() => {});
  const c = chat;
  chat = null;
  await c?.close();
});

/** [foldclosed, foldclosedend, foldlevel] of 1-based `lnum` in the transcript window (of the current tab page). */
const foldAt = (c: ChatFixture, lnum: number) =>
  c.lua<number[]>(`${CHAT_LUA}
  return vim.api.nvim_win_call(chat_wins()[1], function()
    return { vim.fn.foldclosed(${lnum}), vim.fn.foldclosedend(${lnum}), vim.fn.foldlevel(${lnum}) }
  end)`);
/** Closes the fold at 1-based `lnum` in the transcript window, as zc there would. */
const closeFold = (c: ChatFixture, lnum: number) =>
  c.lua(`${CHAT_LUA}
  vim.api.nvim_win_call(chat_wins()[1], function() vim.cmd(${lnum} .. 'foldclose') end)`);

// A reply taller than the window, then a sub-agent whose work (about 30 lines) folds into one line once it
// ends; `slow` streams the sub-agent's words at a watchable pace.
const tallThenAgent: Scenario = () => [
  {
    blocks: [
      { type: 'text', text: Array.from({ length: 30 }, (_, i) => `${i + 1}. A point worth making.`).join('\n') },
      {
        type: 'tool_use',
        name: 'Task',
        input: {
          description: 'Read them all',
          prompt: 'Read every file [scenario:reader]',
          subagent_type: 'general-purpose',
        },
      },
    ],
  },
  { blocks: [{ type: 'text', text: 'The agent is on it.' }] },
];
const reader =
  (slow: boolean): Scenario =>
  ({ cwd }) => [
    ...Array.from({ length: 8 }, (_, i) => ({
      ...(slow ? { chunkSize: 3, delayMs: 40 } : {}),
      blocks: [
        { type: 'text' as const, text: `Reading part ${i + 1}.` },
        { type: 'tool_use' as const, name: 'Read', input: { file_path: `${cwd}/app.ts` } },
      ],
    })),
    { blocks: [{ type: 'text', text: 'Read every part.' }] },
  ];
/** The transcript window's view: its first line, the rows from there to the end, the height of the line
 *  above its first, its text area (winheight: without the winbar), and where the sub-agent's fold starts. */
const agentView = (c: ChatFixture) =>
  c.lua<{ w0: number; rows: number; above: number; height: number; folded: number }>(`${CHAT_LUA}
  local win = chat_wins()[1]
  local w0 = vim.api.nvim_win_call(win, function() return vim.fn.line('w0') end)
  local folded = vim.api.nvim_win_call(win, function() return vim.fn.foldclosed(vim.fn.search('^  ┆ Reading part 1[.]$', 'nw')) end)
  local above = w0 > 1 and vim.api.nvim_win_text_height(win, { start_row = w0 - 2, end_row = w0 - 2 }).all or 0
  return { w0 = w0, rows = vim.api.nvim_win_text_height(win, { start_row = w0 - 1 }).all, above = above,
    height = vim.fn.winheight(win), folded = folded }`);

describe('transcript folds (real Neovim, real CLI, fake model)', () => {
  it('a thinking fold the user closes while it grows stays closed, and ends up holding all of it', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat think hard [scenario:slow-thinking]');
    let lines = await chat.waitForLine(/^┆ Thinking step 5:/);
    const head = lines.indexOf('✻ Thinking…') + 1; // 1-based
    expect(head).toBeGreaterThan(0);
    expect((await foldAt(chat, head + 1))[2]).toBe(1); // inside a fold, open
    expect((await foldAt(chat, head + 1))[0]).toBe(-1);
    await closeFold(chat, head);
    lines = await chat.waitForLine('Decided after long thought.');
    await waitFor(async () => (await chat!.status()).state !== 'running', { message: 'the turn to end' });
    const last = lines.indexOf('┆ Thinking step 40: weighing one more option.') + 1;
    expect(last).toBeGreaterThan(head + 5);
    expect(await foldAt(chat, head + 1)).toEqual([head, last, 1]);
    // The answer after it is outside any fold.
    expect((await foldAt(chat, lines.indexOf('Decided after long thought.') + 1))[2]).toBe(0);
  });

  it('a thinking fold that grows frame by frame holds every line streamed so far, in order, and nothing under it', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat think hard [scenario:slow-thinking]');
    // Read in one go inside Neovim (no frame lands in between), at a few moments while it streams.
    const sample = () =>
      chat!.lua<{ steps: number[]; levels: number[]; after: number }>(`${CHAT_LUA}
      return vim.api.nvim_win_call(chat_wins()[1], function()
        local lines = vim.api.nvim_buf_get_lines(0, 0, -1, false)
        local steps, levels, last = {}, {}, nil
        for i, l in ipairs(lines) do
          if l:match('^┆ ') then -- a thinking line, the last one maybe cut short
            local n = l:match('^┆ Thinking step (%d+):')
            if n then table.insert(steps, tonumber(n)) end
            table.insert(levels, vim.fn.foldlevel(i))
            last = i
          end
        end
        return { steps = steps, levels = levels, after = last and vim.fn.foldlevel(last + 1) or -1 }
      end)`);
    for (const step of [5, 15, 25]) {
      await chat.waitForLine(new RegExp(`^┆ Thinking step ${step}:`));
      const { steps, levels, after } = await sample();
      if (steps.length === 40 && after !== 0) continue; // complete: its fold may be remade at level 2 now
      expect(steps).toEqual(Array.from({ length: steps.length }, (_, i) => i + 1));
      expect(levels).toEqual(levels.map(() => 1));
      expect(after).toBe(0);
    }
  });

  it("a sub-agent's work folding away at the end leaves no empty rows under the transcript's end", async () => {
    // A reply taller than the window, then a sub-agent whose work (about 20 lines) folds into one line once
    // it ends: the window was showing the end, and must still show as much as fits above it.
    chat = await startChat({
      scenarios: { main: tallThenAgent, reader: reader(false) },
      files: { 'app.ts': 'const a = 1;\n' },
    });
    screen = await attachScreen(chat, 80, 24);
    await chat.nvim.command('ClaudeChat go [scenario:main]');
    await chat.waitForLine(/^ {2}┆ ✓ Read every part\. · 8 tools/, 30_000);
    // The CLI then goes on by itself (the agent ran in the background) and the model answers its report.
    await chat.waitForLine(/^The sub-agent reported back: Read every part\.$/, 30_000);
    await waitFor(async () => (await chat!.status()).state !== 'running', {
      timeout: 30_000,
      message: 'the turn to end',
    });
    // The window is scrolled down (w0 > 1): the rows from its first line to the buffer's end fill its text
    // area (winheight: without the winbar), or the line above its first would not fit in the rows left
    // (Neovim scrolls by whole lines).
    const v = await agentView(chat);
    expect(v.folded, "the sub-agent's work is folded").toBeGreaterThan(0);
    expect(v.w0, 'the transcript is taller than its window').toBeGreaterThan(1);
    expect(v.rows >= v.height || v.rows + v.above > v.height, JSON.stringify(v)).toBe(true);
  });

  it('while the user selects text at the end, the folds and the scrolling wait for the selection to end, then leave no empty rows', async () => {
    chat = await startChat({
      scenarios: { main: tallThenAgent, reader: reader(true) },
      files: { 'app.ts': 'const a = 1;\n' },
    });
    screen = await attachScreen(chat, 80, 24);
    await chat.nvim.command('ClaudeChat go [scenario:main]');
    await chat.waitForLine(/^ {2}┆ Reading part 1\.$/, 30_000);
    // Selecting the last line, as the sub-agent works.
    await focusTranscript(chat);
    await typeKeys(chat, 'Gv', screen);
    await chat.waitForLine(/^The sub-agent reported back: Read every part\.$/, 30_000);
    await waitFor(async () => (await chat!.status()).state !== 'running', {
      timeout: 30_000,
      message: 'the turn to end',
    });
    // Its fold waits for the selection to end (lua/claude/transcript/folds.lua), and so does the window.
    expect((await editorMode(chat)).mode).toBe('v');
    await typeKeys(chat, '<Esc>', screen);
    const v = await agentView(chat);
    expect(v.folded, "the sub-agent's work folded").toBeGreaterThan(0);
    expect(v.rows >= v.height || v.rows + v.above > v.height, JSON.stringify(v)).toBe(true);
  });

  it('a window opened on the transcript later gets the same folds', async () => {
    chat = await startChat({ files: { 'app.ts': '// header\nconst a = 1;\nconsole.log(a);\n' } });
    await chat.nvim.command('ClaudeChat edit [scenario:edit]');
    const lines = await chat.waitForLine('Allow Edit?');
    await chat.nvim.command('ClaudeDeny');
    const read = lines.indexOf('✓ Read app.ts · auto-allowed') + 1;
    expect(read).toBeGreaterThan(0);
    const result = [read + 1, read + 4]; // the Read's four result lines: a closed fold
    expect((await foldAt(chat, read + 1)).slice(0, 2)).toEqual(result);
    // Close the chat and open it again: a new transcript window, whose folds frame.lua makes afresh.
    await chat.nvim.command('ClaudeToggle');
    await waitFor(async () => (await transcriptWindows(chat!)).length === 0, { message: 'the chat to close' });
    await chat.nvim.command('ClaudeToggle');
    expect(await transcriptWindows(chat)).toHaveLength(1);
    expect((await foldAt(chat, read + 1)).slice(0, 2)).toEqual(result);
  });

  it(':only in the transcript, then :ClaudeToggle twice: its tool output folds are closed again', async () => {
    chat = await startChat({ files: { 'app.ts': '// header\nconst a = 1;\nconsole.log(a);\n' } });
    await chat.nvim.command('edit app.ts');
    await chat.nvim.command('ClaudeChat edit [scenario:edit]');
    const lines = await chat.waitForLine('Allow Edit?');
    await chat.nvim.command('ClaudeDeny');
    const read = lines.indexOf('✓ Read app.ts · auto-allowed') + 1;
    const result = [read + 1, read + 4]; // the Read's four result lines: a closed fold
    expect((await foldAt(chat, read + 1)).slice(0, 2)).toEqual(result);
    for (const n of [1, 2]) {
      await focusTranscript(chat);
      await typeKeys(chat, ':only<CR>:ClaudeToggle<CR>');
      await waitFor(async () => (await transcriptWindows(chat!)).length === 0, { message: 'the chat to close' });
      await chat.nvim.command('ClaudeToggle');
      expect(await transcriptWindows(chat)).toHaveLength(1);
      expect((await foldAt(chat, read + 1)).slice(0, 2), `time ${n}`).toEqual(result);
    }
    // A turn whose output comes while the chat is closed: its fold is closed too once the chat is back.
    await focusTranscript(chat);
    await typeKeys(chat, ':only<CR>:ClaudeToggle<CR>');
    await chat.lua(`require('claude').send('count [scenario:long-output]')`);
    const after = await chat.waitForLine('Counted to 100.');
    await chat.nvim.command('ClaudeToggle');
    const seq = after.indexOf('✓ Bash: seq 1 100 · auto-allowed') + 1;
    expect(seq).toBeGreaterThan(0);
    expect((await foldAt(chat, seq + 1))[0]).toBe(seq + 1);
    expect((await foldAt(chat, read + 1)).slice(0, 2)).toEqual(result);
  });

  it('waits while the user selects text in the transcript: the selection is untouched, the folds catch up after', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat think hard [scenario:slow-thinking]');
    await chat.waitForLine(/^┆ Thinking step 3:/);
    // Selecting the first two lines to copy them while Claude thinks.
    await focusTranscript(chat);
    await typeKeys(chat, 'ggVj');
    expect((await editorMode(chat)).mode).toBe('V');
    // Frames keep coming while the selection stays (remaking a fold takes a Normal-mode zD: it waits).
    await chat.waitForLine(/^┆ Thinking step 12:/);
    expect((await editorMode(chat)).mode).toBe('V');
    await typeKeys(chat, 'y');
    expect(await chat.lua<string>(`return vim.fn.getreg('"')`)).toBe('▌ You #1\nthink hard [scenario:slow-thinking]\n');
    const lines = await chat.waitForLine('Decided after long thought.');
    await waitFor(async () => (await chat!.status()).state !== 'running', { message: 'the turn to end' });
    const head = lines.indexOf('✻ Thinking…') + 1;
    const last = lines.indexOf('┆ Thinking step 40: weighing one more option.') + 1;
    await closeFold(chat, head);
    expect(await foldAt(chat, head + 1)).toEqual([head, last, 1]); // one fold, not nested, holding it all
  });
});
