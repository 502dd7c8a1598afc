-- A question or approval waiting where no window of this tab page shows it: said once, briefly, with the way
-- there (the chat's key, :ClaudeSessions, :ClaudeToggle).
local config = require('claude.options.config')
local notify = require('claude.ui.notify')
local view = require('claude.records.view')
local wins = require('claude.windows.wins')

local M = {}

--- Says once that session `id` has `what` waiting (default: by its status, a question or an approval) where
--- no window of this tab page shows it: the session first, then the way there, short enough for one line
--- of the command line at 80 columns (a longer one is cut).
function M.say(id, what)
  local st = view.sessions[id] or { status = {} }
  local questions = st.status.pendingQuestions or 0
  local asks = questions > 0 and questions == (st.status.pendingApprovals or 0)
  local own = asks and 'has a question' or 'waits for approval'
  local key = config.options.keymaps.goto_approval
  local shown = wins.transcript_win() ~= nil
  if #view.ids() <= 1 and not shown then
    return notify.say(('%s (:ClaudeToggle)'):format(what or ('Claude ' .. own)))
  end
  local way = (shown and key and key ~= '') and (key .. ' in the chat') or ':ClaudeSessions'
  notify.say(('session %s%s (%s)'):format(id, what and (': ' .. what) or (' ' .. own), way))
end

return M
