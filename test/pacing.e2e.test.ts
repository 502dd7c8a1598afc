import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { startChat, type ChatFixture } from './support/chat';
import { startNvim, type TestNvim } from './support/nvim';
import { waitFor } from './support/wait';

// Frames are paced by what they cost the editor (render_budget): view.apply() reports its own time plus the
// redraw after the previous frame, and the host spaces frames so that drawing the chat stays under the budget.

let nvim: TestNvim | null = null;
let chats: ChatFixture[] = [];
afterEach(async () => {
  await nvim?.quit();
  nvim = null;
  for (const c of chats) await c.close();
  chats = [];
});

/** Counts view.apply() calls that carry lines, from now on. */
const countFrames = (c: ChatFixture) => c.lua(`local v = require('claude.view')
  local apply = v.apply
  _G.frames = 0
  v.apply = function(u) if u.patch then _G.frames = _G.frames + 1 end return apply(u) end`);

describe('frame pacing (real Neovim)', () => {
  it("view.apply() reports the frame's editor time, the redraw that followed the previous frame included", async () => {
    nvim = await startNvim({ cwd: os.tmpdir(), setup: '{}' });
    const r = await nvim.lua<{ first: { intact: boolean; ms: number }; quiet: number; redraw: number; after: number }>(`
      local v = require('claude.view')
      local buf = v.buffer()
      vim.cmd('vsplit')
      local win = vim.api.nvim_get_current_win()
      vim.api.nvim_win_set_buf(win, buf)
      v.setup_window(win)
      local lines, folds = {}, {}
      for i = 1, 200 do lines[i] = ('line %d with **markdown** and \`code\`'):format(i); folds[i] = '0' end
      local first = v.apply({ patch = { start = 0, ['end'] = 0, lines = lines, highlights = {}, folds = folds } })
      local quiet = v.apply({}).ms -- nothing redrawn since the last frame
      v.apply({})
      local t = vim.uv.hrtime()
      vim.cmd('redraw!')
      local redraw = (vim.uv.hrtime() - t) / 1e6
      local after = v.apply({}).ms
      return { first = first, quiet = quiet, redraw = redraw, after = after }`);
    expect(r.first.intact).toBe(true);
    expect(r.first.ms).toBeGreaterThan(0);
    // The redraw's share is counted once, by the next frame, and never more than the redraw took.
    expect(r.after).toBeGreaterThan(r.quiet);
    expect(r.after).toBeGreaterThan(r.redraw * 0.3);
    expect(r.after).toBeLessThan(r.redraw + 5);
  });

  it('a tight budget streams the same reply in far fewer, larger frames, and loses nothing', async () => {
    const run = async (options: string) => {
      const chat = await startChat({ options });
      chats.push(chat);
      await chat.nvim.command('ClaudeChat warm up [scenario:text]');
      await chat.waitForLine('Done.');
      await countFrames(chat);
      await chat.nvim.command('ClaudeChat go [scenario:paced]');
      const lines = await chat.waitForLine(/End of paced reply\.$/);
      await waitFor(async () => (await chat.status()).busy === false, { message: 'the paced turn to end' });
      return { frames: await chat.lua<number>('return _G.frames'), text: lines.join('\n') };
    };
    // frame_ms 20 alone: about one frame per 20 ms of a two-second reply. A budget of 0.02% of the editor's
    // time: any real frame (0.1 ms and up) asks for a pause of 0.5 s, the longest a frame may be.
    const plain = await run('frame_ms = 20, render_budget = 0');
    const tight = await run('frame_ms = 20, render_budget = 0.0002');
    expect(plain.frames).toBeGreaterThanOrEqual(15);
    expect(tight.frames * 3).toBeLessThanOrEqual(plain.frames);
    const reply = 'Paced reply, word by word. '.repeat(45) + 'End of paced reply.';
    for (const r of [plain, tight]) expect(r.text.replace(/\n/g, ' ')).toContain(reply.trim());
  });
});
