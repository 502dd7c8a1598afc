// Neovim as Claude's IDE (issue 32, item 1): the host serves an MCP server of the editor's own, `neovim`, whose
// read-only tools answer from Neovim: diagnostics, the open buffers and their unsaved text, the selection.
// Real Neovim, real CLI, fake model: the model calls a tool and its NEXT request holds the answer.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { editorScenarios, outsideFile } from './fake-model/editor-scenarios';
import { startChat, type ChatFixture, type ChatOptions } from './support/chat';
import { claudeBin, cliAtLeast } from './support/claude-env';
import { WRAP } from './support/faults';
import { permissionAnswers, resultsSent, sent, tappedStdin } from './support/sent';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
afterEach(async () => {
  const c = chat;
  chat = null;
  await c?.close();
});

const APP = 'const a: number = 1;\nconst b = a + 1;\nexport { a, b };\n';

const start = (opts: ChatOptions = {}) => startChat({ files: { 'app.ts': APP }, scenarios: editorScenarios, ...opts });

/** Runs `command` and keeps Neovim busy (a blocking job of the user's) until the host's log says `gaveUp`: it has
 *  given up asking Neovim. Then Neovim is free again. */
async function busyWhile(c: ChatFixture, command: string, gaveUp: RegExp): Promise<void> {
  const log = path.join(c.ws.home, 'claude-chat.log');
  const free = path.join(c.ws.dir, 'free');
  const busy = c.lua(
    `local free, command = ...
    vim.cmd(command)
    local stop = vim.uv.hrtime() + 60e9 -- a bound in case the test fails before it frees Neovim
    while not vim.uv.fs_stat(free) and vim.uv.hrtime() < stop do vim.uv.sleep(20) end`,
    [free, command],
  );
  try {
    await waitFor(() => fs.existsSync(log) && gaveUp.test(fs.readFileSync(log, 'utf8')), {
      timeout: 30_000,
      message: 'the host to give up asking Neovim',
    });
  } finally {
    fs.writeFileSync(free, '');
  }
  await busy;
}

