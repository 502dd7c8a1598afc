// The user's hooks (--include-hook-events): a PreToolUse hook of the project's settings that refuses `rm` is a
// notice in the transcript saying which hook blocked what and why, the file stays, and every hook event fires
// `User ClaudeHook` with its data for the user's autocmds.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { afterTurn, startChat, type ChatFixture } from './support/chat';
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

// Cost, tokens, the context share and the model name vary with the CLI; the layout and the words do not.
const MASK = [/\$\d+\.\d+/g, /\d+(\.\d+)?k? in \/ \d+(\.\d+)?k? out/g, /\d+% ctx/g, /claude-[\w.-]+(\[\w+\])?/g];

// Reads the tool's input (JSON on stdin) and refuses any rm, as a hook does: exit code 2, the reason on stderr.
// And answers an echo with JSON: allowed, with its input changed.
const BLOCK_RM = `#!/bin/sh
input=$(cat)
if echo "$input" | grep -q '"command":"rm '; then echo 'no rm here' >&2; exit 2; fi
if echo "$input" | grep -q '"command":"echo '; then
  echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow",'\\
'"permissionDecisionReason":"echo is fine","updatedInput":{"command":"echo changed-by-hook"}}}'
fi
exit 0
`;
const SETTINGS = {
  hooks: {
    PreToolUse: [
      {
        matcher: 'Bash',
        hooks: [{ type: 'command', command: 'sh "$CLAUDE_PROJECT_DIR/.claude/block-rm.sh"' }],
      },
    ],
  },
};

const RM_X = {
  'rm-x': () => [
    { blocks: [{ type: 'tool_use' as const, name: 'Bash', input: { command: 'rm x', description: 'Remove x' } }] },
    { blocks: [{ type: 'text' as const, text: 'The hook refused it.' }] },
  ],
};
const FILES = { x: 'keep me\n', '.claude/block-rm.sh': BLOCK_RM, '.claude/settings.json': JSON.stringify(SETTINGS) };

interface Seen {
  session: string;
  phase: string;
  event: string;
  hook_name: string;
  exit_code?: number;
  outcome?: string;
  stderr: string;
  session_id: string;
}

describe('hooks', () => {
  it('a blocking PreToolUse hook is a notice, the file stays, and User ClaudeHook gets its events', async () => {
    chat = await startChat({ files: FILES, scenarios: RM_X });
    await chat.lua(`
      _G.hook_events = {}
      vim.api.nvim_create_autocmd('User', { pattern = 'ClaudeHook', callback = function(a)
        table.insert(_G.hook_events, a.data)
      end })`);
    await chat.nvim.command('ClaudeChat [scenario:rm-x] remove x');
    await chat.waitForLine('⚠ PreToolUse hook blocked Bash: no rm here', 60_000);
    await chat.waitForLine('The hook refused it.');
    expect(fs.readFileSync(path.join(chat.ws.dir, 'x'), 'utf8')).toBe('keep me\n');
    const events = await waitFor(
      async () => {
        const seen = await chat!.lua<Seen[]>('return _G.hook_events');
        return seen.some((e) => e.phase === 'response' && e.hook_name === 'PreToolUse:Bash') ? seen : null;
      },
      { message: 'the hook response in User ClaudeHook' },
    );
    const mine = events.filter((e) => e.hook_name === 'PreToolUse:Bash');
    expect(mine.map((e) => e.phase)).toEqual(['started', 'response']);
    expect(mine[1]).toMatchObject({
      session: '1',
      event: 'PreToolUse',
      exit_code: 2,
      stderr: expect.stringContaining('no rm here'),
    });
    expect(mine[1].session_id).toMatch(/\S/);
  });

  it('a hook that answers with JSON: the notice says it allowed the tool and changed its input', async () => {
    chat = await startChat({
      files: { '.claude/block-rm.sh': BLOCK_RM, '.claude/settings.json': JSON.stringify(SETTINGS) },
    });
    await chat.nvim.command('ClaudeChat [scenario:bash] say hi');
    await chat.waitForLine('ℹ PreToolUse hook allowed Bash and changed its input: echo is fine', 60_000);
    await chat.waitForLine('changed-by-hook');
  });

  for (const [cols, rows] of [
    [80, 24],
    [160, 48],
  ] as const) {
    it(`the blocking hook's notice at ${cols}x${rows}`, async () => {
      chat = await startChat({ files: FILES, scenarios: RM_X });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('ClaudeChat [scenario:rm-x] remove x');
      await chat.waitForLine('The hook refused it.', 60_000);
      await afterTurn(chat);
      await screen.waitFor('PreToolUse hook blocked Bash');
      await screen.settle();
      expectScreen(screen, `hook-blocked-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });
  }
});
