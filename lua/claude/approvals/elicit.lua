-- An MCP server's request for input (an elicitation), answered in the editor. It waits in the transcript like
-- an approval; the allow key answers it: a form is filled in through vim.ui.input / vim.ui.select, one field at
-- a time (any picker or input plugin shows them; <Esc> cancels the form), a URL (a sign-in) is opened with
-- vim.ui.open. The deny key declines. A request the CLI withdraws, or its server completes, leaves the
-- transcript; a form still being filled in for it then stops at its next field and sends nothing.
local approvals = require('claude.approvals.approvals')
local host = require('claude.host.host')
local notify = require('claude.ui.notify').say
local clear_prompt = require('claude.ui.notify').clear_prompt

local M = {}

--- Whether approval `span` still waits (it is in its session's list, not answered yet).
local function waiting(span)
  for _, s in ipairs(approvals.pending(span.session)) do
    if s.id == span.id then
      return true
    end
  end
  return false
end

local function send(span, action, content)
  approvals.answered(span.id)
  local json = content and vim.json.encode(vim.tbl_isempty(content) and vim.empty_dict() or content) or vim.NIL
  return host.notify('elicit', { session = span.session, request_id = span.id, action = action, content = json })
end

--- The deny key: the user declines to answer.
function M.decline(span)
  return send(span, 'decline')
end

--- `Title (description) [optional]: `, with `more` (the choices of a multiple choice) before the colon.
local function prompt_of(f, more)
  local about = (f.description ~= '' and f.description ~= f.title) and (' (' .. f.description .. ')') or ''
  return ('%s%s%s%s: '):format(f.title, about, f.required and '' or ' [optional]', more or '')
end

local function label_of(choices, value)
  for _, c in ipairs(choices) do
    if c.value == value then
      return c.label
    end
  end
end

--- Field `f` through vim.ui; `done(value)` with its value (vim.NIL: left empty), or `done(nil)`: cancelled.
local function ask(f, done)
  local skip = '(leave empty)'
  if f.type == 'boolean' or (f.choices ~= vim.NIL and f.type ~= 'array') then
    local items = f.type == 'boolean' and { { value = true, label = 'yes' }, { value = false, label = 'no' } }
      or f.choices
    local labels = vim.tbl_map(function(c)
      return c.label
    end, items)
    if not f.required then
      table.insert(labels, skip)
    end
    return vim.ui.select(labels, { prompt = prompt_of(f), kind = 'claude_elicitation' }, function(_, i)
      clear_prompt()
      if not i then
        return done(nil)
      end
      -- Past the items: the "leave empty" entry (a `false` value is an answer, `no`).
      if items[i] == nil then
        return done(vim.NIL)
      end
      done(items[i].value)
    end)
  end
  local default = f.default ~= vim.NIL and f.default or ''
  if type(default) == 'table' then -- a multiple choice: its labels, comma-separated
    default = table.concat(
      vim.tbl_map(function(v)
        return label_of(f.choices, v) or v
      end, default),
      ', '
    )
  end
  local choices = f.type == 'array' and f.choices ~= vim.NIL and f.choices or nil
  local more = choices
      and (', one or more of ' .. table.concat(
        vim.tbl_map(function(c)
          return c.label
        end, choices),
        ', '
      ))
    or nil
  vim.ui.input({ prompt = prompt_of(f, more), default = tostring(default) }, function(text)
    clear_prompt()
    if text == nil then
      return done(nil)
    end
    text = vim.trim(text)
    if text == '' then
      return done(vim.NIL)
    end
    if f.type == 'number' or f.type == 'integer' then
      local n = tonumber(text)
      if not n or (f.type == 'integer' and n % 1 ~= 0) then
        notify(
          ('%s must be %s'):format(f.title, f.type == 'integer' and 'a whole number' or 'a number'),
          vim.log.levels.WARN
        )
        return ask(f, done)
      end
      return done(n)
    end
    if choices then
      local picked = {}
      for part in text:gmatch('[^,]+') do
        local word = vim.trim(part)
        for _, c in ipairs(choices) do
          if c.label == word or c.value == word then
            table.insert(picked, c.value)
          end
        end
      end
      return done(picked)
    end
    done(text)
  end)
end

--- The allow key on an elicitation: its form, field by field, or its URL opened; then the answer goes.
function M.answer(span)
  local req = host.request('elicitation', { session = span.session, request_id = span.id })
  if type(req) ~= 'table' then
    notify('this MCP request is no longer waiting for an answer', vim.log.levels.WARN)
    return false
  end
  if req.mode == 'url' then
    -- The sign-in goes on in the browser; the server says when it is done (system/elicitation_complete).
    local ok, err = pcall(vim.ui.open, req.url)
    if not ok then
      notify(('could not open %s: %s'):format(req.url, tostring(err)), vim.log.levels.ERROR)
      return false
    end
    return send(span, 'accept')
  end
  local values, i = {}, 0
  local function next_field()
    if not waiting(span) then
      notify(('%s no longer waits for this form: nothing was sent'):format(req.server))
      return
    end
    i = i + 1
    local f = req.fields[i]
    if not f then
      return send(span, 'accept', values)
    end
    ask(f, function(value)
      if value == nil then
        return send(span, 'cancel')
      end
      if value == vim.NIL and f.required then
        notify(('%s is required'):format(f.title), vim.log.levels.WARN)
        i = i - 1
      elseif value ~= vim.NIL then
        values[f.name] = value
      end
      next_field()
    end)
  end
  next_field()
  return true
end

return M
