// A user's script calls the Lua API with arguments of the wrong shape: the host refuses them with a message
// that names the method and the field (vim.notify, and its log), and nothing changes: no prompt goes out, no
// model is switched, no session is made. Real headless Neovim with the plugin, the real CLI, the fake model.
import { afterEach, describe, expect, it } from 'vitest';
import { startFaultChat, type FaultChat } from './support/faults';
import { pickSession } from './support/picker';
import { cliPids } from './support/sessions';
import { waitFor } from './support/wait';

let chat: FaultChat | null = null;

/** Session 1 after one turn, its chat closed: with the chat closed, commands act on the session last shown, so
 *  it is still session 1 after a refused call. */
async function firstTurnClosed(): Promise<FaultChat> {
  const c = (chat = await startFaultChat()); // set at once: afterEach closes it whatever fails below
  await c.nvim.command('ClaudeChat first [scenario:text]');
  await c.waitForLine('Done.');
  await c.waitIdle();
  // The context's share comes after the turn (the host asks the CLI once it is idle: src/host/supervisor/context.ts): until
  // it is in, the status the tests compare before and after a refused call may change under them.
  await waitFor(async () => /% ctx$/.test(await c.lua<string>(`return require('claude').status()`)), {
    message: "the first turn's context share in the status",
  });
  await c.lua(`require('claude').close()`);
  return c;
}

afterEach(async () => {
  const c = chat;
  chat = null;
  await c?.close();
});

const prompts = (lines: string[]) => lines.filter((l) => l.startsWith('▌ You'));
/** The model's requests whose body holds `text`. */
const asked = (c: FaultChat, text: string) => c.model.requests.filter((r) => JSON.stringify(r.body).includes(text));

