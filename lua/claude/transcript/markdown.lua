-- Reading comfort in the transcript beyond syntax/claudechat.vim: concealed emphasis and code-span markers
-- (the window options), and fenced code highlighted in its language. A language's syntax file is included
-- the first time a fence names it (frame.lua hands over each patch's lines), and only if one exists: the
-- transcript never loads the syntax of a language it does not show.
local fences = require('claude.transcript.fences')

local M = {}

local byte, find = string.byte, string.find

--- Transcript window options: the markers that syntax/claudechat.vim conceals are hidden (conceallevel 2),
--- on the cursor line too in Normal mode (concealcursor nc). A value of the user's own wins: a non-zero
--- 'conceallevel' or a non-empty 'concealcursor' the window already has (from the user's config) is kept.
--- Set locally, so a window split off the transcript does not inherit them.
function M.window(win)
  M.shown(vim.api.nvim_win_get_buf(win))
  local function set(name, value)
    vim.api.nvim_set_option_value(name, value, { scope = 'local', win = win })
  end
  if vim.wo[win].conceallevel == 0 then
    set('conceallevel', 2)
  end
  if vim.wo[win].concealcursor == '' then
    set('concealcursor', 'nc')
  end
end

--- Per transcript buffer: the fence words handled (each gets a region once), the syntaxes included, and the
--- words seen but not yet handled: word -> the line (1-based) of the fence that named it.
local buffers = {}

local function state(buf)
  local s = buffers[buf]
  if not s then
    s = { words = {}, syntaxes = {}, pending = {} }
    buffers[buf] = s
  end
  return s
end

--- How far above a window's top line syntax looks for where to start (M.sync()).
local SYNC_LINES = 200

--- The transcript's syntax sync (syntax/claudechat.vim, and again after an included syntax file changed it).
--- Parsing starts at the nearest fence above that names a language (```ts): fences are open there, so
--- the bare ``` below it pair up as they should. Started inside a code block instead, the block's closing
--- fence would read as an opening one, and prose and code would swap colours down to the window.
function M.sync()
  vim.cmd([[
    syntax sync clear
    syntax sync match claudeSyncFence grouphere NONE /^\%(.*\n\s*\%(`\{3,}\|\~\{3,}\)\s*[^`~ \t]\)\@=/
  ]])
  vim.cmd(('syntax sync minlines=20 maxlines=%d'):format(SYNC_LINES))
end

local function group_id(text)
  return (text:gsub('[^%w]', function(c)
    return ('_%02x'):format(c:byte())
  end))
end

--- What an included syntax file may have changed for the whole buffer, back to syntax/claudechat.vim's.
local function restore()
  vim.cmd([[
    syntax case match
    syntax spell toplevel
    syntax iskeyword clear
  ]])
  M.sync()
end

--- In the current buffer: fences opened with `word` highlight their body as its language.
local function add_language(s, word, name)
  local cluster = 'claudeMdLang_' .. name
  if s.syntaxes[name] == nil then
    local saved = vim.b.current_syntax
    vim.b.current_syntax = nil
    s.syntaxes[name] = pcall(vim.cmd, ('silent syntax include @%s syntax/%s.vim'):format(cluster, name))
    vim.b.current_syntax = saved
    restore()
  end
  if s.syntaxes[name] then
    -- Defined after claudeMdFence, so it wins where both match; the word must end the fence's first word.
    local start = [[start="^\s*\z(`\{3,}\|\~\{3,}\)\s*\V%s\m\%%(\s.*\)\=$"]]
    vim.cmd(
      (
        'syntax region claudeMdFence_%s matchgroup=claudeMdCodeDelimiter '
        .. start
        .. [[ end="^\s*\z1\s*$" keepend contains=@%s,@NoSpell]]
      ):format(group_id(word), word, cluster)
    )
  end
end

local function handle(buf, s, word)
  s.words[word] = true
  local name = fences.syntax(word)
  if name then
    vim.api.nvim_buf_call(buf, function()
      add_language(s, word, name)
    end)
  end
end

--- Handles the pending words of `buf`, once a window shows it (nobody sees the colours of a hidden one)
--- and nothing streams (no turn runs, or it waits for an approval): an included syntax makes every redraw
--- of the streaming reply several times dearer (bench/README.md), so a reply's code takes its colours
--- when the reply is complete or stops for the user. Only the
--- languages of fences a window shows are included (the rest once scrolled to: WinScrolled): each include
--- costs a few ms and makes the next redraw re-parse the window.
local function settle(buf)
  local s = buffers[buf]
  if not s or s.busy or next(s.pending) == nil or not vim.api.nvim_buf_is_loaded(buf) then
    return
  end
  local function include(word)
    if word and s.pending[word] then
      s.pending[word] = nil
      if not s.words[word] then
        handle(buf, s, word)
      end
    end
  end
  for _, win in ipairs(vim.fn.win_findbuf(buf)) do
    -- The fences in the window, and the nearest one above it (the window's top may be in its block), as
    -- far up as syntax syncs (M.sync()): a fence opened higher up does not show as code there anyway.
    local top, bottom = vim.fn.line('w0', win), vim.fn.line('w$', win)
    local cursor = vim.api.nvim_win_get_cursor(win)[1]
    if cursor < top or cursor > bottom then
      -- Moved since the last redraw (a window following the end): the next redraw shows the cursor.
      local height = vim.api.nvim_win_get_height(win)
      top, bottom = math.max(1, cursor - height + 1), cursor + height - 1
    end
    local above = vim.api.nvim_buf_get_lines(buf, math.max(0, top - 1 - SYNC_LINES), top - 1, false)
    for i = #above, 1, -1 do
      if find(above[i], '^%s*[`~][`~][`~]') then
        include(fences.word(above[i]))
        break
      end
    end
    for _, line in ipairs(vim.api.nvim_buf_get_lines(buf, top - 1, bottom, false)) do
      include(fences.word(line))
    end
  end
end

local timer = nil

--- The lines a patch wrote into transcript buffer `buf` from its line `first` (0-based): a fence naming a
--- language not seen before in it includes that language's syntax (once a window shows it: settle()).
--- Not a word on the patch's last line at once: while a reply streams, that line may hold part of its word
--- (```p of ```python). It counts once a later patch leaves its line alone, or when no patch came for a
--- moment. Cheap for lines that open no fence.
function M.scan(buf, lines, first)
  local s = state(buf)
  local tail = s.tail
  s.tail = nil
  if tail and tail.line <= first then
    s.pending[tail.word] = tail.line -- its line was left alone: complete
  end
  for word, lnum in pairs(s.pending) do
    if lnum > first then
      s.pending[word] = nil -- its line is rewritten: seen again below if it still names it
    end
  end
  local words, pending, n = s.words, s.pending, #lines
  for i = 1, n do
    local line = lines[i]
    local b = byte(line, 1)
    -- Most lines start with neither a fence nor blanks, and few hold ``` or ~~~: a byte and a plain search
    -- (both cheap) before the patterns.
    if (b == 96 or b == 126 or b == 32 or b == 9) and (find(line, '```', 1, true) or find(line, '~~~', 1, true)) then
      local word = fences.word(line)
      -- A word keeps its first fence: a patch that rewrites lines below that one does not drop the word.
      if word and not words[word] and not pending[word] then
        if i == n then
          s.tail = { word = word, line = first + i }
        else
          pending[word] = first + i
        end
      end
    end
  end
  settle(buf)
  if s.tail then
    timer = timer or vim.uv.new_timer()
    timer:start(
      300,
      0,
      vim.schedule_wrap(function()
        local t = s.tail
        if t and buffers[buf] == s then
          s.tail = nil
          s.pending[t.word] = t.line
          settle(buf)
        end
      end)
    )
  end
end

--- A transcript window opened: the languages its buffer names and nobody saw yet are included.
function M.shown(buf)
  settle(buf)
end

--- Whether a turn streams in `buf`'s session (the host's status): once it ends or waits for the user, the
--- pending languages are included.
function M.busy(buf, busy)
  local s = state(buf)
  s.busy = busy
  if not busy then
    settle(buf)
  end
end

--- syntax/claudechat.vim was (re)loaded in `buf`: its languages are defined again.
function M.syntax_loaded(buf)
  local old = buffers[buf]
  buffers[buf] = nil
  if not old then
    return
  end
  local s = state(buf)
  s.pending, s.tail, s.busy = old.pending, old.tail, old.busy
  for word in pairs(old.words) do
    handle(buf, s, word)
  end
end

--- The syntaxes included in `buf` so far.
function M.languages(buf)
  local out = {}
  for name, ok in pairs(state(buf).syntaxes) do
    if ok then
      table.insert(out, name)
    end
  end
  table.sort(out)
  return out
end

--- Creates this module's autocmds (once, from lua/claude/boot.lua: requiring it does nothing).
function M.autocmds()
  -- Scrolling a transcript window can bring a fence of a language not yet included into view. v:event names
  -- every window that scrolled (and 'all'); others' scrolling costs a table lookup.
  vim.api.nvim_create_autocmd('WinScrolled', {
    group = vim.api.nvim_create_augroup('claude_markdown', { clear = true }),
    callback = function()
      for key in pairs(vim.v.event) do
        local win = tonumber(key)
        local buf = win and vim.api.nvim_win_is_valid(win) and vim.api.nvim_win_get_buf(win)
        local s = buf and buffers[buf]
        if s and next(s.pending) ~= nil then
          settle(buf)
        end
      end
    end,
  })
end

return M
