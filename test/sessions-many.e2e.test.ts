// Several sessions at once, end to end (real Neovim, real CLI, fake model): each its own CLI, transcript and
// approvals; what waits in a hidden one shows everywhere; resuming shows the recorded conversation; a fork
// holds the conversation up to the chosen prompt and nothing after; quitting ends every CLI.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Scenario } from './fake-model/server';
import { startChat, type ChatFixture } from './support/chat';
import type { SessionStatus } from './support/sessions';
import { alive, descendants } from './support/faults';
import { quitNvim } from './support/nvim';
import { pickSession } from './support/picker';
import { cliPids, hostPid } from './support/sessions';
import { waitFor, waitForLineIn } from './support/wait';

let chat: ChatFixture | null = null;
afterEach(async () => {
  await chat?.close();
  chat = null;
});

const SLOW = 'This reply streams slowly. ';
const scenarios: Record<string, Scenario> = {
  // Streams for a while, then asks to write a file.
  'slow-write': ({ cwd }) => [
    {
      chunkSize: 6,
      delayMs: 15,
      blocks: [
        { type: 'text', text: 'Thinking out loud before the write. '.repeat(12) },
        {
          type: 'tool_use',
          name: 'Write',
          input: { file_path: path.join(cwd, 'hello.txt'), content: 'from the hidden session\n' },
        },
      ],
    },
    { blocks: [{ type: 'text', text: 'Created hello.txt.' }] },
  ],
  // Streams for a second or two: long enough to hide it before its turn ends.
  brief: () => [{ chunkSize: 4, delayMs: 30, blocks: [{ type: 'text', text: 'Streams for a moment. '.repeat(12) }] }],
};

/** The lines of the transcript buffer named `name` (claude://chat is session 1's, claude://chat-2 the second's). */
const linesOf = (c: ChatFixture, name: string) =>
  c.lua<string[]>(
    `
  local b = vim.fn.bufnr('^' .. ... .. '$')
  return b > 0 and vim.api.nvim_buf_get_lines(b, 0, -1, false) or {}`,
    [name],
  );
const waitIn = (c: ChatFixture, name: string, pattern: RegExp | string, timeout?: number) =>
  waitForLineIn(() => linesOf(c, name), pattern, timeout);

/** The buffer the chat's transcript window shows in this tab page. */
const shown = (c: ChatFixture) =>
  c.lua<string>(`
  for _, w in ipairs(vim.api.nvim_tabpage_list_wins(0)) do
    local n = vim.api.nvim_buf_get_name(vim.api.nvim_win_get_buf(w))
    if n:match('^claude://chat') then return n end
  end
  return ''`);

const picker = (c: ChatFixture, pick: string | null, action = '') => pickSession(c, pick, action);

/** Everything the last model request of `scenario` held, as one string. */
const sent = (c: ChatFixture, scenario: string) =>
  JSON.stringify(c.model.requests.filter((q) => q.scenario === scenario).at(-1)?.body.messages ?? '');

const statusOf = (c: ChatFixture, session: string) => c.status(session);
/** require('claude').status(): the statusline text. */
const statusLine = (c: ChatFixture) => c.lua<string>(`return require('claude').status()`);
/** Every session's table, as require('claude').sessions() gives them. */
const sessionsOf = (c: ChatFixture) => c.lua<SessionStatus[]>(`return require('claude').sessions()`);

