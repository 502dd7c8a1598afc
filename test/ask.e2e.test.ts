// Claude's questions and plans (issue 14): AskUserQuestion shows its questions with numbered options and
// is answered with the number keys or :ClaudeAnswer; ExitPlanMode shows the plan as markdown and is
// approved in the mode the user picks, or sent back to planning. Real CLI, fake model.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startChat, type ChatFixture } from './support/chat';
import { attachScreen, closeAfterEach, type Screen } from './support/screen';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(
  () => [screen, chat],
  () => {
    screen = chat = null;
  },
);

/** The text of the tool_result the model got for its last call (the request after the answer). */
function lastToolResult(c: ChatFixture): string | null {
  for (const r of [...c.model.requests].reverse()) {
    for (const m of [...(r.body.messages ?? [])].reverse()) {
      if (!Array.isArray(m.content)) continue;
      const result = m.content.find((b: any) => b.type === 'tool_result');
      if (result) return typeof result.content === 'string' ? result.content : JSON.stringify(result.content);
    }
  }
  return null;
}

/** Puts the cursor of the transcript window on the first line matching `pattern`. */
async function cursorOn(c: ChatFixture, pattern: string): Promise<void> {
  await c.lua(
    `
    local win = vim.fn.bufwinid(vim.fn.bufnr('claude://chat'))
    vim.api.nvim_set_current_win(win)
    vim.api.nvim_win_set_cursor(win, { 1, 0 })
    assert(vim.fn.search(...) > 0, 'no line ' .. ...)`,
    [pattern],
  );
}