describe("the editor's tools", () => {
  it('diagnostics: what vim.diagnostic.set put on a buffer, with severity, line, source and message', async () => {
    chat = await start();
    await chat.nvim.command('edit app.ts');
    await chat.lua(`
      local ns = vim.api.nvim_create_namespace('test-lint')
      vim.diagnostic.set(ns, 0, {
        { lnum = 0, col = 6, severity = vim.diagnostic.severity.ERROR, source = 'tsc', code = 2322, message = "Type 'string' is not assignable" },
        { lnum = 1, col = 10, severity = vim.diagnostic.severity.ERROR, source = 'tsc', message = 'Cannot find name' },
        { lnum = 2, col = 0, severity = vim.diagnostic.severity.WARN, source = 'eslint', message = 'Prefer default export' },
      })`);
    await chat.nvim.command('ClaudeChat what is wrong [scenario:nvim-diagnostics]');
    expect(await sent(chat, 'nvim-diagnostics', 1)).toEqual([
      [
        '2 errors, 1 warning',
        "app.ts:1:7: error: Type 'string' is not assignable [tsc 2322]",
        'app.ts:2:11: error: Cannot find name [tsc]',
        'app.ts:3:1: warning: Prefer default export [eslint]',
      ].join('\n'),
    ]);
    await chat.waitForLine('✓ Neovim: diagnostics app.ts · 2 errors, 1 warning · auto-allowed');
  });

  it('diagnostics of all open buffers: those inside the project only', async () => {
    chat = await start({ files: { 'app.ts': APP, 'lib.ts': 'export const x = 1;\n' } });
    fs.writeFileSync(outsideFile(chat.ws.dir), 'elsewhere\n');
    const put = (file: string, message: string) =>
      chat!.lua(
        `
      local file, message = ...
      vim.cmd.edit(file)
      vim.diagnostic.set(vim.api.nvim_create_namespace('test-lint'), 0,
        { { lnum = 0, col = 0, severity = vim.diagnostic.severity.ERROR, message = message } })`,
        [file, message],
      );
    await put('app.ts', 'broken app');
    await put('lib.ts', 'broken lib');
    await put(outsideFile(chat.ws.dir), 'not the project');
    await chat.nvim.command('ClaudeChat everything [scenario:nvim-diagnostics-all]');
    expect(await sent(chat, 'nvim-diagnostics-all', 1)).toEqual([
      '2 errors in 2 buffers\napp.ts:1:1: error: broken app\nlib.ts:1:1: error: broken lib',
    ]);
    await chat.waitForLine('✓ Neovim: diagnostics of open buffers · 2 errors in 2 buffers · auto-allowed');
  });

  it('open_buffers and buffer_text: the buffers with their cursor, and the text with its unsaved changes', async () => {
    chat = await start();
    await chat.nvim.command('edit app.ts');
    await chat.lua(`vim.api.nvim_buf_set_lines(0, 1, 2, false, { 'const b = a + 41; // not saved yet' })
      vim.api.nvim_win_set_cursor(0, { 3, 0 })`);
    await chat.nvim.command('ClaudeChat read my buffer [scenario:nvim-buffers]');
    expect(await sent(chat, 'nvim-buffers', 1)).toEqual([
      '1 buffer, 1 with unsaved changes\napp.ts: 3 lines, cursor at line 3, unsaved changes',
    ]);
    expect(await sent(chat, 'nvim-buffers', 2)).toEqual([
      '3 lines, unsaved changes\nconst a: number = 1;\nconst b = a + 41; // not saved yet\nexport { a, b };',
    ]);
    expect(fs.readFileSync(`${chat.ws.dir}/app.ts`, 'utf8')).toBe(APP); // read from the buffer, the file untouched
    await chat.waitForLine('✓ Neovim: open_buffers · 1 buffer, 1 with unsaved changes · auto-allowed');
    await chat.waitForLine('✓ Neovim: buffer_text app.ts · 3 lines, unsaved changes · auto-allowed');
  });

  it('selection: the last selection in the window the user edited in, and its cursor, from the chat', async () => {
    chat = await start();
    await chat.nvim.command('edit app.ts');
    // Lines 2 and 3 selected linewise, then Visual mode left: the prompt is typed in the chat's window.
    await chat.nvim.input('2GVj<Esc>');
    await waitFor(() => chat!.lua<boolean>(`return vim.api.nvim_get_mode().mode == 'n' and vim.fn.line("'>") == 3`), {
      message: 'the selection made',
    });
    await chat.nvim.command('ClaudeChat look at this [scenario:nvim-selection]');
    expect(await sent(chat, 'nvim-selection', 1)).toEqual([
      'app.ts:2-3\nthe last selection (linewise); cursor at app.ts:3:1\nconst b = a + 1;\nexport { a, b };',
    ]);
    await chat.waitForLine('✓ Neovim: selection · app.ts:2-3 · auto-allowed');
  });

  it("a call allowed inside the project is told to the CLI as the plugin's answer; the user's own answer is not", async () => {
    // Seen on the CLI's stdin (test/fake-cli/wrap.mjs around the real CLI); before 2.1.337 no CLI takes the word.
    const tap = tappedStdin(claudeBin(), WRAP);
    try {
      chat = await start({ setup: tap.setup, env: tap.env });
      const outside = outsideFile(chat.ws.dir);
      fs.writeFileSync(outside, 'elsewhere\n');
      await chat.nvim.command(`edit ${outside}`);
      await chat.nvim.command('ClaudeChat look [scenario:nvim-diagnostics]');
      await chat.waitForLine(/^✓ Neovim: diagnostics app\.ts .* · auto-allowed$/);
      await chat.nvim.command('ClaudeChat read it [scenario:nvim-outside]');
      await chat.waitForLine(/^\? Neovim: buffer_text/);
      await chat.nvim.command('ClaudeApprove');
      await chat.waitForLine('I read the file outside.');
      const answers = permissionAnswers(tap.file);
      expect(answers.map((a) => a.behavior)).toEqual(['allow', 'allow']);
      expect(answers[0].decisionClassification).toBe(cliAtLeast('2.1.337') ? 'config' : undefined);
      expect(answers[1]).not.toHaveProperty('decisionClassification');
    } finally {
      const c = chat;
      chat = null;
      await c?.close();
      tap.remove();
    }
  });

  it('a file outside the project asks first, through the usual approval', async () => {
    chat = await start();
    const outside = outsideFile(chat.ws.dir);
    fs.writeFileSync(outside, 'secret elsewhere\n');
    await chat.nvim.command(`edit ${outside}`);
    await chat.nvim.command('ClaudeChat read that [scenario:nvim-outside]');
    await chat.waitForLine(`? Neovim: buffer_text ${outside}`);
    expect(resultsSent(chat.model.requests, 'nvim-outside', 1)).toEqual([]); // nothing read before the answer
    await chat.nvim.command('ClaudeApprove');
    expect(await sent(chat, 'nvim-outside', 1)).toEqual(['1 line\nsecret elsewhere']);
    const row = (await chat.waitForLine(`✓ Neovim: buffer_text ${outside} · 1 line`)).find((l) =>
      l.startsWith('✓ Neovim: buffer_text'),
    );
    expect(row).toBe(`✓ Neovim: buffer_text ${outside} · 1 line`); // asked: not auto-allowed
  });

  it('a call whose file a busy Neovim does not say in time asks, through the usual approval', async () => {
    chat = await start();
    await chat.nvim.command('edit app.ts');
    await chat.nvim.input('2GVj<Esc>');
    await waitFor(() => chat!.lua<boolean>(`return vim.api.nvim_get_mode().mode == 'n' and vim.fn.line("'>") == 3`), {
      message: 'the selection made',
    });
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine('Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.', 30_000);
    // The prompt sent, Neovim is busy (a blocking job of the user's) until the host has given up asking it which
    // file the selection is in: the selection lies inside the project, so an answer would have allowed the call.
    await busyWhile(
      chat,
      'ClaudeChat look at this [scenario:nvim-selection]',
      /editor tool selection: Neovim did not answer within 2 s; the user is asked/,
    );
    await chat.waitForLine('? Neovim: selection');
    expect(resultsSent(chat.model.requests, 'nvim-selection', 1)).toEqual([]); // nothing read before the answer
    await chat.nvim.command('ClaudeApprove');
    expect(await sent(chat, 'nvim-selection', 1)).toEqual([
      'app.ts:2-3\nthe last selection (linewise); cursor at app.ts:3:1\nconst b = a + 1;\nexport { a, b };',
    ]);
    const row = (await chat.waitForLine('✓ Neovim: selection · app.ts:2-3')).find((l) =>
      l.startsWith('✓ Neovim: selection'),
    );
    expect(row).toBe('✓ Neovim: selection · app.ts:2-3'); // asked: not auto-allowed
  });

  it('a tool turned off in setup{ editor_tools } is not offered; all off: no server at all', async () => {
    chat = await start({ setup: { editor_tools: { selection: false } } });
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine('Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.', 30_000);
    const offered = JSON.stringify(chat.model.requests[0].body);
    expect(offered).toContain('mcp__neovim__diagnostics');
    expect(offered).toContain('mcp__neovim__buffer_text');
    expect(offered).not.toContain('mcp__neovim__selection');
    await chat.close();
    chat = await start({
      setup: { editor_tools: { diagnostics: false, buffers: false, selection: false, lsp: false } },
    });
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine('Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.', 30_000);
    expect(JSON.stringify(chat.model.requests[0].body)).not.toContain('mcp__neovim__');
  });

  it('selection: a charwise one in the window of two the user was in', async () => {
    chat = await start({ files: { 'app.ts': APP, 'lib.ts': 'export const x = 1;\n' } });
    await chat.nvim.command('edit lib.ts');
    await chat.nvim.command('vsplit app.ts');
    await chat.nvim.input('1G06lv8l<Esc>');
    await waitFor(() => chat!.lua<boolean>(`return vim.api.nvim_get_mode().mode == 'n' and vim.fn.col("'>") == 15`), {
      message: 'the selection made',
    });
    await chat.nvim.command('ClaudeChat look at this [scenario:nvim-selection]');
    expect(await sent(chat, 'nvim-selection', 1)).toEqual([
      'app.ts:1\nthe last selection (charwise); cursor at app.ts:1:15\na: number',
    ]);
  });

  it('Neovim stays responsive while Claude calls every tool in one message', async () => {
    chat = await start();
    await chat.nvim.command('edit app.ts');
    await chat.nvim.command('ClaudeChat look around [scenario:nvim-all]');
    let longest = 0;
    let results: string[] = [];
    const until = Date.now() + 30_000;
    while (!results.length && Date.now() < until) {
      const t0 = performance.now();
      await chat.nvim.eval('1');
      longest = Math.max(longest, performance.now() - t0);
      results = resultsSent(chat.model.requests, 'nvim-all', 1);
    }
    // The CLI may run read-only tools at once: the order of their results is its own.
    expect(results.map((r) => r.split('\n')[0]).sort()).toEqual(['1 buffer', '3 lines', 'no diagnostics', 'none']);
    expect(longest).toBeLessThan(500);
  });

  it('a Neovim that does not answer in time: the call fails after 2 s, the turn goes on', async () => {
    chat = await start();
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine('Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.', 30_000);
    // The prompt sent, Neovim is busy (a blocking job of the user's) until the host has given up asking it for
    // its buffers; then it is free again, and the turn goes on.
    await busyWhile(
      chat,
      'ClaudeChat read my buffer [scenario:nvim-buffers]',
      / editor tool open_buffers: Neovim did not answer within 2 s$/m,
    );
    // (The newest CLI adds its own words after a failed call of a tool the model had not looked up.)
    const [result] = await sent(chat, 'nvim-buffers', 1);
    expect(result).toMatch(/^failed\nNeovim did not answer within 2 s($|\n)/);
    await chat.waitForLine('✗ Neovim: open_buffers');
  });
});
