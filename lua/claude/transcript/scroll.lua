-- Where transcript windows are scrolled to: following the end as lines come, no empty rows under the end
-- while text is hidden above, and out of a state Neovim's 'smoothscroll' can leave them in (unskip).
local folds = require('claude.transcript.folds')

local M = {}

--- In the current window: the rows lines `first`..`last` (1-based, a closed fold one row) take.
local function rows_of(first, last)
  return vim.api.nvim_win_text_height(0, { start_row = first - 1, end_row = last - 1 }).all
end

--- Neovim (0.10 to 0.12) scrolling a 'smoothscroll' window down to the cursor can skip rows of a top line that
--- is in a closed fold (winsaveview() then shows a skipcol on a folded topline): it places the lines below as
--- if the fold were open, and the cursor ends up below the window, the end of the transcript hidden after G or
--- a frame. In that state the current window is scrolled so that the cursor line is its last, by whole lines.
--- Returns whether it was.
local function unskip()
  local view = vim.fn.winsaveview()
  if view.skipcol == 0 or vim.fn.foldclosed(view.topline) == -1 then
    return false
  end
  local height = vim.fn.winheight(0)
  local top = vim.fn.foldclosed(view.lnum)
  top = top ~= -1 and top or view.lnum
  local rows = rows_of(top, view.lnum)
  while top > 1 do
    local above = vim.fn.foldclosed(top - 1)
    above = above ~= -1 and above or top - 1
    local more = rows_of(above, top - 1)
    if rows + more > height then
      break
    end
    rows, top = rows + more, above
  end
  vim.fn.winrestview({ topline = top, skipcol = 0 })
  return true
end

--- Neovim scrolls only the current window to its cursor as it redraws, and only from the bottom line it last
--- drew there. Lines that come to take more rows keep a window's top line: in another window (made narrower by
--- a resize or by the chat opening again), and in any window when 'breakat' changes (the chat's is put in
--- force once its windows are made, lua/claude/windows/breakat.lua), which leaves Neovim's bottom line stale, so that
--- even setting the cursor does not scroll. A transcript's cursor at the end then falls below the window: the
--- end unseen, `99%` in its status line. So such windows get their view set again (Neovim lays the window out
--- afresh) and are scrolled to their cursor, as nvim_win_set_cursor() scrolls any window; one that followed the
--- end follows it again (follow_end). `current`: the current window too.
local function to_cursor(wins, current)
  local cur = vim.api.nvim_get_current_win()
  for _, win in ipairs(wins) do
    local buf = vim.api.nvim_win_is_valid(win) and vim.api.nvim_win_get_buf(win)
    if buf and (current or win ~= cur) and vim.b[buf].claude_chat == 'transcript' then
      vim.api.nvim_win_call(win, function()
        vim.fn.winrestview(vim.fn.winsaveview())
      end)
      if M.follows(win, vim.api.nvim_buf_line_count(buf)) then
        M.follow_end(win)
      else
        vim.api.nvim_win_set_cursor(win, vim.api.nvim_win_get_cursor(win))
      end
    end
  end
end

local relayout -- made by M.autocmds()

