// Claude's task list (issue 14): its TaskCreate/TaskUpdate calls show as one checklist that changes in
// place, not as tool lines; :ClaudeTodos shows the list in a float. Real CLI, fake model.
import { afterEach, describe, expect, it } from 'vitest';
import { startChat, type ChatFixture } from './support/chat';

let chat: ChatFixture | null = null;
afterEach(async () => {
  const c = chat;
  chat = null;
  await c?.close();
});

/** The task tools are off on CLI 2.1.3xx for its default model; this turns them on (older CLIs have them). */
const TASKS_ON = { CLAUDE_CODE_ENABLE_TODO_TOOLS: '1' };

describe("Claude's task list", () => {
  it('is one checklist that goes from pending to done in place, with no task tool lines', async () => {
    chat = await startChat({ env: TASKS_ON });
    await chat.nvim.command('ClaudeChat plan the work [scenario:tasks]');
    // Each state waits on a command to approve (the scenario's), so each can be read.
    const early = await chat.waitForLine('  Allow Bash?', 30_000);
    expect(early).toContain('≡ Tasks 0/2 done');
    expect(early).toContain('  ☐ Write tests');
    expect(early).toContain('  ☐ Fix the bug');
    await chat.lua(`require('claude').approve('once')`);
    await chat.waitForLine('  ◐ Writing tests', 30_000);
    await chat.waitForLine(/^\? Bash: touch testing\.txt/, 30_000);
    await chat.lua(`require('claude').approve('once')`);
    const lines = await chat.waitForLine('Both tasks are done.', 30_000);
    const at = lines.indexOf('≡ Tasks 2/2 done');
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at + 1, at + 3)).toEqual(['  ☑ Write tests', '  ☑ Fix the bug']);
    // One checklist, where the list began (before the text that came after it), and no tool lines.
    expect(lines.filter((l) => l.startsWith('≡ Tasks'))).toHaveLength(1);
    expect(at).toBeLessThan(lines.indexOf('Starting on the tests.'));
    expect(lines.filter((l) => /Task(Create|Update)|No such tool/.test(l))).toEqual([]);

    await chat.lua(`vim.cmd('ClaudeTodos')`);
    const float = await chat.lua<{ lines: string[]; title: string }>(`
      local win = vim.api.nvim_get_current_win()
      local cfg = vim.api.nvim_win_get_config(win)
      return { lines = vim.api.nvim_buf_get_lines(0, 0, -1, false), title = cfg.relative ~= '' and cfg.title[1][1] or '' }`);
    expect(float).toEqual({ title: ' Tasks 2/2 done ', lines: ['☑ Write tests', '☑ Fix the bug'] });
  });

  it(':ClaudeTodos says so when there is no list', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine('Hello from the fake model.', 30_000);
    await chat.nvim.command('ClaudeTodos');
    const messages = await chat.lua<string>(`return vim.fn.execute('messages')`);
    expect(messages).toContain('Claude keeps no task list in this session');
  });
});
