// `:e` and `:e!` in the plugin's own buffers lose nothing (lua/claude/ui/reread.lua): Neovim empties a buffer it
// reloads, drops its syntax and squeezes its extmarks and folds; the transcript, the prompt, the task panel
// come back at once as they were, and a plan document reads its plan again, as from a file. Real CLI, fake
// model; a screen test of the transcript after `:e` at 80x24 and 160x48.
import { afterEach, describe, expect, it } from 'vitest';
import { afterTurn, startChat, type ChatFixture } from './support/chat';
import { attachScreen, closeAfterEach, expectScreen, exposeHighlights, type Screen } from './support/screen';
import { waitFor } from './support/wait';
import { APP } from './fake-model/scenarios';
import { mcpLines, startMcpChat } from './support/mcp';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
afterEach(async () => {
  const c = chat;
  chat = null;
  await c?.close();
});
closeAfterEach(
  () => [screen, null],
  () => {
    screen = null;
  },
);

/** What buffer `name` shows: its lines, extmarks, whether the `**` of "**markdown**" is concealed (syntax). */
const seen = (c: ChatFixture, name: string) =>
  c.lua<{ lines: string[]; marks: number; concealed: boolean; modified: boolean }>(`
  local buf = vim.fn.bufnr(${JSON.stringify(name)})
  local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  local concealed = false
  for i, l in ipairs(lines) do
    local col = l:find('**markdown**', 1, true)
    if col then
      concealed = vim.api.nvim_buf_call(buf, function() return vim.fn.synconcealed(i, col)[1] == 1 end)
    end
  end
  return { lines = lines, marks = #vim.api.nvim_buf_get_extmarks(buf, -1, 0, -1, {}), concealed = concealed,
    modified = vim.bo[buf].modified }`);

/** Runs `cmd` with buffer `name` current in its window. */
const inBuffer = (c: ChatFixture, name: string, cmd: string) =>
  c.lua(`
  vim.api.nvim_set_current_win(vim.fn.bufwinid(${JSON.stringify(name)}))
  vim.cmd(${JSON.stringify(cmd)})`);

