-- The chat's windows: the transcript window with the prompt window right under it, their keymaps, and what
-- keeps them whole as the user works around them (closing whatever is left, giving the column back whole,
-- windows that keep their buffer, jumps from them landing beside the chat, sizes across resizes).
local config = require('claude.config')
local view = require('claude.view')

local M = {}

M.compose_buf = nil
--- A selection waiting to go with the next prompt.
M.pending_context = nil

local function valid_buf(b)
  return b ~= nil and vim.api.nvim_buf_is_valid(b)
end

local function floating(win)
  return vim.api.nvim_win_get_config(win).relative ~= ''
end

--- What `win` shows of the chat: 'transcript', 'prompt', or nil.
local function kind(win)
  local buf = vim.api.nvim_win_get_buf(win)
  if buf == view.buf then
    return 'transcript'
  elseif buf == M.compose_buf then
    return 'prompt'
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

--- The window showing the transcript in tab page `tab` (default: the current one), or nil.
function M.transcript_win(tab)
  return win_of(view.buf, tab)
end

--- The window showing the prompt in tab page `tab` (default: the current one), or nil.
function M.compose_win(tab)
  return win_of(M.compose_buf, tab)
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

-- The window options a chat window sets (view.setup_window and prompt_window below). A window that stops
-- showing the chat (the last window, or one split off a chat window for another buffer) gets the user's
-- own values back: their global ones.
local CHAT_OPTIONS = {
  'winfixbuf', 'winfixwidth', 'winfixheight', 'winbar', 'wrap', 'linebreak', 'number', 'relativenumber',
  'signcolumn', 'foldcolumn', 'spell', 'list', 'foldmethod', 'foldlevel', 'foldenable',
}

local function plain(win)
  vim.api.nvim_win_call(win, function()
    for _, name in ipairs(CHAT_OPTIONS) do
      vim.cmd('setlocal ' .. name .. '<')
    end
  end)
  vim.w[win].claude_chat = nil
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

--- The last regular window the cursor was in.
local last_regular = nil

--- Marks `win` as a chat window of `what` ('transcript' or 'prompt') and gives it the options a chat
--- window needs whatever window it was split from: it keeps its buffer ('winfixbuf': a :cnext, :edit or
--- :bnext typed in it does not replace the chat), its column keeps its width, the prompt its height.
local function chat_window(win, what)
  vim.w[win].claude_chat = what
  local wo = vim.wo[win]
  wo.winfixbuf = true
  wo.winfixwidth = vertical()
  wo.winfixheight = what == 'prompt' or not vertical() and config.options.position ~= 'tab'
end

local function prompt_window(win)
  chat_window(win, 'prompt')
  local wo = vim.wo[win]
  wo.number = false
  wo.relativenumber = false
  wo.signcolumn = 'no'
  wo.foldcolumn = '0'
  wo.foldenable = false
  wo.list = false
  wo.wrap = true
  wo.linebreak = true
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

local function compose_winbar()
  local keys = config.options.keymaps
  local first = require('claude.approvals').first()
  local text
  if first then
    -- What the prompt window's keys answer: the first approval. The keys come first: a narrow window
    -- cuts the end (%<).
    text = ('%s allow · %s deny · %s review · '):format(keys.prompt_allow, keys.prompt_deny, keys.prompt_review):gsub('%%', '%%%%')
      .. '%<' .. (first.tool .. ' waits'):gsub('%%', '%%%%')
  else
    local ctx = M.pending_context and (' · with ' .. M.pending_context.label) or ''
    -- A narrow window cuts the end (%< at the end), keeping what comes first.
    text = ('Prompt%s · %s send · %s interrupt'):format(ctx, keys.send, keys.interrupt):gsub('%%', '%%%%') .. '%<'
  end
  return text
end

--- Every window showing the prompt, in any tab page (an answer given in the review tab changes it too).
function M.refresh_compose_winbar()
  if not valid_buf(M.compose_buf) then
    return
  end
  local text = compose_winbar()
  for _, win in ipairs(vim.fn.win_findbuf(M.compose_buf)) do
    vim.wo[win].winbar = text
  end
end

