// :ClaudeImage and a pasted image path (issue 32, item 4): the image reaches the model as an image block with
// the next prompt, the prompt's winbar names it until then, the transcript says `[image: name · WxH]`; a file
// that is no image is refused with a message. Real Neovim, real CLI, fake model; reference screens of the
// winbar with an attachment at 80x24 and 160x48.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { afterTurn, startChat, type ChatFixture } from './support/chat';
import { focusPrompt } from './support/keys';
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

const MASK = [/\$\d+\.\d+/g, /\d+(\.\d+)?k? in \/ \d+(\.\d+)?k? out/g, /\d+% ctx/g, /claude-[\w.-]+(\[\w+\])?/g];

function crc32(b: Buffer): number {
  let c = ~0;
  for (const byte of b) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/** A real PNG, `w` by `h` grey pixels. */
function png(w: number, h: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(td.length + 8);
    out.writeUInt32BE(data.length, 0);
    td.copy(out, 4);
    out.writeUInt32BE(crc32(td), td.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  const rows = Buffer.concat(Array.from({ length: h }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(w, 0x80)])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const winbar = (c: ChatFixture) =>
  c.lua<string>(`for _, w in ipairs(vim.api.nvim_tabpage_list_wins(0)) do
    if vim.api.nvim_buf_get_name(vim.api.nvim_win_get_buf(w)):match('^claude://prompt') then return vim.wo[w].winbar end
  end`);

/** The image blocks of the user messages the model was sent (in `requests`, by default all of them). */
const imageBlocks = (c: ChatFixture, requests = c.model.requests) =>
  requests
    .flatMap((r) => r.body.messages)
    .filter((m: { role: string; content: unknown }) => m.role === 'user' && Array.isArray(m.content))
    .flatMap((m: { content: Array<{ type: string }> }) => m.content)
    .filter((b: { type: string }) => b.type === 'image');

describe(':ClaudeImage', () => {
  it('the image goes to the model as an image block with the next prompt; the winbar and the transcript say it', async () => {
    chat = await startChat({ files: { 'notes.txt': 'not an image\n' } });
    const c = chat;
    const image = png(3, 2);
    fs.writeFileSync(path.join(c.ws.dir, 'shot.png'), image);
    await c.lua(`_G.claude_test_notes = {}
      vim.notify = function(m) table.insert(_G.claude_test_notes, m) end`);
    await c.nvim.command('ClaudeChat');
    await c.nvim.command('ClaudeImage notes.txt');
    await c.nvim.command('ClaudeImage missing.png');
    await waitFor(async () => (await c.lua<string[]>('return _G.claude_test_notes')).length === 2 || null, {
      message: 'the two refusals',
    });
    expect((await c.lua<string[]>('return _G.claude_test_notes')).sort()).toEqual([
      'claude-chat: image not attached: no file missing.png',
      'claude-chat: image not attached: notes.txt is not a PNG, JPEG, GIF or WebP image',
    ]);
    expect(await winbar(c)).toMatch(/^Prompt · <CR> send/);
    await c.nvim.command('ClaudeImage shot.png');
    await waitFor(async () => /^Prompt · with shot\.png( · |%<$)/.test(await winbar(c)) || null, {
      message: 'the winbar',
    });
    await focusPrompt(c);
    await c.lua(`vim.api.nvim_buf_set_lines(0, 0, -1, false, { 'what is this [scenario:text]' })`);
    await c.nvim.input('<CR>');
    const lines = await c.waitForLine('Done.', 30_000);
    expect(
      lines.slice(lines.indexOf('what is this [scenario:text]'), lines.indexOf('what is this [scenario:text]') + 2),
    ).toEqual(['what is this [scenario:text]', '[image: shot.png · 3x2]']);
    expect(imageBlocks(c)).toEqual([
      { type: 'image', source: { type: 'base64', media_type: 'image/png', data: image.toString('base64') } },
    ]);
    await waitFor(async () => /^Prompt · <CR> send/.test(await winbar(c)) || null, { message: 'nothing attached' });
  });

  it('`:ClaudeImage shot.png | ClaudeChat ...`: the image goes with that prompt, not the next one', async () => {
    chat = await startChat();
    const c = chat;
    const image = png(3, 2);
    fs.writeFileSync(path.join(c.ws.dir, 'shot.png'), image);
    await c.nvim.command('ClaudeImage shot.png | ClaudeChat what is in it [scenario:text]');
    await c.waitForLine('Done.', 30_000);
    const first = c.model.requests.filter((r) => r.scenario === 'text');
    expect(first).toHaveLength(1);
    expect(imageBlocks(c, first)).toEqual([
      { type: 'image', source: { type: 'base64', media_type: 'image/png', data: image.toString('base64') } },
    ]);
    const lines = await c.waitForLine('[image: shot.png · 3x2]');
    expect(lines[lines.indexOf('[image: shot.png · 3x2]') - 1]).toBe('what is in it [scenario:text]');
    await waitFor(async () => /^Prompt · <CR> send/.test(await winbar(c)) || null, { message: 'nothing attached' });
  });

  it('an image over 5 MB is refused with its message; nothing goes with the next prompt', async () => {
    chat = await startChat();
    const c = chat;
    // A real PNG's header and then 6 MB: an image by its first bytes, too large by its size.
    fs.writeFileSync(path.join(c.ws.dir, 'big.png'), Buffer.concat([png(3, 2), Buffer.alloc(6 * 1048576)]));
    await c.lua(`_G.claude_test_notes = {}
      vim.notify = function(m) table.insert(_G.claude_test_notes, m) end`);
    await c.nvim.command('ClaudeChat');
    await c.nvim.command('ClaudeImage big.png');
    await waitFor(async () => (await c.lua<string[]>('return _G.claude_test_notes')).length === 1 || null, {
      message: 'the refusal',
    });
    expect(await c.lua<string[]>('return _G.claude_test_notes')).toEqual([
      'claude-chat: image not attached: big.png is too large (6.0 MB; the API takes images up to 5 MB)',
    ]);
    expect(await winbar(c)).toMatch(/^Prompt · <CR> send/);
    await c.nvim.command('ClaudeChat what is in it [scenario:text]');
    const lines = await c.waitForLine('Done.', 30_000);
    expect(lines.some((l) => l.startsWith('[image:'))).toBe(false);
    expect(imageBlocks(c)).toEqual([]);
  });

  it('an image path pasted into the prompt is attached too; gx drops it', async () => {
    chat = await startChat();
    const c = chat;
    const file = path.join(c.ws.dir, 'my shot.png');
    fs.writeFileSync(file, png(4, 5));
    await c.nvim.command('ClaudeChat');
    await focusPrompt(c);
    await c.nvim.input('ilook at ');
    await c.nvim.request('nvim_paste', [`'${file}'`, false, -1]);
    await c.nvim.input('<Esc>');
    await waitFor(async () => /^Prompt · with my shot\.png( · |%<$)/.test(await winbar(c)) || null, {
      message: 'the winbar',
    });
    await c.nvim.input('gx');
    await waitFor(async () => /^Prompt · <CR> send/.test(await winbar(c)) || null, { message: 'dropped' });
    await c.lua(`vim.api.nvim_buf_set_lines(0, 0, -1, false, { 'and now [scenario:text]' })`);
    await c.nvim.input('<CR>');
    await c.waitForLine('Done.', 30_000);
    expect(imageBlocks(c)).toEqual([]);
  });
});

for (const [cols, rows] of [
  [80, 24],
  [160, 48],
] as const) {
  describe(`an attachment at ${cols}x${rows}`, () => {
    it("the prompt's winbar names the image waiting for the next prompt", async () => {
      chat = await startChat({ files: { 'app.ts': 'export const x = 1;\n' } });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      fs.writeFileSync(path.join(chat.ws.dir, 'shot.png'), png(640, 480));
      await chat.nvim.command('edit app.ts');
      await chat.nvim.command('ClaudeChat hello [scenario:text]');
      await chat.waitForLine('Done.', 30_000);
      await afterTurn(chat);
      await chat.nvim.command('ClaudeImage shot.png');
      await screen.waitFor('with shot.png');
      await screen.settle();
      expectScreen(screen, `image-attached-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });
  });
}
