-- The transcript buffer and what the host pushes into it. The host calls M.apply() once per frame with
-- everything that changed: a patch of the session's region, highlights, folds, the status, the quickfix
-- list, the pending approvals. The region is this module's: the host's lines are relative to it, so no
-- offset arithmetic happens anywhere else.
local folds = require('claude.folds')
local markdown = require('claude.markdown')
local wire = require('claude.wire')

local M = {}

local ns = vim.api.nvim_create_namespace('claude_chat')
M.ns = ns

--- What each live session shows, by the editor's name for it ('1', '2', ...): its transcript buffer (buf)
--- and prompt buffer (prompt_buf), the lines above its region (region_start: what a host that died left
--- there, kept read-only), the host's StatusInfo (status) and its two texts (status_line, winbar), its
--- quickfix list (qf_id), and whether it finished a turn while no window showed it (unseen).
M.sessions = {}
--- The session last shown: what commands act on from a window that is not the chat's.
M.last = nil

--- Sessions closed since: a frame the host sent before it heard is dropped, not drawn into a new buffer.
local closed = {}

--- The state of session `id`, made on first use.
function M.state(id)
  local st = M.sessions[id]
  if not st then
    closed[id] = nil
    st = { id = id, region_start = 0, status = { state = 'stopped' }, status_line = '', winbar = 'Claude', unseen = false }
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

--- The state of the session a command acts on, or nil.
function M.current()
  local id = M.current_id()
  return id and M.sessions[id]
end

--- The transcript buffer of the session a command acts on, or nil.
function M.current_buf()
  local st = M.current()
  return st and st.buf
end

-- What the chat costs the editor, reported to the host with every frame so it can space frames out
-- (render_budget): the time apply() takes, plus the first redraw after it, timed by a decoration
-- provider that does nothing else.
local hrtime = vim.uv.hrtime
local redraw = { pending = false, started = nil, ns = 0 }
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

-- A buffer unloaded by :bdelete is still "valid" but holds no lines: it counts as gone.
local function valid(buf)
  return buf ~= nil and vim.api.nvim_buf_is_valid(buf) and vim.api.nvim_buf_is_loaded(buf)
end

--- Session `id`'s transcript buffer, created on first use. Returns it and whether it was just created.
function M.buffer(id)
  local st = M.state(id)
  if valid(st.buf) then
    return st.buf, false
  end
  if st.buf and vim.api.nvim_buf_is_valid(st.buf) then
    pcall(vim.api.nvim_buf_delete, st.buf, { force = true }) -- unloaded: free its name
  end
  local buf = vim.api.nvim_create_buf(false, true)
  vim.bo[buf].buftype = 'nofile'
  vim.bo[buf].bufhidden = 'hide'
  vim.bo[buf].swapfile = false
  vim.bo[buf].undolevels = -1
  vim.bo[buf].modifiable = false
  vim.b[buf].claude_session = id
  vim.b[buf].claude_chat = 'transcript'
  -- Highlighting: the lean regex markdown of syntax/claudechat.vim. Not tree-sitter markdown: on this
  -- transcript it re-parsed for about 40 ms after every frame while streaming (README, Performance).
  vim.bo[buf].filetype = 'claudechat'
  pcall(vim.api.nvim_buf_set_name, buf, id == '1' and 'claude://chat' or 'claude://chat/' .. id)
  st.buf = buf
  st.region_start = 0
  folds.reset(buf)
  -- While no window shows it, the host holds its lines back: a window showing it (however it came to)
  -- has them sent.
  vim.api.nvim_create_autocmd('BufWinEnter', {
    buffer = buf,
    callback = function()
      local host = require('claude.host')
      if host.running() then
        vim.rpcnotify(host.channel(), 'shown', { session = id })
      end
    end,
  })
  return buf, true
end

--- Windows showing session `id`'s transcript (default: the current session's).
function M.windows(id)
  local st = M.sessions[id or M.current_id() or '']
  local wins = {}
  if not st or not valid(st.buf) then
    return wins
  end
  for _, win in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_buf(win) == st.buf then
      table.insert(wins, win)
    end
  end
  return wins
