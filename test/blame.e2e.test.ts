// :ClaudeBlame end to end (real Neovim, real CLI, fake model): the lines each turn wrote marked in the buffer
// (a sign, `#N · prompt` at the line's end), kept right as the user edits and as a later turn reloads the
// buffer; gb to the turn's prompt, gh its hunk; :ClaudeBlame! as a quickfix list by turn; off again; and
// the marks of a resumed session's recorded turns.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Scenario } from './fake-model/server';
import { startChat, type ChatFixture } from './support/chat';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
afterEach(async () => { await chat?.close(); chat = null; });

export const ORIGINAL = ['// header', 'const a = 1;', 'const b = 1;', '', 'function f() {', '  return a + b;', '}', '', 'console.log(f());', ''].join('\n');

const edit = (file: string, oldString: string, newString: string) => ({ type: 'tool_use' as const, name: 'Edit', input: { file_path: file, old_string: oldString, new_string: newString } });

export const blameScenarios: Record<string, Scenario> = {
  // Two lines of app.ts far apart, and a new file.
  'blame-one': ({ cwd }) => [
    // Read first: the oldest supported CLI edits only files read in the session.
    { blocks: [{ type: 'tool_use', name: 'Read', input: { file_path: path.join(cwd, 'app.ts') } }] },
    { blocks: [edit(path.join(cwd, 'app.ts'), 'const a = 1;', 'const a = 2;')] },
    { blocks: [edit(path.join(cwd, 'app.ts'), 'console.log(f());', 'console.log(f(), "one");')] },
    { blocks: [{ type: 'tool_use', name: 'Write', input: { file_path: path.join(cwd, 'notes.md'), content: '# Notes\n' } }] },
    { blocks: [{ type: 'text', text: 'Turn one done.' }] },
  ],
  // Two lines in between the first turn's.
  'blame-two': ({ cwd }) => [
    { blocks: [{ type: 'tool_use', name: 'Read', input: { file_path: path.join(cwd, 'app.ts') } }] },
    { blocks: [edit(path.join(cwd, 'app.ts'), '  return a + b;', '  // sum\n  return a + b + 1;')] },
    { blocks: [{ type: 'text', text: 'Turn two done.' }] },
  ],
};

/** The marks drawn in app.ts's buffer: [line, the text at its end, its sign]. */
export const marks = (c: ChatFixture) => c.lua<Array<[number, string, string]>>(`
  local buf = vim.fn.bufnr('app.ts')
  local ns = vim.api.nvim_get_namespaces().claude_blame
  if not ns then return {} end
  local out = {}
  for _, m in ipairs(vim.api.nvim_buf_get_extmarks(buf, ns, 0, -1, { details = true })) do
    local d = m[4]
    table.insert(out, { m[2] + 1, d.virt_text and d.virt_text[1][1] or '', vim.trim(d.sign_text or '') })
  end
  return out`);

