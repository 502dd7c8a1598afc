// Driving Neovim as a user does, through its public surface: typed keys, its mode, the transcript buffer
// found by name (:ls shows claude://chat) and the windows showing it.
import type { LuaRunner, TestNvim } from './nvim';
import type { Screen } from './screen';
import { waitFor } from './wait';

/** Neovim's mode; `blocking` is true while a prompt (W12, hit-enter, ...) waits for a key. Answered even then. */
export const editorMode = (t: TestNvim) =>
  t.nvim.request('nvim_get_mode', []) as Promise<{ mode: string; blocking: boolean }>;

/** Types keys and waits until Neovim has taken them all without stopping at a prompt (nvim_input returns
 *  before they run). On a timeout the error shows the screen, if one is attached. */
export async function typeKeys(t: TestNvim, keys: string, screen?: Screen | null): Promise<void> {
  await t.nvim.input(keys);
  await waitFor(async () => (await editorMode(t)).blocking === false, {
    message: `Neovim to take "${keys}" without a prompt`,
  }).catch((err: Error) => {
    throw new Error(`${err.message}\n${screen?.text() ?? ''}`);
  });
}

/** Lua prelude defining chat_buf(): the transcript the user sees, found by name as :ls shows it (claude://chat,
 *  and claude://chat-2 ... for later sessions): the one a window of the current tab page shows, else one any
 *  window shows, else the loaded claude://chat; or nil. And chat_wins(all): the windows showing it, in the
 *  current tab page or (all = true) in every one. */
export const CHAT_LUA = `
local function is_chat(b)
  local n = vim.api.nvim_buf_get_name(b)
  return n == 'claude://chat' or n:match('^claude://chat%-%d+$') ~= nil
end
local function chat_buf()
  for _, wins in ipairs({ vim.api.nvim_tabpage_list_wins(0), vim.api.nvim_list_wins() }) do
    for _, w in ipairs(wins) do
      local b = vim.api.nvim_win_get_buf(w)
      if is_chat(b) and vim.api.nvim_win_get_config(w).relative == '' then return b end
    end
  end
  for _, b in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(b) and vim.api.nvim_buf_get_name(b) == 'claude://chat' then return b end
  end
end
local function chat_wins(all)
  local b, wins = chat_buf(), {}
  if not b then return wins end
  for _, w in ipairs(all and vim.api.nvim_list_wins() or vim.api.nvim_tabpage_list_wins(0)) do
    if vim.api.nvim_win_get_buf(w) == b then table.insert(wins, w) end
  end
  return wins
end
`;

/** Lines of the transcript buffer ([] while there is none). */
export const transcriptLines = (t: LuaRunner) =>
  t.lua<string[]>(`${CHAT_LUA}
  local b = chat_buf()
  return b and vim.api.nvim_buf_get_lines(b, 0, -1, false) or {}`);

/** The transcript buffer's number, or null. */
export const transcriptBuf = async (t: LuaRunner) =>
  (await t.lua<number | null>(`${CHAT_LUA} return chat_buf()`)) ?? null;

/** Windows showing the transcript, in every tab page. */
export const transcriptWindows = (t: LuaRunner) => t.lua<number[]>(`${CHAT_LUA} return chat_wins(true)`);

/** The window showing the transcript in the current tab page, or null. */
export const transcriptWin = async (t: LuaRunner) =>
  (await t.lua<number | null>(`${CHAT_LUA} return chat_wins(false)[1]`)) ?? null;

/** Moves the cursor into the transcript window of the current tab page (as <C-w> would); throws if none. */
export async function focusTranscript(t: LuaRunner): Promise<number> {
  const win = await transcriptWin(t);
  if (!win) throw new Error('no window shows claude://chat in this tab page');
  await t.lua(`vim.api.nvim_set_current_win(...)`, [win]);
  return win;
}

/** Focuses the window of this tab page that shows a prompt buffer (claude://prompt, claude://prompt-2, ...). */
export async function focusPrompt(t: LuaRunner): Promise<number> {
  const win = await t.lua<number | null>(`for _, w in ipairs(vim.api.nvim_tabpage_list_wins(0)) do
      if vim.api.nvim_buf_get_name(vim.api.nvim_win_get_buf(w)):match('^claude://prompt') then
        vim.api.nvim_set_current_win(w)
        return w
      end
    end
    return vim.NIL`);
  if (!win) throw new Error('no window shows claude://prompt in this tab page');
  return win;
}

/** What completion offers with the cursor at the end of line `row` of the prompt holding `lines`, as the user
 *  gets it: <C-x><C-o> (or `keys`) typed in insert mode in the prompt window, what Vim then holds read by
 *  complete_info() from an insert-mode <Cmd> mapping of the test's own. `start` is the column the completed
 *  word begins at, from the line Vim wrote its first match into (-3: completion did not start). Leaves the
 *  prompt empty, in normal mode. */
export async function promptCompletion(
  c: TestNvim,
  lines: string[],
  row = lines.length,
  keys = '<C-x><C-o>',
): Promise<{ start: number; words: string[] }> {
  await focusPrompt(c);
  await c.lua(
    `local lines, row = ...
    _G.claude_test_completed = nil
    vim.api.nvim_buf_set_lines(0, 0, -1, false, lines)
    vim.api.nvim_win_set_cursor(0, { row, 0 })
    vim.keymap.set('i', '<F12>', function()
      local info = vim.fn.complete_info({ 'mode', 'items' })
      _G.claude_test_completed = { mode = info.mode, line = vim.api.nvim_get_current_line(),
        words = vim.tbl_map(function(item) return item.word end, info.items) }
    end, { buffer = true })`,
    [lines, row],
  );
  await c.nvim.input(`A${keys}<F12><C-e><Esc>`);
  type Completed = { mode: string; line: string; words: string[] };
  const got = await waitFor(() => c.lua<Completed | null>(`return _G.claude_test_completed`), {
    message: `completion after ${JSON.stringify(lines)}`,
  });
  await waitFor(async () => (await editorMode(c)).mode === 'n' || null, { message: 'back in normal mode' });
  await c.lua(`vim.api.nvim_buf_set_lines(0, 0, -1, false, {})`);
  if (got.mode === '' || got.words.length === 0) return { start: -3, words: [] };
  return { start: got.line.length - got.words[0].length, words: got.words };
}
