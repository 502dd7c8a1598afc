-- claude-chat.nvim: a Claude Code session in a split. Public Lua API; the user commands in
-- plugin/claude.lua call into it. Nothing is started until first use.
local answer = require('claude.answer')
local background = require('claude.background')
local complete = require('claude.complete')
local config = require('claude.config')
local float = require('claude.float')
local highlights = require('claude.highlights')
local history = require('claude.history')
local host = require('claude.host')
local mcp = require('claude.mcp')
local resume = require('claude.resume')
local rules = require('claude.rules')
local run = require('claude.run')
local schema = require('claude.schema')
local sessions = require('claude.sessions')
local start = require('claude.start')
local status = require('claude.status')
local todos = require('claude.todos')
local turns = require('claude.turns')
local ui = require('claude.ui')
local view = require('claude.view')
local wins = require('claude.wins')
require('claude.maps') -- the chat buffers' keys (it hands ui.lua its mapping function)

local M = {}

local notify = require('claude.notify').say

function M.setup(opts)
  config.set(opts)
  highlights.setup()
end

local session_id = start.id

--- Starts the host and session `id`'s CLI (in the background) without opening windows (lua/claude/start.lua).
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
--- to `opts.on_done` and User ClaudeRunDone (lua/claude/run.lua, :help claude-run).
M.run = run.run

--- Lines line1..line2 of the current buffer as a selection for the next prompt. Its path is relative to
--- the directory the session's CLI runs in (after :cd, Neovim's may differ), so Claude reads that file.
function M.selection_context(line1, line2)
  local buf = vim.api.nvim_get_current_buf()
  local lines = vim.api.nvim_buf_get_lines(buf, line1 - 1, line2, false)
  local name = vim.api.nvim_buf_get_name(buf)
  local path = '[No Name]'
  if name ~= '' then
    path = vim.bo[buf].buftype == '' and complete.relative(name, complete.session_cwd())
      or vim.fn.fnamemodify(name, ':.')
  end
  local label = line1 == line2 and ('%s:%d'):format(path, line1) or ('%s:%d-%d'):format(path, line1, line2)
  return {
    label = label,
    path = path,
    startLine = line1,
    endLine = line2,
    filetype = vim.bo[buf].filetype,
    text = table.concat(lines, '\n'),
  }
end

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
    history.pending_context = context
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

-- Answering approvals and reviewing edits (lua/claude/answer.lua), as :help claude-api names them.
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
--- opens or closes the panel that keeps showing the list of the session the chat shows (lua/claude/todos.lua).
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
--- and show its tools (lua/claude/mcp.lua).
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

--- :ClaudeResume [id] (lua/claude/resume.lua).
M.resume = resume.pick

--- One table per live session (claude.SessionStatus in lua/claude/status.lua), from what the host last pushed.
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

highlights.setup()

return M
