// Plans as documents (issue 33 C): a plan to approve opens, by the review key or :ClaudePlan, in a markdown
// buffer of its own; :w approves it as edited (Claude gets the edited text, without the `>>` comment lines),
// the deny key there sends the comments back with their lines, :q leaves it waiting. Real CLI, fake model.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { notifiedBy, startChat, type ChatFixture } from './support/chat';
import { focusPrompt, focusTranscript, typeKeys } from './support/keys';
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

const PLAN = [
  '# Plan: greet in hello.txt',
  '',
  '1. Create `hello.txt` with a greeting.',
  '2. **Check** it reads well.',
];

/** The text of the tool_result the model got for the ExitPlanMode call, once it got one. */
function planResult(c: ChatFixture): string | null {
  for (const r of c.model.requests) {
    for (const m of r.body.messages ?? []) {
      if (!Array.isArray(m.content)) continue;
      for (const b of m.content) {
        if (b.type !== 'tool_result') continue;
        const text = typeof b.content === 'string' ? b.content : JSON.stringify(b.content);
        if (/plan/i.test(text) && !/hello\.txt has been|File created/i.test(text)) return text;
      }
    }
  }
  return null;
}

/** A session in plan mode with Claude's plan waiting for approval. */
async function planWaiting(): Promise<ChatFixture> {
  const c = await startChat({ setup: { permission_mode: 'plan' } });
  await c.nvim.command('ClaudeChat plan it [scenario:plan]');
  await c.waitForLine('  Approve this plan?', 30_000);
  return c;
}

/** The current buffer: its name, lines and options, and the current window's winbar. */
const here = (c: ChatFixture) =>
  c.lua<{
    name: string;
    lines: string[];
    ft: string;
    bt: string;
    ma: boolean;
    winbar: string;
  }>(`return { name = vim.api.nvim_buf_get_name(0), lines = vim.api.nvim_buf_get_lines(0, 0, -1, false),
  ft = vim.bo.filetype, bt = vim.bo.buftype, ma = vim.bo.modifiable, winbar = vim.wo.winbar }`);

const inPlan = (c: ChatFixture) =>
  waitFor(async () => (await here(c)).name === 'claude://plan', { message: 'the plan document is the current buffer' });

