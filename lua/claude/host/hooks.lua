-- The user's hooks as the CLI reports them: each event fires `User ClaudeHook` with its data, so that the
-- user can script around them (:help claude-hooks). The host sends them only when a hook ran.
local notify = require('claude.ui.notify')

local M = {}

--- Fires `User ClaudeHook` once for each of `events` (src/session/messages/hooks.ts HookEvent) of the editor's
--- session `id`. Scheduled: the host's message must not run the user's autocmds inside an RPC call.
function M.fire(id, events)
  vim.schedule(function()
    for _, event in ipairs(events) do
      event.session = id
      -- One failing autocmd must not keep the next events from the others.
      local ok, err = pcall(vim.api.nvim_exec_autocmds, 'User', { pattern = 'ClaudeHook', data = event })
      if not ok then
        notify.say('a User ClaudeHook autocmd failed: ' .. tostring(err), vim.log.levels.ERROR)
      end
    end
  end)
end

return M