local function map(buf, mode, lhs, fn, desc)
  if lhs and lhs ~= '' then
    vim.keymap.set(mode, lhs, fn, { buffer = buf, nowait = true, silent = true, desc = desc })
  end
end

local function compose_buffer()
  if valid_buf(M.compose_buf) then
    return M.compose_buf
  end
  local buf = vim.api.nvim_create_buf(false, true)
  vim.bo[buf].buftype = 'nofile'
  vim.bo[buf].bufhidden = 'hide'
  vim.bo[buf].swapfile = false
  vim.bo[buf].filetype = 'claudecompose'
  pcall(vim.api.nvim_buf_set_name, buf, 'claude://prompt')
  local chat = require('claude')
  local keys = config.options.keymaps
  map(buf, 'n', keys.send, chat.send_compose, 'Claude: send the prompt')
  map(buf, 'i', keys.send_insert, chat.send_compose, 'Claude: send the prompt')
  map(buf, 'n', keys.interrupt, chat.interrupt, 'Claude: interrupt the turn')
  map(buf, 'i', keys.interrupt_insert, chat.interrupt, 'Claude: interrupt the turn')
  map(buf, 'n', keys.close, M.close, 'Claude: close the chat')
  -- Answer the first pending approval without leaving the prompt (g-keys: a, d and A stay editing keys).
  map(buf, 'n', keys.prompt_allow, chat.allow, 'Claude: allow the pending tool use once')
  map(buf, 'n', keys.prompt_allow_session, chat.allow_session, 'Claude: allow what the approval names for this session')
  map(buf, 'n', keys.prompt_deny, function() chat.deny() end, 'Claude: deny the pending tool use')
  map(buf, 'n', keys.prompt_review, chat.review, 'Claude: review the pending edit as a diff')
  local k = require('claude.keys')
  map(buf, 'n', keys.history_prev, k.history_prev, 'Claude: on the first line, the previous prompt sent')
  map(buf, 'n', keys.history_next, k.history_next, 'Claude: on the last line, the next prompt sent')
  map(buf, 'n', keys.drop_context, k.drop_context, 'Claude: drop the attached selection')
  map(buf, 'n', keys.goto_approval, chat.goto_approval, 'Claude: go to the pending approval')
  map(buf, 'n', keys.help, k.help, "Claude: list the chat's keys")
  require('claude.complete').attach(buf) -- /commands and @files: <C-x><C-o>
  M.compose_buf = buf
  return buf
end

local function setup_transcript_keys(buf)
  if vim.b[buf].claude_keys then
    return
  end
  vim.b[buf].claude_keys = true
  local chat = require('claude')
  local keys = config.options.keymaps
  map(buf, 'n', keys.allow, chat.allow, 'Claude: allow the tool use under the cursor once')
  map(buf, 'n', keys.allow_session, chat.allow_session, 'Claude: allow what its hint names, for this session')
  map(buf, 'n', keys.allow_always, chat.allow_always, 'Claude: save the rule its hint names to that settings file')
  map(buf, 'n', keys.deny, function() chat.deny() end, 'Claude: deny the tool use under the cursor')
  map(buf, 'n', keys.review, chat.review_here, 'Claude: review the edit under the cursor (or compare an unsaved buffer)')
  map(buf, 'n', keys.show_output, chat.show_output, 'Claude: show the whole output of the tool under the cursor')
  map(buf, 'n', keys.interrupt, chat.interrupt, 'Claude: interrupt the turn')
  map(buf, 'n', keys.close, M.close, 'Claude: close the chat')
  map(buf, 'n', keys.focus_compose, M.focus_compose, 'Claude: write a prompt')
  local k = require('claude.keys')
  map(buf, { 'n', 'x' }, keys.prev_turn, function() k.turn(-1) end, 'Claude: the previous prompt')
  map(buf, { 'n', 'x' }, keys.next_turn, function() k.turn(1) end, 'Claude: the next prompt')
  map(buf, 'n', keys.yank_code, k.yank_code, 'Claude: yank the code block under the cursor')
  map(buf, 'n', keys.open_file, function() k.open_file() end, "Claude: open the tool's file at its line")
  map(buf, 'n', keys.open_file_cr, function() k.open_file('+') end, "Claude: open the tool's file at its line")
  map(buf, 'n', keys.goto_approval, chat.goto_approval, 'Claude: go to the pending approval')
  map(buf, 'n', keys.help, k.help, "Claude: list the chat's keys")
