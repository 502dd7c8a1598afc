// setup{} called again while a session runs (issue 45 items 2 and 3): a change of what only a start applies
// (command, args, env) reaches the session's CLI, which starts again before its next prompt, the conversation
// resumed; a turn that runs is never cut, and background tasks are not ended. Seen where it lands: the
// transcript, the tool calls setup{ args } lets run unasked, the model's requests (the turns before), the CLI's pid.
// Real headless Neovim with the plugin, the real CLI, the fake model.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backgroundScenarios } from './fake-model/background';
import type { RecordedRequest, Scenario } from './fake-model/server';
import { startChat, type ChatFixture } from './support/chat';
import { SLOW_SHORT, startFaultChat, type FaultChat } from './support/faults';
import { typeKeys } from './support/keys';
import { attachScreen, closeAfterEach, expectScreen, exposeHighlights, type Screen } from './support/screen';
import { cliPid } from './support/sessions';
import { waitFor } from './support/wait';

let chat: ChatFixture | FaultChat | null = null;
let screen: Screen | null = null;
closeAfterEach(
  () => [screen, chat],
  () => {
    chat = null;
    screen = null;
  },
);

/** A later setup{} naming only `args`, as a user adds a flag: the fixture's command and env stay. The flag lets
 *  `touch` run without asking: a prompt of scenario `touch` then needs no approval, which shows that it ran
 *  in a CLI started with it (a resumed CLI keeps its first system prompt, so --append-system-prompt would not). */
const addArgs = (c: ChatFixture | FaultChat) =>
  c.lua(`require('claude').setup(...)`, [{ args: ['--allowedTools', 'Bash(touch:*)'] }]);

/** Every text the user's side of a request's conversation holds. */
const userTexts = (r: RecordedRequest): string =>
  JSON.stringify(
    ((r.body as { messages?: { role: string; content: unknown }[] }).messages ?? []).filter((m) => m.role === 'user'),
  );
const turnOf = (c: ChatFixture | FaultChat, scenario: string) =>
  c.model.requests.filter((r) => r.scenario === scenario);
/** The touch scenario's two commands ran, neither asked about. */
async function touchedUnasked(c: ChatFixture | FaultChat): Promise<string[]> {
  const lines = await c.waitForLine('Touched the files.', 30_000);
  expect(lines.some((l) => l.startsWith('? Bash') || l === 'Allow Bash?')).toBe(false);
  expect(fs.existsSync(path.join(c.ws.dir, 'second.txt'))).toBe(true);
  return lines;
}

const RESTARTED = 'ℹ setup{} changed args: starting claude again with it (the conversation resumes).';

