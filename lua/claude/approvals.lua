-- Pending approvals as the transcript shows them: which one a key answers, and bringing a new one into
-- view. The host sends where each one sits (frame.apply's `approvals`); the session records keep them.
local frame = require('claude.frame')
local host = require('claude.host')
local notify = require('claude.notify')
local reveal = require('claude.reveal')
local scroll = require('claude.scroll')
local start = require('claude.start')
local ui = require('claude.ui')
local view = require('claude.view')
local waiting = require('claude.waiting')
local wins = require('claude.wins')

local M = {}

--- The pending approvals of every session changed (`all` of them now): lua/claude/review.lua sets this, to
--- close a review whose approval was answered elsewhere.
M.on_update = function() end

--- Transcript windows whose cursor was moved to an approval while they followed the end: window ->
--- { id, line }. Once that approval is answered, a cursor still on its line follows the end again.
local parked = {}

--- A message says an approval waits for a second key press (target), or the host refused an answer (refused):
--- cleared once one is answered.
local waits_said = false

--- Approvals answered here whose answer the host has not taken yet: id -> the span answered. One it refuses
--- comes back with the next frame (src/host/chat/chat.ts `refused`): not new, and drawn again if its Write's file
--- changed (src/host/approvals/answers.ts checks the file's text again before it answers).
local sent = {}

--- Session `id`'s pending approvals (default: the current session's).
---@return claude.Approval[]
function M.pending(id)
  local st = view.sessions[id or view.current_id() or '']
  return st and st.approvals or {}
end

local function span_at(row)
  for _, s in ipairs(M.pending()) do
    if row >= s.first and row <= s.last then
      return s
    end
  end
end

--- Reveals `span` in `win`: what `parked` keeps for it.
local function park(win, span)
  return { id = span.id, line = reveal.span(win, span), session = span.session }
end

--- Whether approval `was` is drawn again as `now`: its Write's file changed on disk since (its stamp may be the
--- same: the host found its text changed).
local function redrawn(was, now)
  return was.drawn and now.drawn and (was.drawn.stamp ~= now.drawn.stamp or was.drawn.redraws ~= now.drawn.redraws)
end