describe('a plan as a document', () => {
  it('the review key opens it; edits and :w approve the edited plan, without the comment lines', async () => {
    chat = await planWaiting();
    // The hint names the key.
    expect((await chat.transcript()).some((l) => l.endsWith('[d] keep planning  [r] edit as a document'))).toBe(true);
    await chat.lua(`
      vim.api.nvim_set_current_win(vim.fn.bufwinid(vim.fn.bufnr('claude://chat')))
      vim.fn.search('Approve this plan')`);
    await chat.nvim.input('r');
    await inPlan(chat);
    const doc = await here(chat);
    expect(doc).toMatchObject({ lines: PLAN, ft: 'markdown', bt: 'acwrite', ma: true });
    expect(doc.winbar).toBe('Plan · :w approves · gr keeps planning%< · a >> line comments the line above');
    await chat.lua(`
      vim.api.nvim_buf_set_lines(0, 2, 3, false, { '1. Create \`hello.txt\` with a warm greeting.', '>> a note to self' })`);
    await chat.nvim.command('write');
    await waitFor(() => planResult(chat!) !== null, { timeout: 30_000, message: 'the model got the plan back' });
    const result = planResult(chat)!;
    expect(result).toContain('with a warm greeting.');
    expect(result).toContain('**Check** it reads well.');
    expect(result).not.toContain('a note to self');
    // The transcript says it was approved, as the user's version; the tab page closed.
    await chat.waitForLine(/^✓ Plan · your version/, 30_000);
    expect((await here(chat)).name).not.toBe('claude://plan');
    // :ClaudePlan shows it again as it was approved, read-only.
    await chat.nvim.command('ClaudePlan');
    await inPlan(chat);
    const again = await here(chat);
    expect(again.lines).toEqual([PLAN[0], PLAN[1], '1. Create `hello.txt` with a warm greeting.', PLAN[3]]);
    expect(again.ma).toBe(false);
    expect(again.winbar).toContain('Plan · approved as you edited it · q closes');
  });

  it('comments and the keep-planning key: Claude gets each comment with its line; the plan is denied', async () => {
    chat = await planWaiting();
    await chat.nvim.command('ClaudePlan');
    await inPlan(chat);
    await chat.lua(`
      vim.api.nvim_buf_set_lines(0, 3, 3, false, { '>> which greeting?' })
      vim.api.nvim_buf_set_lines(0, 5, 5, false, { '>>   and add a test', '' })`);
    await chat.nvim.input('gr');
    // Plan mode still asks about the model's next step, its Write.
    await chat.waitForLine('  Allow Write?', 30_000);
    const result = planResult(chat)!;
    expect(result).toContain('line 3 "1. Create `hello.txt` with a greeting.": which greeting?');
    expect(result).toContain('line 4 "2. **Check** it reads well.": and add a test');
    expect((await chat.transcript()).some((l) => /^✗ Plan/.test(l))).toBe(true);
    expect((await chat.status()).mode).toBe('plan');
    await chat.nvim.command('ClaudePlan');
    await inPlan(chat);
    expect((await here(chat)).winbar).toContain('Plan · sent back to planning');
    expect((await here(chat)).ma).toBe(false);
  });

  it('the plan file the CLI has Claude write in its own directory is no change: not listed, not counted', async () => {
    chat = await planWaiting();
    const c = chat;
    const changes = () =>
      c.lua<{ count: number; files: string[] }>(`
      local files = {}
      for _, it in ipairs(vim.fn.getqflist({ nr = '$', items = 1 }).items) do
        table.insert(files, vim.fn.fnamemodify(vim.api.nvim_buf_get_name(it.bufnr), ':t'))
      end
      return { count = require('claude').sessions()[1].changed_files, files = files }`);
    // The CLI's plan file is on disk (2.1.3xx names it to the model), under its HOME's .claude.
    const plans = path.join(c.ws.home, '.claude', 'plans');
    expect(fs.readdirSync(plans).filter((f) => f.endsWith('.md'))).toHaveLength(1);
    expect(await changes()).toEqual({ count: 0, files: [] });
    expect(await notifiedBy(c, 'ClaudeChanges')).toEqual(['claude-chat: Claude has not changed any file yet']);
    // Approved, Claude writes the project's file: that one is the change.
    await c.nvim.command('ClaudeApprove');
    await c.waitForLine('  Allow Write?', 30_000);
    await c.nvim.command('ClaudeApprove');
    await c.waitForLine('Wrote hello.txt as planned.', 30_000);
    await waitFor(async () => (await changes()).count === 1 || null, { message: 'one changed file' });
    expect(await changes()).toEqual({ count: 1, files: ['hello.txt'] });
  });

  it(':w on the plan as Claude wrote it approves it as the allow key does: nothing says it was edited', async () => {
    chat = await planWaiting();
    await chat.nvim.command('ClaudePlan');
    await inPlan(chat);
    await chat.nvim.command('write');
    await waitFor(() => planResult(chat!) !== null, { timeout: 30_000, message: 'the model got the plan back' });
    expect(planResult(chat)).toContain('User has approved your plan');
    expect(planResult(chat)).not.toContain('edited by user');
    // Approved once: Claude goes on in the default mode, which asks about its Write.
    await chat.waitForLine('  Allow Write?', 30_000);
    expect(await chat.transcript()).toContain('✓ Plan');
  });

  it('a plan answered elsewhere while its document is open: the document turns read-only and says so', async () => {
    chat = await planWaiting();
    await chat.nvim.command('ClaudePlan');
    await inPlan(chat);
    await chat.lua(`require('claude').approve('once')`);
    // How: once the CLI reported the plan's result (a moment after the answer left).
    await waitFor(async () => (await here(chat!)).winbar === 'Plan · approved elsewhere · q closes', {
      timeout: 30_000,
      message: 'the winbar says it was approved elsewhere',
    });
    expect((await here(chat)).ma).toBe(false);
    // Opened again, answered: no warning about changing a read-only buffer.
    await chat.nvim.command('ClaudePlan');
    await inPlan(chat);
    expect(await chat.lua<string>('return vim.v.warningmsg')).toBe('');
  });

  it(':q leaves the plan waiting, with the edits, for :ClaudePlan; with no plan yet it says so', async () => {
    chat = await startChat({ setup: { permission_mode: 'plan' } });
    await chat.nvim.command('ClaudeChat');
    await waitFor(async () => (await chat!.status()).state === 'ready', { timeout: 30_000, message: 'ready' });
    expect(await notifiedBy(chat, 'ClaudePlan')).toEqual([
      'claude-chat: no plan yet in this session (:ClaudeMode plan)',
    ]);
    await chat.nvim.command('ClaudeChat plan it [scenario:plan]');
    await chat.waitForLine('  Approve this plan?', 30_000);
    await chat.nvim.command('ClaudePlan');
    await inPlan(chat);
    await chat.lua(`vim.api.nvim_buf_set_lines(0, 0, 1, false, { '# Plan: greet warmly' })`);
    await chat.nvim.command('quit');
    await waitFor(async () => (await here(chat!)).name !== 'claude://plan', { message: 'the document closed' });
    expect((await chat.status()).approvals).toBe(1);
    expect(planResult(chat)).toBeNull();
    await chat.nvim.command('ClaudePlan');
    await inPlan(chat);
    expect((await here(chat)).lines[0]).toBe('# Plan: greet warmly');
    expect((await here(chat)).ma).toBe(true);
  });
});

