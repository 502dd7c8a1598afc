// Unattended runs end to end (real Neovim, real CLI, fake model): require('claude').run{} answers its turn's
// permissions from its allow list, never waits on anyone, and reports a status (0 done, 1 error or timeout,
// 2 denied) with the hunks (also in the quickfix history) and the denials; :ClaudeRun! in `nvim --headless`
// started from a shell prints the hunks and exits with that status.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runScenarios } from './fake-model/run-scenarios';
import { scenarios as defaultScenarios } from './fake-model/scenarios';
import { startFakeModel } from './fake-model/server';
import { startChat, type ChatFixture } from './support/chat';
import { claudeBin, cliAtLeast, makeWorkspace } from './support/claude-env';
import { WRAP } from './support/faults';
import { runHeadless, type Headless } from './support/headless';
import { pickSession } from './support/picker';
import { attachScreen } from './support/screen';
import { permissionAnswers, tappedStdin } from './support/sent';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
afterEach(async () => {
  await chat?.close();
  chat = null;
});

interface RunResult {
  status: number;
  message: string;
  cost_usd: number;
  denied: Array<{ tool: string; input: string; needed: string }>;
  hunks: Array<{ file: string; line: number; added: number; removed: number }>;
}

/** Starts require('claude').run(opts) and records its on_done result and User ClaudeRunDone's data. */
const startRun = (c: ChatFixture, opts: Record<string, unknown>) =>
  c.lua<boolean>(
    `
  local opts = ...
  vim.api.nvim_create_autocmd('User', { pattern = 'ClaudeRunDone', once = true, callback = function(ev)
    vim.g.run_event = ev.data
  end })
  opts.on_done = function(result) vim.g.run_result = result end
  return require('claude').run(opts)`,
    [opts],
  );

/** The run's result, once on_done got it (and the event fired). */
const runResult = (c: ChatFixture, timeout = 60_000) =>
  waitFor(
    async () => {
      const [result, event] = await c.lua<[RunResult | null, RunResult | null]>(
        'return { vim.g.run_result, vim.g.run_event }',
      );
      return result && event ? result : null;
    },
    { timeout, message: "the run's on_done" },
  );

/** The quickfix history's lists: title and items (file name, line). */
const lists = (c: ChatFixture) =>
  c.lua<Array<{ title: string; items: Array<{ file: string; lnum: number }> }>>(`
  local out = {}
  for nr = 1, vim.fn.getqflist({ nr = '$' }).nr do
    local l = vim.fn.getqflist({ nr = nr, title = 1, items = 1 })
    local items = {}
    for _, it in ipairs(l.items) do
      table.insert(items, { file = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(it.bufnr), ':t'), lnum = it.lnum })
    end
    table.insert(out, { title = l.title, items = items })
  end
  return out`);

