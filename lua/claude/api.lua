-- What the public Lua API does (lua/claude/init.lua hands each call here, loading the plugin on the first one):
-- starting, opening and sending, asking and running, answering approvals, the listings, model and mode.
local answer = require('claude.approvals.answer')
local background = require('claude.panels.background')
local before = require('claude.changes.before')
local float = require('claude.ui.float')
local history = require('claude.chat.history')
local host = require('claude.host.host')
local mcp = require('claude.panels.mcp')
local resume = require('claude.sessions.resume')
local revert = require('claude.changes.revert')
local rewind = require('claude.changes.rewind')
local rules = require('claude.panels.rules')
local run = require('claude.sessions.run')
local sessions = require('claude.sessions.sessions')
local schema = require('claude.options.schema')
local start = require('claude.chat.start')
local status = require('claude.sessions.status')
local todos = require('claude.panels.todos')
local turns = require('claude.changes.turns')
local ui = require('claude.chat.ui')
local view = require('claude.records.view')
local wins = require('claude.windows.wins')

local M = {}

local notify = require('claude.ui.notify').say

local session_id = start.id

--- Starts the host and session `id`'s CLI (in the background) without opening windows (lua/claude/chat/start.lua).
M.start = start.start
--- Opens the chat split showing session `id` (default: the current one) and focuses the prompt.
M.open = start.open
--- Sends a prompt to the current session; `context` is a selection (see M.selection_context), attached to
--- this prompt only.
M.send = start.send

--- The scripting API: sends `prompt` to a session (`opts.session`, default the current one; a selection
--- as `opts.context`) and calls `on_done(turn)` when its turn is done, with what User ClaudeTurnDone
--- carries ({ session, turn, prompt, files, hunks, cost_usd, context_pct }). The chat need not be open.
--- Returns false (after saying why) when it cannot be sent: an `opts.session` that is no session, too.
function M.ask(prompt, opts, on_done)
  if type(opts) == 'function' then
    opts, on_done = nil, opts
  end
  opts = opts or {}
  if type(prompt) ~= 'string' or vim.trim(prompt) == '' then
    notify('ask(): the prompt is empty', vim.log.levels.WARN)
    return false
  end
  local id = start.named(opts.session, 'ask()', 'opts.session')
  if id == false then
    return false
  end
  id = id or session_id()
  if not M.start(id) then
    return false
  end
  local token = on_done and turns.wait(on_done) or vim.NIL
  return host.notify('send', { session = id, text = prompt, context = opts.context or vim.NIL, ask = token })
end

--- An unattended run: one prompt's turn to its end, its permissions answered from `opts.allow`, its result
--- to `opts.on_done` and User ClaudeRunDone (lua/claude/sessions/run.lua, :help claude-run).
M.run = run.run

--- Lines line1..line2 of the current buffer as a selection for the next prompt (lua/claude/chat/start.lua).
M.selection_context = start.selection_context

--- :ClaudeChat[!] [prompt], with an optional range.
function M.command(opts)
  local context
  if opts.range and opts.range > 0 then
    context = M.selection_context(opts.line1, opts.line2)
  end
  -- With !, a new session; the current one goes on (:ClaudeSessions shows it again).
  local id = opts.bang and view.new_id() or session_id()
  local prompt = opts.args or ''
  if context and vim.trim(prompt) == '' then
    -- No prompt yet: the selection waits in the compose window for one.
    history.attach(context)
    M.open(id)
    return
  end
  if not M.open(id) then
    return
  end
  if vim.trim(prompt) ~= '' then
    M.send(prompt, context)
  end
end

-- Answering approvals and reviewing edits (lua/claude/approvals/answer.lua), as :help claude-api names them.
M.approve = answer.approve
M.allow = answer.allow
M.allow_session = answer.allow_session
M.allow_always = answer.allow_always
M.deny = answer.deny
M.review = answer.review
M.goto_approval = answer.goto_approval

--- `:ClaudeTasks`: what runs in the background (shells, monitors, workflows, agents) in a float, whose keys
--- show a task's output and stop it. Returns the window (nil: nothing ran in the background).
M.background_tasks = background.list
--- A background task's latest output in a float, and stopping one (ids as background_task_list() gives them).
M.task_output = background.output
M.stop_task = background.stop
--- The current session's background tasks: { id, state, text, group } each, running ones first.
M.background_task_list = background.rows
--- Sends the running command to the background, as the terminal's Ctrl+B does: the turn goes on.
M.to_background = background.to_background

