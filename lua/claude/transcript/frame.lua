-- One frame from the host into a session's transcript: the patch of its region (lines, highlights, folds),
-- its status, its quickfix list, its pending approvals, the files it edited, the turns that ended. The
-- region is the session's (lua/claude/records/view.lua keeps where it starts): the host's lines are relative to it,
-- so no offset arithmetic happens anywhere else.
local buffers = require('claude.edits.buffers')
local events = require('claude.host.events')
local folds = require('claude.transcript.folds')
local markdown = require('claude.transcript.markdown')
local notify = require('claude.ui.notify')
local scroll = require('claude.transcript.scroll')
local transcript = require('claude.transcript.transcript')
local view = require('claude.records.view')
local winbar = require('claude.transcript.winbar')

local M = {}

local ns = transcript.ns

-- How the host's frames carry many lines: a patch's lines come as one string joined with newlines
-- (src/nvim/gateway.ts), which msgpack and Neovim take far faster than thousands of short strings.
local find, sub = string.find, string.sub

--- `text` cut at its newlines into `count` lines (no buffer line holds a newline).
local function split(text, count)
  local out, pos = {}, 1
  for i = 1, count - 1 do
    local nl = find(text, '\n', pos, true)
    out[i] = sub(text, pos, nl - 1)
    pos = nl + 1
  end
  if count > 0 then
    out[count] = sub(text, pos)
  end
  return out
end

-- What the chat costs the editor, reported to the host with every frame so it can space frames out
-- (render_budget): the time apply() takes, plus the first redraw after it, timed by a decoration
-- provider that does nothing else.
local hrtime = vim.uv.hrtime
local redraw = { pending = false, started = nil, ns = 0 }

