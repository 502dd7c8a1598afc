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

M.buf = nil
M.winbar = 'Claude'
--- The host's StatusInfo, and the short text for statuslines (formatted by the host).
M.status = { state = 'stopped' }
M.status_line = ''
M.qf_id = nil

--- Lines above the session's region: what a host that died left in the buffer (kept, read-only).
local region_start = 0

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

--- The transcript buffer, created on first use. Returns it and whether it was just created.
function M.buffer()
  if valid(M.buf) then
    return M.buf, false
  end
  if M.buf and vim.api.nvim_buf_is_valid(M.buf) then
    pcall(vim.api.nvim_buf_delete, M.buf, { force = true }) -- unloaded: free its name
  end
  local buf = vim.api.nvim_create_buf(false, true)
  vim.bo[buf].buftype = 'nofile'
  vim.bo[buf].bufhidden = 'hide'
  vim.bo[buf].swapfile = false
  vim.bo[buf].undolevels = -1
  vim.bo[buf].modifiable = false
  -- Highlighting: the lean regex markdown of syntax/claudechat.vim. Not tree-sitter markdown: on this
  -- transcript it re-parsed for about 40 ms after every frame while streaming (README, Performance).
  vim.bo[buf].filetype = 'claudechat'
  pcall(vim.api.nvim_buf_set_name, buf, 'claude://chat')
  M.buf = buf
  folds.levels = {}
  region_start = 0
  return buf, true
end

--- Windows currently showing the transcript.
function M.windows()
  local wins = {}
  if not valid(M.buf) then
    return wins
  end
  for _, win in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_buf(win) == M.buf then
      table.insert(wins, win)
    end
  end
  return wins
end

--- What a transcript window shows besides its options (lua/claude/wins.lua sets those first): the
--- status in its winbar, markdown concealed, the folds.
function M.setup_window(win)
  local wo = vim.wo[win]
  wo.winbar = M.winbar
  markdown.window(win) -- conceal markdown markers, unless the user's own values say otherwise
  folds.refold(win, 0)
end

--- The session's line (0-based, within its region) at buffer line `line` (0-based), or nil above it.
function M.region_line(line)
  return line >= region_start and line - region_start or nil
end

vim.api.nvim_create_autocmd('ModeChanged', {
  group = vim.api.nvim_create_augroup('claude_chat_folds', { clear = true }),
  callback = function()
    folds.refold_pending(M.buf)
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

local function apply_patch(buf, p)
  if p.text then
    p.lines, p.folds = wire.split(p.text, p.count), wire.split(p.fold_text, p.count)
  end
  -- Windows that were following the end keep following it.
  local before = vim.api.nvim_buf_line_count(buf)
  -- No end: the whole region is rewritten (a new session; rarely, a view rebuilt after an error): where the
  -- user was reading may be gone, so every window follows the end.
  local rewrite = p['end'] == nil or p['end'] == vim.NIL
  local follow = {}
  for _, win in ipairs(M.windows()) do
    if rewrite or vim.api.nvim_win_get_cursor(win)[1] >= before then
      follow[#follow + 1] = win
    end
  end

  local start = region_start + p.start
  -- No end: the whole region goes (in a fresh buffer, that includes the empty line it holds).
  local stop = not rewrite and region_start + p['end'] or nil
  -- A patch that starts inside a fold can cut it down to one line or delete it: read its state first.
  local kept = folds.states(M.windows(), start + 1)
  local level = folds.head(start + 1)
  local unfolded = folds.none_from(start, p.folds)
  folds.splice(start, stop, p.folds)
  if level and folds.head(start + 1) ~= level then
    -- The host changed the fold's level (thinking that is complete): the new level's state applies.
    kept = {}
    for _, win in ipairs(M.windows()) do
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
    for _, win in ipairs(M.windows()) do
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
    for _, win in ipairs(M.windows()) do
      fill(win)
    end
  end
  return following
end

local function apply_quickfix(qf)
  local list = M.qf_id and vim.fn.getqflist({ id = M.qf_id, title = 1 }) or nil
  if list and list.id == M.qf_id and list.title == qf.title then
    vim.fn.setqflist({}, 'r', { id = M.qf_id, items = qf.items, title = qf.title })
  elseif #qf.items > 0 then
    vim.fn.setqflist({}, ' ', { title = qf.title, items = qf.items })
    M.qf_id = vim.fn.getqflist({ id = 0 }).id
  end
end

local function apply_status(s)
  if valid(M.buf) then
    markdown.busy(M.buf, s.info.busy == true)
  end
  M.status = s.info
  M.status_line = s.line
  M.winbar = s.winbar
  for _, win in ipairs(M.windows()) do
    vim.wo[win].winbar = s.winbar
  end
  vim.api.nvim_exec_autocmds('User', { pattern = 'ClaudeChatStatus', modeline = false })
end

--- The approvals' lines as buffer lines.
local function in_buffer(spans)
  for _, s in ipairs(spans) do
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
function M.apply(u)
  local started = hrtime()
  local buf, created = M.buffer()
  local intact = true
  local following = {}
  local p = u.patch
  if p and not (created and p['end'] ~= nil and p['end'] ~= vim.NIL) then
    following = apply_patch(buf, p)
  elseif created then
    intact = false
  end
  if u.status then
    apply_status(u.status)
  end
  if u.quickfix then
    apply_quickfix(u.quickfix)
  end
  if u.approvals then
    require('claude.approvals').update(in_buffer(u.approvals), following)
  end
  local unsaved = u.edited and require('claude.buffers').reload(u.edited) or {}
  local ns_spent = hrtime() - started + redraw.ns
  redraw.ns = 0
  redraw.pending = true
  return { intact = intact, ms = ns_spent / 1e6, unsaved = unsaved, visible = #M.windows() > 0 }
end

--- The host died: its transcript stays, with `msg` below it; a new host's session starts below that.
function M.end_region(msg)
  if not valid(M.buf) then
    return
  end
  local buf = M.buf
  local n = vim.api.nvim_buf_line_count(buf)
  if n == 1 and vim.api.nvim_buf_get_lines(buf, 0, 1, false)[1] == '' then
    return -- nothing was shown
  end
  local follow = {}
  for _, win in ipairs(M.windows()) do
    follow[win] = vim.api.nvim_win_get_cursor(win)[1] >= n
  end
  set_lines(buf, n, n, { '✗ ' .. msg, '' })
  folds.splice(n, nil, { '0', '0' })
  region_start = n + 2
  require('claude.approvals').update({}, {})
  M.status, M.status_line, M.winbar = { state = 'stopped' }, '', 'Claude · stopped'
  for win, following in pairs(follow) do
    vim.wo[win].winbar = M.winbar
    if following then
      vim.api.nvim_win_set_cursor(win, { n + 2, 0 })
    end
  end
end

function M.notify(msg, level)
  vim.schedule(function()
    require('claude.notify').say(msg, vim.log.levels[(level or 'info'):upper()] or vim.log.levels.INFO)
  end)
end

return M
