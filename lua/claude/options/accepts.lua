-- The kinds of value an option accepts (lua/claude/options/schema.lua names one per option). Each kind has
-- `expects`, said in messages ("expected <expects>, got ..."), and `check(value)`, which returns nil for
-- a value it accepts, else what it got instead: the type of a value of the wrong type, the wrong item of
-- a list or table, else the value itself.
local M = {}

--- A value written as Lua source, for messages and the docs: 'a', 0.4, {}, nil (other tables: vim.inspect).
function M.show(value)
  if type(value) == 'string' then
    return "'" .. value:gsub('\\', '\\\\'):gsub("'", "\\'"):gsub('\n', '\\n') .. "'"
  elseif type(value) == 'table' then
    if next(value) == nil then
      return '{}'
    end
    return vim.inspect(value, { newline = ' ', indent = '' })
  end
  return tostring(value)
end

local function kind(expects, check)
  return { expects = expects, check = check }
end

--- What a value of the wrong type is called in a message: its type, or the boolean itself.
local function type_of(value)
  return type(value) == 'boolean' and tostring(value) or type(value)
end

function M.text()
  return kind('a non-empty string', function(v)
    if type(v) ~= 'string' then
      return type_of(v)
    end
    if v == '' then
      return "''"
    end
  end)
end

--- A key sequence for vim.keymap.set; '' or false leave the key unmapped.
function M.key()
  return kind('a string or false', function(v)
    if v ~= false and type(v) ~= 'string' then
      return type_of(v)
    end
  end)
end

--- A file path, or false for none.
function M.path_or_false()
  return kind('a file path or false', function(v)
    if v ~= false and type(v) ~= 'string' then
      return type_of(v)
    end
    if v == '' then
      return "''"
    end
  end)
end

function M.list_of_strings()
  return kind('a list of strings', function(v)
    if type(v) ~= 'table' then
      return type_of(v)
    end
    if not vim.islist(v) then
      return 'a table with named keys'
    end
    for i, item in ipairs(v) do
      if type(item) ~= 'string' then
        return ('a %s at [%d]'):format(type_of(item), i)
      end
    end
  end)
end

function M.map_of_strings()
  return kind('a table of strings', function(v)
    if type(v) ~= 'table' then
      return type_of(v)
    end
    for name, item in pairs(v) do
      if type(name) ~= 'string' then
        return ('a %s key'):format(type(name))
      end
      if type(item) ~= 'string' then
        return ('a %s at %s'):format(type_of(item), name)
      end
    end
  end)
end

--- true or false.
function M.boolean()
  return kind('true or false', function(v)
    if type(v) ~= 'boolean' then
      return type(v)
    end
  end)
end

--- One of `values` (the list is the schema's: callers read it back as `.values`).
function M.one_of(values)
  local accepted = kind('one of ' .. table.concat(values, ', '), function(v)
    if type(v) ~= 'string' then
      return type_of(v)
    end
    if not vim.tbl_contains(values, v) then
      return M.show(v)
    end
  end)
  accepted.values = values
  return accepted
end

--- A number from `min` to `max`.
function M.number(min, max)
  return kind(('a number from %s to %s'):format(min, max), function(v)
    if type(v) ~= 'number' then
      return type_of(v)
    end
    -- NaN fails both comparisons.
    if not (v >= min and v <= max) then
      return M.show(v)
    end
  end)
end

--- A whole number from `min` to `max`.
function M.count(min, max)
  return kind(('a whole number from %d to %d'):format(min, max), function(v)
    if type(v) ~= 'number' then
      return type_of(v)
    end
    if not (v >= min and v <= max and v == math.floor(v)) then
      return M.show(v)
    end
  end)
end

--- Columns or lines (a whole number), or a fraction of the editor (above 0, below 1): window
--- sizes must be whole.
function M.size()
  return kind('a whole number or a fraction below 1', function(v)
    if type(v) ~= 'number' then
      return type_of(v)
    end
    local fraction = v > 0 and v < 1
    local whole = v >= 1 and v == math.floor(v) and v < math.huge
    if not (fraction or whole) then
      return M.show(v)
    end
  end)
end

return M
