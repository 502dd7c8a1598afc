-- claude-chat.nvim: a Claude Code session in a split. The public Lua API, the plugin's one public module; the user
-- commands in plugin/claude.lua call into it. Requiring it loads nothing else and creates nothing: setup{} sets
-- the options and highlight groups, and the first call of any other function loads the plugin and wires it
-- (lua/claude/boot.lua), which then does what lua/claude/api.lua says of that function.
local M = {}

local api = nil

--- The plugin, loaded and wired on first use: the public face's lazy entry point.
local function plugin()
  api = api or require('claude.boot').load()
  return api
end

--- Sets the options (checked against lua/claude/options/schema.lua, one message for what is wrong) and the highlight
--- groups; loads nothing else: the options are read when the plugin is first used.
function M.setup(opts)
  require('claude.options.config').set(opts)
  require('claude.ui.highlights').setup()
end

--- The plugin's API once it is wired, whichever way it was first used (a command wires it through
--- plugin/claude.lua's module(), not through this module); nil before: a statusline asking loads nothing.
local function wired()
  return api or (package.loaded['claude.boot'] and plugin()) or nil
end

--- A short status for statuslines (lualine etc.): '' until the plugin is used (nothing runs before).
function M.status()
  local a = wired()
  return a and a.status() or ''
end

--- One table per live session: none until the plugin is used.
function M.sessions()
  local a = wired()
  return a and a.sessions() or {}
end

-- Each of these is lua/claude/api.lua's function of the same name (documented there and in :help claude-api).
for _, name in ipairs({
  'start',
  'open',
  'send',
  'ask',
  'run',
  'selection_context',
  'command',
  'toggle',
  'close',
  'interrupt',
  'approve',
  'allow',
  'allow_session',
  'allow_always',
  'deny',
  'review',
  'goto_approval',
  'background_tasks',
  'task_output',
  'stop_task',
  'background_task_list',
  'to_background',
  'todos',
  'context',
  'rules',
  'mcp',
  'changes',
  'diff',
  'revert',
  'rewind',
  'set_model',
  'set_mode',
  'resume',
  'pick_session',
  'show_session',
  'close_session',
  'rename_session',
  'fork',
}) do
  M[name] = function(...)
    return plugin()[name](...)
  end
end

return M
