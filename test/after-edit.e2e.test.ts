// Neovim as Claude's IDE (issue 32, item 2): errors Claude introduced come back to it. After Claude's edit of a
// file open in Neovim, the diagnostics that appeared there once the source settled go to Claude with the
// edit's result (a PostToolUse hook the host serves) and show folded under the edit in the transcript.
// Real Neovim, real CLI, fake model; the diagnostics come from a tiny source the test controls
// (test/support/lint.ts).
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_LINT } from '../scripts/demo-init';
import { afterEditScenarios, BROKEN_LINE } from './fake-model/afteredit-scenarios';
import { DEMO_FILES, FIX_ERROR_LINE } from './fake-model/scenarios';
import type { RecordedRequest } from './fake-model/server';
import { startChat, type ChatFixture, type ChatOptions } from './support/chat';
import { CHAT_LUA } from './support/keys';
import { openWithLinter } from './support/lint';
import { ROOT } from './support/nvim';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
afterEach(async () => {
  const c = chat;
  chat = null;
  await c?.close();
});

const APP = 'const a: number = 1;\nconst b = a + 1;\nexport { a, b };\n';
const ERROR = "app.ts:3:7: error: Type 'string' is not assignable to type 'number'. [test-lint 2322]";

const start = (opts: ChatOptions = {}) =>
  startChat({
    files: { 'app.ts': APP },
    scenarios: afterEditScenarios,
    ...opts,
    setup: { permission_mode: 'acceptEdits', ...opts.setup },
  });

/** What the model was sent after the edit (its call in step 1, after a Read): request 2's last message, as text. */
function lastMessage(requests: RecordedRequest[], scenario: string, step: number): string | null {
  const last = requests.find((r) => r.scenario === scenario && r.step === step)?.body.messages.at(-1);
  return last ? JSON.stringify(last.content) : null;
}

const sentAfter = (c: ChatFixture, scenario: string, step = 2) =>
  waitFor(() => lastMessage(c.model.requests, scenario, step), {
    timeout: 30_000,
    message: `the model's request ${step} of ${scenario}`,
  });

