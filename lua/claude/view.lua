-- The session records: what the editor knows of each live session, kept here and written only through the
-- functions below (the host's status, its buffers and their names, its pending approvals, its name); and which
-- session a command acts on. The Lua side's floors above the base start here (ARCHITECTURE.md).
local host = require('claude.host')
local notify = require('claude.notify')

local M = {}

--- What a session is doing, in the one word lists give it (the host's: what needs the user first).
---@alias claude.Mark 'needs approval'|'running'|'finished unseen'|'starting'|'stopped'|'ready'

---@class claude.Status The host's StatusInfo (src/render/status.ts); the fields the editor reads.
---@field state 'starting'|'ready'|'running'|'stopping'|'stopped'
---@field busy boolean?
---@field pendingApprovals integer?
---@field pendingQuestions integer?
---@field title string?
---@field sessionId string?
---@field costUsd number?
---@field costText string? the cost as the lists show it
---@field unseen boolean? a turn ended while no window showed it, and none has since
---@field mark claude.Mark
---@field cwd string?
---@field branch string?
---@field startedAt number?

---@class claude.Approval A pending approval where the transcript shows it (lines 0-based, of the buffer).
---@field id string the request id
---@field session string
---@field first integer
---@field last integer
---@field tool string
---@field kind 'tool'|'question'|'plan'
---@field refused table<string, string>? per grant: why it cannot answer this now ('' when it can)
---@field reviewable boolean?
---@field questions table[]?
---@field drawn { file: string, stamp: string }? a Write's file, its stamp when drawn (src/host/approvals/drawnFile.ts)

---@class claude.Session
---@field id string the editor's name for it: '1', '2', ...
---@field buf integer? its transcript buffer
---@field prompt_buf integer? its prompt buffer
---@field region_start integer lines above its region: what a host that died left there, kept read-only
---@field status claude.Status
---@field winbar string the host's text for the transcript's winbar
---@field created integer when it was made (ms since the epoch)
---@field qf_id integer? its quickfix list of changed files
---@field renamed string? a name given here that the host has not reported back yet
---@field resumed string? the recorded session it goes on with
---@field last_before string? the session last shown when this one was made
---@field approvals claude.Approval[] its pending approvals, oldest first (a hidden session's come once shown)

--- The live sessions by the editor's name for them (read here; written through the functions below).
---@type table<string, claude.Session>
M.sessions = {}
--- The session last shown: what commands act on from a window that is not the chat's.
---@type string?
M.last = nil
--- The host's statusline text of all the live sessions, as its last frame said (src/render/status.ts).
M.statusline = ''

--- Sessions closed since: a frame the host sent before it heard is dropped, not drawn into a new buffer.
local closed = {}

--- The record of session `id`, made on first use.
---@return claude.Session
function M.state(id)
  local st = M.sessions[id]
  if not st then
    closed[id] = nil
    -- Starting until the host says otherwise (the picker then says so, and how old it is).
    st = { id = id, region_start = 0, status = { state = 'starting', mark = 'starting' }, winbar = 'Claude',
      created = os.time() * 1000, approvals = {}, last_before = M.last }
    M.sessions[id] = st
  end
  return st
end

--- The sessions' names in the order they were made.
function M.ids()
  local ids = vim.tbl_keys(M.sessions)
  table.sort(ids, function(a, b)
    return (tonumber(a) or 0) < (tonumber(b) or 0)
  end)
  return ids
end

--- A name for a new session.
function M.new_id()
  local n = 1
  for id in pairs(M.sessions) do
    n = math.max(n, (tonumber(id) or 0) + 1)
  end
  return tostring(n)
end

--- Session `id`'s buffer of `kind` ('chat', 'prompt', 'plan'): `claude://chat`, `claude://chat-2`. Kind and session
--- in the last part, which Neovim's default 'tabline' keeps whole: tab labels read `c//prompt-2`, `c//plan-2`.
function M.buffer_name(kind, id)
  return id == '1' and ('claude://' .. kind) or ('claude://%s-%s'):format(kind, id)
end

--- The session buffer `buf` belongs to (its transcript or prompt), or nil.
function M.session_of(buf)
  local id = vim.api.nvim_buf_is_valid(buf) and vim.b[buf].claude_session or nil
  return id and M.sessions[id] and id or nil
end

--- The session a command acts on: the one of the chat buffer the cursor is in; else the one the chat of this
--- tab page shows; else the one last shown; nil when there is none.
function M.current_id()
  local here = M.session_of(vim.api.nvim_get_current_buf())
  if here then
    return here
  end
  for _, win in ipairs(vim.api.nvim_tabpage_list_wins(0)) do
    local buf = vim.api.nvim_win_get_buf(win)
    if vim.b[buf].claude_chat == 'transcript' and vim.api.nvim_win_get_config(win).relative == '' then
      local id = M.session_of(buf)
      if id then
        return id
      end
    end
  end
  return M.last and M.sessions[M.last] and M.last or nil
end

--- The record of the session a command acts on, or nil.
---@return claude.Session?
function M.current()
  local id = M.current_id()
  return id and M.sessions[id]
end

--- The transcript buffer of the session a command acts on, or nil.
function M.current_buf()
  local st = M.current()
  return st and st.buf
end

--- Whether session `id` was closed (a frame the host sent before it heard is dropped).
function M.closed(id)
  return closed[id] == true
end

--- Whether `buf` is a buffer with its lines. One unloaded by :bdelete is still "valid" but holds no lines:
--- it counts as gone.
function M.valid(buf)
  return buf ~= nil and vim.api.nvim_buf_is_valid(buf) and vim.api.nvim_buf_is_loaded(buf)
end

--- Windows showing session `id`'s transcript (default: the current session's).
function M.windows(id)
  local st = M.sessions[id or M.current_id() or '']
  local wins = {}
  if not st or not M.valid(st.buf) then
    return wins
  end
  for _, win in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_buf(win) == st.buf then
      table.insert(wins, win)
    end
  end
  return wins
end

--- The line (0-based, within its session's region) at line `line` (0-based) of transcript buffer `buf`
--- (default: the current one), or nil above the region.
function M.region_line(line, buf)
  local st = M.sessions[M.session_of(buf or vim.api.nvim_get_current_buf()) or '']
  local start = st and st.region_start or 0
  return line >= start and line - start or nil
end

--- The session and region line (0-based) of the cursor in a transcript window, for the commands that act
--- on the prompt there; nil after saying "put the cursor on a prompt in the transcript to `what`".
function M.prompt_cursor(what)
  local buf = vim.api.nvim_get_current_buf()
  local session = M.session_of(buf)
  local line = session and vim.b[buf].claude_chat == 'transcript'
    and M.region_line(vim.api.nvim_win_get_cursor(0)[1] - 1)
  if not line or not host.running() then
    notify.say('put the cursor on a prompt in the transcript to ' .. what, vim.log.levels.WARN)
    return nil
  end
  return session, line
end

--- Every session's pending approvals.
---@return claude.Approval[]
function M.all_approvals()
  local all = {}
  for _, st in pairs(M.sessions) do
    vim.list_extend(all, st.approvals)
  end
  return all
end

-- What changes a record: each writer is named for what happened.

--- Session `id` is the one shown last (commands from other windows act on it).
function M.set_last(id)
  M.last = id
end

--- Session `id`'s transcript is `buf` now, all of it its region.
function M.set_buffer(id, buf)
  local st = M.state(id)
  st.buf, st.region_start = buf, 0
end

--- Session `id`'s prompt buffer is `buf`.
function M.set_prompt_buffer(id, buf)
  M.state(id).prompt_buf = buf
end

--- Session `id` goes on with recorded session `session_id` (resuming it again shows this one).
function M.set_resumed(id, session_id)
  M.state(id).resumed = session_id
end

--- The host's status of session `id`: its StatusInfo, the statusline text of all the sessions and its
--- winbar. Returns the status before.
---@param info claude.Status
---@return claude.Status
function M.set_status(id, info, line, winbar)
  local st = M.state(id)
  local was = st.status
  st.status = info
  if st.renamed and info.title == st.renamed then
    st.renamed = nil -- the host has the name now (sessions.rename)
  end
  M.statusline, st.winbar = line, winbar
  return was
end

--- Session `id`'s quickfix list of changed files is the one of id `qf_id`.
function M.set_quickfix(id, qf_id)
  M.state(id).qf_id = qf_id
end

--- Session `id` was named `name` here (shown until the host reports it back).
function M.rename(id, name)
  M.state(id).renamed = name
end

--- Session `id`'s pending approvals are `spans` now.
---@param spans claude.Approval[]
function M.set_approvals(id, spans)
  if M.sessions[id] then
    M.sessions[id].approvals = spans
  end
end

--- Approval `request_id` was answered: it leaves its session's list now. Returns whether it was there.
function M.answered(request_id)
  for _, st in pairs(M.sessions) do
    for i, s in ipairs(st.approvals) do
      if s.id == request_id then
        table.remove(st.approvals, i)
        return true
      end
    end
  end
  return false
end

--- Session `id` stopped with its host; its region starts at line `region_start` (0-based) from now on.
function M.stopped(id, region_start)
  local st = M.state(id)
  st.status, st.winbar, st.approvals = { state = 'stopped', mark = 'stopped' }, 'Claude · stopped', {}
  st.region_start = region_start or st.region_start
end

--- Session `id` was closed: its record goes (a frame the host sent before it heard is dropped). Returns it.
---@return claude.Session?
function M.drop(id)
  local st = M.sessions[id]
  if not st then
    return nil
  end
  M.sessions[id] = nil
  closed[id] = true
  if M.last == id then
    M.last = nil
  end
  if next(M.sessions) == nil then
    M.statusline = '' -- else it stands until a frame of those left says how many there are
  end
  return st
end

--- The host's messages (src/nvim/gateway.ts), given once Neovim is idle.
function M.notify(msg, level)
  vim.schedule(function()
    notify.say(msg, vim.log.levels[(level or 'info'):upper()] or vim.log.levels.INFO)
  end)
end

return M
