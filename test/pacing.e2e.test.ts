import { afterEach, describe, expect, it } from 'vitest';
import { startChat, type ChatFixture } from './support/chat';
import { CHAT_LUA } from './support/keys';
import type { ClaudeSetup } from './support/nvim';
import { attachScreen, type Screen } from './support/screen';
import { waitFor } from './support/wait';

// Frames are paced by what they cost the editor (render_budget): each frame reports its own time plus the
// redraw after the previous frame, and the host spaces frames so that drawing the chat stays under the budget.

let chats: ChatFixture[] = [];
let screens: Screen[] = [];
afterEach(async () => {
  const [s, c] = [screens, chats];
  screens = [];
  chats = [];
  for (const screen of s) await screen.detach().catch(() => {});
  for (const chat of c) await chat.close().catch(() => {});
});

/** Counts, from now on, the changes to the transcript's lines (one per frame that carries lines), seen
 *  through nvim_buf_attach on the buffer found by name. */
const countFrames = (c: ChatFixture) =>
  c.lua(`${CHAT_LUA}
  _G.frames = 0
  vim.api.nvim_buf_attach(chat_buf(), false, { on_lines = function() _G.frames = _G.frames + 1 end })`);

/** Streams the `paced` reply (about two seconds of small deltas) and counts its frames. `slowRedraw`: every
 *  window redraw costs that many ms more, as a slow highlighter in the user's config would. */
async function pacedRun(setup: ClaudeSetup, opts: { slowRedraw?: number; ui?: boolean } = {}) {
  const chat = await startChat({ setup });
  chats.push(chat);
  // A UI: Neovim redraws after every frame, as it does for a user.
  if (opts.ui) screens.push(await attachScreen(chat, 120, 40));
  if (opts.slowRedraw) {
    await chat.lua(
      `local ms = ...
      vim.api.nvim_set_decoration_provider(vim.api.nvim_create_namespace('slow_highlighter'), {
        on_win = function()
          local until_ns = vim.uv.hrtime() + ms * 1e6
          while vim.uv.hrtime() < until_ns do end
          return false
        end,
      })`,
      [opts.slowRedraw],
    );
  }
  await chat.nvim.command('ClaudeChat warm up [scenario:text]');
  await chat.waitForLine('Done.');
  await waitFor(async () => (await chat.status()).state !== 'running', { message: 'the warm-up turn to end' });
  await countFrames(chat);
  await chat.nvim.command('ClaudeChat go [scenario:paced]');
  const lines = await chat.waitForLine(/End of paced reply\.$/);
  await waitFor(async () => (await chat.status()).state !== 'running', { message: 'the paced turn to end' });
  return { frames: await chat.lua<number>('return _G.frames'), text: lines.join('\n') };
}

const REPLY = 'Paced reply, word by word. '.repeat(45) + 'End of paced reply.';

describe('frame pacing (real Neovim)', () => {
  it('a tight budget streams the same reply in far fewer, larger frames, and loses nothing', async () => {
    // frame_ms 20 alone: about one frame per 20 ms of a two-second reply. A budget of 0.02% of the editor's
    // time: any real frame (0.1 ms and up) asks for a pause of 0.5 s, the longest a frame may be.
    const plain = await pacedRun({ frame_ms: 20, render_budget: 0 });
    const tight = await pacedRun({ frame_ms: 20, render_budget: 0.0002 });
    expect(plain.frames).toBeGreaterThanOrEqual(15);
    expect(tight.frames * 3).toBeLessThanOrEqual(plain.frames);
    for (const r of [plain, tight]) expect(r.text.replace(/\n/g, ' ')).toContain(REPLY.trim());
  });

  it('the redraw after a frame counts toward its cost: a slow highlighter spaces the frames out', async () => {
    // A 5% budget: a frame whose redraw takes 10 ms more asks for a pause of 200 ms or more; without the slow
    // highlighter a frame costs well under 1 ms, and frame_ms (20 ms) paces them.
    const quick = await pacedRun({ frame_ms: 20, render_budget: 0.05 }, { ui: true });
    const slow = await pacedRun({ frame_ms: 20, render_budget: 0.05 }, { ui: true, slowRedraw: 10 });
    expect(quick.frames).toBeGreaterThanOrEqual(15);
    expect(slow.frames * 2).toBeLessThanOrEqual(quick.frames);
    for (const r of [quick, slow]) expect(r.text.replace(/\n/g, ' ')).toContain(REPLY.trim());
  });
});
