// Faults while the CLI streams: it is killed mid-turn, prints lines that are not JSON or are cut off, floods
// stderr, emits message types nobody knows, cuts multi-byte characters across reads, writes a 5 MB line.
// Real headless Neovim with the plugin, the real CLI (wrapped by test/fake-cli/wrap.mjs to inject the fault).
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Scenario } from './fake-model/server';
import { alive, SCRIPTED, startFaultChat, WRAP, type FaultChat } from './support/faults';
import { cliPid } from './support/sessions';
import { waitFor } from './support/wait';

let chat: FaultChat | null = null;
afterEach(async () => {
  await chat?.close();
  chat = null;
});

const ERROR = 4;
const UNICODE = 'héllo wörld — 日本語テキスト 🎉👩‍💻 ñ̃ done';

// About 5 MB of text in one reply: the CLI's final `assistant` message carries it on a single stdout line.
const HUGE_UNIT = 'The quick brown fox — jumps over 日本語 🎉 the lazy dog, line ';
const huge: Scenario = () => [
  {
    chunkSize: 200_000,
    blocks: [
      { type: 'text', text: Array.from({ length: 70_000 }, (_, i) => `${HUGE_UNIT}${i}`).join('\n') + '\nEND-OF-HUGE' },
    ],
  },
];