end

--- What another session's mark says: in words, or in one where the window is narrow.
local MARK_WORDS = {
  approval = { 'needs approval', 'asks' },
  finished = { 'finished', 'done' },
  running = { 'running', 'runs' },
}

--- The winbar of session `id`'s transcript in a window `width` columns wide: its own status, after what
--- waits in other sessions (a session that needs approval while hidden shows in every chat window). Where
--- the marks in words would push the session's own state out of sight, they take one word each.
local function winbar_of(id, width)
  local marks = {}
  for _, other in ipairs(M.ids()) do
    local s = M.sessions[other]
    if other ~= id then
      if (s.status.pendingApprovals or 0) > 0 then
        table.insert(marks, { other, MARK_WORDS.approval })
      elseif s.unseen then
        table.insert(marks, { other, MARK_WORDS.finished })
      elseif s.status.state == 'running' then
        table.insert(marks, { other, MARK_WORDS.running })
      end
    end
  end
  local own = M.sessions[id].winbar
  if #marks == 0 then
    return own
  end
  local function said(form)
    local parts = {}
    for _, m in ipairs(marks) do
      table.insert(parts, m[1] .. ' ' .. m[2][form])
    end
    return '[' .. table.concat(parts, ' · ') .. '] '
  end
  -- The session's own name and state: "Claude 2 · running…".
  local head = own:match('^(.-· [^·]*)') or own
  local text = said(1)
  if vim.fn.strdisplaywidth(text .. head) > width then
    text = said(2)
  end
  return '%#ClaudeOtherSessions#' .. text:sub(1, -2) .. '%* ' .. own
end

--- Sets the winbar of every window showing a session's transcript.
local function refresh_winbars()
  for _, id in ipairs(M.ids()) do
    for _, win in ipairs(M.windows(id)) do
      vim.wo[win].winbar = winbar_of(id, vim.api.nvim_win_get_width(win))
    end
  end
end

-- The marks of other sessions take their short form in a window made narrower, their words again wider.
vim.api.nvim_create_autocmd('WinResized', {
  group = vim.api.nvim_create_augroup('claude_chat_winbars', { clear = true }),
  callback = function()
    if #M.ids() > 1 then
      refresh_winbars()
    end
  end,
})

--- What a transcript window shows besides its options (lua/claude/wins.lua sets those first): the
--- status in its winbar, markdown concealed, the folds.
function M.setup_window(win)
  local id = M.session_of(vim.api.nvim_win_get_buf(win))
  if id then
    M.sessions[id].unseen = false
    M.last = id
  end
  markdown.window(win) -- conceal markdown markers, unless the user's own values say otherwise
  folds.refold(win, 0)
  refresh_winbars()
end

--- The line (0-based, within its session's region) at line `line` (0-based) of transcript buffer `buf`
--- (default: the current one), or nil above the region.
function M.region_line(line, buf)
  local st = M.sessions[M.session_of(buf or vim.api.nvim_get_current_buf()) or '']
  local start = st and st.region_start or 0
  return line >= start and line - start or nil
end

vim.api.nvim_create_autocmd('ModeChanged', {
  group = vim.api.nvim_create_augroup('claude_chat_folds', { clear = true }),
  callback = function()
    for _, st in pairs(M.sessions) do
      folds.refold_pending(st.buf)
    end
  end,
})

local function set_lines(buf, first, last, lines)
  vim.bo[buf].modifiable = true
  vim.api.nvim_buf_set_lines(buf, first, last, false, lines)
  vim.bo[buf].modifiable = false
end

--- A window that shows empty rows under the buffer's end while lines are hidden above it (the patch made
--- the buffer shorter: a new session, an answered approval; the window grew) scrolls back until the last
--- line is at the bottom.
local function fill(win)
  vim.api.nvim_win_call(win, function()
    local last = vim.api.nvim_buf_line_count(0)
    if vim.fn.line('w0') <= 1 or vim.fn.line('w$') < last then
      return
    end
    local cursor = vim.api.nvim_win_get_cursor(0)
    vim.api.nvim_win_set_cursor(0, { last, 0 })
    vim.cmd('normal! zb')
    pcall(vim.api.nvim_win_set_cursor, 0, cursor)
  end)
