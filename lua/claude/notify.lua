-- The plugin's one way of telling the user something outside the transcript.
local M = {}

-- Neovim's own vim.notify echoes the message; one longer than the space left of 'showcmd' on the command
-- line (v:echospace) asks for ENTER, which no flow of the plugin may cause. A notifier plugin (nvim-notify,
-- snacks, fidget...) shows the whole text.
local builtin = vim.notify

--- Shows `msg` prefixed with the plugin's name; `level` is a vim.log.levels value (default INFO).
function M.say(msg, level)
  local text = 'claude-chat: ' .. msg
  if vim.notify == builtin and #vim.api.nvim_list_uis() > 0 then
    local room = vim.v.echospace
    text = text:gsub('\n.*', '')
    if room > 1 and vim.fn.strdisplaywidth(text) > room then
      text = vim.fn.strcharpart(text, 0, room - 1) .. '…'
    end
  end
  vim.notify(text, level or vim.log.levels.INFO)
end

return M
