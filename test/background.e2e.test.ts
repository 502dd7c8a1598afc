// Background tasks (issue 31 item 2): a shell the CLI runs in the background has a line under its call saying
// how it does, the winbar counts what runs, :ClaudeTasks lists it (kind, elapsed time, command) with keys for
// its latest output (get_task_output) and to stop it (stop_task); <C-b> in the prompt window sends a
// running command to the background and the turn goes on. Real CLI (which runs the real shell), fake model.
import { describe, expect, it } from 'vitest';
import { backgroundScenarios } from './fake-model/background';
import { startChat, type ChatFixture } from './support/chat';
import { cliAtLeast } from './support/claude-env';
import { focusPrompt, typeKeys } from './support/keys';
import { attachScreen, closeAfterEach, type Screen } from './support/screen';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(
  () => [screen, chat],
  () => {
    chat = null;
    screen = null;
  },
);

const winbar = () => chat!.lua<string>(`return vim.wo[vim.fn.bufwinid('claude://chat')].winbar`);
/** The current window's lines and, for a float, its title. */
const current = () =>
  chat!.lua<{ lines: string[]; title: string }>(`
  local cfg = vim.api.nvim_win_get_config(0)
  local title = cfg.relative ~= '' and cfg.title[1][1] or ''
  return { lines = vim.api.nvim_buf_get_lines(0, 0, -1, false), title = title }`);
/** Waits for the winbar to match `re`; the timeout names what it said. */
async function waitForWinbar(re: RegExp): Promise<void> {
  let last = '';
  await waitFor(async () => re.test((last = await winbar())), { message: `the winbar to match ${re}` }).catch(
    (err: Error) => {
      throw new Error(`${err.message}; it says ${last}`);
    },
  );
}
const TICKER = /^\? Bash: for i in 1 2 3/;

async function startTicker(): Promise<void> {
  chat = await startChat({ scenarios: backgroundScenarios });
  await chat.nvim.command('ClaudeChat tick [scenario:bg-shell]');
  await chat.waitForLine(TICKER, 30_000);
  await chat.lua(`require('claude').approve('once')`);
  await chat.waitForLine('The ticker runs in the background.', 30_000);
}

