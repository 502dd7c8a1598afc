-- The pinned task panel (:ClaudeTodos!): a small window at an edge of the editor (setup{ todos }) with the task
-- list of the session the chat shows. The host's frames bring each session's list when it changes (frame.lua's
-- `tasks` event) and a transcript put in a window may be another session's (BufWinEnter): nothing here polls.
-- Like a quickfix window it keeps its size (<C-w>= leaves it), is no window of the user's (files never open in
-- it), and :only closes it; :ClaudeTodos! brings it back. :only typed in it closes it too, leaving the user's
-- windows (aside.lua); q closes it even when it is the last window.
local aside = require('claude.windows.aside')
local config = require('claude.options.config')
local view = require('claude.records.view')
local wins = require('claude.windows.wins')

local M = {}

local ns = vim.api.nvim_create_namespace('claude_chat_todos')

--- Each session's task list as its last frame with one said: { title, lines = { { text, group }, ... } }.
local lists = {}
--- The panel's window and its buffer, while it is open.
local panel, panel_buf = nil, nil

local SPLIT = { bottom = 'below', top = 'above', left = 'left', right = 'right' }

--- The panel is open: its window is there and still shows the panel (not a file the user opened in it).
local function open_now()
  return panel ~= nil and vim.api.nvim_win_is_valid(panel) and vim.api.nvim_win_get_buf(panel) == panel_buf
end

--- The session the panel shows: the one commands act on from its tab page (the chat's there, else the last).
local function shown_session()
  return vim.api.nvim_win_call(panel, view.current_id)
end

--- Draws the shown session's list into the panel: its checklist, or one line saying there is none.
local function draw()
  if not open_now() then
    return
  end
  local id = shown_session()
  local list = id and lists[id]
  local items = list and list.lines or {}
  local lines = #items > 0 and vim.tbl_map(function(item)
    return item[1]
  end, items) or { 'no tasks' }
  local buf = vim.api.nvim_win_get_buf(panel)
  vim.bo[buf].modifiable = true
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, lines)
  vim.bo[buf].modifiable = false
  vim.api.nvim_buf_clear_namespace(buf, ns, 0, -1)
  for i, item in ipairs(items) do
    vim.api.nvim_buf_set_extmark(buf, ns, i - 1, 0, { end_col = #item[1], hl_group = item[2] })
  end
  local name = (id == nil or id == '1') and 'Claude' or 'Claude ' .. id
  local title = #items > 0 and list.title or 'Tasks'
  vim.wo[panel][0].winbar = (name .. ' · ' .. title):gsub('%%', '%%%%')
end

--- The window options the panel sets, given back to the user's should its window stay as the last one.
local OPTIONS = {
  'winfixheight',
  'winfixwidth',
  'winfixbuf',
  'number',
  'relativenumber',
  'signcolumn',
  'foldcolumn',
  'wrap',
  'list',
  'spell',
  'cursorline',
  'winbar',
}

--- Closes the panel (true when it was open). The last window (:only from a script, the user's windows closed)
--- stays as a window of the user's.
function M.close()
  if not open_now() then
    panel, panel_buf = nil, nil
    return false
  end
  local win = panel
  panel, panel_buf = nil, nil
  aside.close(win, aside.options_back(OPTIONS))
  return true
end

--- Opens the panel at setup{ todos }'s edge of the current tab page, without moving the cursor. Returns the window.
function M.open()
  M.close()
  local opts = config.options.todos
  local buf = vim.api.nvim_create_buf(false, true)
  vim.bo[buf].bufhidden = 'wipe'
  vim.bo[buf].filetype = 'claudetodos'
  pcall(vim.api.nvim_buf_set_name, buf, 'claude://todos')
  vim.keymap.set('n', 'q', M.close, { buffer = buf, nowait = true, silent = true, desc = 'Close the task panel' })
  aside.only_closes(buf, M.close)
  local across = opts.position == 'bottom' or opts.position == 'top'
  local size = across and wins.size_of(vim.o.lines, opts.size, 1) or wins.size_of(vim.o.columns, opts.size, 10)
  -- win = -1: a split of the whole tab page, at its edge, as :botright would make it.
  panel = vim.api.nvim_open_win(buf, false, {
    split = SPLIT[opts.position],
    win = -1,
    height = across and size or nil,
    width = not across and size or nil,
  })
  panel_buf = buf
  local wo = vim.wo[panel][0]
  wo.winfixheight, wo.winfixwidth = true, true
  -- Neovim refuses a file there (`:e` says E1513): the panel stays the panel, and jumps land elsewhere.
  wo.winfixbuf = true
  wo.number, wo.relativenumber, wo.signcolumn, wo.foldcolumn = false, false, 'no', '0'
  wo.wrap, wo.list, wo.spell, wo.cursorline = false, false, false, false
  -- Again, once 'winfixheight' holds it: on Neovim 0.10 with the chat open, the split came out two rows
  -- taller than asked (test/screens-todos.e2e.test.ts).
  if across then
    vim.api.nvim_win_set_height(panel, size)
  else
    vim.api.nvim_win_set_width(panel, size)
  end
  draw()
  return panel
end

--- :ClaudeTodos!: opens the panel, or closes it where it is open in this tab page.
function M.toggle()
  if open_now() and vim.api.nvim_win_get_tabpage(panel) == vim.api.nvim_get_current_tabpage() then
    M.close()
    return nil
  end
  return M.open()
end

--- Session `id`'s task list changed (`tasks`: { title, lines }).
function M.update(id, tasks)
  lists[id] = tasks
  draw()
end

local group -- made by M.autocmds()

--- Creates this module's autocmds (once, from lua/claude/boot.lua: requiring it does nothing).
function M.autocmds()
  group = vim.api.nvim_create_augroup('claude_chat_todos', { clear = true })
  -- The chat shows another session (:ClaudeSessions, closing one): the panel follows it.
  vim.api.nvim_create_autocmd('BufWinEnter', {
    group = group,
    callback = function(ev)
      if open_now() and vim.b[ev.buf].claude_chat == 'transcript' then
        draw()
      end
    end,
  })
  -- A session closed: its list goes, and a panel that showed it shows the one the chat shows now (or none).
  vim.api.nvim_create_autocmd('BufWipeout', {
    group = group,
    callback = function(ev)
      if vim.b[ev.buf].claude_chat == 'transcript' then
        lists[vim.b[ev.buf].claude_session or ''] = nil
        vim.schedule(draw)
      end
    end,
  })
  vim.api.nvim_create_autocmd('WinClosed', {
    group = group,
    callback = function(ev)
      if panel and tonumber(ev.match) == panel then
        panel = nil
      end
    end,
  })
end

return M
