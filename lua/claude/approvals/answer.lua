-- Answers to the pending approvals (allow, deny, review as a diff) and the keys that act on the entry
-- under the cursor. Actions go to the host as notifications; the approval leaves the list at once, so a
-- key pressed before the next frame acts on the next one.
local approvals = require('claude.approvals.approvals')
local target = require('claude.approvals.target')
local elicit = require('claude.approvals.elicit')
local host = require('claude.host.host')
local plan = require('claude.approvals.plan')
local review = require('claude.approvals.review')
local view = require('claude.records.view')
local notify = require('claude.ui.notify').say
local clear_prompt = require('claude.ui.notify').clear_prompt

local M = {}

-- A Write's approval against its file on disk when a key answers it: a file that appeared or changed since the
-- approval was drawn gets it drawn again (by the host, src/host/approvals/drawnFile.ts), and the key answers
-- nothing, as for an approval out of view; the next key press answers what is then drawn.

--- The stamp of `file` on disk now, as src/host/approvals/drawnFile.ts makes it: 'absent', else its size and
--- modification time in nanoseconds; only whether it exists when it was drawn as one too large to read.
local function stamp_now(file, drawn)
  local st = vim.uv.fs_stat(file)
  if not st then
    return 'absent'
  end
  return drawn == 'present' and 'present' or ('%d:%d%09d'):format(st.size, st.mtime.sec, st.mtime.nsec)
end

--- Whether the file `span` (a Write) was drawn against changed on disk since: then the host draws it again
--- against the file as it is (its diff, what it overwrites) and the user is told to press again. The host
--- checks the text again before it answers (a file written with the same size and time).
local function drawn_changed(span)
  local drawn = span.drawn
  if type(drawn) ~= 'table' or stamp_now(drawn.file, drawn.stamp) == drawn.stamp then
    return false
  end
  host.notify('recheck', { session = span.session, request_id = span.id })
  local file = vim.fn.fnamemodify(drawn.file, ':t')
  approvals.say_until_answered(('%s changed on disk: %s redrawn; press again'):format(file, span.tool))
  return true
end

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
  local span = target.target()
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
  if drawn_changed(span) then
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
  local span = target.target()
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

--- Opens the pending edit (under the cursor, else the first) as a diff in a tab page; a plan, as a document.
function M.review()
  local span = target.target()
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
  return target.jump()
end

return M
