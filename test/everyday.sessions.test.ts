// Everyday use, end to end (real Neovim, real CLI, fake model): fresh sessions, resuming a session the
// CLI recorded, and switching model and permission mode through control requests.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { UNKNOWN_MODEL } from './fake-model/server';
import { startChat, type ChatFixture, notifiedBy } from './support/chat';
import { cliAtLeast } from './support/claude-env';
import { pickSession } from './support/picker';
import { cliPids, hostPid } from './support/sessions';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
afterEach(async () => {
  await chat?.close();
  chat = null;
});

/** Everything the model was sent in request `i`, as one string. */
const sent = (c: ChatFixture, scenario: string) => {
  const r = c.model.requests.filter((q) => q.scenario === scenario).at(-1);
  return r ? JSON.stringify(r.body.messages) : '';
};

async function sessionId(c: ChatFixture, not?: string): Promise<string> {
  return waitFor(
    async () => {
      const s = await c.status();
      return s.state === 'ready' && typeof s.session_id === 'string' && s.session_id !== not
        ? (s.session_id as string)
        : null;
    },
    { message: `a session id${not ? ` other than ${not}` : ''}` },
  );
}

/** The ids of the sessions the CLI recorded in Neovim's directory, as :ClaudeResume <Tab> offers them
 *  (`<id> <title>` each). */
const pastIds = async (c: ChatFixture) =>
  (await c.lua<string[]>(`return vim.fn.getcompletion('ClaudeResume ', 'cmdline')`)).map((item) => item.split(' ')[0]);

/** The argument vector of the running CLI process. */
async function cliArgs(c: ChatFixture): Promise<string[]> {
  const pid = await cliPid(c);
  return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
}

describe('sessions', () => {
  it(':ClaudeChat! starts a fresh session; :ClaudeResume (picker) resumes the recorded one with --resume', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat hello [scenario:text]');
    await chat.waitForLine('Done.');
    const first = await sessionId(chat);
    const firstPid = await cliPid(chat);

    await chat.nvim.command('ClaudeChat! second [scenario:thinking]');
    await chat.waitForLine('Hi! This reply came after some thinking.');
    const second = await sessionId(chat, first);
    expect(sent(chat, 'thinking')).not.toContain('hello [scenario:text]');
    expect(await cliArgs(chat)).not.toContain('--resume');
    expect(await chat.transcript()).not.toContain('hello [scenario:text]');

    // The CLI writes a session's record lazily: wait until it has both on disk.
    await waitFor(async () => (await pastIds(chat!)).length === 2 || null, {
      timeout: 20_000,
      message: 'both sessions recorded by the CLI',
    });
    // A live session is only shown again: close the first one, so that it is resumed.
    await pickSession(chat, 'hello [scenario:text]', 'close');
    // A CLI that ends adds a record of its own to its file (later than the second session's last message).
    await waitFor(() => !fs.existsSync(`/proc/${firstPid}`) || null, { message: "the first session's CLI gone" });
    // The picker lists both (the last to talk first) with their first prompt; the stub picks the first session.
    const offered = await chat.lua<{ id: string; title: string; label: string }[]>(`
      local offered = {}
      vim.ui.select = function(items, opts, on_choice)
        for _, it in ipairs(items) do table.insert(offered, { id = it.id, title = it.title, label = opts.format_item(it) }) end
        for _, it in ipairs(items) do if it.id == ${JSON.stringify(first)} then return on_choice(it) end end
        on_choice(nil)
      end
      vim.cmd('ClaudeResume')
      return offered`);
    expect(offered.map((s) => s.id).sort()).toEqual([first, second].sort());
    expect(offered[0].id).toBe(second);
    expect(offered.find((s) => s.id === first)?.title).toContain('hello [scenario:text]');
    expect(offered.find((s) => s.id === first)?.label).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d  hello \[scenario:text\]/);

    // The resumed session's CLI is the newest once it has started (until then, the second session's).
    const args = await waitFor(
      async () => {
        const a = await cliArgs(chat!);
        return a.includes('--resume') ? a : null;
      },
      { message: 'the resumed CLI' },
    );
    expect(args.slice(args.indexOf('--resume'), args.indexOf('--resume') + 2)).toEqual(['--resume', first]);

    await chat.nvim.command('ClaudeChat and again [scenario:unicode]');
    await chat.waitForLine(/done$/);
    // The model sees the resumed conversation: the first turn, not the second session's.
    const history = sent(chat, 'unicode');
    expect(history).toContain('hello [scenario:text]');
    expect(history).toContain('Here is a short answer.');
    expect(history).not.toContain('second [scenario:thinking]');
    expect(await sessionId(chat)).toBe(first);
  });

  it(':ClaudeResume <id> resumes directly, and the picker handles "no sessions"', async () => {
    chat = await startChat();
    // Nothing recorded yet: a notice, no picker.
    const none = await chat.lua<{ picked: boolean; msgs: string[] }>(`
      local picked, msgs = false, {}
      vim.ui.select = function() picked = true end
      local notify = vim.notify
      vim.notify = function(m) table.insert(msgs, m) end
      vim.cmd('ClaudeResume')
      vim.notify = notify
      return { picked = picked, msgs = msgs }`);
    expect(none.picked).toBe(false);
    expect(none.msgs.join('\n')).toMatch(/no past sessions for /);

    await chat.nvim.command('ClaudeChat remember me [scenario:text]');
    await chat.waitForLine('Done.');
    const first = await sessionId(chat);
    await chat.nvim.command('ClaudeChat!');
    await waitFor(
      async () =>
        !(await cliArgs(chat!)).includes('--resume') &&
        (await chat!.transcript()).every((l) => l !== 'remember me [scenario:text]'),
    );

    await pickSession(chat, 'remember me [scenario:text]', 'close');
    await chat.nvim.command(`ClaudeResume ${first}`);
    // The resumed session's CLI is the newest once it has started (until then, the other session's).
    const resumed = await waitFor(
      async () => {
        const a = await cliArgs(chat!);
        return a.includes('--resume') ? a : null;
      },
      { message: 'the resumed CLI' },
    );
    expect(resumed).toEqual(expect.arrayContaining(['--resume', first]));
    await chat.nvim.command('ClaudeChat next [scenario:thinking]');
    await chat.waitForLine('Hi! This reply came after some thinking.');
    expect(sent(chat, 'thinking')).toContain('remember me [scenario:text]');
  });
});

