-- A centred read-only float for the chat's listings (g? keys, :ClaudeTodos, :ClaudeContext): q or <Esc>
-- closes it, and so does leaving it.
local M = {}

local ns = vim.api.nvim_create_namespace('claude_chat_float')

--- Shows `lines` in a float titled `title`; `marks`: { line (0-based), start col, end col, group } each.
--- Returns the window.
function M.show(title, lines, marks, filetype)
  local buf = vim.api.nvim_create_buf(false, true)
  vim.bo[buf].bufhidden = 'wipe'
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, lines)
  for _, m in ipairs(marks or {}) do
    vim.api.nvim_buf_set_extmark(buf, ns, m[1], m[2], { end_col = m[3], hl_group = m[4] })
  end
  vim.bo[buf].modifiable = false
  vim.bo[buf].filetype = filetype or 'claudefloat'
  local longest = vim.fn.strdisplaywidth(title) + 4
  for _, l in ipairs(lines) do
    longest = math.max(longest, vim.fn.strdisplaywidth(l))
  end
  local cols = math.max(20, math.min(longest + 1, vim.o.columns - 4))
  local most = math.max(1, vim.o.lines - vim.o.cmdheight - 4)
  local rows = math.min(#lines, most)
  local win = vim.api.nvim_open_win(buf, true, {
    relative = 'editor',
    row = 0,
    col = math.max(0, math.floor((vim.o.columns - cols) / 2) - 1),
    width = cols,
    height = math.max(1, rows),
    style = 'minimal',
    border = 'rounded',
    title = ' ' .. title .. ' ',
    title_pos = 'center',
    footer = ' q closes ',
    footer_pos = 'center',
  })
  -- A line wider than the screen wraps under its own indent, at blanks: its end is shown, not cut off unmarked.
  local wo = vim.wo[win][0]
  wo.wrap, wo.linebreak, wo.breakindent = true, true, true
  rows = math.max(1, math.min(vim.api.nvim_win_text_height(win, {}).all, most))
  vim.api.nvim_win_set_config(win, {
    relative = 'editor',
    row = math.max(0, math.floor((vim.o.lines - vim.o.cmdheight - rows) / 2) - 1),
    col = math.max(0, math.floor((vim.o.columns - cols) / 2) - 1),
    height = rows,
  })
  -- A list taller than the screen says how much is below (only the scroll position would tell), as it scrolls.
  if vim.fn.line('w$', win) < #lines then
    M.footer(win)
    local group = vim.api.nvim_create_augroup('claude_float_' .. win, { clear = true })
    local on = { group = group, pattern = tostring(win) }
    vim.api.nvim_create_autocmd(
      'WinScrolled',
      vim.tbl_extend('force', on, {
        callback = function()
          M.footer(win)
        end,
      })
    )
    vim.api.nvim_create_autocmd(
      'WinClosed',
      vim.tbl_extend('force', on, {
        once = true,
        callback = function()
          vim.api.nvim_del_augroup_by_id(group)
        end,
      })
    )
  end
  local function close()
    if vim.api.nvim_win_is_valid(win) then
      vim.api.nvim_win_close(win, true)
    end
  end
  for _, lhs in ipairs({ 'q', '<Esc>' }) do
    vim.keymap.set('n', lhs, close, { buffer = buf, nowait = true, silent = true, desc = 'Close' })
  end
  vim.api.nvim_create_autocmd({ 'WinLeave', 'BufLeave' }, { buffer = buf, once = true, callback = close })
  return win
end

--- Float `win`'s footer: its keys (`keys`, else those set before, else `q closes`), after how many of its
--- lines are below the window, if any.
function M.footer(win, keys)
  if not vim.api.nvim_win_is_valid(win) then
    return
  end
  if keys then
    vim.w[win].claude_float_keys = keys
  end
  local buf = vim.api.nvim_win_get_buf(win)
  local below = vim.api.nvim_buf_line_count(buf) - vim.fn.line('w$', win)
  local text = (below > 0 and ('%d more below · '):format(below) or '') .. (vim.w[win].claude_float_keys or 'q closes')
  vim.api.nvim_win_set_config(win, { footer = ' ' .. text .. ' ', footer_pos = 'center' })
end

--- { { text, group }, ... } (the host's listings) as lines and marks.
local function split(items)
  local lines, marks = {}, {}
  for i, item in ipairs(items) do
    lines[i] = item[1]
    if item[2] and item[2] ~= '' then
      marks[#marks + 1] = { i - 1, 0, #item[1], item[2] }
    end
  end
  return lines, marks
end

--- Shows { { text, group }, ... } (the host's listings) in a float titled `title`.
function M.show_lines(title, items)
  return M.show(title, split(items))
end

--- Float `win` (of show_lines) shows `items` now, titled `title`; its size stays.
function M.replace_lines(win, title, items)
  if not vim.api.nvim_win_is_valid(win) then
    return
  end
  local buf = vim.api.nvim_win_get_buf(win)
  local lines, marks = split(items)
  vim.bo[buf].modifiable = true
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, lines)
  vim.bo[buf].modifiable = false
  vim.api.nvim_buf_clear_namespace(buf, ns, 0, -1)
  for _, m in ipairs(marks) do
    vim.api.nvim_buf_set_extmark(buf, ns, m[1], m[2], { end_col = m[3], hl_group = m[4] })
  end
  vim.api.nvim_win_set_config(win, { title = ' ' .. title .. ' ', title_pos = 'center' })
  M.footer(win)
end

return M
