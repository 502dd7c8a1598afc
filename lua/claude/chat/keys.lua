-- What the chat's reading keys do (maps.lua maps them, schema.lua names their defaults): turns, code blocks
-- and files in the transcript. The prompt window's history and attached selection are history.lua's, the g?
-- float keyhelp.lua's.
local host = require('claude.host.host')
local notify = require('claude.ui.notify').say
local scroll = require('claude.transcript.scroll')
local transcript = require('claude.transcript.transcript')
local view = require('claude.records.view')

local M = {}

--- The first line of the prompt at or above line `lnum` of the current transcript (0: none), and of the
--- first prompt below it (0: none). The host says where prompts start (transcript.prompts).
local function prompts_around(lnum)
  local above, below = 0, 0
  for _, head in ipairs(transcript.prompts(vim.api.nvim_get_current_buf())) do
    if head > lnum then
      below = head
      break
    end
    above = head
  end
  return above, below
end

--- Shows the cursor line of the current window at the top, unless that leaves empty rows under the end of
--- the transcript: then its last line is at the bottom (scroll.fill).
local function show_cursor_line_at_top()
  vim.cmd('normal! zt')
  scroll.fill(vim.api.nvim_get_current_win())
end

--- `[[` / `]]`: the previous (dir < 0) or next prompt in the transcript, [count] times. Past the first or
--- the last one, the start or the end of the transcript (at the end the window follows new text again).
function M.turn(dir)
  local from = vim.api.nvim_win_get_cursor(0)
  local last = vim.api.nvim_buf_line_count(0)
  local target = from[1]
  for i = 1, vim.v.count1 do
    local above, below = prompts_around(target)
    -- `[[` from inside a prompt's first line (past its first column) goes to the start of that line first.
    if dir < 0 and above == target and not (i == 1 and from[2] > 0) then
      above = prompts_around(target - 1)
    end
    local found = dir < 0 and above or below
    if found == 0 then
      target = dir < 0 and 1 or last
      break
    end
    target = found
  end
  if vim.api.nvim_get_mode().mode ~= 'n' then
    -- Visual mode: the selection goes there.
    vim.api.nvim_win_set_cursor(0, { target, 0 })
    return
  end
  -- The jump list gets where the cursor was (`` and <C-o> go back).
  vim.api.nvim_win_set_cursor(0, from)
  vim.cmd("normal! m'")
  if target == last then
    scroll.follow_end(vim.api.nvim_get_current_win())
  else
    vim.api.nvim_win_set_cursor(0, { target, 0 })
    show_cursor_line_at_top()
  end
end

--- The fence that opens or closes a code block on `line`: its run of backticks or tildes, as
--- syntax/claudechat.vim matches them (an opening line may have more after the run; a closing one not).
local function fence_run(line)
  return line:match('^%s*(```+)') or line:match('^%s*(~~~+)')
end

--- The fenced code block around line `lnum` (1-based) of the current buffer: its first and last line of
--- code and its language, or nil. Fences are counted from the prompt above (a reply never spans one).
local function code_block_at(lnum)
  local start, next_turn = prompts_around(lnum)
  start = start > 0 and start or 1
  local buf = vim.api.nvim_get_current_buf()
  local above = vim.api.nvim_buf_get_lines(buf, start - 1, lnum, false)
  local open, run, lang
  for i, line in ipairs(above) do
    local fence = fence_run(line)
    if open and fence == run and line:match('^%s*[`~]+%s*$') then
      -- Closing fence: the cursor on it still means this block.
      if start + i - 1 == lnum then
        return open + 1, lnum - 1, lang
      end
      open, run, lang = nil, nil, nil
    elseif not open and fence then
      open, run = start + i - 1, fence
      lang = line:match('^%s*[`~]+%s*([^%s`]+)')
    end
  end
  if not open then
    return nil
  end
  -- Inside a block (or on its opening fence): its end is the closing fence below, else (a reply cut short)
  -- the last line before the next prompt.
  local limit = next_turn > 0 and next_turn - 1 or vim.api.nvim_buf_line_count(buf)
  local below = vim.api.nvim_buf_get_lines(buf, lnum, limit, false)
  for i, line in ipairs(below) do
    if fence_run(line) == run and line:match('^%s*[`~]+%s*$') then
      return open + 1, lnum + i - 1, lang
    end
  end
  local stop = limit
  while stop > open and vim.trim(vim.api.nvim_buf_get_lines(buf, stop - 1, stop, false)[1]) == '' do
    stop = stop - 1
  end
  return open + 1, stop, lang
end