--- A window that shows empty rows under the buffer's end while text is hidden above it (folds closed; the
--- buffer got shorter: a new session, an answered approval; a long paragraph above the end; the window
--- grew) scrolls back until the last line is at the bottom. By screen rows where 'smoothscroll' is on (the
--- transcript's default), so that a paragraph taller than the rows left shows its end; by whole lines
--- otherwise, as far as they fit. Not with zb, which resets the row a smooth-scrolled line is shown from.
--- `grown`: the window followed an end that only grew, so only the 'smoothscroll' state is checked.
function M.fill(win, grown)
  vim.api.nvim_win_call(win, function()
    if grown then
      unskip()
      return
    end
    local last = vim.api.nvim_buf_line_count(0)
    local view = vim.fn.winsaveview()
    if unskip() then
      view = vim.fn.winsaveview()
    end
    if (view.topline <= 1 and view.skipcol == 0) or vim.fn.line('w$') < last then
      return
    end
    local shown = vim.api.nvim_win_text_height(0, { start_row = view.topline - 1, start_vcol = view.skipcol }).all
    local empty = vim.fn.winheight(0) - shown
    if empty <= 0 then
      return
    end
    if vim.wo.smoothscroll then
      -- A Normal-mode command: not while the user selects text or has an operator pending (the mode
      -- change after it fills the window: lua/claude/transcript/transcript.lua).
      if folds.normal_commands_ok() then
        vim.cmd(('normal! %d\25'):format(empty)) -- <C-y>
      end
      return
    end
    local top = view.topline
    while top > 1 do
      local above = vim.fn.foldclosed(top - 1)
      above = above ~= -1 and above or top - 1
      local rows = vim.api.nvim_win_text_height(0, { start_row = above - 1, end_row = top - 2 }).all
      if rows > empty then
        break
      end
      empty, top = empty - rows, above
    end
    if top < view.topline then
      vim.fn.winrestview({ topline = top, skipcol = 0 })
    end
  end)
end

--- Puts the cursor of transcript window `win` at the end. The last line is the empty one under the last
--- entry; when the line above it is taller than the window (a long paragraph in a narrow chat), the window
--- would show that empty line alone: the cursor goes to the end of the line above instead, which Neovim then
--- shows scrolled within the line. w:claude_end remembers it, so that the window still follows the end.
function M.follow_end(win)
  local buf = vim.api.nvim_win_get_buf(win)
  local last = vim.api.nvim_buf_line_count(buf)
  vim.api.nvim_win_set_cursor(win, { last, 0 })
  local alone = last > 1 and vim.fn.line('w0', win) == last and vim.api.nvim_win_get_height(win) > 1
  if alone then
    local above = vim.api.nvim_buf_get_lines(buf, last - 2, last - 1, false)[1]
    vim.api.nvim_win_set_cursor(win, { last - 1, math.max(0, #above - 1) })
  end
  vim.w[win].claude_end = alone and last or nil
end

--- Whether transcript window `win` follows the end of its buffer of `count` lines (see follow_end).
function M.follows(win, count)
  local line = vim.api.nvim_win_get_cursor(win)[1]
  return line >= count or (line == count - 1 and vim.w[win].claude_end == count)
end

--- Creates this module's autocmds (once, from lua/claude/boot.lua: requiring it does nothing).
function M.autocmds()
  --- Transcript windows are kept out of that state after the user's own scrolling and jumps too (G, <C-u>,
  --- zc): once Neovim has redrawn after them (scheduled), as frames do in fill().
  vim.api.nvim_create_autocmd({ 'CursorMoved', 'WinScrolled' }, {
    group = vim.api.nvim_create_augroup('claude_chat_unskip', { clear = true }),
    callback = function(ev)
      if ev.event == 'CursorMoved' and vim.b[ev.buf].claude_chat ~= 'transcript' then
        return -- a cursor moving in the user's own buffers scrolls no transcript
      end
      vim.schedule(function()
        for _, win in ipairs(vim.api.nvim_tabpage_list_wins(0)) do
          if vim.b[vim.api.nvim_win_get_buf(win)].claude_chat == 'transcript' then
            vim.api.nvim_win_call(win, unskip)
          end
        end
      end)
    end,
  })
  relayout = vim.api.nvim_create_augroup('claude_chat_to_cursor', { clear = true })
  vim.api.nvim_create_autocmd('WinResized', {
    group = relayout,
    callback = function()
      to_cursor(vim.v.event.windows, false) -- the current window Neovim scrolls itself
    end,
  })
  vim.api.nvim_create_autocmd('OptionSet', {
    group = relayout,
    pattern = 'breakat',
    callback = function()
      to_cursor(vim.api.nvim_tabpage_list_wins(0), true)
    end,
  })
end

return M
