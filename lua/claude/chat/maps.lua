-- The chat buffers' keys (lua/claude/options/schema.lua names their defaults): what each one calls, mapped when
-- lua/claude/chat/ui.lua makes a chat buffer. Above ui.lua, since the keys open, send and answer through modules
-- that stand on it: this module hands ui.lua its mapping function when it loads (init.lua loads it).
local answer = require('claude.approvals.answer')
local approvals = require('claude.approvals.approvals')
local target = require('claude.approvals.target')
local background = require('claude.panels.background')
local config = require('claude.options.config')
local history = require('claude.chat.history')
local image = require('claude.chat.image')
local keyhelp = require('claude.ui.keyhelp')
local keys = require('claude.chat.keys')
local questions = require('claude.approvals.questions')
local notify = require('claude.ui.notify').say
local start = require('claude.chat.start')
local ui = require('claude.chat.ui')

local M = {}

local function map(buf, mode, lhs, fn, desc)
  if lhs and lhs ~= '' then
    vim.keymap.set(mode, lhs, fn, { buffer = buf, nowait = true, silent = true, desc = desc })
  end
end

local function deny()
  answer.deny()
end

--- The keys of transcript buffer `buf`.
function M.transcript(buf)
  local k = config.options.keymaps
  map(buf, 'n', k.allow, answer.allow, 'Claude: allow the tool use under the cursor once')
  map(buf, 'n', k.allow_session, answer.allow_session, 'Claude: allow what its hint names, for this session')
  map(buf, 'n', k.allow_always, answer.allow_always, 'Claude: save the rule its hint names to that settings file')
  map(buf, 'n', k.deny, deny, 'Claude: deny the tool use under the cursor')
  map(buf, 'n', k.review, answer.review_here, 'Claude: review the edit under the cursor (or compare an unsaved buffer)')
  map(buf, 'n', k.show_output, answer.show_output, 'Claude: show the whole output of the tool under the cursor')
  map(buf, 'n', k.interrupt, start.interrupt, 'Claude: interrupt the turn')
  map(buf, 'n', k.close, ui.close, 'Claude: close the chat')
  map(buf, 'n', k.focus_compose, ui.focus_compose, 'Claude: write a prompt')
  map(buf, { 'n', 'x' }, k.prev_turn, function()
    keys.turn(-1)
  end, 'Claude: the previous prompt')
  map(buf, { 'n', 'x' }, k.next_turn, function()
    keys.turn(1)
  end, 'Claude: the next prompt')
  map(buf, 'n', k.yank_code, keys.yank_code, 'Claude: yank the code block under the cursor')
  map(buf, 'n', k.open_file, function()
    keys.open_file()
  end, "Claude: open the tool's file at its line")
  map(buf, 'n', k.open_file_cr, function()
    keys.open_file('+')
  end, "Claude: open the tool's file at its line")
  map(buf, 'n', k.goto_approval, answer.goto_approval, 'Claude: go to the pending approval')
  map(buf, 'n', k.help, keyhelp.help, "Claude: list the chat's keys")
  -- Keys that would change text: Neovim's E21 says only that the buffer cannot change; these say what to do
  -- (unless setup{ keymaps } gave them a job above).
  local taken = {}
  for _, m in ipairs(vim.api.nvim_buf_get_keymap(buf, 'n')) do
    taken[m.lhs] = true
  end
  local compose = (k.focus_compose or '') ~= '' and k.focus_compose or ':ClaudeChat'
  for lhs, say in pairs({
    u = 'read-only transcript: :ClaudeRevert undoes a hunk',
    x = ('read-only transcript: %s writes a prompt'):format(compose),
  }) do
    map(buf, 'n', not taken[lhs] and lhs or nil, function()
      notify(say, vim.log.levels.WARN)
    end, 'Claude: the transcript is read-only')
  end
  -- Digits answer a question under the cursor; anywhere else they are the counts they always are.
  for n = 1, 9 do
    vim.keymap.set('n', tostring(n), function()
      if target.question_at_cursor() then
        vim.schedule(function()
          questions.choose(n)
        end)
        return '<Ignore>'
      end
      return tostring(n)
    end, { buffer = buf, expr = true, silent = true, desc = 'Claude: on a question, pick option ' .. n })
  end
end

--- The keys of prompt buffer `buf`.
function M.prompt(buf)
  local k = config.options.keymaps
  map(buf, 'n', k.send, start.send_compose, 'Claude: send the prompt')
  map(buf, 'i', k.send_insert, start.send_compose, 'Claude: send the prompt')
  map(buf, 'n', k.interrupt, start.interrupt, 'Claude: interrupt the turn')
  map(buf, 'i', k.interrupt_insert, start.interrupt, 'Claude: interrupt the turn')
  map(
    buf,
    { 'n', 'i' },
    k.to_background,
    background.to_background,
    'Claude: send the running command to the background'
  )
  map(buf, 'n', k.close, ui.close, 'Claude: close the chat')
  -- Answer the first pending approval without leaving the prompt (g-keys: a, d and A stay editing keys).
  map(buf, 'n', k.prompt_allow, answer.allow, 'Claude: allow the pending tool use once')
  map(buf, 'n', k.prompt_allow_session, answer.allow_session, 'Claude: allow what the approval names for this session')
  map(buf, 'n', k.prompt_deny, deny, 'Claude: deny the pending tool use')
  map(buf, 'n', k.prompt_review, answer.review, 'Claude: review the pending edit as a diff')
  map(buf, 'n', k.history_prev, history.prev, 'Claude: on the first line, the previous prompt sent')
  map(buf, 'n', k.history_next, history.next, 'Claude: on the last line, the next prompt sent')
  map(buf, 'n', k.drop_context, function()
    if history.drop_context() then
      ui.refresh_compose_winbar()
    end
  end, 'Claude: drop the attached selection and images')
  map(buf, 'n', k.goto_approval, answer.goto_approval, 'Claude: go to the pending approval')
  map(buf, 'n', k.help, keyhelp.help, "Claude: list the chat's keys")
end

--- Maps the keys of chat buffer `buf` (`kind`: 'transcript' or 'prompt').
function M.map(buf, kind)
  M[kind](buf)
  if kind == 'prompt' then
    image.watch(buf, vim.b[buf].claude_session) -- an image path pasted there goes with the prompt
  end
end

return M
