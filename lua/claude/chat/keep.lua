-- Keeps the chat whole while the user works around it: jumps, the quickfix list, closes, resizes (its autocmds,
-- made by lua/claude/boot.lua).
local config = require('claude.options.config')
local scroll = require('claude.transcript.scroll')
local wins = require('claude.windows.wins')
local floating = wins.floating
local kind = wins.kind
local chat_wins = wins.chat_wins
local plain = wins.plain
local regular = wins.regular
local chat_window = wins.chat_window
local under = wins.under
local apply_size = wins.apply_size

local M = {}

--- The last regular window the cursor was in.
local last_regular = nil

-- Keeping the chat whole while the user works around it. Window events only take note; the work is done
-- once Neovim is idle (SafeState: before it redraws; a scheduled callback for changes made over RPC):
-- - a buffer opened in a chat window (:edit, :buffer, :bnext, :cnext, ]q, :vimgrep, a picker...) goes to a
--   regular window instead (one is made if there is none) and the chat window shows the chat again; so does
--   a jump split off a chat window ('switchbuf' split);
-- - the prompt window gets its compose_height back when windows open or close around it (a quickfix window
--   across the bottom took rows from it, :cclose gave them back to it): the rows go to the transcript;
-- - after the terminal was resized, the configured size is applied again.

--- Windows just split off a chat window: window -> true.
local fresh = {}
--- Chat windows another buffer was put in: window -> true.
local strayed = {}
local pending = false

--- The buffer of the quickfix list's current entry, or nil.
local function qf_buffer()
  local idx = vim.fn.getqflist({ idx = 0 }).idx
  if not idx or idx == 0 then
    return nil
  end
  -- With an index, `items` holds only that entry.
  local item = vim.fn.getqflist({ idx = idx, items = 1 }).items[1]
  return item and item.bufnr
end

--- Where a jump made from the chat lands: a regular window of `tab` already showing `buf`, else the last
--- one the cursor was in, else the largest; with position = 'tab', the window of the tab page before.
local function landing(tab, buf, except)
  local largest, area
  for _, win in ipairs(vim.api.nvim_tabpage_list_wins(tab)) do
    if win ~= except and regular(win) then
      if vim.api.nvim_win_get_buf(win) == buf then
        return win
      end
      local a = vim.api.nvim_win_get_width(win) * vim.api.nvim_win_get_height(win)
      if not largest or a > area then
        largest, area = win, a
      end
    end
  end
  if
    last_regular
    and last_regular ~= except
    and regular(last_regular)
    and vim.api.nvim_win_get_tabpage(last_regular) == tab
  then
    return last_regular
  end
  if largest then
    return largest
  end
  if config.options.position == 'tab' then
    local before = vim.api.nvim_list_tabpages()[vim.fn.tabpagenr('#')]
    local win = before and vim.api.nvim_tabpage_get_win(before)
    if win and regular(win) then
      return win
    end
  end
end

