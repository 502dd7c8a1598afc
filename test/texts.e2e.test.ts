// What the chat says, end to end (real Neovim, real CLI, fake model): an interrupt the user asked for, a CLI
// that is not logged in, the permission notice, the model's name, cumulative tokens; <C-c> in insert mode;
// @path completion after :cd; :ClaudeResume's completion and titles.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Scenario } from './fake-model/server';
import { startChat, type ChatFixture } from './support/chat';
import { startFaultChat, type FaultChat } from './support/faults';
import { editorMode, focusPrompt, promptCompletion, transcriptWin, typeKeys } from './support/keys';
import { pickSession } from './support/picker';
import { cliPids } from './support/sessions';
import { waitFor } from './support/wait';

let chat: ChatFixture | FaultChat | null = null;
afterEach(async () => {
  const c = chat;
  chat = null;
  await c?.close();
});

const idle = (c: ChatFixture) =>
  waitFor(
    async () => {
      const s = await c.status();
      return s.state === 'ready' ? s : null;
    },
    { timeout: 30_000, message: 'the turn to end' },
  );

/** The transcript window's winbar, as set (a statusline format string), with room for all its parts: the
 *  editor is made 400 columns wide (a narrow window shows only the parts that fit: lua/claude/transcript/winbar.lua). */
const winbar = async (c: ChatFixture) =>
  c.lua<string>(
    `
  if vim.o.columns < 400 then vim.o.columns = 400 end
  return vim.wo[...].winbar`,
    [await transcriptWin(c)],
  );

describe('interrupting a turn', () => {
  it('an interrupt the user asked for says "Interrupted", not the CLI\'s diagnostics', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat go [scenario:slow]');
    await chat.waitForLine(/This reply streams slowly/);
    await chat.nvim.command('ClaudeInterrupt');
    const lines = await chat.waitForLine(/^ℹ Interrupted$/);
    expect(lines.join('\n')).not.toMatch(/ede_diagnostic|result_type=|Turn stopped/);
    await idle(chat);
  });

  it('<C-c> in insert mode in the prompt leaves insert mode and does not interrupt; <C-c> in normal mode does', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat go [scenario:slow]');
    await chat.waitForLine(/This reply streams slowly/);
    await typeKeys(chat, 'inext question<C-c>');
    expect((await editorMode(chat)).mode).toBe('n');
    expect(await chat.lua(`return vim.api.nvim_buf_get_lines(0, 0, -1, false)`)).toEqual(['next question']);
    expect(await chat.lua(`return vim.api.nvim_buf_get_name(0)`)).toMatch(/claude:\/\/prompt$/);
    // The turn goes on.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await chat.status()).state).toBe('running');
    expect((await chat.transcript()).some((l) => /Interrupted/.test(l))).toBe(false);
    await typeKeys(chat, '<C-c>');
    await chat.waitForLine(/^ℹ Interrupted$/);
    await idle(chat);
  });

  it("keymaps.interrupt_insert maps a key in the prompt's insert mode that interrupts", async () => {
    chat = await startChat({ setup: { keymaps: { interrupt_insert: '<C-c>' } } });
    await chat.nvim.command('ClaudeChat go [scenario:slow]');
    await chat.waitForLine(/This reply streams slowly/);
    await typeKeys(chat, 'ityped<C-c>');
    await chat.waitForLine(/^ℹ Interrupted$/);
    await idle(chat);
  });
});

describe('a CLI that is not logged in', () => {
  it('no credentials: says to log in from a terminal (`claude`, then /login) or set ANTHROPIC_API_KEY, not "Please run /login"', async () => {
    const c = await startFaultChat({ env: { ANTHROPIC_API_KEY: '', CLAUDE_CODE_MAX_RETRIES: '0' } });
    chat = c;
    await chat.nvim.command('ClaudeChat hello [scenario:text]');
    const lines = await chat.waitForLine(/not logged in/i);
    const text = lines.join('\n');
    expect(text).not.toMatch(/Please run \/login/);
    const at = lines.findIndex((l) => /not logged in/i.test(l));
    expect(lines[at]).toMatch(/^✗ /);
    expect(lines.slice(at, at + 3).join('\n')).toMatch(
      /run `claude` in a terminal, then \/login there, or set ANTHROPIC_API_KEY/,
    );
    await c.waitIdle();
    expect(lines.filter((l) => /not logged in/i.test(l))).toHaveLength(1);
  });

  it('a 401 from the API (authentication_error): the same advice', async () => {
    const c = await startFaultChat({ env: { CLAUDE_CODE_MAX_RETRIES: '0' } });
    chat = c;
    await chat.nvim.command('ClaudeChat hello [scenario:auth-error]');
    const lines = await chat.waitForLine(/Invalid API key/);
    const at = lines.findIndex((l) => /Invalid API key/.test(l));
    expect(lines[at]).toMatch(/^✗ /);
    expect(lines.slice(at, at + 3).join('\n')).toMatch(/ANTHROPIC_API_KEY/);
    expect(lines.slice(at, at + 3).join('\n')).toMatch(/run `claude` in a terminal, then \/login there/);
    await c.waitIdle();
    expect((await chat.transcript()).filter((l) => /Invalid API key/.test(l))).toHaveLength(1);
  });
});

