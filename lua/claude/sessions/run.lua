-- Unattended runs: require('claude').run{} and :ClaudeRun[!]. One prompt's turn, to its end, with nobody
-- watching: the host answers the turn's permission requests from the run's allow list at once
-- (src/host/approvals/unattended.ts), the turn's hunks go to a quickfix list as every turn's do (turns.lua), and the
-- result goes to on_done and User ClaudeRunDone: status 0 done, 1 error or timeout, 2 something was denied.
-- Without a UI (nvim --headless), :ClaudeRun prints the hunks and a summary to stdout and quits with it,
-- whatever ends it: a run that cannot start quits too (a CI job never waits on a Neovim left running).
local config = require('claude.options.config')
local host = require('claude.host.host')
local headless = require('claude.ui.notify').headless
local notify = require('claude.ui.notify').say
local start = require('claude.chat.start')
local turns = require('claude.changes.turns')
local view = require('claude.records.view')

local M = {}

--- Seconds past a run's timeout after which it ends here even if the host never said (the host's own timer
--- interrupts the turn at the timeout, and the turn's report ends the run).
local BACKSTOP_S = 10

--- The run's end: User ClaudeRunDone, then on_done, outside whatever callback got here.
local function finish(result, on_done)
  vim.schedule(function()
    vim.api.nvim_exec_autocmds('User', { pattern = 'ClaudeRunDone', modeline = false, data = result })
    if on_done then
      on_done(result)
    end
  end)
end

--- What is wrong with run{}'s options (nil: nothing).
local function bad_options(opts)
  if type(opts) ~= 'table' then
    return 'run(): takes a table { prompt = ..., allow = {...}, timeout = ..., on_done = function }'
  end
  if type(opts.prompt) ~= 'string' or vim.trim(opts.prompt) == '' then
    return 'run(): the prompt is empty'
  end
  if opts.allow ~= nil and (type(opts.allow) ~= 'table' or not vim.islist(opts.allow)) then
    return 'run(): allow must be a list of strings'
  end
  for _, entry in ipairs(opts.allow or {}) do
    if type(entry) ~= 'string' then
      return 'run(): allow must be a list of strings'
    end
  end
  if opts.timeout ~= nil and (type(opts.timeout) ~= 'number' or opts.timeout <= 0) then
    return 'run(): timeout must be a number of seconds above 0'
  end
  if opts.on_done ~= nil and not vim.is_callable(opts.on_done) then
    return 'run(): on_done must be a function'
  end
  local _, bad = start.session_arg(opts.session, 'session')
  if bad then
    return 'run(): ' .. bad
  end
end

--- The turn's report (turns.lua) and the host's account of the run as the result's status, hunks, denials.
local function settle(result, turn, account)
  result.turn = turn.turn
  result.cost_usd = turn.cost_usd
  for _, h in ipairs(turn.hunks) do
    table.insert(result.hunks, { file = h.path, line = h.lnum, added = h.additions, removed = h.deletions })
  end
  if type(account) ~= 'table' then
    result.message = 'the host could not say how the run went'
    return
  end
  for _, d in ipairs(account.denied) do
    table.insert(result.denied, { tool = d.tool, input = d.input, needed = d.needed })
  end
  result.status = account.status
  result.message = account.message
end

