-- Completion in the compose buffer, as its 'omnifunc' and 'completefunc' (<C-x><C-o>, <C-x><C-u>,
-- or any completion plugin that reads 'omnifunc'):
--   /name   at the start of the prompt: the slash commands the CLI announced, with their argument hints and
--           descriptions (the host's `catalog`; not those only a terminal runs)
--   /model {name}, /effort {level}: the models the CLI offers (with their descriptions), the levels the
--           session's model takes
--   @path   anywhere after a space: files and directories as the CLI ranks them for what is typed (its
--           file_suggestions: fuzzy, gitignore-aware), else those relative to the directory the session's CLI
--           runs in (after :cd, Neovim's may differ; the CLI resolves @path from its own)
-- and the argument of :ClaudeModel: the models the CLI offers.
local host = require('claude.host.host')
local view = require('claude.records.view')

local M = {}

--- The last slash command list the host reported (kept for when the host is not running).
M.cache = {}

--- The non-empty list `field` of the current session's status, when the host runs (never started here).
local function reported(field)
  if not host.running() then
    return nil
  end
  local ok, st = pcall(vim.rpcrequest, host.channel(), 'status', { session = view.current_id() or vim.NIL })
  local list = ok and type(st) == 'table' and st[field] or nil
  return type(list) == 'table' and #list > 0 and list or nil
end

--- What the host knows of the current session's commands and models (src/host/controls/controls.ts Catalog), or nil
--- while the host does not run. Never starts it.
function M.catalog()
  if not host.running() then
    return nil
  end
  local ok, c = pcall(vim.rpcrequest, host.channel(), 'catalog', { session = view.current_id() or vim.NIL })
  return ok and type(c) == 'table' and c or nil
end

--- The slash commands ({ name, description, argumentHint }), asking the host when it runs; never starts it.
function M.slash_commands()
  local c = M.catalog()
  M.cache = c and type(c.commands) == 'table' and #c.commands > 0 and c.commands or M.cache
  return M.cache
end

--- The effort levels of the session's model (the CLI's list, once it said it).
function M.efforts()
  local c = M.catalog()
  return c and c.efforts or { 'low', 'medium', 'high', 'xhigh', 'max' }
end

--- The CLI's model aliases, offered until a CLI has said which models it has (or when it says none).
local MODEL_ALIASES = { 'default', 'opus', 'sonnet', 'haiku' }

--- The last model list the host reported (kept for when the host is not running).
M.model_cache = nil

--- :ClaudeModel's completion: the models the session's CLI offers (its `initialize` answer) starting with
--- `lead`; asks the host when it runs, never starts it.
function M.models(lead)
  M.model_cache = reported('models') or M.model_cache
  return vim.tbl_filter(function(name)
    return vim.startswith(name, lead or '')
  end, M.model_cache or MODEL_ALIASES)
end

--- The directory the session's CLI runs in, as the host last reported it; Neovim's when none runs.
function M.session_cwd()
  local st = view.current()
  local cwd = host.running() and st and st.status.cwd
  if type(cwd) == 'string' and cwd ~= '' then
    return cwd
  end
  return vim.fn.getcwd()
end

--- `file` relative to `dir` when it is inside it (through symbolic links too), else its absolute path.
function M.relative(file, dir)
  local abs = vim.fs.normalize(vim.fn.fnamemodify(file, ':p'))
  local files = { abs, vim.uv.fs_realpath(abs) }
  for _, d in ipairs({ dir, vim.uv.fs_realpath(dir) }) do
    d = vim.fs.normalize(d):gsub('/$', '')
    for _, f in ipairs(files) do
      if f:sub(1, #d + 1) == d .. '/' then
        return f:sub(#d + 2)
      end
    end
  end
  return abs
end

--- Files and directories (ending in '/') matching `typed`, relative to `dir`, as getcompletion() finds them.
local function files_in(dir, typed)
  if typed:match('^[/~]') or dir == vim.fn.getcwd() then
    return vim.fn.getcompletion(typed, 'file')
  end
  local base = vim.fs.normalize(dir):gsub('/$', '') .. '/'
  local out = {}
  for _, path in ipairs(vim.fn.getcompletion(vim.fn.fnameescape(base) .. typed, 'file')) do
    if path:sub(1, #base) == base then
      table.insert(out, path:sub(#base + 1))
    end
  end
  return out
end

--- The CLI's ranked paths for `typed` as far as the host has them (nil: none yet, no host, or a CLI without
--- them). Never waits for the CLI: the host asks it, and its answer comes to M.suggested.
local function ranked(typed)
  if not host.running() or typed:match('^[/~]') then
    return nil
  end
  local ok, r =
    pcall(vim.rpcrequest, host.channel(), 'file_suggestions', { session = view.current_id() or vim.NIL, query = typed })
  return ok and type(r) == 'table' and type(r.paths) == 'table' and r.paths or nil
end

--- The completion items of `paths` (directories end in '/').
local function file_items(paths)
  local out = {}
  for _, path in ipairs(paths) do
    local dir = path:sub(-1) == '/'
    -- A directory stays open for the next <C-x><C-o>; a file ends the mention.
    table.insert(out, { word = '@' .. path, abbr = path, menu = '[file]', kind = dir and 'd' or 'f', dup = 0 })
  end
  return out
end

--- The `@` completion that waits for the CLI's ranking: { buf, row, start, query }.
M.waiting = nil

--- What the text before the cursor asks for: 'slash' or 'file' and the 0-based column where the
--- word (with its '/' or '@') starts; nil when neither.
function M.context(line, col, lnum)
  local before = line:sub(1, col)
  local start, word = before:match('()(%S*)$')
  local sigil = word:sub(1, 1)
  if sigil == '@' then
    return 'file', start - 1
  end
  if sigil == '/' and lnum == 1 and before:sub(1, start - 1):match('^%s*$') then
    return 'slash', start - 1
  end
  local command = lnum == 1 and before:match('^%s*/(%a+)%s+%S*$')
  if command == 'model' or command == 'effort' then
    return command, start - 1
  end
  return nil
end

--- An item's info (what a command or model is), unless Neovim would show it in a preview window: 'completeopt'
--- with `preview` and without `popup` (0.10's default) would split the chat's column for it.
local function info(text)
  local opt = vim.o.completeopt
  return (opt:find('popup') or not opt:find('preview')) and text or nil
end

--- Completion items for `base` (which starts with its '/' or '@').
function M.items(kind, base)
  local out = {}
  local typed = base:sub(2)
  if kind == 'slash' then
    local commands = vim.deepcopy(M.slash_commands())
    table.sort(commands, function(a, b)
      return a.name < b.name
    end)
    for _, c in ipairs(commands) do
      if vim.startswith(c.name:lower(), typed:lower()) then
        -- Only an argument hint: a word in its place would read as an argument.
        local item = { word = '/' .. c.name, abbr = '/' .. c.name, menu = c.argumentHint, info = info(c.description) }
        item.kind = 'c'
        table.insert(out, item)
      end
    end
  elseif kind == 'model' or kind == 'effort' then
    return M.argument_items(kind, base)
  elseif kind == 'file' then
    local paths = ranked(typed)
    if paths then
      return file_items(paths)
    end
    -- Files listed here meanwhile; the CLI's ranking replaces them once it comes, if the menu is still open.
    local row = vim.api.nvim_win_get_cursor(0)[1]
    M.waiting = { buf = vim.api.nvim_get_current_buf(), row = row, start = M._start, query = typed }
    return file_items(files_in(M.session_cwd(), typed))
  end
  return out
end

--- The host's push of the CLI's ranking for `query` (session `id`): shown in place of the listing when the
--- completion that asked for it is still going (Insert mode, same word, its menu or the word as typed).
function M.suggested(_, query, paths)
  local w = M.waiting
  if not w or w.query ~= query or #paths == 0 or vim.fn.mode() ~= 'i' then
    return
  end
  local row, col = unpack(vim.api.nvim_win_get_cursor(0))
  if vim.api.nvim_get_current_buf() ~= w.buf or row ~= w.row or not w.start then
    return
  end
  local typed = vim.api.nvim_get_current_line():sub(w.start + 1, col)
  local mode = vim.fn.complete_info({ 'mode' }).mode
  local menu = vim.fn.pumvisible() == 1 and (mode == 'omni' or mode == 'function')
  if menu or typed == '@' .. query then
    M.waiting = nil
    vim.fn.complete(w.start + 1, file_items(paths))
  end
end

--- Completion items for the argument of `/model ` and `/effort ` in the prompt: the values, with what each is.
function M.argument_items(command, typed)
  local out = {}
  local c = M.catalog()
  if command == 'model' then
    for _, m in ipairs(c and c.models or {}) do
      if vim.startswith(m.value, typed) then
        table.insert(out, { word = m.value, abbr = m.value, menu = m.displayName, info = info(m.description) })
      end
    end
  else
    for _, level in ipairs(M.efforts()) do
      if vim.startswith(level, typed) then
        table.insert(out, { word = level, abbr = level, menu = '[effort]' })
      end
    end
  end
  return out
end

--- The 'omnifunc' / 'completefunc' protocol (:help complete-functions).
function M.omnifunc(findstart, base)
  if findstart == 1 then
    local row, col = unpack(vim.api.nvim_win_get_cursor(0))
    local kind, start = M.context(vim.api.nvim_get_current_line(), col, row)
    M._kind, M._start = kind, start
    -- -3: nothing to complete here; leave completion mode quietly.
    return kind and start or -3
  end
  local kind = M._kind or M.context(base, #base, 1)
  return M.items(kind, base)
end

M.completefunc = M.omnifunc

--- Sets the compose buffer's completion functions.
function M.attach(buf)
  vim.bo[buf].omnifunc = "v:lua.require'claude.chat.complete'.omnifunc"
  vim.bo[buf].completefunc = "v:lua.require'claude.chat.complete'.completefunc"
end

return M