--- `gy`: yanks the code of the fenced block under the cursor, without its fences, into the register the key
--- was given ("agy), else the unnamed one (and + or * as 'clipboard' says): a real :yank.
function M.yank_code()
  local first, last, lang = code_block_at(vim.api.nvim_win_get_cursor(0)[1])
  if not first then
    notify('no code block under the cursor', vim.log.levels.WARN)
    return false
  end
  if last < first then
    notify('the code block is empty', vim.log.levels.WARN)
    return false
  end
  local reg = vim.v.register
  local ok, err = pcall(vim.cmd, ('silent %d,%dyank %s'):format(first, last, reg == '"' and '' or reg))
  if not ok then
    notify(tostring(err):gsub('^Vim%(%a+%):', ''), vim.log.levels.ERROR)
    return false
  end
  local n = last - first + 1
  notify(('yanked %d line%s of %s'):format(n, n == 1 and '' or 's', lang or 'code'))
  return true
end

--- A window of the current tab page fit to show a file: not floating, not the chat's, a normal buffer.
local function regular(win)
  if vim.api.nvim_win_get_config(win).relative ~= '' then
    return false
  end
  local buf = vim.api.nvim_win_get_buf(win)
  return vim.b[buf].claude_chat == nil and vim.bo[buf].buftype == ''
end

--- Where a file from the chat opens: a window already showing it, else the window used last, else any
--- regular window of this tab page, else one of the tab page used last; else a new split left of the chat.
local function target_window(file)
  local tab = vim.api.nvim_get_current_tabpage()
  local wins = vim.tbl_filter(regular, vim.api.nvim_tabpage_list_wins(tab))
  local want = vim.fn.fnamemodify(file, ':p')
  for _, win in ipairs(wins) do
    if vim.api.nvim_buf_get_name(vim.api.nvim_win_get_buf(win)) == want then
      return win
    end
  end
  local prev = vim.fn.win_getid(vim.fn.winnr('#'))
  if prev ~= 0 and vim.tbl_contains(wins, prev) then
    return prev
  end
  if wins[1] then
    return wins[1]
  end
  local other = vim.fn.tabpagenr('#')
  if other > 0 then
    local handle = vim.api.nvim_list_tabpages()[other]
    local there = handle and vim.tbl_filter(regular, vim.api.nvim_tabpage_list_wins(handle)) or {}
    if there[1] then
      return there[1]
    end
  end
  vim.cmd('topleft vsplit')
  local win = vim.api.nvim_get_current_win()
  -- A split of a chat window has its options (and passes them on to the file's buffer): Neovim's own instead.
  for _, name in ipairs({
    'winbar',
    'winfixwidth',
    'winfixheight',
    'wrap',
    'linebreak',
    'number',
    'relativenumber',
    'signcolumn',
    'foldcolumn',
    'foldmethod',
    'foldlevel',
    'list',
    'spell',
    'conceallevel',
    'concealcursor',
  }) do
    vim.api.nvim_set_option_value(name, vim.api.nvim_get_option_info2(name, {}).default, { win = win })
  end
  return win
end

--- The line of the current buffer where `text` starts, or nil: where a pending edit's old text is, found in
--- the buffer the user sees (the host reads no file for it while Neovim waits).
local function line_of(text)
  local lines = vim.api.nvim_buf_get_lines(0, 0, -1, false)
  local at = (table.concat(lines, '\n') .. '\n'):find(text, 1, true)
  if not at then
    return nil
  end
  local offset = 0
  for i, line in ipairs(lines) do
    offset = offset + #line + 1
    if offset >= at then
      return i
    end
  end
end

--- Opens `file` at line `lnum` (or where its text `find` starts) in a regular window (target_window), goes there.
local function open_at(file, lnum, find)
  local win = target_window(file)
  vim.api.nvim_set_current_win(win)
  if vim.api.nvim_buf_get_name(0) ~= vim.fn.fnamemodify(file, ':p') then
    local ok, err = pcall(vim.cmd, 'edit ' .. vim.fn.fnameescape(file))
    if not ok then
      notify(tostring(err):gsub('^Vim%(%a+%):', ''), vim.log.levels.ERROR)
      return false
    end
  end
  vim.cmd("normal! m'")
  lnum = find and line_of(find) or lnum
  vim.api.nvim_win_set_cursor(0, { math.max(1, math.min(lnum or 1, vim.api.nvim_buf_line_count(0))), 0 })
  vim.cmd('normal! zvzz')
  return true
end

--- The file the transcript names under the cursor, the line to open it at and the text to find there (a
--- pending edit's): a tool's file (asked of the host, like K's output), else a path in the text that names a
--- readable file; or nil and why not.
local function file_here()
  local line = view.region_line(vim.api.nvim_win_get_cursor(0)[1] - 1)
  if line and host.running() then
    local entry = host.request('entry_at', { session = view.session_of(0), line = line })
    if type(entry) == 'table' and entry.kind == 'tool' then
      if type(entry.file) == 'string' then
        return entry.file, tonumber(entry.line) or 1, nil, type(entry.find) == 'string' and entry.find or nil
      end
      return nil, nil, ('%s works on no file'):format(entry.tool)
    end
  end
  local cfile = vim.fn.expand('<cfile>')
  if cfile ~= '' and vim.fn.filereadable(cfile) == 1 then
    return cfile, 1
  end
end

--- `gf` (and `<CR>`) in the transcript: opens the file of the tool under the cursor at its first changed
--- line (a Read: where it started), or a file named under the cursor, in a regular window. `fallback`: the
--- Normal-mode keys run instead where there is no file (`<CR>`: a line down); without one, a warning.
function M.open_file(fallback)
  local file, lnum, why, find = file_here()
  if file then
    return open_at(file, lnum, find)
  end
  if fallback then
    pcall(vim.cmd, 'normal! ' .. vim.v.count1 .. fallback)
    return false
  end
  notify(why or 'no file under the cursor', vim.log.levels.WARN)
  return false
end

return M
