-- The public status of the live sessions: require('claude').sessions() (one table per session, from the
-- StatusInfo the host last pushed in a frame), require('claude').status() (the statusline text) and the
-- one word lists give a session. Nothing here asks the host: cheap enough for every redraw.
local view = require('claude.view')

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
---@field unseen boolean a turn ended while no window showed the session
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
    unseen = st.unseen == true,
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

--- Cents matter while a session is cheap; past a dollar they are noise.
local function cost(usd)
  return ('$%.' .. (usd >= 1 and 2 or 4) .. 'f'):format(usd)
end

--- What session `s` (M.entry) is doing, as one word for lists: what needs the user first. The state is the
--- host's (a turn the CLI started by itself is `running` too), or `starting` until the host said one.
function M.mark(s)
  if s.approvals + s.questions > 0 then
    return 'needs approval'
  elseif s.state == 'running' then
    return 'running'
  elseif s.unseen then
    return 'finished unseen'
  elseif s.state == 'starting' then
    return 'starting'
  elseif s.state == 'stopped' or s.state == 'stopping' then
    return 'stopped'
  end
  return 'idle'
end

--- Several: how many need approval, run, finished unseen (else how many there are), the cost of all.
local function several(list)
  local counts, total = {}, 0
  for _, s in ipairs(list) do
    local mark = M.mark(s)
    counts[mark] = (counts[mark] or 0) + 1
    total = total + s.cost_usd
  end
  local parts = {}
  for _, mark in ipairs({ 'running', 'needs approval', 'finished unseen' }) do
    if counts[mark] then
      table.insert(parts, ('%d %s'):format(counts[mark], mark))
    end
  end
  if #parts == 0 then
    table.insert(parts, ('%d sessions'):format(#list))
  end
  return ('Claude %s %s'):format(table.concat(parts, ' · '), cost(total))
end

--- The statusline text of `list` (M.sessions()): one session's own, in the words of its winbar (formatted by
--- the host, render/status.ts); several summed up; '' for none.
function M.line(list)
  if #list <= 1 then
    local st = list[1] and view.sessions[list[1].id]
    return st and st.status_line or ''
  end
  return several(list)
end

return M
