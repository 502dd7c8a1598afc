-- A plan as a document (:ClaudePlan, and the review key on a plan to approve): Claude's plan in a markdown
-- buffer of its own, `claude://plan` (`claude://plan-2`, ...), in a tab page. While the plan waits the user
-- edits it and comments on lines (a line starting with `>>` comments the line above); :w approves the plan as
-- edited, the deny key sends the comments back so that Claude keeps planning, :q leaves the plan waiting (and
-- the edits in the hidden buffer, for the next :ClaudePlan). Once answered, the plan reads as a read-only page.
-- What a comment is, and what Claude is told, is the host's (src/session/approvals/plans.ts).
local approvals = require('claude.approvals.approvals')
local config = require('claude.options.config')
local host = require('claude.host.host')
local reread = require('claude.ui.reread')
local tabs = require('claude.ui.tabs')
local view = require('claude.records.view')
local notify = require('claude.ui.notify').say

local M = {}

--- Open documents: session -> { buf, request_id (nil once answered) }.
local docs = {}

local WARN = vim.log.levels.WARN
local ns = vim.api.nvim_create_namespace('claude_plan')

--- Colours the comment lines (those starting with `comment`) apart from the plan's own Markdown.
local function mark_comments(buf, comment)
  vim.api.nvim_buf_clear_namespace(buf, ns, 0, -1)
  for i, line in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
    if vim.startswith(line, comment) then
      -- Over the treesitter or syntax colours of a nested quote (priority 100).
      local mark = { end_col = #line, hl_group = 'ClaudePlanComment', priority = 200 }
      vim.api.nvim_buf_set_extmark(buf, ns, i - 1, 0, mark)
    end
  end
end

--- The document's text as written: its lines, newline-joined.
local function text_of(buf)
  return table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), '\n')
end

--- The winbar of a plan still waiting: how to answer it and how to comment, the keys as the user set them.
local function waiting_bar(win, comment)
  local keys = config.options.keymaps
  local deny = keys.prompt_deny
  local back = (deny and deny ~= '') and (' · %s keeps planning'):format(deny) or ''
  tabs.winbar(win, ('Plan · :w approves%s'):format(back), (' · a %s line comments the line above'):format(comment))
end

--- The document of an answered plan: read-only, its winbar says how it was answered; q closes it.
local function settle(buf, outcome)
  vim.bo[buf].modified = false
  vim.bo[buf].modifiable = false
  vim.bo[buf].readonly = true
  for _, win in ipairs(vim.fn.win_findbuf(buf)) do
    tabs.winbar(win, ('Plan · %s · q closes'):format(outcome))
  end
  vim.keymap.set('n', 'q', '<Cmd>close<CR>', { buffer = buf, nowait = true, desc = 'Close' })
end

--- Sends the document as the answer `method` (approve_plan, keep_planning); on success the approval leaves
--- the list, the document turns read-only and its tab closes once the command (a :w) is over.
local function answer(session, doc, method, said)
  if not doc.request_id then
    return notify('this plan is answered already', WARN)
  end
  local reply = host.request(method, { session = session, request_id = doc.request_id, text = text_of(doc.buf) })
  if type(reply) ~= 'table' or reply.error then
    return notify(type(reply) == 'table' and reply.error or 'the plan could not be answered', vim.log.levels.ERROR)
  end
  local id = doc.request_id
  doc.request_id = nil
  approvals.answered(id)
  local outcome = reply.outcome or 'sent back to planning'
  settle(doc.buf, outcome)
  local tab = vim.api.nvim_win_get_tabpage(vim.fn.win_findbuf(doc.buf)[1] or 0)
  vim.schedule(function()
    tabs.close_tab(tab)
    notify(said(reply))
  end)
end

--- A new document buffer for session `session`'s plan: `lines`, the keys and :w that answer it.
local function make(session, lines, comment)
  local buf = vim.api.nvim_create_buf(false, true)
  local doc = { buf = buf }
  vim.bo[buf].bufhidden = 'hide' -- :q leaves the plan waiting, and the edits with it
  vim.bo[buf].swapfile = false
  pcall(vim.api.nvim_buf_set_name, buf, view.buffer_name('plan', session))
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, lines)
  vim.bo[buf].buftype = 'acwrite'
  vim.bo[buf].filetype = 'markdown'
  vim.bo[buf].modified = false
  mark_comments(buf, comment)
  -- `:e!` reads the plan again, as from a file: as the host has it (what Claude wrote, or what was sent).
  reread.on(buf, function()
    local data = host.request('plan', { session = session })
    if type(data) == 'table' and data.ok then
      reread.put_lines(buf, (tabs.to_lines(data.text)))
      comment = data.comment
    end
    mark_comments(buf, comment)
  end)
  local approve = function()
    answer(session, doc, 'approve_plan', function(r)
      return ('plan %s'):format(r.outcome)
    end)
  end
  local back = function()
    answer(session, doc, 'keep_planning', function(r)
      return r.comments > 0
          and ('sent %d comment%s: Claude keeps planning'):format(r.comments, r.comments == 1 and '' or 's')
        or 'Claude keeps planning'
    end)
  end
  vim.api.nvim_create_autocmd('BufWriteCmd', { buffer = buf, callback = approve })
  vim.api.nvim_create_autocmd({ 'TextChanged', 'TextChangedI' }, {
    buffer = buf,
    callback = function()
      mark_comments(buf, comment)
    end,
  })
  vim.api.nvim_create_autocmd('BufWipeout', {
    buffer = buf,
    callback = function()
      if docs[session] == doc then
        docs[session] = nil
      end
    end,
  })
  local keys = config.options.keymaps
  for _, k in ipairs({
    { keys.prompt_allow, approve, 'approve the plan as written' },
    { keys.prompt_deny, back, 'keep planning: send the comments' },
  }) do
    if k[1] and k[1] ~= '' then -- a key set to '' or false in setup{} is not mapped
      vim.keymap.set('n', k[1], k[2], { buffer = buf, nowait = true, desc = 'Claude: ' .. k[3] })
    end
  end
  return doc
