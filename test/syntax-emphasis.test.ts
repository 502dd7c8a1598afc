// syntax/claudechat.vim's emphasis, read the way the screen shows it: for each piece of a line, the
// syntax group Neovim gives it in a buffer of filetype claudechat. Emphasis follows CommonMark's flanking
// rules closely enough for chat prose: snake_case and arithmetic stay plain. (The patterns start with
// their literal marker so that Neovim's regex engine skips to it; see the comment in the syntax file.)
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNvim, type TestNvim } from './support/nvim';

let nvim: TestNvim;

beforeAll(async () => {
  nvim = await startNvim({ cwd: os.tmpdir() });
});

afterAll(async () => {
  await nvim?.quit();
});

/** The syntax group at the first character of `piece` in `line` ('' where nothing matches). */
async function groupAt(line: string, piece: string): Promise<string> {
  const col = line.indexOf(piece);
  if (col < 0) throw new Error(`${piece} is not in ${line}`);
  return nvim.lua<string>(
    `local text, col = ...
     vim.api.nvim_set_current_buf(vim.api.nvim_create_buf(false, true)) -- no syntax state kept from the last line
     vim.bo.filetype = 'claudechat'
     vim.api.nvim_buf_set_lines(0, 0, -1, false, { text })
     local id = vim.fn.synID(1, col + 1, 0)
     return vim.fn.synIDattr(id, 'name')`,
    [line, Buffer.byteLength(line.slice(0, col))],
  );
}

describe('emphasis in the transcript', () => {
  it('**bold**, __bold__, *italic* and _italic_ are emphasis, their markers delimiters', async () => {
    expect(await groupAt('say **loud** now', 'loud')).toBe('claudeMdBold');
    expect(await groupAt('say **loud** now', '**loud')).toBe('claudeMdBoldDelimiter');
    expect(await groupAt('say __loud__ now', 'loud')).toBe('claudeMdBold');
    expect(await groupAt('say *soft* now', 'soft')).toBe('claudeMdItalic');
    expect(await groupAt('say _soft_ now', 'soft')).toBe('claudeMdItalic');
    expect(await groupAt('é**gras**', 'gras')).toBe('claudeMdBold');
    expect(await groupAt('naïve *ça* va', 'ça')).toBe('claudeMdItalic');
  });

  it('snake_case, arithmetic and a lone marker stay plain', async () => {
    expect(await groupAt('call read_file_at now and then_again', 'file')).toBe('');
    expect(await groupAt('call read_file_at now and then_again', 'again')).toBe('');
    expect(await groupAt('set with_prefix_ and go', 'prefix')).toBe('');
    expect(await groupAt('2 * 3 * 4 is 24', '3')).toBe('');
    expect(await groupAt('a ** b is a power', 'b is')).toBe('');
    expect(await groupAt('x__y__z', 'y')).toBe('');
    expect(await groupAt('a*b', 'b')).toBe('');
  });

  it('an emphasis closes only at a marker after a non-space; one never closed on its line is plain', async () => {
    expect(await groupAt('*one * two* three', 'two')).toBe('claudeMdItalic');
    expect(await groupAt('*one * two* three', 'three')).toBe('');
    expect(await groupAt('**open and never closed', 'never')).toBe('');
  });
});

describe('fenced code in the transcript', () => {
  it('prose between two code blocks is prose, however far above the window the first block opened', async () => {
    // A 60-line block, two lines of prose, another block: read from the prose, the sync window (30 lines)
    // starts inside the first block, whose closing fence must not be taken for an opening one.
    const block = (word: string) => ['```' + word, ...Array.from({ length: 58 }, (_, i) => `  code line ${i}`), '```'];
    const lines = [...block('py'), 'Prose between the blocks.', '', ...block('js'), 'The end.'];
    const group = (lnum: number) =>
      nvim.lua<string>(
        `local text, lnum = ...
       vim.api.nvim_set_current_buf(vim.api.nvim_create_buf(false, true))
       vim.bo.filetype = 'claudechat'
       vim.api.nvim_buf_set_lines(0, 0, -1, false, text)
       return vim.fn.synIDattr(vim.fn.synID(lnum, 3, 0), 'name')`,
        [lines, lnum],
      );
    expect(await group(lines.indexOf('Prose between the blocks.') + 1)).toBe('');
    expect(await group(lines.indexOf('The end.') + 1)).toBe('');
    expect(await group(lines.length - 5)).toBe('claudeMdFence');
  });
});