describe('a later setup{} reaches a session that runs', () => {
  it('args: its CLI starts again for the next prompt, with them; the conversation resumes', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat first [scenario:text]');
    await chat.waitForLine('Done.');
    const id = await waitFor(async () => (await chat!.status()).session_id ?? null, { message: 'the session id' });
    const before = await cliPid(chat);
    await addArgs(chat);
    await chat.nvim.command('ClaudeChat touch them [scenario:touch]');
    const lines = await touchedUnasked(chat);
    // Said once, above the prompt it was started again for.
    expect(lines.filter((l) => l === RESTARTED)).toHaveLength(1);
    expect(lines.indexOf(RESTARTED)).toBeGreaterThan(lines.indexOf('Done.'));
    expect(lines.indexOf(RESTARTED)).toBeLessThan(lines.indexOf('touch them [scenario:touch]'));
    // A new CLI, the same conversation: the model hears the first prompt again.
    expect(await cliPid(chat)).not.toBe(before);
    expect((await chat.status()).session_id).toBe(id);
    const touch = turnOf(chat, 'touch');
    expect(touch.length).toBeGreaterThan(0);
    for (const r of touch) expect(userTexts(r)).toContain('first [scenario:text]');
    // The same options again start nothing: the next prompt goes to the same CLI.
    const after = await cliPid(chat);
    await addArgs(chat);
    await chat.nvim.command('ClaudeChat third [scenario:text]');
    await waitFor(async () => (await chat!.transcript()).filter((l) => l === 'Done.').length === 2 || null, {
      message: 'the third reply',
    });
    expect(await cliPid(chat)).toBe(after);
    expect((await chat.transcript()).filter((l) => l.startsWith('ℹ setup{} changed'))).toHaveLength(1);
  });

  it('not logged in, then setup{ env } with a key: the prompt sent again is answered', async () => {
    const c = await startFaultChat({ env: { ANTHROPIC_API_KEY: '', CLAUDE_CODE_MAX_RETRIES: '0' } });
    chat = c;
    await c.nvim.command('ClaudeChat hello [scenario:text]');
    await c.waitForLine(/not logged in/i);
    await c.waitIdle();
    // As :help claude-troubleshooting says: the key with setup{ env }, then the prompt again.
    await c.lua(`require('claude').setup(...)`, [
      { env: { ...(c.setup.env as object), ANTHROPIC_API_KEY: 'sk-fake' } },
    ]);
    await c.nvim.command('ClaudeChat hello again [scenario:text]');
    const lines = await c.waitForLine('Done.', 30_000);
    expect(lines.filter((l) => /not logged in/i.test(l))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('✗'))).toHaveLength(1);
    expect(lines).toContain('ℹ setup{} changed env: starting claude again with it (the conversation resumes).');
  });

  it('a turn that runs is not cut: a prompt sent during it waits for its end, then the CLI starts again', async () => {
    const c = await startFaultChat();
    chat = c;
    await c.nvim.command('ClaudeChat slow [scenario:slow-short]');
    await waitFor(async () => (await c.status()).state === 'running' || null, { message: 'the turn running' });
    const before = await cliPid(c);
    await addArgs(c);
    await c.nvim.command('ClaudeChat touch them [scenario:touch]');
    const lines = await touchedUnasked(c);
    // The first reply whole, not interrupted; then the restart, for the prompt that waited.
    expect(lines).toContain(SLOW_SHORT);
    expect(lines.some((l) => /Interrupted/.test(l))).toBe(false);
    expect(lines.indexOf(RESTARTED)).toBeGreaterThan(lines.indexOf(SLOW_SHORT));
    expect(await cliPid(c)).not.toBe(before);
  });

  it('a task running in the background is not ended: the CLI goes on with the earlier options, said once', async () => {
    chat = await startChat({ scenarios: backgroundScenarios });
    await chat.nvim.command('ClaudeChat tick [scenario:bg-shell]');
    await chat.waitForLine(/^\? Bash: for i in 1 2 3/, 30_000);
    await chat.lua(`require('claude').approve('once')`);
    await chat.waitForLine(/^ {2}┆ ⋯ in the background$/, 30_000);
    await chat.waitForLine('The ticker runs in the background.', 30_000);
    const before = await cliPid(chat);
    await addArgs(chat);
    await chat.nvim.command('ClaudeChat meanwhile [scenario:text]');
    const held =
      'ℹ setup{} changed args, but claude goes on with the earlier options while 1 background task runs' +
      ' (starting it again would end it: :ClaudeTasks). The first prompt after that starts it with the new ones.';
    await chat.waitForLine(held, 30_000);
    await chat.waitForLine('Done.', 30_000);
    expect(await cliPid(chat)).toBe(before);
    expect((await chat.transcript()).filter((l) => /^ {2}┆ ⋯ in the background$/.test(l))).toHaveLength(1);
    // Stopped (:ClaudeTasks, x): the next prompt starts the CLI again with the new options.
    await chat.nvim.command('ClaudeTasks');
    await typeKeys(chat, 'x');
    await chat.waitForLine(/^ {2}┆ ✗ .*stopped/i, 30_000);
    await chat.nvim.command('ClaudeChat touch them [scenario:touch]');
    const lines = await touchedUnasked(chat);
    expect(lines.filter((l) => l === held)).toHaveLength(1);
    expect(lines).toContain(RESTARTED);
  });
});

// Cost, tokens, the context share and the model name vary; the layout does not.
const MASK = [
  /\$\d+\.\d+/g,
  /\d+(\.\d+)?k? in \/ \d+(\.\d+)?k? out/g,
  /\d+% ctx/g,
  /\d+%(?= c)/g,
  /claude-[\w.-]+(\[\w+\])?/g,
];

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`the CLI started again for setup{} at ${cols}x${rows}`, () => {
    it('the transcript says what changed, under the prompt it starts again for', async () => {
      const short: Scenario = () => [{ blocks: [{ type: 'text', text: 'A short answer.' }] }];
      chat = await startChat({ scenarios: { short } });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('ClaudeChat first [scenario:short]');
      await chat.waitForLine('A short answer.');
      await waitFor(async () => (await chat!.status()).state === 'ready' || null, { message: 'the first turn done' });
      await addArgs(chat);
      await chat.nvim.command('ClaudeChat second [scenario:short]');
      await waitFor(
        async () => (await chat!.transcript()).filter((l) => l === 'A short answer.').length === 2 || null,
        { message: 'the second reply' },
      );
      await waitFor(async () => (await chat!.status()).state === 'ready' || null, { message: 'the second turn done' });
      await chat.nvim.command('stopinsert');
      await screen.waitFor('Claude · ready · ');
      await screen.settle();
      expectScreen(screen, `setup-again-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });
  });
}
