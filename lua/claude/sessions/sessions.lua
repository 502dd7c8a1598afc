-- Several sessions: the :ClaudeSessions picker (live sessions and the past ones of this directory), showing,
-- renaming and closing one, forking at a prompt, resuming a past one (their status together: status.lua). The
-- session records live in view.lua; the chat's windows show one session at a time (ui.open switches them).
local approvals = require('claude.approvals.approvals')
local config = require('claude.options.config')
local host = require('claude.host.host')
local start = require('claude.chat.start')
local transcript = require('claude.transcript.transcript')
local ui = require('claude.chat.ui')
local view = require('claude.records.view')
local notify = require('claude.ui.notify').say
local clear_prompt = require('claude.ui.notify').clear_prompt

local M = {}

--- '12s', '5m', '3h', '2d': how long ago `ms` (since the epoch) was.
local function age(ms)
  local s = math.max(0, os.time() - math.floor((tonumber(ms) or 0) / 1000))
  if s < 60 then
    return s .. 's'
  elseif s < 3600 then
    return math.floor(s / 60) .. 'm'
  elseif s < 86400 then
    return math.floor(s / 3600) .. 'h'
  end
  return math.floor(s / 86400) .. 'd'
end

--- Past sessions of this directory, newest first, from the host (which starts if needed). The CLI's
--- HOME / CLAUDE_CONFIG_DIR may come from setup{ env }: sent along.
function M.past()
  local env = config.options.env
  return host.request('sessions', { cwd = vim.fn.getcwd(), env = vim.tbl_isempty(env) and vim.empty_dict() or env })
    or {}
end

--- The live sessions and the past ones of this directory that none of them goes on with, for the picker.
local function items()
  local list, live_ids = {}, {}
  local current = view.current_id()
  for _, id in ipairs(view.ids()) do
    local st = view.sessions[id]
    local s = st.status
    if type(s.sessionId) == 'string' then
      live_ids[s.sessionId] = true
    end
    if st.resumed then
      live_ids[st.resumed] = true
    end
    table.insert(list, {
      -- The host's words for what it does and what it cost (the cost is '' until the host said).
      live = id,
      current = id == current,
      mark = s.mark,
      cost = s.costText or '',
      title = st.renamed or (type(s.title) == 'string' and s.title) or '(no prompt yet)',
      age = s.startedAt or st.created,
      branch = type(s.branch) == 'string' and s.branch or nil,
    })
  end
  local ok, past = pcall(M.past)
  for _, p in ipairs(ok and past or {}) do
    if not live_ids[p.id] then
      local branch = p.branch ~= vim.NIL and p.branch or nil
      table.insert(list, { past = p.id, mark = 'past', title = p.title, age = p.modified, branch = branch })
    end
  end
  return list
end

local function format_item(item)
  local name = item.live and ((item.current and '*' or ' ') .. item.live) or '  '
  local branch = item.branch and (' [' .. item.branch .. ']') or ''
  return ('%-3s %-15s %7s %4s  %s%s'):format(name, item.mark, item.cost or '', age(item.age), item.title, branch)
end

--- Shows live session `id` in the chat (opening it if needed).
function M.show(id)
  id = start.named(id, 'show()', 'id')
  if id == false then
    return false
  end
  if not view.sessions[id] then
    notify(('no session %s'):format(tostring(id)), vim.log.levels.WARN)
    return false
  end
  return start.open(id)
end

