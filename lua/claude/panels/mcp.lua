-- :ClaudeMcp: a session's MCP servers in a buffer, one line each (the host's listing: src/render/panels/mcp.ts), with
-- keys that enable or disable a server, reconnect one and show its tools. The host asks the CLI (mcp_status)
-- and sends the listing again while the buffer lives: after each key, and when the servers' states change.
local aside = require('claude.windows.aside')
local float = require('claude.ui.float')
local host = require('claude.host.host')
local notify = require('claude.ui.notify').say

local M = {}

local ns = vim.api.nvim_create_namespace('claude_chat_mcp')

--- Each session's listing: { buf, servers = { { name, line, status, tools }, ... } }.
local shown = {}

--- The tallest the buffer's window opens (it is no taller than its lines).
local MAX_HEIGHT = 12

--- :ClaudeMcp for session `id`: the host asks the CLI and sends the listing (M.show).
function M.open(id)
  if not host.running() then
    notify('Claude is not running (:ClaudeChat starts it)', vim.log.levels.WARN)
    return false
  end
  return host.notify('mcp', { session = id, open = true })
end

--- The server on the cursor's line of session `id`'s listing, or nil after saying so.
local function server_here(id)
  local st = shown[id]
  local row = vim.api.nvim_win_get_cursor(0)[1] - 1
  for _, s in ipairs(st and st.servers or {}) do
    if s.line == row then
      return s
    end
  end
  notify('put the cursor on a server', vim.log.levels.WARN)
end

local function tools(id)
  local s = server_here(id)
  if not s then
    return
  end
  if #s.tools == 0 then
    notify(('%s lists no tools (%s)'):format(s.name, s.status))
    return
  end
  local lines = {}
  for i, t in ipairs(s.tools) do
    lines[i] = s.name .. ' · ' .. t
  end
  float.show(('%s: %d tool%s'):format(s.name, #s.tools, #s.tools == 1 and '' or 's'), lines)
end

--- The window options the listing sets, given back to the user's should its window stay as the last one.
local OPTIONS =
  { 'winfixheight', 'number', 'relativenumber', 'wrap', 'linebreak', 'breakindent', 'breakindentopt', 'winbar' }

--- Closes the listing; the cursor goes back to the window it was opened from. The last window (:only from a
--- script, the user's windows closed) stays as a window of the user's.
local function close(buf)
  local win = vim.fn.bufwinid(buf)
  if win == -1 then
    return
  end
  local from = vim.w[win].claude_from
  vim.w[win].claude_from = nil
  aside.close(win, aside.options_back(OPTIONS))
  if from and vim.api.nvim_win_is_valid(from) then
    vim.api.nvim_set_current_win(from)
  end
end

--- The listing's scratch buffer of session `id`, with its keys.
local function make(id)
  local buf = vim.api.nvim_create_buf(false, true)
  vim.api.nvim_buf_set_name(buf, 'claude://mcp/' .. id)
  vim.bo[buf].bufhidden = 'wipe'
  vim.bo[buf].filetype = 'claudemcp'
  local function map(lhs, fn, desc)
    vim.keymap.set('n', lhs, fn, { buffer = buf, nowait = true, silent = true, desc = desc })
  end
  map('t', function()
    local s = server_here(id)
    if s then
      host.notify('mcp_toggle', { session = id, server = s.name, enabled = s.status == 'disabled' })
    end
  end, 'Claude MCP: enable or disable the server')
  map('r', function()
    local s = server_here(id)
    if s then
      host.notify('mcp_reconnect', { session = id, server = s.name })
    end
  end, 'Claude MCP: reconnect the server')
  map('<CR>', function()
    tools(id)
  end, "Claude MCP: the server's tools")
  map('R', function()
    host.notify('mcp', { session = id, open = false })
  end, 'Claude MCP: refresh')
  map('q', function()
    close(buf)
  end, 'Close')
  aside.only_closes(buf, function()
    close(buf)
  end)
  vim.api.nvim_create_autocmd('BufWipeout', {
    buffer = buf,
    once = true,
    callback = function()
      shown[id] = nil
      if host.running() then
        host.notify('mcp_closed', { session = id })
      end
    end,
  })
  return buf
end

--- The host's listing of session `id`'s servers: into its buffer; `open`: the buffer is opened (or its window
--- entered) for it, else only a buffer that is there is brought up to date.
function M.show(id, listing, open)
  local st = shown[id]
  if not (st and vim.api.nvim_buf_is_valid(st.buf)) then
    if not open then
      return
    end
    st = { buf = make(id) }
    shown[id] = st
  end
  st.servers = listing.servers
  local lines = {}
  for i, l in ipairs(listing.lines) do
    lines[i] = l[1]
  end
  vim.bo[st.buf].modifiable = true
  vim.api.nvim_buf_set_lines(st.buf, 0, -1, false, lines)
  vim.bo[st.buf].modifiable = false
  vim.api.nvim_buf_clear_namespace(st.buf, ns, 0, -1)
  for i, l in ipairs(listing.lines) do
    local group, last = l[2], l[3] or #l[1]
    if group and group ~= '' then
      vim.api.nvim_buf_set_extmark(st.buf, ns, i - 1, 0, { end_col = math.min(last, #l[1]), hl_group = group })
    end
  end
  local win = vim.fn.bufwinid(st.buf)
  if win == -1 and not open then
    return
  end
  if win == -1 then
    local from = vim.api.nvim_get_current_win()
    vim.cmd('botright split')
    win = vim.api.nvim_get_current_win()
    vim.w[win].claude_from = from
    vim.api.nvim_win_set_buf(win, st.buf)
    local wo = vim.wo[win][0]
    wo.winfixheight, wo.number, wo.relativenumber = true, false, false
    -- A long error wraps (the window's width cut it, and nothing else shows it whole), at blanks, under the
    -- column where the servers' details start.
    wo.wrap, wo.linebreak, wo.breakindent = true, true, true
    wo.winbar = listing.title
  end
  vim.wo[win][0].breakindentopt = 'shift:' .. (listing.indent or 0)
  -- No taller than its rows (its winbar, the title, takes a row of its own); kept so as the editor resizes.
  local rows = vim.api.nvim_win_text_height(win, {}).all
  vim.api.nvim_win_set_height(win, math.min(rows, MAX_HEIGHT) + 1)
  if not open then
    return
  end
  vim.api.nvim_set_current_win(win)
  if listing.servers[1] then
    vim.api.nvim_win_set_cursor(win, { listing.servers[1].line + 1, 0 })
  end
end

return M