// Cost, tokens and the model's name vary; the layout and the words do not.
const MASK = [/\$\d+\.\d+/g, /\d+(\.\d+)?k? in \/ \d+(\.\d+)?k? out/g, /\d+% ctx/g, /claude-[\w.-]+(\[\w+\])?/g];

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  it(`the plan document at ${cols}x${rows}: markdown, a comment, the winbar that says how to answer`, async () => {
    chat = await planWaiting();
    screen = await attachScreen(chat, cols, rows);
    await exposeHighlights(chat);
    await chat.nvim.command('ClaudePlan');
    await inPlan(chat);
    await chat.lua(`vim.api.nvim_buf_set_lines(0, 3, 3, false, { '>> which greeting?' })`);
    await screen.waitFor('>> which greeting?');
    await screen.waitFor('Plan · :w approves');
    await screen.settle();
    // The plan's own Markdown is coloured by Neovim's markdown (treesitter in 0.12, syntax in 0.10): the groups
    // listed are the winbar and the comment's, over the nested quote it would be.
    const comment = screen.locate('>> which greeting?')!;
    expectScreen(screen, `plan-document-${cols}x${rows}`, {
      groups: [
        [1, 0],
        [comment.row, 0],
        [comment.row, 10],
      ],
      mask: MASK,
    });
  });
}

// Issue 45 item 16: the allow key on a plan whose document holds edits not sent says so once; again, it
// approves the plan as Claude wrote it.
for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  it(`at ${cols}x${rows}, a on a plan whose document holds edits: refused once, saying so; a again approves Claude's plan`, async () => {
    chat = await planWaiting();
    screen = await attachScreen(chat, cols, rows);
    await exposeHighlights(chat);
    await chat.nvim.command('ClaudePlan');
    await inPlan(chat);
    await chat.lua(`vim.api.nvim_buf_set_lines(0, 2, 3, false, { '1. Create \`hello.txt\` with a warm greeting.' })`);
    await chat.nvim.command('quit');
    await waitFor(async () => (await here(chat!)).name !== 'claude://plan', { message: 'the document closed' });
    await focusTranscript(chat);
    // From the plan on: above it is the CLI's Write of the plan file, whose name it picks at random.
    await chat.lua(`vim.fn.search('^? Plan$'); vim.cmd('normal! zt')`);
    await typeKeys(chat, 'a', screen);
    await screen.waitFor('plan edits unsent (:w in claude://plan); press again');
    expect((await chat.status()).approvals).toBe(1);
    expect(planResult(chat)).toBeNull();
    await screen.settle();
    expectScreen(screen, `plan-unsent-edits-${cols}x${rows}`, { groups: [[rows - 1, 0]], mask: MASK });
    await typeKeys(chat, 'a', screen);
    await waitFor(() => planResult(chat!) !== null, { timeout: 30_000, message: 'the model got the plan back' });
    expect(planResult(chat)).toContain('1. Create `hello.txt` with a greeting.');
    expect(planResult(chat)).not.toContain('warm');
    // Approved: the message that said to press again is gone.
    await screen.waitFor((s) => !s.text().includes('plan edits unsent'));
  });
}

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  it(`at ${cols}x${rows}, session 2's plan in a tab page: the tab labels say which is the prompt, which the plan`, async () => {
    chat = await startChat({ setup: { permission_mode: 'plan' } });
    screen = await attachScreen(chat, cols, rows);
    await chat.nvim.command('ClaudeChat hi');
    await chat.waitForLine(/^Hello from the fake model/, 30_000);
    await chat.nvim.command('ClaudeChat! plan it [scenario:plan]');
    await chat.waitForLine('  Approve this plan?', 30_000);
    await focusPrompt(chat);
    await chat.nvim.command('ClaudePlan');
    await waitFor(async () => (await here(chat!)).ft === 'markdown' || null, { message: "session 2's plan" });
    // Neovim's own tab line: the current window's buffer name, its parts but the last shortened to a letter.
    await screen.waitFor((s) => /c\/\/prompt-2 .*c\/\/plan-2 /.test(s.text().split('\n')[0]));
    await screen.waitFor('Plan · :w approves');
    await screen.settle();
    expectScreen(screen, `plan-tab-labels-${cols}x${rows}`, { groups: [[0, 0]], mask: MASK });
  });
}