--- Session `id`'s buffers and record go; a window showing it shows the newest other session, or closes.
--- Returns that session and whether a window switched to it.
local function remove(id)
  local others = vim.tbl_filter(function(other)
    return other ~= id
  end, view.ids())
  local next_id = others[#others]
  local switched = false
  for _, win in ipairs(vim.api.nvim_list_wins()) do
    local buf = vim.api.nvim_win_get_buf(win)
    if view.session_of(buf) == id then
      if next_id then
        local other = vim.b[buf].claude_chat == 'transcript' and transcript.buffer(next_id)
          or ui.compose_buffer(next_id)
        ui.switch(win, other)
        switched = true
        if vim.b[other].claude_chat == 'transcript' then
          transcript.setup_window(win)
        end
        view.set_last(next_id)
      else
        ui.close_window(win)
      end
    end
  end
  -- Its approvals go with it (a review of one closes).
  approvals.update(id, {}, {})
  transcript.drop(id)
  if next_id then
    ui.refresh_compose_winbar()
  end
  return next_id, switched
end

--- Ends session `id`: its CLI stops (a running turn is interrupted first); its buffers go. A chat that
--- showed it shows another live session, or closes when none is left.
function M.close(id)
  id = start.named(id, 'close()', 'id')
  if id == false then
    return false
  end
  if not view.sessions[id] then
    return false
  end
  if host.running() then
    host.notify('close', { session = id })
  end
  local next_id, switched = remove(id)
  notify(('Claude session %s closed%s'):format(id, switched and (', session %s shown'):format(next_id) or ''))
  return true
end

--- The host refused to open session `id` (a script's argument of the wrong shape; it said which): the record
--- start() made for it goes, with any window opened on it, and nothing more is said. Not once the host
--- reported on it: then a later open of the same name was taken.
function M.unmade(id)
  local st = view.sessions[id]
  if st and st.status.state == 'starting' and st.status.sessionId == nil then
    remove(id)
    -- Commands act on the session they acted on before, not on a new one.
    if view.last == nil and st.last_before and view.sessions[st.last_before] then
      view.set_last(st.last_before)
    end
  end
end

--- Names session `id` (the CLI records the name where it can).
function M.rename(id, title)
  id = start.named(id, 'rename()', 'id')
  if id == false then
    return false
  end
  local st = view.sessions[id]
  local name = type(title) == 'string' and vim.trim((title:gsub('%s+', ' '))) or ''
  if not st or name == '' then
    return false
  end
  if not host.notify('rename', { session = id, title = name }) then
    return false
  end
  -- The lists show the new name at once, not only once the host's next frame brings it.
  view.rename(id, name)
  notify(('Claude session %s renamed: %s'):format(id, name))
  return true
end

--- :ClaudeSessions [show|rename|close]: picks a session (live or, to show, past: then it is resumed) and does that.
function M.pick(action)
  action = (action == nil or action == '') and 'show' or action
  if not vim.tbl_contains({ 'show', 'rename', 'close' }, action) then
    notify(('unknown action %q (show, rename or close)'):format(action), vim.log.levels.ERROR)
    return
  end
  local list = action == 'show' and items() or vim.tbl_filter(function(i)
    return i.live ~= nil
  end, items())
  if #list == 0 then
    notify(action == 'show' and 'no Claude sessions, live or past, for this directory' or 'no live Claude session')
    return
  end
  local prompts = { show = 'Claude sessions', rename = 'Rename Claude session', close = 'Close Claude session' }
  vim.ui.select(list, { prompt = prompts[action], format_item = format_item, kind = 'claude_sessions' }, function(item)
    clear_prompt()
    if not item then
      return
    end
    if item.past then
      return M.resume(item.past)
    elseif action == 'show' then
      return M.show(item.live)
    elseif action == 'close' then
      return M.close(item.live)
    end
    -- Not the input's default: typing would append to it. <Up> brings it back to edit (input() history).
    local shown = 'session ' .. item.live
    if item.title ~= '(no prompt yet)' then
      vim.fn.histadd('input', item.title)
      shown = vim.fn.strchars(item.title) > 40 and vim.fn.strcharpart(item.title, 0, 39) .. '…' or item.title
    end
    vim.ui.input({ prompt = ('New name for %s: '):format(shown) }, function(name)
      clear_prompt()
      if name and vim.trim(name) ~= '' then
        M.rename(item.live, name)
      end
    end)
  end)
end

--- :ClaudeFork: a new session holding the conversation up to and including the turn of the prompt under
--- the cursor, shown in the chat; the session forked from goes on untouched. The host checks the CLI's
--- record (which may be megabytes) without Neovim waiting, then calls M.forked, or says why not.
function M.fork()
  local from, line = view.prompt_cursor('fork there')
  if not from then
    return false
  end
  return host.notify('fork', { session = from, line = line })
end

--- The host found where the fork starts (`point`: resume, at): the new session, shown in the chat.
function M.forked(point)
  vim.schedule(function()
    local id = view.new_id()
    if start.start(id, { resume = point.resume, fork_at = point.at }) then
      start.open(id)
    end
  end)
end

--- A new session going on with recorded session `session_id` (resumed), shown in the chat. A current
--- session that never got a prompt makes way for it.
function M.resume(session_id)
  -- A live session that holds it is shown: two CLIs on one conversation would interleave it.
  for _, id in ipairs(view.ids()) do
    local st = view.sessions[id]
    if st.status.sessionId == session_id or st.resumed == session_id then
      return start.open(id)
    end
  end
  local before = view.current()
  local id = view.new_id()
  if not start.start(id, { resume = session_id }) then
    return false
  end
  start.open(id)
  if before and before.status.title == nil and before.status.state ~= 'running' and #before.approvals == 0 then
    M.close(before.id)
  end
  return true
end

return M
