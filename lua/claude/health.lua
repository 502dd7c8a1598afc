-- :checkhealth claude. Every failure says what to run or set to fix it.
local config = require('claude.options.config')
local host_module = require('claude.host.host')

local M = {}

local health = vim.health
-- Neovim 0.9 and older name them report_*: keep the check usable there, to tell the user to upgrade.
local start = health.start or health.report_start
local ok = health.ok or health.report_ok
local warn = health.warn or health.report_warn
local fail = health.error or health.report_error
local info = health.info or health.report_info

M.MIN_NODE = 18

--- How long the login check may take: it runs while :checkhealth holds Neovim.
M.AUTH_TIMEOUT_MS = 5000
--- The oldest claude CLI the suite runs against (a smoke subset in .ci/run); README says the same.
M.OLDEST_CLI = '2.1.197'

--- Runs `cmd` (a list) with extra `env`; returns its trimmed output and exit code (a timeout kills it:
--- code 124).
local function run(cmd, env, timeout)
  if vim.system then
    local okrun, proc = pcall(vim.system, cmd, { text = true, env = env and not vim.tbl_isempty(env) and env or nil })
    if not okrun then
      return tostring(proc), -1
    end
    local res = proc:wait(timeout or 20000)
    local out = vim.trim((res.stdout or '') .. '\n' .. (res.stderr or ''))
    return out, res.code or -1
  end
  local out = vim.fn.system(cmd)
  return vim.trim(out), vim.v.shell_error
end

local function first_line(s)
  return (s:match('[^\n]+') or s)
end

local function check_neovim()
  local v = vim.version()
  local version = ('%d.%d.%d'):format(v.major, v.minor, v.patch)
  if vim.fn.has('nvim-0.10') == 1 then
    ok('Neovim ' .. version)
  else
    fail(('Neovim %s is too old: claude-chat.nvim needs 0.10 or newer'):format(version), {
      'Install Neovim 0.10+: https://github.com/neovim/neovim/releases',
    })
  end
end

--- Returns true when node runs and is new enough.
local function check_node(node)
  local path = vim.fn.exepath(node)
  if path == '' then
    fail(('node not found (`node = %q`)'):format(node), {
      ('Install Node.js %d or newer (https://nodejs.org), or set the path: '):format(M.MIN_NODE)
        .. 'require("claude").setup({ node = "/path/to/node" })',
    })
    return false
  end
  local out, code = run({ path, '--version' })
  local major = tonumber(out:match('^v?(%d+)%.'))
  if code ~= 0 or not major then
    fail(('`%s --version` failed: %s'):format(path, first_line(out)), {
      'Check that this is Node.js, or set `node` in require("claude").setup({...})',
    })
    return false
  end
  if major < M.MIN_NODE then
    fail(('node %s (%s) is too old: the host needs Node.js %d or newer'):format(out, path, M.MIN_NODE), {
      ('Install Node.js %d+ (https://nodejs.org), or point `node` in setup() at a newer one'):format(M.MIN_NODE),
    })
    return false
  end
  ok(('node %s (%s)'):format(out, path))
  return true
end

--- Returns true when the bundle exists.
local function check_bundle(host)
  local bundle = host.bundle()
  if vim.fn.filereadable(bundle) ~= 1 then
    fail('host bundle missing: ' .. bundle, {
      'Reinstall the plugin (the bundle is committed), or build it: cd '
        .. host.root()
        .. ' && npm ci && npm run build',
    })
    return false
  end
  ok('host bundle: ' .. bundle)
  return true
end

local function config_node()
  return config.options.node
end

local function check_host(host)
  local was_running = host.running()
  local chan, err = host.ensure()
  if not chan then
    fail(
      'the host did not start: ' .. tostring(err),
      { 'Run `' .. config_node() .. ' ' .. host.bundle() .. '` in a terminal to see why' }
    )
    return
  end
  local answered, reply = pcall(vim.rpcrequest, chan, 'ping', vim.empty_dict())
  if answered and reply == 'pong' then
    ok(was_running and 'host running and answering ping' or 'host started and answered ping')
  else
    fail('the host did not answer ping: ' .. tostring(reply), {
      'Rebuild the bundle (cd ' .. host.root() .. ' && npm run build), then look at the log: ' .. tostring(
        config.options.log_file
      ),
    })
  end
  if not was_running then
    host.stop()
  end
