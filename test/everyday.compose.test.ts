// The compose buffer's completion (/slash commands from the CLI, @file mentions) and the statusline
// function, end to end (real Neovim, real CLI, fake model).
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { afterTurn, startChat, type ChatFixture } from './support/chat';
import { focusPrompt, promptCompletion as complete } from './support/keys';
import { hostPid, slashCommands, type SessionStatus } from './support/sessions';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
afterEach(async () => {
  await chat?.close();
  chat = null;
});

describe('completion in the compose buffer', () => {
  it('completes the slash commands the CLI announced, at the start of the prompt only', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat');
    const commands = await waitFor(
      async () => {
        const names = await slashCommands(chat!);
        return names.length ? names : null;
      },
      { message: 'slash commands from the CLI' },
    );
    expect(commands).toContain('compact');
    const co = await complete(chat, ['/co']);
    expect(co.start).toBe(0);
    expect(co.words).toEqual(
      commands
        .filter((c) => c.startsWith('co'))
        .sort()
        .map((c) => '/' + c),
    );
    expect(co.words).toContain('/compact');
    // 'completefunc' offers the same (<C-x><C-u>, for a completion plugin that reads it).
    expect(await complete(chat, ['/co'], 1, '<C-x><C-u>')).toEqual(co);
    expect((await complete(chat, ['  /'])).words).toHaveLength(commands.length);
    // Not a command: mid-line, or on a later line.
    expect((await complete(chat, ['see /co'])).start).toBe(-3);
    expect((await complete(chat, ['first line', '/co'])).start).toBe(-3);

    // Typed for real in the compose window: one match is inserted.
    await focusPrompt(chat);
    await chat.nvim.input('i/compa<C-x><C-o><Esc>');
    await waitFor(
      async () =>
        (await chat!.lua<string[]>(`return vim.api.nvim_buf_get_lines(0, 0, -1, false)`))[0] === '/compact' || null,
      { message: '/compact inserted' },
    );
  });

  it('completes @file mentions relative to the working directory', async () => {
    chat = await startChat({
      files: { 'src/main.ts': 'x', 'src/util.ts': 'y', 'README.md': 'z', 'src/deep/inner.ts': 'w' },
    });
    await chat.nvim.command('ClaudeChat');
    const top = await complete(chat, ['look at @']);
    expect(top.start).toBe('look at '.length);
    expect(top.words).toEqual(expect.arrayContaining(['@README.md', '@src/']));
    expect((await complete(chat, ['look at @src/'])).words.sort()).toEqual([
      '@src/deep/',
      '@src/main.ts',
      '@src/util.ts',
    ]);
    expect((await complete(chat, ['@src/m'])).words).toEqual(['@src/main.ts']);
    expect((await complete(chat, ['line one', 'and @src/deep/'])).words).toEqual(['@src/deep/inner.ts']);
    // An address is not a mention.
    expect((await complete(chat, ['mail me@src'])).start).toBe(-3);

    await focusPrompt(chat);
    await chat.nvim.input('iexplain @READ<C-x><C-o><Esc>');
    await waitFor(
      async () =>
        (await chat!.lua<string[]>(`return vim.api.nvim_buf_get_lines(0, 0, -1, false)`))[0] === 'explain @README.md' ||
        null,
      { message: '@README.md inserted' },
    );
    expect(fs.existsSync(path.join(chat.ws.dir, 'README.md'))).toBe(true);
  });
});

describe("require('claude').status()", () => {
  it("is '' before a session, then follows approvals, turns and the host", async () => {
    chat = await startChat();
    const status = () => chat!.lua<string>(`return require('claude').status()`);
    expect(await status()).toBe('');
    await chat.lua(`_G.claude_status_events = 0
      vim.api.nvim_create_autocmd('User', { pattern = 'ClaudeChatStatus', callback = function() _G.claude_status_events = _G.claude_status_events + 1 end })`);

    await chat.nvim.command('ClaudeChat make a file [scenario:write]');
    await chat.waitForLine('Allow Write?');
    expect(
      await waitFor(async () => {
        const s = await status();
        return /to approve/.test(s) ? s : null;
      }),
    ).toMatch(/^Claude: 1 to approve \$\d+\.\d{2,4}$/);

    await chat.lua(`require('claude').approve(false)`);
    await chat.waitForLine('Created hello.txt.');
    expect(
      await waitFor(
        async () => {
          const s = await status();
          return /^Claude: \$\d+\.\d+ \d+% ctx$/.test(s) ? s : null;
        },
        { message: 'a finished turn, and the context share, in the status' },
      ),
    ).toMatch(/^Claude: \$0\.\d{4} \d+% ctx$/);
    expect(await chat.lua<number>(`return _G.claude_status_events`)).toBeGreaterThan(1);

    await chat.nvim.command('ClaudeChat go slowly [scenario:slow]');
    expect(
      await waitFor(
        async () => {
          const s = await status();
          return /running/.test(s) ? s : null;
        },
        { message: 'a running turn' },
      ),
    ).toMatch(/^Claude: running \$\d+\.\d{2,4}( \d+% ctx)?$/);
    await chat.nvim.command('ClaudeInterrupt');

    // Usable as a statusline expression.
    await chat.lua(`vim.o.statusline = "%{v:lua.require'claude'.status()}"`);
    const rendered = await chat.lua<{ str: string }>(`return vim.api.nvim_eval_statusline(vim.o.statusline, {})`);
    expect(rendered.str).toMatch(/^Claude/);

    // The host stops (killed, as a crash would): no session is left to show.
    process.kill(hostPid(chat)!);
    await waitFor(async () => (await status()) === '' || null, { message: "status() '' once the host is gone" });
  });
});

