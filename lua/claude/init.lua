-- claude-chat.nvim: a Claude Code session in a split. Public Lua API; the user commands in
-- plugin/claude.lua call into it. Nothing is started until first use.
local config = require('claude.config')
local host = require('claude.host')
local scroll = require('claude.scroll')
local status = require('claude.status')
local view = require('claude.view')
local ui = require('claude.ui')

local M = {}

local notify = require('claude.notify').say

function M.setup(opts)
  config.set(opts)
  require('claude.highlights').setup()
end

-- The transcript's hints name these keys.
local HINT_KEYS = { 'allow', 'allow_session', 'allow_always', 'deny', 'review', 'show_output' }

--- Every option the host needs, sent with each `open`: the host has no defaults of its own, so each field
--- is always there (vim.NIL: none, i.e. the CLI's own model or mode, or no log; '' for an unmapped key).
local function host_config(id)
  local o = config.options
  local keys = {}
  for _, name in ipairs(HINT_KEYS) do
    keys[name] = o.keymaps[name] or ''
  end
  return {
    session = id,
    command = o.command,
    args = o.args,
    env = vim.tbl_isempty(o.env) and vim.empty_dict() or o.env,
    cwd = vim.fn.getcwd(),
    model = o.model or vim.NIL,
    permission_mode = o.permission_mode or vim.NIL,
    frame_ms = o.frame_ms,
    render_budget = o.render_budget,
    log_file = o.log_file or vim.NIL,
    keys = keys,
  }
end

--- The session commands act on: the one of the chat buffer the cursor is in, else the one this tab page's
--- chat shows, else the one last shown; a first one when there is none.
local function session_id()
  return view.current_id() or view.new_id()
end

--- Starts the host and session `id`'s CLI (in the background) without opening windows. `origin`: a
--- recorded session it goes on with ({ resume = id, fork_at = message uuid }), for a new session.
function M.start(id, origin)
  id = id or session_id()
  local st = view.state(id)
  if origin and origin.resume and not origin.fork_at then
    -- Holds that conversation from now on, before its CLI reports it: resuming it again shows this one.
    st.resumed = origin.resume
  end
  view.last = id
  return host.notify('open', vim.tbl_extend('force', host_config(id), origin or {}))
end

--- Opens the chat split showing session `id` (default: the current one) and focuses the prompt.
function M.open(id)
  id = id or session_id()
  if not M.start(id) then
    return false
  end
  local win = ui.open(id)
  vim.api.nvim_set_current_win(win)
  return true
end

--- Sends a prompt to the current session; `context` is a selection (see M.selection_context), attached to
--- this prompt only.
function M.send(text, context)
  context = context or ui.pending_context
  if (text == nil or vim.trim(text) == '') and not context then
    return false
  end
  local id = session_id()
  if not M.start(id) then
    return false
  end
  ui.pending_context = nil
  ui.refresh_compose_winbar()
  require('claude.keys').remember(text) -- the prompt window's <Up> brings it back
  if not host.notify('send', { session = id, text = text or '', context = context or vim.NIL }) then
    return false
  end
  -- The user wants to see what they sent and the reply: a transcript scrolled up to read follows the end again.
  for _, win in ipairs(view.windows(id)) do
    pcall(scroll.follow_end, win)
  end
  return true
end

--- The scripting API: sends `prompt` to a session (`opts.session`, default the current one; a selection
--- as `opts.context`) and calls `on_done(turn)` when its turn is done, with what User ClaudeTurnDone
--- carries ({ session, turn, prompt, files, hunks, cost_usd, context_pct }). The chat need not be open.
--- Returns false (after saying why) when it cannot be sent.
function M.ask(prompt, opts, on_done)
  if type(opts) == 'function' then
    opts, on_done = nil, opts
  end
  opts = opts or {}
  if type(prompt) ~= 'string' or vim.trim(prompt) == '' then
    notify('ask(): the prompt is empty', vim.log.levels.WARN)
    return false
  end
  local id = opts.session and tostring(opts.session) or session_id()
  if not M.start(id) then
    return false
  end
  local token = on_done and require('claude.turns').wait(on_done) or vim.NIL
  return host.notify('send', { session = id, text = prompt, context = opts.context or vim.NIL, ask = token })
end

--- Sends what is in the prompt buffer (to its session). The mode stays as it was: sent from Insert mode, the
--- prompt window is ready for the next words, as Claude Code's input box is (Normal mode would take those words
--- as commands: `q` closes the chat, `u` undoes in another buffer).
function M.send_compose()
  local text = ui.take_compose_text(session_id())
  if vim.trim(text) == '' and not ui.pending_context then
    notify('nothing to send: type a prompt first', vim.log.levels.WARN)
    return
  end
  M.send(text)
