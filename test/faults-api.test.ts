// A user's script calls the Lua API with arguments of the wrong shape: the host refuses them with a message
// that names the method and the field (vim.notify, and its log), and nothing changes: no prompt goes out, no
// model is switched, no session is made. Real headless Neovim with the plugin, the real CLI, the fake model.
import { afterEach, describe, expect, it } from 'vitest';
import { startFaultChat, type FaultChat } from './support/faults';
import { pickSession } from './support/picker';
import { cliPids } from './support/sessions';
import { waitFor } from './support/wait';

let chat: FaultChat | null = null;
afterEach(async () => { const c = chat; chat = null; await c?.close(); });

const prompts = (lines: string[]) => lines.filter((l) => l.startsWith('▌ You'));
/** The model's requests whose body holds `text`. */
const asked = (c: FaultChat, text: string) => c.model.requests.filter((r) => JSON.stringify(r.body).includes(text));

describe('bad arguments from a script are refused and change nothing', () => {
  it("ask() with a context that is not a selection: said, nothing sent; the session goes on", async () => {
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
    chat = await startFaultChat();
    await chat.nvim.command('ClaudeChat first [scenario:text]');
    await chat.waitForLine('Done.');
    await chat.waitIdle();
    // With the chat closed, commands act on the session last shown: still session 1 afterwards.
    await chat.lua(`require('claude').close()`);
    await chat.lua(`require('claude').start('2', { resume = 42 })`);
    await chat.waitForNotice(/^claude-chat: open: resume must be a non-empty string or nil \(got 42\)$/);
    const clis = cliPids(chat);
    expect(clis).toHaveLength(1);
    // The record Neovim made when it asked goes once the host refused: no ghost "starting (no prompt yet)".
    const ids = () => chat!.lua<string[]>(
      `return vim.tbl_map(function(s) return s.id end, require('claude').sessions())`);
    await waitFor(async () => (await ids()).join() === '1',
      { timeout: 5000, message: 'sessions() to list session 1 alone' });
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

  /** start(`call`) refused: one ERROR notice naming the argument; sessions() lists session 1 alone and
   *  status() reads as it did before. */
  async function refusedStart(c: FaultChat, call: string, said: RegExp) {
    const before = (await c.notices()).length;
    const status = () => c.lua<string>(`return require('claude').status()`);
    const line = await status();
    const ids = () => c.lua<string[]>(`return vim.tbl_map(function(s) return s.id end, require('claude').sessions())`);
    await c.lua(`require('claude').start(${call})`);
    const notice = await c.waitForNotice(said);
    expect(notice.level, call).toBe(4); // vim.log.levels.ERROR
    await waitFor(async () => (await ids()).join() === '1' && await status() === line,
      { timeout: 5000, message: `start(${call}): session 1 alone, its status as before` });
    expect((await c.notices()).slice(before).map((n) => n.msg), call).toEqual([notice.msg]);
  }

  it('start() with an id that is no session name, or an origin that is no table: said once, nothing made', async () => {
    chat = await startFaultChat();
    await chat.nvim.command('ClaudeChat first [scenario:text]');
    await chat.waitForLine('Done.');
    await chat.waitIdle();
    await chat.lua(`require('claude').close()`);
    const clis = cliPids(chat);
    const badId = (got: string) =>
      new RegExp(`^claude-chat: start\\(\\): id must be a session's name.* or nil \\(got ${got}\\)$`);
    await refusedStart(chat, `''`, badId(`""`));
    await refusedStart(chat, `true`, badId('true'));
    await refusedStart(chat, `{ '2' }`, badId(`\\{ "2" \\}`));
    const badOrigin = (got: string) =>
      new RegExp(`^claude-chat: start\\(\\): origin must be a table \\{ resume = .* \\} or nil \\(got ${got}\\)$`);
    await refusedStart(chat, `'2', 'abc'`, badOrigin(`"abc"`));
    await refusedStart(chat, `'2', 42`, badOrigin('42'));
    await refusedStart(chat, `'2', { fork_at = 'f00' }`,
      /^claude-chat: start\(\): fork_at needs resume, the session it forks$/);
    // A live session goes on as it was: the host would drop the origin without a word.
    await refusedStart(chat, `'1', { resume = 'abc' }`,
      /^claude-chat: start\(\): session 1 already runs: origin \(resume, fork_at\) is for a new session$/);
    // The host's decoder says what is wrong with origin's fields.
    await refusedStart(chat, `'2', { resume = 'abc', fork_at = 42 }`,
      /^claude-chat: open: fork_at must be a non-empty string or nil \(got 42\)$/);
    await refusedStart(chat, `'2', { resume = {} }`, /^claude-chat: open: resume must be a non-empty string or nil/);
    // Session 1 goes on, its CLI alone, and the next prompt goes to it.
    await chat.send('again [scenario:text]');
    await chat.nvim.command('ClaudeChat');
    await chat.waitForLine('▌ You #2');
    await chat.waitIdle();
    expect(cliPids(chat)).toEqual(clis);
  });
});
