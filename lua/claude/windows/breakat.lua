-- Where the chat's lines wrap. 'linebreak' wraps at the characters of 'breakat', whose default breaks after
-- '.', '/', ':' and '-': a narrow chat column then cut `greet.ts` after its dot and `:ClaudeChanges` after
-- its colon. The chat wraps at blanks only. 'breakat' is a global option (no window has its own value), so
-- the chat's is set only while a window of the current tab page shows the chat and no other window there
-- wraps with 'linebreak' (the only windows 'breakat' changes): no window of the user's is drawn with a value
-- they did not choose. Otherwise, and once the user sets 'breakat' themselves, theirs is in force.
local wins = require('claude.windows.wins')

local M = {}

--- The chat's 'breakat': blanks only.
M.CHAT = ' \t'

--- The user's value while the chat's is in force; nil when it is not.
local saved = nil
--- The user chose their 'breakat' (set it after this loaded, or before to other than the default): it is
--- left alone.
local chosen = vim.go.breakat ~= vim.api.nvim_get_option_info2('breakat', {}).default
local setting = false

local function set(value)
  setting = true
  vim.go.breakat = value
  setting = false
end

--- Whether the chat's value may be in force now.
local function wanted()
  if chosen or #wins.chat_wins(0) == 0 then
    return false
  end
  for _, win in ipairs(vim.api.nvim_tabpage_list_wins(0)) do
    if not wins.floating(win) and not wins.kind(win) and vim.wo[win].linebreak then
      return false
    end
  end
  return true
end

--- Puts the chat's 'breakat' in force, or the user's back, as the windows of the current tab page call for.
function M.update()
  local want = wanted()
  if want and not saved then
    saved = vim.go.breakat
    set(M.CHAT)
  elseif not want and saved then
    set(saved)
    saved = nil
  end
end

local queued = false
local function later()
  if not queued then
    queued = true
    vim.schedule(function()
      queued = false
      M.update()
    end)
  end
end

local group -- made by M.autocmds()

--- Creates this module's autocmds (once, from lua/claude/boot.lua: requiring it does nothing).
function M.autocmds()
  group = vim.api.nvim_create_augroup('claude_chat_breakat', { clear = true })
  vim.api.nvim_create_autocmd({ 'WinNew', 'WinClosed', 'BufWinEnter', 'TabEnter' }, { group = group, callback = later })
  vim.api.nvim_create_autocmd('OptionSet', {
    group = group,
    pattern = { 'linebreak', 'breakat' },
    callback = function(ev)
      if ev.match == 'breakat' then
        if not setting then
          chosen, saved = true, nil
        end
        return
      end
      later()
    end,
  })
end

return M
