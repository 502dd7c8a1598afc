-- claude-chat.nvim: user commands only. Everything else loads on first use.
if vim.g.loaded_claude_chat then
  return
end
vim.g.loaded_claude_chat = true

local function claude()
  return require('claude')
end

local command = vim.api.nvim_create_user_command

command('ClaudeChat', function(o)
  claude().command(o)
end, { nargs = '*', range = true, bang = true, desc = 'Open the Claude chat; with a prompt, send it; with a range, attach the lines' })
command('ClaudeApprove', function(o)
  claude().approve(o.args == 'session')
end, { nargs = '?', complete = function() return { 'session' } end, desc = 'Allow the pending tool use (session: for the rest of the session)' })
command('ClaudeDeny', function(o)
  claude().deny(o.args)
end, { nargs = '*', desc = 'Deny the pending tool use, with an optional message to Claude' })
command('ClaudeInterrupt', function()
  claude().interrupt()
end, { desc = 'Interrupt the running turn' })
command('ClaudeChanges', function()
  claude().changes()
end, { desc = 'Open the quickfix list of files Claude changed' })
command('ClaudeResume', function(o)
  claude().resume(o.args)
end, { nargs = '?', desc = 'Resume a past Claude session of this directory' })
command('ClaudeModel', function(o)
  claude().set_model(o.args)
end, { nargs = '?', desc = 'Switch the model (empty: the default)' })
command('ClaudeMode', function(o)
  claude().set_mode(o.args)
end, { nargs = 1, complete = function() return { 'default', 'acceptEdits', 'plan' } end, desc = 'Switch the permission mode' })
command('ClaudeToggle', function()
  claude().toggle()
end, { desc = 'Show or hide the Claude chat' })

local group = vim.api.nvim_create_augroup('claude_chat', { clear = true })
vim.api.nvim_create_autocmd('ColorScheme', {
  group = group,
  callback = function()
    if package.loaded['claude.highlights'] then
      require('claude.highlights').setup()
    end
  end,
})
-- Files Claude edits on disk: reload their buffers when the chat's status changes (a tool finished, the
-- turn ended). Unmodified buffers reload quietly with 'autoread' (the default); modified ones warn (W12).
vim.api.nvim_create_autocmd('User', {
  group = group,
  pattern = 'ClaudeChatStatus',
  callback = function()
    -- Scheduled: the event fires inside the host's update, which a W12 prompt must not hold up.
    vim.schedule(function()
      if vim.fn.getcmdwintype() == '' then
        pcall(vim.cmd, 'checktime')
      end
    end)
  end,
})