describe("require('claude').sessions()", () => {
  it('one table per session, from what the host pushed: state, approvals, cost, tokens, context, files', async () => {
    chat = await startChat();
    const sessions = () => chat!.lua<SessionStatus[]>(`return require('claude').sessions()`);
    expect(await sessions()).toEqual([]); // no session yet
    await chat.nvim.command('ClaudeChat make a file [scenario:write]');
    await chat.waitForLine('Allow Write?');
    const asking = await waitFor(async () => {
      const [s] = await sessions();
      return s?.approvals ? s : null;
    });
    expect(asking).toMatchObject({
      id: '1',
      title: 'make a file [scenario:write]',
      state: 'running',
      current: true,
      approvals: 1,
      questions: 0,
      queued: 0,
      changed_files: 0,
      mode: 'default',
      unseen: false,
      cwd: chat.ws.dir,
    });
    expect(asking.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof asking.model).toBe('string');

    await chat.lua(`require('claude').approve(false)`);
    await chat.waitForLine('Created hello.txt.');
    await afterTurn(chat);
    const [done] = await sessions();
    expect(done).toMatchObject({ state: 'ready', approvals: 0, changed_files: 1 });
    expect(done.cost_usd).toBeGreaterThan(0);
    expect(done.input_tokens).toBeGreaterThan(0);
    expect(done.output_tokens).toBeGreaterThan(0);
    expect(done.context_pct).toBeGreaterThanOrEqual(0);

    // A second session: listed after the first, and the current one now.
    await chat.nvim.command('ClaudeChat! hello [scenario:text]');
    await chat.waitForLine('Done.');
    const two = await waitFor(async () => {
      const l = await sessions();
      return l.length === 2 && l[1].state === 'ready' ? l : null;
    });
    expect(two.map((s) => [s.id, s.title, s.current])).toEqual([
      ['1', 'make a file [scenario:write]', false],
      ['2', 'hello [scenario:text]', true],
    ]);
    // status() sums them up: no session runs or waits, their cost together, then each one's context share.
    const cost = (two[0].cost_usd + two[1].cost_usd).toFixed(4);
    // Each share comes once its CLI answered how full its context is, after its turn.
    const summed = new RegExp(`^Claude: 2 sessions \\$${cost} · ctx 1: \\d+% 2: \\d+%$`);
    let said = '';
    await waitFor(
      async () => summed.test((said = await chat!.lua<string>(`return require('claude').status()`))) || null,
      { message: 'both shares in status()' },
    ).catch((err: Error) => {
      throw new Error(`${err.message}; it said ${said}`);
    });
  });
});

describe("the prompt window's winbar", () => {
  it('names the key that sends from the mode the prompt window is in: <CR> in Normal mode, <C-s> in Insert mode', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat');
    const winbar = () => chat!.lua<string>(`return vim.wo[vim.fn.bufwinid('^claude://prompt$')].winbar`);
    await waitFor(async () => (await winbar()).startsWith('Prompt · <CR> send') || null, {
      message: 'the Normal-mode hint',
    });
    await chat.nvim.input('i');
    await waitFor(async () => (await winbar()).startsWith('Prompt · <C-s> send') || null, {
      message: 'the Insert-mode hint',
    });
    // <C-c> does not interrupt from Insert mode (keymaps.interrupt_insert is off): the hint does not say it does.
    expect(await winbar()).toBe('Prompt · <C-s> send%<');
    await chat.nvim.input('<Esc>');
    await waitFor(async () => (await winbar()).startsWith('Prompt · <CR> send') || null, {
      message: 'the Normal-mode hint again',
    });
    // <C-c> leaves Insert mode too (without InsertLeave): the hint follows, with no frame from the host to
    // redraw it (the CLI has started: no status changes).
    await waitFor(async () => (await chat!.status()).state === 'ready' || null, { message: 'the CLI to start' });
    await chat.nvim.input('i');
    await waitFor(async () => (await winbar()).startsWith('Prompt · <C-s> send') || null, {
      message: 'the Insert-mode hint again',
    });
    await chat.nvim.input('<C-c>');
    await waitFor(async () => (await winbar()).startsWith('Prompt · <CR> send') || null, {
      message: 'the Normal-mode hint after <C-c>',
    });
  });
});