--- Patch `p` into session `st`'s region of `buf`, shown in `windows`. Returns the windows that follow the end,
--- and whether the patch only added to the end: nothing got shorter and no fold was made again (closed).
local function apply_patch(st, buf, p, windows)
  local region_start = st.region_start
  if p.text then
    p.lines = split(p.text, p.count)
  end
  -- Windows that were following the end keep following it.
  local before = vim.api.nvim_buf_line_count(buf)
  -- No end: the whole region is rewritten (a new session; rarely, a view rebuilt after an error): where the
  -- user was reading may be gone, so every window follows the end.
  local rewrite = p['end'] == nil or p['end'] == vim.NIL
  local follow = {}
  for _, win in ipairs(windows) do
    if rewrite or scroll.follows(win, before) then
      follow[#follow + 1] = win
    end
  end

  local start = region_start + p.start
  -- No end: the whole region goes (in a fresh buffer, that includes the empty line it holds).
  local stop = not rewrite and region_start + p['end'] or nil
  if stop == 0 and before == 1 and vim.api.nvim_buf_get_lines(buf, 0, 1, false)[1] == '' then
    -- An empty region (its first frame had no lines) in a buffer of its own: that buffer's one empty line
    -- is not the region's, and goes as it would have with a first frame that had lines.
    stop = nil
  end
  -- The usual frame while thinking streams: its fold only grows, and no window waits to refold.
  local was, now
  if stop == before and not folds.waiting(buf) then
    was, now = folds.only_grows(buf, start, stop, #p.lines, p.folds)
  end
  local grows = was ~= nil
  -- A patch that starts inside a fold can cut it down to one line or delete it: read its state first.
  local kept = not grows and folds.states(buf, windows, start + 1) or {}
  local level = not grows and folds.head(buf, start + 1)
  local unfolded = grows or folds.none_from(buf, start, p.folds)
  folds.splice(buf, start, stop, #p.lines, p.folds)
  transcript.splice_prompts(buf, start, stop, #p.lines, p.prompts)
  if level and folds.head(buf, start + 1) ~= level then
    -- The host changed the fold's level (thinking that is complete): the new level's state applies.
    kept = {}
    for _, win in ipairs(windows) do
      kept[win] = false
    end
  end
  vim.api.nvim_buf_clear_namespace(buf, ns, start, -1)
  if grows then
    transcript.grow(buf, start, stop, p.lines, was, now)
  else
    transcript.set_lines(buf, start, stop or -1, p.lines)
  end
  markdown.scan(buf, p.lines, start) -- a fence naming a new language includes its syntax

  local set_extmark = vim.api.nvim_buf_set_extmark
  for _, h in ipairs(p.highlights) do
    local line = start + h[1]
    if #h == 2 then
      set_extmark(buf, ns, line, 0, { line_hl_group = h[2] })
    else
      pcall(set_extmark, buf, ns, line, h[2], { end_col = h[3], hl_group = h[4] })
    end
  end

  folds.refold_pending(buf)
  if not unfolded then
    for _, win in ipairs(windows) do
      folds.refold(win, start + 1, kept[win])
    end
  end

  local following = {}
  for _, win in ipairs(follow) do
    pcall(scroll.follow_end, win)
    following[win] = true
  end
  return following, not rewrite and unfolded and vim.api.nvim_buf_line_count(buf) >= before
end

--- Session `st`'s quickfix list: its own (its context names the session), replaced in place while it exists.
local function apply_quickfix(st, qf)
  local list = st.qf_id and vim.fn.getqflist({ id = st.qf_id, context = 1 }) or nil
  local ours = list and list.id == st.qf_id and type(list.context) == 'table' and list.context.claude_session == st.id
  local title = notify.list_title(qf.title)
  local items = notify.relative_items(qf.items)
  if ours then
    vim.fn.setqflist({}, 'r', { id = st.qf_id, items = items, title = title })
  elseif #qf.items > 0 then
    -- At the end of the history (without nr, ' ' frees the lists after the current one) and current.
    vim.fn.setqflist({}, ' ', { nr = '$', title = title, items = items, context = { claude_session = st.id } })
    view.set_quickfix(st.id, vim.fn.getqflist({ id = 0 }).id)
  end
end

--- Every live session as User ClaudeChatStatus's data.sessions gives it: { id, state, context, cost, mark }
--- (context: how full its context is, 0-100, nil until a turn said; cost in USD).
local function gauges()
  local list = {}
  for _, id in ipairs(view.ids()) do
    local s = view.sessions[id].status
    local context = s.contextShare ~= vim.NIL and tonumber(s.contextShare) or nil
    table.insert(list, { id = id, state = s.state, context = context, cost = tonumber(s.costUsd) or 0, mark = s.mark })
  end
  return list
end

local function apply_status(st, s, hidden)
  local was = view.set_status(st.id, s.info, s.line, s.winbar)
  -- An approval in a session no window shows (its lines wait until one does): said once, briefly.
  if hidden and (s.info.pendingApprovals or 0) > (was.pendingApprovals or 0) then
    events.emit('waiting', st.id)
  end
  winbar.refresh()
  vim.api.nvim_exec_autocmds('User', {
    pattern = 'ClaudeChatStatus',
    modeline = false,
    data = { session = st.id, sessions = gauges() },
  })
end

--- The approvals' lines as buffer lines.
local function in_buffer(st, spans)
  local region_start = st.region_start
  for _, s in ipairs(spans) do
    s.session = st.id
    s.first, s.last = s.first + region_start, s.last + region_start
    for _, q in ipairs(s.questions or {}) do
      if q.first then
        q.first, q.last = q.first + region_start, q.last + region_start
      end
    end
  end
  return spans
end

--- One frame from the host. Returns { intact, ms, unsaved, visible }: intact is false when the buffer had to be
--- recreated and the patch was not a rewrite of the whole region (the host then sends one); ms is the
--- editor time of this frame plus the redraw after the previous one; unsaved lists the edited files whose
--- buffers have unsaved changes and were therefore not reloaded; visible says whether a window shows the
--- transcript (hidden, it is updated less often).
function M.apply(id, u)
  if view.closed(id) then
    return { intact = true, ms = 0, unsaved = {}, visible = false }
  end
  local started = hrtime()
  local st = view.state(id)
  local buf, created = transcript.buffer(id)
  local windows = view.windows(id)
  local intact = true
  local following, appended = {}, false
  local p = u.patch
  if u.status then
    -- Before the patch: a turn's first frame may bring a fence already, and no language is included while
    -- a turn streams (markdown.lua). A turn waiting for an answer (an approval, a question) streams nothing.
    local info = u.status.info
    markdown.busy(buf, info.busy == true and (tonumber(info.pendingApprovals) or 0) == 0)
  end
  if p and not (created and p['end'] ~= nil and p['end'] ~= vim.NIL) then
    following, appended = apply_patch(st, buf, p, windows)
  elseif created then
    intact = false
  end
  if u.status then
    apply_status(st, u.status, #windows == 0)
  end
  if u.quickfix then
    apply_quickfix(st, u.quickfix)
  end
  if u.approvals then
    events.emit('approvals', id, in_buffer(st, u.approvals), following)
  end
  if p then
    -- After the approvals, which may have scrolled a window to one. A window that followed an end that only
    -- grew shows no empty rows under it: Neovim scrolled it just enough to show the new end.
    for _, win in ipairs(windows) do
      pcall(scroll.fill, win, appended and not u.approvals and following[win])
    end
  end
  local unsaved = u.edited and buffers.reload(u.edited) or {}
  if u.turns then
    events.emit('turns', id, u.turns)
  end
  if u.tasks then
    events.emit('tasks', id, u.tasks)
  end
  local ns_spent = hrtime() - started + redraw.ns
  redraw.ns = 0
  redraw.pending = true
  return { intact = intact, ms = ns_spent / 1e6, unsaved = unsaved, visible = #windows > 0 }
end

--- The frames of one request from the host, each { id, update } (a hidden session's update rides with
--- another session's: src/nvim/updateLane.ts). Each is applied as apply() would; one that fails answers
--- { failed = why }, and the others still apply.
function M.apply_all(items)
  local out = {}
  for i, item in ipairs(items) do
    local ok, r = pcall(M.apply, item[1], item[2])
    out[i] = ok and r or { failed = tostring(r) }
  end
  return out
end

--- Starts timing the redraws after frames (once, from lua/claude/boot.lua: requiring this module does nothing).
function M.time_redraws()
  vim.api.nvim_set_decoration_provider(vim.api.nvim_create_namespace('claude_chat_redraw_cost'), {
    on_start = function()
      if redraw.pending then
        redraw.started = hrtime()
      end
    end,
    on_end = function()
      if redraw.started then
        redraw.ns = redraw.ns + (hrtime() - redraw.started)
        redraw.started = nil
        redraw.pending = false
      end
    end,
  })
end

return M
