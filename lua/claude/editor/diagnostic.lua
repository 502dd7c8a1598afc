-- One of Neovim's diagnostics as Claude's editor tools say it (lua/claude/editor/editor.lua and afteredit.lua):
-- 1-based line and column, the severity in words, its source and code.
local M = {}

local SEVERITY = { 'error', 'warning', 'info', 'hint' }

--- `d` (an item of vim.diagnostic.get()) as the host reads it.
function M.item(d)
  return {
    line = d.lnum + 1,
    col = d.col + 1,
    severity = SEVERITY[d.severity] or 'error',
    source = d.source or vim.NIL,
    code = d.code ~= nil and tostring(d.code) or vim.NIL,
    message = d.message,
  }
end

return M
