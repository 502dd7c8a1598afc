-- The chat's windows: the transcript window with the prompt window right under it (their keys are
-- lua/claude/chat/maps.lua's), and what keeps them whole as the user works around them (closing whatever is
-- left, giving the column back whole, windows that keep their buffer, jumps from them landing beside the
-- chat, sizes across resizes).
local aside = require('claude.windows.aside')
local complete = require('claude.chat.complete')
local config = require('claude.options.config')
local events = require('claude.host.events')
local promptbar = require('claude.chat.promptbar')
local scroll = require('claude.transcript.scroll')
local transcript = require('claude.transcript.transcript')
local view = require('claude.records.view')
local wins = require('claude.windows.wins')
require('claude.chat.keep') -- keeps the chat whole as the user works around it
require('claude.windows.breakat') -- the chat's lines wrap at blanks

local M = {}

--- Every window showing a prompt, in any tab page: its winbar as the session's state calls for.
M.refresh_compose_winbar = promptbar.refresh

--- Session `id`'s prompt buffer, made on first use.
local function compose_buffer(id)
  local st = view.state(id)
  if view.valid(st.prompt_buf) then
    return st.prompt_buf
  end
  if wins.valid_buf(st.prompt_buf) then
    -- Unloaded (:bdelete): its options, variables and keys are gone, and shown again it would be read as a
    -- file named claude://prompt. It goes, with its name, and a new prompt buffer takes its place.
    pcall(vim.api.nvim_buf_delete, st.prompt_buf, { force = true })
  end
  local buf = vim.api.nvim_create_buf(false, true)
  vim.bo[buf].buftype = 'nofile'
  vim.bo[buf].bufhidden = 'hide'
  vim.bo[buf].swapfile = false
  vim.b[buf].claude_session = id
  vim.b[buf].claude_chat = 'prompt'
  vim.bo[buf].filetype = 'claudecompose'
  pcall(vim.api.nvim_buf_set_name, buf, view.buffer_name('prompt', id))
  events.emit('chat_buffer', buf, 'prompt')
  complete.attach(buf) -- /commands and @files: <C-x><C-o>
  -- The winbar names the key that sends from the mode the prompt window is in. ModeChanged, not
  -- InsertLeave: <C-c> leaves Insert mode without InsertLeave.
  vim.api.nvim_create_autocmd('ModeChanged', {
    buffer = buf,
    callback = function()
      vim.schedule(M.refresh_compose_winbar)
    end,
  })
  view.set_prompt_buffer(id, buf)
  return buf
end

M.compose_buffer = compose_buffer

--- Closes `win`; Neovim's last window stays instead, as a plain window with the user's options showing the
--- buffer they used last (else an empty one).
local function close_window(win)
  aside.close(win, wins.plain)
end

M.close_window = close_window

local function transcript_window(win)
  -- Its options first: the folds transcript.setup_window makes need foldmethod=manual.
  wins.chat_window(win, 'transcript')
  -- At the end before setup_window: the fences it includes the languages of are those around the cursor.
  scroll.follow_end(win)
  transcript.setup_window(win)
  -- Its jumps are its own (a split copies the jump list of the window it came from).
  vim.api.nvim_win_call(win, function()
    vim.cmd('clearjumps')
  end)
end

local SPLIT = { right = 'botright vsplit', left = 'topleft vsplit', above = 'topleft split', below = 'botright split' }

--- The chat now shows session `id`: if the current quickfix list is another session's list of changed
--- files, session `id`'s (when it has one) becomes current, so that an open quickfix window follows the
--- chat. Any other list (the user's own, a turn's) stays.
local function follow_quickfix(id)
  local st = view.sessions[id]
  local cur = vim.fn.getqflist({ nr = 0, context = 1 })
  local ctx = cur.context
  if
    not st
    or not st.qf_id
    or type(ctx) ~= 'table'
    or not ctx.claude_session
    or ctx.claude_turn
    or ctx.claude_session == id
  then
    return
  end
  local list = vim.fn.getqflist({ id = st.qf_id, nr = 0 })
  if list.id == st.qf_id and list.nr > 0 and list.nr ~= cur.nr then
    vim.cmd(('silent %dchistory'):format(list.nr))
  end
end

--- Shows `buf` in chat window `win`, which shows another session's buffer of the same kind.
local function switch(win, buf)
  vim.api.nvim_win_set_buf(win, buf)
  wins.chat_window(win, vim.w[win].claude_chat or vim.b[buf].claude_chat)