describe('several sessions at once', () => {
  it('two stream at once into their own transcripts; an approval waiting in the hidden one shows in status(), the winbar and the picker, and is answered after switching', async () => {
    chat = await startChat({ scenarios });
    await chat.nvim.command('ClaudeChat write it [scenario:slow-write]');
    await waitIn(chat, 'claude://chat', /^Thinking out loud/);
    // :ClaudeChat! starts another session and shows it; the first streams on while hidden.
    await chat.nvim.command(`ClaudeChat! talk [scenario:slow]`);
    await waitIn(chat, 'claude://chat-2', /^This reply streams slowly\./);
    expect(await shown(chat)).toBe('claude://chat-2');
    // The window that now shows it is still the transcript's: its options came along with the new buffer.
    expect(
      await chat.lua(`local win = vim.fn.bufwinid('^claude://chat-2$')
      return { vim.wo[win].linebreak, vim.wo[win].smoothscroll, vim.wo[win].foldmethod, vim.wo[win].winfixwidth,
        vim.wo[win].number }`),
    ).toEqual([true, true, 'manual', true, false]);
    expect(
      await chat.lua(`local win
      for _, w in ipairs(vim.api.nvim_tabpage_list_wins(0)) do
        if vim.api.nvim_buf_get_name(vim.api.nvim_win_get_buf(w)):match('^claude://prompt') then win = w end
      end
      return { vim.api.nvim_buf_get_name(vim.api.nvim_win_get_buf(win)):match('claude://prompt.*'),
        vim.wo[win].linebreak, vim.wo[win].foldenable, vim.wo[win].winfixheight }`),
    ).toEqual(['claude://prompt-2', true, false, true]);
    // Both stream at the same time, each into its own transcript.
    const [one, two] = await Promise.all([statusOf(chat, '1'), statusOf(chat, '2')]);
    expect([one.state, two.state]).toEqual(['running', 'running']);
    expect(cliPids(chat)).toHaveLength(2); // a CLI each

    // The hidden session asks; every window can see it.
    await waitFor(
      async () => /session 1 needs approval/.test(await chat!.lua<string>(`return require('claude').status()`)) || null,
      { timeout: 30_000, message: 'status() to name the approval' },
    );
    expect(await chat.lua<string>(`return require('claude').status()`)).toMatch(
      /^Claude: session 2 running · session 1 needs approval \$/,
    );
    const winbar = await chat.lua<string>(`return vim.wo[vim.fn.bufwinid('claude://chat-2')].winbar`);
    // 80 columns: the chat's column is too narrow for the mark in words.
    expect(winbar).toMatch(/^%#ClaudeOtherSessions#\[1 asks\]%\* Claude 2 · running…/);
    expect((await linesOf(chat, 'claude://chat-2')).join('\n')).not.toMatch(/Thinking out loud|Allow Write/);
    expect(fs.existsSync(path.join(chat.ws.dir, 'hello.txt'))).toBe(false);

    // The picker lists both with their state; picking the first shows it in the same windows, all of it.
    const offered = await picker(chat, 'needs approval');
    expect(offered[0]).toMatch(/^ 1  needs approval +\$0\.\d{4} +\d+s  write it \[scenario:slow-write\]/);
    expect(offered[1]).toMatch(/^\*2  running +\$0\.\d{4} +\d+s  talk \[scenario:slow\]/);
    expect(await shown(chat)).toBe('claude://chat');
    const first = await waitIn(chat, 'claude://chat', '  Allow Write?');
    expect(first.join('\n')).not.toContain(SLOW);
    await chat.nvim.command('ClaudeApprove');
    await waitIn(chat, 'claude://chat', 'Created hello.txt.', 30_000);
    expect(fs.readFileSync(path.join(chat.ws.dir, 'hello.txt'), 'utf8')).toBe('from the hidden session\n');
    // The second went on meanwhile, to its end: shown again, it has all of its reply.
    await waitFor(async () => (await statusOf(chat!, '2')).state === 'ready' || null, {
      timeout: 30_000,
      message: 'the second session done',
    });
    await picker(chat, 'talk [scenario:slow]');
    await waitIn(chat, 'claude://chat-2', new RegExp(`^(${SLOW.replace('.', '\\.')}){40}$`));
    expect((await linesOf(chat, 'claude://chat-2')).join('\n')).not.toContain('Thinking out loud');
    // Each session's changed files are its own quickfix list, named after it: the second has none.
    await chat.nvim.command('ClaudeChanges');
    expect(await chat.lua<string>(`return vim.fn.execute('messages')`)).toContain(
      'Claude has not changed any file yet in this session',
    );
    expect(await chat.lua<number>(`return vim.fn.getqflist({ winid = 0 }).winid`)).toBe(0);
    await picker(chat, 'write it [scenario:slow-write]');
    await chat.nvim.command('ClaudeChanges');
    const qf = await chat.lua<{ title: string; items: number }>(
      `local l = vim.fn.getqflist({ title = 1, size = 1 }) return { title = l.title, items = l.size }`,
    );
    expect(qf).toEqual({ title: 'Claude: changed files · write it…', items: 1 }); // cut: notify.list_title
  });

  it('a turn that ends while no window shows its session is "finished unseen" everywhere until one does', async () => {
    chat = await startChat({ scenarios });
    await chat.nvim.command('ClaudeChat go on [scenario:brief]');
    await waitIn(chat, 'claude://chat', /^Streams for a moment\./);
    // Session 1 streams on, hidden, and ends its turn while session 2 is shown.
    await chat.nvim.command('ClaudeChat! hello [scenario:text]');
    await waitIn(chat, 'claude://chat-2', 'Done.');
    /** sessions() once their marks are `marks` and status() reads `want` (given their costs together). */
    const until = (marks: string[], want: (cost: string) => string, message: string) =>
      waitFor(
        async () => {
          const list = await sessionsOf(chat!);
          const cost = list.reduce((sum, s) => sum + s.cost_usd, 0).toFixed(4);
          // Then how full each one's context is, as far as a turn has said.
          const measured = list.filter((s) => s.context_pct != null).map((s) => `${s.id}: ${s.context_pct}%`);
          const shares = measured.length ? ` · ctx ${measured.join(' ')}` : '';
          return list.map((s) => s.mark).join() === marks.join() && (await statusLine(chat!)) === want(cost) + shares
            ? list
            : null;
        },
        { timeout: 30_000, message },
      );
    const [one, two] = await until(
      ['finished unseen', 'ready'],
      (cost) => `Claude: session 1 finished unseen $${cost}`,
      'status() to say session 1 finished unseen',
    );
    expect(one).toMatchObject({ id: '1', state: 'ready', unseen: true, mark: 'finished unseen' });
    expect(two).toMatchObject({ id: '2', state: 'ready', unseen: false, mark: 'ready' });
    // The mark in words: 80 columns have room for it beside "Claude 2 · ready".
    expect(await chat.lua<string>(`return vim.wo[vim.fn.bufwinid('claude://chat-2')].winbar`)).toMatch(
      /^%#ClaudeOtherSessions#\[1 finished\]%\* Claude 2 · ready/,
    );
    const offered = await picker(chat, 'go on [scenario:brief]');
    expect(offered[0]).toMatch(/^ 1  finished unseen +\$0\.\d{4} +\d+s  go on \[scenario:brief\]/);
    expect(offered[1]).toMatch(/^\*2  ready +\$0\.\d{4} +\d+s  hello \[scenario:text\]/);
    // Picked, it is shown: seen.
    expect(await shown(chat)).toBe('claude://chat');
    const [seen] = await until(
      ['ready', 'ready'],
      (cost) => `Claude: 2 sessions $${cost}`,
      'status() to sum up two idle sessions',
    );
    expect(seen).toMatchObject({ id: '1', unseen: false });
  });

  it(':ClaudeSessions rename names a session; close ends its CLI and shows another', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat first [scenario:text]');
    await waitIn(chat, 'claude://chat', 'Done.');
    await chat.nvim.command('ClaudeChat! second');
    await waitIn(chat, 'claude://chat-2', /^Hello from the fake model/);
    const firstPid = cliPids(chat)[0]; // the oldest: session 1's
    await chat.lua(`vim.ui.input = function(_, on_confirm) on_confirm('Parser work') end`);
    await picker(chat, 'first [scenario:text]', 'rename');
    await waitFor(async () => (await picker(chat!, null)).some((l) => /^ 1 .*Parser work/.test(l)) || null, {
      message: 'the new name in the picker',
    });
    // Both idle (the first may have ended its turn as the second hid it): the statusline sums two up.
    await waitFor(async () => (await statusOf(chat!, '2')).state === 'ready' || null, {
      message: 'the second turn done',
    });
    await waitFor(
      async () => /^Claude: (2 sessions|session 1 finished unseen) \$/.test(await statusLine(chat!)) || null,
      { message: 'status() of two idle sessions' },
    );
    await picker(chat, 'Parser work', 'close');
    // One session left: the statusline is its own.
    await waitFor(async () => /^Claude: \$\d+\.\d+/.test(await statusLine(chat!)) || null, {
      message: 'status() of the one session left',
    });
    await waitFor(() => !alive(firstPid), { timeout: 10_000, message: `session 1's claude (${firstPid}) to exit` });
    expect(await shown(chat)).toBe('claude://chat-2');
    expect(await chat.lua<number>(`return vim.fn.bufnr('^claude://chat$')`)).toBe(-1);
    expect((await picker(chat, null)).filter((l) => /^[ *]\d/.test(l))).toHaveLength(1);
  });
});