end

--- Closes `win`; Neovim's last window stays instead, as a plain empty window with the user's options.
local function close_window(win)
  if pcall(vim.api.nvim_win_close, win, true) then
    return
  end
  vim.wo[win].winfixbuf = false
  vim.api.nvim_win_call(win, function()
    vim.cmd('enew')
  end)
  plain(win)
end

local function transcript_window(win, tbuf)
  view.setup_window(win)
  chat_window(win, 'transcript')
  -- Its jumps are its own (a split copies the jump list of the window it came from).
  vim.api.nvim_win_call(win, function()
    vim.cmd('clearjumps')
  end)
  vim.api.nvim_win_set_cursor(win, { vim.api.nvim_buf_line_count(tbuf), 0 })
end

local SPLIT = { right = 'botright vsplit', left = 'topleft vsplit', above = 'topleft split', below = 'botright split' }

--- Opens the chat (or finds it open) and returns the compose window. Whatever is left of the chat in this
--- tab page is made whole again: the transcript with the prompt window right under it, at the configured
--- size. With position = 'tab', the chat's tab page is used wherever it is.
function M.open()
  local opts = config.options
  local origin = vim.api.nvim_get_current_win()
  if opts.position == 'tab' then
    local tab = chat_tab()
    if tab and tab ~= vim.api.nvim_get_current_tabpage() then
      vim.api.nvim_set_current_tabpage(tab)
    end
  end
  local tbuf = view.buffer()
  setup_transcript_keys(tbuf)
  local twin, cwin = M.transcript_win(), M.compose_win()
  local whole = twin ~= nil and cwin ~= nil and under(cwin, twin)
  if twin and cwin and not whole then
    -- The prompt window was moved away from the transcript: it comes back under it.
    close_window(cwin)
    cwin = nil
  end
  if not twin and cwin then
    -- The prompt window was left alone (the transcript's window was closed, or its buffer deleted): the
    -- transcript goes back above it.
    vim.api.nvim_set_current_win(cwin)
    vim.cmd('aboveleft split')
    twin = vim.api.nvim_get_current_win()
    vim.api.nvim_win_set_buf(twin, tbuf)
    transcript_window(twin, tbuf)
  elseif not twin then
    -- `:tab split`, not `:tabnew`: no empty buffer is left behind.
    vim.cmd(opts.position == 'tab' and 'tab split' or SPLIT[opts.position] or SPLIT.right)
    twin = vim.api.nvim_get_current_win()
    vim.api.nvim_win_set_buf(twin, tbuf)
    transcript_window(twin, tbuf)
  end
  if not cwin then
    vim.api.nvim_set_current_win(twin)
    vim.cmd('belowright split')
    cwin = vim.api.nvim_get_current_win()
    vim.api.nvim_win_set_buf(cwin, compose_buffer())
    prompt_window(cwin)
    vim.api.nvim_win_call(cwin, function()
      vim.cmd('clearjumps')
    end)
  end
  if not whole then
    apply_size()
    view.fill(twin)
  end
  M.refresh_compose_winbar()
  -- Coming from a window of the user's: it is the previous window (<C-w>p, and where a :cnext typed in the
  -- prompt window lands).
  if origin ~= cwin and regular(origin) and vim.api.nvim_win_get_tabpage(origin) == vim.api.nvim_get_current_tabpage() then
    vim.cmd(('noautocmd call win_gotoid(%d)'):format(origin))
  end
  return cwin
end

--- The prompt window, in Insert mode at the end of what is typed there (the key is `i`).
function M.focus_compose()
  local win = M.compose_win() or M.open()
  vim.api.nvim_set_current_win(win)
  vim.cmd('startinsert!')
end

