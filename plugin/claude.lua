-- claude-chat.nvim: user commands and <Plug> mappings only. Everything else loads on first use, through the two
-- functions below: the public API `claude` (lua/claude/init.lua), or a module once lua/claude/boot.lua wired the
-- plugin.
if vim.g.loaded_claude_chat then
  return
end
vim.g.loaded_claude_chat = true

local function claude()
  return require('claude')
end

--- Module `name` of the plugin (`<folder>.<name>`: lua/claude/<folder>/<name>.lua), once the plugin is wired.
local function module(name)
  require('claude.boot').load()
  return require('claude.' .. name)
end

local command = vim.api.nvim_create_user_command

command('ClaudeChat', function(o)
  claude().command(o)
end, {
  nargs = '*',
  range = true,
  bang = true,
  desc = 'Open the Claude chat; with a prompt, send it; with a range, attach the lines',
})
command('ClaudeRun', function(o)
  module('sessions.run').command(o)
end, {
  -- Not '+': Neovim's own E471 would leave `nvim --headless -c ClaudeRun!` waiting forever; run.lua says it.
  nargs = '*',
  bang = true,
  desc = 'Run a prompt unattended (!: in a new session): only what setup{ run = { allow } } names runs',
})
command('ClaudeApprove', function(o)
  claude().approve(o.args)
end, {
  nargs = '?',
  complete = function()
    return module('approvals.answer').grants
  end,
  desc = 'Allow the pending tool use: once (default), session (what its hint names, this session), always '
    .. '(saves that rule)',
})
command('ClaudeReview', function()
  claude().review()
end, { desc = 'Open the pending edit as a diff in a tab page: :w allows your version, :q denies' })
command('ClaudePlan', function()
  module('approvals.plan').open()
end, { desc = "Claude's last plan as a document: while it waits, :w approves it as edited" })
command('ClaudeDeny', function(o)
  claude().deny(o.args)
end, { nargs = '*', desc = 'Deny the pending tool use, with an optional message to Claude' })
command('ClaudeAnswer', function()
  module('approvals.questions').answer_questions()
end, { desc = "Answer Claude's questions through vim.ui.select" })
command('ClaudeTodos', function(o)
  claude().todos(o.bang)
end, { bang = true, desc = "Show Claude's task list (!: pin a panel that follows it, or close it)" })
command('ClaudeContext', function()
  claude().context()
end, { desc = 'Show what fills the context window, by category' })
command('ClaudeRules', function()
  claude().rules()
end, { desc = 'List the permission rules in effect and their settings files; x on one removes it' })
command('ClaudeMcp', function()
  claude().mcp()
end, { desc = "The session's MCP servers: enable, disable or reconnect one, see its tools" })
command('ClaudeInterrupt', function()
  claude().interrupt()
end, { desc = 'Interrupt the running turn' })
command('ClaudeChanges', function()
  claude().changes()
end, { desc = 'Open the quickfix list of files Claude changed' })
command('ClaudeDiff', function(o)
  claude().diff(o.args, o.count > 0 and o.count or nil)
end, {
  nargs = '?',
  count = 0,
  complete = 'file',
  desc = 'A file (default: this one) as it was before Claude changed it (with a count: before prompt N), beside it now',
})
command('ClaudeRevert', function()
  claude().revert()
end, { desc = 'Put back the hunk under the cursor as it was before the turn that made it' })
command('ClaudeBlame', function(o)
  if o.bang then
    module('changes.blame_list').list()
  else
    module('changes.blame').toggle()
  end
end, { bang = true, desc = "Mark the lines Claude wrote in this buffer, by turn (!: all files' in a quickfix list)" })
command('ClaudeRewind', function(o)
  claude().rewind(o.bang)
end, { bang = true, desc = 'The files back to their state before the prompt under the cursor (!: without asking)' })
command('ClaudeResume', function(o)
  claude().resume(o.args)
end, {
  nargs = '?',
  complete = function(lead)
    return module('sessions.resume').complete(lead)
  end,
  desc = 'Resume a past Claude session of this directory',
})
command('ClaudeSessions', function(o)
  claude().pick_session(o.args)
end, {
  nargs = '?',
  complete = function()
    return { 'show', 'rename', 'close' }
  end,
  desc = 'Pick a Claude session, live or past, to show (or to rename or close)',
})
command('ClaudeFork', function()
  claude().fork()
end, { desc = 'A new session holding the conversation up to the prompt under the cursor' })
command('ClaudeModel', function(o)
  if o.args == '' then
    module('sessions.controls').pick_model(claude().set_model)
  else
    claude().set_model(o.args)
  end
end, {
  nargs = '?',
  complete = function(lead)
    return module('chat.complete').models(lead)
  end,
  desc = 'Switch the model (no name: pick one of those the CLI offers, with their descriptions)',
})
command('ClaudeMode', function(o)
  claude().set_mode(o.args)
end, {
  nargs = 1,
  complete = function()
    return module('sessions.controls').modes(module('options.schema').suggested_permission_modes)
  end,
  desc = 'Switch the permission mode',
})
command('ClaudeTasks', function()
  claude().background_tasks()
end, { desc = 'List what runs in the background (o: its output, x: stop it)' })
command('ClaudeUsage', function()
  module('sessions.controls').usage()
end, { desc = "Show the plan's usage windows and their reset times (with an API key: the session's cost)" })
command('ClaudeThinking', function(o)
  module('sessions.controls').thinking(o.args)
end, {
  nargs = 1,
  complete = function()
    return { 'off', 'on' }
  end,
  desc = 'Thinking for this session: off, on, or a budget in tokens',
})
command('ClaudeEffort', function(o)
  module('sessions.controls').effort(o.args)
end, {
  nargs = 1,
  complete = function()
    return module('sessions.controls').efforts()
  end,
  desc = 'How hard the model works this session: one of the levels it takes',
})
command('ClaudeFix', function(o)
  module('chat.fix').command(o.line1, o.line2, o.range > 0)
end, { range = true, desc = 'Send the diagnostics of this line (or the range) with the code around them to Claude' })
command('ClaudeImage', function(o)
  module('chat.image').command(o.args)
end, {
  nargs = '?',
  bar = true, -- `:ClaudeImage shot.png | ClaudeChat what is in it`
  complete = 'file',
  desc = 'Attach an image (png, jpeg, gif, webp) to the next prompt',
})
command('ClaudeToggle', function()
  claude().toggle()
end, { desc = 'Show or hide the Claude chat' })

