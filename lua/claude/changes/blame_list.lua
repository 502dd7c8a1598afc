-- :ClaudeBlame!: every line Claude wrote in every file its sessions changed, as a quickfix list ordered by turn
-- (the marks in one buffer are changes/blame.lua's, which asks the host for a file's lines).
local blame = require('claude.changes.blame')
local host = require('claude.host.host')
local lists = require('claude.ui.notify')
local notify = require('claude.ui.notify').say
local wins = require('claude.windows.wins')

local M = {}

--- The quickfix list this makes, replaced in place while it exists.
local list_id = nil

--- The lines of `file` now: its buffer's when loaded, else the file's on disk.
local function lines_of(file)
  local buf = vim.fn.bufnr(file)
  if buf ~= -1 and vim.api.nvim_buf_is_loaded(buf) then
    return vim.api.nvim_buf_get_lines(buf, 0, -1, false), buf
  end
  local ok, lines = pcall(vim.fn.readfile, file)
  return ok and lines or nil
end

--- :ClaudeBlame!: every line Claude wrote, in every file its sessions changed, as a quickfix list ordered by
--- turn, then file, then line.
function M.list()
  local files = host.running() and host.request('blame_files', vim.empty_dict()) or {}
  local items = {}
  for _, file in ipairs(type(files) == 'table' and files or {}) do
    local lines, buf = lines_of(file)
    for _, m in ipairs(lines and blame.ask(file, lines) or {}) do
      items[#items + 1] = {
        filename = file,
        bufnr = buf,
        lnum = m.lnum,
        text = ('#%d · %s: %s'):format(m.turn, vim.trim(m.prompt):gsub('%s+', ' '), lines[m.lnum]),
        user_data = { turn = m.turn, session = m.session },
      }
    end
  end
  -- By turn, then session, then file, then line: the numbers padded, the parts apart by a byte no name has.
  local function key(it)
    return ('%09d\1%s\1%s\1%09d'):format(it.user_data.turn, tostring(it.user_data.session), it.filename, it.lnum)
  end
  table.sort(items, function(a, b)
    return key(a) < key(b)
  end)
  list_id = lists.own_list(list_id, lists.fitted({ title = 'Claude blame: lines by turn', items = items }))
  if #items == 0 then
    return notify('No line Claude wrote is as it wrote it (in the sessions of this Neovim)')
  end
  wins.open_quickfix(#items)
end

return M