describe('a question from Claude', () => {
  it('shows its options numbered; a number key on it answers, and the model gets that answer', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat pick one [scenario:ask]');
    const lines = await chat.waitForLine('    1 Postgres · Relational, runs as a server', 30_000);
    const head = lines.indexOf('? Question: Which database should we use?');
    expect(head).toBeGreaterThan(0);
    expect(lines.slice(head + 1, head + 6)).toEqual([
      '  Database · Which database should we use?',
      '    1 Postgres · Relational, runs as a server',
      '    2 SQLite · Embedded, one file',
      '    3 Other: type your own answer',
      '  [1-3] answer  [d] decline  :ClaudeAnswer',
    ]);
    // Away from the question a digit is a count, as always: 2j moves two lines and answers nothing.
    await cursorOn(chat, '^▌ You');
    const before = await chat.lua<number>('return vim.fn.line(".")');
    await chat.nvim.input('2j');
    await waitFor(async () => (await chat!.lua<number>('return vim.fn.line(".")')) === before + 2, {
      message: '2j moved the cursor',
    });
    expect((await chat.status()).questions).toBe(1);
    // The prompt window says in words what waits, and which keys answer it.
    expect(await chat.lua<string>(`return vim.wo[vim.fn.bufwinid(vim.fn.bufnr('claude://prompt'))].winbar`)).toBe(
      ':ClaudeAnswer · gr decline%<',
    );
    // The allow key before an answer says what is missing and leaves the question to be answered.
    await cursorOn(chat, 'SQLite');
    await chat.nvim.input('a');
    await waitFor(
      async () =>
        (await chat!.lua<string>(`return vim.fn.execute('messages')`)).includes('question 1 has no answer yet'),
      { message: 'the warning' },
    );
    expect((await chat.status()).questions).toBe(1);
    await chat.nvim.input('2');
    await chat.waitForLine('Noted your answer.', 30_000);
    expect(lastToolResult(chat)).toContain('"Which database should we use?"="SQLite"');
    const after = await chat.transcript();
    expect(after).not.toContain('  [1-3] answer  [d] decline  :ClaudeAnswer');
    // What the user answered stays in view under the question's line, not folded away.
    expect(after).toContain('  │ Which database should we use? → SQLite');
    const folded = await chat.lua<number>(`
      local win = vim.fn.bufwinid(vim.fn.bufnr('claude://chat'))
      return vim.api.nvim_win_call(win, function() return vim.fn.foldclosed(vim.fn.search('→ SQLite', 'nw')) end)`);
    expect(folded).toBe(-1);
  });

  it('with two questions, one of several choices: each number answers the question under it, and the allow key sends them', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat two things [scenario:ask-two]');
    await chat.waitForLine('  Features · Which features do you want? (pick any)', 30_000);
    await cursorOn(chat, 'Features ·');
    await chat.nvim.input('3');
    await chat.waitForLine('  ✓ 3 Export · CSV');
    await chat.nvim.input('1');
    await chat.waitForLine('  ✓ 1 Auth · Log in');
    await cursorOn(chat, 'Postgres');
    await chat.nvim.input('1');
    // The multiple-choice question is answered, the single one too: still waiting for the allow key.
    await chat.waitForLine('  ✓ 1 Postgres · Relational');
    expect(await chat.transcript()).toContain(
      '  [1-4] answer the question under the cursor  [a] send the answers  [d] decline  :ClaudeAnswer',
    );
    await chat.nvim.input('a');
    await chat.waitForLine('Noted your answers.', 30_000);
    const told = lastToolResult(chat);
    expect(told).toContain('"Which database should we use?"="Postgres"');
    expect(told).toContain('"Which features do you want?"="Auth, Export"');
    // Picked in another order, listed as the options are.
    expect(await chat.transcript()).toContain('  │ Which features do you want? → Auth, Export');
  });

  it('a number key picks on the `? Question:` line, where a new question puts the cursor (issue 28 item 6)', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat pick one [scenario:ask]');
    await chat.waitForLine('    3 Other: type your own answer', 30_000);
    // The new question put the transcript's cursor on its tool line.
    const line = () =>
      chat!.lua<string>(`
      return vim.api.nvim_win_call(vim.fn.bufwinid(vim.fn.bufnr('claude://chat')), vim.api.nvim_get_current_line)`);
    expect(await line()).toBe('? Question: Which database should we use?');
    await chat.lua(`vim.api.nvim_set_current_win(vim.fn.bufwinid(vim.fn.bufnr('claude://chat')))`);
    await chat.nvim.input('2');
    await chat.waitForLine('Noted your answer.', 30_000);
    expect(lastToolResult(chat)).toContain('"Which database should we use?"="SQLite"');
  });

  it('two questions: gp from the prompt window goes to the tool line, where a number answers the first', async () => {
    chat = await startChat();
    // Tall enough for all of it: the cursor goes to its tool line (a taller one shows its keys first).
    screen = await attachScreen(chat, 160, 48);
    await chat.nvim.command('ClaudeChat two things [scenario:ask-two]');
    await chat.waitForLine('  Features · Which features do you want? (pick any)', 30_000);
    await chat.lua(`vim.api.nvim_set_current_win(vim.fn.bufwinid(vim.fn.bufnr('claude://prompt')))`);
    await chat.nvim.input('<Esc>gp');
    const current = () => chat!.lua<string>('return vim.api.nvim_get_current_line()');
    await waitFor(async () => (await current()) === '? Questions (2)', { message: 'gp on the tool line' });
    await chat.nvim.input('1');
    await chat.waitForLine('  ✓ 1 Postgres · Relational');
    // The question under the cursor is the next one: its numbers pick there.
    await cursorOn(chat, 'Features ·');
    await chat.nvim.input('2');
    await chat.waitForLine('  ✓ 2 Search · Find things');
  });

  it(':ClaudeAnswer asks each question through vim.ui.select, and "Other" takes typed text', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat pick one [scenario:ask]');
    await chat.waitForLine('    3 Other: type your own answer', 30_000);
    // A picker that records what it was offered and picks the last item ("Other"); an input that types.
    await chat.lua(`
      _G.offered = nil
      vim.ui.select = function(items, opts, on_choice) _G.offered = { items = items, prompt = opts.prompt }; on_choice(items[#items], #items) end
      vim.ui.input = function(opts, on_confirm) on_confirm('DuckDB, in memory') end`);
    await chat.nvim.command('ClaudeAnswer');
    await chat.waitForLine('Noted your answer.', 30_000);
    expect(await chat.lua('return _G.offered')).toEqual({
      prompt: 'Database: Which database should we use?',
      items: ['Postgres · Relational, runs as a server', 'SQLite · Embedded, one file', 'Other: type your own answer'],
    });
    expect(lastToolResult(chat)).toContain('"Which database should we use?"="DuckDB, in memory"');
  });

  it(':ClaudeAnswer leaving a question without an answer: refused, said which, and the question still waits to be answered', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat two things [scenario:ask-two]');
    await chat.waitForLine('  Features · Which features do you want? (pick any)', 30_000);
    await cursorOn(chat, 'Postgres');
    await chat.nvim.input('1');
    await chat.waitForLine('  ✓ 1 Postgres · Relational');
    // The picker keeps Postgres, then takes "Done" on the features with none picked: the answers go to the
    // host, which refuses them (nothing changed that a frame would bring back).
    await chat.lua(`vim.ui.select = function(items, opts, on_choice)
      if opts.prompt:find('pick any', 1, true) then on_choice(items[#items], #items) else on_choice(items[1], 1) end
    end`);
    await chat.nvim.command('ClaudeAnswer');
    await waitFor(
      async () =>
        (await chat!.lua<string>(`return vim.fn.execute('messages')`)).includes('question 2 has no answer yet'),
      { message: 'the warning' },
    );
    expect((await chat.status()).questions).toBe(1);
    // The prompt window says again that it waits (the answers took it off the list there when they went).
    await waitFor(
      async () =>
        (await chat!.lua<string>(`return vim.wo[vim.fn.bufwinid(vim.fn.bufnr('claude://prompt'))].winbar`)) ===
        ':ClaudeAnswer · gr decline%<',
      { message: "the question back in the prompt window's winbar" },
    );
    // Its number keys still pick on it, and the allow key sends the answers.
    await cursorOn(chat, 'Search ·');
    await chat.nvim.input('2');
    await chat.waitForLine('  ✓ 2 Search · Find things');
    await chat.nvim.input('a');
    await chat.waitForLine('Noted your answers.', 30_000);
    expect(lastToolResult(chat)).toContain('"Which features do you want?"="Search"');
  });

  it('a prompt sent while the question waits is queued, and lands under the reply it waited for', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat pick one [scenario:ask]');
    await chat.waitForLine('    3 Other: type your own answer', 30_000);
    await chat.nvim.command('ClaudeChat and another thing');
    await chat.waitForLine('▌ You (queued)');
    await cursorOn(chat, 'Postgres');
    await chat.nvim.input('1');
    const lines = await chat.waitForLine(
      'Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.',
      30_000,
    );
    expect(lines.indexOf('Noted your answer.')).toBeLessThan(lines.indexOf('and another thing'));
  });

  it('the deny key declines, and Claude is told so', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat pick one [scenario:ask]');
    await chat.waitForLine('    3 Other: type your own answer', 30_000);
    await cursorOn(chat, 'Postgres');
    await chat.nvim.input('d');
    await chat.waitForLine('Noted your answer.', 30_000);
    expect(lastToolResult(chat)).toBe('The user declined to answer.');
  });
});