describe('require("claude").run{}', () => {
  it('allow = { "Write" }: the file is written without asking, status 0, its hunk in the result and the quickfix list', async () => {
    chat = await startChat({ scenarios: runScenarios });
    expect(await startRun(chat, { prompt: 'write it [scenario:run-write]', allow: ['Write'] })).toBe(true);
    const result = await runResult(chat);
    expect(result).toMatchObject({ status: 0, message: 'done', denied: [] });
    expect(result.hunks).toEqual([{ file: expect.stringMatching(/hello\.txt$/), line: 1, added: 3, removed: 0 }]);
    expect(fs.readFileSync(path.join(chat.ws.dir, 'hello.txt'), 'utf8')).toBe('one\ntwo\nthree\n');
    const run = (await lists(chat)).find((l) => l.title.startsWith('Claude #1'));
    expect(run?.items).toEqual([{ file: 'hello.txt', lnum: 1 }]);
    expect((await chat.status()).approvals).toBe(0);
  });

  it('a command not in allow is denied at once and reported: status 2, nothing waits, the file it would make is not made', async () => {
    chat = await startChat({ scenarios: runScenarios });
    await startRun(chat, { prompt: 'write and touch [scenario:run-deny]', allow: ['Write', 'Bash(npm run lint:*)'] });
    // Nobody answers anything here: the run ends by itself.
    const result = await runResult(chat);
    expect(result.status).toBe(2);
    expect(result.denied).toEqual([
      { tool: 'Bash', input: 'Bash: touch made-by-run.txt', needed: 'Bash(touch made-by-run.txt)' },
    ]);
    expect(result.hunks.map((h) => path.basename(h.file))).toEqual(['notes.txt']);
    expect(fs.existsSync(path.join(chat.ws.dir, 'made-by-run.txt'))).toBe(false);
    expect((await chat.status()).approvals).toBe(0);
    await chat.waitForLine(/Unattended run: denied Bash: touch made-by-run\.txt .*Bash\(touch made-by-run\.txt\)/);
    await chat.waitForLine('✗ Unattended run ended, status 2: 1 tool call denied');
    // Claude was told why, in the tool's result.
    const third = chat.model.requests.find((r) => r.scenario === 'run-deny' && r.step === 2);
    expect(JSON.stringify(third?.body.messages.at(-1).content)).toContain('unattended run');
  });

  it('a prefix entry lets no hidden second command through: a backtick substitution, a new line', async () => {
    chat = await startChat({ scenarios: runScenarios });
    await startRun(chat, { prompt: 'echo [scenario:run-hidden]', allow: ['Bash(echo:*)'] });
    const result = await runResult(chat);
    expect(result.status).toBe(2);
    expect(result.denied.map((d) => d.needed)).toEqual(['Bash(echo `touch x`)', 'Bash(echo hi\ntouch x)']);
    await chat.waitForLine('Nothing else to do.');
    expect(fs.existsSync(path.join(chat.ws.dir, 'x'))).toBe(false);
  });

  it("what the allow list allows and denies is told to the CLI as the plugin's answer, not a person's", async () => {
    // Seen on the CLI's stdin (test/fake-cli/wrap.mjs around the real CLI); a CLI before 2.1.337 has no such word.
    const tap = tappedStdin(claudeBin(), WRAP);
    try {
      chat = await startChat({ scenarios: runScenarios, setup: tap.setup, env: tap.env });
      await startRun(chat, { prompt: 'write and touch [scenario:run-deny]', allow: ['Write'] });
      expect((await runResult(chat)).status).toBe(2);
      const config = cliAtLeast('2.1.337') ? { decisionClassification: 'config' } : {};
      const answers = permissionAnswers(tap.file);
      expect(answers.map((a) => a.behavior)).toEqual(['allow', 'deny']);
      for (const a of answers) expect(a.decisionClassification).toBe(config.decisionClassification);
      expect(fs.readFileSync(path.join(chat.ws.dir, 'notes.txt'), 'utf8')).toBe('kept\n');
    } finally {
      const c = chat;
      chat = null;
      await c?.close();
      tap.remove();
    }
  });

  it('a turn that ends in an API error: status 1', async () => {
    chat = await startChat({ scenarios: runScenarios });
    await startRun(chat, { prompt: 'fail [scenario:api-error]', allow: ['Write'] });
    const result = await runResult(chat);
    // In its own words, not "see the transcript": a headless run has none.
    const said = 'the turn did not end well: API Error: 400 fake model: this request is invalid';
    expect(result).toMatchObject({ status: 1, message: said, denied: [] });
    await chat.waitForLine(`✗ Unattended run ended, status 1: ${said}`);
  });

  it('a turn longer than the timeout is interrupted: status 1, "timed out after 2 s"', async () => {
    chat = await startChat({ scenarios: runScenarios });
    await startRun(chat, { prompt: 'slow [scenario:run-slow]', timeout: 2 });
    const result = await runResult(chat);
    expect(result.status).toBe(1);
    expect(result.message).toBe('timed out after 2 s');
    await waitFor(async () => (await chat!.status()).state === 'ready' || null, { message: 'the turn interrupted' });
    // The transcript says why, as the result does.
    await chat.waitForLine('✗ Unattended run ended, status 1: timed out after 2 s');
  });

  it('a CLI that cannot start: the run ends at once (status 1, not at its timeout); its prompt is not sent later', async () => {
    chat = await startChat({ scenarios: runScenarios, setup: { command: '/nonexistent/claude' } });
    const screen = await attachScreen(chat, 80, 24);
    const started = Date.now();
    await startRun(chat, { prompt: 'write it [scenario:run-write]', allow: ['Write'], timeout: 120 });
    const result = await runResult(chat, 30_000);
    expect(Date.now() - started).toBeLessThan(60_000);
    const why = 'claude stopped before the run began (command not found: /nonexistent/claude)';
    expect(result).toMatchObject({ status: 1, message: why });
    const lines = await chat.waitForLine(`✗ Unattended run ended, status 1: ${why}`);
    expect((await chat.status()).queued).toBe(0);
    // The transcript says what became of its prompt: not sent, and not promised for later.
    expect(lines[0]).toBe('▌ You (not sent)');
    expect(lines.join('\n')).not.toMatch(/queued|will be sent/);
    // Said plainly on the screen, not as an error of the autocommand that learnt it (which asks for ENTER).
    const text = await screen.waitFor('claude-chat: run ended: claude stopped before the run began');
    expect(text).not.toContain('Error in User Autocommands');
    expect(text).not.toContain('Press ENTER');
    await screen.detach();
  });

  it('a run while a turn runs is refused at once (status 1), not queued behind it', async () => {
    chat = await startChat({ scenarios: runScenarios });
    await chat.nvim.command('ClaudeChat slow [scenario:run-slow]');
    await waitFor(async () => (await chat!.status()).state === 'running' || null, { message: 'the turn running' });
    expect(await startRun(chat, { prompt: 'write it [scenario:run-write]', allow: ['Write'] })).toBe(false);
    const result = await runResult(chat);
    expect(result.status).toBe(1);
    expect(result.message).toBe('a turn is running (runs do not queue)');
    expect((await chat.status()).queued).toBe(0);
  });
});

