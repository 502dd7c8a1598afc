-- The public status of the live sessions: require('claude').sessions() (one table per session, from the
-- StatusInfo the host last pushed in a frame) and require('claude').status() (the statusline text). The host
-- decides their words (src/render/status.ts): the one word a session gets in lists, the statusline of several,
-- the cost. Nothing here asks the host: cheap enough for every redraw.
local view = require('claude.records.view')
local winbar = require('claude.transcript.winbar')

local M = {}

---@class claude.SessionStatus
---@field id string the editor's name for the session: '1', '2', ...
---@field title string|nil the name the user gave it, else its first prompt; nil before either
---@field state 'starting'|'ready'|'running'|'stopping'|'stopped'
---@field current boolean the session commands act on
---@field model string|nil the model id, nil until the CLI said
---@field mode string|nil the permission mode, nil until the CLI said
---@field cost_usd number
---@field input_tokens integer
---@field output_tokens integer
---@field context_pct number|nil how full the context is (0-100), nil until a turn said
---@field approvals integer tool uses and plans waiting for the user's approval
---@field questions integer Claude's questions waiting for an answer
---@field changed_files integer
---@field queued integer prompts waiting for the running turn
---@field unseen boolean a turn ended while no window showed the session, and none has since
---@field mark claude.Mark what it is doing, in one word: what needs the user first (as :ClaudeSessions lists it)
---@field session_id string|nil the CLI's session id (`claude --resume` takes it)
---@field cwd string|nil the directory the CLI runs in

--- A field of the host's status: vim.NIL (null) is nil here.
local function given(v)
  if v == vim.NIL then
    return nil
  end
  return v
end

local function count(v)
  return tonumber(given(v)) or 0
end

--- Session `id`'s public table (`current`: the id of the session commands act on).
function M.entry(id, current)
  local st = view.sessions[id]
  local s = st.status
  local questions = count(s.pendingQuestions)
  return {
    id = id,
    title = st.renamed or given(s.title),
    state = s.state,
    current = id == current,
    model = given(s.model),
    mode = given(s.mode),
    cost_usd = count(s.costUsd),
    input_tokens = count(s.inputTokens),
    output_tokens = count(s.outputTokens),
    context_pct = tonumber(given(s.contextShare)),
    approvals = count(s.pendingApprovals) - questions,
    questions = questions,
    changed_files = count(s.changedFiles),
    queued = count(s.queued),
    unseen = s.unseen == true,
    mark = s.mark,
    session_id = given(s.sessionId),
    cwd = given(s.cwd),
  }
end

---@return claude.SessionStatus[] in the order the sessions were made
function M.sessions()
  local current = view.current_id()
  local list = {}
  for _, id in ipairs(view.ids()) do
    table.insert(list, M.entry(id, current))
  end
  return list
end

--- The statusline text of all the live sessions, in the host's words: one session's own (as its winbar says
--- it), several summed up, then how full each one's context is (`ctx 1: 41% 2: 12%`); '' for none.
function M.line()
  if not next(view.sessions) then
    return ''
  end
  local shares = #view.ids() > 1 and winbar.shares(nil) or ''
  return shares == '' and view.statusline or view.statusline .. ' · ' .. shares
end

return M