describe('a session that cannot be resumed', () => {
  it(':ClaudeResume with an id the CLI does not know: said once, and the next prompt is answered in a fresh conversation', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat');
    await chat.nvim.command('ClaudeResume 00000000-0000-4000-8000-000000000000');
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine(/could not be resumed: the CLI has no record of it for .*\. This is a new session\.$/);
    await chat.waitForLine('Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.');
    await chat.nvim.command('ClaudeChat again [scenario:text]');
    const lines = await chat.waitForLine('Done.');
    expect(lines.filter((l) => /could not be resumed/.test(l))).toHaveLength(1);
    expect(await cliArgs(chat)).not.toContain('--resume');
    expect((await chat.status()).queued).toBe(0);
  });
});

describe('a CLI killed before it saved the conversation', () => {
  it('the next prompt is answered in a fresh conversation, said once; it is not resumed again', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat remember me [scenario:text]');
    await chat.waitForLine('Done.');
    const first = await sessionId(chat);
    // As if the CLI had been killed before it wrote the conversation: its record is not on disk. Removed once the
    // CLI is dead: a living one may still be appending to it (on a busy machine it wrote the file anew).
    const record = await waitFor(() => findRecord(chat!.ws.home, first), { message: 'the conversation recorded' });
    process.kill(await cliPid(chat), 'SIGKILL');
    await chat.waitForLine(/was killed by SIGKILL/);
    fs.rmSync(record);
    await chat.nvim.command('ClaudeChat again [scenario:thinking]');
    await chat.waitForLine(
      `✗ claude has no record of conversation ${first} to resume (it was stopped before saving it).`,
    );
    await chat.waitForLine('  The queued prompt goes to a new conversation, which knows nothing of the turns above.');
    await chat.waitForLine('Hi! This reply came after some thinking.');
    expect(sent(chat, 'thinking')).not.toContain('remember me');
    expect(await cliArgs(chat)).not.toContain('--resume');
    await chat.nvim.command('ClaudeChat once more [scenario:unicode]');
    await waitFor(() => chat!.model.requests.some((r) => r.scenario === 'unicode'), {
      message: 'the third prompt asked',
    });
    expect(sent(chat, 'unicode')).toContain('again [scenario:thinking]');
    const lines = await chat.transcript();
    expect(lines.filter((l) => /no record of conversation/.test(l))).toHaveLength(1);
    expect(lines.join('\n')).not.toContain('No conversation found');
  });
});

