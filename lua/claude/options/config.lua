-- The options in effect: lua/claude/options/schema.lua's defaults with what each setup{} gave, checked one option at
-- a time. A later setup{} changes only what it names (a CI job's `setup{ run = ... }` keeps the user's
-- command and env); a wrong or unknown option is reported and what it had is kept; the others apply.
local notify = require('claude.ui.notify')
local schema = require('claude.options.schema')

local M = {}

--- Every option at its default (a copy: changing it changes nothing).
M.defaults = schema.defaults()
M.options = schema.defaults()
--- What the last setup{} got wrong, each `{ path = 'keymaps.allow', message = 'expected ..., got ...' }`
--- (with `unknown = true` for an option the schema does not have). setup{} says the first;
--- :checkhealth claude lists them all.
M.problems = {}

--- Checks `given` against the schema's `options` (a group's fields), writing what passes into `out` (a value
--- replaces what `out` had: an option named is what it names, a table such as env included).
local function check_group(options, given, prefix, out, problems)
  local known = {}
  for _, option in ipairs(options) do
    known[option.name] = true
    local path = prefix .. option.name
    local value = given[option.name]
    -- JSON null (vim.json.decode) means "not given", like a nil.
    if value ~= nil and value ~= vim.NIL then
      if option.fields then
        if type(value) == 'table' then
          check_group(option.fields, value, path .. '.', out[option.name], problems)
        else
          table.insert(problems, { path = path, message = 'expected a table, got ' .. type(value) })
        end
      else
        local got = option.accepts.check(value)
        if got then
          table.insert(problems, { path = path, message = ('expected %s, got %s'):format(option.accepts.expects, got) })
        else
          out[option.name] = vim.deepcopy(value)
        end
      end
    end
  end
  local unknown = {}
  for name in pairs(given) do
    if not known[name] then
      table.insert(unknown, prefix .. tostring(name))
    end
  end
  table.sort(unknown)
  for _, path in ipairs(unknown) do
    table.insert(problems, { path = path, message = 'unknown option', unknown = true })
  end
end

--- `opts` checked against the schema: the options (`base`'s, by default the defaults, where `opts` has nothing
--- valid) and the problems found, in the schema's order, unknown options last.
function M.validate(opts, base)
  local options, problems = base and vim.deepcopy(base) or schema.defaults(), {}
  if opts == nil or opts == vim.NIL then
    return options, problems
  end
  if type(opts) ~= 'table' then
    return options, { { path = '', message = 'expected a table, got ' .. type(opts) } }
  end
  check_group(schema.options, opts, '', options, problems)
  return options, problems
end

--- A problem as setup{} reports it: `setup{ keymaps.allow }: expected a string or false, got number`.
function M.describe(problem)
  local where = problem.path == '' and 'setup()' or ('setup{ %s }'):format(problem.path)
  return ('%s: %s'):format(where, problem.message)
end

--- Applies `opts` over the options in effect (the defaults, then what earlier calls set). One message for all
--- problems: several would ask for ENTER. Headless (notify.headless), where nothing asks for ENTER and there is
--- no :checkhealth to read, one line each.
function M.set(opts)
  M.options, M.problems = M.validate(opts, M.options)
  if notify.headless() then
    for _, problem in ipairs(M.problems) do
      notify.say(M.describe(problem), vim.log.levels.WARN)
    end
  elseif #M.problems > 0 then
    local text = M.describe(M.problems[1])
    if #M.problems > 1 then
      text = ('%s (+%d more: :checkhealth claude)'):format(text, #M.problems - 1)
    end
    notify.say(text, vim.log.levels.WARN)
  end
  return M.options
end

return M
