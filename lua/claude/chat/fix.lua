-- :ClaudeFix and <Plug>(ClaudeFix): the diagnostics Neovim shows on a line or a range (vim.diagnostic, from
-- any source: LSP, linters), with the code around them, sent to Claude as one prompt.
local notify = require('claude.ui.notify').say
local start = require('claude.chat.start')
local ui = require('claude.chat.ui')

local M = {}

--- Lines of code above and below the diagnostics of one line, so that Claude sees what they are about.
local AROUND = 3

local SEVERITY = { 'error', 'warning', 'info', 'hint' }

--- The diagnostics of buffer `buf` that touch lines `line1`..`line2` (1-based), in the order of the text.
function M.diagnostics(buf, line1, line2)
  local found = vim.tbl_filter(function(d)
    return d.lnum + 1 <= line2 and (d.end_lnum or d.lnum) + 1 >= line1
  end, vim.diagnostic.get(buf))
  table.sort(found, function(a, b)
    return a.lnum < b.lnum or (a.lnum == b.lnum and a.col < b.col)
  end)
  return found
end

--- One diagnostic as the prompt lists it: `line 3, col 5: error (lua_ls undefined-global): message`.
local function describe(d)
  local from = vim.tbl_filter(function(s)
    return s ~= ''
  end, { d.source or '', tostring(d.code or '') })
  local origin = #from > 0 and (' (%s)'):format(table.concat(from, ' ')) or ''
  return ('- line %d, col %d: %s%s: %s'):format(
    d.lnum + 1,
    d.col + 1,
    SEVERITY[d.severity] or 'problem',
    origin,
    (d.message:gsub('\n', ' '))
  )
end

--- :[range]ClaudeFix: `range` true when lines were given (a Visual selection: just those lines are sent);
--- without, the diagnostics of line `line1` with AROUND lines of code on either side.
function M.command(line1, line2, range)
  local buf = vim.api.nvim_get_current_buf()
  local name = vim.api.nvim_buf_get_name(buf)
  if vim.bo[buf].buftype ~= '' or name == '' then
    -- The transcript, the prompt, a help or quickfix window: "no diagnostics on line 25" would mean the file's.
    local which = name ~= '' and vim.fn.fnamemodify(name, ':~:.') or 'this buffer'
    notify(("%s is no file: :ClaudeFix sends the diagnostics of a file's lines"):format(which), vim.log.levels.WARN)
    return false
  end
  local found = M.diagnostics(buf, line1, line2)
  if #found == 0 then
    local where = line1 == line2 and ('line %d'):format(line1) or ('lines %d-%d'):format(line1, line2)
    notify(('no diagnostics on %s: nothing sent'):format(where))
    return false
  end
  local first, last = line1, line2
  if not range then
    first = math.max(1, found[1].lnum + 1 - AROUND)
    local ends = line2
    for _, d in ipairs(found) do
      ends = math.max(ends, (d.end_lnum or d.lnum) + 1)
    end
    last = math.min(vim.api.nvim_buf_line_count(buf), ends + AROUND)
  end
  local context = start.selection_context(first, last)
  local lines = { ('Fix the diagnostics Neovim shows in %s:'):format(context.path) }
  for _, d in ipairs(found) do
    table.insert(lines, describe(d))
  end
  local id = start.id()
  if not start.start(id) then
    return false
  end
  -- The chat opens for the reply, and the cursor stays in the code (ui.open comes back to the user's window),
  -- where the user goes on while Claude answers.
  ui.open(id)
  return start.send(table.concat(lines, '\n'), context)
end

return M
