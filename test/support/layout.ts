// The layout of the chat's tab page as tests read it: which window shows what, where, and whether the
// chat column is whole; moving to a chat window the way a user would (Normal mode first).
import { expect } from 'vitest';
import type { ChatFixture } from './chat';
import { typeKeys } from './keys';
import type { Screen } from './screen';

/** The window layout of the current tab page as winlayout() nests it, each window named by what it shows:
 *  transcript, prompt, quickfix, or the file's tail. E.g. `row(app.ts, col(transcript, prompt))`. */
export const shape = (c: ChatFixture) =>
  c.lua<string>(`
  local function name(w)
    local b = vim.api.nvim_win_get_buf(w)
    local n = vim.api.nvim_buf_get_name(b)
    if n:match('^claude://chat') then return 'transcript' end
    if n:match('^claude://prompt') then return 'prompt' end
    if vim.bo[b].buftype == 'quickfix' then return 'quickfix' end
    return n == '' and '[No Name]' or vim.fn.fnamemodify(n, ':t')
  end
  local function walk(node)
    if node[1] == 'leaf' then return name(node[2]) end
    local parts = {}
    for _, child in ipairs(node[2]) do table.insert(parts, walk(child)) end
    return node[1] .. '(' .. table.concat(parts, ', ') .. ')'
  end
  return walk(vim.fn.winlayout())`);

export interface Win {
  name: string;
  row: number;
  col: number;
  width: number;
  height: number;
  winbar: string;
  wfb: boolean;
}

/** Each window of the current tab page by the name shape() gives it (the first one of that name). */
export const wins = (c: ChatFixture) =>
  c.lua<Record<string, Win>>(`
  local out = {}
  for _, w in ipairs(vim.api.nvim_tabpage_list_wins(0)) do
    local b = vim.api.nvim_win_get_buf(w)
    local n = vim.api.nvim_buf_get_name(b)
    local name = n:match('^claude://chat') and 'transcript' or n:match('^claude://prompt') and 'prompt'
      or vim.bo[b].buftype == 'quickfix' and 'quickfix' or (n == '' and '[No Name]' or vim.fn.fnamemodify(n, ':t'))
    local pos = vim.api.nvim_win_get_position(w)
    out[name] = out[name] or { name = name, row = pos[1], col = pos[2], width = vim.api.nvim_win_get_width(w),
      height = vim.api.nvim_win_get_height(w), winbar = vim.wo[w].winbar, wfb = vim.wo[w].winfixbuf }
  end
  return out`);

/** The name shape() gives the current window. */
export const current = async (c: ChatFixture) => {
  const all = await wins(c);
  const id = await c.lua<number>('return vim.api.nvim_get_current_win()');
  const pos = await c.lua<[number, number]>('return vim.api.nvim_win_get_position(0)');
  return Object.values(all).find((w) => w.row === pos[0] && w.col === pos[1])?.name ?? `window ${id}`;
};

/** The chat column is whole: the transcript directly above the prompt, in one column of the configured
 *  width (size = 0.4 of the columns, at least 20), the prompt `compose_height` (5) lines high. */
export async function expectWholeColumn(c: ChatFixture, cols: number) {
  const w = await wins(c);
  expect(w.transcript, 'a transcript window').toBeDefined();
  expect(w.prompt, 'a prompt window').toBeDefined();
  expect(w.prompt.col).toBe(w.transcript.col);
  expect(w.prompt.width).toBe(w.transcript.width);
  // Winbar, lines, status line: the prompt starts on the row under the transcript's status line.
  expect(w.prompt.row).toBe(w.transcript.row + w.transcript.height + 1);
  expect(w.prompt.height).toBe(5);
  expect(w.transcript.width).toBe(Math.max(20, Math.floor(cols * 0.4)));
}

/** From wherever the cursor is: Normal mode in the window showing `name` (claude://chat or claude://prompt). */
export const focusChatWindow = (c: ChatFixture, name: 'claude://chat' | 'claude://prompt', screen: Screen | null) =>
  typeKeys(c, '<Esc>', screen).then(() =>
    c.lua(
      `
    for _, w in ipairs(vim.api.nvim_tabpage_list_wins(0)) do
      if vim.api.nvim_buf_get_name(vim.api.nvim_win_get_buf(w)) == ... then vim.api.nvim_set_current_win(w) return end
    end
    error('no window shows ' .. ...)`,
      [name],
    ),
  );
