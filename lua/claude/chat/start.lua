-- Starting a session and talking to it: its CLI started through the host with every option, the chat opened
-- on it, prompts sent to it, its turn interrupted; and which session that is when none is named.
local complete = require('claude.chat.complete')
local config = require('claude.options.config')
require('claude.editor.editor') -- what Claude's editor tools read (the window the user last edited in, from now on)
local history = require('claude.chat.history')
local host = require('claude.host.host')
local notify = require('claude.ui.notify').say
local scroll = require('claude.transcript.scroll')
local ui = require('claude.chat.ui')
local view = require('claude.records.view')

local M = {}

--- Every option the host needs, sent with each `open`: the host has no defaults of its own, so each field
--- is always there (vim.NIL: none, i.e. the CLI's own model or mode, or no log; '' for an unmapped key).
--- Every keymap goes: the host takes those the transcript's hints name (HINT_KEYS in src/render/transcript/ask.ts), so
--- that list is written once.
local function host_config(id)
  local o = config.options
  local keys = {}
  for name, lhs in pairs(o.keymaps) do
    keys[name] = lhs or ''
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
    editor_tools = o.editor_tools,
  }
end

--- The session commands act on: the one of the chat buffer the cursor is in, else the one this tab page's
--- chat shows, else the one last shown; a first one when there is none.
function M.id()
  return view.current_id() or view.new_id()
end

--- A session as a public function's argument `name` got it (the id start() takes, ask()'s opts.session, ...):
--- its name as the records key it (a non-empty string, or a whole number as its string: 2 is '2'), or nil
--- for none. Anything else would make a session named after it ("table: 0x..."): then nil and what is wrong,
--- for the caller to say (naming itself) before it makes or sends anything.
---@return string? id, string? bad
function M.session_arg(value, name)
  if value == nil or (type(value) == 'string' and value ~= '') then
    return value, nil
  end
  -- A whole number: tostring() of any other (0.5, nan, 1e300) is no name anyone would type.
  if type(value) == 'number' and value % 1 == 0 and math.abs(value) < 2 ^ 53 then
    return ('%d'):format(value), nil
  end
  return nil,
    ('%s must be a session: a non-empty string or a whole number such as 2, or nil (got %s)'):format(
      name,
      vim.inspect(value)
    )
end

--- session_arg() for public function `call` (e.g. 'ask()'): what is wrong is said (ERROR), naming `call` and
--- `name`; then false, for the caller to return at once.
---@return string|false|nil
function M.named(value, call, name)
  local id, bad = M.session_arg(value, name)
  if bad then
    notify(('%s: %s'):format(call, bad), vim.log.levels.ERROR)
    return false
  end
  return id
end

--- What is wrong with start()'s origin as this side uses it (nil: nothing): it is read here, for session `id`
--- (nil: the current one). The host's decoder (src/host/rpc/methods.ts) says what is wrong with origin's fields,
--- and a session it refused to open is dropped (sessions.unmade).
local function bad_origin(id, origin)
  if origin == nil then
    return nil
  end
  if type(origin) ~= 'table' then
    return ('origin must be a table { resume = session id, fork_at = message uuid } or nil (got %s)'):format(
      vim.inspect(origin)
    )
  end
  if origin.fork_at ~= nil and origin.resume == nil then
    return 'fork_at needs resume, the session it forks'
  end
  -- The host would go on with the live session and drop the origin without a word.
  if view.sessions[id or M.id()] then
    return ('session %s already runs: origin (resume, fork_at) is for a new session'):format(id or M.id())
  end
end

--- Starts the host and session `id`'s CLI (in the background) without opening windows. `origin`: a
--- recorded session it goes on with ({ resume = id, fork_at = message uuid }), for a new session.
--- Arguments of the wrong shape are said (ERROR) and start nothing: false.
function M.start(id, origin)
  local bad
  -- `id` keys the session's record, made before the host hears.
  id, bad = M.session_arg(id, 'id')
  bad = bad or bad_origin(id, origin)
  if bad then
    notify('start(): ' .. bad, vim.log.levels.ERROR)
    return false
  end
  id = id or M.id()
  view.state(id)
  if origin and origin.resume and not origin.fork_at then
    -- Holds that conversation from now on, before its CLI reports it: resuming it again shows this one.
    view.set_resumed(id, origin.resume)
  end
  view.set_last(id)
  return host.notify('open', vim.tbl_extend('force', host_config(id), origin or {}))
end

--- Opens the chat split showing session `id` (default: the current one) and focuses the prompt. An `id`
--- that is no session (start.session_arg) is said (ERROR) and opens nothing: false.
function M.open(id)
  id = M.named(id, 'open()', 'id')
  if id == false then
    return false
  end
  id = id or M.id()
  if not M.start(id) then
    return false
  end
  local win = ui.open(id)
  vim.api.nvim_set_current_win(win)
  return true
end

--- Sends a prompt to the current session; `context` is a selection (see init.lua's selection_context),
--- attached to this prompt only.
function M.send(text, context)
  context = context or history.pending_context
  local id = M.id()
  if (text == nil or vim.trim(text) == '') and not context and not history.images[id] then
    return false
  end
  if not M.start(id) then
    return false
  end
  history.attach(nil)
  ui.refresh_compose_winbar()
  history.remember(text) -- the prompt window's <Up> brings it back
  if not host.notify('send', { session = id, text = text or '', context = context or vim.NIL }) then
    return false
  end
  -- The user wants to see what they sent and the reply: a transcript scrolled up to read follows the end again.
  for _, win in ipairs(view.windows(id)) do
    pcall(scroll.follow_end, win)
  end
  return true
end

--- Sends what is in the prompt buffer (to its session). The mode stays as it was: sent from Insert mode, the
--- prompt window is ready for the next words, as Claude Code's input box is (Normal mode would take those words
--- as commands: `q` closes the chat, `u` undoes in another buffer).
function M.send_compose()
  local text = ui.take_compose_text(M.id())
  if vim.trim(text) == '' and not history.pending_context and not history.images[M.id()] then
    notify('nothing to send: type a prompt first', vim.log.levels.WARN)
    return
  end
  M.send(text)
end

--- Interrupts the running turn (the host says so if none runs).
function M.interrupt()
  if not host.running() then
    notify('nothing to interrupt', vim.log.levels.INFO)
    return
  end
  host.notify('interrupt', { session = M.id() })
end

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

return M
