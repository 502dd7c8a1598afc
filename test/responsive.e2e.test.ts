// Nothing in Neovim waits for the CLI: actions go to the host as notifications, and their outcome
// arrives with a later frame. Measured here with a CLI that takes 2 s to stop, as one with MCP servers
// or hooks to shut down does.
import { afterEach, describe, expect, it } from 'vitest';
import { alive, schedMs, startFaultChat, WRAP, type FaultChat } from './support/faults';
import { cliPid } from './support/sessions';
import { waitFor } from './support/wait';

let chat: FaultChat | null = null;
afterEach(async () => {
  await chat?.close();
  chat = null;
});

/** How long something took, and how much of it the scheduler accounts for. */
interface Took {
  /** As the clock saw it. */
  ms: number;
  /** Neovim's main thread on a CPU: Neovim working. */
  busy: number;
  /** Less the time Neovim or this test ran or waited for a CPU: what is left is Neovim asleep while it had
   *  a request to answer, which is Neovim waiting for something (the CLI, the host). On two cores, a busy
   *  moment of the other test files or of a CLI shutting down can keep it off the CPU for longer than the
   *  limit, which says nothing of the plugin; a Neovim that waits for the CLI sleeps through the 2 s. What
   *  this test's own process stalls for without its main thread on a CPU (its garbage collector's pauses,
   *  54 ms once under a full suite) counts as asleep too: hence a limit of 250 ms, far under the 2 s. */
  asleep: number;
}

/** How long `work` took, and how (see Took). */
async function timed(nvimPid: number, work: () => Promise<unknown>): Promise<Took> {
  const [n0, t0] = [schedMs(nvimPid), schedMs('self')];
  const s = performance.now();
  await work();
  const ms = performance.now() - s;
  const [n1, t1] = [schedMs(nvimPid), schedMs('self')];
  const busy = n1.run - n0.run;
  return { ms, busy, asleep: ms - busy - (n1.wait - n0.wait) - (t1.run - t0.run) - (t1.wait - t0.wait) };
}

interface RoundTrips {
  longest: Took;
  trips: number;
}

/** Which measures of `t` are within their limits: asleep under 250 ms (see Took), busy under 50 ms, 500 ms in all. */
const withinLimits = (t: Took) => ({ asleep: t.asleep < 250, busy: t.busy < 50, ms: t.ms < 500 });
const ALL_WITHIN = { asleep: true, busy: true, ms: true };

/** nvim_eval round trips while `until` is false (at most `timeout` ms): the largest of each measure. */
async function roundTrips(c: FaultChat, nvimPid: number, until: () => boolean, timeout: number): Promise<RoundTrips> {
  const t0 = performance.now();
  const out: RoundTrips = { longest: { ms: 0, busy: 0, asleep: 0 }, trips: 0 };
  while (!until() && performance.now() - t0 < timeout) {
    const took = await timed(nvimPid, () => c.nvim.eval('1'));
    out.longest = {
      ms: Math.max(out.longest.ms, took.ms),
      busy: Math.max(out.longest.busy, took.busy),
      asleep: Math.max(out.longest.asleep, took.asleep),
    };
    out.trips++;
  }
  return out;
}

describe('Neovim never waits for the CLI', () => {
  it(':ClaudeSessions close while its CLI takes 2 s to stop: no round trip waits for it; the chat shows the other session at once', async () => {
    chat = await startFaultChat({ command: WRAP, faults: ['slow-stop:2000'] });
    await chat.nvim.command('ClaudeChat first question');
    await chat.waitForLine('Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.');
    await chat.waitIdle();
    const old = await cliPid(chat);
    expect(alive(old)).toBe(true);
    await chat.nvim.command('ClaudeChat! second question');
    await waitFor(async () => (await chat!.transcript()).join('\n').includes('second question') || null, {
      message: 'the second session shown',
    });
    const nvimPid = Number(await chat.nvim.eval('getpid()'));

    const t0 = performance.now();
    const command = await timed(nvimPid, () =>
      chat!.lua(`
      local select = vim.ui.select
      vim.ui.select = function(items, _, on_choice)
        for _, it in ipairs(items) do if it.live == '1' then return on_choice(it) end end
      end
      vim.cmd('ClaudeSessions close')
      vim.ui.select = select`),
    );
    const during = await roundTrips(chat, nvimPid, () => !alive(old), 10_000);

    // A Neovim waiting for the CLI would sleep through the 2 s it takes to stop. Neither the command nor any
    // round trip keeps Neovim asleep for 250 ms or working for 50 ms (see Took), nor takes 500 ms in all.
    expect(withinLimits(command), `the command: ${JSON.stringify(command)}`).toEqual(ALL_WITHIN);
    // The old CLI really took its time: the round trips were measured while it stopped.
    expect(performance.now() - t0).toBeGreaterThan(1500);
    expect(during.trips).toBeGreaterThan(10);
    expect(withinLimits(during.longest), `the longest round trips: ${JSON.stringify(during.longest)}`).toEqual(
      ALL_WITHIN,
    );
    // The chat shows the session that is left, and it still answers.
    expect((await chat.transcript()).join('\n')).not.toContain('first question');
    await chat.nvim.command('ClaudeChat third question');
    await waitFor(
      async () =>
        (await chat!.transcript()).filter((l) => l.startsWith('Hello from the fake model')).length === 2 || null,
      { message: 'the answer to the third question' },
    );
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
    await chat.nvim.command('ClaudeModel claude-other-model');
    const lines = await chat.waitForLine('ℹ Model set to claude-other-model');
    expect(lines).toContain('ℹ Permission mode: plan (Claude plans before it changes anything)');
    expect(lines.filter((l) => l.startsWith('▌ You'))).toEqual([]);
    await waitFor(
      async () => {
        const s = await chat!.status();
        return (s.state === 'ready' && s.mode === 'plan' && s.model === 'claude-other-model') || null;
      },
      { message: 'the new session in plan mode with the other model' },
    );
  });
});
