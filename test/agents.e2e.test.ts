// Sub-agents (issue 14): what an Agent/Task call's sub-agent writes and runs shows under that call,
// indented, in a fold of its own, with one line saying what it does and, once it ended, how. Real CLI
// (which runs the agent in the background and ends the turn before the agent does), fake model. Its report
// back starts a turn of the CLI's own, which runs like a prompt's (issue 29).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Scenario } from './fake-model/server';
import { startChat, type ChatFixture } from './support/chat';
import { pickSession } from './support/picker';
import { attachScreen, closeAfterEach, expectScreen, exposeHighlights, type Screen } from './support/screen';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(
  () => [screen, chat],
  () => {
    screen = chat = null;
  },
);

const main: Scenario = () => [
  {
    blocks: [
      {
        type: 'tool_use',
        name: 'Task',
        input: { description: 'Look around', prompt: 'Read the app [scenario:sub]', subagent_type: 'general-purpose' },
      },
    ],
  },
  { blocks: [{ type: 'text', text: 'The agent is on it.' }] },
];
const sub: Scenario = ({ cwd }) => [
  {
    blocks: [
      { type: 'text', text: 'Sub-agent reading.' },
      { type: 'tool_use', name: 'Read', input: { file_path: `${cwd}/app.ts` } },
    ],
  },
  { blocks: [{ type: 'text', text: 'Sub-agent found one line.' }] },
];

