-- What the chat's windows are and how they are set: which window shows the transcript or the prompt,
-- which one is the user's own, the options a chat window gets, and the chat column's sizes. ui.lua opens
-- and closes the chat with these; its last part keeps the chat whole as the user works around it.
local config = require('claude.options.config')

local M = {}

local function valid_buf(b)
  return b ~= nil and vim.api.nvim_buf_is_valid(b)
end

local function floating(win)
  return vim.api.nvim_win_get_config(win).relative ~= ''
end

--- What `win` shows of the chat (of any session): 'transcript', 'prompt', or nil.
local function kind(win)
  return vim.b[vim.api.nvim_win_get_buf(win)].claude_chat
end

--- The first window of tab page `tab` (default: the current one), not floating, showing a chat buffer of kind `what`.
local function win_of_kind(what, tab)
  for _, win in ipairs(vim.api.nvim_tabpage_list_wins(tab or 0)) do
    if not floating(win) and kind(win) == what then
      return win
    end
  end
end

local function win_of(buf, tab)
  if not valid_buf(buf) then
    return nil
  end
  for _, win in ipairs(vim.api.nvim_tabpage_list_wins(tab or 0)) do
    if vim.api.nvim_win_get_buf(win) == buf and not floating(win) then
      return win
    end
  end
end

--- The window showing a transcript (of any session) in tab page `tab` (default: the current one), or nil.
function M.transcript_win(tab)
  return win_of_kind('transcript', tab)
end

--- The window showing a prompt (of any session) in tab page `tab` (default: the current one), or nil.
function M.compose_win(tab)
  return win_of_kind('prompt', tab)
end

--- Every window of tab page `tab` (default: the current one) showing the transcript or the prompt.
local function chat_wins(tab)
  local wins = {}
  for _, win in ipairs(vim.api.nvim_tabpage_list_wins(tab or 0)) do
    if not floating(win) and kind(win) then
      table.insert(wins, win)
    end
  end
  return wins
end

--- The tab page the chat lives in with position = 'tab': the current one if it shows the chat, else the
--- first that does; nil when none does.
local function chat_tab()
  if #chat_wins(0) > 0 then
    return vim.api.nvim_get_current_tabpage()
  end
  for _, tab in ipairs(vim.api.nvim_list_tabpages()) do
    if #chat_wins(tab) > 0 then
      return tab
    end
  end
end

--- `size` of `total` (columns or lines): a count, or a fraction of at least `least`.
local function size_of(total, size, least)
  if size < 1 then
    return math.max(least, math.floor(total * size))
  end
  return size
end

local function vertical()
  local position = config.options.position
  return position == 'right' or position == 'left'
end