end

M.fill = fill

local function apply_patch(st, buf, p)
  local region_start = st.region_start
  if p.text then
    p.lines, p.folds = wire.split(p.text, p.count), wire.split(p.fold_text, p.count)
  end
  -- Windows that were following the end keep following it.
  local before = vim.api.nvim_buf_line_count(buf)
  local windows = M.windows(st.id)
  -- No end: the whole region is rewritten (a new session; rarely, a view rebuilt after an error): where the
  -- user was reading may be gone, so every window follows the end.
  local rewrite = p['end'] == nil or p['end'] == vim.NIL
  local follow = {}
  for _, win in ipairs(windows) do
    if rewrite or vim.api.nvim_win_get_cursor(win)[1] >= before then
      follow[#follow + 1] = win
    end
  end

  local start = region_start + p.start
  -- No end: the whole region goes (in a fresh buffer, that includes the empty line it holds).
  local stop = not rewrite and region_start + p['end'] or nil
  -- A patch that starts inside a fold can cut it down to one line or delete it: read its state first.
  folds.use(buf)
  local kept = folds.states(windows, start + 1)
  local level = folds.head(start + 1)
  local unfolded = folds.none_from(start, p.folds)
  folds.splice(start, stop, p.folds)
  if level and folds.head(start + 1) ~= level then
    -- The host changed the fold's level (thinking that is complete): the new level's state applies.
    kept = {}
    for _, win in ipairs(windows) do
      kept[win] = false
    end
  end
  vim.api.nvim_buf_clear_namespace(buf, ns, start, -1)
  set_lines(buf, start, stop or -1, p.lines)
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

  local last = vim.api.nvim_buf_line_count(buf)
  local following = {}
  for _, win in ipairs(follow) do
    pcall(vim.api.nvim_win_set_cursor, win, { last, 0 })
    following[win] = true
  end
  if last < before then
    for _, win in ipairs(windows) do
      fill(win)
    end
  end
  return following
end

--- The session and region line (0-based) of the cursor in a transcript window, for the commands that act
--- on the prompt there; nil after saying "put the cursor on a prompt in the transcript to `what`".
function M.prompt_cursor(what)
  local buf = vim.api.nvim_get_current_buf()
  local session = M.session_of(buf)
  local line = session and vim.b[buf].claude_chat == 'transcript' and M.region_line(vim.api.nvim_win_get_cursor(0)[1] - 1)
  if not line or not require('claude.host').running() then
    require('claude.notify').say('put the cursor on a prompt in the transcript to ' .. what, vim.log.levels.WARN)
    return nil
  end
  return session, line
end

--- The chat now shows session `id`: if the current quickfix list is another session's list of changed
--- files, session `id`'s (when it has one) becomes current, so that an open quickfix window follows the
--- chat. Any other list (the user's own, a turn's) stays.
function M.follow_quickfix(id)
  local st = M.sessions[id]
  local cur = vim.fn.getqflist({ nr = 0, context = 1 })
  local ctx = cur.context
  if not st or not st.qf_id or type(ctx) ~= 'table' or not ctx.claude_session or ctx.claude_turn or ctx.claude_session == id then
    return
  end
  local list = vim.fn.getqflist({ id = st.qf_id, nr = 0 })
  if list.id == st.qf_id and list.nr > 0 and list.nr ~= cur.nr then
    vim.cmd(('silent %dchistory'):format(list.nr))
  end
end

--- Session `st`'s quickfix list: its own (its context names the session), replaced in place while it exists.
local function apply_quickfix(st, qf)
  local list = st.qf_id and vim.fn.getqflist({ id = st.qf_id, context = 1 }) or nil
  local ours = list and list.id == st.qf_id and type(list.context) == 'table' and list.context.claude_session == st.id
  if ours then
    vim.fn.setqflist({}, 'r', { id = st.qf_id, items = qf.items, title = qf.title })
  elseif #qf.items > 0 then
    vim.fn.setqflist({}, ' ', { title = qf.title, items = qf.items, context = { claude_session = st.id } })
    st.qf_id = vim.fn.getqflist({ id = 0 }).id
  end
end

local function apply_status(st, s)
  if valid(st.buf) then
    markdown.busy(st.buf, s.info.busy == true)
  end
  local was = st.status
  local hidden = #M.windows(st.id) == 0
  -- A turn that ended while no window showed it: its mark says so until a window shows it.
  if was.state == 'running' and s.info.state ~= 'running' and hidden then
    st.unseen = true
  end
  -- An approval in a session no window shows (its lines wait until one does): said once, briefly.
  if hidden and (s.info.pendingApprovals or 0) > (was.pendingApprovals or 0) then
    require('claude.notify').say(('Claude session %s waits for approval (:ClaudeSessions shows it)'):format(st.id))
  end
  st.status = s.info
  st.status_line = s.line
  st.winbar = s.winbar
  refresh_winbars()
  vim.api.nvim_exec_autocmds('User', { pattern = 'ClaudeChatStatus', modeline = false, data = { session = st.id } })
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
  if closed[id] then
    return { intact = true, ms = 0, unsaved = {}, visible = false }
  end
  local started = hrtime()
  local st = M.state(id)
  local buf, created = M.buffer(id)
  local intact = true
  local following = {}
  local p = u.patch
  if p and not (created and p['end'] ~= nil and p['end'] ~= vim.NIL) then
    following = apply_patch(st, buf, p)
  elseif created then
    intact = false
  end
  if u.status then
    apply_status(st, u.status)
  end
  if u.quickfix then
    apply_quickfix(st, u.quickfix)
  end
  if u.approvals then
    require('claude.approvals').update(id, in_buffer(st, u.approvals), following)
  end
  local unsaved = u.edited and require('claude.buffers').reload(u.edited) or {}
  if u.turns then
    require('claude.turns').ended(id, u.turns)
  end
  local ns_spent = hrtime() - started + redraw.ns
  redraw.ns = 0
  redraw.pending = true
  return { intact = intact, ms = ns_spent / 1e6, unsaved = unsaved, visible = #M.windows(id) > 0 }
end

--- The host died: each session's transcript stays, with `msg` below it; a new host's session starts below that.
function M.end_region(msg)
  for _, st in pairs(M.sessions) do
    local buf = st.buf
    local shown = valid(buf) and not (vim.api.nvim_buf_line_count(buf) == 1 and vim.api.nvim_buf_get_lines(buf, 0, 1, false)[1] == '')
    if shown then
      local n = vim.api.nvim_buf_line_count(buf)
      local follow = {}
      for _, win in ipairs(M.windows(st.id)) do
        follow[win] = vim.api.nvim_win_get_cursor(win)[1] >= n
      end
      set_lines(buf, n, n, { '✗ ' .. msg, '' })
      folds.use(buf)
      folds.splice(n, nil, { '0', '0' })
      st.region_start = n + 2
      for win, following in pairs(follow) do
        if following then
          vim.api.nvim_win_set_cursor(win, { n + 2, 0 })
        end
      end
    end
    require('claude.approvals').update(st.id, {}, {})
    st.status, st.status_line, st.winbar = { state = 'stopped' }, '', 'Claude · stopped'
  end
  refresh_winbars()
end

--- Session `id` was closed: its buffers go (its quickfix list stays in the history).
function M.drop(id)
  local st = M.sessions[id]
  if not st then
    return
  end
  M.sessions[id] = nil
  closed[id] = true
  require('claude.approvals').update(id, {}, {})
  for _, buf in ipairs({ st.buf, st.prompt_buf }) do
    if buf and vim.api.nvim_buf_is_valid(buf) then
      folds.forget(buf)
      pcall(vim.api.nvim_buf_delete, buf, { force = true })
    end
  end
  if M.last == id then
    M.last = nil
  end
  refresh_winbars()
end

function M.notify(msg, level)
  vim.schedule(function()
    require('claude.notify').say(msg, vim.log.levels[(level or 'info'):upper()] or vim.log.levels.INFO)
  end)
end

return M
