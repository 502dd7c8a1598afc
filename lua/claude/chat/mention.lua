-- <Plug>(ClaudeMention): the Visual selection as an `@path#L5-10` mention in the prompt being written (the
-- CLI reads those lines when the prompt is sent), at the prompt's cursor, instead of sending it at once.
local complete = require('claude.chat.complete')
local notify = require('claude.ui.notify').say
local start = require('claude.chat.start')

local M = {}

--- The mention of lines `line1`..`line2` of buffer `buf` (`@path#L5` for one line), or nil and why not.
function M.text(buf, line1, line2)
  local name = vim.api.nvim_buf_get_name(buf)
  if name == '' or vim.bo[buf].buftype ~= '' then
    return nil, 'this buffer is not a file: nothing to mention'
  end
  local path = complete.relative(name, complete.session_cwd())
  local lines = line1 == line2 and ('L%d'):format(line1) or ('L%d-%d'):format(line1, line2)
  return ('@%s#%s'):format(path, lines)
end

--- Puts `text` into the prompt window `win` at its cursor, a blank on either side, and leaves the cursor in
--- Insert mode right after it: the prompt goes on from there. A cursor on a word puts it after that word (after
--- <Esc> the cursor is on the last letter typed: the mention goes on from there, and splits no word).
local function put(win, text)
  local buf = vim.api.nvim_win_get_buf(win)
  local row, col = unpack(vim.api.nvim_win_get_cursor(win))
  local line = vim.api.nvim_buf_get_lines(buf, row - 1, row, false)[1] or ''
  local rest = line:sub(col + 1)
  local at = rest == '' and #line or rest:match('^%s') and col + 1 or col + #rest:match('^%S*')
  local before, after = line:sub(1, at), line:sub(at + 1)
  local word = (before:match('%S$') and ' ' or '') .. text .. (after:match('^%s') and '' or ' ')
  vim.api.nvim_buf_set_text(buf, row - 1, at, row - 1, at, { word })
  vim.api.nvim_set_current_win(win)
  if after == '' then
    vim.cmd('startinsert!')
  else
    vim.api.nvim_win_set_cursor(win, { row, at + #word })
    vim.cmd('startinsert')
  end
end

--- From Visual mode: the selected lines' mention into the prompt, opening the chat when it is not.
function M.selection()
  local line1, line2 = vim.fn.line('v'), vim.fn.line('.')
  if line1 > line2 then
    line1, line2 = line2, line1
  end
  local buf = vim.api.nvim_get_current_buf()
  vim.api.nvim_feedkeys(vim.keycode('<Esc>'), 'nx', false)
  local text, why = M.text(buf, line1, line2)
  if not text then
    notify(why, vim.log.levels.WARN)
    return false
  end
  if not start.open(start.id()) then
    return false
  end
  put(vim.api.nvim_get_current_win(), text)
  return true
end

return M