describe('a session just started', () => {
  it('is listed as starting, seconds old, before the host has said anything of it', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat first [scenario:text]');
    await waitIn(chat, 'claude://chat', 'Done.');
    // In one Lua chunk, so that the host cannot answer in between.
    const lines = await chat.lua<string[]>(`
      vim.cmd('ClaudeChat!')
      local out, select = {}, vim.ui.select
      vim.ui.select = function(items, opts) for _, it in ipairs(items) do table.insert(out, opts.format_item(it)) end end
      vim.cmd('ClaudeSessions')
      vim.ui.select = select
      return out`);
    expect(lines.find((l) => l.startsWith('*2'))).toMatch(/^\*2 +starting +\d+s +\(no prompt yet\)$/);
  });

  it('is listed as starting while the host says so (its CLI has not answered initialize)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claude-hang-'));
    const command = path.join(dir, 'claude');
    fs.writeFileSync(command, '#!/bin/sh\nexec sleep 60\n', { mode: 0o755 });
    try {
      chat = await startChat({ setup: { command } });
      await chat.nvim.command('ClaudeChat');
      const winbar = () => chat!.lua<string>(`return vim.wo[vim.fn.bufwinid('claude://chat')].winbar`);
      await waitFor(async () => (await winbar()).startsWith('Claude · starting'), { message: "the host's 'starting'" });
      // With a cost: the host's status, not the editor's own before it.
      expect((await picker(chat, null))[0]).toMatch(/^\*1 +starting +\$0\.0000 +\d+s +\(no prompt yet\)$/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('resuming shows the conversation', () => {
  it(':ClaudeResume <id> shows the earlier prompt and reply, then goes on with it', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat hello [scenario:text]');
    await waitIn(chat, 'claude://chat', 'Done.');
    const first = await waitFor(async () => (await statusOf(chat!, '1')).session_id ?? null, {
      message: 'the session id',
    });
    // The CLI writes its record lazily: wait for it on disk, the reply included.
    // :ClaudeResume <Tab> offers `<id> <title>` of each session recorded here.
    const past = () => chat!.lua<string[]>(`return vim.fn.getcompletion('ClaudeResume ', 'cmdline')`);
    await waitFor(async () => (await past()).some((item) => item.startsWith(`${first} `)) || null, {
      timeout: 20_000,
      message: 'the session recorded',
    });
    const projects = path.join(chat.ws.home, '.claude', 'projects');
    await waitFor(
      () =>
        fs.readdirSync(projects).some((d) => {
          const record = path.join(projects, d, `${first}.jsonl`);
          return fs.existsSync(record) && fs.readFileSync(record, 'utf8').includes('Here is a short answer.');
        }) || null,
      { timeout: 20_000, message: 'the reply recorded' },
    );
    // Resuming the live session only shows it (two CLIs on one conversation would interleave it).
    await chat.nvim.command('ClaudeChat!');
    await chat.nvim.command(`ClaudeResume ${first}`);
    expect(await shown(chat)).toBe('claude://chat');
    await picker(chat, 'hello [scenario:text]', 'close');
    await chat.nvim.command(`ClaudeResume ${first}`);
    const lines = await waitIn(chat, 'claude://chat-3', /^ℹ Resumed session /);
    const text = lines.join('\n');
    expect(text).toContain('hello [scenario:text]');
    expect(text).toContain('Here is a short answer.');
    expect(lines.indexOf('hello [scenario:text]')).toBeLessThan(lines.findIndex((l) => /^ℹ Resumed session/.test(l)));
    // Resumed again before its first prompt: the same session is shown, not a second one on that record.
    await chat.nvim.command(`ClaudeResume ${first}`);
    expect(await shown(chat)).toBe('claude://chat-3');
    expect((await picker(chat, null)).filter((item) => item.includes('hello [scenario:text]'))).toEqual([
      expect.stringMatching(/^\*3 /),
    ]);
    await chat.nvim.command('ClaudeChat and again [scenario:unicode]');
    await waitIn(chat, 'claude://chat-3', /done$/);
    expect(sent(chat, 'unicode')).toContain('Here is a short answer.');
  });
});

describe('forking at a prompt', () => {
  it(':ClaudeFork on the first prompt: a new session whose next request holds that turn and nothing after; the original is untouched', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat alpha question [scenario:text]');
    await waitIn(chat, 'claude://chat', 'Done.');
    await chat.nvim.command('ClaudeChat beta question [scenario:thinking]');
    await waitIn(chat, 'claude://chat', 'Hi! This reply came after some thinking.');
    const original = await linesOf(chat, 'claude://chat');
    // The cursor on the first prompt, in the transcript.
    await chat.lua(`
      local win = vim.fn.bufwinid('claude://chat')
      vim.api.nvim_set_current_win(win)
      vim.api.nvim_win_set_cursor(win, { vim.fn.index(vim.api.nvim_buf_get_lines(0, 0, -1, false), 'alpha question [scenario:text]') + 1, 0 })`);
    // Once: the host waits for the CLI to record the turn, which it may do a moment after the turn ended.
    await chat.nvim.command('ClaudeFork');
    await waitFor(async () => (await shown(chat!)) === 'claude://chat-2' || null, {
      timeout: 20_000,
      message: 'the fork (once the CLI recorded the turn)',
    });
    const forked = (await waitIn(chat, 'claude://chat-2', /^ℹ Forked from session /)).join('\n');
    expect(forked).toContain('alpha question [scenario:text]');
    expect(forked).toContain('Here is a short answer.');
    expect(forked).not.toContain('beta question');
    // Not two sessions of the same name in the picker: the fork says where it came from.
    expect(
      (await picker(chat, null)).filter((l) => /^[ *]\d/.test(l)).map((l) => l.replace(/^(..).*\d[smhd]  /, '$1')),
    ).toEqual([' 1alpha question [scenario:text]', '*2alpha question [scenario:text] (fork at #1)']);
    await chat.nvim.command('ClaudeChat gamma question [scenario:unicode]');
    // The fork's prompts go on from the number of the one it was forked at.
    const heads = (await waitIn(chat, 'claude://chat-2', /done$/)).filter((l) => l.startsWith('▌ You'));
    expect(heads).toEqual(['▌ You #1', '▌ You #2']);
    const request = sent(chat, 'unicode');
    expect(request).toContain('alpha question');
    expect(request).toContain('Here is a short answer.');
    expect(request).not.toContain('beta question');
    expect(request).not.toContain('This reply came after some thinking');
    // The original: the same transcript, and its own conversation goes on with both turns.
    expect(await linesOf(chat, 'claude://chat')).toEqual(original);
    expect((await statusOf(chat, '1')).session_id).not.toBe((await statusOf(chat, '2')).session_id);
  });

  it(':ClaudeFork on a turn still running: says so, and no session is made', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat only question [scenario:slow]');
    await waitIn(chat, 'claude://chat', /This reply streams slowly/);
    await chat.lua(`
      local win = vim.fn.bufwinid('claude://chat')
      vim.api.nvim_set_current_win(win)
      vim.api.nvim_win_set_cursor(win, { vim.fn.index(vim.api.nvim_buf_get_lines(0, 0, -1, false), 'only question [scenario:slow]') + 1, 0 })`);
    await chat.nvim.command('ClaudeFork');
    await waitFor(
      async () =>
        (await chat!.lua<string>(`return vim.fn.execute('messages')`)).includes(
          'that turn is still running: fork once it has ended',
        ) || null,
      { message: 'the refusal' },
    );
    expect((await chat.lua<Array<{ id: string }>>(`return require('claude').sessions()`)).map((s) => s.id)).toEqual([
      '1',
    ]);
  });
});

