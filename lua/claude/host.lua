-- Starts the plugin's Node host (rplugin/node/claude-chat.js) as a job with an RPC channel on
-- stdio, on first use. No :UpdateRemotePlugins and no global neovim-node-host are needed.
local config = require('claude.config')

local M = {}

local chan = nil
local stderr_tail = {}

--- The transcript buffer, if it holds anything.
local function transcript()
  local view = package.loaded['claude.view']
  local buf = view and view.buf
  if not buf or not vim.api.nvim_buf_is_valid(buf) then
    return nil
  end
  if vim.api.nvim_buf_line_count(buf) == 1 and vim.api.nvim_buf_get_lines(buf, 0, 1, false)[1] == '' then
    return nil
  end
  return buf
end

--- The host died: say so at the end of the transcript, which stays as it is.
local function mark_transcript_ended(msg)
  local buf = transcript()
  if not buf then
    return
  end
  local n = vim.api.nvim_buf_line_count(buf)
  local levels = package.loaded['claude.view'].levels
  levels[n + 1], levels[n + 2] = '0', '0' -- no holes in the fold levels the next host splices
  vim.bo[buf].modifiable = true
  pcall(vim.api.nvim_buf_set_lines, buf, -1, -1, false, { '✗ ' .. msg, '' })
  vim.bo[buf].modifiable = false
end

--- The plugin's root directory (two levels above this file).
function M.root()
  local source = debug.getinfo(1, 'S').source:sub(2)
  return vim.fn.fnamemodify(source, ':p:h:h:h')
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

local function notify(msg, level)
  require('claude.notify').say(msg, level or vim.log.levels.ERROR)
end

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
    id = vim.fn.jobstart({ opts.node, bundle }, {
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
              local msg = ('the host exited with code %d: %s'):format(code, table.concat(stderr_tail, ' | '))
              notify(msg)
              mark_transcript_ended('claude-chat: ' .. msg .. ' The next prompt starts a new session below.')
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
  -- A transcript left by an earlier host stays on top; this host renders below it.
  local buf = transcript()
  if buf then
    vim.rpcnotify(chan, 'adopt_buffer', { lines = vim.api.nvim_buf_line_count(buf) })
  end
  return chan
end

--- Sends a request to the host; returns the result, or nil after telling the user what failed.
function M.request(method, args)
  local ch, err = M.ensure()
  if not ch then
    notify(err)
    return nil, err
  end
  local ok, result = pcall(vim.rpcrequest, ch, method, args or vim.empty_dict())
  if not ok then
    notify(tostring(result))
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
