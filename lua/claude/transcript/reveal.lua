-- Bringing a pending approval into a transcript window's view, its key hints whole (what answers it must be
-- in view), and whether they are: by screen rows, since at 80 columns its lines wrap.
local M = {}

--- The 1-based line to show from, so that line `last` ends at the bottom of the current window: whole lines,
--- as many as fit above it, but none above `first`.
local function top_for_hints(first, last)
  local height = vim.fn.winheight(0)
  local top, used = last, vim.api.nvim_win_text_height(0, { start_row = last - 1, end_row = last - 1 }).all
  while top > first do
    local above = vim.fn.foldclosed(top - 1)
    above = above ~= -1 and above or top - 1
    local rows = vim.api.nvim_win_text_height(0, { start_row = above - 1, end_row = top - 2 }).all
    if used + rows > height then
      break
    end
    used, top = used + rows, above
  end
  return top
end

--- `span`'s first line and the line of its key hints (its last before the blank one under it) in the current
--- window's buffer, 1-based, within it.
local function lines_of(span)
  local count = vim.api.nvim_buf_line_count(0)
  local first, last = math.min(span.first + 1, count), math.min(span.last + 1, count)
  return first, (last > first and vim.fn.getline(last) == '') and last - 1 or last
end

--- Whether the current window shows line `line` to its last screen row: counted in rows, since at 80 columns
--- a hint line wraps, and a line whose first row is the window's last is not in view.
local function shown_whole(line)
  local view = vim.fn.winsaveview()
  if line < view.topline or (line == view.topline and view.skipcol > 0) then
    return false
  end
  if view.skipcol > 0 and vim.fn.foldclosed(view.topline) ~= -1 then
    -- The state scroll.lua's unskip gets the window out of, by putting the cursor line last: the cursor
    -- parked on the approval's first line, that would push the rest of it under the window.
    return false
  end
  local rows =
    vim.api.nvim_win_text_height(0, { start_row = view.topline - 1, start_vcol = view.skipcol, end_row = line - 1 }).all
  return rows <= vim.fn.winheight(0)
end

--- Shows `span` in `win`: all of it if it fits, the cursor on its first line; else its end, the key hints, at
--- the bottom (what answers it must be in view), the cursor on its first line shown. Returns that line.
--- By screen rows, not buffer lines: the cursor on a wrapped line's first row would leave its other rows
--- (the hints at 80 columns) under the window.
function M.span(win, span)
  return vim.api.nvim_win_call(win, function()
    local first, hints = lines_of(span)
    if vim.api.nvim_win_text_height(0, { start_row = first - 1, end_row = hints - 1 }).all > vim.fn.winheight(0) then
      local top = top_for_hints(first, hints)
      vim.fn.winrestview({ topline = top, skipcol = 0, lnum = top, col = 0 })
      return top
    end
    -- Its first line at the top if it was above (or shown from a smooth-scrolled row); else its hints at the
    -- bottom if they were below, scrolled no further. Not with zt and zb: zb resets the row a smooth-scrolled
    -- line is shown from. Empty rows under the end go once the frame is applied (scroll.fill).
    local view = vim.fn.winsaveview()
    if view.topline > first or (view.topline == first and view.skipcol > 0) then
      vim.fn.winrestview({ topline = first, skipcol = 0, lnum = first, col = 0 })
    elseif not shown_whole(hints) then
      local top = top_for_hints(1, hints)
      vim.fn.winrestview({ topline = top, skipcol = 0, lnum = first, col = 0 })
    end
    vim.api.nvim_win_set_cursor(win, { first, 0 })
    return first
  end)
end

--- Whether window `win` shows the key hints of `span` whole.
function M.hints_shown(win, span)
  return vim.api.nvim_win_call(win, function()
    local _, hints = lines_of(span)
    return shown_whole(hints)
  end)
end

return M