/** runHeadless in a workspace of its own, with the fake model; how many requests the model got. */
async function headless(
  prompt: string,
  setup: Record<string, unknown>,
  killMs?: number,
  after?: string,
): Promise<Headless & { requests: number }> {
  const ws = makeWorkspace();
  const model = await startFakeModel({ ...defaultScenarios, ...runScenarios }, { cwd: ws.dir });
  try {
    return {
      ...(await runHeadless(prompt, { url: model.url, ws, setup, killMs, after })),
      requests: model.requests.length,
    };
  } finally {
    await model.close();
    ws.cleanup();
  }
}

/** What a headless run says: each message on a line of its own, none pointing to a transcript it does not have. */
function saidPlainly(out: string): void {
  expect(out.endsWith('\n')).toBe(true);
  for (const line of out.split('\n')) expect(line.indexOf('claude-chat:')).toBeLessThanOrEqual(0);
  expect(out).not.toContain('see the transcript');
  expect(out).not.toContain(':checkhealth');
}

describe(':ClaudeRun! in nvim --headless, from a shell', () => {
  it('exits 0 and prints the hunks as file:line: +a -d', async () => {
    const { code, stdout } = await headless('write it [scenario:run-write]', { run: { allow: ['Write'] } });
    expect(stdout.split('\n')).toContain('hello.txt:1: +3 -0');
    expect(stdout).toContain('claude run: done, status 0');
    expect(code).toBe(0);
  });

  it("setup{ run } on a line of its own after the user's setup{} (:help claude-run) keeps their command, env", async () => {
    const { code, stdout } = await headless(
      'write it [scenario:run-write]',
      {},
      undefined,
      "lua require('claude').setup{ run = { allow = { 'Write' } } }",
    );
    expect(stdout.split('\n')).toContain('hello.txt:1: +3 -0');
    expect(code).toBe(0);
  });

  it('a denied tool: exits 2, printing the hunk, the denial and what would allow it', async () => {
    const { code, stdout } = await headless('write and touch [scenario:run-deny]', { run: { allow: ['Write'] } });
    const lines = stdout.split('\n');
    expect(lines).toContain('notes.txt:1: +1 -0');
    expect(lines).toContain('denied: Bash: touch made-by-run.txt (allow Bash(touch made-by-run.txt))');
    expect(code).toBe(2);
  });

  it(':ClaudeSessions lists a past headless run as `run: <prompt>`, apart from the conversations', async () => {
    chat = await startChat({ scenarios: runScenarios });
    await chat.nvim.command('ClaudeChat hello [scenario:text]');
    await chat.waitForLine('Done.', 30_000);
    const { code } = await runHeadless('write it [scenario:run-write]', {
      url: chat.model.url,
      ws: chat.ws,
      setup: { run: { allow: ['Write'] } },
    });
    expect(code).toBe(0);
    const offered = await pickSession(chat, null);
    expect(offered).toHaveLength(2);
    expect(offered[0]).toMatch(/^\*1 .* hello \[scenario:text\]$/);
    expect(offered[1]).toMatch(/^ +past +\d+[smhd]  run: write it \[scenario:run-write\]$/);
  });

  it('no prompt, or only blanks: exits 1 at once, saying what it needs', async () => {
    for (const prompt of ['', '   ']) {
      const { code, stdout, stderr, requests } = await headless(prompt, {}, 20_000);
      expect(stderr).toBe('claude-chat: :ClaudeRun needs a prompt: :ClaudeRun[!] {prompt}\n');
      expect(stdout).toBe('claude run: :ClaudeRun needs a prompt: :ClaudeRun[!] {prompt}, status 1\n');
      expect(code).toBe(1);
      expect(requests).toBe(0);
    }
  });

  it('options setup{} got wrong: each is said on its own line, the run does not start, exits 1', async () => {
    const { code, stdout, stderr, requests } = await headless(
      'write it [scenario:run-write]',
      { run: { allow: 'Write', timeout: -1 } },
      20_000,
    );
    expect(stderr.split('\n')).toEqual([
      'claude-chat: setup{ run.allow }: expected a list of strings, got string',
      'claude-chat: setup{ run.timeout }: expected a whole number from 1 to 86400, got -1',
      'claude-chat: the run did not start: setup{} got 2 options wrong (said above)',
      '',
    ]);
    saidPlainly(stdout);
    expect(code).toBe(1);
    expect(requests).toBe(0);
  });

  it('a CLI that cannot start: exits 1, each message on its own line, the reason among them', async () => {
    const { code, stdout, stderr } = await headless(
      'write it [scenario:run-write]',
      { command: '/nonexistent/claude', run: { allow: ['Write'] } },
      20_000,
    );
    saidPlainly(stderr);
    saidPlainly(stdout);
    expect(stderr).toMatch(/^claude-chat: Could not start claude \(command not found: \/nonexistent\/claude\)/m);
    const why = 'claude stopped before the run began (command not found: /nonexistent/claude)';
    expect(stderr).toContain(`claude-chat: run ended: ${why}\n`);
    expect(stdout).toBe(`claude run: ${why}, status 1\n`);
    expect(code).toBe(1);
  });

  it('a CLI that ends at start (an argument it does not know): its own words end the summary, exits 1', async () => {
    const { code, stdout, stderr, requests } = await headless(
      'write it [scenario:run-write]',
      { args: ['--no-such-flag'] },
      20_000,
    );
    saidPlainly(stderr);
    saidPlainly(stdout);
    const why = /claude stopped before the run began \(exited with code 1: error: unknown option '--no-such-flag'\)/;
    expect(stderr).toMatch(new RegExp(`^claude-chat: run ended: ${why.source}$`, 'm'));
    expect(stdout).toMatch(new RegExp(`^claude run: ${why.source}, status 1\n$`));
    expect(code).toBe(1);
    expect(requests).toBe(0);
  });

  it('a turn that fails with advice on lines of its own (not logged in): the summary stays one line', async () => {
    const { code, stdout } = await headless(
      'write it [scenario:run-write]',
      { env: { ANTHROPIC_API_KEY: '', CLAUDE_CODE_MAX_RETRIES: '0' } },
      60_000,
    );
    saidPlainly(stdout);
    const [summary, ...rest] = stdout.split('\n');
    expect(rest).toEqual(['']);
    expect(summary).toMatch(
      /^claude run: the turn did not end well: Claude Code is not logged in\. To log in, run `claude`/,
    );
    expect(summary).toMatch(/ \(in your environment or in setup\{ env \}\)\. Then send the prompt again, status 1$/);
    expect(code).toBe(1);
  });
});