--- `:ClaudeTodos`: Claude's task list (its task tools, or TodoWrite) in a float. `pinned` (`:ClaudeTodos!`):
--- opens or closes the panel that keeps showing the list of the session the chat shows (lua/claude/panels/todos.lua).
function M.todos(pinned)
  if pinned then
    return todos.toggle()
  end
  local list = host.running() and host.request('tasks', { session = session_id() }) or nil
  if type(list) ~= 'table' or #list.lines == 0 then
    notify('Claude keeps no task list in this session')
    return nil
  end
  return float.show_lines(list.title, list.lines)
end

--- `:ClaudeContext`: what fills the context window, by category, in a float (once the CLI answered).
function M.context()
  if not host.running() then
    notify('Claude is not running (:ClaudeChat starts it)', vim.log.levels.WARN)
    return false
  end
  return host.notify('context', { session = session_id() })
end

--- `:ClaudeRules`: the permission rules in effect and their files, in a float (once the CLI answered).
function M.rules()
  return rules.command(session_id())
end

--- `:ClaudeMcp`: the current session's MCP servers in a buffer whose keys enable, disable or reconnect one
--- and show its tools (lua/claude/panels/mcp.lua).
function M.mcp()
  return mcp.open(session_id())
end

--- Interrupts the running turn (the host says so if none runs).
M.interrupt = start.interrupt

--- Opens the current session's quickfix list of changed files.
function M.changes()
  local st = view.current()
  local id = st and st.qf_id
  local list = id and vim.fn.getqflist({ id = id, nr = 0, size = 0 }) or nil
  if not list or list.id ~= id then
    notify('Claude has not changed any file yet' .. (#view.ids() > 1 and ' in this session' or ''))
    return
  end
  local current = vim.fn.getqflist({ nr = 0 }).nr
  if list.nr ~= current then
    vim.cmd(('silent %dchistory'):format(list.nr))
  end
  wins.open_quickfix(list.size)
end

function M.set_model(model)
  -- Refused before a session starts for it; the host refuses the other names that are no model (a name the CLI
  -- does not offer, not a claude-* id: src/host/supervisor/initAnswer.ts).
  if type(model) == 'string' and model:find('%s') then
    notify(('a model name has no blanks: %q (the model is not switched)'):format(model), vim.log.levels.ERROR)
    return
  end
  local id = session_id()
  if not M.start(id) then
    return
  end
  -- Not stored here: the host keeps the model once the CLI took it (a model it refuses is not kept).
  host.notify('set_model', { session = id, model = model or '' })
end

function M.set_mode(mode)
  if not vim.tbl_contains(schema.permission_modes, mode) then
    local modes = table.concat(schema.suggested_permission_modes, ', ')
    notify(('unknown mode %q (one of %s)'):format(mode, modes), vim.log.levels.ERROR)
    return
  end
  local id = session_id()
  if not M.start(id) then
    return
  end
  -- Not stored here: the mode is the session's; a new session starts in setup{ permission_mode }.
  host.notify('set_mode', { session = id, mode = mode })
end

--- :ClaudeResume [id] (lua/claude/sessions/resume.lua).
M.resume = resume.pick

-- Several sessions (lua/claude/sessions/sessions.lua): :ClaudeSessions [action], showing, closing and renaming session
-- `n` ('1', '2', ...), :ClaudeFork.
M.pick_session = sessions.pick
M.show_session = sessions.show
M.close_session = sessions.close
M.rename_session = sessions.rename
M.fork = sessions.fork

-- Reviewing what Claude changed (lua/claude/changes/): :ClaudeDiff (before.lua), :ClaudeRevert (revert.lua),
-- :ClaudeRewind[!] (rewind.lua).
M.diff = before.open
M.revert = revert.revert_here
M.rewind = rewind.command

--- One table per live session (claude.SessionStatus in lua/claude/sessions/status.lua), from what the host last pushed.
M.sessions = status.sessions

--- A short status for statuslines (lualine etc.), as the host last pushed it: one session's; with several,
--- what they do together and how full each one's context is ('Claude 2 running · 1 needs approval $0.0123 · ctx
--- 1: 41% 2: 12%'); '' when none runs.
function M.status()
  -- Without the host nothing runs, whatever it last reported.
  return host.running() and status.line() or ''
end

function M.toggle()
  if ui.is_open() then
    ui.close()
  else
    M.open()
  end
end

M.close = ui.close

return M
