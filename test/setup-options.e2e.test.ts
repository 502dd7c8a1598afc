// What the user puts in setup{} reaches the CLI: `args` are appended to its command line and `model`
// picks the model, both seen where they land, in the requests the fake model receives. Real headless
// Neovim, the real CLI, the fake model.
import { afterEach, describe, expect, it } from 'vitest';
import { startChat, type ChatFixture } from './support/chat';
import { claudeSetup } from './support/claude-env';
import { CHAT_LUA } from './support/keys';
import { setupClaude } from './support/nvim';

let chat: ChatFixture | null = null;
afterEach(async () => {
  const c = chat;
  chat = null;
  await c?.close();
});

/** The system prompt of a request, as one string (the API takes a string or a list of text blocks). */
const systemText = (body: any): string =>
  typeof body.system === 'string'
    ? body.system
    : Array.isArray(body.system)
      ? body.system.map((b: any) => b?.text ?? '').join('\n')
      : '';

describe('setup{} options reach the CLI', () => {
  it('args: a flag from setup{ args } takes effect (--append-system-prompt lands in the system prompt)', async () => {
    const marker = 'Always answer like a pirate (setup-args-marker-7f3a).';
    chat = await startChat({ setup: { args: ['--append-system-prompt', marker] } });
    await chat.nvim.command('ClaudeChat hello [scenario:text]');
    await chat.waitForLine('Done.');
    const turn = chat.model.requests.filter((r) => r.scenario === 'text');
    expect(turn.length).toBeGreaterThan(0);
    for (const r of turn) expect(systemText(r.body)).toContain(marker);
  });

  it("model: the turn's requests name the model from setup{ model }", async () => {
    const model = 'claude-setup-model-test-1';
    chat = await startChat({ setup: { model } });
    await chat.nvim.command('ClaudeChat hello [scenario:text]');
    await chat.waitForLine('Done.');
    const turn = chat.model.requests.filter((r) => r.scenario === 'text');
    expect(turn.length).toBeGreaterThan(0);
    expect(turn.map((r) => r.body.model)).toEqual(turn.map(() => model));
  });

  it('without them, the CLI runs with its defaults (the marker and the model name appear nowhere)', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat hello [scenario:text]');
    await chat.waitForLine('Done.');
    const turn = chat.model.requests.filter((r) => r.scenario === 'text');
    expect(turn.length).toBeGreaterThan(0);
    for (const r of turn) {
      expect(systemText(r.body)).not.toContain('setup-args-marker');
      expect(r.body.model).not.toBe('claude-setup-model-test-1');
    }
  });
});

describe('a later setup{} and :ClaudeChat', () => {
  it('frame_ms paces the running session from then on, not only the CLI options', async () => {
    chat = await startChat({ setup: { frame_ms: 1000, render_budget: 0 } });
    await chat.nvim.command('ClaudeChat first [scenario:text]');
    await chat.waitForLine('Done.');
    // The same setup{} as the fixture's, as a user re-sourcing their config would call it, frame_ms changed.
    await setupClaude(chat, claudeSetup(chat.model.url, chat.ws, { frame_ms: 10, render_budget: 0 }));
    await chat.nvim.command('ClaudeChat');
    // The transcript's updates: each frame is one batch of line changes, counted once the batch is done.
    await chat.lua(`${CHAT_LUA}
      _G.frames, _G.batch = 0, false
      vim.api.nvim_buf_attach(chat_buf(), false, { on_lines = function()
        if not _G.batch then
          _G.batch = true
          vim.schedule(function() _G.frames, _G.batch = _G.frames + 1, false end)
        end
      end })`);
    // About 1.6 s of streaming: at most 3 frames a second apart, dozens 10 ms apart.
    await chat.nvim.command('ClaudeChat go [scenario:paced]');
    await chat.waitForLine(/End of paced reply\.$/);
    expect(await chat.lua<number>('return _G.frames')).toBeGreaterThan(10);
  });
});
