// Nothing in Neovim waits for the CLI: actions go to the host as notifications, and their outcome
// arrives with a later frame. Measured here with a CLI that takes 2 s to stop, as one with MCP servers
// or hooks to shut down does.
import { afterEach, describe, expect, it } from 'vitest';
import { alive, startFaultChat, WRAP, type FaultChat } from './support/faults';
import { waitFor } from './support/wait';

let chat: FaultChat | null = null;
afterEach(async () => { await chat?.close(); chat = null; });

/** The longest nvim_eval round trip while `until` is false (at most `timeout` ms). */
async function longestRoundTrip(c: FaultChat, until: () => boolean, timeout: number): Promise<{ longest: number; trips: number; elapsed: number }> {
  const t0 = performance.now();
  let longest = 0;
  let trips = 0;
  while (!until() && performance.now() - t0 < timeout) {
    const s = performance.now();
    await c.nvim.eval('1');
    longest = Math.max(longest, performance.now() - s);
    trips++;
  }
  return { longest, trips, elapsed: performance.now() - t0 };
}

describe('Neovim never waits for the CLI', () => {
  it(':ClaudeSessions close while its CLI takes 2 s to stop: every round trip stays under 50 ms; the chat shows the other session at once', async () => {
    chat = await startFaultChat({ command: WRAP, faults: ['slow-stop:2000'] });
    await chat.nvim.command('ClaudeChat first question');
    await chat.waitForLine('Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.');
    await chat.waitIdle();
    const old = (await chat.status()).pid as number;
    expect(alive(old)).toBe(true);
    await chat.nvim.command('ClaudeChat! second question');
    await waitFor(async () => (await chat!.transcript()).join('\n').includes('second question') || null, { message: 'the second session shown' });
    // What a round trip costs on this machine right now, with nothing to wait for: other tests may load it.
    const idleEnd = performance.now() + 500;
    const idle = await longestRoundTrip(chat, () => performance.now() > idleEnd, 1000);
    const limit = Math.max(50, 2 * idle.longest);

    const t0 = performance.now();
    await chat.lua(`
      local select = vim.ui.select
      vim.ui.select = function(items, _, on_choice)
        for _, it in ipairs(items) do if it.live == '1' then return on_choice(it) end end
      end
      vim.cmd('ClaudeSessions close')
      vim.ui.select = select`);
    const commandMs = performance.now() - t0;
    const during = await longestRoundTrip(chat, () => !alive(old), 10_000);

    // Under 50 ms (or twice the idle round trip, when other tests load the machine); a Neovim waiting
    // for the CLI would take the 2 s it takes to stop.
    expect(commandMs).toBeLessThan(limit);
    // The old CLI really took its time: the round trips were measured while it stopped.
    expect(performance.now() - t0).toBeGreaterThan(1500);
    expect(during.trips).toBeGreaterThan(10);
    expect(during.longest).toBeLessThan(limit);
    // The chat shows the session that is left, and it still answers.
    expect((await chat.transcript()).join('\n')).not.toContain('first question');
    await chat.nvim.command('ClaudeChat third question');
    await waitFor(async () => (await chat!.transcript()).filter((l) => l.startsWith('Hello from the fake model')).length === 2 || null, { message: 'the answer to the third question' });
  });

  it(':ClaudeMode and :ClaudeModel right after opening return at once; the change shows when the CLI took it', async () => {
    chat = await startFaultChat();
    const t0 = performance.now();
    await chat.nvim.command('ClaudeChat');
    await chat.nvim.command('ClaudeMode acceptEdits');
    await chat.nvim.command('ClaudeModel claude-test-model');
    expect(performance.now() - t0).toBeLessThan(200);
    await chat.waitForLine(/^ℹ Permission mode: acceptEdits/);
    await chat.waitForLine('ℹ Model set to claude-test-model');
    await waitFor(async () => (await chat!.status()).mode === 'acceptEdits', { message: 'the mode in the status' });
  });

  it(':ClaudeMode and :ClaudeModel right after :ClaudeChat! starts another session: said at once, and that session takes them', async () => {
    chat = await startFaultChat();
    await chat.nvim.command('ClaudeChat hi');
    await chat.waitIdle();
    await chat.nvim.command('ClaudeChat!');
    await chat.nvim.command('ClaudeMode plan');
    await chat.nvim.command('ClaudeModel other-model');
    const lines = await chat.waitForLine('ℹ Model set to other-model');
    expect(lines).toContain('ℹ Permission mode: plan (Claude plans before it changes anything)');
    expect(lines).not.toContain('▌ You');
    await waitFor(async () => { const s = await chat!.status(); return s.state === 'ready' && s.mode === 'plan' && s.model === 'other-model' || null; }, { message: 'the new session in plan mode with the other model' });
  });
});
