// After the user reverts a hunk, Claude's next edit of that file goes through: the host tells the CLI the file
// as it is now (seed_read_state), so the CLI does not refuse the edit as "modified since read". Both CLIs
// tested (2.1.197, 2.1.332) also notice the change by themselves at the next prompt, so this holds the
// behaviour rather than telling the seed apart. Real Neovim, the real CLI, the fake model.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Scenario } from './fake-model/server';
import { startChat, type ChatFixture } from './support/chat';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
afterEach(async () => {
  await chat?.close();
  chat = null;
});

const APP = ['const a = 1;', 'const b = 1;', '', 'console.log(a + b);', ''].join('\n');
const edit = (file: string, oldString: string, newString: string) => ({
  type: 'tool_use' as const,
  name: 'Edit',
  input: { file_path: file, old_string: oldString, new_string: newString },
});

const scenarios: Record<string, Scenario> = {
  first: ({ cwd }) => [
    { blocks: [{ type: 'tool_use', name: 'Read', input: { file_path: path.join(cwd, 'app.ts') } }] },
    { blocks: [edit(path.join(cwd, 'app.ts'), 'const a = 1;', 'const a = 2;')] },
    { blocks: [{ type: 'text', text: 'First edit made.' }] },
  ],
  // No Read first: the CLI goes by what it read last.
  again: ({ cwd }) => [
    { blocks: [edit(path.join(cwd, 'app.ts'), 'console.log(a + b);', 'console.log(a * b);')] },
    { blocks: [{ type: 'text', text: 'Second edit made.' }] },
  ],
};

/** The tool results the model got in the last request of `scenario`. */
const toolResults = (c: ChatFixture, scenario: string): any[] =>
  (c.model.requests.filter((q) => q.scenario === scenario).at(-1)?.body.messages ?? [])
    .flatMap((m: any) => (Array.isArray(m.content) ? m.content : []))
    .filter((b: any) => b.type === 'tool_result');

describe('an edit after a revert', () => {
  it('Claude edits, the user reverts that hunk, Claude edits the file again: the edit is made, not refused', async () => {
    chat = await startChat({ files: { 'app.ts': APP }, scenarios, setup: { permission_mode: 'acceptEdits' } });
    const file = path.join(chat.ws.dir, 'app.ts');
    await chat.nvim.command('ClaudeChat change a [scenario:first]');
    await chat.waitForLine('First edit made.', 30_000);
    expect(fs.readFileSync(file, 'utf8')).toBe(APP.replace('const a = 1;', 'const a = 2;'));
    // The turn's list of hunks (once the turn is done): u on its one hunk puts it back on disk.
    const hasList =
      "for nr = 1, vim.fn.getqflist({ nr = '$' }).nr do" +
      " if vim.fn.getqflist({ nr = nr, title = 1 }).title:match('^Claude #1') then return true end end return false";
    await waitFor(() => chat!.lua<boolean>(hasList).then((y) => y || null), { message: "the turn's list of hunks" });
    await chat.lua(`
      for nr = 1, vim.fn.getqflist({ nr = '$' }).nr do
        if vim.fn.getqflist({ nr = nr, title = 1 }).title:match('^Claude #1') then vim.cmd('silent ' .. nr .. 'chistory') end
      end
      vim.cmd('copen')
      vim.api.nvim_win_set_cursor(0, { 1, 0 })`);
    await chat.nvim.input('u');
    await waitFor(() => fs.readFileSync(file, 'utf8') === APP || null, { message: 'the hunk reverted on disk' });
    await chat.waitForLine(/^ℹ Reverted a change of prompt #1 in app\.ts/);
    await chat.nvim.command('ClaudeChat now the log [scenario:again]');
    await chat.waitForLine('Second edit made.', 30_000);
    expect(fs.readFileSync(file, 'utf8')).toBe(APP.replace('console.log(a + b);', 'console.log(a * b);'));
    // What the model got back for that Edit: its result, not an error.
    const results = toolResults(chat, 'again');
    expect(results.at(-1)?.content).not.toMatch(/modified since/i);
    expect(results.at(-1)?.is_error ?? false).toBe(false);
  });
});
