// The chat end to end: streaming, thinking, the prompt window, selections, the winbar, interrupts, tool
// entries, API errors. Real Neovim, real CLI, fake model.
import { afterEach, describe, expect, it } from 'vitest';
import { startChat, type ChatFixture } from './support/chat';
import { CHAT_LUA, transcriptWin } from './support/keys';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
afterEach(async () => {
  const c = chat;
  chat = null;
  await c?.close();
});

describe(':ClaudeChat end to end (real Neovim, real CLI, fake model)', () => {
  it('streams a reply into a read-only scratch buffer, once, with markdown intact', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat hello [scenario:text]');
    const lines = await chat.waitForLine('Done.');
    expect(lines).toContain('▌ You #1');
    expect(lines).toContain('hello [scenario:text]');
    expect(lines.filter((l) => l === 'Here is a short answer.')).toHaveLength(1);
    expect(lines).toContain('```ts');
    const opts = await chat.lua<Record<string, unknown>>(`${CHAT_LUA} local b = chat_buf()
      return { buftype = vim.bo[b].buftype, modifiable = vim.bo[b].modifiable, filetype = vim.bo[b].filetype }`);
    expect(opts).toEqual({ buftype: 'nofile', modifiable: false, filetype: 'claudechat' });
    // The split: transcript + compose window in the current tab, compose focused.
    const layout = await chat.lua<{
      wins: number;
      current: string;
    }>(`return { wins = #vim.api.nvim_tabpage_list_wins(0),
      current = vim.api.nvim_buf_get_name(0) }`);
    expect(layout.wins).toBe(3);
    expect(layout.current).toMatch(/claude:\/\/prompt$/);
  });

  it('renders thinking dimmed in a fold (closed once the answer came), then the text, in one entry', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat think [scenario:thinking]');
    const lines = await chat.waitForLine('Hi! This reply came after some thinking.');
    const at = lines.indexOf('✻ Thinking…');
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toBe('┆ The user wants a greeting. Keep it brief.');
    expect(lines.filter((l) => l.startsWith('Hi! This reply')).length).toBe(1);
    const fold = await chat.lua<{ level: number; closed: number; hl: string[] }>(`${CHAT_LUA}
      local buf, win = chat_buf(), chat_wins()[1]
      local marks = vim.api.nvim_buf_get_extmarks(buf, -1, {${at + 1}, 0}, {${at + 1}, -1}, { details = true })
      local hl = {}
      for _, m in ipairs(marks) do table.insert(hl, m[4].line_hl_group or m[4].hl_group) end
      return { level = vim.api.nvim_win_call(win, function() return vim.fn.foldlevel(${at + 2}) end),
        closed = vim.api.nvim_win_call(win, function() return vim.fn.foldclosed(${at + 2}) end), hl = hl }`);
    expect(fold.level).toBe(1);
    expect(fold.closed).toBe(at + 1);
    expect(fold.hl).toContain('ClaudeThinking');
  });

  it('sends typed text from the compose buffer with <CR>', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat');
    await chat.lua(`vim.api.nvim_buf_set_lines(0, 0, -1, false, { 'typed prompt', '[scenario:text]' })`);
    await chat.nvim.input('<CR>');
    await chat.waitForLine('Done.');
    expect(await chat.lua(`return vim.api.nvim_buf_get_lines(0, 0, -1, false)`)).toEqual(['']);
    const sent = chat.model.requests.find((r) => r.scenario === 'text');
    expect(JSON.stringify(sent?.body.messages)).toContain('typed prompt\\n[scenario:text]');
  });

  it('a visual selection goes with the prompt as a fenced block and shows as a label', async () => {
    chat = await startChat({
      files: { 'src/app.ts': Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join('\n') + '\n' },
    });
    await chat.nvim.command('edit src/app.ts');
    await chat.nvim.command('10,12ClaudeChat explain [scenario:text]');
    const lines = await chat.waitForLine('Done.');
    expect(lines).toContain('▌ You #1 · src/app.ts:10-12');
    const sent = JSON.stringify(chat.model.requests.find((r) => r.scenario === 'text')!.body.messages);
    expect(sent).toContain(
      'src/app.ts (lines 10-12):\\n```typescript\\nline 10\\nline 11\\nline 12\\n```\\n\\nexplain [scenario:text]',
    );
  });

  it('a selection without a prompt waits in the compose window for one', async () => {
    chat = await startChat({ files: { 'notes.md': 'alpha\nbeta\n' } });
    await chat.nvim.command('edit notes.md');
    await chat.nvim.command('1,2ClaudeChat');
    const winbar = await chat.lua<string>(`return vim.wo.winbar`);
    expect(winbar).toContain('with notes.md:1-2');
    await chat.lua(`vim.api.nvim_buf_set_lines(0, 0, -1, false, { 'summarize [scenario:text]' })`);
    await chat.nvim.input('<CR>');
    const lines = await chat.waitForLine('Done.');
    expect(lines).toContain('▌ You #1 · notes.md:1-2');
  });

  it(':5ClaudeChat (a one-line range) attaches line 5, labelled path:5', async () => {
    chat = await startChat({
      files: { 'src/app.ts': Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join('\n') + '\n' },
    });
    await chat.nvim.command('edit src/app.ts');
    await chat.nvim.command('5ClaudeChat explain [scenario:text]');
    const lines = await chat.waitForLine('Done.');
    expect(lines).toContain('▌ You #1 · src/app.ts:5');
    const sent = JSON.stringify(chat.model.requests.find((r) => r.scenario === 'text')!.body.messages);
    expect(sent).toContain('src/app.ts (lines 5-5):\\n```typescript\\nline 5\\n```\\n\\nexplain [scenario:text]');
  });

  it('shows cost and tokens in the winbar, read from the latest result', async () => {
    chat = await startChat();
    // Wide enough for every part of the winbar: a narrower chat shows fewer (the model first goes).
    await chat.lua(`vim.o.columns = 240`);
    await chat.nvim.command('ClaudeChat hi [scenario:text]');
    await chat.waitForLine('Done.');
    const winbar = await waitFor(
      async () => {
        const w = await chat!.lua<string>(`return vim.wo[...].winbar`, [await transcriptWin(chat!)]);
        return /\$0\.0\d+/.test(w) && !w.includes('running') && w.includes('% ctx') ? w : null;
      },
      { message: 'a winbar with the cost' },
    );
    // The fake model reports 120 input + 30 cache read + 10 cache creation tokens.
    expect(winbar).toContain('160 in');
    expect(winbar).toMatch(/^Claude · ready · \$0\.\d{4} · \d+%% ctx · 160 in \/ \d+ out · claude-\S+.*%<$/);
  });

  it('<C-c> in the chat interrupts a running turn', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat go [scenario:slow]');
    await chat.waitForLine(/This reply streams slowly/);
    await chat.nvim.input('<C-c>');
    const lines = await chat.waitForLine(/^ℹ Interrupted$/);
    const status = await waitFor(async () => {
      const s = await chat!.status();
      return s.state !== 'running' ? s : null;
    });
    expect(status.state).toBe('ready');
    // The reply stopped well short of its full length.
    const text = lines.join('\n');
    expect((text.match(/This reply streams slowly/g) ?? []).length).toBeLessThan(40);
  });

  it('updates the transcript incrementally: a streamed reply is appended, never rewritten whole', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat hello [scenario:text]');
    await chat.waitForLine('Done.');
    // Count changes to the first line while the reply streams: it must never be rewritten.
    await chat.lua(`_G.first_line_changes = 0
      ${CHAT_LUA}
      vim.api.nvim_buf_attach(chat_buf(), false, { on_lines = function(_, _, _, first) if first == 0 then _G.first_line_changes = _G.first_line_changes + 1 end end })`);
    await chat.nvim.command('ClaudeChat again [scenario:slow]');
    await chat.waitForLine(/This reply streams slowly/);
    await waitFor(async () => (await chat!.status()).state !== 'running', {
      timeout: 30_000,
      message: 'the slow turn to end',
    });
    expect(await chat.lua(`return _G.first_line_changes`)).toBe(0);
  });

  it('tool entries are one-line summaries with a state mark; their results are folded', async () => {
    chat = await startChat({ files: { 'app.ts': '// header\nconst a = 1;\nconsole.log(a);\n' } });
    await chat.nvim.command('ClaudeChat run it [scenario:bash]');
    let lines = await chat.waitForLine('The command printed hi-from-bash.');
    // echo runs on the CLI's own rules: nobody was asked, and the line says so.
    const bash = lines.indexOf('✓ Bash: echo hi-from-bash · auto-allowed');
    expect(bash).toBeGreaterThan(0);
    expect(lines[bash + 1]).toBe('  │ hi-from-bash');
    // A multi-line result (the Read of app.ts) is a closed fold; a one-line one cannot close (foldminlines).
    await chat.nvim.command('ClaudeChat edit [scenario:edit]');
    lines = await chat.waitForLine('Allow Edit?');
    const read = lines.indexOf('✓ Read app.ts · auto-allowed');
    expect(read).toBeGreaterThan(bash);
    expect(lines[read + 1]).toBe('  │ 1\t// header');
    const closed = await chat.lua<number[]>(`${CHAT_LUA} local win = chat_wins()[1]
      return vim.api.nvim_win_call(win, function() return { vim.fn.foldclosed(${read + 2}), vim.fn.foldclosedend(${read + 2}) } end)`);
    expect(closed).toEqual([read + 2, read + 5]);
    await chat.nvim.command('ClaudeDeny');
  });

  it('an API error shows once, as an error notice, and the chat stays usable', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat fail [scenario:api-error]');
    let lines = await chat.waitForLine('✗ API Error: 400 fake model: this request is invalid');
    expect(lines.filter((l) => l.includes('API Error: 400'))).toHaveLength(1);
    await waitFor(async () => (await chat!.status()).state !== 'running', { message: 'the failed turn to end' });
    await chat.nvim.command('ClaudeChat now works [scenario:text]');
    lines = await chat.waitForLine('Done.');
    const hl = await chat.lua<string[]>(`${CHAT_LUA}
      local buf, out = chat_buf(), {}
      for _, m in ipairs(vim.api.nvim_buf_get_extmarks(buf, -1, 0, -1, { details = true })) do
        if m[4].line_hl_group == 'ClaudeNoticeError' then table.insert(out, vim.api.nvim_buf_get_lines(buf, m[2], m[2] + 1, false)[1]) end
      end
      return out`);
    expect(hl).toEqual(['✗ API Error: 400 fake model: this request is invalid']);
  });
});
