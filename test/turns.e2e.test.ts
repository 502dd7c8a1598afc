// Reviewing what each turn changed, end to end (real Neovim, real CLI, fake model): a quickfix list of
// hunks per turn in the quickfix history, :ClaudeDiff against the text before, reverting one hunk (and
// Claude hearing of it), :ClaudeRewind through the CLI's file checkpoints, User ClaudeTurnDone and ask().
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

const ORIGINAL = [
  '// header',
  'const a = 1;',
  'const b = 1;',
  '',
  'function f() {',
  '  return a + b;',
  '}',
  '',
  'console.log(f());',
  '',
].join('\n');
const AFTER_ONE = ORIGINAL.replace('const a = 1;', 'const a = 2;').replace(
  'console.log(f());',
  'console.log(f(), "one");',
);
const AFTER_TWO = AFTER_ONE.replace('  return a + b;', '  // sum\n  return a + b + 1;');

const edit = (file: string, oldString: string, newString: string) => ({
  type: 'tool_use' as const,
  name: 'Edit',
  input: { file_path: file, old_string: oldString, new_string: newString },
});

const scenarios: Record<string, Scenario> = {
  // Two edits of app.ts far apart (two hunks), and a new file.
  'turn-one': ({ cwd }) => [
    { blocks: [{ type: 'tool_use', name: 'Read', input: { file_path: path.join(cwd, 'app.ts') } }] },
    { blocks: [edit(path.join(cwd, 'app.ts'), 'const a = 1;', 'const a = 2;')] },
    { blocks: [edit(path.join(cwd, 'app.ts'), 'console.log(f());', 'console.log(f(), "one");')] },
    {
      blocks: [
        { type: 'tool_use', name: 'Write', input: { file_path: path.join(cwd, 'notes.md'), content: '# Notes\n' } },
      ],
    },
    { blocks: [{ type: 'text', text: 'Turn one done.' }] },
  ],
  // One more edit of app.ts in between the first two.
  'turn-two': ({ cwd }) => [
    // Read first: the oldest supported CLI edits only files read in the session.
    { blocks: [{ type: 'tool_use', name: 'Read', input: { file_path: path.join(cwd, 'app.ts') } }] },
    { blocks: [edit(path.join(cwd, 'app.ts'), '  return a + b;', '  // sum\n  return a + b + 1;')] },
    { blocks: [{ type: 'text', text: 'Turn two done.' }] },
  ],
  talk: () => [{ blocks: [{ type: 'text', text: 'Noted.' }] }],
  // An edit the CLI checkpoints, and a Bash command that changes a file behind its back.
  'with-bash': ({ cwd }) => [
    { blocks: [{ type: 'tool_use', name: 'Read', input: { file_path: path.join(cwd, 'app.ts') } }] },
    { blocks: [edit(path.join(cwd, 'app.ts'), 'const a = 1;', 'const a = 3;')] },
    {
      blocks: [
        { type: 'tool_use', name: 'Bash', input: { command: 'echo by-bash >> log.txt', description: 'Log it' } },
      ],
    },
    { blocks: [{ type: 'text', text: 'Edited and logged.' }] },
  ],
  // Two edits of one file with different counts: +3 -0 (three lines added under the header), then +1 -2.
  'uneven-edits': ({ cwd }) => [
    { blocks: [{ type: 'tool_use', name: 'Read', input: { file_path: path.join(cwd, 'app.ts') } }] },
    { blocks: [edit(path.join(cwd, 'app.ts'), '// header\n', '// header\n// one\n// two\n// three\n')] },
    { blocks: [edit(path.join(cwd, 'app.ts'), 'function f() {\n  return a + b;\n', 'function f() { return a + b;\n')] },
    { blocks: [{ type: 'text', text: 'Uneven edits made.' }] },
  ],
  // A line right above turn one's first hunk.
  above: ({ cwd }) => [
    { blocks: [{ type: 'tool_use', name: 'Read', input: { file_path: path.join(cwd, 'app.ts') } }] },
    { blocks: [edit(path.join(cwd, 'app.ts'), '// header\nconst a = 2;', '// header\n// two\nconst a = 2;')] },
    { blocks: [{ type: 'text', text: 'Added a line above.' }] },
  ],
};

const file = (c: ChatFixture, name: string) => fs.readFileSync(path.join(c.ws.dir, name), 'utf8');