describe(":e in the plugin's buffers", () => {
  it('the transcript keeps its lines, highlights and syntax; the prompt keeps the draft', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat hello [scenario:text]');
    await chat.waitForLine('Done.', 30_000);
    const before = await seen(chat, 'claude://chat');
    expect(before.concealed).toBe(true);
    expect(before.marks).toBeGreaterThan(0);
    await chat.lua(`vim.api.nvim_buf_set_lines(vim.fn.bufnr('claude://prompt'), 0, -1, false, { 'a draft' })`);
    for (const cmd of ['edit', 'edit!']) {
      await inBuffer(chat, 'claude://chat', cmd);
      // At once: no frame waited for.
      expect(await seen(chat, 'claude://chat')).toEqual(before);
      await inBuffer(chat, 'claude://prompt', cmd);
      expect((await seen(chat, 'claude://prompt')).lines).toEqual(['a draft']);
    }
    // The session goes on in it.
    await chat.nvim.command('ClaudeChat again [scenario:text]');
    await waitFor(async () => (await chat!.transcript()).filter((l) => l === 'Done.').length === 2 || null, {
      timeout: 30_000,
      message: 'the second reply',
    });
  });

  it("the transcript's windows get its folds back", async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat think [scenario:thinking]');
    const lines = await chat.waitForLine('Hi! This reply came after some thinking.');
    const at = lines.indexOf('✻ Thinking…') + 1;
    const fold = () =>
      chat!.lua<number[]>(`return vim.api.nvim_win_call(vim.fn.bufwinid('claude://chat'), function()
      return { vim.fn.foldlevel(${at + 1}), vim.fn.foldclosed(${at + 1}) } end)`);
    expect(await fold()).toEqual([1, at]);
    await inBuffer(chat, 'claude://chat', 'edit');
    expect(await fold()).toEqual([1, at]);
  });

  it('the task panel keeps its list', async () => {
    chat = await startChat({ env: { CLAUDE_CODE_ENABLE_TODO_TOOLS: '1' } });
    await chat.nvim.command('ClaudeChat plan the work [scenario:tasks]');
    await chat.waitForLine('  Allow Bash?', 30_000);
    await chat.nvim.command('ClaudeTodos!');
    const list = ['☐ Write tests', '☐ Fix the bug'];
    await waitFor(
      async () => JSON.stringify((await seen(chat!, 'claude://todos')).lines) === JSON.stringify(list) || null,
      { message: 'the panel shows the list' },
    );
    const before = await seen(chat, 'claude://todos');
    await inBuffer(chat, 'claude://todos', 'edit');
    expect(await seen(chat, 'claude://todos')).toEqual(before);
  });

  it('a plan document reads its plan again with :e!, the edits gone', async () => {
    chat = await startChat({ setup: { permission_mode: 'plan' } });
    await chat.nvim.command('ClaudeChat plan it [scenario:plan]');
    await chat.waitForLine('  Approve this plan?', 30_000);
    await chat.nvim.command('ClaudePlan');
    const plan = (await seen(chat, 'claude://plan')).lines;
    expect(plan[0]).toBe('# Plan: greet in hello.txt');
    await chat.lua(`vim.api.nvim_buf_set_lines(vim.fn.bufnr('claude://plan'), 0, 1, false, { '# Mine' })`);
    await inBuffer(chat, 'claude://plan', 'edit!');
    const after = await seen(chat, 'claude://plan');
    expect(after.lines).toEqual(plan);
    expect(after.modified).toBe(false);
  });

  it("a review's proposed side reads the proposal again with :e!, the edits gone; its other side stays", async () => {
    chat = await startChat({ files: { 'app.ts': APP } });
    await chat.nvim.command('ClaudeChat edit [scenario:edit]');
    await chat.waitForLine('  Allow Edit?', 30_000);
    await chat.nvim.command('ClaudeReview');
    const now = 'claude://review/app.ts (now)',
      proposed = 'claude://review/app.ts (proposed)';
    await waitFor(async () => (await seen(chat!, proposed)).lines.length > 0 || null, { message: 'the review' });
    const was = await seen(chat, proposed);
    const left = await seen(chat, now);
    expect(was.lines).toContain('const b = 3;');
    await chat.lua(`vim.api.nvim_buf_set_lines(vim.fn.bufnr(${JSON.stringify(proposed)}), 0, 1, false, { 'mine' })`);
    await inBuffer(chat, proposed, 'edit!');
    expect(await seen(chat, proposed)).toEqual(was);
    await inBuffer(chat, now, 'edit');
    expect(await seen(chat, now)).toEqual(left);
  });

  it('the :ClaudeMcp list keeps its lines and highlights', async () => {
    chat = await startMcpChat();
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine('Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.', 30_000);
    await chat.nvim.command('ClaudeMcp');
    const listed = async () => ((await mcpLines(chat!)) ?? []).some((l) => /^● everything +project +connected/.test(l));
    await waitFor(listed, { message: 'the listing', timeout: 20_000 });
    const name = await chat.lua<string>(`return vim.api.nvim_buf_get_name(vim.fn.bufnr('^claude://mcp/'))`);
    const before = await seen(chat, name);
    expect(before.marks).toBeGreaterThan(0);
    await inBuffer(chat, name, 'edit');
    expect(await seen(chat, name)).toEqual(before);
  });
});

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  it(`the transcript after :e at ${cols}x${rows}`, async () => {
    chat = await startChat();
    screen = await attachScreen(chat, cols, rows);
    await exposeHighlights(chat);
    await chat.nvim.command('ClaudeChat hello [scenario:text]');
    await chat.waitForLine('Done.', 30_000);
    await afterTurn(chat);
    await inBuffer(chat, 'claude://chat', 'edit');
    await screen.waitFor('It has markdown, a list:');
    await screen.settle();
    expectScreen(screen, `reread-transcript-${cols}x${rows}`, {
      groups: 'auto',
      mask: [/\$\d+\.\d+/g, /\d+(\.\d+)?k? in \/ \d+(\.\d+)?k? out/g, /\d+% ctx/g, /claude-[\w.-]+(\[\w+\])?/g],
    });
  });
}

it(':e in the transcript keeps what its windows showed: an approval waiting, its key hints in view (80x24)', async () => {
  chat = await startChat();
  screen = await attachScreen(chat, 80, 24);
  await chat.nvim.command('ClaudeChat hello [scenario:text]');
  await chat.waitForLine('Done.', 30_000);
  await chat.nvim.command('ClaudeChat make it [scenario:touch]');
  await chat.waitForLine('? Bash: touch made-by-claude.txt', 30_000);
  await screen.waitFor('[d] deny');
  await inBuffer(chat, 'claude://chat', "call search('^? Bash')");
  const shown = () => chat!.lua<number[]>(`local v = vim.fn.winsaveview() return { v.topline, v.lnum }`);
  const before = await shown();
  const rows = screen.text();
  await inBuffer(chat, 'claude://chat', 'edit');
  await screen.settle();
  expect(await shown()).toEqual(before);
  expect(screen.text()).toBe(rows.replace(/^:.*$/m, ':edit'));
});