describe('quitting Neovim with three sessions', () => {
  it('ends every CLI, and the Bash tool one of them runs', async () => {
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
    chat = await startChat({ scenarios: { napping }, files: { 'nap.log': 'zzz\n' } });
    await chat.nvim.command('ClaudeChat one [scenario:text]');
    await waitIn(chat, 'claude://chat', 'Done.');
    await chat.nvim.command('ClaudeChat! two [scenario:slow]');
    await chat.nvim.command('ClaudeChat! take a nap [scenario:napping]');
    const pids = await waitFor(
      () => {
        const all = cliPids(chat!);
        return all.length === 3 ? all : null;
      },
      { message: 'three claude processes' },
    );
    const argv = (p: number) => {
      try {
        return fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0').join(' ').trim();
      } catch {
        return null;
      }
    };
    const tail = await waitFor(() => pids.flatMap(descendants).find((p) => argv(p) === 'tail -f nap.log'), {
      message: 'the Bash tool among the descendants of claude',
    });
    const host = hostPid(chat)!;
    try {
      await quitNvim(chat.nvim, chat.proc);
      await waitFor(() => [...pids, tail, host].every((p) => !alive(p)), {
        timeout: 5000,
        message: `claude (${pids}), the tool (${tail}) and the host (${host}) to exit`,
      });
    } finally {
      if (alive(tail) && argv(tail) === 'tail -f nap.log') process.kill(tail, 'SIGKILL');
    }
  });
});