describe("errors Claude's edit introduced come back to it", () => {
  it('the new error goes with the edit to Claude, and shows folded under the edit', async () => {
    chat = await start();
    await openWithLinter(chat);
    await chat.nvim.command('ClaudeChat add a constant [scenario:after-edit]');
    const sent = await sentAfter(chat, 'after-edit');
    expect(sent).toContain(JSON.stringify(ERROR).slice(1, -1));
    expect(sent).toContain('Neovim: 1 new error in app.ts after this edit');
    // The warning was there before the edit: not Claude's doing, not sent.
    expect(sent).not.toContain('a is exported');
    const lines = await chat.waitForLine('Edited.');
    const head = lines.indexOf('  ⚠ Neovim: 1 new error in app.ts after this edit');
    expect(head).toBeGreaterThan(lines.findIndex((l) => l.startsWith('✓ Edit app.ts')));
    expect(lines[head + 1]).toBe(`  │ ${ERROR}`);
    // Folded under the edit, like its diff: the heading in view, the diagnostics hidden until zo.
    const fold = await chat.lua<number[]>(`${CHAT_LUA}
      return vim.api.nvim_win_call(chat_wins()[1], function()
        return { vim.fn.foldclosed(${head + 1}), vim.fn.foldclosed(${head + 2}) }
      end)`);
    expect(fold).toEqual([-1, head + 2]);
    expect(await chat.lua('return vim.api.nvim_buf_get_lines(vim.fn.bufnr("app.ts"), 2, 3, false)[1]')).toBe(
      BROKEN_LINE,
    );
  });

  it('an error like one already there, on another line, is new: the second of the same message goes to Claude', async () => {
    // Line 2 has the error before the edit; the edit adds the same error on line 4 (issue 44, item 7).
    const before = "const a: number = 1;\nconst z: number = 'y';\nconst b = a + 1;\nexport { a, b };\n";
    chat = await start({ files: { 'app.ts': before } });
    await openWithLinter(chat);
    await chat.nvim.command('ClaudeChat add a constant [scenario:after-edit]');
    const sent = await sentAfter(chat, 'after-edit');
    expect(sent).toContain('Neovim: 1 new error in app.ts after this edit');
    expect(sent).toContain(JSON.stringify(ERROR.replace('app.ts:3:7', 'app.ts:4:7')).slice(1, -1));
    // The one that was there is not news.
    expect(sent).not.toContain('app.ts:2:7');
    await chat.waitForLine('  ⚠ Neovim: 1 new error in app.ts after this edit');
  });

  it('an edit that brings no new diagnostic: nothing is added', async () => {
    chat = await start();
    await openWithLinter(chat);
    await chat.nvim.command('ClaudeChat change it [scenario:after-edit-clean]');
    const sent = await sentAfter(chat, 'after-edit-clean');
    expect(sent).not.toContain('is_error');
    expect(sent).not.toContain('Neovim:');
    const lines = await chat.waitForLine('Edited.');
    expect(lines.filter((l) => l.includes('⚠ Neovim'))).toEqual([]);
  });

  it('setup{ editor_tools = { after_edit = false } }: Claude is not told', async () => {
    chat = await start({ setup: { editor_tools: { after_edit: false } } });
    await openWithLinter(chat);
    await chat.nvim.command('ClaudeChat add a constant [scenario:after-edit]');
    const sent = await sentAfter(chat, 'after-edit');
    expect(sent).not.toContain('is_error');
    expect(sent).not.toContain('Neovim:');
    const lines = await chat.waitForLine('Edited.');
    expect(lines.filter((l) => l.includes('⚠ Neovim'))).toEqual([]);
  });

  it("the demo's fix-error: the edit's error comes back, Claude reads the diagnostics and fixes it", async () => {
    chat = await startChat({ files: DEMO_FILES, setup: { permission_mode: 'acceptEdits' } });
    await chat.lua(DEMO_LINT);
    await chat.nvim.command('edit greet.ts');
    await chat.nvim.command('ClaudeChat break it and fix it [scenario:fix-error]');
    const error = "greet.ts:10:15: error: Type 'string' is not assignable to type 'number'. [demo-lint]";
    expect(await sentAfter(chat, 'fix-error', 2)).toContain(JSON.stringify(error).slice(1, -1));
    // The diagnostics tool says the same, as Neovim shows it now.
    expect(await sentAfter(chat, 'fix-error', 3)).toContain(JSON.stringify(`1 error\n${error}`).slice(1, -1));
    // The fix brings no new error: nothing more is said.
    const fixed = await sentAfter(chat, 'fix-error', 4);
    expect(fixed).not.toContain('is_error');
    expect(fixed).not.toContain('Neovim:');
    const lines = await chat.waitForLine('Fixed: the line that did not type-check is gone.');
    expect(lines).toContain('✓ Neovim: diagnostics greet.ts · 1 error · auto-allowed');
    expect(lines).toContain('  ⚠ Neovim: 1 new error in greet.ts after this edit');
    expect(await chat.lua('return vim.api.nvim_buf_get_lines(vim.fn.bufnr("greet.ts"), 0, -1, false)')).not.toContain(
      FIX_ERROR_LINE,
    );
    expect(await chat.lua('return #vim.diagnostic.get(vim.fn.bufnr("greet.ts"))')).toBe(0);
  });

  it('with the real typescript-language-server: the type error its edit made goes to Claude', async () => {
    chat = await start({ files: { 'app.ts': `${APP}const z: string = 1;\n` } });
    const server = path.join(ROOT, '.deps', 'servers', 'node_modules', '.bin', 'typescript-language-server');
    await chat.nvim.command('edit app.ts');
    await chat.lua(`vim.lsp.start({ name = 'ts', cmd = { ..., '--stdio' }, root_dir = vim.fn.getcwd() })`, [server]);
    // The server has loaded the project once it reports the error the file already has.
    await waitFor(() => chat!.lua<number>('return #vim.diagnostic.get(vim.fn.bufnr("app.ts"))').then((n) => n > 0), {
      timeout: 60_000,
      message: 'the language server to report app.ts',
    });
    await chat.nvim.command('ClaudeChat add a constant [scenario:after-edit]');
    const sent = await sentAfter(chat, 'after-edit');
    expect(sent).toContain("app.ts:3:7: error: Type 'string' is not assignable to type 'number'. [typescript 2322]");
    // The error that was there before is not Claude's.
    expect(sent).not.toContain("Type 'number' is not assignable to type 'string'");
  });
});
