// Neovim or the host goes away mid-turn: no claude process and no tool process may outlive the session, and a
// host that died leaves the transcript intact for the next one. Real headless Neovim, the real CLI, the fake model.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { alive, descendants, groupMembers, pgidOf, SCRIPTED, startFaultChat, type FaultChat } from './support/faults';
import { quitNvim } from './support/nvim';
import { focusTranscript, typeKeys } from './support/keys';
import { cliPid, hostPid } from './support/sessions';
import { waitFor } from './support/wait';

// Every test closes its fixture, even after a failed assertion or a Neovim it killed itself: close() ends
// whatever still carries the fixture's tag (the host, the CLI, the CLI's children; see support/nvim.ts).
let chat: FaultChat | null = null;
afterEach(async () => {
  const c = chat;
  chat = null;
  await c?.close();
});

/** Quits Neovim as the user does (:qa!), leaving alone what outlives it, so that the test can look for it. */
const quitOnly = (c: FaultChat) => quitNvim(c.nvim, c.proc);

/** Ends the session as the user does: :ClaudeSessions close, picking it (the only one). */
const closeSession = (c: FaultChat) =>
  c.lua(`
  local select = vim.ui.select
  vim.ui.select = function(items, _, on_choice) on_choice(items[1]) end
  vim.cmd('ClaudeSessions close')
  vim.ui.select = select`);

/** The pid in the `spawned PID` line of test/fake-cli/scripted.mjs's spawn script. */
async function spawned(c: FaultChat): Promise<number> {
  const lines = await c.waitForLine(/^spawned \d+$/);
  return Number(/^spawned (\d+)$/.exec(lines.find((l) => /^spawned \d+$/.test(l))!)![1]);
}

describe('Neovim goes away mid-turn: no orphan claude process', () => {
  for (const how of [':qa!', 'SIGKILL'] as const) {
    it(`${how} while a reply streams: the claude process and the host are gone`, async () => {
      chat = await startFaultChat();
      await chat.nvim.command('ClaudeChat go slowly [scenario:slow-short]');
      await chat.waitForLine(/^This reply streams slowly\./);
      const pid = await cliPid(chat);
      const host = hostPid(chat)!;
      expect(alive(pid) && alive(host)).toBe(true);
      if (how === ':qa!') await quitOnly(chat);
      else chat.proc.kill('SIGKILL');
      await waitFor(() => !alive(pid) && !alive(host), {
        timeout: 5000,
        message: `claude (${pid}) and the host (${host}) to exit`,
      });
      // Writing to a Neovim that is gone is no fault of the host's: its log says nothing went wrong.
      const log = fs.readFileSync(path.join(chat.ws.home, 'claude-chat.log'), 'utf8');
      expect(log).not.toMatch(/uncaught|EPIPE/);
    });
  }
});

describe('Neovim goes away while a Bash tool runs: its processes do not outlive the session', () => {
  // A command that runs until it is killed and that the CLI runs without asking: it reads a file of the
  // project (the CLI refuses a standalone `sleep`, and asks before reading /dev/null).
  const NAP = ['tail', '-f', 'nap.log'];
  const napping = () => [
    {
      blocks: [
        { type: 'tool_use' as const, name: 'Bash', input: { command: NAP.join(' '), description: 'A long command' } },
      ],
    },
    { blocks: [{ type: 'text' as const, text: 'Woke up.' }] },
  ];
  /** A process's argument vector, or null once it is gone. */
  const argv = (p: number): string[] | null => {
    try {
      return fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0').filter(Boolean);
    } catch {
      return null;
    }
  };
  for (const how of [':qa!', 'SIGKILL'] as const) {
    it(`${how}: the tool's shell and its command are gone with claude`, async () => {
      chat = await startFaultChat({ scenarios: { napping }, files: { 'nap.log': 'zzz\n' } });
      // Every process this test may leave behind, with the command line it had: killed at the end whatever
      // failed, but only while the pid still runs that command (a pid may be reused).
      const seen = new Map<number, string>();
      const note = (pids: number[]) => {
        for (const p of pids) {
          const a = argv(p);
          if (a && !seen.has(p)) seen.set(p, a.join(' '));
        }
        return pids;
      };
      try {
        await chat.nvim.command('ClaudeChat take a nap [scenario:napping]');
        const pid = await cliPid(chat);
        note([pid]);
        // The tool's own process, told by its command line: the CLI starts short-lived processes of its own
        // (a `ps` at start-up), which a mere count of children would take for the tool.
        const tools = await waitFor(
          () => {
            const d = note(descendants(pid));
            return d.some((p) => argv(p)?.join(' ') === NAP.join(' ')) ? d : null;
          },
          { message: `the Bash tool's \`${NAP.join(' ')}\` among the descendants of claude` },
        );
        if (how === ':qa!') await quitOnly(chat);
        else chat.proc.kill('SIGKILL');
        await waitFor(() => [pid, ...tools].every((p) => !alive(p)), {
          timeout: 5000,
          message: `claude (${pid}) and its tool processes (${tools}) to exit`,
        });
      } finally {
        for (const [p, cmd] of seen) {
          if (alive(p) && argv(p)?.join(' ') === cmd)
            try {
              process.kill(p, 'SIGKILL');
            } catch {
              /* gone meanwhile */
            }
        }
      }
    });
  }
});

