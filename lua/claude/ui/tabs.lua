-- The pieces of the review tab pages (lua/claude/approvals/review.lua): scratch buffers, a diff of two buffers in a
-- tab of its own, winbars that name what each side is.
local reread = require('claude.ui.reread')

local M = {}

--- `path` as the user would type it: relative to the current directory, or to ~.
function M.shown_path(path)
  return vim.fn.fnamemodify(path, ':~:.')
end

--- `text` as buffer lines, and whether it ended with a newline.
function M.to_lines(text)
  local eol = text:sub(-1) == '\n'
  return vim.split(eol and text:sub(1, -2) or text, '\n', { plain = true }), eol
end

--- The lines of the file `path` on disk (none when it cannot be read).
function M.file_lines(path)
  local fd = io.open(path, 'rb')
  local text = fd and fd:read('*a') or ''
  if fd then
    fd:close()
  end
  return (M.to_lines(text))
end

--- A buffer of `lines` that goes away when hidden, highlighted as `path` would be. Read-only, unless
--- `editable`: then :w on it runs its BufWriteCmd (buftype acwrite).
function M.scratch(name, lines, path, editable)
  local buf = vim.api.nvim_create_buf(false, true)
  vim.bo[buf].bufhidden = 'wipe'
  vim.bo[buf].swapfile = false
  pcall(vim.api.nvim_buf_set_name, buf, name)
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, lines)
  local ft = path and vim.filetype.match({ filename = path, buf = buf })
  if ft then
    vim.bo[buf].filetype = ft
  end
  if editable then
    -- `:e!` reads it again as it came, as from a file: the edits go.
    reread.on(buf, function()
      reread.put_lines(buf, lines)
    end)
    vim.bo[buf].buftype = 'acwrite'
    vim.bo[buf].modified = false
  else
    vim.bo[buf].modifiable = false
  end
  return buf
end

local function esc(t)
  return (t:gsub('%%', '%%%%'))
end

--- Sets a winbar: `text`, then `more`, which a narrow window cuts first, from its start (a path keeps its
--- file name).
function M.winbar(win, text, more)
  vim.wo[win].winbar = esc(text) .. (more and ('%<' .. esc(more)) or '')
end

--- Sets a winbar whose end a narrow window cuts: what it says first stays (the keys, most needed first).
function M.winbar_cut_end(win, text)
  vim.wo[win].winbar = esc(text) .. '%<'
end

--- A new tab page showing `left` and `right` side by side in diff mode; returns the tab and both windows.
function M.diff_tab(left, right)
  vim.cmd('tab sbuffer ' .. left)
  local lwin = vim.api.nvim_get_current_win()
  vim.cmd('vertical rightbelow sbuffer ' .. right)
  local rwin = vim.api.nvim_get_current_win()
  for _, win in ipairs({ lwin, rwin }) do
    vim.api.nvim_win_call(win, function()
      vim.cmd('diffthis')
    end)
    vim.wo[win].foldlevel = 0
  end
  return vim.api.nvim_get_current_tabpage(), lwin, rwin
end

--- Closes tab page `tab` unless it is the last one.
function M.close_tab(tab)
  if vim.api.nvim_tabpage_is_valid(tab) and #vim.api.nvim_list_tabpages() > 1 then
    pcall(vim.cmd, 'tabclose ' .. vim.api.nvim_tabpage_get_number(tab))
  end
end

return M