describe('the CLI misbehaves mid-stream', () => {
  it('killed with SIGKILL during a turn: a clear error, the partial reply stays, the next prompt resumes the conversation', async () => {
    chat = await startFaultChat();
    await chat.nvim.command('ClaudeChat first question [scenario:slow]');
    await chat.waitForLine(/This reply streams slowly/);
    const { session_id: sessionId } = await chat.status();
    const pid = await cliPid(chat);
    process.kill(pid, 'SIGKILL');
    const lines = await chat.waitForLine('claude was killed by SIGKILL during a turn.');
    expect(lines.join('\n')).toContain('Send a prompt to start it again (the conversation resumes).');
    expect((await chat.waitForNotice(/killed by SIGKILL/)).level).toBe(ERROR);
    await waitFor(() => !alive(pid), { message: `pid ${pid} gone` });
    expect(lines.some((l) => l.startsWith('This reply streams slowly.'))).toBe(true);
    // A line cut off by the kill is part of the crash, not a separate "invalid JSON" complaint.
    expect(lines.some((l) => l.includes('not one of its messages'))).toBe(false);
    await waitFor(async () => (await chat!.status()).state === 'stopped' || null, { message: 'the session stopped' });

    await chat.nvim.command('ClaudeChat second question [scenario:text]');
    await chat.waitForLine('Done.');
    expect(await cliPid(chat)).not.toBe(pid);
    expect((await chat.status()).session_id).toBe(sessionId);
    // The model saw the first question again: the CLI resumed the conversation.
    const last = chat.model.requests.filter((r) => r.scenario === 'text').at(-1)!;
    expect(JSON.stringify(last.body.messages)).toContain('first question [scenario:slow]');
  });

  it('non-JSON and truncated JSON lines: skipped with one notice, logged, and the reply still arrives', async () => {
    chat = await startFaultChat({ command: WRAP, faults: ['garbage'] });
    await chat.nvim.command('ClaudeChat hello [scenario:text]');
    const lines = await chat.waitForLine('Done.');
    const notices = lines.filter((l) => l.includes('not one of its messages'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(
      /^✗ claude printed a line that is not one of its messages .*Warning: this line is not JSON at all/,
    );
    const log = chat.log();
    expect(log).toContain('Warning: this line is not JSON at all');
    expect(log).toContain('cut off in the midd');
    expect(lines.filter((l) => l === 'Here is a short answer.')).toHaveLength(1);
    await chat.waitIdle();
    await chat.nvim.command('ClaudeChat more [scenario:thinking]');
    await chat.waitForLine('Hi! This reply came after some thinking.');
  });

  it('16 MB of stderr during a turn: the reply arrives, the transcript stays clean, the log stays bounded', async () => {
    chat = await startFaultChat({ command: WRAP, faults: ['stderr-flood:16'] });
    await chat.nvim.command('ClaudeChat hello [scenario:text]');
    const lines = await chat.waitForLine('Done.');
    expect(lines.some((l) => l.includes('noise'))).toBe(false);
    await waitFor(() => chat!.log().includes('end of the flood'), { message: 'the end of the flood in the log' });
    expect(fs.statSync(chat.logFile).size).toBeLessThan(2_100_000);
    await chat.waitIdle();
    await chat.nvim.command('ClaudeChat more [scenario:thinking]');
    await chat.waitForLine('Hi! This reply came after some thinking.');
  });

  it('unknown message types: ignored without a notice, logged once each', async () => {
    chat = await startFaultChat({ command: WRAP, faults: ['unknown'] });
    await chat.nvim.command('ClaudeChat hello [scenario:text]');
    const lines = await chat.waitForLine('Done.');
    expect(lines.some((l) => /quantum|warp/.test(l))).toBe(false);
    expect(lines.some((l) => l.startsWith('✗'))).toBe(false);
    const log = chat.log();
    expect(log).toMatch(/ignored a message of unknown type quantum_flux .*"level":9/);
    expect(log).toMatch(/ignored a message of unknown type system:warp_core_breach/);
  });

  it('stdout reads cut inside multi-byte characters: the text arrives intact', async () => {
    chat = await startFaultChat({ command: WRAP, faults: ['rechunk'] });
    await chat.nvim.command('ClaudeChat hello [scenario:unicode]');
    const lines = await chat.waitForLine(UNICODE);
    expect(lines.join('\n')).not.toContain('\ufffd');
  });

  it('a 5 MB stdout line (a 5 MB reply): rendered whole, and the session goes on', async () => {
    chat = await startFaultChat({ command: WRAP, faults: ['tap'], scenarios: { huge } });
    await chat.nvim.command('ClaudeChat big one [scenario:huge]');
    const lines = await chat.waitForLine('END-OF-HUGE', 40_000);
    const at = lines.indexOf(`${HUGE_UNIT}0`);
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 69_999]).toBe(`${HUGE_UNIT}69999`);
    expect(lines[at + 70_000]).toBe('END-OF-HUGE');
    expect(lines.join('\n')).not.toContain('\ufffd');
    // It really was one line of more than 5 MB on the CLI's stdout.
    // (The deltas may have rendered the text before the final `assistant` line finished passing the wrapper.)
    const tapped = () => {
      try {
        return Number(fs.readFileSync(`${chat!.controlFile}.tap`, 'utf8'));
      } catch {
        return 0;
      }
    };
    await waitFor(() => tapped() > 5_000_000, { message: 'a stdout line of more than 5 MB' });
    await chat.waitIdle();
    await chat.nvim.command('ClaudeChat small one [scenario:thinking]');
    await chat.waitForLine('Hi! This reply came after some thinking.');
  });

  it('10,000 tool calls in one session (10 prompts queued at once, 1,000 tools each): all rendered done, every prompt answered', async () => {
    chat = await startFaultChat({ command: SCRIPTED });
    for (let i = 1; i <= 10; i++) await chat.send(`batch ${i} [script:tools:1000]`);
    await chat.waitIdle(30_000);
    const lines = await chat.transcript();
    expect(lines.filter((l) => l === 'Ran 1000 tools.')).toHaveLength(10);
    expect(lines.filter((l) => /^✓ Read /.test(l))).toHaveLength(10_000);
    expect(lines.some((l) => l.startsWith('⋯'))).toBe(false);
    expect(lines.filter((l) => /^batch \d+ \[script:tools:1000\]$/.test(l))).toHaveLength(10);
  });
});