--- Closes the chat windows of this tab page (with position = 'tab': of the chat's tab page), whichever of
--- them are left; the session, its buffer and any pending approval live on.
function M.close()
  local tab = config.options.position == 'tab' and chat_tab() or vim.api.nvim_get_current_tabpage()
  for _, win in ipairs(chat_wins(tab)) do
    if vim.api.nvim_win_is_valid(win) then
      close_window(win)
    end
  end
end

--- Whether this tab page shows the transcript.
function M.is_open()
  return M.transcript_win() ~= nil
end

-- Keeping the chat whole while the user works around it. Window events only take note; the work is done
-- once Neovim is idle (SafeState: before it redraws; a scheduled callback for changes made over RPC):
-- - a jump made from a chat window (:cnext, :cfirst, ]q, :vimgrep...), which Neovim answers by splitting the
--   chat window ('winfixbuf'), lands in a regular window instead (one is made if there is none);
-- - the prompt window gets its compose_height back when windows open or close around it (a quickfix window
--   across the bottom took rows from it, :cclose gave them back to it): the rows go to the transcript;
-- - after the terminal was resized, the configured size is applied again.

--- Windows just split off a chat window: window -> true.
local fresh = {}
local pending = false

--- The buffer of the quickfix list's current entry, or nil.
local function qf_buffer()
  local idx = vim.fn.getqflist({ idx = 0 }).idx
  if not idx or idx == 0 then
    return nil
  end
  -- With an index, `items` holds only that entry.
  local item = vim.fn.getqflist({ idx = idx, items = 1 }).items[1]
  return item and item.bufnr
end

--- Where a jump made from the chat lands: a regular window of `tab` already showing `buf`, else the last
--- one the cursor was in, else the largest; with position = 'tab', the window of the tab page before.
local function landing(tab, buf, except)
  local largest, area
  for _, win in ipairs(vim.api.nvim_tabpage_list_wins(tab)) do
    if win ~= except and regular(win) then
      if vim.api.nvim_win_get_buf(win) == buf then
        return win
      end
      local a = vim.api.nvim_win_get_width(win) * vim.api.nvim_win_get_height(win)
      if not largest or a > area then
        largest, area = win, a
      end
    end
  end
  if last_regular and last_regular ~= except and regular(last_regular) and vim.api.nvim_win_get_tabpage(last_regular) == tab then
    return last_regular
  end
  if largest then
    return largest
  end
  if config.options.position == 'tab' then
    local before = vim.api.nvim_list_tabpages()[vim.fn.tabpagenr('#')]
    local win = before and vim.api.nvim_tabpage_get_win(before)
    if win and regular(win) then
      return win
    end
  end
end

--- `win` was split off a chat window for a jump: its buffer and cursor go to a regular window (a new one
--- beside the chat if there is none), and it closes.
local function land(win)
  local buf = vim.api.nvim_win_get_buf(win)
  local cursor = vim.api.nvim_win_get_cursor(win)
  local target = landing(vim.api.nvim_win_get_tabpage(win), buf, win)
  local created = false
  if target and vim.api.nvim_win_get_buf(target) ~= buf then
    -- As a jump in that window: the file it showed is on its jump list and is its alternate file.
    if not pcall(vim.api.nvim_win_call, target, function()
      vim.cmd('silent buffer ' .. buf) -- silent: the jump's own message ((2 of 5): ...) stays
    end) then
      target = nil -- e.g. 'nohidden' and a modified buffer there
    end
  elseif target then
    vim.api.nvim_win_call(target, function()
      vim.cmd("normal! m'")
    end)
  end
  if not target then
    local side = ({ right = 'left', left = 'right', above = 'below', below = 'above' })[config.options.position]
    target = vim.api.nvim_open_win(buf, false, { split = side or 'left', win = -1 })
    plain(target)
    created = true
  end
  pcall(vim.api.nvim_win_set_cursor, target, cursor)
  if vim.o.foldopen:find('quickfix') then
    vim.api.nvim_win_call(target, function()
      vim.cmd('normal! zv')
    end)
  end
  vim.api.nvim_win_close(win, true)
  vim.api.nvim_set_current_win(target)
  if created then
    pcall(apply_size) -- the new window took its share of the chat's column
  end
end