end

--- Lines line1..line2 of the current buffer as a selection for the next prompt. Its path is relative to
--- the directory the session's CLI runs in (after :cd, Neovim's may differ), so Claude reads that file.
function M.selection_context(line1, line2)
  local buf = vim.api.nvim_get_current_buf()
  local lines = vim.api.nvim_buf_get_lines(buf, line1 - 1, line2, false)
  local name = vim.api.nvim_buf_get_name(buf)
  local path = '[No Name]'
  if name ~= '' then
    path = vim.bo[buf].buftype == '' and require('claude.complete').relative(name, require('claude.complete').session_cwd())
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
    ui.pending_context = context
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

-- Answering approvals, reviewing edits, the output under the cursor: lua/claude/answer.lua.
local answer = require('claude.answer')
M.grants = answer.grants
M.approve = answer.approve
M.allow = answer.allow
M.allow_session = answer.allow_session
M.allow_always = answer.allow_always
M.deny = answer.deny
M.choose = answer.choose
M.answer = answer.answer_questions
M.review = answer.review
M.review_here = answer.review_here
M.show_output = answer.show_output
M.goto_approval = answer.goto_approval

--- Interrupts the running turn (the host says so if none runs).
--- `:ClaudeTodos`: Claude's task list (its task tools, or TodoWrite) in a float.
function M.todos()
  local list = host.running() and host.request('tasks', { session = session_id() }) or nil
  if type(list) ~= 'table' or #list.lines == 0 then
    notify('Claude keeps no task list in this session')
    return nil
  end
  return require('claude.float').show_lines(list.title, list.lines)
end

--- `:ClaudeContext`: what fills the context window, by category, in a float (once the CLI answered).
function M.context()
  if not host.running() then
    notify('Claude is not running (:ClaudeChat starts it)', vim.log.levels.WARN)
    return false
  end
  return host.notify('context', { session = session_id() })
end

function M.interrupt()
  if not host.running() then
    notify('nothing to interrupt', vim.log.levels.INFO)
    return
  end
  host.notify('interrupt', { session = session_id() })
end

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
  -- Across the bottom of the editor (under the chat's column it would squeeze the transcript), no higher
  -- than the list needs: the rows it takes come from the transcript, the prompt window keeps its height.
  -- One already open elsewhere (the chat was opened beside it) moves there.
  local height = math.max(1, math.min(10, list.size))
  local wins = require('claude.wins')
  local open = wins.quickfix_win()
  if open then
    wins.to_bottom(open, height)
  end
  vim.cmd(('botright copen %d'):format(height))
end

function M.set_model(model)
  local id = session_id()
  if not M.start(id) then
    return
  end
  -- Not stored here: the host keeps the model once the CLI took it (a model it refuses is not kept).
  host.notify('set_model', { session = id, model = model or '' })
end

M.modes = require('claude.schema').suggested_permission_modes

function M.set_mode(mode)
  if not vim.tbl_contains(require('claude.schema').permission_modes, mode) then
    notify(('unknown mode %q (one of %s)'):format(mode, table.concat(M.modes, ', ')), vim.log.levels.ERROR)
    return
  end
  local id = session_id()
  if not M.start(id) then
    return
  end
  -- Not stored here: the mode is the session's; a new session starts in setup{ permission_mode }.
  host.notify('set_mode', { session = id, mode = mode })
end

local resume = require('claude.resume')
M.past_sessions = resume.past_sessions
M.resume_complete = resume.complete
M.resume_session = resume.session
M.resume = resume.pick

--- One table per live session (claude.SessionStatus in lua/claude/status.lua), from what the host last pushed.
M.sessions = status.sessions

--- A short status for statuslines (lualine etc.), from M.sessions(): one session's; with several, what they
--- do together ('Claude 2 running · 1 needs approval $0.0123'); '' when none runs.
function M.status()
  -- Without the host nothing runs, whatever it last reported.
  return host.running() and status.line(status.sessions()) or ''
end

function M.toggle()
  if ui.is_open() then
    ui.close()
  else
    M.open()
  end
end

M.close = ui.close

require('claude.highlights').setup()

return M
