// What the chat shows at 80x24 (real Neovim with a UI attached, real CLI, fake model): thinking folds away
// once the answer starts; the winbar's model name and its tokens over the session.
import { afterEach, describe, expect, it } from 'vitest';
import { startChat, type ChatFixture } from './support/chat';
import { attachScreen, type Screen } from './support/screen';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
afterEach(async () => {
  await screen?.detach().catch(() => {});
  screen = null;
  const c = chat;
  chat = null;
  await c?.close();
});

const idle = (c: ChatFixture) =>
  waitFor(
    async () => {
      const s = await c.status();
      return s.state === 'ready' ? s : null;
    },
    { timeout: 30_000, message: 'the turn to end' },
  );

describe('thinking at 80x24', () => {
  it('shows open while it streams, then folds to one line once the answer starts; zo opens it again', async () => {
    chat = await startChat();
    screen = await attachScreen(chat, 80, 24);
    await chat.nvim.command('ClaudeChat think hard [scenario:slow-thinking]');
    // While Claude thinks, the thinking is there to read.
    // (Which steps are in view depends on the frame the screen catches: the window follows the end, and
    // under load frames stretch.)
    await screen.waitFor(/┆ Thinking step \d+:/, 20_000);
    expect(screen.text()).not.toMatch(/lines: ✻ Thinking…/);
    expect(await chat.transcript()).toContain('✻ Thinking…');
    // Once the answer starts, the thinking is one closed fold and the answer is in view.
    await screen.waitFor(/Decided after long thought\./, 20_000);
    await idle(chat);
    await screen.settle();
    const text = screen.text();
    expect(text).toMatch(/\+-+ *41 lines: ✻ Thinking…/);
    expect(text).not.toMatch(/┆ Thinking step/);
    // The user opens it: it stays open.
    await chat.lua(`
      for _, w in ipairs(vim.api.nvim_list_wins()) do
        if vim.api.nvim_buf_get_name(vim.api.nvim_win_get_buf(w)) == 'claude://chat' then
          vim.api.nvim_win_call(w, function()
            local head = vim.fn.search('^✻ Thinking', 'nw')
            vim.cmd(head .. 'foldopen')
            vim.api.nvim_win_set_cursor(0, { head, 0 })
            vim.cmd('normal! zt')
          end)
        end
      end`);
    await screen.waitFor(/┆ Thinking step 1:/);
    await chat.nvim.command('ClaudeChat and now [scenario:text]');
    await chat.waitForLine('Done.');
    await idle(chat);
    expect(
      await chat.lua<number>(`
      for _, w in ipairs(vim.api.nvim_list_wins()) do
        if vim.api.nvim_buf_get_name(vim.api.nvim_win_get_buf(w)) == 'claude://chat' then
          return vim.api.nvim_win_call(w, function() return vim.fn.foldclosed(vim.fn.search('^✻ Thinking', 'nw')) end)
        end
      end`),
    ).toBe(-1);
  });

  it('a short thought is one closed fold once answered, the answer in view', async () => {
    chat = await startChat();
    screen = await attachScreen(chat, 80, 24);
    await chat.nvim.command('ClaudeChat think [scenario:thinking]');
    await screen.waitFor(/Hi! This reply/, 20_000);
    await idle(chat);
    await screen.settle();
    expect(screen.text()).toMatch(/\+-+ *2 lines: ✻ Thinking…/);
    expect(screen.text()).not.toContain('┆ The user wants a greeting');
  });
});

describe('the winbar at 100x24', () => {
  // 100 columns: the whole winbar fits (at 80 the model's name is cut from the left: `<de-sonnet-4-5 (1M context)`).
  it('names the model readably and counts tokens over the session', async () => {
    chat = await startChat({ setup: { position: 'below', size: 12, model: 'claude-sonnet-4-5[1m]' } });
    screen = await attachScreen(chat, 100, 24);
    await chat.nvim.command('ClaudeChat one [scenario:text]');
    await chat.waitForLine('Done.');
    await idle(chat);
    await screen.waitFor(
      /Claude · ready · \$\d+\.\d{4} · \d+% ctx · 160 in \/ \d+ out · claude-sonnet-4-5 \(1M context\)/,
    );
    const out = Number(/160 in \/ (\d+) out/.exec(screen.text())![1]);
    await chat.nvim.command('ClaudeChat two [scenario:text]');
    await screen.waitFor(
      new RegExp(
        `Claude · ready · \\$\\d+\\.\\d{4} · \\d+% ctx · 320 in / ${2 * out} out · claude-sonnet-4-5 \\(1M context\\)`,
      ),
      20_000,
    );
    expect(screen.text()).not.toContain('[1m]');
  });
});
