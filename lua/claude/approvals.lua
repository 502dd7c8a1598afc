-- Pending approvals as the transcript shows them: which one a key answers, and bringing a new one into
-- view. The host sends where each one sits (frame.apply's `approvals`).
local M = {}

--- Per session: { id, session, first, last, tool, kind, grants } per pending approval, oldest first; lines
--- are 0-based lines of that session's transcript buffer.
local pending_of = {}

--- Transcript windows whose cursor was moved to an approval while they followed the end: window ->
--- { id, line }. Once that approval is answered, a cursor still on its line follows the end again.
local parked = {}

local notify = require('claude.notify').say

local function view()
  return require('claude.view')
end

--- Session `id`'s pending approvals (default: the current session's).
function M.pending(id)
  return pending_of[id or view().current_id() or ''] or {}
end

--- Every session's pending approvals.
function M.all()
  local all = {}
  for _, spans in pairs(pending_of) do
    vim.list_extend(all, spans)
  end
  return all
end

local function span_at(row)
  for _, s in ipairs(M.pending()) do
    if row >= s.first and row <= s.last then
      return s
    end
  end
end

--- Shows `span` in `win`: all of it if it fits, else from its first line; the cursor on its first line.
local function reveal(win, span)
  vim.api.nvim_win_call(win, function()
    local lines = vim.api.nvim_buf_line_count(0)
    local first, last = math.min(span.first + 1, lines), math.min(span.last + 1, lines)
    -- Its last line in view (at the bottom when it was below), then its first, at the top if it was above
    -- (not zb and zt: zb resets the row a smooth-scrolled line is shown from). Empty rows under the end go
    -- once the frame is applied (scroll.fill).
    vim.api.nvim_win_set_cursor(win, { last, 0 })
    local view = vim.fn.winsaveview()
    if view.topline > first or (view.topline == first and view.skipcol > 0) then
      vim.fn.winrestview({ topline = first, skipcol = 0, lnum = first, col = 0 })
    end
    vim.api.nvim_win_set_cursor(win, { first, 0 })
  end)
end

--- Session `id`'s new list. `following`: windows that were following the end before this frame's patch.
function M.update(id, spans, following)
  local before = {}
  for _, s in ipairs(pending_of[id] or {}) do
    before[s.id] = true
  end
  local now = {}
  for _, s in ipairs(spans) do
    now[s.id] = true
  end
  pending_of[id] = #spans > 0 and spans or nil
  -- Answered: a window parked on it follows the end again, unless the user moved its cursor.
  for win, p in pairs(parked) do
    if p.session == id and not now[p.id] then
      parked[win] = nil
      if vim.api.nvim_win_is_valid(win) and vim.api.nvim_win_get_cursor(win)[1] == p.line then
        pcall(require('claude.scroll').follow_end, win)
      end
    end
  end
  -- New: brought into view in every transcript window that follows the end or is not the one being read.
  local current = vim.api.nvim_get_current_win()
  local windows = view().windows(id)
  for _, s in ipairs(spans) do
    if not before[s.id] then
      for _, win in ipairs(windows) do
        if following[win] or win ~= current then
          reveal(win, s)
          parked[win] = { id = s.id, line = s.first + 1, session = id }
        end
      end
      local here = false
      for _, win in ipairs(windows) do
        here = here or vim.api.nvim_win_get_tabpage(win) == vim.api.nvim_get_current_tabpage()
      end
      if not here then
        -- Nothing in this tab page shows it: say so once, briefly (a long message would ask for ENTER).
        local shown = require('claude.ui').transcript_win() ~= nil
        local where = (shown or #view().ids() > 1) and (':ClaudeSessions shows session ' .. id) or ':ClaudeToggle'
        notify(('%s waits for approval (%s)'):format(s.tool, where))
      end
      break -- the oldest new one: answering it brings the next
    end
  end
  require('claude.review').sync(M.all())
  require('claude.ui').refresh_compose_winbar()
end

--- `id` was answered: it leaves the list now, so that a key pressed before the next frame acts on the
--- next approval, not again on this one.
function M.answered(id)
  for _, spans in pairs(pending_of) do
    for i, s in ipairs(spans) do
      if s.id == id then
        table.remove(spans, i)
        require('claude.ui').refresh_compose_winbar()
        return
      end
    end
  end
end

--- The approval a key or command answers: the one under the cursor in the transcript; elsewhere, or when
--- the cursor is on none, the only one. With several and the cursor on none, the cursor goes to the first
--- and nothing is answered: the user sees what the next key press answers.
--- `kind` ('question'): only approvals of that kind count.
function M.target(kind)
  local pending = kind and vim.tbl_filter(function(s)
    return s.kind == kind
  end, M.pending()) or M.pending()
  if #pending == 0 then
    local elsewhere = M.all()[1]
    notify((kind == 'question' and 'no question is waiting for an answer' or 'no tool use is waiting for approval')
      .. (elsewhere and (' in this session; session %s has one (:ClaudeSessions)'):format(elsewhere.session) or ''), vim.log.levels.WARN)
    return nil
  end
  local win = vim.api.nvim_get_current_win()
  local in_transcript = vim.api.nvim_win_get_buf(win) == view().current_buf()
  if in_transcript then
    local span = span_at(vim.api.nvim_win_get_cursor(win)[1] - 1)
    if span and (not kind or span.kind == kind) then
      return span
    end
    if #pending > 1 then
      M.jump(pending[1])
      notify(('%d approvals wait: cursor on the first; press again'):format(#pending), vim.log.levels.WARN)
      return nil
    end
  end
  return pending[1]
end

--- Whether the cursor is on a question waiting for an answer (in the transcript, with no count typed).
function M.question_at_cursor()
  if vim.v.count > 0 or vim.api.nvim_get_current_buf() ~= view().current_buf() then
    return false
  end
  local row = vim.api.nvim_win_get_cursor(0)[1] - 1
  local span = span_at(row)
  if not span or span.kind ~= 'question' then
    return false
  end
  -- On a question's own lines (its text and options); its tool line and the hint take counts as usual.
  -- A sub-agent's question has no lines of its own: all of it picks.
  local placed = false
  for _, q in ipairs(span.questions or {}) do
    if q.first then
      placed = true
      if row >= q.first and row <= q.last then
        return true
      end
    end
  end
  return not placed
end

--- The first pending approval, or nil.
function M.first()
  return M.pending()[1]
end

--- Moves to the first pending approval in a transcript window (opening the chat if needed).
function M.jump(span)
  span = span or M.pending()[1]
  if not span then
    notify('no tool use is waiting for approval')
    return false
  end
  local ui = require('claude.ui')
  local win = ui.transcript_win()
  if not win or vim.api.nvim_win_get_buf(win) ~= view().state(span.session).buf then
    require('claude').open(span.session)
    win = ui.transcript_win()
  end
  if not win then
    return false
  end
  vim.api.nvim_set_current_win(win)
  reveal(win, span)
  return true
end

return M