--- Runs `opts.prompt` in session `opts.session` (default: the current one) to the end of its turn, answering
--- its permissions from `opts.allow` (default setup{ run = { allow } }), interrupted after `opts.timeout`
--- seconds. Returns at once: false (after on_done got status 1) when it cannot start. The result:
--- { session, status, message, denied = { {tool, input, needed} }, hunks = { {file, line, added, removed} },
--- turn, cost_usd }.
function M.run(opts)
  local bad = bad_options(opts)
  local result = { status = 1, denied = {}, hunks = {}, cost_usd = 0 }
  local on_done = type(opts) == 'table' and vim.is_callable(opts.on_done) and opts.on_done or nil
  if bad then
    notify(bad, vim.log.levels.ERROR)
    result.message = bad
    finish(result, on_done)
    return false
  end
  local id = start.session_arg(opts.session, 'session') or start.id()
  result.session = id
  local timeout = opts.timeout or config.options.run.timeout
  local allow = opts.allow or config.options.run.allow
  local done = false
  local timer
  local token
  token = turns.wait(function(turn)
    if done then
      return
    end
    done = true
    if timer then
      timer:stop()
    end
    settle(result, turn, host.request('run_result', { session = id, ask = token }))
    finish(result, on_done)
  end)
  local answer = start.start(id)
    and host.request('run', { session = id, text = opts.prompt, allow = allow, ask = token, timeout = timeout })
  local refused = not answer and 'the host could not start the run' or answer.refused ~= vim.NIL and answer.refused
  if refused then
    done = true
    notify(('run refused: %s'):format(refused), vim.log.levels.ERROR)
    result.message = refused
    finish(result, on_done)
    return false
  end
  -- A run that ends before its turn does (the host's timeout for a turn not begun, a CLI that could not start)
  -- has no turn report: its result comes with the session's status change.
  vim.api.nvim_create_autocmd('User', {
    pattern = 'ClaudeChatStatus',
    callback = function(ev)
      if done then
        return true
      end
      if type(ev.data) ~= 'table' or ev.data.session ~= id then
        return
      end
      local account = host.request('run_result', { session = id, ask = token, early = true })
      if type(account) == 'table' then
        done = true
        timer:stop()
        settle(result, { hunks = {}, cost_usd = 0 }, account)
        -- Said after this autocommand: an error said inside it comes as "Error in User Autocommands for
        -- ClaudeChatStatus" on a second line, and asks for ENTER.
        vim.schedule(function()
          notify('run ended: ' .. result.message, vim.log.levels.ERROR)
        end)
        finish(result, on_done)
        return true
      end
    end,
  })
  -- The host interrupts the turn at the timeout; this is in case it cannot say so (a host that died).
  timer = vim.defer_fn(function()
    if done then
      return
    end
    done = true
    host.notify('interrupt', { session = id })
    result.message = ('timed out after %d s'):format(timeout)
    notify('run ended: ' .. result.message, vim.log.levels.ERROR)
    finish(result, on_done)
  end, (timeout + BACKSTOP_S) * 1000)
  return true
end

--- With no UI (nvim --headless): the result on stdout, then Neovim quits with its status.
local function exit_with(result)
  local out = {}
  for _, h in ipairs(result.hunks) do
    table.insert(out, ('%s:%d: +%d -%d'):format(vim.fn.fnamemodify(h.file, ':.'), h.line, h.added, h.removed))
  end
  for _, d in ipairs(result.denied) do
    local needed = d.needed ~= '' and (' (allow %s)'):format(d.needed) or ''
    table.insert(out, ('denied: %s%s'):format(d.input, needed))
  end
  -- The summary is one line, whatever the message holds (a notice's advice goes on lines of its own).
  local said = vim.trim(result.message:gsub('%s*\n%s*', ' ')):gsub('%.$', '')
  table.insert(out, ('claude run: %s, status %d'):format(said, result.status))
  io.stdout:write(table.concat(out, '\n') .. '\n')
  io.stdout:flush()
  vim.cmd(result.status == 0 and 'qall!' or ('cquit %d'):format(result.status))
end

--- Why :ClaudeRun cannot start a run (nil: it can). Headless, a setup{} that got options wrong does not run
--- with the defaults in their place: nobody is there to read the warning before the run acts on them.
local function refusal(prompt)
  if vim.trim(prompt) == '' then
    return ':ClaudeRun needs a prompt: :ClaudeRun[!] {prompt}'
  end
  local problems = #config.problems
  if headless() and problems > 0 then
    return ('the run did not start: setup{} got %d option%s wrong (said above)'):format(
      problems,
      problems == 1 and '' or 's'
    )
  end
end

--- :ClaudeRun[!] {prompt}: a run in the current session (with !, a new one), allowed what setup{ run }
--- allows. Without a UI it ends Neovim with the run's status, 1 when it cannot start.
function M.command(o)
  local refused = refusal(o.args)
  if refused then
    notify(refused, vim.log.levels.ERROR)
    if headless() then
      exit_with({ status = 1, message = refused, hunks = {}, denied = {} })
    end
    return
  end
  local id = o.bang and view.new_id() or start.id()
  M.run({
    prompt = o.args,
    session = id,
    on_done = function(result)
      if headless() then
        exit_with(result)
      end
    end,
  })
end

return M