describe('background tasks', () => {
  it('a background shell: its line, the winbar count, :ClaudeTasks with its output, and x stops it', async () => {
    await startTicker();
    const lines = await chat!.waitForLine(/^ {2}┆ ⋯ in the background$/, 30_000);
    const head = lines.findIndex((l) => /^✓ Bash: for i in/.test(l));
    expect(lines[head + 1]).toBe('  ┆ ⋯ in the background');
    // The CLI's note to the model (where the output goes) is not shown: the line and :ClaudeTasks say it.
    expect(lines.filter((l) => l.includes('Command running in background'))).toEqual([]);
    await waitForWinbar(/^Claude · ready · 1 in background( · |%<$)/);

    await chat!.nvim.command('ClaudeTasks');
    const list = await current();
    expect(list.title).toBe(' Background tasks: 1 running ');
    expect(list.lines).toHaveLength(1);
    expect(list.lines[0]).toMatch(/^⋯ shell · \d+ s · for i in 1 2 3 .*echo tick-\$i; sleep 1; done$/);

    // o: the latest output, in a float of its own; an older CLI, which has no get_task_output, is named.
    await typeKeys(chat!, 'o');
    if (cliAtLeast('2.1.332')) {
      const out = await waitFor(
        async () => {
          const c = await current();
          return c.title.startsWith(' Output of ') && c.lines.includes('tick-1') ? c : null;
        },
        { message: 'the output float with tick-1', timeout: 20_000 },
      );
      expect(out.title).toMatch(/^ Output of for i in 1 2 3/);
      // q goes back to the list, as a picker's preview does.
      await typeKeys(chat!, 'q');
      await waitFor(async () => (await current()).title === ' Background tasks: 1 running ' || null, {
        message: 'q went back to the list',
      });
      await typeKeys(chat!, 'q');
    } else {
      await waitFor(
        async () =>
          /Showing a task's output is not supported by claude \d/.test(
            await chat!.lua<string>(`return vim.fn.execute('messages')`),
          ),
        { message: 'the CLI named' },
      );
    }

    // x: stopped; the list stays open and says so on the task's line, and so do the transcript and the winbar.
    await chat!.nvim.command('ClaudeTasks');
    const list2 = await chat!.lua<number>('return vim.api.nvim_get_current_win()');
    await typeKeys(chat!, 'x');
    const after = await waitFor(
      async () => {
        const c = await current();
        return c.title === ' Background tasks: 0 running ' ? c : null;
      },
      { message: 'the list saying the task stopped', timeout: 30_000 },
    );
    expect(after.lines).toEqual([expect.stringMatching(/^■ shell · stopped after \d+ s · for i in/)]);
    expect(await chat!.lua<number>('return vim.api.nvim_get_current_win()')).toBe(list2);
    await chat!.waitForLine(/^ {2}┆ ✗ .*stopped/i, 30_000);
    await waitFor(async () => !(await winbar()).includes('in background'), { message: 'no count in the winbar' });
    // q closes it (help: x stops, q closes).
    await typeKeys(chat!, 'q');
    expect(await chat!.lua<boolean>(`return vim.api.nvim_win_is_valid(${list2})`)).toBe(false);
  });

  it('x stops the task on its line when the list (running first) is not in the order the tasks started', async () => {
    chat = await startChat({ scenarios: backgroundScenarios });
    await chat.nvim.command('ClaudeChat two [scenario:bg-two]');
    await chat.waitForLine('Both run in the background.', 30_000);
    // The first one ended; the second, started after it, runs and is listed first.
    const tasks = () =>
      chat!.lua<Array<{ id: string; state: string; text: string }>>(`return require('claude').background_task_list()`);
    await waitFor(async () => (await tasks()).map((t) => t.state).join() === 'running,completed' || null, {
      message: 'the quick task done, the slow one running',
      timeout: 30_000,
    });
    await chat.nvim.command('ClaudeTasks');
    const list = await current();
    expect(list.lines[0]).toMatch(/^⋯ shell · \d+ s · sleep 45; echo late-done$/);
    expect(list.lines[1]).toMatch(/^✓ shell · completed after \d+ s · echo quick-done$/);
    await typeKeys(chat, 'x');
    const after = await waitFor(
      async () => {
        const c = await current();
        return c.title === ' Background tasks: 0 running ' ? c : null;
      },
      { message: 'the slow task stopped', timeout: 30_000 },
    );
    // The task on the cursor's line stopped, the cursor still on it; the other one's line is as it was.
    expect(after.lines[0]).toMatch(/^■ shell · stopped after \d+ s · sleep 45; echo late-done$/);
    expect(after.lines[1]).toMatch(/^✓ shell · completed after \d+ s · echo quick-done$/);
    expect(await chat.lua<number>('return vim.fn.line(".")')).toBe(1);
    expect(await chat.lua<string>(`return vim.fn.execute('messages')`)).not.toContain('already');
  });

  it('interrupting a turn leaves what runs in the background running, and says so', async () => {
    await startTicker();
    await chat!.waitForLine(/^ {2}┆ ⋯ in the background$/, 30_000);
    await chat!.nvim.command('ClaudeChat wait [scenario:slow-shell]');
    await chat!.waitForLine(/^⋯ Bash: echo slow-start; sleep 40/, 30_000);
    await chat!.nvim.command('ClaudeInterrupt');
    const still = 'ℹ 1 background task still runs: :ClaudeTasks lists it (x stops it)';
    const lines = await chat!.waitForLine(still, 30_000);
    expect(lines.indexOf('ℹ Interrupted')).toBeGreaterThan(0);
    // The ticker's line still says it runs; the interrupted command is no background task.
    expect(lines.filter((l) => l === '  ┆ ⋯ in the background')).toHaveLength(1);
    await waitForWinbar(/^Claude · ready · 1 in background( · |%<$)/);
    await chat!.nvim.command('ClaudeTasks');
    expect((await current()).lines).toEqual([expect.stringMatching(/^⋯ shell · \d+ s · for i in/)]);
  });

  it(':ClaudeTasks says so when nothing ran in the background', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine('Hello from the fake model.', 30_000);
    await chat.nvim.command('ClaudeTasks');
    expect(await chat.lua<string>(`return vim.fn.execute('messages')`)).toContain(
      'nothing runs in the background of this session',
    );
  });

  it('<C-b> typed in Insert mode with nothing running: what it says is said again once Insert mode ends', async () => {
    chat = await startChat({ scenarios: backgroundScenarios });
    screen = await attachScreen(chat, 80, 24);
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine('Hello from the fake model.', 30_000);
    await focusPrompt(chat);
    await typeKeys(chat, 'itype on<C-b>', screen);
    await screen.waitFor(/-- INSERT --/);
    // -- INSERT -- covers the answer while the user types; <Esc> brings it.
    await typeKeys(chat, '<Esc>', screen);
    await screen.waitFor(/claude-chat: No command runs that could go to the background/);
  });

  it('<C-b> in the prompt window sends the running command to the background and the turn goes on', async () => {
    chat = await startChat({ scenarios: backgroundScenarios });
    await chat.nvim.command('ClaudeChat wait [scenario:slow-shell]');
    // echo and sleep run without asking.
    await chat.waitForLine(/^⋯ Bash: echo slow-start; sleep 40/, 30_000);
    await focusPrompt(chat);
    // The CLI takes the command once it runs as a task, a moment after it started: the key is pressed until then.
    await waitFor(
      async () => {
        await typeKeys(chat!, '<C-b>');
        return (await chat!.transcript()).includes('Went on without waiting.');
      },
      { message: 'the turn to go on', timeout: 30_000, interval: 1000 },
    );
    const lines = await chat.transcript();
    const head = lines.findIndex((l) => /^✓ Bash: echo slow-start/.test(l));
    expect(lines[head + 1]).toBe('  ┆ ⋯ in the background');
    expect(lines.filter((l) => l.includes('manually backgrounded'))).toEqual([]);
    await waitForWinbar(/^Claude · ready · 1 in background( · |%<$)/);
  });
});