end

local function check_cli(opts)
  local command = opts.command
  local path = vim.fn.exepath(command)
  local fix = {
    'Install it: npm install -g @anthropic-ai/claude-code (then run `claude` once in a terminal to log in)',
    'Or set its path: require("claude").setup({ command = "/path/to/claude" })',
  }
  if path == '' then
    fail(('claude CLI not found (`command = %q`)'):format(command), fix)
    return
  end
  local env = vim.tbl_isempty(opts.env or {}) and nil or opts.env
  local out, code = run({ path, '--version' }, env)
  if code ~= 0 then
    fail(('`%s --version` failed (exit %d): %s'):format(path, code, first_line(out)), fix)
    return
  end
  local version = first_line(out)
  local got = vim.version.parse(version:match('^(%d+%.%d+%.%d+)') or '')
  if got and vim.version.lt(got, M.OLDEST_CLI) then
    local oldest = M.OLDEST_CLI
    warn(('claude %s (%s) is older than %s, the oldest this plugin is tested with'):format(version, path, oldest), {
      'Update it: npm install -g @anthropic-ai/claude-code',
    })
  else
    ok(('claude %s (%s)'):format(version, path))
  end
  M.check_login(path, env)
end

local LOGIN_ADVICE = {
  'Run `claude` in a terminal and log in there with /login',
  'Or set ANTHROPIC_API_KEY, in your environment or in require("claude").setup({ env = { ANTHROPIC_API_KEY = ... } })',
}

--- Whether the CLI is logged in: `claude auth status` (offline, about a second; only when the CLI has the
--- command: an older one would take the words as a prompt).
function M.check_login(path, env)
  local help = run({ path, '--help' }, env, M.AUTH_TIMEOUT_MS)
  if not help:match('\n%s+auth[%s%[]') then
    info('login: not checked (this claude has no `auth status`)')
    return
  end
  local out, code = run({ path, 'auth', 'status' }, env, M.AUTH_TIMEOUT_MS)
  local okjson, status = pcall(vim.json.decode, out:match('%b{}') or '')
  if not okjson or type(status) ~= 'table' or status.loggedIn == nil then
    if code == 124 then
      info(('login: not checked (`claude auth status` took longer than %d s)'):format(M.AUTH_TIMEOUT_MS / 1000))
    else
      info('login: not checked (`claude auth status` said: ' .. first_line(out) .. ')')
    end
    return
  end
  if status.loggedIn then
    local how = status.apiKeySource or status.authMethod
    ok('logged in' .. (type(how) == 'string' and how ~= '' and (' (' .. how .. ')') or ''))
  else
    warn('claude is not logged in: prompts will fail until it is', LOGIN_ADVICE)
  end
end

--- What to do about a problem setup{} reported: where its option is documented.
local function option_advice(problem)
  if problem.unknown then
    return 'Fix its name or remove it: the options are in :help claude-options'
  end
  local key = problem.path:match('^keymaps%.(.+)')
  local tag = key and ('claude-keymap-' .. key) or ('claude-option-' .. problem.path)
  return ('Its default applies instead; see :help %s'):format(tag)
end

local function check_options(opts)
  for _, problem in ipairs(config.problems) do
    warn(config.describe(problem), { option_advice(problem) })
  end
  if #config.problems == 0 then
    ok('setup{}: every option is valid')
  end
  local default = "the CLI's default"
  info(('model: %s, permission mode: %s'):format(opts.model or default, opts.permission_mode or default))
  info('log file: ' .. (opts.log_file or 'none (log_file = false)'))
  if vim.fn.exists('*ClaudeChatBundle') == 1 then
    info(
      ':UpdateRemotePlugins registered ClaudeChatBundle; harmless, and not needed (the plugin starts its host '
        .. 'itself)'
    )
  end
end

function M.check()
  local opts = config.options
  local host = host_module

  start('Neovim')
  check_neovim()

  start('Host (Node.js)')
  local node_ok = check_node(opts.node)
  local bundle_ok = check_bundle(host)
  if node_ok and bundle_ok then
    check_host(host)
  else
    warn('host not started: fix the errors above first')
  end

  start('Claude Code CLI')
  check_cli(opts)

  start('Configuration')
  check_options(opts)
end

return M