local group = vim.api.nvim_create_augroup('claude_chat', { clear = true })
vim.api.nvim_create_autocmd('ColorScheme', {
  group = group,
  callback = function()
    local highlights = package.loaded['claude.ui.highlights']
    if highlights then
      highlights.setup()
    end
  end,
})
-- Global mappings to bind to keys of your choice, e.g.
--   vim.keymap.set('n', '<leader>ca', '<Plug>(ClaudeAllow)')
local plug = {
  ['<Plug>(ClaudeAllow)'] = { 'allow', 'Claude: allow the pending tool use once' },
  ['<Plug>(ClaudeAllowSession)'] = { 'allow_session', 'Claude: allow what the approval names, for this session' },
  ['<Plug>(ClaudeDeny)'] = { 'deny', 'Claude: deny the pending tool use' },
  ['<Plug>(ClaudeReview)'] = { 'review', 'Claude: review the pending edit as a diff' },
  ['<Plug>(ClaudeGotoApproval)'] = { 'goto_approval', 'Claude: jump to the pending approval' },
}
for lhs, def in pairs(plug) do
  vim.keymap.set('n', lhs, function()
    claude()[def[1]]()
  end, { desc = def[2] })
end
-- :ClaudeFix on the line (Normal mode) or just the selected lines (Visual mode: `:` gives the range).
vim.keymap.set('n', '<Plug>(ClaudeFix)', '<Cmd>ClaudeFix<CR>', { desc = 'Claude: fix the diagnostics of this line' })
vim.keymap.set('x', '<Plug>(ClaudeFix)', ':ClaudeFix<CR>', { silent = true, desc = 'Claude: fix the diagnostics here' })
vim.keymap.set('x', '<Plug>(ClaudeMention)', function()
  module('chat.mention').selection()
end, { desc = 'Claude: put @path#Lx-y of the selection in the prompt' })
-- Visual <leader>c@ mentions the selection, unless a key of the user's already does or <leader>c@ is taken.
if vim.fn.hasmapto('<Plug>(ClaudeMention)', 'x') == 0 and vim.fn.maparg('<leader>c@', 'x') == '' then
  vim.keymap.set('x', '<leader>c@', '<Plug>(ClaudeMention)', { desc = 'Claude: mention the selection in the prompt' })
end
