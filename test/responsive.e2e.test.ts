// Nothing in Neovim waits for the CLI: actions go to the host as notifications, and their outcome
// arrives with a later frame. Measured here with a CLI that takes 2 s to stop, as one with MCP servers
// or hooks to shut down does.
import { afterEach, describe, expect, it } from 'vitest';
import { alive, runQueueWait, startFaultChat, WRAP, type FaultChat } from './support/faults';
import { waitFor } from './support/wait';

let chat: FaultChat | null = null;
afterEach(async () => { await chat?.close(); chat = null; });

interface RoundTrips {
  /** The longest round trip as the clock saw it. */
  longest: number;
  /** The longest round trip less the time Neovim or this test waited for a CPU during it: what is left
   *  is Neovim working or waiting for something, which is what the test is about. */
  longestOwn: number;
  trips: number;
}

/** nvim_eval round trips while `until` is false (at most `timeout` ms). */
async function roundTrips(c: FaultChat, nvimPid: number, until: () => boolean, timeout: number): Promise<RoundTrips> {
  const t0 = performance.now();
  const out: RoundTrips = { longest: 0, longestOwn: 0, trips: 0 };
  while (!until() && performance.now() - t0 < timeout) {
    const queued = runQueueWait(nvimPid) + runQueueWait('self');
    const s = performance.now();
    await c.nvim.eval('1');
    const took = performance.now() - s;
    out.longest = Math.max(out.longest, took);
    out.longestOwn = Math.max(out.longestOwn, took - (runQueueWait(nvimPid) + runQueueWait('self') - queued));
    out.trips++;
  }
  return out;
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
    const nvimPid = Number(await chat.nvim.eval('getpid()'));

    const queuedBefore = runQueueWait(nvimPid) + runQueueWait('self');
    const t0 = performance.now();
    await chat.lua(`
      local select = vim.ui.select
      vim.ui.select = function(items, _, on_choice)
        for _, it in ipairs(items) do if it.live == '1' then return on_choice(it) end end
      end
      vim.cmd('ClaudeSessions close')
      vim.ui.select = select`);
    const commandMs = performance.now() - t0;
    const commandOwnMs = commandMs - (runQueueWait(nvimPid) + runQueueWait('self') - queuedBefore);
    const during = await roundTrips(chat, nvimPid, () => !alive(old), 10_000);

    // A Neovim waiting for the CLI would take the 2 s it takes to stop. Each round trip stays under 50 ms,
    // less the time Neovim or the test waited for a CPU: on two cores, a busy moment of the other test
    // files (or of this CLI shutting down) can keep Neovim off the CPU for longer than that.
    expect(commandOwnMs).toBeLessThan(50);
    expect(commandMs).toBeLessThan(500);
    // The old CLI really took its time: the round trips were measured while it stopped.
    expect(performance.now() - t0).toBeGreaterThan(1500);
    expect(during.trips).toBeGreaterThan(10);
    expect(during.longestOwn).toBeLessThan(50);
    expect(during.longest).toBeLessThan(500);
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
