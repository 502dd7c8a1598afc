-- :ClaudeResume: the past sessions of this directory (the host reads the CLI's records), completion of
-- their ids and titles, and a new session that goes on with one of them.
local config = require('claude.config')
local host = require('claude.host')
local notify = require('claude.notify').say
local clear_prompt = require('claude.notify').clear_prompt
local view = require('claude.view')

local M = {}

local function claude()
  return require('claude')
end

--- Past sessions of this directory, newest first, from the host (which starts if needed). The CLI's
--- HOME / CLAUDE_CONFIG_DIR may come from setup{ env }: sent along.
function M.past_sessions()
  local env = config.options.env
  return host.request('sessions', { cwd = vim.fn.getcwd(), env = vim.tbl_isempty(env) and vim.empty_dict() or env }) or {}
end

--- :ClaudeResume completion: `<id> <title>` of each past session whose id starts with `lead` (or whose
--- title holds it); :ClaudeResume takes the id, the first word.
function M.complete(lead)
  lead = lead or ''
  local ok, sessions = pcall(M.past_sessions)
  local out = {}
  for _, s in ipairs(ok and sessions or {}) do
    local item = s.id .. ' ' .. s.title
    if vim.startswith(item, lead) or (lead ~= '' and s.title:lower():find(lead:lower(), 1, true)) then
      table.insert(out, item)
    end
  end
  return out
end

--- A new session going on with recorded session `session_id` (resumed), shown in the chat. A current
--- session that never got a prompt makes way for it.
function M.session(session_id)
  -- A live session that holds it is shown: two CLIs on one conversation would interleave it.
  for _, id in ipairs(view.ids()) do
    local st = view.sessions[id]
    if st.status.sessionId == session_id or st.resumed == session_id then
      return claude().open(id)
    end
  end
  local before = view.current()
  local id = view.new_id()
  if not claude().start(id, { resume = session_id }) then
    return false
  end
  claude().open(id)
  if before and before.status.title == nil and before.status.state ~= 'running' and #require('claude.approvals').pending(before.id) == 0 then
    require('claude.sessions').close(before.id)
  end
  return true
end

--- :ClaudeResume [id]: picks a past session of this directory and resumes it. What completion put after
--- the id (its title) is ignored.
function M.pick(id)
  id = id and id:match('^%s*(%S+)')
  if id then
    return M.session(id)
  end
  local sessions = M.past_sessions()
  if #sessions == 0 then
    notify('no past sessions for ' .. vim.fn.getcwd())
    return
  end
  vim.ui.select(sessions, {
    prompt = 'Resume Claude session',
    format_item = function(s)
      return ('%s  %s'):format(os.date('%Y-%m-%d %H:%M', math.floor(s.modified / 1000)), s.title)
    end,
  }, function(choice)
    clear_prompt()
    if choice then
      M.session(choice.id)
    end
  end)
end

return M
