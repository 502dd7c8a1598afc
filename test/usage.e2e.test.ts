// The plan's usage (issue 31, item 3): :ClaudeUsage shows the plan's windows with their reset times, or, for a
// session billed by API key (the fake model's), what the session cost; a rate_limit_event near a limit is a
// notice in the transcript and a mark in the winbar. Real CLI, fake model: the CLI reads the plan's limits from
// the API's anthropic-ratelimit-unified-* headers when it is logged in to a plan (CLAUDE_CODE_OAUTH_TOKEN), which
// the fake model sends. The plan's windows in get_usage come from claude.ai, which no test reaches: the float's
// lines for them are held by test/usage-view.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { nearLimit, nearWeekly } from './fake-model/limits';
import { startChat, type ChatFixture, notifiedBy } from './support/chat';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
afterEach(async () => {
  const c = chat;
  chat = null;
  await c?.close();
});

/** The float on screen: its title and lines; null when none is open. */
const float = (c: ChatFixture) =>
  c.lua<{ title: string; lines: string[] } | null>(`
  for _, win in ipairs(vim.api.nvim_list_wins()) do
    local cfg = vim.api.nvim_win_get_config(win)
    if cfg.relative ~= '' then
      local buf = vim.api.nvim_win_get_buf(win)
      return { title = cfg.title[1][1], lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false) }
    end
  end
  return vim.NIL`);

const winbar = (c: ChatFixture) => c.lua<string>(`return vim.wo[vim.fn.bufwinid('claude://chat')].winbar`);

describe(':ClaudeUsage', () => {
  it('billed by API key: no plan windows, the session cost instead, in a float', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine('Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.', 30_000);
    const cost = await waitFor(async () => (await chat!.status()).cost_usd || null, { message: "the turn's cost" });
    await chat.nvim.command('ClaudeUsage');
    await waitFor(async () => (await float(chat!)) !== null, { message: 'the usage float opened' });
    const shown = (await float(chat))!;
    expect(shown.title).toBe(' Claude usage ');
    expect(shown.lines[0]).toBe('No plan usage windows (API key or cloud billing): this session so far');
    expect(shown.lines).toContain(`  Cost           $${cost.toFixed(4)}`);
    expect(shown.lines.some((l) => /^ {2}Lines changed {2}\+0 -0$/.test(l))).toBe(true);
    const byModel = /^ {2}claude-[\w.[\]-]+: 120 in, \d+ out, 30 cache read, 10 cache write \(\$[\d.]+\)$/;
    expect(shown.lines.some((l) => byModel.test(l))).toBe(true);
    await chat.nvim.input('q');
    await waitFor(async () => (await float(chat!)) === null, { message: 'q closed the float' });
  });

  it('says so when Claude is not running, and starts nothing', async () => {
    chat = await startChat();
    const msgs = await notifiedBy(chat, 'ClaudeUsage');
    expect(msgs.join('\n')).toContain('Claude is not running (:ClaudeChat starts it)');
  });
});

describe('rate limits', () => {
  it('near a plan limit: a notice with the window and its reset, and a mark in the winbar', async () => {
    chat = await startChat({
      scenarios: { 'near-limit': nearLimit },
      env: { ANTHROPIC_API_KEY: '', CLAUDE_CODE_OAUTH_TOKEN: 'sk-ant-oat01-fake' },
    });
    await chat.nvim.command('ClaudeChat go on [scenario:near-limit]');
    const lines = await chat.waitForLine('Answered near the limit.', 30_000);
    const notice = await waitFor(async () => (await chat!.transcript()).find((l) => l.startsWith('⚠ 92%')) ?? null, {
      message: 'the rate-limit notice',
    });
    expect(notice).toMatch(/^⚠ 92% of the 5-hour limit is used \(resets (Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d\d:\d\d\)$/);
    expect(lines.filter((l) => l.includes('limit is used')).length).toBeLessThanOrEqual(1);
    // Once the turn has ended (the reply's last words can come before its result).
    const ended = async () => {
      const w = await winbar(chat!);
      return w.startsWith('Claude · ready') ? w : null;
    };
    expect(await waitFor(ended, { message: 'the turn ended' })).toMatch(/^Claude · ready · ⚠ 5h 92%%/);
  });

  it('the weekly window near its end after the 5-hour one: said too, though its status word is the same', async () => {
    chat = await startChat({
      scenarios: { 'near-limit': nearLimit, 'near-weekly': nearWeekly },
      env: { ANTHROPIC_API_KEY: '', CLAUDE_CODE_OAUTH_TOKEN: 'sk-ant-oat01-fake' },
    });
    await chat.nvim.command('ClaudeChat go on [scenario:near-limit]');
    await chat.waitForLine(/^⚠ 92% of the 5-hour limit is used/, 30_000);
    await waitFor(async () => (await chat!.status()).state === 'ready' || null, { message: 'the first turn ended' });
    await chat.nvim.command('ClaudeChat and on [scenario:near-weekly]');
    await chat.waitForLine('Answered near the weekly limit.', 30_000);
    const notices = await waitFor(
      async () => {
        const said = (await chat!.transcript()).filter((l) => / of the .* limit is used/.test(l));
        return said.length === 2 ? said : null;
      },
      { message: 'both windows said (issue 44, item 9)' },
    );
    expect(notices[0]).toMatch(/^⚠ 92% of the 5-hour limit is used/);
    expect(notices[1]).toMatch(/^⚠ 95% of the weekly limit is used/);
  });
});
