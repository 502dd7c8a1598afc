// The user does awkward things mid-turn: closes the chat window, wipes the transcript buffer, sends while a
// turn runs, leaves an approval unanswered with the window closed (or kills Neovim meanwhile).
// Real headless Neovim with the plugin, the real CLI, the fake model.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { alive, SLOW_SHORT, startFaultChat, type FaultChat } from './support/faults';
import { transcriptBuf, transcriptWindows } from './support/keys';
import { cliPid } from './support/sessions';
import { waitFor } from './support/wait';

let chat: FaultChat | null = null;
afterEach(async () => {
  const c = chat;
  chat = null;
  await c?.close();
});

describe('closing the chat mid-turn', () => {
  it('closing the windows does not stop the turn; reopening shows the whole reply, once', async () => {
    chat = await startFaultChat();
    await chat.nvim.command('ClaudeChat go slowly [scenario:slow-short]');
    await chat.waitForLine(/^This reply streams slowly\./);
    await chat.lua(`require('claude').close()`);
    expect(await transcriptWindows(chat)).toHaveLength(0);
    expect((await chat.status()).state).toBe('running');
    await chat.waitIdle();
    await chat.nvim.command('ClaudeChat');
    expect(await transcriptWindows(chat)).toHaveLength(1);
    const lines = await chat.transcript();
    expect(lines.filter((l) => l.trimEnd() === SLOW_SHORT)).toHaveLength(1);
    expect(lines.filter((l) => l === 'go slowly [scenario:slow-short]')).toHaveLength(1);
  });

  it('wiping the transcript buffer mid-turn: it comes back whole on reopening', async () => {
    chat = await startFaultChat();
    await chat.nvim.command('ClaudeChat go slowly [scenario:slow-short]');
    await chat.waitForLine(/^This reply streams slowly\./);
    await chat.nvim.command(`bwipeout! ${await transcriptBuf(chat)}`);
    await chat.waitIdle();
    await chat.nvim.command('ClaudeChat');
    const lines = await chat.waitForLine(SLOW_SHORT);
    expect(lines.filter((l) => l === 'go slowly [scenario:slow-short]')).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('▌ You'))).toEqual(['▌ You #1']);
  });
});

describe('sending while a turn runs', () => {
  it('prompts sent during a turn are queued, shown as such, and sent after it, in order', async () => {
    chat = await startFaultChat();
    await chat.nvim.command('ClaudeChat first [scenario:slow-short]');
    await chat.waitForLine(/^This reply streams slowly\./);
    await chat.send('second [scenario:text]');
    await chat.send('third [scenario:thinking]');
    await waitFor(async () => (await chat!.transcript()).filter((l) => l === '▌ You (queued)').length === 2, {
      message: 'two queued prompts shown',
    });
    expect((await chat.status()).queued).toBe(2);
    await chat.waitForLine('Hi! This reply came after some thinking.');
    await chat.waitIdle();
    const final = await chat.transcript();
    // Numbered once sent, in the order they went.
    expect(final.filter((l) => l.startsWith('▌ You'))).toEqual(['▌ You #1', '▌ You #2', '▌ You #3']);
    const order = ['first [scenario:slow-short]', 'second [scenario:text]', 'third [scenario:thinking]'].map((p) =>
      final.indexOf(p),
    );
    expect(order.every((i, k) => i > 0 && (k === 0 || i > order[k - 1]))).toBe(true);
    // Each prompt reached the model once, in order, each as its own turn.
    const firstSeen = ['slow-short', 'text', 'thinking'].map((s) =>
      chat!.model.requests.findIndex((r) => r.scenario === s),
    );
    expect(firstSeen).toEqual([...firstSeen].sort((a, b) => a - b));
    expect(firstSeen.every((i) => i >= 0)).toBe(true);
  });

  it('a prompt queued behind a turn whose CLI gets killed is sent once claude is started again, in the same conversation', async () => {
    chat = await startFaultChat();
    await chat.nvim.command('ClaudeChat first [scenario:slow-short]');
    await chat.waitForLine(/^This reply streams slowly\./);
    const { session_id: sessionId } = await chat.status();
    const pid = await cliPid(chat);
    await chat.send('queued one [scenario:text]');
    await chat.waitForLine('▌ You (queued)');
    process.kill(pid, 'SIGKILL');
    const lines = await chat.waitForLine('Done.');
    expect(lines.join('\n')).toContain('Starting it again for the 1 queued prompt (the conversation resumes).');
    expect((await chat.status()).session_id).toBe(sessionId);
    expect(await cliPid(chat)).not.toBe(pid);
    const sent = chat.model.requests.filter((r) => r.scenario === 'text');
    expect(JSON.stringify(sent.at(-1)!.body.messages)).toContain('first [scenario:slow-short]');
  });
});

describe('approvals wait for the user', () => {
  it('an approval pending while the chat is closed stays pending (no file), and :ClaudeApprove answers it later', async () => {
    chat = await startFaultChat();
    const file = path.join(chat.ws.dir, 'hello.txt');
    await chat.nvim.command('ClaudeChat make a file [scenario:write]');
    await chat.waitForLine(/Allow Write\?/);
    await chat.lua(`require('claude').close()`);
    // Things that must not count as an answer: a new prompt, reopening and closing, typing in the prompt buffer.
    await chat.send('afterwards [scenario:text]');
    await chat.nvim.command('ClaudeChat');
    await chat.nvim.input('aaaA<Esc>');
    await chat.lua(`require('claude').close()`);
    // The host took the prompt (queued behind the approval) and still waits for the answer.
    await waitFor(
      async () => {
        const s = await chat!.status();
        return s.approvals === 1 && s.state === 'running' && s.queued === 1;
      },
      { message: 'the session to show the approval and the queued prompt' },
    );
    const requestsBefore = chat.model.requests.length;
    expect(fs.existsSync(file)).toBe(false);
    expect((await chat.transcript()).some((l) => /Allow Write\?/.test(l))).toBe(true);
    // The CLI is still waiting: the model got no tool result.
    expect(chat.model.requests.length).toBe(requestsBefore);
    expect(chat.model.requests.filter((r) => r.scenario === 'write')).toHaveLength(1);

    await chat.nvim.command('ClaudeApprove');
    await chat.waitForLine('Created hello.txt.');
    expect(fs.readFileSync(file, 'utf8')).toBe('line one\nline two\nline three\n');
    await chat.waitForLine('Done.'); // the queued prompt went out after the turn
  });

  it('Neovim killed while an approval is pending: nothing is written, no claude process is left', async () => {
    chat = await startFaultChat();
    const file = path.join(chat.ws.dir, 'hello.txt');
    await chat.nvim.command('ClaudeChat make a file [scenario:write]');
    await chat.waitForLine(/Allow Write\?/);
    const pid = await cliPid(chat);
    chat.proc.kill('SIGKILL');
    await waitFor(() => !alive(pid), { timeout: 5000, message: `claude (${pid}) to exit` });
    expect(fs.existsSync(file)).toBe(false);
  });
});
