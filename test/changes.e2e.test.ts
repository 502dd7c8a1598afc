// Approvals and changed files end to end: what an allowed or denied edit does on disk, in the transcript
// and in the quickfix list. Real Neovim, real CLI, fake model.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Scenario } from './fake-model/server';
import { startChat, type ChatFixture } from './support/chat';
import { focusTranscript, typeKeys } from './support/keys';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
afterEach(async () => {
  const c = chat;
  chat = null;
  await c?.close();
});

const qflist = (c: ChatFixture) =>
  c.lua<{ title: string; items: { filename: string; lnum: number; text: string }[] }>(`
  local l = vim.fn.getqflist({ title = 1, items = 1 })
  for _, it in ipairs(l.items) do it.filename = vim.api.nvim_buf_get_name(it.bufnr) end
  return l`);

/** a.txt written, then edited; b.txt written: three changes, two files. */
const threeEdits: Scenario = ({ cwd }) => [
  { blocks: [{ type: 'tool_use', name: 'Write', input: { file_path: path.join(cwd, 'a.txt'), content: 'one\n' } }] },
  { blocks: [{ type: 'tool_use', name: 'Read', input: { file_path: path.join(cwd, 'a.txt') } }] },
  {
    blocks: [
      {
        type: 'tool_use',
        name: 'Edit',
        input: { file_path: path.join(cwd, 'a.txt'), old_string: 'one', new_string: 'one\ntwo' },
      },
    ],
  },
  { blocks: [{ type: 'tool_use', name: 'Write', input: { file_path: path.join(cwd, 'b.txt'), content: 'beta\n' } }] },
  { blocks: [{ type: 'text', text: 'Three edits made.' }] },
];

const THREE = 'line one\nline two\nline three\n';
/** hello.txt read, then written over with three lines (the CLI writes over only a file read first). */
const overwrite: Scenario = ({ cwd }) => [
  { blocks: [{ type: 'tool_use', name: 'Read', input: { file_path: path.join(cwd, 'hello.txt') } }] },
  { blocks: [{ type: 'tool_use', name: 'Write', input: { file_path: path.join(cwd, 'hello.txt'), content: THREE } }] },
  { blocks: [{ type: 'text', text: 'Rewrote hello.txt.' }] },
];

