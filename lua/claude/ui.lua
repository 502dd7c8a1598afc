-- The chat layout: the transcript window and the compose buffer under it, and their keymaps.
local config = require('claude.config')
local view = require('claude.view')

local M = {}

M.compose_buf = nil
--- A selection waiting to go with the next prompt.
M.pending_context = nil

local function valid_buf(b)
  return b ~= nil and vim.api.nvim_buf_is_valid(b)
end

local function win_of(buf)
  if not valid_buf(buf) then
    return nil
  end
  for _, win in ipairs(vim.api.nvim_tabpage_list_wins(0)) do
    if vim.api.nvim_win_get_buf(win) == buf then
      return win
    end
  end
end

function M.transcript_win()
  return win_of(view.buf)
end

function M.compose_win()
  return win_of(M.compose_buf)
end

local function size_of(total, size)
  if size < 1 then
    return math.max(20, math.floor(total * size))
  end
  return size
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
  map(buf, { 'n', 'i' }, keys.interrupt, chat.interrupt, 'Claude: interrupt the turn')
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

--- Opens the chat (or finds it open) and returns the compose window.
function M.open()
  local opts = config.options
  local tbuf = view.buffer()
  setup_transcript_keys(tbuf)
  local twin = M.transcript_win()
  local cwin = M.compose_win()
  if not twin and cwin then
    -- The prompt window was left alone (the transcript's was closed): the transcript goes back above it.
    vim.api.nvim_set_current_win(cwin)
    vim.cmd('aboveleft split')
    twin = vim.api.nvim_get_current_win()
    vim.api.nvim_win_set_buf(twin, tbuf)
    vim.api.nvim_win_set_height(cwin, opts.compose_height)
    view.setup_window(twin)
    vim.api.nvim_win_set_cursor(twin, { vim.api.nvim_buf_line_count(tbuf), 0 })
  elseif not twin then
    local cmd = ({
      right = 'botright vsplit',
      left = 'topleft vsplit',
      above = 'topleft split',
      below = 'botright split',
      tab = 'tabnew',
    })[opts.position] or 'botright vsplit'
    vim.cmd(cmd)
    twin = vim.api.nvim_get_current_win()
    vim.api.nvim_win_set_buf(twin, tbuf)
    if opts.position == 'right' or opts.position == 'left' then
      vim.api.nvim_win_set_width(twin, size_of(vim.o.columns, opts.size))
    elseif opts.position ~= 'tab' then
      vim.api.nvim_win_set_height(twin, size_of(vim.o.lines, opts.size))
    end
    view.setup_window(twin)
    local last = vim.api.nvim_buf_line_count(tbuf)
    vim.api.nvim_win_set_cursor(twin, { last, 0 })
  end
  if not cwin then
    vim.api.nvim_set_current_win(twin)
    vim.cmd('belowright split')
    cwin = vim.api.nvim_get_current_win()
    vim.api.nvim_win_set_buf(cwin, compose_buffer())
    vim.api.nvim_win_set_height(cwin, opts.compose_height)
    vim.wo[cwin].winfixheight = true
    vim.wo[cwin].number = false
    vim.wo[cwin].relativenumber = false
    vim.wo[cwin].signcolumn = 'no'
    vim.wo[cwin].wrap = true
  end
  M.refresh_compose_winbar()
  return cwin
end

--- The prompt window, in Insert mode at the end of what is typed there (the key is `i`).
function M.focus_compose()
  local win = M.compose_win() or M.open()
  vim.api.nvim_set_current_win(win)
  vim.cmd('startinsert!')
end

--- Closes the chat windows; the session, its buffer and any pending approval live on.
function M.close()
  for _, win in ipairs({ M.compose_win(), M.transcript_win() }) do
    if win and vim.api.nvim_win_is_valid(win) then
      if #vim.api.nvim_list_wins() == 1 then
        vim.cmd('enew')
      else
        vim.api.nvim_win_close(win, true)
      end
    end
  end
end

function M.is_open()
  return M.transcript_win() ~= nil
end

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