local group = vim.api.nvim_create_augroup('claude_chat_windows', { clear = true })
local armed = false
local tidy

-- The SafeState autocommand exists only while something waits to be done: one that is always there runs
-- after every frame the host sends, and a <C-c> arriving meanwhile would interrupt it instead of reaching
-- the prompt window's mapping.
local function arm()
  if not armed then
    armed = true
    vim.api.nvim_create_autocmd('SafeState', {
      group = group,
      once = true,
      callback = function()
        armed = false
        if pending then
          tidy()
        end
      end,
    })
  end
end

function tidy()
  local mode = vim.api.nvim_get_mode()
  if mode.blocking or mode.mode:sub(1, 1) == 'c' or mode.mode:sub(1, 1) == 'r' or vim.fn.getcmdwintype() ~= '' then
    arm() -- still pending: done at the next SafeState
    return
  end
  pending = false
  local tab = vim.api.nvim_get_current_tabpage()
  local split = fresh
  fresh = {}
  for win in pairs(split) do
    if vim.api.nvim_win_is_valid(win) and vim.api.nvim_win_get_tabpage(win) == tab and not kind(win) then
      local buf = vim.api.nvim_win_get_buf(win)
      if vim.bo[buf].buftype == '' and buf == qf_buffer() then
        land(win)
      end
    end
  end
  local chat = chat_wins(0)
  if #chat == 0 then
    return
  end
  for _, win in ipairs(chat) do
    if not vim.wo[win].winfixbuf then
      chat_window(win, kind(win)) -- a :split of the transcript is a chat window too
    end
  end
  if vim.t.claude_chat_size ~= ('%dx%d'):format(vim.o.columns, vim.o.lines) then
    pcall(apply_size)
  else
    local twin, cwin = M.transcript_win(), M.compose_win()
    if twin and cwin and vim.api.nvim_win_get_height(cwin) ~= config.options.compose_height and under(cwin, twin) then
      pcall(vim.api.nvim_win_set_height, cwin, config.options.compose_height)
    end
  end
  for _, win in ipairs(chat) do
    if kind(win) == 'transcript' then
      view.fill(win)
    end
  end
end

local function later()
  if not pending then
    pending = true
    arm()
    vim.schedule(function()
      if pending then
        tidy()
      end
    end)
  end
end

vim.api.nvim_create_autocmd('WinNew', {
  group = group,
  callback = function()
    local new = vim.api.nvim_get_current_win()
    if floating(new) then
      return
    end
    -- The window it was split from is the previous window.
    local from = vim.fn.win_getid(vim.fn.winnr('#'))
    if from ~= new and from ~= 0 and kind(from) then
      fresh[new] = true
      vim.w[new].claude_split = true
    end
    later()
  end,
})
vim.api.nvim_create_autocmd('WinClosed', {
  group = group,
  callback = function(ev)
    local win = tonumber(ev.match)
    if win and vim.api.nvim_win_is_valid(win) and not floating(win) then
      later()
    end
  end,
})
vim.api.nvim_create_autocmd({ 'VimResized', 'TabEnter' }, { group = group, callback = later })
vim.api.nvim_create_autocmd('WinEnter', {
  group = group,
  callback = function()
    local win = vim.api.nvim_get_current_win()
    if regular(win) then
      last_regular = win
    end
  end,
})
-- A window that shows the chat no more (Neovim's last window after :bdelete of the transcript; one split
-- off a chat window for another buffer) gets the user's own window options back.
vim.api.nvim_create_autocmd('BufWinEnter', {
  group = group,
  callback = function()
    local win = vim.api.nvim_get_current_win()
    if (vim.w[win].claude_chat or vim.w[win].claude_split) and not kind(win) then
      plain(win)
    end
  end,
})

--- Takes the compose buffer's text and clears it.
function M.take_compose_text()
  if not valid_buf(M.compose_buf) then
    return ''
  end
  local lines = vim.api.nvim_buf_get_lines(M.compose_buf, 0, -1, false)
  vim.api.nvim_buf_set_lines(M.compose_buf, 0, -1, false, {})
  return table.concat(lines, '\n')
end

return M
