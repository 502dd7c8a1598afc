// Sub-agents (issue 14): what an Agent/Task call's sub-agent writes and runs shows under that call,
// indented, in a fold of its own, with one line saying what it does and, once it ended, how. Real CLI
// (which runs the agent in the background and ends the turn before the agent does), fake model.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Scenario } from './fake-model/server';
import { startChat, type ChatFixture } from './support/chat';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
afterEach(async () => { const c = chat; chat = null; await c?.close(); });

const main: Scenario = () => [
  { blocks: [{ type: 'tool_use', name: 'Task', input: { description: 'Look around', prompt: 'Read the app [scenario:sub]', subagent_type: 'general-purpose' } }] },
  { blocks: [{ type: 'text', text: 'The agent is on it.' }] },
];
const sub: Scenario = ({ cwd }) => [
  { blocks: [{ type: 'text', text: 'Sub-agent reading.' }, { type: 'tool_use', name: 'Read', input: { file_path: `${cwd}/app.ts` } }] },
  { blocks: [{ type: 'text', text: 'Sub-agent found one line.' }] },
];

describe('a sub-agent in the transcript', () => {
  it("its text and tools sit under its Task call, before the call's result; its line says how it ended", async () => {
    chat = await startChat({ scenarios: { main, sub }, files: { 'app.ts': 'const a = 1;\n' } });
    await chat.nvim.command('ClaudeChat go [scenario:main]');
    const lines = await chat.waitForLine(/^ {2}┆ ✓ Sub-agent found one line\. · 1 tool · \d+ tokens · \d+\.\d s$/, 30_000);
    const head = lines.findIndex((l) => /^✓ Task: Look around/.test(l));
    expect(head).toBeGreaterThan(0);
    const block = lines.slice(head + 1, head + 8);
    expect(block[0]).toMatch(/^ {2}┆ ✓ Sub-agent found one line\./);
    expect(block).toContain('  ┆ Sub-agent reading.');
    expect(block.some((l) => /^ {2}┆ ✓ Read app\.ts/.test(l))).toBe(true);
    expect(block).toContain('  ┆ Sub-agent found one line.');
    // Nothing of the sub-agent's at the top level, and the main agent's own text after the call.
    expect(lines.filter((l) => /^(Sub-agent|✓ Read|✗ Read)/.test(l))).toEqual([]);
    expect(lines.indexOf('The agent is on it.')).toBeGreaterThan(head);
    // Once the agent reported back, the CLI starts a turn by itself: the transcript says so before its reply.
    const later = await chat.waitForLine('ℹ Claude goes on by itself (a task it started in the background reported back)', 30_000);
    expect(later.indexOf('ℹ Claude goes on by itself (a task it started in the background reported back)')).toBeGreaterThan(lines.indexOf('The agent is on it.'));
    // The CLI's note to the model about the background agent ("internal metadata …") is not shown.
    expect(lines.filter((l) => /Async agent launched|internal metadata|agentId:/.test(l))).toEqual([]);
    // Its fold closed once it ended: the sub-agent's lines, and only those, are hidden in the transcript window.
    const fold = () => chat!.lua<[number, number, number, number]>(`
      local buf = vim.fn.bufnr('claude://chat')
      return vim.api.nvim_win_call(vim.fn.bufwinid(buf), function()
        local first = vim.fn.searchpos('^  ┆ Sub-agent reading', 'nw')[1]
        local last = vim.fn.searchpos('^  ┆ Sub-agent found one line.$', 'nw')[1]
        return { first, last, vim.fn.foldclosed(first), vim.fn.foldclosedend(first) }
      end)`);
    await waitFor(async () => (await fold())[2] > 0, { message: "the sub-agent's fold closed" });
    const [first, last, start, end] = await fold();
    expect([start, end]).toEqual([first, last]);
  });
});

describe("a sub-agent's approval", () => {
  it('shows under its Task call and is answered with the transcript keys there', async () => {
    const ask: Scenario = () => [
      { blocks: [{ type: 'tool_use', name: 'Task', input: { description: 'Run it', prompt: 'Run the tool [scenario:subask]', subagent_type: 'general-purpose' } }] },
      { blocks: [{ type: 'text', text: 'Started.' }] },
    ];
    const subask: Scenario = () => [
      { blocks: [{ type: 'tool_use', name: 'Bash', input: { command: 'echo from-sub-agent > out.txt', description: 'Write out.txt' } }] },
      { blocks: [{ type: 'text', text: 'Sub-agent wrote it.' }] },
    ];
    chat = await startChat({ scenarios: { ask, subask } });
    await chat.nvim.command('ClaudeChat go [scenario:ask]');
    const lines = await chat.waitForLine(/^ {2}┆ {3}Allow Bash\?$/, 30_000);
    expect(lines.findIndex((l) => l.startsWith('  ┆ ? Bash: echo from-sub-agent'))).toBeGreaterThan(lines.findIndex((l) => l.startsWith('✓ Task: Run it')));
    await chat.lua(`
      local buf = vim.fn.bufnr('claude://chat')
      local win = vim.fn.bufwinid(buf)
      vim.api.nvim_set_current_win(win)
      vim.fn.search('Allow Bash?')`);
    await chat.nvim.input('a');
    await chat.waitForLine(/^ {2}┆ Sub-agent wrote it\.$/, 30_000);
    expect(fs.readFileSync(path.join(chat.ws.dir, 'out.txt'), 'utf8')).toBe('from-sub-agent\n');
  });
});
