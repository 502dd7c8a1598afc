-- Answers to the pending approvals (allow, deny, review as a diff) and the keys that act on the entry
-- under the cursor. Actions go to the host as notifications; the approval leaves the list at once, so a
-- key pressed before the next frame acts on the next one.
local approvals = require('claude.approvals')
local drawn = require('claude.drawn')
local elicit = require('claude.elicit')
local host = require('claude.host')
local plan = require('claude.plan')
local review = require('claude.review')
local view = require('claude.view')
local notify = require('claude.notify').say
local clear_prompt = require('claude.notify').clear_prompt

local M = {}

--- The words :ClaudeApprove takes (and completes); the host's wire check is GRANTS in src/host/approvals/answers.ts.
M.grants = { 'once', 'session', 'always' }

--- The approval and grant a key was pressed for once, when the CLI asked that no single key allow it
--- (`default_to_no`): the same key again allows it.
local armed = nil

--- Allows the pending tool use: the one under the cursor in the transcript, else the first one.
--- `grant`: 'once' (default), 'session' (what the hint names, for this session only) or 'always' (saves
--- the rule the hint names to the settings file it names). `true`/`false` mean 'session'/'once'. `by_key`:
--- a key was pressed, which allows an approval the CLI marked `default_to_no` only when pressed twice (a
--- command typed out is not a stray key).
function M.approve(grant, by_key)
  if grant == true then
    grant = 'session'
  elseif grant == nil or grant == false or grant == '' then
    grant = 'once'
  end
  if not vim.tbl_contains(M.grants, grant) then
    notify(('unknown choice %q: use once, session or always'):format(tostring(grant)), vim.log.levels.ERROR)
    return false
  end
  local span = approvals.target()
  if not span then
    return false
  end
  if span.kind == 'elicitation' then -- an MCP server asks for input: a form, or a URL to open
    return elicit.answer(span)
  end
  -- Whether this grant answers it now (a choice it offers; every question answered) is the host's rule, sent with
  -- each span (src/host/approvals/answers.ts `refusal`): the key is refused at once, in its words; the approval stays.
  local why = span.refused and span.refused[grant] or ''
  if why ~= '' then
    notify(why, vim.log.levels.WARN)
    return false
  end
  if drawn.changed(span) then
    return false -- a Write whose file changed since it was drawn: drawn again, the next key answers it
  end
  local key = span.id .. ':' .. grant
  -- Approving a plan whose document holds edits would drop them without a word: said once, the same key
  -- again approves the plan as Claude wrote it.
  local edited = span.kind == 'plan' and plan.unsent(span)
  if edited and armed ~= key then
    armed = key
    approvals.say_until_answered(('plan edits unsent (:w in %s); press again'):format(edited))
    return false
  end
  if by_key and span.defaultNo and armed ~= key then
    armed = key
    -- Short enough for the command line at 80 columns: what to do comes first (a longer message is cut).
    approvals.say_until_answered(('%s: press again to allow (Claude Code asks for two)'):format(span.tool))
    return false
  end
  armed = nil
  approvals.answered(span.id)
  return host.notify('approve', { session = span.session, grant = grant, request_id = span.id })
end

function M.allow()
  return M.approve('once', true)
end

function M.allow_session()
  return M.approve('session', true)
end

function M.allow_always()
  return M.approve('always', true)
end

local function send_deny(span, message)
  approvals.answered(span.id)
  local text = (message and message ~= '') and message or vim.NIL
  return host.notify('deny', { session = span.session, message = text, request_id = span.id })
end

--- Denies the pending tool use (under the cursor, else the first); `message` goes to Claude. A plan asks
--- first what Claude should change (empty: just keep planning; <Esc>: nothing is sent).
function M.deny(message)
  local span = approvals.target()
  if not span then
    return false
  end
  if span.kind == 'elicitation' then
    return elicit.decline(span)
  end
  if span.kind == 'plan' and (message == nil or message == '') then
    vim.ui.input({ prompt = 'Keep planning. What should change? ' }, function(text)
      clear_prompt()
      if text ~= nil then
        send_deny(span, text ~= '' and ('Keep planning: ' .. text) or nil)
      end
    end)
    return true
  end
  return send_deny(span, message)
end

--- The question approval a number key or :ClaudeAnswer acts on, and which of its questions (1-based):
--- the one under the cursor, else the first without an answer.
local function question_here()
  local span = approvals.target('question')
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
    session = span.session, request_id = span.id, question = index, option = n, text = text or vim.NIL,
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
  local span = approvals.target('question')
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
        return other(i, q, function() pick_many(i, q, picked) end)
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

--- Opens the pending edit (under the cursor, else the first) as a diff in a tab page; a plan, as a document.
function M.review()
  local span = approvals.target()
  if span and span.kind == 'plan' then
    return plan.open(span.session)
  end
  return review.proposal(span)
end

--- What the transcript shows under the cursor (asked of the host), or nil outside the transcript.
local function entry_here()
  local id = view.session_of(vim.api.nvim_get_current_buf())
  if not id or vim.b.claude_chat ~= 'transcript' or not host.running() then
    return nil
  end
  local line = view.region_line(vim.api.nvim_win_get_cursor(0)[1] - 1)
  if not line then
    return nil
  end
  local entry = host.request('entry_at', { session = id, line = line })
  return type(entry) == 'table' and entry or nil
end

--- The review key in the transcript: on an unsaved-changes notice, compares the buffer with the file on
--- disk; elsewhere reviews the pending edit (under the cursor, else the first).
function M.review_here()
  local entry = entry_here()
  if entry and entry.unsavedFile and entry.unsavedFile ~= vim.NIL then
    return review.compare(entry.unsavedFile)
  end
  return M.review()
end

--- The whole output (or the applied diff) of the tool under the cursor, in a scratch tab page.
function M.show_output()
  local entry = entry_here()
  if not entry or entry.kind ~= 'tool' then
    notify('no tool under the cursor', vim.log.levels.WARN)
    return false
  end
  if entry.output == nil or entry.output == vim.NIL or entry.output == '' then
    notify(('%s has no output yet'):format(entry.tool), vim.log.levels.WARN)
    return false
  end
  review.show_text(('%s output'):format(entry.tool), entry.output)
  return true
end

--- Jumps to the first pending approval in the transcript.
function M.goto_approval()
  return approvals.jump()
end

return M
