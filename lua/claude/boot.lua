-- The one place the plugin is wired, on its first use (lua/claude/init.lua, plugin/claude.lua): who listens to the
-- events the lower floors emit (lua/claude/host/events.lua declares them), every autocmd of the plugin's modules, the
-- highlight groups. Requiring any module does nothing; loading it here does what it needs once.
local api = require('claude.api')
local approvals = require('claude.approvals.approvals')
local blame = require('claude.changes.blame')
local breakat = require('claude.windows.breakat')
local buffers = require('claude.edits.buffers')
local editor = require('claude.editor.editor')
local events = require('claude.host.events')
local frame = require('claude.transcript.frame')
local highlights = require('claude.ui.highlights')
local keep = require('claude.chat.keep')
local maps = require('claude.chat.maps')
local markdown = require('claude.transcript.markdown')
local notify = require('claude.ui.notify')
local plan = require('claude.approvals.plan')
local promptbar = require('claude.chat.promptbar')
local reread = require('claude.ui.reread')
local review = require('claude.approvals.review')
local revert = require('claude.changes.revert')
local scroll = require('claude.transcript.scroll')
local todos = require('claude.panels.todos')
local transcript = require('claude.transcript.transcript')
local turns = require('claude.changes.turns')
local winbar = require('claude.transcript.winbar')

local M = {}

local loaded = false

--- Wires the plugin once; returns the public API's implementation (lua/claude/api.lua).
function M.load()
  if loaded then
    return api
  end
  loaded = true
  highlights.setup()
  -- Who listens to what the lower floors tell, in the order they are told.
  events.listen('approvals', approvals.update)
  events.listen('waiting', approvals.say_waiting)
  events.listen('turns', turns.ended)
  events.listen('tasks', todos.update)
  events.listen('approvals_changed', review.sync)
  events.listen('approvals_changed', plan.sync)
  events.listen('host_exit', transcript.end_region)
  events.listen('host_exit', approvals.cleared)
  events.listen('chat_buffer', maps.map)
  -- Every module's autocmds: what each watches is in its own M.autocmds().
  for _, module in ipairs({
    notify, -- Insert mode's end: a message said again, a stale `-- INSERT --` cleared
    reread, -- :e in the plugin's claude:// buffers
    buffers, -- the user's buffers Claude changed: an approval's warning kept true
    scroll, -- smoothscroll's skipped rows undone, the cursor kept in view on a resize
    markdown, -- a fence's language included once scrolled into view
    winbar, -- the transcript's winbar fitted to a resized window
    transcript, -- folds made again once Insert mode ends
    keep, -- the chat kept whole as the user works around it
    breakat, -- 'breakat' set while a chat window wraps
    promptbar, -- the prompt's winbar fitted to a resized window
    approvals, -- the approval under the cursor kept in view on a resize
    revert, -- u in a turn's quickfix list
    editor, -- the last window of the user's, for the editor tools
    blame, -- :ClaudeBlame's marks fitted to a resized window
    todos, -- the task panel following the session the chat shows
  }) do
    module.autocmds()
  end
  frame.time_redraws()
  return api
end

return M