/** Waits until the marks' lines and turns (`#N` of their text) are `want`. */
export const marksAre = (c: ChatFixture, want: Array<[number, number]>) => waitFor(async () => {
  const now = (await marks(c)).map(([l, text]) => [l, Number(/^#(\d+) · /.exec(text)?.[1])]);
  return JSON.stringify(now) === JSON.stringify(want) || null;
}, { message: `marks ${JSON.stringify(want)}`, timeout: 10_000 }).catch(async (e) => {
  throw new Error(`${(e as Error).message}; marks now ${JSON.stringify(await marks(c))}`);
});

/** The window of app.ts current. */
export const inApp = (c: ChatFixture) => c.lua(`vim.api.nvim_set_current_win(vim.fn.bufwinid('app.ts'))`);

export async function twoTurns(c: ChatFixture, between?: () => Promise<void>): Promise<void> {
  await c.nvim.command('edit app.ts');
  await c.nvim.command('ClaudeChat first change [scenario:blame-one]');
  await c.waitForLine('Turn one done.');
  await waitFor(async () => (await c.lua<string>(`return vim.fn.getbufline('app.ts', 2)[1]`)) === 'const a = 2;' || null,
    { message: 'app.ts reloaded after turn one' });
  await between?.();
  await c.nvim.command('ClaudeChat second change [scenario:blame-two]');
  await c.waitForLine('Turn two done.');
}

describe(':ClaudeBlame', () => {
  it('marks the lines each turn wrote, follows edits and a later turn, gb/gh, the ! list, and toggles off', async () => {
    chat = await startChat({ files: { 'app.ts': ORIGINAL }, scenarios: blameScenarios, setup: { permission_mode: 'acceptEdits' } });
    const c = chat;
    await twoTurns(c, async () => {
      // On after turn one: its two lines, with the sign and the turn's words.
      await inApp(c);
      await c.nvim.command('ClaudeBlame');
      await marksAre(c, [[2, 1], [9, 1]]);
      const [first] = await marks(c);
      expect(first[1]).toMatch(/^#1 · first change/);
      expect(first[2]).toBe('▎');
    });
    // Turn two's edit reloaded the buffer: its lines are marked too, turn one's moved down with the text.
    await marksAre(c, [[2, 1], [6, 2], [7, 2], [10, 1]]);

    // gh: the hunk of the turn that wrote the line, in a float.
    await inApp(c);
    await c.lua(`vim.api.nvim_win_set_cursor(0, { 7, 0 }); vim.cmd('normal gh')`);
    const float = await c.lua<{ lines: string[]; relative: string }>(`
      return { lines = vim.api.nvim_buf_get_lines(0, 0, -1, false), relative = vim.api.nvim_win_get_config(0).relative }`);
    expect(float.relative).toBe('editor');
    expect(float.lines).toEqual(['@@ -6,1 +6,2 @@', '-  return a + b;', '+  // sum', '+  return a + b + 1;']);
    await c.nvim.command('close');

    // gb: the chat, the cursor on the turn's prompt.
    await inApp(c);
    await c.lua(`vim.api.nvim_win_set_cursor(0, { 10, 0 }); vim.cmd('normal gb')`);
    const at = await c.lua<{ name: string; line: string; next: string }>(`
      local row = vim.api.nvim_win_get_cursor(0)[1]
      return { name = vim.api.nvim_buf_get_name(0), line = vim.fn.getline(row), next = vim.fn.getline(row + 1) }`);
    expect(at.name).toMatch(/claude:\/\/chat$/);
    expect(`${at.line}\n${at.next}`).toContain('first change [scenario:blame-one]');
    expect(`${at.line}\n${at.next}`).not.toContain('second change');

    // The user edits a marked line: its mark goes; the others stay.
    await c.lua(`vim.api.nvim_buf_set_lines(vim.fn.bufnr('app.ts'), 6, 7, false, { '  return 0;' })`);
    await marksAre(c, [[2, 1], [6, 2], [10, 1]]);
    // A line added above moves the marks with their lines.
    await c.lua(`vim.api.nvim_buf_set_lines(vim.fn.bufnr('app.ts'), 0, 0, false, { '// mine' })`);
    await marksAre(c, [[3, 1], [7, 2], [11, 1]]);

    // :ClaudeBlame!: every marked line of every file, by turn, then file, then line.
    await c.nvim.command('ClaudeBlame!');
    const qf = await c.lua<{ title: string; items: Array<[string, number, string]> }>(`
      local l = vim.fn.getqflist({ title = 1, items = 1 })
      local items = {}
      for _, it in ipairs(l.items) do
        table.insert(items, { vim.fn.fnamemodify(vim.api.nvim_buf_get_name(it.bufnr), ':t'), it.lnum, it.text })
      end
      return { title = l.title, items = items }`);
    expect(qf.title).toBe('Claude blame: the lines Claude wrote, by turn');
    expect(qf.items).toEqual([
      ['app.ts', 3, '#1 · first change [scenario:blame-one]: const a = 2;'],
      ['app.ts', 11, '#1 · first change [scenario:blame-one]: console.log(f(), "one");'],
      ['notes.md', 1, '#1 · first change [scenario:blame-one]: # Notes'],
      ['app.ts', 7, '#2 · second change [scenario:blame-two]:   // sum'],
    ]);

    // Off: no mark, no key.
    await inApp(c);
    await c.nvim.command('ClaudeBlame');
    expect(await marks(c)).toEqual([]);
    const keys = await c.lua<string[]>(`
      return vim.tbl_map(function(m) return m.lhs end, vim.api.nvim_buf_get_keymap(0, 'n'))`);
    expect(keys).not.toContain('gb');
    expect(keys).not.toContain('gh');
  });

  it("after :ClaudeResume, the marks of the recorded session's turns come back", async () => {
    chat = await startChat({ files: { 'app.ts': ORIGINAL }, scenarios: blameScenarios, setup: { permission_mode: 'acceptEdits' } });
    const c = chat;
    await twoTurns(c);
    const id = await waitFor(async () => (await c.status()).session_id ?? null, { message: 'the session id' });
    // The CLI writes its record lazily: wait for the second turn's reply on disk.
    const projects = path.join(c.ws.home, '.claude', 'projects');
    await waitFor(() => fs.existsSync(projects) && fs.readdirSync(projects).some((d) => {
      const record = path.join(projects, d, `${id}.jsonl`);
      return fs.existsSync(record) && fs.readFileSync(record, 'utf8').includes('Turn two done.');
    }) || null, { timeout: 20_000, message: 'the second turn recorded' });
    // The live session ends: no session of this Neovim wrote anything now.
    await c.lua(`require('claude.sessions').close('1')`);
    await waitFor(async () => (await c.lua<number>(`return #require('claude').sessions()`)) === 0 || null,
      { message: 'the session closed' });
    await inApp(c);
    await c.nvim.command('ClaudeBlame');
    await marksAre(c, []);
    await c.nvim.command('ClaudeBlame');
    await c.nvim.command(`ClaudeResume ${id}`);
    await c.waitForLine(/^ℹ Resumed session /);
    await inApp(c);
    await c.nvim.command('ClaudeBlame');
    await marksAre(c, [[2, 1], [6, 2], [7, 2], [10, 1]]);
  });
});