describe('notices', () => {
  it('a session grant says "Allowed: …"', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat touch it [scenario:touch]');
    await chat.waitForLine('Allow Bash?');
    await chat.nvim.command('ClaudeApprove session');
    const lines = await chat.waitForLine(/^ℹ Allowed: /);
    expect(lines).toContain('ℹ Allowed: `touch made-by-claude.txt` this session');
    expect(lines.join('\n')).not.toMatch(/You allowed|Allowed: allow/);
  });

  it('the model name reads as a name: `claude-sonnet-4-5 (1M context)`, in the winbar and in notices', async () => {
    chat = await startChat({ setup: { model: 'claude-sonnet-4-5[1m]' } });
    await chat.nvim.command('ClaudeChat hello [scenario:text]');
    await chat.waitForLine('Done.');
    await idle(chat);
    expect((await chat.status()).model).toBe('claude-sonnet-4-5[1m]'); // what the CLI reports
    await waitFor(
      async () => (await winbar(chat as ChatFixture)).endsWith(' · claude-sonnet-4-5 (1M context)%<') || null,
      { message: 'the winbar to end with the readable name' },
    );
    await chat.nvim.command('ClaudeModel claude-opus-4-8[1m]');
    const lines = await chat.waitForLine(/^ℹ Model set to /);
    expect(lines).toContain('ℹ Model set to claude-opus-4-8 (1M context)');
    expect(lines.join('\n')).not.toContain('[1m]');
    await waitFor(
      async () => (await winbar(chat as ChatFixture)).endsWith(' · claude-opus-4-8 (1M context)%<') || null,
      { message: 'the winbar to name the new model' },
    );
  });

  it('the winbar counts tokens over the session (every turn added), next to the cumulative cost', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat one [scenario:text]');
    await chat.waitForLine('Done.');
    await idle(chat);
    const first = await waitFor(
      async () => {
        const m = /· (\d+) in \/ (\d+) out ·/.exec(await winbar(chat as ChatFixture));
        return m && m[1] !== '0' ? m : null;
      },
      { message: 'tokens in the winbar' },
    );
    const [inOne, outOne] = [Number(first[1]), Number(first[2])];
    expect(inOne).toBe(160);
    await chat.nvim.command('ClaudeChat two [scenario:text]');
    await waitFor(async () => (await chat!.transcript()).filter((l) => l === 'Done.').length === 2 || null, {
      message: 'the second reply',
    });
    await idle(chat);
    const second = await waitFor(
      async () => {
        const m = /· (\d+) in \/ (\d+) out ·/.exec(await winbar(chat as ChatFixture));
        return m && Number(m[1]) !== inOne ? m : null;
      },
      { message: 'the tokens of both turns' },
    );
    expect([Number(second[1]), Number(second[2])]).toEqual([2 * inOne, 2 * outOne]);
    // The statusline's cost and the winbar's: the CLI's cumulative figure, read, never summed.
    const status = await chat.status();
    expect(status.input_tokens).toBe(320);
  });
});

describe("@path completion and selections follow the CLI's directory", () => {
  it('after :cd, @path completes relative to the directory the CLI runs in, and the CLI reads that file', async () => {
    chat = await startChat({ files: { 'src/main.ts': 'export const MAIN_MARKER = 42;\n', 'sub/other.ts': 'x\n' } });
    await chat.nvim.command('ClaudeChat hello [scenario:text]');
    await chat.waitForLine('Done.');
    await idle(chat);
    await chat.nvim.command('cd sub');
    const words = async (typed: string) => (await promptCompletion(chat!, [typed])).words;
    expect(await words('@')).toEqual(expect.arrayContaining(['@src/', '@sub/']));
    expect(await words('@')).not.toContain('@other.ts');
    expect(await words('@src/m')).toEqual(['@src/main.ts']);
    expect(await words('@sub/')).toEqual(['@sub/other.ts']);
    // Typed for real in the prompt window, then sent: the CLI reads ws/src/main.ts.
    await focusPrompt(chat);
    await typeKeys(chat, 'ilook at @src/ma<C-x><C-o> [scenario:thinking]<Esc>');
    await waitFor(
      async () =>
        (await chat!.lua<string[]>(`return vim.api.nvim_buf_get_lines(0, 0, -1, false)`))[0] ===
          'look at @src/main.ts [scenario:thinking]' || null,
      { message: '@src/main.ts completed' },
    );
    await typeKeys(chat, '<CR>');
    await chat.waitForLine('Hi! This reply came after some thinking.');
    const sent = JSON.stringify(chat.model.requests.filter((r) => r.scenario === 'thinking').at(-1)?.body.messages);
    expect(sent).toContain('MAIN_MARKER');
  });

  it("after :cd, a selection is labelled and sent with its path relative to the CLI's directory", async () => {
    chat = await startChat({ files: { 'sub/app.ts': 'const a = 1;\nconst b = 2;\n' } });
    await chat.nvim.command('ClaudeChat hello [scenario:text]');
    await chat.waitForLine('Done.');
    await idle(chat);
    await chat.nvim.command('cd sub');
    await chat.nvim.command('wincmd h | edit app.ts'); // the file in the window beside the chat, as a user edits it
    await chat.nvim.command('1,2ClaudeChat explain [scenario:thinking]');
    const lines = await chat.waitForLine('Hi! This reply came after some thinking.');
    expect(lines).toContain('▌ You #2 · sub/app.ts:1-2');
    const sent = JSON.stringify(chat.model.requests.filter((r) => r.scenario === 'thinking').at(-1)?.body.messages);
    expect(sent).toContain('sub/app.ts (lines 1-2)');
  });
});