--- `win` was split off a chat window for a jump, or is a chat window another buffer was put in: its buffer
--- and cursor go to a regular window (a new one beside the chat if there is none), and it closes, or shows
--- `chat` (the chat's buffer it showed) again.
local function land(win, chat)
  local buf = vim.api.nvim_win_get_buf(win)
  local cursor = vim.api.nvim_win_get_cursor(win)
  local target = landing(vim.api.nvim_win_get_tabpage(win), buf, win)
  local created = false
  if target and vim.api.nvim_win_get_buf(target) ~= buf then
    -- As a jump in that window: the file it showed is on its jump list and is its alternate file.
    if
      not pcall(vim.api.nvim_win_call, target, function()
        vim.cmd('silent buffer ' .. buf) -- silent: the jump's own message ((2 of 5): ...) stays
      end)
    then
      target = nil -- e.g. 'nohidden' and a modified buffer there
    end
  elseif target then
    vim.api.nvim_win_call(target, function()
      vim.cmd("normal! m'")
    end)
  end
  if not target then
    local side = ({ right = 'left', left = 'right', above = 'below', below = 'above' })[config.options.position]
    target = vim.api.nvim_open_win(buf, false, { split = side or 'left', win = -1 })
    plain(target)
    created = true
  end
  pcall(vim.api.nvim_win_set_cursor, target, cursor)
  if vim.o.foldopen:find('quickfix') then
    vim.api.nvim_win_call(target, function()
      vim.cmd('normal! zv')
    end)
  end
  if chat then
    -- After the buffer has its window: hidden first, it could be unloaded ('nohidden').
    vim.api.nvim_win_set_buf(win, chat)
    chat_window(win, vim.b[chat].claude_chat)
    local view = vim.w[win].claude_view
    if view then
      vim.api.nvim_win_call(win, function()
        vim.fn.winrestview(view)
      end)
    end
  else
    vim.api.nvim_win_close(win, true)
  end
  vim.api.nvim_set_current_win(target)
  if created then
    pcall(apply_size) -- the new window took its share of the chat's column
  end
end

local group -- made by M.autocmds()
local armed = false
local tidy

-- The SafeState autocommand exists only while something waits to be done: one that is always there runs
-- after every frame the host sends, and a <C-c> arriving meanwhile would interrupt it instead of reaching
-- the prompt window's mapping.
local function arm()
  if not armed then
    armed = true
    vim.api.nvim_create_autocmd('SafeState', {
      group = group,
      once = true,
      callback = function()
        armed = false
        if pending then
          tidy()
        end
      end,
    })
  end
end

function tidy()
  local mode = vim.api.nvim_get_mode()
  if mode.blocking or mode.mode:sub(1, 1) == 'c' or mode.mode:sub(1, 1) == 'r' or vim.fn.getcmdwintype() ~= '' then
    arm() -- still pending: done at the next SafeState
    return
  end
  pending = false
  local tab = vim.api.nvim_get_current_tabpage()
  local split, moved = fresh, strayed
  fresh, strayed = {}, {}
  for win in pairs(moved) do
    if vim.api.nvim_win_is_valid(win) and vim.w[win].claude_chat and not kind(win) then
      local chat = vim.w[win].claude_buf
      if chat and vim.api.nvim_buf_is_loaded(chat) then
        land(win, chat)
      else
        plain(win) -- the chat's buffer is gone (:bdelete): the window is the user's now
      end
    end
  end
  for win in pairs(split) do
    if vim.api.nvim_win_is_valid(win) and vim.api.nvim_win_get_tabpage(win) == tab and not kind(win) then
      local buf = vim.api.nvim_win_get_buf(win)
      if vim.bo[buf].buftype == '' and buf == qf_buffer() then
        land(win)
      end
    end
  end
  local chat = chat_wins(0)
  if #chat == 0 then
    return
  end
  for _, win in ipairs(chat) do
    if vim.w[win].claude_buf ~= vim.api.nvim_win_get_buf(win) then
      chat_window(win, kind(win)) -- a :split of the transcript is a chat window too
    end
  end
  if vim.t.claude_chat_size ~= ('%dx%d'):format(vim.o.columns, vim.o.lines) then
    pcall(apply_size)
  else
    local twin, cwin = wins.transcript_win(), wins.compose_win()
    if twin and cwin and vim.api.nvim_win_get_height(cwin) ~= config.options.compose_height and under(cwin, twin) then
      pcall(vim.api.nvim_win_set_height, cwin, config.options.compose_height)
    end
  end
  for _, win in ipairs(chat) do
    if kind(win) == 'transcript' then
      scroll.fill(win)
    end
  end
end

local function later()
  if not pending then
    pending = true
    arm()
    vim.schedule(function()
      if pending then
        tidy()
      end
    end)
  end
end

--- Creates this module's autocmds (once, from lua/claude/boot.lua: requiring it does nothing).
function M.autocmds()
  group = vim.api.nvim_create_augroup('claude_chat_windows', { clear = true })
  vim.api.nvim_create_autocmd('WinNew', {
    group = group,
    callback = function()
      local new = vim.api.nvim_get_current_win()
      if floating(new) then
        return
      end
      -- The window it was split from is the previous window.
      local from = vim.fn.win_getid(vim.fn.winnr('#'))
      if from ~= new and from ~= 0 and kind(from) then
        fresh[new] = true
        vim.w[new].claude_split = true
      end
      later()
    end,
  })
  vim.api.nvim_create_autocmd('WinClosed', {
    group = group,
    callback = function(ev)
      local win = tonumber(ev.match)
      if win and vim.api.nvim_win_is_valid(win) and not floating(win) then
        later()
      end
    end,
  })
  vim.api.nvim_create_autocmd({ 'VimResized', 'TabEnter' }, { group = group, callback = later })
  vim.api.nvim_create_autocmd('WinEnter', {
    group = group,
    callback = function()
      local win = vim.api.nvim_get_current_win()
      if regular(win) then
        last_regular = win
      end
    end,
  })
  -- A chat window another buffer was put in gives it to a regular window (tidy), or, when the chat's buffer
  -- is gone (Neovim's last window after :bdelete of the transcript), becomes the user's. A window split off a
  -- chat window for another buffer gets the user's own window options back.
  vim.api.nvim_create_autocmd('BufWinEnter', {
    group = group,
    callback = function()
      local win = vim.api.nvim_get_current_win()
      if kind(win) then
        return
      elseif vim.w[win].claude_chat then
        strayed[win] = true
        later()
      elseif vim.w[win].claude_split then
        plain(win)
      end
    end,
  })
  -- Where a chat window was when a buffer was put in it: it shows that again once the buffer has moved on.
  vim.api.nvim_create_autocmd('BufLeave', {
    group = group,
    callback = function()
      local win = vim.api.nvim_get_current_win()
      if kind(win) then
        vim.w[win].claude_view = vim.fn.winsaveview()
      end
    end,
  })
end

return M