describe('a plan to approve', () => {
  it('shows as markdown lines; approving with accept edits lets the edit after it run without asking', async () => {
    chat = await startChat({ setup: { permission_mode: 'plan' } });
    await chat.nvim.command('ClaudeChat plan it [scenario:plan]');
    const lines = await chat.waitForLine('  Approve this plan?', 30_000);
    const head = lines.indexOf('? Plan');
    expect(head).toBeGreaterThan(0);
    expect(lines.slice(head + 1, head + 7)).toEqual([
      '# Plan: greet in hello.txt',
      '',
      '1. Create `hello.txt` with a greeting.',
      '2. **Check** it reads well.',
      '  Approve this plan?',
      '  [a] approve (Claude asks before edits)  [A] approve and accept edits for this session  [d] keep planning  [r] edit as a document',
    ]);
    expect(lines.some((l) => l.includes('\\n'))).toBe(false);
    await cursorOn(chat, 'Approve this plan');
    await chat.nvim.input('A');
    await chat.waitForLine('Wrote hello.txt as planned.', 30_000);
    expect(fs.readFileSync(path.join(chat.ws.dir, 'hello.txt'), 'utf8')).toBe('hello\n');
    // Approved as Claude wrote it: nothing tells Claude the user edited it (claude 2.1.197 did, for any plan sent
    // back in the answer).
    const approved = chat.model.requests
      .flatMap((r) => r.body.messages ?? [])
      .flatMap((m: any) => (Array.isArray(m.content) ? m.content : []))
      .find((b: any) => b.type === 'tool_result' && JSON.stringify(b.content).includes('approved your plan'));
    expect(JSON.stringify(approved?.content)).toContain('Approved Plan');
    expect(JSON.stringify(approved?.content)).not.toContain('edited by user');
    const after = await chat.transcript();
    expect(after).toContain('ℹ Allowed: accept edits for this session');
    expect(after.some((l) => /^✓ Write hello\.txt · auto-allowed/.test(l))).toBe(true);
  });

  it('keep planning asks what should change and sends it to Claude; the mode stays plan', async () => {
    chat = await startChat({ setup: { permission_mode: 'plan' } });
    await chat.nvim.command('ClaudeChat plan it [scenario:plan]');
    await chat.waitForLine('  Approve this plan?', 30_000);
    await chat.lua(
      `vim.ui.input = function(opts, on_confirm) _G.asked = opts.prompt; on_confirm('add a README step') end`,
    );
    await cursorOn(chat, 'Approve this plan');
    await chat.nvim.input('d');
    // The model's next step is its Write, which plan mode still asks about.
    await chat.waitForLine('  Allow Write?', 30_000);
    expect(await chat.lua('return _G.asked')).toBe('Keep planning. What should change? ');
    expect(lastToolResult(chat)).toBe('Keep planning: add a README step');
    expect((await chat.status()).mode).toBe('plan');
  });
});