/** Every list of the quickfix history: its title and items (file name, line, text). */
const history = (c: ChatFixture) =>
  c.lua<Array<{ title: string; items: Array<{ file: string; lnum: number; text: string }> }>>(`
  local out = {}
  for nr = 1, vim.fn.getqflist({ nr = '$' }).nr do
    local l = vim.fn.getqflist({ nr = nr, title = 1, items = 1 })
    local items = {}
    for _, it in ipairs(l.items) do
      table.insert(items, { file = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(it.bufnr), ':t'), lnum = it.lnum, text = it.text })
    end
    table.insert(out, { title = l.title, items = items })
  end
  return out`);

/** Records every User ClaudeTurnDone into g:turns_done. */
const recordTurns = (c: ChatFixture) =>
  c.lua(`
  vim.g.turns_done = {}
  vim.api.nvim_create_autocmd('User', { pattern = 'ClaudeTurnDone', callback = function(ev)
    local seen = vim.g.turns_done
    table.insert(seen, ev.data)
    vim.g.turns_done = seen
  end })`);

async function twoTurns(): Promise<ChatFixture> {
  const c = await startChat({ files: { 'app.ts': ORIGINAL }, scenarios, setup: { permission_mode: 'acceptEdits' } });
  await recordTurns(c);
  await c.nvim.command('ClaudeChat first change [scenario:turn-one]');
  await c.waitForLine('Turn one done.');
  await c.nvim.command('ClaudeChat second change [scenario:turn-two]');
  await c.waitForLine('Turn two done.');
  await waitFor(async () => (await c.lua<unknown[]>('return vim.g.turns_done')).length === 2 || null, {
    message: 'two ClaudeTurnDone events',
  });
  return c;
}

/** The cursor on prompt `text` in the transcript. */
const onPrompt = (c: ChatFixture, text: string) =>
  c.lua(
    `
  local win = vim.fn.bufwinid('^claude://chat$')
  vim.api.nvim_set_current_win(win)
  vim.api.nvim_win_set_cursor(win, { vim.fn.index(vim.api.nvim_buf_get_lines(0, 0, -1, false), ...) + 1, 0 })`,
    [text],
  );