end

M.switch = switch

--- Opens the chat showing session `id` (or finds it open) and returns the compose window. Whatever is left
--- of the chat in this tab page is made whole again: the transcript with the prompt window right under it,
--- at the configured size; a chat that shows another session shows this one instead, in the same windows.
--- With position = 'tab', the chat's tab page is used wherever it is.
function M.open(id)
  id = id or view.current_id() or view.new_id()
  local opts = config.options
  local origin = vim.api.nvim_get_current_win()
  if opts.position == 'tab' then
    local tab = wins.chat_tab()
    if tab and tab ~= vim.api.nvim_get_current_tabpage() then
      vim.api.nvim_set_current_tabpage(tab)
    end
  end
  local tbuf = transcript.buffer(id)
  local pbuf = compose_buffer(id)
  if not vim.b[tbuf].claude_keys then
    vim.b[tbuf].claude_keys = true
    events.emit('chat_buffer', tbuf, 'transcript')
  end
  local twin, cwin = wins.transcript_win(), wins.compose_win()
  if twin and vim.api.nvim_win_get_buf(twin) ~= tbuf then
    switch(twin, tbuf)
    transcript_window(twin)
    scroll.fill(twin)
    follow_quickfix(id)
  end
  if cwin and vim.api.nvim_win_get_buf(cwin) ~= pbuf then
    switch(cwin, pbuf)
  end
  local whole = twin ~= nil and cwin ~= nil and wins.under(cwin, twin)
  local moved_quickfix
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
    transcript_window(twin)
  elseif not twin then
    -- A quickfix window across the bottom stays across it (a full-height column would take it in).
    local qf = wins.vertical() and wins.quickfix_win()
    moved_quickfix = qf and wins.across(qf) and { qf, vim.api.nvim_win_get_height(qf) } or nil
    -- `:tab split`, not `:tabnew`: no empty buffer is left behind.
    vim.cmd(opts.position == 'tab' and 'tab split' or SPLIT[opts.position] or SPLIT.right)
    twin = vim.api.nvim_get_current_win()
    vim.api.nvim_win_set_buf(twin, tbuf)
    transcript_window(twin)
  end
  if not cwin then
    vim.api.nvim_set_current_win(twin)
    vim.cmd('belowright split')
    cwin = vim.api.nvim_get_current_win()
    vim.api.nvim_win_set_buf(cwin, pbuf)
    wins.chat_window(cwin, 'prompt')
    vim.api.nvim_win_call(cwin, function()
      vim.cmd('clearjumps')
    end)
  end
  if moved_quickfix and vim.api.nvim_win_is_valid(moved_quickfix[1]) then
    wins.to_bottom(moved_quickfix[1], moved_quickfix[2])
  end
  if not whole then
    wins.apply_size()
    scroll.fill(twin)
  end
  view.set_last(id)
  M.refresh_compose_winbar()
  -- Coming from a window of the user's: it is the previous window (<C-w>p, and where a :cnext typed in the
  -- prompt window lands).
  if
    origin ~= cwin
    and wins.regular(origin)
    and vim.api.nvim_win_get_tabpage(origin) == vim.api.nvim_get_current_tabpage()
  then
    vim.cmd(('noautocmd call win_gotoid(%d)'):format(origin))
  end
  return cwin
end

--- The prompt window, in Insert mode at the end of what is typed there (the key is `i`).
function M.focus_compose()
  local win = wins.compose_win() or M.open()
  vim.api.nvim_set_current_win(win)
  vim.cmd('startinsert!')
end

--- Closes the chat windows of this tab page (with position = 'tab': of the chat's tab page), whichever of
--- them are left; the session, its buffer and any pending approval live on.
function M.close()
  local tab = config.options.position == 'tab' and wins.chat_tab() or vim.api.nvim_get_current_tabpage()
  for _, win in ipairs(wins.chat_wins(tab)) do
    if vim.api.nvim_win_is_valid(win) then
      close_window(win)
    end
  end
end

--- Whether this tab page shows the transcript.
function M.is_open()
  return wins.transcript_win() ~= nil
end

--- Takes the text of session `id`'s prompt buffer and clears it.
function M.take_compose_text(id)
  local buf = view.state(id).prompt_buf
  if not wins.valid_buf(buf) then
    return ''
  end
  local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, {})
  return table.concat(lines, '\n')
end

return M