describe('approvals and changed files end to end (real Neovim, real CLI, fake model)', () => {
  it('an allowed Write lands on disk and in the quickfix list; :cnext walks it', async () => {
    chat = await startChat({ files: { 'app.ts': 'const a = 1;\nconsole.log(a);\n' } });
    await chat.nvim.command('ClaudeChat create it [scenario:write]');
    let lines = await chat.waitForLine('Allow Write?');
    expect(lines).toContain('? Write hello.txt');
    expect(lines).toContain('  + line one');
    expect(fs.existsSync(path.join(chat.ws.dir, 'hello.txt'))).toBe(false);
    // Answer from the transcript with the keymap.
    await focusTranscript(chat);
    await chat.nvim.input('a');
    lines = await chat.waitForLine('Created hello.txt.');
    expect(lines).toContain('✓ Write hello.txt');
    expect(fs.readFileSync(path.join(chat.ws.dir, 'hello.txt'), 'utf8')).toBe('line one\nline two\nline three\n');
    const qf = await waitFor(async () => {
      const l = await qflist(chat!);
      return l.items.length ? l : null;
    });
    // Cut to what :colder can echo without asking for ENTER (34 cells at 80 columns).
    expect(qf.title).toBe('Claude: changed files · create it…');
    expect(qf.items).toEqual([
      expect.objectContaining({ filename: path.join(chat.ws.dir, 'hello.txt'), lnum: 1, text: '+3 -0' }),
    ]);
    await chat.nvim.command('cfirst');
    expect(await chat.lua(`return vim.api.nvim_buf_get_name(0)`)).toBe(path.join(chat.ws.dir, 'hello.txt'));
    // Named as the user would name it (the status line's %f), not by its absolute path.
    expect(await chat.lua(`return vim.fn.bufname('%')`)).toBe('hello.txt');
  });

  it('a Write over a file that exists says it overwrites, and previews the diff against the file', async () => {
    chat = await startChat({ files: { 'hello.txt': 'hello\n' }, scenarios: { overwrite } });
    await chat.nvim.command('ClaudeChat rewrite it [scenario:overwrite]');
    const lines = await chat.waitForLine('Allow Write?');
    const at = lines.indexOf('? Write hello.txt · overwrites 1 line');
    expect(at).toBeGreaterThan(-1);
    expect(lines.slice(at + 1, at + 6)).toEqual([
      '  @@ -1,1 +1,3 @@',
      '  - hello',
      '  + line one',
      '  + line two',
      '  + line three',
    ]);
    await chat.nvim.command('ClaudeApprove');
    await chat.waitForLine('Rewrote hello.txt.');
    expect(fs.readFileSync(path.join(chat.ws.dir, 'hello.txt'), 'utf8')).toBe(THREE);
  });

  it('a denied Write neither touches the disk nor enters the quickfix list', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat create it [scenario:write]');
    await chat.waitForLine('Allow Write?');
    await chat.nvim.command('ClaudeDeny not now');
    const lines = await chat.waitForLine('Nothing was written: you denied the Write.');
    // The model's reply follows the denial: it never claims the file it did not write.
    expect(lines).not.toContain('Created hello.txt.');
    expect(lines.some((l) => /^✗ Write hello.txt/.test(l))).toBe(true);
    expect(fs.existsSync(path.join(chat.ws.dir, 'hello.txt'))).toBe(false);
    expect((await qflist(chat)).items).toEqual([]);
    const denial = chat.model.requests
      .at(-1)!
      .body.messages.flatMap((m: any) => (Array.isArray(m.content) ? m.content : []))
      .find((b: any) => b.type === 'tool_result');
    expect(JSON.stringify(denial)).toContain('not now');
  });

  it('d in the transcript denies the approval under the cursor: nothing on disk, the model gets a denial', async () => {
    chat = await startChat();
    const file = path.join(chat.ws.dir, 'hello.txt');
    await chat.nvim.command('ClaudeChat create it [scenario:write]');
    const lines = await chat.waitForLine('Allow Write?');
    await focusTranscript(chat);
    await chat.lua(`vim.api.nvim_win_set_cursor(0, { ..., 0 })`, [lines.indexOf('? Write hello.txt') + 1]);
    const before = chat.model.requests.length;
    await typeKeys(chat, 'd');
    await chat.waitForLine(/^✗ Write hello\.txt/);
    await waitFor(() => chat!.model.requests.length > before, { message: "the model's next request" });
    expect(fs.existsSync(file)).toBe(false);
    const results = chat.model.requests
      .at(-1)!
      .body.messages.flatMap((m: any) => (Array.isArray(m.content) ? m.content : []))
      .filter((b: any) => b.type === 'tool_result');
    expect(results).toHaveLength(1);
    expect(results[0].is_error).toBe(true);
    expect(JSON.stringify(results[0].content)).toContain('The user denied this tool use.');
    await chat.waitForLine('Nothing was written: you denied the Write.'); // the script's reply to a denial
    expect(fs.existsSync(file)).toBe(false);
  });

  it('an allowed Edit shows a diff preview, changes the file, and the quickfix item points at the changed line', async () => {
    chat = await startChat({ files: { 'app.ts': '// header\nconst a = 1;\nconsole.log(a);\n' } });
    await chat.nvim.command('ClaudeChat edit [scenario:edit]');
    const lines = await chat.waitForLine('Allow Edit?');
    expect(lines).toContain('  - const a = 1;');
    expect(lines).toContain('  + const a = 2;');
    expect(lines).toContain('  + const b = 3;');
    await chat.nvim.command('ClaudeApprove');
    await chat.waitForLine('Changed a and added b.');
    expect(fs.readFileSync(path.join(chat.ws.dir, 'app.ts'), 'utf8')).toBe(
      '// header\nconst a = 2;\nconst b = 3;\nconsole.log(a);\n',
    );
    const qf = await waitFor(async () => {
      const l = await qflist(chat!);
      return l.items.length ? l : null;
    });
    expect(qf.items[0]).toEqual(
      expect.objectContaining({ filename: path.join(chat.ws.dir, 'app.ts'), lnum: 2, text: '+2 -1' }),
    );
    await chat.nvim.command('ClaudeChanges');
    expect(await chat.lua(`return vim.bo.buftype`)).toBe('quickfix');
  });

  it('several edits in one message each land in the quickfix list, in order', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat two files [scenario:multi]');
    for (let i = 0; i < 2; i++) {
      await chat.waitForLine('Allow Write?');
      const line = (await chat.transcript()).indexOf('  Allow Write?');
      await chat.nvim.command('ClaudeApprove');
      // Answered: the pending prompt is gone or is the next one (a later line). Within one frame (frame_ms)
      // the first answer and the second prompt can arrive together, so the transcript may never show none.
      await waitFor(async () => i === 1 || (await chat!.transcript()).indexOf('  Allow Write?') !== line, {
        message: 'the prompt to be answered',
      });
    }
    await chat.waitForLine('Both files written.');
    const qf = await qflist(chat);
    expect(qf.items.map((i) => [path.basename(i.filename), i.text])).toEqual([
      ['a.txt', '+1 -0'],
      ['b.txt', '+2 -0'],
    ]);
    await chat.nvim.command('cfirst');
    await chat.nvim.command('cnext');
    expect(path.basename(await chat.lua<string>(`return vim.api.nvim_buf_get_name(0)`))).toBe('b.txt');
  });

  it("changes go to the plugin's one quickfix list: the user's lists stay, a file edited twice says (2 edits)", async () => {
    chat = await startChat({ scenarios: { 'three-edits': threeEdits }, setup: { permission_mode: 'acceptEdits' } });
    // The user's own lists, made before Claude changes anything.
    await chat.lua(`for i = 1, 2 do
      vim.fn.setqflist({}, ' ', { title = 'mine ' .. i, items = { { filename = 'mine.txt', lnum = i, text = 'my item ' .. i } } })
    end`);
    await chat.nvim.command('ClaudeChat three edits [scenario:three-edits]');
    await chat.waitForLine('Three edits made.');
    await waitFor(async () => (await qflist(chat!)).items.length === 2, { message: 'both files in the quickfix list' });
    const stack = () =>
      chat!.lua<{ count: number; titles: string[] }>(`local count = vim.fn.getqflist({ nr = '$' }).nr
      local titles = {}
      for nr = 1, count do titles[nr] = vim.fn.getqflist({ nr = nr, title = 1 }).title end
      return { count = count, titles = titles }`);
    // The turn's own list of hunks comes after, once the turn is done; the files' list stays the current one.
    await waitFor(async () => (await stack()).count === 4 || null, { message: "the turn's list of hunks" });
    expect(await stack()).toEqual({
      count: 4,
      titles: ['mine 1', 'mine 2', 'Claude: changed files · three edi…', 'Claude #1: three edits [scenario:…'],
    });
    const qf = await qflist(chat);
    expect(qf.items.map((i) => [path.basename(i.filename), i.text])).toEqual([
      ['a.txt', expect.stringMatching(/^\+\d+ -\d+ \(2 edits\)$/)],
      ['b.txt', '+1 -0'],
    ]);
  });

  it('"allow for the session" on an edit accepts every edit this session, as its hint says: the next edit needs no prompt', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat two files [scenario:multi]');
    await chat.waitForLine('  [A] accept every edit this session');
    await focusTranscript(chat);
    await chat.nvim.input('A');
    const lines = await chat.waitForLine('Both files written.');
    expect(lines).toContain('✓ Write a.txt');
    expect(lines).toContain('✓ Write b.txt · auto-allowed');
    expect(lines.filter((l) => l.includes('Allow Write?'))).toHaveLength(0);
    expect(fs.readFileSync(path.join(chat.ws.dir, 'b.txt'), 'utf8')).toBe('beta\nbeta2\n');
    // Only one permission prompt was ever shown: acceptEdits covered the second write, and the transcript says so.
    expect(lines).toContain('ℹ Allowed: accept every edit this session');
    expect(lines).toContain('ℹ Permission mode: acceptEdits (file edits are accepted without asking)');
    const status = await chat.status();
    expect(status.mode).toBe('acceptEdits');
  });
});
