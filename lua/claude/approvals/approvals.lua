-- Pending approvals as the transcript shows them, and bringing a new one into view (which one a key answers:
-- lua/claude/approvals/target.lua). The host sends where each one sits (frame.apply's `approvals`); the
-- session records keep them.
local config = require('claude.options.config')
local events = require('claude.host.events')
local notify = require('claude.ui.notify')
local reveal = require('claude.transcript.reveal')
local scroll = require('claude.transcript.scroll')
local ui = require('claude.chat.ui')
local view = require('claude.records.view')
local wins = require('claude.windows.wins')

local M = {}

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

--- The pending approval at `row` (0-based) of the current session's transcript, if any.
function M.span_at(row)
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

--- Reveals `span` in `win`, whose cursor follows the end again once it is answered (lua/claude/approvals/target.lua).
function M.park(win, span)
  parked[win] = park(win, span)
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
        M.say_waiting(
          id,
          s.kind == 'tool' and (s.tool .. ' waits for approval')
            or s.kind == 'elicitation' and (s.tool .. ' asks for input')
            or nil
        )
      end
      break -- the oldest new one: answering it brings the next
    end
  end
  events.emit('approvals_changed', view.all_approvals())
  ui.refresh_compose_winbar()
end

--- The host died: no approval waits any more (the records of its sessions say so: transcript.lua).
function M.cleared()
  for _, id in ipairs(view.ids()) do
    M.update(id, {}, {})
  end
end

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

--- The host refused an answer sent (src/host/rpc/handlers.ts): why, said once Neovim is idle.
function M.refused(msg)
  vim.schedule(function()
    M.say_until_answered(msg)
  end)
end

--- A question or approval waiting where no window of this tab page shows it (frame.lua's `waiting` event, and
--- a new one here): says once that session `id` has `what` waiting (default: by its status, a question or an
--- approval) where no window of this tab page shows it: the session first, then the way there, with the chat's
--- key, :ClaudeSessions or :ClaudeToggle, short enough for one line
--- of the command line at 80 columns (a longer one is cut).
function M.say_waiting(id, what)
  local st = view.sessions[id] or { status = {} }
  local questions = st.status.pendingQuestions or 0
  local asks = questions > 0 and questions == (st.status.pendingApprovals or 0)
  local own = asks and 'has a question' or 'waits for approval'
  local key = config.options.keymaps.goto_approval
  local shown = wins.transcript_win() ~= nil
  if #view.ids() <= 1 and not shown then
    return notify.say(('%s (:ClaudeToggle)'):format(what or ('Claude ' .. own)))
  end
  local way = (shown and key and key ~= '') and (key .. ' in the chat') or ':ClaudeSessions'
  notify.say(('session %s%s (%s)'):format(id, what and (': ' .. what) or (' ' .. own), way))
end

--- Creates this module's autocmds (once, from lua/claude/boot.lua: requiring it does nothing).
function M.autocmds()
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
end

return M
