-- The approval a key or command answers: the one under the cursor in the transcript, else the first one; never
-- one out of view (the cursor goes to it first, or the chat shows the session that has one).
local approvals = require('claude.approvals.approvals')
local reveal = require('claude.transcript.reveal')
local start = require('claude.chat.start')
local view = require('claude.records.view')
local wins = require('claude.windows.wins')
local notify = require('claude.ui.notify')

local M = {}

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
      return id, of_kind(approvals.pending(id), kind)[1]
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
  span = span or approvals.pending(id)[1]
  if win and span then
    approvals.park(win, span)
  end
  if win and focus then
    vim.api.nvim_set_current_win(win)
  end
  return win ~= nil
end

--- Brings `span` into view in `win` instead of answering it, and says so (`said`, else that it waits there):
--- the next key press answers what is then in view. Returns nil, the approval answered (none).
local function bring(win, span, said)
  approvals.park(win, span)
  approvals.say_until_answered(said or ('%s waits here: press again to answer'):format(named(span)))
  return nil
end

--- The approval a key or command answers: the one under the cursor in the transcript; elsewhere the first
--- one (the prompt window's winbar names it). Nothing is answered that is not in view: in the transcript
--- off an approval, the cursor goes to the first one waiting; with none in this session, the chat shows the
--- session that has one. Either way the next key press answers what is then in view.
--- `kind` ('question'): only approvals of that kind count.
function M.target(kind)
  local pending = of_kind(approvals.pending(), kind)
  local noun = kind == 'question' and 'question' or 'approval'
  if #pending == 0 then
    local id, span = elsewhere(kind)
    if not id then
      notify.say(
        kind == 'question' and 'no question is waiting for an answer' or 'no tool use is waiting for approval',
        vim.log.levels.WARN
      )
    elseif show_session(id, span, false) then
      approvals.say_until_answered(('session %s shown: its %s waits; press again'):format(id, noun))
    end
    return nil
  end
  local win = vim.api.nvim_get_current_win()
  if vim.api.nvim_win_get_buf(win) == view.current_buf() then
    local span = approvals.span_at(vim.api.nvim_win_get_cursor(win)[1] - 1)
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
  if
    vim.b.claude_chat == 'prompt'
    and shown
    and vim.api.nvim_win_get_buf(shown) == view.current_buf()
    and not reveal.hints_shown(shown, pending[1])
  then
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
  local span = approvals.span_at(vim.api.nvim_win_get_cursor(0)[1] - 1)
  return span ~= nil and span.kind == 'question'
end

--- Moves to the first pending approval in a transcript window (opening the chat if needed); with none in
--- this session, to another session's, the chat switched to that session.
function M.jump(span)
  span = span or approvals.pending()[1]
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