end

--- How long a document answered elsewhere waits to say how: the host knows once the CLI reported the tool's
--- result, a moment after the answer left the approvals.
local OUTCOME_TRIES, OUTCOME_MS = 20, 250

--- Settles session `session`'s document `doc`, answered elsewhere, with how it was answered once the host knows.
local function settle_elsewhere(session, doc, tries)
  if not vim.api.nvim_buf_is_valid(doc.buf) then
    return
  end
  local data = host.request('plan', { session = session })
  local outcome = type(data) == 'table' and data.outcome ~= vim.NIL and data.outcome or 'answered'
  settle(doc.buf, outcome .. ' elsewhere')
  if outcome == 'answered' and tries > 0 then
    vim.defer_fn(function()
      settle_elsewhere(session, doc, tries - 1)
    end, OUTCOME_MS)
  end
end

--- The pending approvals changed (`all` of them now): a document whose plan was answered elsewhere (the
--- transcript's keys, :ClaudeApprove) turns read-only, saying how it was answered; the edits stay to read.
local function sync(all)
  local live = {}
  for _, s in ipairs(all) do
    live[s.id] = true
  end
  for session, doc in pairs(docs) do
    if doc.request_id and not live[doc.request_id] and vim.api.nvim_buf_is_valid(doc.buf) then
      doc.request_id = nil
      -- Not inside the frame being applied: the host is asked once it is over.
      vim.schedule(function()
        settle_elsewhere(session, doc, OUTCOME_TRIES)
      end)
    end
  end
end

M.sync = sync

--- The name of the document of plan approval `span` ({ session, id }) while it holds edits not sent, else nil.
function M.unsent(span)
  local doc = docs[span.session]
  if doc and doc.request_id == span.id and vim.api.nvim_buf_is_valid(doc.buf) and vim.bo[doc.buf].modified then
    return vim.api.nvim_buf_get_name(doc.buf)
  end
end

--- Opens session `session`'s last plan (default: the current session's) as a document in a tab page:
--- editable while it waits, read-only once answered. A document already open is shown as it is.
function M.open(session)
  session = session or view.current_id()
  if not session or not host.running() then
    notify('no Claude session has proposed a plan yet', WARN)
    return false
  end
  local data = host.request('plan', { session = session })
  if type(data) ~= 'table' then
    return false
  end
  if not data.ok then
    notify(data.why or 'no plan', WARN)
    return false
  end
  local doc = docs[session]
  local request_id = data.requestId ~= vim.NIL and data.requestId or nil
  local lines = (tabs.to_lines(data.text))
  if doc and vim.api.nvim_buf_is_valid(doc.buf) and not doc.request_id and not request_id then
    -- Answered, and shown already: its text as the host has it (what was sent), in the same buffer.
    vim.bo[doc.buf].readonly = false -- else rewriting it warns (W10)
    vim.bo[doc.buf].modifiable = true
    vim.api.nvim_buf_set_lines(doc.buf, 0, -1, false, lines)
    mark_comments(doc.buf, data.comment)
  elseif not (doc and vim.api.nvim_buf_is_valid(doc.buf) and doc.request_id == request_id) then
    if doc and vim.api.nvim_buf_is_valid(doc.buf) then
      vim.api.nvim_buf_delete(doc.buf, { force = true })
    end
    doc = make(session, lines, data.comment)
    doc.request_id = request_id
    docs[session] = doc
  end
  local shown = vim.fn.win_findbuf(doc.buf)[1]
  if shown then
    vim.api.nvim_set_current_win(shown)
  else
    vim.cmd('tab sbuffer ' .. doc.buf)
  end
  if doc.request_id then
    waiting_bar(vim.api.nvim_get_current_win(), data.comment)
  else
    settle(doc.buf, data.outcome ~= vim.NIL and data.outcome or 'answered')
  end
  return true
end

return M