describe(':ClaudeResume', () => {
  it('completes the ids of past sessions of this directory, with their titles; the title is the prompt the user typed', async () => {
    chat = await startChat({ files: { 'app.ts': 'const a = 1;\nconst b = 2;\n' } });
    await chat.nvim.command('edit app.ts');
    await chat.nvim.command('1,2ClaudeChat explain these lines [scenario:text]');
    await chat.waitForLine('Done.');
    await idle(chat);
    const first = (await chat.status()).session_id as string;
    await chat.nvim.command('ClaudeChat! second one [scenario:text]');
    await waitFor(async () => (await chat!.status()).session_id !== first || null, { message: 'a new session' });
    await chat.waitForLine('Done.');
    await idle(chat);
    const second = (await chat.status()).session_id as string;
    // `<id> <title>` for each past session, once the CLI has recorded both.
    const all = await waitFor(
      async () => {
        const list = await chat!.lua<string[]>(`return vim.fn.getcompletion('ClaudeResume ', 'cmdline')`);
        return list.length === 2 ? list : null;
      },
      { timeout: 20_000, message: 'both sessions recorded' },
    );
    expect(all[0].startsWith(second)).toBe(true); // newest first
    // The title is the user's words, not the attached selection.
    expect(all.find((c) => c.startsWith(first))).toBe(`${first} explain these lines [scenario:text]`);
    const some = await chat.lua<string[]>(`return vim.fn.getcompletion('ClaudeResume ' .. ..., 'cmdline')`, [
      first.slice(0, 6),
    ]);
    expect(some.every((c) => c.startsWith(first.slice(0, 6)))).toBe(true);
    expect(some.some((c) => c.startsWith(first))).toBe(true);

    // What completion puts on the command line resumes that session.
    const completed = all.find((c) => c.startsWith(first))!;
    await pickSession(chat, 'explain these lines', 'close'); // a live session would only be shown again
    await chat.nvim.command(`ClaudeResume ${completed}`);
    const resumed = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(first);
    await waitFor(() => cliPids(chat!).some(resumed) || null, { message: 'the CLI resumed with the first session' });
    expect(fs.existsSync(path.join(chat.ws.dir, 'app.ts'))).toBe(true);
  });
});

describe("an approval's preview", () => {
  it('shows a tool input as key: value lines, a multi-line value as an indented block, never JSON', async () => {
    const fetch: Scenario = () => [
      {
        blocks: [
          {
            type: 'tool_use',
            name: 'WebFetch',
            input: { url: 'https://example.com/docs', prompt: 'Find the "install" section.\nQuote its first step.' },
          },
        ],
      },
      { blocks: [{ type: 'text', text: 'Fetched.' }] },
    ];
    chat = await startChat({ scenarios: { fetch } });
    await chat.nvim.command('ClaudeChat fetch [scenario:fetch]');
    const lines = await chat.waitForLine(/^ {2}Allow WebFetch\?$/);
    const head = lines.findIndex((l) => l.startsWith('? WebFetch'));
    expect(lines.slice(head + 1, head + 5)).toEqual([
      '    url: https://example.com/docs',
      '    prompt:',
      '      Find the "install" section.',
      '      Quote its first step.',
    ]);
    expect(lines.join('\n')).not.toMatch(/[{}\\]/);
    await chat.nvim.command('ClaudeDeny');
    await idle(chat);
  });
});

describe('the context gauge', () => {
  it('after a turn status() and the winbar say how full the context is, as the CLI reports it', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat hi [scenario:text]');
    await chat.waitForLine('Done.');
    const line = await waitFor(
      async () => {
        const s = await chat!.lua<string>(`return require('claude').status()`);
        return /\d+% ctx/.test(s) ? s : null;
      },
      { message: 'NN% ctx in status()' },
    );
    const share = Number(/(\d+)% ctx/.exec(line)![1]);
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThan(50);
    // The winbar option escapes % as %%.
    const gauge = new RegExp(`^Claude · ready · \\$0\\.\\d{4} · ${share}%% ctx · `);
    await waitFor(async () => gauge.test(await winbar(chat as ChatFixture)) || null, {
      message: 'the share in the winbar',
    });
  });
});
