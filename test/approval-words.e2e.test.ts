// An approval says all the CLI says about it: why it asks (its reason, the path that made it ask, the ask rule
// behind it), its title and description, and the choices its flags allow: `default_to_no` (deny first, allow
// by a key pressed twice), `suppress_always_allow_rule` (no "always"). The real CLI against the fake model;
// the title and default_to_no, which it sends only for asks a hook or an MCP server words, are added to its
// requests by test/fake-cli/wrap.mjs (`ask-words`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Scenario } from './fake-model/server';
import { claudeBin, cliAtLeast } from './support/claude-env';
import { startChat, type ChatFixture } from './support/chat';
import { WRAP } from './support/faults';
import { focusTranscript, typeKeys } from './support/keys';
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

const MASK = [
  /\$\d+\.\d+/g,
  /\d+(\.\d+)?k? in \/ \d+(\.\d+)?k? out/g,
  /\d+% ctx/g,
  /\d+%(?= c)/g,
  /<[\w.-]*-\d+(-\d+)*(\[\w+\])?$/g,
  /claude-[\w.-]+(\[\w+\])?/g,
];

const bash =
  (command: string): Scenario =>
  () => [
    { blocks: [{ type: 'tool_use', name: 'Bash', input: { command, description: 'Run it' } }] },
    { blocks: [{ type: 'text', text: 'Done with it.' }] },
  ];
const write =
  (file: (cwd: string) => string): Scenario =>
  ({ cwd }) => [
    { blocks: [{ type: 'tool_use', name: 'Write', input: { file_path: file(cwd), content: 'shipped\n' } }] },
    { blocks: [{ type: 'text', text: 'Wrote it.' }] },
  ];

/** vim.notify's messages from now on, in _G.seen. */
const recordNotices = (c: ChatFixture) =>
  c.lua(`
  _G.seen = {}
  local notify = vim.notify
  vim.notify = function(msg, ...) table.insert(_G.seen, msg) return notify(msg, ...) end`);
const notices = (c: ChatFixture) => c.lua<string[]>('return _G.seen');

