-- Starts the plugin's Node host (rplugin/node/claude-chat.js) as a job with an RPC channel on
-- stdio, on first use. No :UpdateRemotePlugins and no global neovim-node-host are needed.
local config = require('claude.options.config')
local events = require('claude.host.events')
local notify = require('claude.ui.notify')

local M = {}

local chan = nil
local stderr_tail = {}
--- The plugin's root directory (three levels above this file: lua/claude/host/).
function M.root()
  local source = debug.getinfo(1, 'S').source:sub(2)
  return vim.fn.fnamemodify(source, ':p:h:h:h:h')
end

function M.bundle()
  return M.root() .. '/rplugin/node/claude-chat.js'
end

function M.running()
  return chan ~= nil
end

function M.channel()
  return chan
end

local function say_error(msg)
  notify.say(msg, vim.log.levels.ERROR)
end

--- Node's flags for the host. Its garbage collector works on the host's one thread: with helper threads
--- it took the editor's second CPU while several sessions streamed, and Neovim waited for a CPU (p99 round
--- trip with 3 sessions about a third lower; bench/README.md). `npm run bench` runs with these flags.
M.NODE_FLAGS = { '--single-threaded-gc' }

--- Starts the host if needed; returns the channel or nil and an error message.
function M.ensure()
  if chan then
    return chan
  end
  local opts = config.options
  if vim.fn.executable(opts.node) ~= 1 then
    return nil, ('node not found (%s): install Node.js >= 18 or set `node` in setup()'):format(opts.node)
  end
  local bundle = M.bundle()
  if vim.fn.filereadable(bundle) ~= 1 then
    return nil, 'the host bundle is missing: ' .. bundle .. ' (run `npm run build` in the plugin directory)'
  end
  stderr_tail = {}
  local id
  local ok, err = pcall(function()
    local argv = vim.list_extend({ opts.node }, M.NODE_FLAGS)
    argv[#argv + 1] = bundle
    id = vim.fn.jobstart(argv, {
      rpc = true,
      on_stderr = function(_, data)
        for _, line in ipairs(data or {}) do
          if line ~= '' then
            table.insert(stderr_tail, line)
            if #stderr_tail > 20 then
              table.remove(stderr_tail, 1)
            end
          end
        end
      end,
      on_exit = function(job, code)
        if chan == job then
          chan = nil
          if code ~= 0 and code ~= 143 then
            vim.schedule(function()
              local said = #stderr_tail > 0 and (': ' .. table.concat(stderr_tail, ' | ')) or '.'
              local msg = ('the host exited with code %d%s'):format(code, said)
              say_error(msg)
              events.emit('host_exit', msg)
            end)
          end
        end
      end,
    })
  end)
  if not ok or not id or id <= 0 then
    return nil, 'could not start the host: ' .. tostring(err or id)
  end
  chan = id
  return chan
end

--- Sends an action to the host without waiting: its outcome arrives with a later frame (or as a message).
--- Returns false after telling the user when the host cannot be started.
function M.notify(method, args)
  local ch, err = M.ensure()
  if not ch then
    say_error(err)
    return false
  end
  vim.rpcnotify(ch, method, args or vim.empty_dict())
  return true
end

--- Asks the host a question (answered without waiting for the CLI); returns the answer, or nil after
--- telling the user what failed.
function M.request(method, args)
  local ch, err = M.ensure()
  if not ch then
    say_error(err)
    return nil, err
  end
  local ok, result = pcall(vim.rpcrequest, ch, method, args or vim.empty_dict())
  if not ok then
    say_error(tostring(result))
    return nil, result
  end
  return result
end

--- Stops the host (and with it the CLI).
function M.stop()
  if chan then
    local ch = chan
    chan = nil
    pcall(vim.fn.jobstop, ch)
  end
end

return M
