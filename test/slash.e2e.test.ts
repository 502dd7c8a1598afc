// Slash commands in the prompt (issue 31, item 5): completion of `/` shows each command's argument hint and
// description (the CLI's `initialize` answer); the commands only a terminal runs are not offered; `/cost`,
// `/context`, `/usage` sent as prompts are answered by the CLI itself, their output in the transcript; `/model `
// and `/effort ` complete their values. Real CLI, fake model, completion typed in the prompt window.
import { afterEach, describe, expect, it } from 'vitest';
import { startChat, type ChatFixture } from './support/chat';
import { cliAtLeast } from './support/claude-env';
import { focusPrompt } from './support/keys';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
afterEach(async () => {
  const c = chat;
  chat = null;
  await c?.close();
});

interface Item {
  word: string;
  menu: string;
  info: string;
}

/** The items <C-x><C-o> offers at the end of the prompt holding `line`, as complete_info() reads them. */
async function completion(c: ChatFixture, line: string): Promise<Item[]> {
  await focusPrompt(c);
  await c.lua(
    `_G.claude_test_items = nil
    vim.api.nvim_buf_set_lines(0, 0, -1, false, { ... })
    vim.keymap.set('i', '<F12>', function()
      _G.claude_test_items = vim.tbl_map(function(i) return { word = i.word, menu = i.menu, info = i.info } end,
        vim.fn.complete_info({ 'items' }).items)
    end, { buffer = true })`,
    [line],
  );
  await c.nvim.input('A<C-x><C-o><F12><C-e><Esc>');
  const items = await waitFor(() => c.lua<Item[] | null>(`return _G.claude_test_items`), {
    message: `completion of ${line}`,
  });
  await c.lua(`vim.api.nvim_buf_set_lines(0, 0, -1, false, {})`);
  return items;
}

const HELLO = 'Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.';

describe('slash commands in the prompt', () => {
  it("completion shows each command's argument hint and description", async () => {
    chat = await startChat();
    // The descriptions show in a popup beside the menu (0.12's default; 0.10's opens a preview window).
    await chat.nvim.command('set completeopt=menu,popup');
    await chat.nvim.command('ClaudeChat');
    const items = await waitFor(
      async () => {
        const got = await completion(chat!, '/co');
        return got.some((i) => i.word === '/compact') ? got : null;
      },
      { timeout: 30_000, message: 'the commands of the CLI' },
    );
    const compact = items.find((i) => i.word === '/compact')!;
    expect(compact.menu).toBe('<optional custom summarization instructions>');
    expect(compact.info).toMatch(/\w+ \w+/);
    // A command that takes nothing shows no hint (a word there would read as its argument).
    const context = (await completion(chat, '/cont')).find((i) => i.word === '/context')!;
    expect(context.menu).toBe('');
    expect(context.info).not.toBe('');
    // Where they would open a preview window, which would split the chat's column, they are left out.
    await chat.nvim.command('set completeopt=menu,preview');
    expect((await completion(chat, '/compa')).find((i) => i.word === '/compact')).toMatchObject({
      menu: '<optional custom summarization instructions>',
      info: '',
    });
    await chat.nvim.command('set completeopt=menu,popup');

    // After a turn the CLI's system/init names the commands: they are still described.
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine(HELLO, 30_000);
    expect((await completion(chat, '/compa')).find((i) => i.word === '/compact')?.menu).toBe(
      '<optional custom summarization instructions>',
    );
  });

  // The newest CLI names commands only its terminal UI runs (terminal_slash_commands); 2.1.197 lists none.
  it.runIf(cliAtLeast('2.1.332'))('commands only a terminal runs are not offered, before a turn or after', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat');
    const words = async () => (await completion(chat!, '/')).map((i) => i.word);
    const before = await waitFor(
      async () => {
        const w = await words();
        return w.includes('/compact') ? w : null;
      },
      { timeout: 30_000, message: 'the commands of the CLI' },
    );
    for (const terminal of ['/color', '/doctor', '/focus', '/reload-plugins']) expect(before).not.toContain(terminal);
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine(HELLO, 30_000);
    const after = await words();
    expect(after).toContain('/compact');
    for (const terminal of ['/color', '/doctor', '/focus', '/reload-plugins']) expect(after).not.toContain(terminal);
    // Nor the CLI's own plumbing (`/__remote-workflow`).
    expect([...before, ...after].filter((w) => w.startsWith('/__'))).toEqual([]);
  });

  it('/cost, /context and /usage typed as prompts: the CLI answers them itself, in the transcript', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine(HELLO, 30_000);
    const asked = chat.model.requests.length;
    await chat.nvim.command('ClaudeChat /cost');
    await chat.waitForLine(/^ℹ (Estimated|Total) cost: +\$\d+\.\d+$/, 30_000);
    await chat.nvim.command('ClaudeChat /context');
    await chat.waitForLine('ℹ ## Context Usage', 30_000);
    const costs = async () => (await chat!.transcript()).filter((l) => /^ℹ (Estimated|Total) cost:/.test(l)).length;
    await chat.nvim.command('ClaudeChat /usage');
    await waitFor(async () => (await costs()) === 2 || null, {
      timeout: 30_000,
      message: "/usage's answer (billed by API key: the cost)",
    });
    await waitFor(async () => (await chat!.status()).state === 'ready' || null, { message: 'the last one ended' });
    // None of them went to the model.
    expect(chat.model.requests.length).toBe(asked);
  });

  it('`/model ` completes the models with their descriptions, `/effort ` the levels of the model', async () => {
    chat = await startChat();
    await chat.nvim.command('set completeopt=menu,popup');
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine(HELLO, 30_000);
    const models = await completion(chat, '/model ');
    expect(models.map((i) => i.word)).toEqual(expect.arrayContaining(['default', 'sonnet', 'haiku']));
    const haiku = models.find((i) => i.word === 'haiku')!;
    expect(haiku.menu).toBe('Haiku');
    expect(haiku.info).toMatch(/Fastest for quick answers/);
    expect((await completion(chat, '/model so')).map((i) => i.word)).toEqual(expect.arrayContaining(['sonnet']));
    expect((await completion(chat, '/effort ')).map((i) => i.word)).toEqual(['low', 'medium', 'high', 'xhigh', 'max']);
    expect((await completion(chat, '/effort h')).map((i) => i.word)).toEqual(['high']);
  });
});
