-- :ClaudeRules: the allow, ask and deny rules in effect, as the CLI lists them, each with the settings file
-- it comes from, in a float; `x` on one removes it from that file, after the user confirmed exactly what
-- (vim.ui.select). Which rules can be removed here, and why not the others, is the host's word
-- (src/host/controls/rules.ts): only the user's and the project's local settings are edited.
local float = require('claude.ui.float')
local host = require('claude.host.host')
local notify = require('claude.ui.notify').say
local clear_prompt = require('claude.ui.notify').clear_prompt

local M = {}

local GROUP = { allow = 'ClaudeChosen', deny = 'ClaudeNoticeError', ask = 'ClaudeApproval' }

--- Asks of session `id`'s CLI its rules; they show once it answered.
function M.command(id)
  if not host.running() then
    notify('Claude is not running (:ClaudeChat starts it)', vim.log.levels.WARN)
    return false
  end
  return host.notify('rules', { session = id })
end

--- Removes `row` once the user confirmed it.
local function remove(id, row)
  if row.refused ~= '' then
    notify(row.refused, vim.log.levels.WARN)
    return
  end
  local prompt = ('Remove the %s rule %s from %s?'):format(row.behavior, row.rule, row.file)
  vim.ui.select({ 'Remove', 'Cancel' }, { prompt = prompt, kind = 'claude_rule' }, function(choice)
    clear_prompt()
    if choice == 'Remove' then
      host.notify('remove_rule', { session = id, behavior = row.behavior, rule = row.rule, source = row.source })
    end
  end)
end

--- Shows session `id`'s rules (the host's rows), one a line under a line saying what `x` does.
function M.show(id, rows)
  vim.schedule(function()
    local lines, marks = { 'x on a rule removes it from its settings file (local and user settings only)' }, {}
    for i, r in ipairs(rows) do
      local about = r.about ~= '' and ('  · ' .. r.about) or ''
      lines[i + 1] = ('%-5s %s  (%s)%s'):format(r.behavior, r.rule, r.where, about):gsub('[%c]', '?')
      marks[#marks + 1] = { i, 0, #r.behavior, GROUP[r.behavior] or 'ClaudeApprovalHint' }
    end
    if #rows == 0 then
      -- Nothing to remove: no word about `x`.
      lines = { 'No allow, ask or deny rules are in effect' }
    end
    marks[#marks + 1] = { 0, 0, #lines[1], 'ClaudeApprovalHint' }
    local win = float.show('Permission rules', lines, marks)
    local buf = vim.api.nvim_win_get_buf(win)
    vim.keymap.set('n', 'x', function()
      local row = rows[vim.api.nvim_win_get_cursor(0)[1] - 1]
      if row then
        vim.api.nvim_win_close(win, true)
        remove(id, row)
      end
    end, { buffer = buf, nowait = true, silent = true, desc = 'Claude: remove this rule from its settings file' })
  end)
end

return M