describe('a sub-agent in the transcript', () => {
  it("its text and tools sit under its Task call, before the call's result; its line says how it ended", async () => {
    chat = await startChat({ scenarios: { main, sub }, files: { 'app.ts': 'const a = 1;\n' } });
    await chat.nvim.command('ClaudeChat go [scenario:main]');
    const lines = await chat.waitForLine(
      /^ {2}┆ ✓ Sub-agent found one line\. · 1 tool · \d+ tokens · \d+\.\d s$/,
      30_000,
    );
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
    const later = await chat.waitForLine(
      'ℹ Claude goes on by itself (a task it started in the background reported back)',
      30_000,
    );
    expect(
      later.indexOf('ℹ Claude goes on by itself (a task it started in the background reported back)'),
    ).toBeGreaterThan(lines.indexOf('The agent is on it.'));
    // The CLI's note to the model about the background agent ("internal metadata …") is not shown.
    expect(lines.filter((l) => /Async agent launched|internal metadata|agentId:/.test(l))).toEqual([]);
    // Its fold closed once it ended: the sub-agent's lines, and only those, are hidden in the transcript window.
    const fold = () =>
      chat!.lua<[number, number, number, number]>(`
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
      {
        blocks: [
          {
            type: 'tool_use',
            name: 'Task',
            input: {
              description: 'Run it',
              prompt: 'Run the tool [scenario:subask]',
              subagent_type: 'general-purpose',
            },
          },
        ],
      },
      { blocks: [{ type: 'text', text: 'Started.' }] },
    ];
    const subask: Scenario = () => [
      {
        blocks: [
          {
            type: 'tool_use',
            name: 'Bash',
            input: { command: 'echo from-sub-agent > out.txt', description: 'Write out.txt' },
          },
        ],
      },
      { blocks: [{ type: 'text', text: 'Sub-agent wrote it.' }] },
    ];
    chat = await startChat({ scenarios: { ask, subask } });
    await chat.nvim.command('ClaudeChat go [scenario:ask]');
    const lines = await chat.waitForLine(/^ {2}┆ {3}Allow Bash\?$/, 30_000);
    expect(lines.findIndex((l) => l.startsWith('  ┆ ? Bash: echo from-sub-agent'))).toBeGreaterThan(
      lines.findIndex((l) => l.startsWith('✓ Task: Run it')),
    );
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

describe('a turn the CLI starts by itself', () => {
  // A background sub-agent reported back: the CLI's <task-notification> turn is a turn like a prompt's.
  it('shows running…, is interrupted by <C-c>, and a prompt typed meanwhile waits for it, answered after', async () => {
    const task = { description: 'Look around', prompt: 'Look [scenario:bgsub]', subagent_type: 'general-purpose' };
    const bg: Scenario = () => [
      { blocks: [{ type: 'tool_use', name: 'Task', input: task }] },
      { blocks: [{ type: 'text', text: 'The agent is on it.' }] },
    ];
    // The sub-agent's report tags the turn the CLI starts with it: a reply that streams slowly.
    const bgsub: Scenario = () => [{ blocks: [{ type: 'text', text: 'Looked [scenario:bgreply]' }] }];
    const slowly = 'Reporting back slowly. '.repeat(100);
    const bgreply: Scenario = () => [{ chunkSize: 4, delayMs: 50, blocks: [{ type: 'text', text: slowly }] }];
    const after: Scenario = () => [{ blocks: [{ type: 'text', text: 'Answered after the interrupted turn.' }] }];
    chat = await startChat({ scenarios: { bg, bgsub, bgreply, after } });
    await chat.nvim.command('ClaudeChat go [scenario:bg]');
    await chat.waitForLine(/^Reporting back slowly\./, 30_000);
    const winbar = () => chat!.lua<string>(`return vim.wo[vim.fn.bufwinid('claude://chat')].winbar`);
    await waitFor(async () => /^Claude · running…/.test(await winbar()), { message: "'running…' in the winbar" });
    expect(await chat.lua<string>(`return require('claude').status()`)).toMatch(/^Claude: running \$/);
    expect((await pickSession(chat, null))[0]).toMatch(/^\*1 +running /);
    // A prompt typed now waits for that turn.
    await chat.nvim.command('ClaudeChat then this [scenario:after]');
    await chat.waitForLine('▌ You (queued)');
    expect(await winbar()).toMatch(/^Claude · running…, 1 queued( · |%<$)/);
    // <C-c> in the transcript interrupts it; the prompt then goes.
    await chat.lua(`vim.api.nvim_set_current_win(vim.fn.bufwinid('claude://chat'))`);
    await chat.nvim.input('<C-c>');
    const lines = await chat.waitForLine('Answered after the interrupted turn.', 30_000);
    const interrupted = lines.indexOf('ℹ Interrupted');
    expect(interrupted).toBeGreaterThan(lines.findIndex((l) => l.startsWith('Reporting back slowly.')));
    expect(lines.indexOf('then this [scenario:after]')).toBeGreaterThan(interrupted);
    expect(lines.filter((l) => l.startsWith('▌ You'))).toEqual(['▌ You #1', '▌ You #2']);
    // The reply stopped well short of its full length, and the prompt went after it.
    expect((lines.join('\n').match(/Reporting back slowly\./g) ?? []).length).toBeLessThan(100);
    const asked = chat.model.requests.map((r) => r.scenario);
    expect(asked.indexOf('after')).toBeGreaterThan(asked.indexOf('bgreply'));
    expect(await chat.lua<string>(`return vim.fn.execute('messages')`)).not.toContain('nothing to interrupt');
    await waitFor(async () => /^Claude · ready · /.test(await winbar()), { message: "'ready' in the winbar" });
  });
});

describe('a prompt sent as the CLI starts a turn by itself', () => {
  // The CLI began its own turn (the model was asked) but has written nothing yet: the host cannot know. The
  // prompt goes to the CLI, which holds it until its turn ends; the own turn's result must not end the prompt's.
  it("waits for that turn: the own turn's reply comes first, then the prompt's, each ending once", async () => {
    const task = { description: 'Look around', prompt: 'Look [scenario:bgsub]', subagent_type: 'general-purpose' };
    const bg: Scenario = () => [
      { blocks: [{ type: 'tool_use', name: 'Task', input: task }] },
      { blocks: [{ type: 'text', text: 'The agent is on it.' }] },
    ];
    const bgsub: Scenario = () => [{ blocks: [{ type: 'text', text: 'Looked [scenario:bgreply]' }] }];
    const bgreply: Scenario = () => [{ firstByteMs: 3000, blocks: [{ type: 'text', text: 'Reported back late.' }] }];
    const after: Scenario = () => [
      { chunkSize: 4, delayMs: 20, blocks: [{ type: 'text', text: 'Answered after the own turn.' }] },
    ];
    chat = await startChat({ scenarios: { bg, bgsub, bgreply, after } });
    await chat.nvim.command('ClaudeChat go [scenario:bg]');
    await waitFor(() => chat!.model.requests.some((r) => r.scenario === 'bgreply') || null, {
      timeout: 30_000,
      message: 'the CLI asking the model for its own turn',
    });
    await chat.nvim.command('ClaudeChat then this [scenario:after]');
    const lines = await chat.waitForLine('Answered after the own turn.', 30_000);
    const own = lines.indexOf('Reported back late.');
    expect(own).toBeGreaterThan(
      lines.indexOf('ℹ Claude goes on by itself (a task it started in the background reported back)'),
    );
    expect(lines.indexOf('then this [scenario:after]')).toBeGreaterThan(own);
    expect(lines.filter((l) => l.startsWith('▌ You'))).toEqual(['▌ You #1', '▌ You #2']);
    // The prompt's turn ran to its own end: no turn-done line between the prompt and its reply.
    const prompt = lines.indexOf('then this [scenario:after]');
    const reply = lines.indexOf('Answered after the own turn.');
    expect(lines.slice(prompt, reply).filter((l) => /done$/.test(l))).toEqual([]);
    const winbar = () => chat!.lua<string>(`return vim.wo[vim.fn.bufwinid('claude://chat')].winbar`);
    await waitFor(async () => /^Claude · ready · /.test(await winbar()), { message: "'ready' in the winbar" });
  });
});

// Cost, tokens, the context share, the model name and how long the sub-agent took vary; the layout does not.
const MASK = [
  /\$\d+\.\d+/g,
  /\d+(\.\d+)?k? in \/ \d+(\.\d+)?k? out/g,
  /\d+% ctx/g,
  /\d+%(?= c)/g,
  /<[\w.-]*-\d+(-\d+)*(\[\w+\])?$/g,
  /claude-[\w.-]+(\[\w+\])?/g,
  /\d+ tokens · \d+\.\d s/g,
];

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`a turn the CLI starts by itself at ${cols}x${rows}`, () => {
    it('the winbar says running… and the prompt typed meanwhile (queued)', async () => {
      const task = { description: 'Look around', prompt: 'Look [scenario:sleepsub]', subagent_type: 'general-purpose' };
      const sleepy: Scenario = () => [
        { blocks: [{ type: 'tool_use', name: 'Task', input: task }] },
        { blocks: [{ type: 'text', text: 'The agent is on it.' }] },
      ];
      const sleepsub: Scenario = () => [{ blocks: [{ type: 'text', text: 'Looked [scenario:sleeping]' }] }];
      // The CLI's own turn runs a command that takes a while (allowed without asking: it just runs).
      const tail = { command: 'tail -f nap.log', description: 'Wait' };
      const sleeping: Scenario = () => [
        {
          blocks: [
            { type: 'text', text: 'One more check.' },
            { type: 'tool_use', name: 'Bash', input: tail },
          ],
        },
        { blocks: [{ type: 'text', text: 'Done waiting.' }] },
      ];
      const later: Scenario = () => [{ blocks: [{ type: 'text', text: 'Answered after it.' }] }];
      chat = await startChat({
        scenarios: { sleepy, sleepsub, sleeping, later },
        files: { 'nap.log': '' },
        setup: { args: ['--allowedTools', 'Bash(tail:*)'] },
      });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('ClaudeChat go [scenario:sleepy]');
      await chat.waitForLine(/^⋯ Bash: tail -f nap\.log/, 30_000);
      await chat.nvim.command('ClaudeChat then this [scenario:later]');
      await screen.waitFor('Claude · running…, 1 queued');
      await screen.waitFor('▌ You (queued)');
      // The context's share (in the winbar at 160 columns) comes after turn #1, when the gauge asks the CLI: on a
      // busy machine later than the rest.
      if (cols === 160) await screen.waitFor('% ctx');
      await screen.settle();
      expectScreen(screen, `self-turn-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      // :ClaudeInterrupt stops it; the prompt then goes.
      await chat.nvim.command('ClaudeInterrupt');
      const lines = await chat.waitForLine('Answered after it.', 30_000);
      expect(lines.indexOf('ℹ Interrupted')).toBeGreaterThan(lines.indexOf('One more check.'));
      expect(lines.indexOf('ℹ Interrupted')).toBeLessThan(lines.indexOf('then this [scenario:later]'));
    });
  });
}