describe('what the CLI says about an approval', () => {
  it("a command touching a path outside the project: the blocked path; a Write there: the CLI's reason", async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-outside-'));
    try {
      chat = await startChat({
        scenarios: {
          touch: bash(`touch ${outside}/made.txt`),
          put: write(() => path.join(outside, 'put.txt')),
        },
      });
      await chat.nvim.command('ClaudeChat go [scenario:touch]');
      await chat.waitForLine(`  Blocked path: ${outside}/made.txt`, 30_000);
      await chat.nvim.command('ClaudeDeny');
      await chat.waitForLine('Done with it.');
      await chat.nvim.command('ClaudeChat go [scenario:put]');
      const lines = await chat.waitForLine('  Path is outside allowed working directories', 30_000);
      // The CLI's description of a Write is its path, which the tool line shows already.
      const at = lines.indexOf(`? Write ${outside}/put.txt`);
      expect(at).toBeGreaterThan(-1);
      expect(lines[at + 1]).toBe('  + shipped');
      await chat.nvim.command('ClaudeDeny');
      await chat.waitForLine('Wrote it.');
      expect(fs.existsSync(path.join(outside, 'put.txt'))).toBe(false);
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });

  it("an ask rule in the project's settings: the approval says so, and names its file", async () => {
    chat = await startChat({
      files: { '.claude/settings.json': JSON.stringify({ permissions: { ask: ['Bash(rm:*)'] } }) },
      scenarios: { rm: bash('rm -f nothing.txt') },
    });
    await chat.nvim.command('ClaudeChat go [scenario:rm]');
    // 2.1.197 does not say which file.
    await chat.waitForLine(
      cliAtLeast('2.1.332') ? '  Asked by an ask rule in .claude/settings.json' : '  Asked by an ask rule',
      30_000,
    );
    await chat.nvim.command('ClaudeDeny');
    await chat.waitForLine('Done with it.');
  });

  // 2.1.197 sends no suppress_always_allow_rule.
  it.runIf(cliAtLeast('2.1.332'))(
    'suppress_always_allow_rule: no "always" in the hint, and :ClaudeApprove always is refused, saying why',
    async () => {
      chat = await startChat({ scenarios: { wipe: bash('rm -rf .') } });
      await recordNotices(chat);
      await chat.nvim.command('ClaudeChat go [scenario:wipe]');
      const lines = await chat.waitForLine('  No "always" for this one: Claude Code asks each time', 30_000);
      expect(lines).toContain('  Dangerous rm operation on working directory or its ancestor: ' + chat.ws.dir);
      expect(lines.filter((l) => l.includes('[A]'))).toEqual([]);
      await chat.nvim.command('ClaudeApprove always');
      await waitFor(async () =>
        (await notices(chat!)).find((m) => m.includes('offers no "always" for this Bash call')),
      );
      // Still waiting: nothing was sent.
      expect(await chat.transcript()).toContain('  No "always" for this one: Claude Code asks each time');
      await chat.nvim.command('ClaudeDeny');
      await chat.waitForLine('Done with it.');
      expect(fs.existsSync(chat.ws.dir)).toBe(true);
    },
  );

  it('default_to_no: deny comes first, one press of the allow key allows nothing, a second one allows', async () => {
    chat = await startChat({
      scenarios: { ship: write((cwd) => path.join(cwd, 'site.txt')) },
      setup: { command: WRAP },
      env: {
        FAKE_CLI_REAL: claudeBin(),
        FAKE_CLI_FAULTS: 'ask-words',
        FAKE_CLI_ASK_WORDS: JSON.stringify({ title: 'Publish the site', default_to_no: true }),
      },
    });
    screen = await attachScreen(chat, 80, 24);
    await chat.nvim.command('ClaudeChat go [scenario:ship]');
    const lines = await chat.waitForLine(
      '  [d] deny (the default)  [r] review the diff  [a] allow once: press it twice',
      30_000,
    );
    expect(lines[lines.indexOf('? Write site.txt') + 1]).toBe('  Publish the site');
    await focusTranscript(chat);
    await chat.lua("vim.fn.search('^? Write')");
    await typeKeys(chat, 'a', screen);
    // Whole at 80 columns: what to do first.
    await screen.waitFor('claude-chat: Write: press again to allow (Claude Code asks for two)');
    expect(fs.existsSync(path.join(chat.ws.dir, 'site.txt'))).toBe(false);
    expect(await chat.transcript()).toContain('  Publish the site');
    await typeKeys(chat, 'a', screen);
    await chat.waitForLine('Wrote it.', 30_000);
    expect(fs.readFileSync(path.join(chat.ws.dir, 'site.txt'), 'utf8')).toBe('shipped\n');
    // Allowed: the message that said to press again is gone.
    await screen.waitFor((s) => !s.text().includes('press again'));
  });
});

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`an approval with the CLI's title at ${cols}x${rows}`, () => {
    // The winbar of 2.1.197 lacks a field the newest CLI's has; the reference screens are the newest CLI's.
    it.runIf(cliAtLeast('2.1.332'))('shows the title over the call, deny first', async () => {
      chat = await startChat({
        scenarios: { ship: write((cwd) => path.join(cwd, 'site.txt')) },
        setup: { command: WRAP },
        env: {
          FAKE_CLI_REAL: claudeBin(),
          FAKE_CLI_FAULTS: 'ask-words',
          FAKE_CLI_ASK_WORDS: JSON.stringify({
            title: 'Publish the site',
            description: 'Replaces what every visitor sees',
            default_to_no: true,
          }),
        },
      });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('ClaudeChat publish it [scenario:ship]');
      await chat.waitForLine('  Allow Write?', 30_000);
      await screen.waitFor(/Publish the site/);
      await screen.settle();
      expectScreen(screen, `approval-title-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      await chat.nvim.command('ClaudeDeny');
    });
  });
}
