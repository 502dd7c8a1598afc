-- Claude's questions (AskUserQuestion) as they wait in the transcript: a digit key picks a choice of the one under
-- the cursor, :ClaudeAnswer goes through them with vim.ui.select; the answer goes to the host at once.
local approvals = require('claude.approvals.approvals')
local target = require('claude.approvals.target')
local host = require('claude.host.host')
local view = require('claude.records.view')
local notify = require('claude.ui.notify').say
local clear_prompt = require('claude.ui.notify').clear_prompt

local M = {}

--- The question approval a number key or :ClaudeAnswer acts on, and which of its questions (1-based):
--- the one under the cursor, else the first without an answer.
local function question_here()
  local span = target.target('question')
  if not span then
    return nil
  end
  local row = vim.api.nvim_get_current_buf() == view.current_buf() and vim.api.nvim_win_get_cursor(0)[1] - 1 or -1
  local first_open
  for i, q in ipairs(span.questions or {}) do
    if q.first and row >= q.first and row <= q.last then
      return span, i
    end
    first_open = first_open or (not q.answered and i or nil)
  end
  return span, first_open or 1
end

--- Whether a pick answers `span` at once: a lone single-choice question (else the allow key sends).
local function answers_at_once(span)
  return #span.questions == 1 and not span.questions[1].multi
end

local function send_choice(span, index, n, text, send)
  if send ~= false and answers_at_once(span) then
    approvals.answered(span.id)
  end
  return host.notify('choose', {
    session = span.session,
    request_id = span.id,
    question = index,
    option = n,
    text = text or vim.NIL,
    send = send ~= false,
  })
end

--- Number key `n` on a question: picks option n of the question under the cursor (the last number,
--- "Other", asks for the answer). A lone single-choice question is answered at once.
function M.choose(n)
  local span, index = question_here()
  if not span then
    return false
  end
  local q = span.questions[index]
  if not q or n < 1 or n > q.options then
    notify(('no option %d: choose 1 to %d'):format(n, q and q.options or 0), vim.log.levels.WARN)
    return false
  end
  if n == q.options then
    vim.ui.input({ prompt = 'Your answer: ' }, function(text)
      clear_prompt()
      if text and text ~= '' then
        send_choice(span, index, n, text)
      end
    end)
    return true
  end
  return send_choice(span, index, n)
end

--- `:ClaudeAnswer`: each question of the pending AskUserQuestion (under the cursor, else the first) through
--- vim.ui.select, so any picker plugin shows them; a multiple-choice one until "Done". The answers go
--- once the last question has one; <Esc> stops asking (what was picked stays, shown in the transcript).
function M.answer_questions()
  local span = target.target('question')
  if not span then
    return false
  end
  local questions = host.request('questions', { session = span.session, request_id = span.id })
  if type(questions) ~= 'table' or #questions == 0 then
    notify('this question is no longer waiting for an answer', vim.log.levels.WARN)
    return false
  end
  local index = 0
  local ask
  local function other(i, q, after)
    clear_prompt()
    vim.ui.input({ prompt = (q.header ~= '' and q.header or 'Answer') .. ': ' }, function(text)
      if text and text ~= '' then
        send_choice(span, i, #q.options + 1, text, false)
        after()
      end
    end)
  end
  local function pick_many(i, q, picked)
    local items = {}
    for n, o in ipairs(q.options) do
      items[n] = ('%s %s'):format(picked[n] and '[x]' or '[ ]', o)
    end
    items[#items + 1] = 'Other: type your own answer'
    items[#items + 1] = 'Done'
    clear_prompt()
    vim.ui.select(items, { prompt = q.question .. ' (pick any, then Done)' }, function(_, n)
      if not n then
        return
      elseif n == #items then
        return ask()
      elseif n == #items - 1 then
        return other(i, q, function()
          pick_many(i, q, picked)
        end)
      end
      picked[n] = not picked[n]
      send_choice(span, i, n, nil, false)
      pick_many(i, q, picked)
    end)
  end
  ask = function()
    index = index + 1
    local i, q = index, questions[index]
    if not q then
      approvals.answered(span.id)
      return host.notify('approve', { session = span.session, grant = 'once', request_id = span.id })
    end
    if q.multi then
      local picked = {}
      for _, n in ipairs(q.picked) do
        picked[n] = true
      end
      return pick_many(i, q, picked)
    end
    local items = vim.list_extend(vim.deepcopy(q.options), { 'Other: type your own answer' })
    clear_prompt()
    vim.ui.select(items, { prompt = (q.header ~= '' and (q.header .. ': ') or '') .. q.question }, function(_, n)
      if not n then
        return
      elseif n == #items then
        return other(i, q, ask)
      end
      send_choice(span, i, n, nil, false)
      ask()
    end)
  end
  ask()
  return true
end

return M
