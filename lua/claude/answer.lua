-- Answers to the pending approvals (allow, deny, review as a diff) and the keys that act on the entry
-- under the cursor. Actions go to the host as notifications; the approval leaves the list at once, so a
-- key pressed before the next frame acts on the next one.
local host = require('claude.host')
local view = require('claude.view')
local approvals = require('claude.approvals')
local notify = require('claude.notify').say

local M = {}

M.grants = { 'once', 'session', 'always' }

--- Allows the pending tool use: the one under the cursor in the transcript, else the first one.
--- `grant`: 'once' (default), 'session' (what the hint names, for this session only) or 'always' (saves
--- the rule the hint names to the settings file it names). `true`/`false` mean 'session'/'once'.
function M.approve(grant)
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
  if not vim.tbl_contains(span.grants or { 'once' }, grant) then
    local choice = grant == 'session' and 'for this session' or 'always'
    notify(('%s offers no "%s" choice'):format(span.tool, choice), vim.log.levels.WARN)
    return false
  end
  approvals.answered(span.id)
  return host.notify('approve', { grant = grant, request_id = span.id })
end

function M.allow()
  return M.approve('once')
end

function M.allow_session()
  return M.approve('session')
end

function M.allow_always()
  return M.approve('always')
end

--- Denies the pending tool use (under the cursor, else the first); `message` goes to Claude.
function M.deny(message)
  local span = approvals.target()
  if not span then
    return false
  end
  approvals.answered(span.id)
  return host.notify('deny', { message = (message and message ~= '') and message or vim.NIL, request_id = span.id })
end

--- Opens the pending edit (under the cursor, else the first) as a diff in a tab page.
function M.review()
  return require('claude.review').proposal(approvals.target())
end

--- What the transcript shows under the cursor (asked of the host), or nil outside the transcript.
local function entry_here()
  if vim.api.nvim_get_current_buf() ~= view.buf or not host.running() then
    return nil
  end
  local line = view.region_line(vim.api.nvim_win_get_cursor(0)[1] - 1)
  if not line then
    return nil
  end
  local entry = host.request('entry_at', { line = line })
  return type(entry) == 'table' and entry or nil
end

--- The review key in the transcript: on an unsaved-changes notice, compares the buffer with the file on
--- disk; elsewhere reviews the pending edit (under the cursor, else the first).
function M.review_here()
  local entry = entry_here()
  if entry and entry.unsavedFile and entry.unsavedFile ~= vim.NIL then
    return require('claude.review').compare(entry.unsavedFile)
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
  require('claude.review').show_text(('%s output'):format(entry.tool), entry.output)
  return true
end

--- Jumps to the first pending approval in the transcript.
function M.goto_approval()
  return approvals.jump()
end

return M
