-- The editor's state as Claude's editor tools read it (the host's `neovim` MCP server, src/host/editor/tools.ts):
-- diagnostics, the open buffers, a buffer's text with its unsaved changes, the selection. Each query is one
-- nvim_exec_lua from the host and reads only what Neovim holds in memory: no file is read, nothing waits.
-- The host turns these tables into words; paths go as Neovim names them (absolute).
local afteredit = require('claude.editor.afteredit')
local buffers = require('claude.edits.buffers')
local diagnostic = require('claude.editor.diagnostic')
local editor_lsp = require('claude.editor.editor_lsp')
local wins = require('claude.windows.wins')

local M = {}

--- The last window the user edited in (not the chat's, not a float, not a special window).
local last_win = nil

--- The user's own buffers: listed, loaded, named, normal ('buftype' empty), which leaves the chat's out.
local function user_buffers()
  local out = {}
  for _, buf in ipairs(vim.api.nvim_list_bufs()) do
    local normal = vim.bo[buf].buflisted and vim.bo[buf].buftype == ''
    if normal and vim.api.nvim_buf_is_loaded(buf) and vim.api.nvim_buf_get_name(buf) ~= '' then
      table.insert(out, buf)
    end
  end
  return out
end

local function diagnostics_of(buf)
  local items = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    table.insert(items, diagnostic.item(d))
  end
  table.sort(items, function(a, b)
    return a.line < b.line or (a.line == b.line and a.col < b.col)
  end)
  return { path = vim.api.nvim_buf_get_name(buf), items = items }
end

--- The cursor line in `buf`: in a window showing it (the current one first), else where it was last left.
local function cursor_line(buf)
  local win = vim.api.nvim_get_current_win()
  if vim.api.nvim_win_get_buf(win) ~= buf then
    win = vim.fn.bufwinid(buf)
  end
  if win ~= -1 then
    return vim.api.nvim_win_get_cursor(win)[1]
  end
  return math.max(vim.api.nvim_buf_get_mark(buf, '"')[1], 1)
end

--- Diagnostics of `args.file` ({ missing = true } when no buffer has it), or of every buffer of the user's.
function M.diagnostics(args)
  if args.file then
    local buf = buffers.find(args.file)
    return buf and { buffers = { diagnostics_of(buf) } } or { missing = true }
  end
  local out = {}
  for _, buf in ipairs(user_buffers()) do
    table.insert(out, diagnostics_of(buf))
  end
  return { buffers = out }
end

function M.buffers()
  local out = {}
  for _, buf in ipairs(user_buffers()) do
    table.insert(out, {
      path = vim.api.nvim_buf_get_name(buf),
      modified = vim.bo[buf].modified,
      cursor = cursor_line(buf),
      lines = vim.api.nvim_buf_line_count(buf),
    })
  end
  return { buffers = out }
end

--- Lines `args.first` to `args.last` (1-based, clamped) of the buffer of `args.file`, as one string.
function M.buffer_text(args)
  local buf = buffers.find(args.file)
  if not buf then
    return { missing = true }
  end
  local count = vim.api.nvim_buf_line_count(buf)
  local first = math.max(args.first or 1, 1)
  local last = math.min(args.last or count, count)
  local lines = first <= last and vim.api.nvim_buf_get_lines(buf, first - 1, last, false) or {}
  return {
    path = vim.api.nvim_buf_get_name(buf),
    modified = vim.bo[buf].modified,
    count = count,
    first = first,
    last = math.max(last, first - 1),
    text = table.concat(lines, '\n'),
  }
end

--- The window the selection tool reads: the current one if it is the user's, else the last such window,
--- else the previous window, else any of the user's windows in this tab page.
local function user_window()
  local cur = vim.api.nvim_get_current_win()
  if wins.regular(cur) then
    return cur
  end
  if last_win and wins.regular(last_win) then
    return last_win
  end
  local prev = vim.fn.win_getid(vim.fn.winnr('#'))
  if prev ~= 0 and wins.regular(prev) then
    return prev
  end
  for _, win in ipairs(vim.api.nvim_tabpage_list_wins(0)) do
    if wins.regular(win) then
      return win
    end
  end
end

--- The text from (l1, c1) to (l2, c2) (1-based lines, 0-based byte columns, both ends included) in `mode`.
local function region_text(buf, mode, l1, c1, l2, c2)
  local lines = vim.api.nvim_buf_get_lines(buf, l1 - 1, l2, false)
  if mode == 'V' or #lines == 0 then
    return table.concat(lines, '\n')
  end
  -- The last character whole (a multibyte one ends after its first byte); '>' past the end means the end.
  local function stop(line, col)
    col = math.min(col, math.max(#line - 1, 0))
    return col + (#line > 0 and vim.str_utf_end(line, col + 1) or 0) + 1
  end
  if mode == 'v' then
    lines[#lines] = lines[#lines]:sub(1, stop(lines[#lines], c2))
    lines[1] = lines[1]:sub(c1 + 1)
  else -- blockwise: the same columns of each line
    local from, to = math.min(c1, c2), math.max(c1, c2)
    for i, line in ipairs(lines) do
      lines[i] = line:sub(from + 1, stop(line, to))
    end
  end
  return table.concat(lines, '\n')
end

--- The selection in the user's window (live while Visual mode is on there, else its buffer's last one) and
--- the cursor; `args.path_only`: only which file that is.
function M.selection(args)
  local win = user_window()
  if not win then
    return { none = true }
  end
  local buf = vim.api.nvim_win_get_buf(win)
  local path = vim.api.nvim_buf_get_name(buf)
  if args.path_only then
    return { path = path }
  end
  local cursor = vim.api.nvim_win_get_cursor(win)
  local out = { path = path, modified = vim.bo[buf].modified, cursor = { line = cursor[1], col = cursor[2] + 1 } }
  local mode = vim.api.nvim_get_mode().mode:sub(1, 1)
  local live = win == vim.api.nvim_get_current_win() and (mode == 'v' or mode == 'V' or mode == '\22')
  local s, e
  if live then
    local v = vim.fn.getpos('v')
    s, e = { v[2], v[3] - 1 }, cursor
  else
    -- visualmode() is the current buffer's: asked in that window's.
    mode = vim.api.nvim_win_call(win, vim.fn.visualmode)
    s, e = vim.api.nvim_buf_get_mark(buf, '<'), vim.api.nvim_buf_get_mark(buf, '>')
  end
  if mode == '' or s[1] == 0 or e[1] == 0 then
    return out
  end
  if s[1] > e[1] or (s[1] == e[1] and s[2] > e[2]) then
    s, e = e, s
  end
  out.selection = {
    first = s[1],
    last = e[1],
    mode = mode == '\22' and 'block' or mode == 'V' and 'line' or 'char',
    live = live,
    text = region_text(buf, mode, s[1], s[2], e[1], e[2]),
  }
  return out
end

local QUERIES = {
  diagnostics = M.diagnostics,
  buffers = M.buffers,
  buffer_text = M.buffer_text,
  selection = M.selection,
  -- Not tools: what Claude's edit did to the diagnostics (src/host/editor/afterEdit.ts).
  after_edit_start = afteredit.start,
  after_edit_result = afteredit.result,
  -- The language servers' tools: the query starts their requests, the answer comes by notification.
  lsp = editor_lsp.start,
}

--- One query of the host's (src/nvim/gateway.ts editorState): `what` names it, `args` is its input.
function M.query(what, args)
  local query = QUERIES[what]
  if not query then
    error('claude-chat: no editor query ' .. tostring(what))
  end
  return query(type(args) == 'table' and args or {})
end

--- Creates this module's autocmds (once, from lua/claude/boot.lua: requiring it does nothing).
function M.autocmds()
  vim.api.nvim_create_autocmd('WinEnter', {
    group = vim.api.nvim_create_augroup('claude_chat_editor', { clear = true }),
    callback = function()
      local win = vim.api.nvim_get_current_win()
      if wins.regular(win) then
        last_win = win
      end
    end,
  })
end

return M
