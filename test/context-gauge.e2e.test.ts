// One gauge for every session (issue 33, D2): with several sessions, require('claude').status(), the winbar and
// User ClaudeChatStatus's data say how full each one's context is. Real CLI, fake model.
import { afterEach, describe, expect, it } from 'vitest';
import { startChat, type ChatFixture } from './support/chat';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
afterEach(async () => {
  const c = chat;
  chat = null;
  await c?.close();
});

interface Gauge {
  id: string;
  state: string;
  context: number | null;
  cost: number;
  mark: string;
}

/** Every session's context share once a turn said it (null until each has). */
const shares = (c: ChatFixture, n: number) =>
  waitFor(
    async () => {
      const all = await c.lua<Array<{ id: string; context_pct: number | null }>>(`return require('claude').sessions()`);
      return all.length === n && all.every((s) => typeof s.context_pct === 'number') ? all : null;
    },
    { timeout: 30_000, message: `the context share of ${n} sessions` },
  );

describe('the context gauge of every session', () => {
  it("status(), the winbar and User ClaudeChatStatus carry each session's share", async () => {
    chat = await startChat();
    // Wide enough for the winbar's every part: a narrow one drops the shares (the screen tests show that).
    await chat.lua(`
      vim.o.columns = 240
      _G.gauges = nil
      vim.api.nvim_create_autocmd('User', { pattern = 'ClaudeChatStatus', callback = function(ev)
        _G.gauges = ev.data.sessions
      end })`);
    await chat.nvim.command('ClaudeChat hello [scenario:text]');
    await chat.waitForLine('Done.', 30_000);
    const [one] = await shares(chat, 1);
    // One session: its own words, no list of shares.
    expect(await chat.lua<string>(`return require('claude').status()`)).not.toContain('ctx 1:');

    await chat.nvim.command('ClaudeChat! again [scenario:text]');
    const both = await shares(chat, 2);
    expect(both[0].context_pct).toBe(one.context_pct);
    const [p1, p2] = both.map((s) => s.context_pct);
    expect(await chat.lua<string>(`return require('claude').status()`)).toMatch(
      new RegExp(`^Claude: .* · ctx 1: ${p1}% 2: ${p2}%$`),
    );
    // Session 2's winbar: its own share, then the other's.
    const winbar = await waitFor(
      async () => {
        const w = await chat!.lua<string>(`return vim.wo[vim.fn.bufwinid('claude://chat-2')].winbar`);
        return w.includes('ctx 1:') ? w : null;
      },
      { message: "the other session's share in the winbar" },
    );
    expect(winbar).toMatch(new RegExp(`^Claude 2 · ready · \\$[\\d.]+ · ${p2}%% ctx · ctx 1: ${p1}%% · `));
    const gauges = await waitFor(
      async () => {
        const g = await chat!.lua<Gauge[] | null>('return _G.gauges');
        return g && g.length === 2 && g.every((s) => s.context !== null) ? g : null;
      },
      { message: 'both sessions in the event data' },
    );
    expect(gauges.map((g) => [g.id, g.context, g.state])).toEqual([
      ['1', p1, 'ready'],
      ['2', p2, 'ready'],
    ]);
    expect(gauges.every((g) => typeof g.cost === 'number' && g.cost > 0)).toBe(true);
  });
});