describe('stopping the CLI: what it started goes with it', () => {
  // The host starts the CLI as the leader of a process group of its own and signals that whole group when it
  // has to kill it. A CLI that ignores the end of its stdin and SIGTERM (stubborn) is killed with SIGKILL,
  // which it cannot clean up after: whatever it left in its group (the real CLI runs its MCP servers and hooks
  // there) must go too.
  for (const how of [':ClaudeSessions close', ':qa!'] as const) {
    it(`${how}: a process left in the CLI's process group does not survive a CLI that ignores stdin's end and SIGTERM`, async () => {
      chat = await startFaultChat({ command: SCRIPTED, env: { FAKE_CLI_STUBBORN: '1' } });
      await chat.nvim.command('ClaudeChat start it [script:spawn:group]');
      const child = await spawned(chat);
      const pid = await cliPid(chat);
      expect(pgidOf(child)).toBe(pid);
      await chat.waitIdle();
      if (how === ':ClaudeSessions close') await closeSession(chat);
      else await quitOnly(chat);
      await waitFor(() => !alive(pid) && groupMembers(pid).length === 0, {
        timeout: 5000,
        message: `the process group of claude (${pid}) to be empty: ${groupMembers(pid)}`,
      });
      expect(alive(child)).toBe(false);
    });
  }

  // A turn that runs while the CLI is stopped is interrupted first, so that the CLI ends its tools itself:
  // the real CLI runs a Bash tool in a session of its own, out of reach of a signal to the CLI's group. This
  // CLI ends its tool only on `interrupt` (on SIGTERM it just dies), which shows whether the host asked.
  for (const how of [':ClaudeSessions close', ':qa!'] as const) {
    it(`${how} during a turn whose tool runs in a session of its own: the CLI is interrupted first and ends it`, async () => {
      chat = await startFaultChat({ command: SCRIPTED });
      await chat.nvim.command('ClaudeChat run it [script:spawn:tool]');
      const tool = await spawned(chat);
      const pid = await cliPid(chat);
      expect((await chat.status()).state).toBe('running');
      expect(pgidOf(tool)).not.toBe(pid);
      if (how === ':ClaudeSessions close') await closeSession(chat);
      else await quitOnly(chat);
      await waitFor(() => !alive(tool), { timeout: 5000, message: `the tool (${tool}) to be ended` });
    });
  }

  it(':ClaudeSessions close while the real CLI runs a Bash tool: the CLI and its tool are gone', async () => {
    const napping = () => [
      {
        blocks: [
          {
            type: 'tool_use' as const,
            name: 'Bash',
            input: { command: 'tail -f nap.log', description: 'A long command' },
          },
        ],
      },
      { blocks: [{ type: 'text' as const, text: 'Woke up.' }] },
    ];
    chat = await startFaultChat({ scenarios: { napping }, files: { 'nap.log': 'zzz\n' } });
    await chat.nvim.command('ClaudeChat take a nap [scenario:napping]');
    const pid = await cliPid(chat);
    const argv = (p: number) => {
      try {
        return fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0').join(' ').trim();
      } catch {
        return null;
      }
    };
    const tail = await waitFor(() => descendants(pid).find((p) => argv(p) === 'tail -f nap.log'), {
      message: 'the Bash tool among the descendants of claude',
    });
    await closeSession(chat);
    await waitFor(() => !alive(tail) && !alive(pid), {
      timeout: 5000,
      message: `claude (${pid}) and its tool (${tail}) to exit`,
    });
  });
});

describe('the host itself dies', () => {
  it('host killed mid-turn: vim.notify and a line in the transcript say so; the next prompt starts a new host and session below the old transcript', async () => {
    chat = await startFaultChat();
    await chat.nvim.command('ClaudeChat go slowly [scenario:slow-short]');
    await chat.waitForLine(/^This reply streams slowly\./);
    const pid = await cliPid(chat);
    process.kill(hostPid(chat)!, 'SIGKILL');
    await chat.waitForNotice(/the host exited with code 137/);
    await chat.waitForLine(
      /^✗ claude-chat: the host exited with code 137.*The next prompt starts a new session below\.$/,
    );
    // Its CLI lost its stdin with it, and ends.
    await waitFor(() => !alive(pid), { timeout: 10_000, message: `the orphaned claude (${pid}) to exit` });
    const before = await chat.transcript();

    await chat.nvim.command('ClaudeChat second [scenario:text]');
    const lines = await chat.waitForLine('Done.');
    // The old transcript is untouched on top, the new session follows it.
    expect(lines.slice(0, before.length)).toEqual(before);
    expect(lines.slice(before.length)).toContain('second [scenario:text]');
    expect(lines.filter((l) => l === 'Done.')).toHaveLength(1);
    expect(lines.indexOf('go slowly [scenario:slow-short]')).toBeLessThan(lines.indexOf('second [scenario:text]'));
    // [[ knows the prompts of both: the new session's, then the old one's above it.
    const heads = lines.flatMap((l, i) => (l.startsWith('▌ You') ? [i + 1] : []));
    expect(heads).toHaveLength(2);
    await focusTranscript(chat);
    await typeKeys(chat, 'G[[');
    expect(await chat.lua(`return vim.fn.line('.')`)).toBe(heads[1]);
    await typeKeys(chat, '[[');
    expect(await chat.lua(`return vim.fn.line('.')`)).toBe(heads[0]);
  });
});