--- Session `id`'s new list. `following`: windows that were following the end before this frame's patch.
function M.update(id, spans, following)
  local before = {}
  for _, s in ipairs(M.pending(id)) do
    before[s.id] = s
  end
  local now = {}
  for _, s in ipairs(spans) do
    now[s.id] = true
  end
  view.set_approvals(id, spans)
  -- An answer sent is taken (it is not in the list) or refused (it is back in it): either way it is settled.
  local back = {}
  for request, s in pairs(sent) do
    if s.session == id then
      back[request], sent[request] = now[request] and s or nil, nil
    end
  end
  -- Answered: a window parked on it follows the end again, unless the user moved its cursor.
  for win, p in pairs(parked) do
    if p.session == id and not now[p.id] then
      parked[win] = nil
      if vim.api.nvim_win_is_valid(win) and vim.api.nvim_win_get_cursor(win)[1] == p.line then
        pcall(scroll.follow_end, win)
      end
    end
  end
  -- New: brought into view in every transcript window that follows the end or is not the one being read.
  -- Drawn again (its Write's file changed on disk): in those, and where the cursor is on it.
  local windows = view.windows(id)
  local function show(s, on_it)
    local current = vim.api.nvim_get_current_win()
    for _, win in ipairs(windows) do
      local row = vim.api.nvim_win_get_cursor(win)[1] - 1
      if following[win] or win ~= current or (on_it and row >= s.first and row <= s.last) then
        parked[win] = park(win, s)
      end
    end
  end
  for _, s in ipairs(spans) do
    local was = before[s.id] or back[s.id]
    if was and redrawn(was, s) then
      show(s, true)
    elseif not was then
      show(s, false)
      local here = false
      for _, win in ipairs(windows) do
        here = here or vim.api.nvim_win_get_tabpage(win) == vim.api.nvim_get_current_tabpage()
      end
      if not here then
        -- Nothing in this tab page shows it: say so once, briefly (a long message would ask for ENTER).
        waiting.say(id, s.kind == 'tool' and (s.tool .. ' waits for approval')
          or s.kind == 'elicitation' and (s.tool .. ' asks for input') or nil)
      end
      break -- the oldest new one: answering it brings the next
    end
  end
  M.on_update(view.all_approvals())
  ui.refresh_compose_winbar()
end

frame.on_approvals = M.update
-- A transcript window resized (the terminal, a split) keeps the approval under its cursor in view, its key hints
-- whole, as when it came: Neovim keeps only the cursor's line in view.
vim.api.nvim_create_autocmd('WinResized', {
  group = vim.api.nvim_create_augroup('claude_chat_approvals', { clear = true }),
  callback = function()
    for _, win in ipairs(vim.v.event.windows or {}) do
      local buf = vim.api.nvim_win_is_valid(win) and vim.api.nvim_win_get_buf(win)
      local id = buf and vim.b[buf].claude_chat == 'transcript' and view.session_of(buf)
      local row = id and vim.api.nvim_win_get_cursor(win)[1] - 1
      for _, s in ipairs(id and M.pending(id) or {}) do
        if row >= s.first and row <= s.last and not reveal.hints_shown(win, s) then
          parked[win] = park(win, s)
        end
      end
    end
  end,
})
-- The host died: no approval waits any more (the records of its sessions say so: transcript.lua).
host.on_exit(function()
  for _, id in ipairs(view.ids()) do
    M.update(id, {}, {})
  end
end)

--- `id` was answered: it leaves the list now, so that a key pressed before the next frame acts on the
--- next approval, not again on this one.
function M.answered(id)
  for _, s in ipairs(view.all_approvals()) do
    sent[id] = s.id == id and s or sent[id]
  end
  if waits_said then
    -- "... waits here: press again" is answered now.
    waits_said = false
    notify.clear()
  end
  if view.answered(id) then
    ui.refresh_compose_winbar()
  end
end

--- Says `msg` (a warning): the key pressed answered nothing. It holds until an approval is answered.
function M.say_until_answered(msg)
  notify.say(msg, vim.log.levels.WARN)
  waits_said = true
end

--- The host refused an answer sent (src/host/rpc/dispatch.ts): why, said once Neovim is idle.
function M.refused(msg)
  vim.schedule(function()
    M.say_until_answered(msg)
  end)
end

--- What `span` is, in a word or two: its tool (or MCP server), or 'the question' / 'the plan'.
local function named(span)
  return (span.kind == 'tool' or span.kind == 'elicitation') and span.tool or ('the ' .. span.kind)
end

--- `list` with only the approvals of `kind` (all of them without one).
local function of_kind(list, kind)
  return kind and vim.tbl_filter(function(s)
    return s.kind == kind
  end, list) or list
end

--- Another session with an approval (of `kind`) waiting, by its status (a hidden session's approvals have
--- no lines yet: they come once a window shows it), and its first span if known.
local function elsewhere(kind)
  local here = view.current_id()
  for _, id in ipairs(view.ids()) do
    local status = view.sessions[id].status or {}
    local waiting = kind == 'question' and (status.pendingQuestions or 0) or (status.pendingApprovals or 0)
    if id ~= here and waiting > 0 then
      return id, of_kind(M.pending(id), kind)[1]
    end
  end
end

--- Shows session `id` in the chat and its approval `span` (else its first) in the transcript window, the
--- cursor staying where it is unless `focus`. Without a span yet, the next frame brings its lines and
--- reveals it (update).
local function show_session(id, span, focus)
  local win = wins.transcript_win()
  if not win or vim.api.nvim_win_get_buf(win) ~= view.state(id).buf then
    local from = vim.api.nvim_get_current_win()
    start.open(id)
    win = wins.transcript_win()
    if not focus and vim.api.nvim_win_is_valid(from) then
      vim.api.nvim_set_current_win(from)
    end
  end
  span = span or M.pending(id)[1]
  if win and span then
    parked[win] = park(win, span)
  end
  if win and focus then
    vim.api.nvim_set_current_win(win)
  end
  return win ~= nil
end

--- Brings `span` into view in `win` instead of answering it, and says so (`said`, else that it waits there):
--- the next key press answers what is then in view. Returns nil, the approval answered (none).
local function bring(win, span, said)
  parked[win] = park(win, span)
  M.say_until_answered(said or ('%s waits here: press again to answer'):format(named(span)))
  return nil
end

--- The approval a key or command answers: the one under the cursor in the transcript; elsewhere the first
--- one (the prompt window's winbar names it). Nothing is answered that is not in view: in the transcript
--- off an approval, the cursor goes to the first one waiting; with none in this session, the chat shows the
--- session that has one. Either way the next key press answers what is then in view.
--- `kind` ('question'): only approvals of that kind count.
function M.target(kind)
  local pending = of_kind(M.pending(), kind)
  local noun = kind == 'question' and 'question' or 'approval'
  if #pending == 0 then
    local id, span = elsewhere(kind)
    if not id then
      notify.say(kind == 'question' and 'no question is waiting for an answer' or 'no tool use is waiting for approval',
        vim.log.levels.WARN)
    elseif show_session(id, span, false) then
      M.say_until_answered(('session %s shown: its %s waits; press again'):format(id, noun))
    end
    return nil
  end
  local win = vim.api.nvim_get_current_win()
  if vim.api.nvim_win_get_buf(win) == view.current_buf() then
    local span = span_at(vim.api.nvim_win_get_cursor(win)[1] - 1)
    if span and (not kind or span.kind == kind) then
      return span
    end
    -- Off it: the key would answer what may be off screen. The cursor goes there instead.
    local several = #pending > 1 and ('%d %ss wait: cursor on the first; press again'):format(#pending, noun)
    return bring(win, pending[1], several)
  end
  -- From the prompt window: only what the transcript window shows, its key hints whole (they may be under
  -- its bottom, or scrolled away by the user); else it is brought into view there first.
  local shown = wins.transcript_win()
  if vim.b.claude_chat == 'prompt' and shown and vim.api.nvim_win_get_buf(shown) == view.current_buf()
    and not reveal.hints_shown(shown, pending[1]) then
    return bring(shown, pending[1])
  end
  return pending[1]
end

--- Whether the cursor is on a question waiting for an answer (in the transcript, with no count typed): any
--- line of it, its tool line too, where a new one and the key to go there put the cursor.
function M.question_at_cursor()
  if vim.v.count > 0 or vim.api.nvim_get_current_buf() ~= view.current_buf() then
    return false
  end
  local span = span_at(vim.api.nvim_win_get_cursor(0)[1] - 1)
  return span ~= nil and span.kind == 'question'
end

--- Moves to the first pending approval in a transcript window (opening the chat if needed); with none in
--- this session, to another session's, the chat switched to that session.
function M.jump(span)
  span = span or M.pending()[1]
  local id = span and span.session
  if not span then
    id, span = elsewhere()
    if not id then
      notify.say('no tool use is waiting for approval')
      return false
    end
  end
  return show_session(id, span, true)
end

return M
