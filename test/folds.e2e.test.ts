import { afterEach, describe, expect, it } from 'vitest';
import { startChat, type ChatFixture } from './support/chat';
import { CHAT_LUA, editorMode, focusTranscript, transcriptWindows, typeKeys } from './support/keys';
import { waitFor } from './support/wait';

// Transcript folds are manual folds that lua/claude/frame.lua makes from the host's fold levels (a
// 'foldexpr' evaluated per line cost more than writing the lines): thinking open while it streams (closed
// once complete, test/texts.screen.test.ts), tool results closed, a fold that grows while streaming keeps
// what the user did to it, and a new window gets them all.

let chat: ChatFixture | null = null;
afterEach(async () => { const c = chat; chat = null; await c?.close(); });

/** [foldclosed, foldclosedend, foldlevel] of 1-based `lnum` in the transcript window (of the current tab page). */
const foldAt = (c: ChatFixture, lnum: number) => c.lua<number[]>(`${CHAT_LUA}
  return vim.api.nvim_win_call(chat_wins()[1], function()
    return { vim.fn.foldclosed(${lnum}), vim.fn.foldclosedend(${lnum}), vim.fn.foldlevel(${lnum}) }
  end)`);
/** Closes the fold at 1-based `lnum` in the transcript window, as zc there would. */
const closeFold = (c: ChatFixture, lnum: number) => c.lua(`${CHAT_LUA}
  vim.api.nvim_win_call(chat_wins()[1], function() vim.cmd(${lnum} .. 'foldclose') end)`);

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
    await waitFor(async () => (await chat!.status()).busy === false, { message: 'the turn to end' });
    const last = lines.indexOf('┆ Thinking step 40: weighing one more option.') + 1;
    expect(last).toBeGreaterThan(head + 5);
    expect(await foldAt(chat, head + 1)).toEqual([head, last, 1]);
    // The answer after it is outside any fold.
    expect((await foldAt(chat, lines.indexOf('Decided after long thought.') + 1))[2]).toBe(0);
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
    expect(await chat.lua<string>(`return vim.fn.getreg('"')`)).toBe('▌ You\nthink hard [scenario:slow-thinking]\n');
    const lines = await chat.waitForLine('Decided after long thought.');
    await waitFor(async () => (await chat!.status()).busy === false, { message: 'the turn to end' });
    const head = lines.indexOf('✻ Thinking…') + 1;
    const last = lines.indexOf('┆ Thinking step 40: weighing one more option.') + 1;
    await closeFold(chat, head);
    expect(await foldAt(chat, head + 1)).toEqual([head, last, 1]); // one fold, not nested, holding it all
  });
});
