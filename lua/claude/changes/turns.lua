-- What each turn changed, as the editor keeps it: a quickfix list of its hunks per turn (the quickfix
-- history walks the session's edits), the User ClaudeTurnDone event, callbacks of require('claude').ask()
-- (reverting a hunk is lua/claude/changes/revert.lua's).
local notify = require('claude.ui.notify')
local revert = require('claude.changes.revert')

local M = {}

--- require('claude').ask() callbacks by token.
local waiting = {}
local next_token = 0

--- A token for an ask() whose turn report calls `callback`.
function M.wait(callback)
  next_token = next_token + 1
  local token = 'ask-' .. next_token
  waiting[token] = callback
  return token
end

--- Session `id`'s turns that ended: each that changed files adds its list of hunks; each fires
--- User ClaudeTurnDone (and calls its ask() callback).
function M.ended(id, reports)
  revert.map_open_windows()
  for _, r in ipairs(reports) do
    if #r.items > 0 then
      revert.relocate(id)
      notify.push_list({ title = r.title, items = r.items, context = { claude_session = id, claude_turn = r.turn } })
    end
    local hunks = {}
    for _, item in ipairs(r.items) do
      local d = item.user_data
      table.insert(hunks, { path = item.filename, lnum = item.lnum, additions = #d.after, deletions = #d.before })
    end
    local data = {
      session = id,
      turn = r.turn,
      prompt = r.prompt,
      files = r.files,
      hunks = hunks,
      cost_usd = r.cost_usd,
      context_pct = r.context_pct ~= vim.NIL and r.context_pct or nil,
    }
    local callback = r.ask ~= vim.NIL and r.ask and waiting[r.ask]
    vim.schedule(function()
      vim.api.nvim_exec_autocmds('User', { pattern = 'ClaudeTurnDone', modeline = false, data = data })
      if callback then
        waiting[r.ask] = nil
        callback(data)
      end
    end)
  end
end

return M