describe('what each turn changed', () => {
  it('two turns give two lists in the quickfix history, one item per hunk at its line; ClaudeTurnDone fires once per turn with its files', async () => {
    chat = await twoTurns();
    expect(file(chat, 'app.ts')).toBe(AFTER_TWO);
    const lists = await history(chat);
    const one = lists.find((l) => l.title.startsWith('Claude #1'));
    const two = lists.find((l) => l.title.startsWith('Claude #2'));
    // Cut to what :colder can echo after its own 34 cells without asking for ENTER (68 cells at 80 columns).
    expect(one?.title).toBe('Claude #1: first change [scenario…');
    // Each item points where its hunk is now: the second turn moved turn one's console.log from 9 to 10.
    expect(one?.items).toEqual([
      { file: 'app.ts', lnum: 2, text: '+1 -1  const a = 2;' },
      { file: 'app.ts', lnum: 10, text: '+1 -1  console.log(f(), "one");' },
      { file: 'notes.md', lnum: 1, text: '+1 -0  # Notes' },
    ]);
    // Line numbers as the second turn left the file: its hunk sits between the first turn's two.
    expect(two?.items).toEqual([{ file: 'app.ts', lnum: 6, text: '+2 -1  // sum' }]);
    expect(lists.indexOf(one!)).toBeLessThan(lists.indexOf(two!));
    // The transcript numbers its prompts as these lists (and :2ClaudeDiff, "prompt #2") do.
    expect((await chat.transcript()).filter((l) => l.startsWith('▌ You'))).toEqual(['▌ You #1', '▌ You #2']);
    // The per-file list of the session is still there too.
    expect(lists.some((l) => l.title.startsWith('Claude: changed files'))).toBe(true);

    const done = await chat.lua<Array<Record<string, any>>>('return vim.g.turns_done');
    expect(done.map((d) => [d.session, d.turn, d.prompt])).toEqual([
      ['1', 1, 'first change [scenario:turn-one]'],
      ['1', 2, 'second change [scenario:turn-two]'],
    ]);
    expect(done[0].files).toEqual([
      { path: path.join(chat.ws.dir, 'app.ts'), additions: 2, deletions: 2 },
      { path: path.join(chat.ws.dir, 'notes.md'), additions: 1, deletions: 0 },
    ]);
    expect(done[1].files).toEqual([{ path: path.join(chat.ws.dir, 'app.ts'), additions: 2, deletions: 1 }]);
    expect(done[1].hunks).toEqual([{ path: path.join(chat.ws.dir, 'app.ts'), lnum: 6, additions: 2, deletions: 1 }]);
    expect(typeof done[1].cost_usd).toBe('number');
  });

  it("a session's first changed file leaves every list of the user's in the history, also those after the current one", async () => {
    chat = await startChat({ files: { 'app.ts': ORIGINAL }, scenarios, setup: { permission_mode: 'acceptEdits' } });
    // Two lists of the user's (a :make, a :grep), and they went back to the first.
    await chat.lua(`
      vim.fn.setqflist({}, ' ', { title = 'make', items = { { filename = 'app.ts', lnum = 1, text = 'error' } } })
      vim.fn.setqflist({}, ' ', { title = 'grep', items = { { filename = 'app.ts', lnum = 2, text = 'match' } } })
      vim.cmd('silent colder')`);
    await chat.nvim.command('ClaudeChat first change [scenario:turn-one]');
    await chat.waitForLine('Turn one done.');
    const titles = () => history(chat!).then((ls) => ls.map((l) => l.title.replace(/ ·.*| \[scenario.*/, '')));
    await waitFor(async () => (await titles()).length === 4 || null, { message: "the session's two lists" });
    expect(await titles()).toEqual(['make', 'grep', 'Claude: changed files', 'Claude #1: first change']);
    // The files' list is the current one (:cnext walks them); the turn's list did not take that place.
    expect(await chat.lua<string>(`return vim.fn.getqflist({ title = 1 }).title`)).toMatch(/^Claude: changed files/);
  });

  it(':ClaudeDiff shows the text before the session beside the file now; :2ClaudeDiff the text before prompt #2', async () => {
    chat = await twoTurns();
    await chat.nvim.command('wincmd t');
    await chat.nvim.command(`edit ${path.join(chat.ws.dir, 'app.ts')}`);
    await chat.nvim.command('ClaudeDiff');
    const sides = () =>
      chat!.lua<{ left: string[]; right: string; diff: boolean; tabs: number }>(`
      local wins = vim.api.nvim_tabpage_list_wins(0)
      return {
        left = vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(wins[1]), 0, -1, false),
        right = vim.api.nvim_buf_get_name(vim.api.nvim_win_get_buf(wins[2])),
        diff = vim.wo[wins[1]].diff and vim.wo[wins[2]].diff,
        tabs = #vim.api.nvim_list_tabpages(),
      }`);
    const first = await sides();
    expect(first.left.join('\n') + '\n').toBe(ORIGINAL);
    expect(first.right).toBe(path.join(chat.ws.dir, 'app.ts'));
    expect(first.diff).toBe(true);
    expect(first.tabs).toBe(2);
    // The cursor starts on the left, where q closes the tab page (on the right, the file's buffer, q is Vim's).
    expect(await chat.lua<string>(`return vim.api.nvim_buf_get_name(0)`)).toMatch(/^claude:\/\/before\//);
    await chat.nvim.input('q');
    const tabs = () => chat!.lua<number>(`return #vim.api.nvim_list_tabpages()`);
    await waitFor(async () => (await tabs()) === 1 || null, { message: 'q to close the tab page' });
    await chat.nvim.command('2ClaudeDiff app.ts');
    expect((await sides()).left.join('\n') + '\n').toBe(AFTER_ONE);
  });

  it('u on a hunk of a turn list restores exactly its text on disk, and the next request tells Claude; a hunk changed since is refused', async () => {
    chat = await twoTurns();
    // Turn one's list, its second hunk (console.log), in the quickfix window.
    await chat.lua(`
      for nr = 1, vim.fn.getqflist({ nr = '$' }).nr do
        if vim.fn.getqflist({ nr = nr, title = 1 }).title:match('^Claude #1') then vim.cmd('silent ' .. nr .. 'chistory') end
      end
      vim.cmd('copen')
      vim.api.nvim_win_set_cursor(0, { 2, 0 })`);
    await chat.nvim.input('u');
    const expected = AFTER_TWO.replace('console.log(f(), "one");', 'console.log(f());');
    await waitFor(() => file(chat!, 'app.ts') === expected || null, { message: 'the hunk reverted on disk' });
    await chat.waitForLine(/^ℹ Reverted a change of prompt #1 in app\.ts \(line 10\)/);
    // Again on the same hunk: it says so, and nothing changes.
    await chat.lua(`vim.cmd('copen') vim.api.nvim_win_set_cursor(0, { 2, 0 })`);
    await chat.nvim.input('u');
    await waitFor(
      async () =>
        (await chat!.lua<string>(`return vim.fn.execute('messages')`)).includes(
          'Already reverted: that hunk of app.ts',
        ) || null,
      { message: 'already reverted' },
    );
    expect(file(chat, 'app.ts')).toBe(expected);
    await chat.nvim.command('ClaudeChat ok [scenario:talk]');
    await chat.waitForLine('Noted.');
    const request = JSON.stringify(chat.model.requests.filter((q) => q.scenario === 'talk').at(-1)?.body.messages);
    expect(request).toContain(`I reverted one of your changes in ${path.join(chat.ws.dir, 'app.ts')}, at line 10`);
    expect(request).toContain('console.log(f());');

    // The first hunk (const a = 2) after the user changed that line: refused, nothing written.
    await chat.lua(
      `
      vim.cmd('wincmd p')
      vim.cmd('edit ' .. ...)
      vim.api.nvim_buf_set_lines(0, 1, 2, false, { 'const a = 3;' })
      vim.cmd('silent write')
      vim.cmd('copen')
      vim.api.nvim_win_set_cursor(0, { 1, 0 })`,
      [path.join(chat.ws.dir, 'app.ts')],
    );
    const before = file(chat, 'app.ts');
    await chat.nvim.input('u');
    await waitFor(
      async () =>
        (await chat!.lua<string>(`return vim.fn.execute('messages')`)).includes(
          'Not reverted: that hunk of app.ts changed since #1',
        ) || null,
      { message: 'the refusal' },
    );
    expect(file(chat, 'app.ts')).toBe(before);
    // :ClaudeRevert on a line of prompt #2's change, in the file's buffer: that hunk goes back.
    await chat.lua(`
      vim.cmd('wincmd p')
      vim.api.nvim_win_set_cursor(0, { 7, 0 })
      vim.cmd('ClaudeRevert')`);
    await waitFor(
      () => file(chat!, 'app.ts') === before.replace('  // sum\n  return a + b + 1;', '  return a + b;') || null,
      { message: "the second turn's hunk reverted" },
    );
  });

  it('u says what it reverted and marks the item; u on it again says so (an insertion too)', async () => {
    chat = await twoTurns();
    const messages = () => chat!.lua<string>(`return vim.fn.execute('messages')`);
    // Turn one's list in the quickfix window, the cursor on item `n`.
    const onItem = (n: number) =>
      chat!.lua(
        `
      for nr = 1, vim.fn.getqflist({ nr = '$' }).nr do
        if vim.fn.getqflist({ nr = nr, title = 1 }).title:match('^Claude #1') then
          vim.cmd('silent ' .. nr .. 'chistory')
        end
      end
      vim.cmd('copen')
      vim.api.nvim_win_set_cursor(0, { ..., 0 })`,
        [n],
      );
    await onItem(3); // notes.md, created by the turn: an insertion, nothing before it
    await chat.nvim.input('u');
    await waitFor(() => file(chat!, 'notes.md') === '' || null, { message: 'notes.md reverted to empty' });
    const said = (text: string) => waitFor(async () => (await messages()).includes(text) || null, { message: text });
    await said("Reverted prompt #1's change in notes.md at line 1");
    await onItem(2); // console.log, in the middle of app.ts
    await chat.nvim.input('u');
    await said("Reverted prompt #1's change in app.ts at line 10");
    const one = (await history(chat)).find((l) => l.title.startsWith('Claude #1'));
    expect(one?.items.map((i) => i.text)).toEqual([
      '+1 -1  const a = 2;',
      'reverted · +1 -1  console.log(f(), "one");',
      'reverted · +1 -0  # Notes',
    ]);
    await onItem(3);
    await chat.nvim.input('u');
    await said('Already reverted: that hunk of notes.md');
    expect(await messages()).not.toContain('changed since');
    expect(file(chat, 'notes.md')).toBe('');
  });

  it('a hunk a later turn wrote right next to is still found: its item moves with it, :ClaudeRevert on its line puts it back', async () => {
    chat = await startChat({ files: { 'app.ts': ORIGINAL }, scenarios, setup: { permission_mode: 'acceptEdits' } });
    await chat.nvim.command('ClaudeChat first change [scenario:turn-one]');
    await chat.waitForLine('Turn one done.');
    await chat.nvim.command('ClaudeChat one more line [scenario:above]');
    await chat.waitForLine('Added a line above.');
    await waitFor(async () => (await history(chat!)).some((l) => l.title.startsWith('Claude #2')) || null, {
      message: "the second turn's list",
    });
    const one = (await history(chat)).find((l) => l.title.startsWith('Claude #1'));
    expect(one?.items[0]).toEqual({ file: 'app.ts', lnum: 3, text: '+1 -1  const a = 2;' });
    await chat.lua(
      `
      vim.cmd('wincmd t')
      vim.cmd('edit ' .. ...)
      vim.api.nvim_win_set_cursor(0, { 3, 0 })
      vim.cmd('ClaudeRevert')`,
      [path.join(chat.ws.dir, 'app.ts')],
    );
    await waitFor(() => file(chat!, 'app.ts').startsWith('// header\n// two\nconst a = 1;\nconst b = 1;\n') || null, {
      message: 'the hunk reverted under the new line',
    });
  });

  it(':ClaudeRewind on the first prompt lists the file in a dry run and asks; :ClaudeRewind! puts it back as before the first turn', async () => {
    chat = await twoTurns();
    await onPrompt(chat, 'first change [scenario:turn-one]');
    const offered = await chat.lua<string>(`
      vim.g.offered = nil
      local select = vim.ui.select
      vim.ui.select = function(items, opts, on_choice)
        vim.g.offered = opts.prompt .. ' | ' .. table.concat(items, ',')
        vim.ui.select = select
        on_choice('Cancel')
      end
      vim.cmd('ClaudeRewind')
      return ''`);
    expect(offered).toBe('');
    await waitFor(async () => (await chat!.lua<string | null>('return vim.g.offered')) || null, {
      message: 'the rewind to be offered',
    });
    expect(await chat.lua<string>('return vim.g.offered')).toMatch(
      /^Rewind 2 files to before prompt #1 \((app\.ts, notes\.md|notes\.md, app\.ts); \+\d+ -\d+; what .* changed stays\)\?|^Rewind 2 files to before prompt #1 \((app\.ts, notes\.md|notes\.md, app\.ts); \+\d+ -\d+\)\? \| Rewind,Cancel$/,
    );
    // The dry run is a quickfix list; cancelled, the list the user was on is current again.
    expect(await chat.lua<string>(`return vim.fn.getqflist({ title = 1 }).title`)).toMatch(/^Claude: changed files/);
    const dry = (await history(chat)).filter((l) => l.title.startsWith('Claude: rewind'));
    expect(dry.map((l) => l.title)).toEqual([expect.stringMatching(/^Claude: rewind to before #1 \(\+\d+ -\d+\)$/)]);
    expect(dry[0].items).toContainEqual({ file: 'app.ts', lnum: 2, text: '+3 -4 back to before prompt #1' });
    expect(file(chat, 'app.ts')).toBe(AFTER_TWO);

    await onPrompt(chat, 'first change [scenario:turn-one]');
    await chat.nvim.command('ClaudeRewind!');
    await waitFor(() => file(chat!, 'app.ts') === ORIGINAL || null, {
      message: 'app.ts as it was before the first turn',
    });
    await chat.waitForLine(/^ℹ Rewound 2 files to before prompt #1: /);
  });

  it(':ClaudeRewind on a turn that ran Bash says what Bash changed stays, and afterwards that it was not restored', async () => {
    chat = await startChat({
      files: { 'app.ts': ORIGINAL, 'log.txt': 'start\n' },
      scenarios,
      setup: { permission_mode: 'acceptEdits' },
    });
    await recordTurns(chat);
    await chat.nvim.command('ClaudeChat edit and log [scenario:with-bash]');
    // acceptEdits lets the CLI allow a command that writes in the project; one that asks is allowed here.
    const lines = await chat.waitForLine(/^(Edited and logged\.|  Allow Bash\?)$/);
    if (!lines.includes('Edited and logged.')) await chat.nvim.command('ClaudeApprove');
    await chat.waitForLine('Edited and logged.');
    // The reply shows before its turn's result: a rewind asked for in between would find the turn running.
    await waitFor(async () => (await chat!.lua<unknown[]>('return vim.g.turns_done')).length === 1 || null, {
      message: 'the turn done',
    });
    expect(file(chat, 'log.txt')).toBe('start\nby-bash\n');
    // A rewind waits for the turn to end (the reply's last words come before its result).
    await waitFor(async () => (await chat!.status()).state === 'ready' || null, { message: 'the turn to end' });
    await onPrompt(chat, 'edit and log [scenario:with-bash]');
    await chat.lua(`
      vim.g.offered = nil
      local select = vim.ui.select
      vim.ui.select = function(items, opts, on_choice)
        vim.g.offered = opts.prompt
        vim.ui.select = select
        on_choice('Cancel')
      end
      vim.cmd('ClaudeRewind')`);
    await waitFor(async () => (await chat!.lua<string | null>('return vim.g.offered')) || null, {
      message: 'the rewind to be offered',
    });
    // The offer is about this very turn: its own Bash command is what a rewind cannot undo.
    expect(await chat.lua<string>('return vim.g.offered')).toBe(
      'Rewind 1 file to before prompt #1 (app.ts; +1 -1; what Bash changed stays)?',
    );

    await onPrompt(chat, 'edit and log [scenario:with-bash]');
    await chat.nvim.command('ClaudeRewind!');
    await waitFor(() => file(chat!, 'app.ts') === ORIGINAL || null, { message: 'app.ts as it was before the turn' });
    await chat.waitForLine(
      'ℹ Rewound 1 file to before prompt #1: app.ts. Not restored: what Bash changed (the CLI keeps no checkpoint of it)',
    );
    expect(file(chat, 'log.txt')).toBe('start\nby-bash\n');
  });

  it('a file edited twice in a turn (+3 -0, then +1 -2) counts +4 -2 (2 edits) in the changed files and in the turn', async () => {
    chat = await startChat({ files: { 'app.ts': ORIGINAL }, scenarios, setup: { permission_mode: 'acceptEdits' } });
    await recordTurns(chat);
    await chat.nvim.command('ClaudeChat uneven [scenario:uneven-edits]');
    await chat.waitForLine('Uneven edits made.');
    await waitFor(async () => (await chat!.lua<unknown[]>('return vim.g.turns_done')).length === 1 || null, {
      message: 'the turn done',
    });
    const lists = await history(chat);
    expect(lists.find((l) => l.title.startsWith('Claude: changed files'))?.items).toEqual([
      { file: 'app.ts', lnum: 2, text: '+4 -2 (2 edits)' },
    ]);
    expect(lists.find((l) => l.title.startsWith('Claude #1'))?.items).toEqual([
      { file: 'app.ts', lnum: 2, text: '+3 -0  // one' },
      { file: 'app.ts', lnum: 8, text: '+1 -2  function f() { return a + b;' },
    ]);
    const done = await chat.lua<Array<Record<string, any>>>('return vim.g.turns_done');
    expect(done[0].files).toEqual([{ path: path.join(chat.ws.dir, 'app.ts'), additions: 4, deletions: 2 }]);
  });

  it("require('claude').ask() sends a prompt and calls back when its turn is done, with its files", async () => {
    chat = await startChat({ files: { 'app.ts': ORIGINAL }, scenarios, setup: { permission_mode: 'acceptEdits' } });
    await chat.lua(`
      vim.g.asked = vim.NIL
      require('claude').ask('change it [scenario:turn-two]', function(turn)
        vim.g.asked = { turn = turn.turn, files = #turn.files, prompt = turn.prompt }
      end)`);
    await waitFor(async () => (await chat!.lua<unknown>('return vim.g.asked')) || null, {
      timeout: 30_000,
      message: 'the ask() callback',
    });
    expect(await chat.lua('return vim.g.asked')).toEqual({
      turn: 1,
      files: 1,
      prompt: 'change it [scenario:turn-two]',
    });
  });
});
