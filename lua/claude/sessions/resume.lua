-- :ClaudeResume: the past sessions of this directory to pick from (sessions.lua asks the host for them and
-- resumes one), and completion of their ids and titles.
local notify = require('claude.ui.notify').say
local clear_prompt = require('claude.ui.notify').clear_prompt
local sessions = require('claude.sessions.sessions')
local start = require('claude.chat.start')

local M = {}

--- :ClaudeResume completion: `<id> <title>` of each past session whose id starts with `lead` (or whose
--- title holds it); :ClaudeResume takes the id, the first word.
function M.complete(lead)
  lead = lead or ''
  local ok, past = pcall(sessions.past)
  local out = {}
  for _, s in ipairs(ok and past or {}) do
    local item = s.id .. ' ' .. s.title
    if vim.startswith(item, lead) or (lead ~= '' and s.title:lower():find(lead:lower(), 1, true)) then
      table.insert(out, item)
    end
  end
  return out
end

--- :ClaudeResume [id]: picks a past session of this directory and resumes it. What completion put after
--- the id (its title) is ignored; an id that is none (start.session_arg) is said (ERROR) and resumes nothing.
function M.pick(id)
  -- The command's empty argument asks for the picker, as no argument from a script does.
  if id == '' then
    id = nil
  end
  id = start.named(id, 'resume()', 'id')
  if id == false then
    return false
  end
  id = id and id:match('^%s*(%S+)')
  if id then
    return sessions.resume(id)
  end
  local past = sessions.past()
  if #past == 0 then
    notify('no past sessions for ' .. vim.fn.getcwd())
    return
  end
  vim.ui.select(past, {
    prompt = 'Resume Claude session',
    format_item = function(s)
      return ('%s  %s'):format(os.date('%Y-%m-%d %H:%M', math.floor(s.modified / 1000)), s.title)
    end,
  }, function(choice)
    clear_prompt()
    if choice then
      sessions.resume(choice.id)
    end
  end)
end

return M
