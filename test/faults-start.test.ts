// Faults when the CLI cannot start or cannot reach the model: a missing or non-executable command, a CLI that
// exits non-zero at once (bad credentials), a 401 from the model, and 500/529 answers the CLI retries.
// Real headless Neovim with the plugin; the real CLI or test/fake-cli/wrap.mjs around it; the fake model.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claudeBin } from './support/claude-env';
import { startFaultChat, WRAP, type FaultChat } from './support/faults';
import { hostPid } from './support/sessions';
import { waitFor } from './support/wait';

let chat: FaultChat | null = null;
afterEach(async () => {
  await chat?.close();
  chat = null;
});

const ERROR = 4; // vim.log.levels.ERROR

/** Points setup{ command } at `command` again, as a user fixing their config would. */
async function setCommand(c: FaultChat, command: string): Promise<void> {
  await c.lua(`require('claude').setup(...)`, [{ ...c.setup, command }]);
}

describe('the CLI cannot start', () => {
  it('command not found: says so in the transcript and vim.notify; after fixing `command` both prompts are answered', async () => {
    chat = await startFaultChat({ command: '/nonexistent/bin/claude' });
    await chat.nvim.command('ClaudeChat first prompt [scenario:text]');
    const lines = await chat.waitForLine(/Could not start claude/);
    expect(lines.join('\n')).toContain('command not found: /nonexistent/bin/claude');
    const note = await chat.waitForNotice(/Could not start claude/);
    expect(note.level).toBe(ERROR);
    // Every request retries the start; the same failure is explained once.
    const exits = () =>
      chat!
        .log()
        .split('\n')
        .filter((l) => l.includes('claude exited')).length;
    const before = exits();
    await chat.nvim.command('ClaudeChat');
    await waitFor(() => exits() > before, { message: 'another failed start in the log' });
    // The host is alive and the prompt is kept, not dropped.
    expect(await chat.status()).toMatchObject({ state: 'stopped', queued: 1 });

    await setCommand(chat, claudeBin());
    await chat.nvim.command('ClaudeChat second prompt [scenario:thinking]');
    await chat.waitForLine('Done.');
    await chat.waitForLine('Hi! This reply came after some thinking.');
    await chat.waitIdle();
    const prompts = chat.model.requests.map((r) => r.scenario);
    expect(prompts.indexOf('text')).toBeLessThan(prompts.indexOf('thinking'));
    // Read now that both replies showed: a second explanation of the failed start would have come before them.
    expect((await chat.transcript()).filter((l) => /Could not start claude/.test(l))).toHaveLength(1);
    expect((await chat.notices()).filter((n) => /Could not start claude/.test(n.msg))).toHaveLength(1);
  });

  it('not executable: says so, and the host keeps answering', async () => {
    chat = await startFaultChat();
    const script = path.join(chat.ws.home, 'claude');
    fs.writeFileSync(script, '#!/bin/sh\nexit 0\n', { mode: 0o644 });
    await setCommand(chat, script);
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine(`not executable: ${script}`);
    await chat.waitForNotice(/Could not start claude/);
    // The same host answers the next prompt once `command` is fixed.
    const host = hostPid(chat);
    expect(host).not.toBeNull();
    await setCommand(chat, claudeBin());
    await chat.nvim.command('ClaudeChat again [scenario:text]');
    await chat.waitForLine('Done.');
    expect(hostPid(chat)).toBe(host);
  });

  it('exits 1 at start with an auth error on stderr: the exit code and the stderr lines are shown; fixed, the prompt goes through', async () => {
    chat = await startFaultChat({ command: WRAP, faults: ['exit-at-start'] });
    await chat.nvim.command('ClaudeChat hello [scenario:text]');
    const lines = await chat.waitForLine('claude exited with code 1.');
    const text = lines.join('\n');
    expect(text).toContain('Error: Invalid API key · Please run /login');
    expect(text).toContain('authentication_error');
    // Not the CLI's /login, which the chat does not have: where to log in instead.
    expect(text).toContain(
      'Check ANTHROPIC_API_KEY (in your environment or in setup{ env }), or unset it and log in: run `claude` in a terminal, then /login there.',
    );
    expect(text).toMatch(/Send a prompt to start it again; the 1 queued prompt will follow/);
    expect((await chat.waitForNotice(/claude exited with code 1/)).level).toBe(ERROR);

    chat.setFaults([]);
    await chat.nvim.command('ClaudeChat again [scenario:thinking]');
    await chat.waitForLine('Done.');
    await chat.waitForLine('Hi! This reply came after some thinking.');
  });
});

describe('the model refuses or fails', () => {
  it('401 (CLAUDE_CODE_MAX_RETRIES=0): the API error is shown once, and the next prompt works', async () => {
    chat = await startFaultChat({ env: { CLAUDE_CODE_MAX_RETRIES: '0' } });
    await chat.nvim.command('ClaudeChat hello [scenario:auth-error]');
    const lines = await chat.waitForLine(/Invalid API key/);
    expect(lines.filter((l) => /Invalid API key/.test(l))).toHaveLength(1);
    expect(lines.find((l) => /Invalid API key/.test(l))).toMatch(/^✗ /);
    await chat.waitIdle();
    await chat.nvim.command('ClaudeChat and now [scenario:text]');
    await chat.waitForLine('Done.');
  });

  it('401 with the default retries: each retry is an info notice, and :ClaudeInterrupt stops them', async () => {
    chat = await startFaultChat();
    await chat.nvim.command('ClaudeChat hello [scenario:auth-error]');
    await chat.waitForLine(/^ℹ API error 401 \(authentication_failed\), retrying in [\d.]+s \(attempt 1\/10\)$/);
    await chat.nvim.command('ClaudeInterrupt');
    await chat.waitForLine(/^ℹ Interrupted$/);
    await chat.waitIdle();
    await chat.nvim.command('ClaudeChat then [scenario:text]');
    await chat.waitForLine('Done.');
  });

  for (const [status, scenario] of [
    [529, 'overloaded-once'],
    [500, 'server-error-once'],
  ] as const) {
    it(`${status}: the CLI retries; the retry is an info notice, then the reply`, async () => {
      chat = await startFaultChat();
      await chat.nvim.command(`ClaudeChat hello [scenario:${scenario}]`);
      const lines = await chat.waitForLine('Recovered after a retry.');
      const retry = lines.find((l) => l.startsWith('ℹ API error'));
      expect(retry).toMatch(new RegExp(`^ℹ API error ${status} .*retrying in [\\d.]+s \\(attempt 1/\\d+\\)$`));
      expect(lines.some((l) => l.startsWith('✗'))).toBe(false);
    });
  }
});