describe('bad arguments from a script are refused and change nothing', () => {
  it('ask() with a context that is not a selection: said, nothing sent; the session goes on', async () => {
    chat = await startFaultChat();
    await chat.nvim.command('ClaudeChat first [scenario:text]');
    await chat.waitForLine('Done.');
    await chat.waitIdle();
    await chat.lua(`require('claude').ask('second one [scenario:text]', { context = 'app.ts' })`);
    const notice = await chat.waitForNotice(/^claude-chat: send:/);
    expect(notice.msg).toMatch(/^claude-chat: send: context must be a selection .* or nil \(got "app\.ts"\)$/);
    expect(notice.level).toBe(4); // vim.log.levels.ERROR
    await chat.waitIdle();
    expect(prompts(await chat.transcript())).toEqual(['▌ You #1']);
    expect(asked(chat, 'second one')).toEqual([]);
    expect(chat.log()).toMatch(/warn send: context must be a selection/);
    // The same prompt with a real selection goes out.
    const selection = `{ label = 'notes.txt:1', path = 'notes.txt', startLine = 1, endLine = 1, filetype = 'text',
      text = 'hi' }`;
    await chat.lua(`require('claude').ask('third one [scenario:text]', { context = ${selection} })`);
    await chat.waitForLine('▌ You #2 · notes.txt:1');
    await chat.waitIdle();
    expect(asked(chat, 'third one').length).toBeGreaterThan(0);
  });

  it('set_model() with a number: said, the model stays', async () => {
    chat = await startFaultChat();
    await chat.nvim.command('ClaudeChat');
    await chat.lua(`require('claude').set_model(42)`);
    await chat.waitForNotice(/^claude-chat: set_model: model must be a string or nil \(got 42\)$/);
    await chat.nvim.command('ClaudeChat after [scenario:text]');
    await chat.waitForLine('Done.');
    const sent = chat.model.requests.filter((r) => r.scenario === 'text');
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.map((r) => r.body.model)).not.toContain('42');
  });

  it('start() resuming something that is not a session id: said once, no session is made, none is listed', async () => {
    chat = await firstTurnClosed();
    await chat.lua(`require('claude').start('2', { resume = 42 })`);
    await chat.waitForNotice(/^claude-chat: open: resume must be a non-empty string or nil \(got 42\)$/);
    const clis = cliPids(chat);
    expect(clis).toHaveLength(1);
    // The record Neovim made when it asked goes once the host refused: no ghost "starting (no prompt yet)".
    const ids = () =>
      chat!.lua<string[]>(`return vim.tbl_map(function(s) return s.id end, require('claude').sessions())`);
    await waitFor(async () => (await ids()).join() === '1', {
      timeout: 5000,
      message: 'sessions() to list session 1 alone',
    });
    const offered = await pickSession(chat, null);
    expect(offered.filter((item) => /^[ *]\d/.test(item))).toEqual([expect.stringMatching(/^\*1 /)]);
    // Session 1 goes on, its CLI alone, and the next prompt goes to it.
    await chat.send('again [scenario:text]');
    await chat.nvim.command('ClaudeChat');
    await chat.waitForLine('▌ You #2');
    await chat.waitIdle();
    expect(cliPids(chat)).toEqual(clis);
    expect(await ids()).toEqual(['1']);
    expect((await chat.notices()).filter((n) => /resume must be/.test(n.msg))).toHaveLength(1);
  });

  /** The Lua `call` refused: one ERROR notice naming the function and argument; sessions() lists session 1
   *  alone and status() reads as it did before. */
  async function refused(c: FaultChat, call: string, said: RegExp) {
    const before = (await c.notices()).length;
    const status = () => c.lua<string>(`return require('claude').status()`);
    const line = await status();
    const ids = () => c.lua<string[]>(`return vim.tbl_map(function(s) return s.id end, require('claude').sessions())`);
    await c.lua(call);
    const notice = await c.waitForNotice(said);
    expect(notice.level, call).toBe(4); // vim.log.levels.ERROR
    await waitFor(async () => (await ids()).join() === '1' && (await status()) === line, {
      timeout: 5000,
      message: `${call}: session 1 alone, its status as before`,
    });
    expect(
      (await c.notices()).slice(before).map((n) => n.msg),
      call,
    ).toEqual([notice.msg]);
  }
  const refusedStart = (c: FaultChat, args: string, said: RegExp) =>
    refused(c, `require('claude').start(${args})`, said);

  it('start() with an id that is no session name, or an origin that is no table: said once, nothing made', async () => {
    chat = await firstTurnClosed();
    const clis = cliPids(chat);
    const badId = (got: string) =>
      new RegExp(`^claude-chat: start\\(\\): id must be a session: .* or nil \\(got ${got}\\)$`);
    await refusedStart(chat, `''`, badId(`""`));
    await refusedStart(chat, `true`, badId('true'));
    await refusedStart(chat, `{ '2' }`, badId(`\\{ "2" \\}`));
    const badOrigin = (got: string) =>
      new RegExp(`^claude-chat: start\\(\\): origin must be a table \\{ resume = .* \\} or nil \\(got ${got}\\)$`);
    await refusedStart(chat, `'2', 'abc'`, badOrigin(`"abc"`));
    await refusedStart(chat, `'2', 42`, badOrigin('42'));
    await refusedStart(
      chat,
      `'2', { fork_at = 'f00' }`,
      /^claude-chat: start\(\): fork_at needs resume, the session it forks$/,
    );
    // A live session goes on as it was: the host would drop the origin without a word.
    await refusedStart(
      chat,
      `'1', { resume = 'abc' }`,
      /^claude-chat: start\(\): session 1 already runs: origin \(resume, fork_at\) is for a new session$/,
    );
    // The host's decoder says what is wrong with origin's fields.
    await refusedStart(
      chat,
      `'2', { resume = 'abc', fork_at = 42 }`,
      /^claude-chat: open: fork_at must be a non-empty string or nil \(got 42\)$/,
    );
    await refusedStart(chat, `'2', { resume = {} }`, /^claude-chat: open: resume must be a non-empty string or nil/);
    // Session 1 goes on, its CLI alone, and the next prompt goes to it.
    await chat.send('again [scenario:text]');
    await chat.nvim.command('ClaudeChat');
    await chat.waitForLine('▌ You #2');
    await chat.waitIdle();
    expect(cliPids(chat)).toEqual(clis);
  });

  it(
    "a session that is none (a table, a boolean, a function) for ask(), run(), open(), the sessions' and resume's " +
      'functions: said once, nothing made or sent; the session goes on',
    async () => {
      chat = await firstTurnClosed();
      const clis = cliPids(chat);
      const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      /** What `call` says of its argument `arg` that is no session, vim.inspect() giving `got`. */
      const none = (call: string, arg: string, got: string) =>
        new RegExp(
          `^claude-chat: ${literal(call)}: ${arg} ` +
            `must be a session: a non-empty string or a whole number .* or nil \\(got ${literal(got)}\\)$`,
        );
      const api = `require('claude')`;
      await refused(
        chat,
        `${api}.ask('bad one [scenario:text]', { session = {} })`,
        none('ask()', 'opts.session', '{}'),
      );
      await refused(
        chat,
        `${api}.ask('bad two [scenario:text]', { session = true })`,
        none('ask()', 'opts.session', 'true'),
      );
      await refused(
        chat,
        `${api}.ask('bad three [scenario:text]', { session = print })`,
        none('ask()', 'opts.session', '<function 1>'),
      );
      await refused(
        chat,
        `${api}.ask('bad four [scenario:text]', { session = 0.5 })`,
        none('ask()', 'opts.session', '0.5'),
      );
      await refused(
        chat,
        `${api}.run{ prompt = 'bad run [scenario:text]', session = { 1 } }`,
        none('run()', 'session', '{ 1 }'),
      );
      await refused(chat, `${api}.open(false)`, none('open()', 'id', 'false'));
      await refused(chat, `${api}.start('')`, none('start()', 'id', '""'));
      await refused(chat, `${api}.show_session({})`, none('show()', 'id', '{}'));
      await refused(chat, `${api}.close_session(true)`, none('close()', 'id', 'true'));
      await refused(chat, `${api}.rename_session({ '1' }, 'x')`, none('rename()', 'id', '{ "1" }'));
      await refused(chat, `${api}.resume({})`, none('resume()', 'id', '{}'));
      expect(asked(chat, 'bad ')).toEqual([]);
      expect(cliPids(chat)).toEqual(clis);
      // A number is that session's name: session 1 takes the next prompt, its CLI alone.
      await chat.lua(`${api}.ask('again [scenario:text]', { session = 1 })`);
      await chat.nvim.command('ClaudeChat');
      await chat.waitForLine('▌ You #2');
      await chat.waitIdle();
      expect(asked(chat, 'again').length).toBeGreaterThan(0);
      expect(cliPids(chat)).toEqual(clis);
      expect(await chat.lua<string[]>(`return vim.tbl_map(function(s) return s.id end, ${api}.sessions())`)).toEqual([
        '1',
      ]);
    },
  );
});
