// Neovim or the host goes away mid-turn: no claude process and no tool process may outlive the session, and a
// host that died leaves the transcript intact for the next one. Real headless Neovim, the real CLI, the fake model.
import { afterEach, describe, expect, it } from 'vitest';
import { alive, descendants, startFaultChat, type FaultChat } from './support/faults';
import { waitFor } from './support/wait';

let chat: FaultChat | null = null;
afterEach(async () => { await chat?.close(); chat = null; });

describe('Neovim goes away mid-turn: no orphan claude process', () => {
  for (const how of [':qa!', 'SIGKILL'] as const) {
    it(`${how} while a reply streams: the claude process and the host are gone`, async () => {
      chat = await startFaultChat();
      await chat.nvim.command('ClaudeChat go slowly [scenario:slow-short]');
      await chat.waitForLine(/^This reply streams slowly\./);
      const { pid } = await chat.status();
      const hostPid = await chat.lua<number>(`return vim.fn.jobpid(require('claude.host').channel())`);
      expect(alive(pid) && alive(hostPid)).toBe(true);
      if (how === ':qa!') await chat.quit();
      else chat.proc.kill('SIGKILL');
      await waitFor(() => !alive(pid) && !alive(hostPid), { timeout: 5000, message: `claude (${pid}) and the host (${hostPid}) to exit` });
    });
  }
});

describe('Neovim goes away while a Bash tool runs: its processes do not outlive the session', () => {
  const sleepy = () => [
    { blocks: [{ type: 'tool_use' as const, name: 'Bash', input: { command: 'sleep 29.5', description: 'A long command' } }] },
    { blocks: [{ type: 'text' as const, text: 'Slept.' }] },
  ];
  for (const how of [':qa!', 'SIGKILL'] as const) {
    it(`${how}: the tool's shell and its sleep are gone with claude`, async () => {
      chat = await startFaultChat({ scenarios: { sleepy } });
      await chat.nvim.command('ClaudeChat take a nap [scenario:sleepy]');
      const { pid } = await chat.status();
      const tools = await waitFor(() => { const d = descendants(pid); return d.length >= 2 ? d : null; }, { message: 'the running Bash tool' });
      if (how === ':qa!') await chat.quit();
      else chat.proc.kill('SIGKILL');
      try {
        await waitFor(() => [pid, ...tools].every((p) => !alive(p)), { timeout: 5000, message: `claude (${pid}) and its tool processes (${tools}) to exit` });
      } finally {
        for (const p of tools) if (alive(p)) process.kill(p, 'SIGKILL');
      }
    });
  }
});

describe('the host itself dies', () => {
  it('host killed mid-turn: vim.notify and a line in the transcript say so; the next prompt starts a new host and session below the old transcript', async () => {
    chat = await startFaultChat();
    await chat.nvim.command('ClaudeChat go slowly [scenario:slow-short]');
    await chat.waitForLine(/^This reply streams slowly\./);
    const { pid } = await chat.status();
    const hostPid = await chat.lua<number>(`return vim.fn.jobpid(require('claude.host').channel())`);
    process.kill(hostPid, 'SIGKILL');
    await chat.waitForNotice(/the host exited with code 137/);
    await chat.waitForLine(/^✗ claude-chat: the host exited with code 137.*The next prompt starts a new session below\.$/);
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
  });
});