/** The file in which the CLI under `home` recorded conversation `id`, or null while there is none. */
function findRecord(home: string, id: string): string | null {
  const projects = path.join(home, '.claude', 'projects');
  if (!fs.existsSync(projects)) return null;
  for (const dir of fs.readdirSync(projects)) {
    const file = path.join(projects, dir, `${id}.jsonl`);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

describe('after :cd', () => {
  it('the next session starts in the new directory: :ClaudeChat! and :ClaudeResume run the CLI where :ClaudeResume looks', async () => {
    chat = await startChat({ files: { 'sub/notes.txt': 'x\n' } });
    await chat.nvim.command('ClaudeChat hello [scenario:text]');
    await chat.waitForLine('Done.');
    const cwdOf = async () => fs.readlinkSync(`/proc/${await cliPid(chat!)}/cwd`);
    expect(await cwdOf()).toBe(fs.realpathSync(chat.ws.dir));
    const first = await sessionId(chat);

    await chat.nvim.command('cd sub');
    await chat.nvim.command('ClaudeChat!');
    await waitFor(
      async () =>
        ((await chat!.status()).session_id !== first &&
          (await cwdOf()) === fs.realpathSync(path.join(chat!.ws.dir, 'sub'))) ||
        null,
      { message: 'a CLI in sub/' },
    );
    await chat.nvim.command('ClaudeChat in sub [scenario:text]');
    await chat.waitForLine('Done.');
    const inSub = await sessionId(chat, first);
    // :ClaudeResume lists sub/'s sessions, and resumes the one it lists in sub/.
    await waitFor(async () => (await pastIds(chat!)).includes(inSub) || null, {
      timeout: 20_000,
      message: 'the session recorded in sub/',
    });
    await pickSession(chat, 'in sub [scenario:text]', 'close');
    await chat.nvim.command(`ClaudeResume ${inSub}`);
    await waitFor(async () => (await cliArgs(chat!)).includes(inSub) || null, { message: 'the resumed CLI' });
    expect(await cwdOf()).toBe(fs.realpathSync(path.join(chat.ws.dir, 'sub')));
  });
});

/** The pid of the CLI started last: the current session's in these tests. */
const cliPid = (c: ChatFixture) => waitFor(() => cliPids(c).at(-1) ?? null, { message: 'a running CLI' });

describe('model and permission mode', () => {
  it(':ClaudeMode acceptEdits reaches the CLI: a Write runs without a permission prompt', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat');
    // Sent while the CLI may still be starting: the host waits for it rather than dropping the switch
    // (Neovim does not wait: the mode shows once the CLI took it).
    await chat.nvim.command('ClaudeMode acceptEdits');
    await waitFor(async () => (await chat!.status()).mode === 'acceptEdits', { message: 'the CLI to take the mode' });
    await chat.nvim.command('ClaudeChat make it [scenario:write]');
    const lines = await chat.waitForLine('Created hello.txt.');
    expect(fs.readFileSync(path.join(chat.ws.dir, 'hello.txt'), 'utf8')).toBe('line one\nline two\nline three\n');
    expect(lines.some((l) => /Allow Write\?/.test(l))).toBe(false);
    expect(lines).toContain('ℹ Permission mode: acceptEdits (file edits are accepted without asking)');
    expect((await chat.status()).approvals).toBe(0);

    // Back to default: the next Write asks again.
    await chat.nvim.command('ClaudeMode default');
    fs.rmSync(path.join(chat.ws.dir, 'hello.txt'));
    await chat.nvim.command('ClaudeChat again [scenario:write]');
    await chat.waitForLine('Allow Write?');
    expect(fs.existsSync(path.join(chat.ws.dir, 'hello.txt'))).toBe(false);
    expect(await chat.lua(`return require('claude').approve(false)`)).toBe(true);
    await waitFor(() => fs.existsSync(path.join(chat!.ws.dir, 'hello.txt')), {
      message: 'hello.txt written after approval',
    });
  });

  it(':ClaudeMode rejects an unknown mode with the list of modes', async () => {
    chat = await startChat();
    const msgs = await notifiedBy(chat, 'ClaudeMode yolo');
    expect(msgs.join('\n')).toMatch(/unknown mode "yolo" \(one of default, acceptEdits, plan, dontAsk\)/);
    expect(hostPid(chat)).toBeNull();
    const completion = await chat.lua<string[]>(`return vim.fn.getcompletion('ClaudeMode ', 'cmdline')`);
    expect(completion).toEqual(['default', 'acceptEdits', 'plan', 'dontAsk']);
  });

  it(':ClaudeModel <Tab> completes the models the CLI offers (before one started: its aliases)', async () => {
    chat = await startChat();
    const complete = (typed: string) =>
      chat!.lua<string[]>(`return vim.fn.getcompletion(..., 'cmdline')`, [`ClaudeModel ${typed}`]);
    expect(await complete('')).toEqual(['default', 'opus', 'sonnet', 'haiku']);
    expect(await complete('so')).toEqual(['sonnet']);
    expect(hostPid(chat)).toBeNull();
    await chat.nvim.command('ClaudeChat first [scenario:text]');
    await chat.waitForLine('Done.');
    // Now the CLI's own list (its initialize answer): the same aliases, and whatever else it offers.
    const offered = await complete('');
    expect(offered).toEqual(expect.arrayContaining(['default', 'sonnet', 'haiku']));
    if (cliAtLeast('2.1.332')) expect(offered).toContain('fable'); // a model only that CLI's list names
    expect(await complete('ha')).toEqual(['haiku']);
  });

  it(':ClaudeModel switches the model the CLI requests', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat first [scenario:text]');
    await chat.waitForLine('Done.');
    const before = chat.model.requests.filter((r) => r.scenario === 'text').at(-1)!.body.model;
    const model = 'claude-sonnet-4-5-20250929';
    expect(before).not.toBe(model);

    await chat.nvim.command(`ClaudeModel ${model}`);
    await chat.nvim.command('ClaudeChat second [scenario:thinking]');
    const lines = await chat.waitForLine('Hi! This reply came after some thinking.');
    expect(lines).toContain(`ℹ Model set to ${model}`);
    expect(chat.model.requests.filter((r) => r.scenario === 'thinking').at(-1)!.body.model).toBe(model);
    // A new session starts with it.
    await chat.nvim.command('ClaudeChat!');
    await chat.nvim.command('ClaudeChat third [scenario:unicode]');
    await waitFor(() => chat!.model.requests.some((r) => r.scenario === 'unicode'), {
      message: 'the new session asks the model',
    });
    expect(chat.model.requests.filter((r) => r.scenario === 'unicode').at(-1)!.body.model).toBe(model);
  });

  // 2.1.197 takes any model name without asking the API; the next prompt then fails with the API's 404.
  it.runIf(cliAtLeast('2.1.332'))(
    ':ClaudeModel with a model the API does not know: the transcript says so, and neither this session nor the next takes it',
    async () => {
      chat = await startChat();
      await chat.nvim.command('ClaudeChat first [scenario:text]');
      await chat.waitForLine('Done.');
      const modelOf = (scenario: string) =>
        chat!.model.requests.filter((r) => r.scenario === scenario).at(-1)!.body.model;
      const before = modelOf('text');

      await chat.nvim.command(`ClaudeModel claude-${UNKNOWN_MODEL}model`);
      const lines = await chat.waitForLine(/^✗ .*no-such-model/);
      expect(lines.join('\n')).not.toContain(`Model set to claude-${UNKNOWN_MODEL}model`);
      await chat.nvim.command('ClaudeChat second [scenario:thinking]');
      await chat.waitForLine('Hi! This reply came after some thinking.');
      expect(modelOf('thinking')).toBe(before);

      await chat.nvim.command('ClaudeChat!');
      await chat.nvim.command('ClaudeChat third [scenario:unicode]');
      await waitFor(() => chat!.model.requests.some((r) => r.scenario === 'unicode'), {
        message: 'the new session asks the model',
      });
      expect(modelOf('unicode')).toBe(before);
    },
  );
});