-- The window options of each kind of chat window, set by chat_window.
local OPTIONS = {
  transcript = {
    wrap = true,
    linebreak = true,
    number = false,
    relativenumber = false,
    signcolumn = 'no',
    foldcolumn = '0',
    spell = false,
    list = false,
    foldmethod = 'manual',
    foldlevel = 1,
    foldenable = true,
    -- A wrapped line of a sub-agent's work, thinking or a tool's output goes on under its text, right of its
    -- `┆`/`│` (the buffer's 'formatlistpat' finds those; list:2 rather than list:-1, which 0.10 counts in bytes).
    breakindent = true,
    breakindentopt = 'list:2,min:12',
    -- Scrolled by screen rows: a paragraph taller than the rows above the end shows its end (scroll.fill)
    -- rather than leaving them empty.
    smoothscroll = true,
  },
  prompt = {
    wrap = true,
    linebreak = true,
    number = false,
    relativenumber = false,
    signcolumn = 'no',
    foldcolumn = '0',
    list = false,
    foldenable = false,
  },
}

-- Every window option a chat window sets: those above, those chat_window adds, and transcript.setup_window's
-- winbar. A window that stops showing the chat (the last window, or one split off a chat window for another
-- buffer) gets the user's own values back: their global ones.
local CHAT_OPTIONS = { 'winfixwidth', 'winfixheight', 'winbar' }
for name in pairs(vim.tbl_extend('force', OPTIONS.transcript, OPTIONS.prompt)) do
  table.insert(CHAT_OPTIONS, name)
end

local function plain(win)
  vim.api.nvim_win_call(win, function()
    for _, name in ipairs(CHAT_OPTIONS) do
      vim.cmd('setlocal ' .. name .. '<')
    end
    -- The light status line only while it is the one the chat gave: a quickfix window split off the
    -- transcript has had its own set by its ftplugin already.
    if vim.w.claude_statusline and vim.wo.statusline == vim.w.claude_statusline then
      vim.cmd('setlocal statusline<')
    end
  end)
  vim.w[win].claude_statusline = nil
  vim.w[win].claude_chat = nil
  vim.w[win].claude_buf = nil
  vim.w[win].claude_split = nil
end

--- A window the user edits in: not the chat's, not floating, not a quickfix, help, preview or terminal
--- window, not fixed to its buffer by another plugin.
local function regular(win)
  if not vim.api.nvim_win_is_valid(win) or floating(win) or kind(win) then
    return false
  end
  local wo = vim.wo[win]
  return not wo.winfixbuf and not wo.previewwindow and vim.bo[vim.api.nvim_win_get_buf(win)].buftype == ''
end

--- Neovim 0.12's default 'statusline' evaluates expressions (luaeval, v:lua) each time it is drawn, and a
--- transcript that follows the end draws its status line with every frame (its ruler changes): about a tenth
--- of a frame's cost (bench/README.md). While the user keeps that default, a transcript window gets the same
--- items, drawn without expressions: the name, its flags, the ruler. A 'statusline' of the user's own is kept.
local function light_statusline()
  local global = vim.go.statusline
  if global ~= vim.api.nvim_get_option_info2('statusline', {}).default or not global:find('%{', 1, true) then
    return nil
  end
  local ruler = vim.go.rulerformat ~= '' and vim.go.rulerformat or '%-14.(%l,%c%V%) %P'
  return '%<%f %h%w%m%r %=' .. (vim.go.ruler and ruler or '')
end

--- Marks `win` as a chat window of `what` ('transcript' or 'prompt') and gives it the options a chat
--- window needs whatever window it was split from: its column keeps its width, the prompt its height.
--- Not 'winfixbuf': with it Neovim refuses :edit and :buffer there (E1513) before any autocommand could
--- help; instead a file opened in a chat window goes to the user's window (keep.lua).
local function chat_window(win, what)
  vim.w[win].claude_chat = what
  -- The buffer these options are for: another one switched in starts from the window's global values.
  vim.w[win].claude_buf = vim.api.nvim_win_get_buf(win)
  -- The window's local values only (:setlocal), so that its global ones stay the user's: what a window
  -- split off it starts from, and what plain() gives back. A buffer it is switched to starts from those
  -- global values: switching buffers calls this again.
  local wo = vim.wo[win][0]
  for name, value in pairs(OPTIONS[what]) do
    -- Only what differs: setting 'foldlevel', even to its value, opens or closes every fold to match, and a
    -- chat window given its buffer back (keep.lua) has its folds as the user left them.
    if wo[name] ~= value then
      wo[name] = value
    end
  end
  local statusline = what == 'transcript' and light_statusline()
  if statusline and wo.statusline ~= statusline then
    wo.statusline = statusline
  end
  vim.w[win].claude_statusline = statusline or nil
  wo.winfixwidth = vertical()
  wo.winfixheight = what == 'prompt' or not vertical() and config.options.position ~= 'tab'
end

--- Whether the prompt window `cwin` sits right under the transcript window `twin`, in one column.
local function under(cwin, twin)
  local function find(node)
    if node[1] == 'leaf' then
      return nil
    end
    local kids = node[2]
    for i, kid in ipairs(kids) do
      if kid[1] == 'leaf' and kid[2] == cwin then
        local above = kids[i - 1]
        return node[1] == 'col' and above ~= nil and above[1] == 'leaf' and above[2] == twin
      end
      local found = find(kid)
      if found ~= nil then
        return found
      end
    end
  end
  return find(vim.fn.winlayout()) == true
end

--- Applies `size` to the chat of the current tab page: the width of its column (right, left), or the height
--- of the transcript (above, below); the prompt window `compose_height` lines.
local function apply_size()
  local opts = config.options
  local twin, cwin = M.transcript_win(), M.compose_win()
  if twin then
    if vertical() then
      vim.api.nvim_win_set_width(twin, size_of(vim.o.columns, opts.size, 20))
    elseif opts.position ~= 'tab' then
      vim.api.nvim_win_set_height(twin, size_of(vim.o.lines, opts.size, 3))
    end
  elseif cwin and vertical() then
    vim.api.nvim_win_set_width(cwin, size_of(vim.o.columns, opts.size, 20))
  end
  -- Only under the transcript: the height of a window alone in its column is the editor's (setting it
  -- would make the command line taller).
  if cwin and twin and under(cwin, twin) then
    vim.api.nvim_win_set_height(cwin, opts.compose_height)
  end
  vim.t.claude_chat_size = ('%dx%d'):format(vim.o.columns, vim.o.lines)
end

--- The quickfix window of the current tab page (not a location list), or nil.
function M.quickfix_win()
  local win = vim.fn.getqflist({ winid = 0 }).winid
  return win ~= 0 and win or nil
end

--- Whether window `win` spans the editor's width.
function M.across(win)
  return vim.api.nvim_win_get_width(win) == vim.o.columns
end

--- Moves quickfix window `win` across the bottom of the tab page, `height` rows high (:wincmd J).
function M.to_bottom(win, height)
  if not M.across(win) then
    vim.api.nvim_win_call(win, function()
      vim.cmd('wincmd J')
    end)
  end
  vim.api.nvim_win_set_height(win, height)
end

--- Opens the current quickfix list across the bottom of the editor (under the chat's column it would squeeze the
--- transcript), as high as its `size` items need up to 10 rows: the rows come from the transcript, the prompt
--- window keeps its height. One already open (at the height of an earlier, shorter list, or beside the chat)
--- is moved and resized: :copen alone keeps its height.
function M.open_quickfix(size)
  local height = math.max(1, math.min(10, size))
  local open = M.quickfix_win()
  if open then
    M.to_bottom(open, height)
  end
  vim.cmd(('botright copen %d'):format(height))
end

M.valid_buf = valid_buf
M.floating = floating
M.kind = kind
M.win_of = win_of
M.chat_wins = chat_wins
M.chat_tab = chat_tab
M.size_of = size_of
M.vertical = vertical
M.plain = plain
M.regular = regular
M.chat_window = chat_window
M.under = under
M.apply_size = apply_size
M.CHAT_OPTIONS = CHAT_OPTIONS

return M
