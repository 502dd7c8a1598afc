-- Claude Code's own controls, from the editor (the host asks the CLI: src/host/controls/controls.ts):
--   :ClaudeUsage     the plan's usage windows and when they reset (billed by API key: the session's cost)
--   :ClaudeThinking  thinking off, on, or its budget in tokens, for the session
--   :ClaudeEffort    how hard the model works, of the levels it takes
--   :ClaudeModel     with no argument, a vim.ui.select of the models the CLI offers, with their descriptions
-- and what :ClaudeMode completes. Nothing here waits for the CLI:
-- what comes of an action arrives with a later frame (a notice, a float).
local complete = require('claude.chat.complete')
local host = require('claude.host.host')
local start = require('claude.chat.start')
local view = require('claude.records.view')

local notify = require('claude.ui.notify').say

local M = {}

--- The models of the catalog, once a CLI said them; nil before.
local function models()
  local c = complete.catalog()
  return c and type(c.models) == 'table' and #c.models > 0 and c.models or nil
end

--- The session (started when it is not running) an action goes to; nil when it cannot start.
local function session()
  local id = start.id()
  return start.start(id) and id or nil
end

--- :ClaudeUsage.
function M.usage()
  local id = view.current_id()
  if not host.running() or not id then
    notify('Claude is not running (:ClaudeChat starts it)', vim.log.levels.WARN)
    return
  end
  host.notify('usage', { session = id })
end

--- The budgets :ClaudeThinking takes: the API refuses one under 1024 tokens, and the budget is spent within one
--- reply, which no model makes longer than 128000 tokens (the CLI would cut a larger one to the model's limit
--- without a word, and the notice would name a budget that is not in force).
local FEWEST, MOST = 1024, 128000

--- :ClaudeThinking off | on | {tokens}.
function M.thinking(arg)
  arg = vim.trim(arg or '')
  local tokens = arg == 'off' and 0 or arg == 'on' and vim.NIL or tonumber(arg:match('^%d+$') or '')
  if
    tokens == nil
    or tokens ~= vim.NIL and tokens ~= 0 and (tokens < FEWEST or tokens > MOST)
    or tokens == 0 and arg ~= 'off'
  then
    notify(
      ('thinking takes off, on or a budget of %d to %d tokens, not %q'):format(FEWEST, MOST, arg),
      vim.log.levels.ERROR
    )
    return
  end
  local id = session()
  if id then
    host.notify('thinking', { session = id, tokens = tokens })
  end
end

M.efforts = complete.efforts

--- :ClaudeEffort {level}.
function M.effort(level)
  local id = session()
  if id then
    host.notify('effort', { session = id, level = vim.trim(level or '') })
  end
end

--- What :ClaudeMode completes: the schema's modes, and `auto` where the session's model takes it.
function M.modes(schema_modes)
  local c = complete.catalog()
  local out = vim.deepcopy(schema_modes)
  if c and c.autoMode == true then
    table.insert(out, 'auto')
  end
  return out
end

--- `:ClaudeModel` with no argument: the models the CLI offers, each with its description, to pick from.
--- `set_model(value)` switches to the one picked.
function M.pick_model(set_model)
  local list = models()
  if not list then
    notify('the CLI has not said which models it offers yet (:ClaudeModel {name} switches by name)')
    return
  end
  local current = complete.catalog().model
  vim.ui.select(list, {
    prompt = 'Claude model',
    format_item = function(m)
      local desc = m.description ~= '' and (' — ' .. m.description) or ''
      return m.displayName .. desc .. (m.value == current and ' (in use)' or '')
    end,
  }, function(m)
    if m then
      set_model(m.value)
    end
  end)
end

return M
