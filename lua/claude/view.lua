-- The transcript buffer and what the host pushes into it. The host calls M.apply() once per frame
-- with everything that changed: a line patch, highlights, folds, the winbar text, the quickfix list.
local M = {}

local ns = vim.api.nvim_create_namespace('claude_chat')
M.ns = ns

M.buf = nil
--- Fold level per line (1-based: '>1', '1', '>2', '2' or '0'), spliced like the lines; M.refold() makes the folds.
M.levels = {}
M.winbar = 'Claude'
M.status = { state = 'stopped' }
M.qf_id = nil

-- What the chat costs the editor, reported to the host with every frame so it can space frames out
-- (render_budget): the time apply() takes, plus the first redraw after it, timed by a decoration
-- provider that does nothing else.
local hrtime = vim.uv.hrtime
local redraw = { pending = false, started = nil, ns = 0 }
vim.api.nvim_set_decoration_provider(vim.api.nvim_create_namespace('claude_chat_redraw_cost'), {
  on_start = function()
    if redraw.pending then
      redraw.started = hrtime()
    end
  end,
  on_end = function()
    if redraw.started then
      redraw.ns = redraw.ns + (hrtime() - redraw.started)
      redraw.started = nil
      redraw.pending = false
    end
  end,
})

-- A buffer unloaded by :bdelete is still "valid" but holds no lines: it counts as gone.
local function valid(buf)
  return buf ~= nil and vim.api.nvim_buf_is_valid(buf) and vim.api.nvim_buf_is_loaded(buf)
end

--- The transcript buffer, created on first use. Returns it and whether it was just created.
function M.buffer()
  if valid(M.buf) then
    return M.buf, false
  end
  if M.buf and vim.api.nvim_buf_is_valid(M.buf) then
    pcall(vim.api.nvim_buf_delete, M.buf, { force = true }) -- unloaded: free its name
  end
  local buf = vim.api.nvim_create_buf(false, true)
  vim.bo[buf].buftype = 'nofile'
  vim.bo[buf].bufhidden = 'hide'
  vim.bo[buf].swapfile = false
  vim.bo[buf].undolevels = -1
  vim.bo[buf].modifiable = false
  -- Highlighting: the lean regex markdown of syntax/claudechat.vim. Not tree-sitter markdown: on this
  -- transcript it re-parsed for about 40 ms after every frame while streaming (README, Performance).
  vim.bo[buf].filetype = 'claudechat'
  pcall(vim.api.nvim_buf_set_name, buf, 'claude://chat')
  M.buf = buf
  M.levels = {}
  return buf, true
end

--- Windows currently showing the transcript.
function M.windows()
  local wins = {}
  if not valid(M.buf) then
    return wins
  end
  for _, win in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_buf(win) == M.buf then
      table.insert(wins, win)
    end
  end
  return wins
end

--- Window options of a transcript window.
function M.setup_window(win)
  local wo = vim.wo[win]
  wo.wrap = true
  wo.linebreak = true
  wo.number = false
  wo.relativenumber = false
  wo.signcolumn = 'no'
  wo.foldcolumn = '0'
  wo.spell = false
  wo.list = false
  wo.foldmethod = 'manual'
  wo.foldlevel = 1
  wo.foldenable = true
  wo.winfixwidth = true
  wo.winbar = M.winbar
  M.refold(win, 0)
end

-- Folds are manual, made here from M.levels: a 'foldexpr' is evaluated for every line written, and on a
-- long answer that cost Neovim more than writing the lines (README, Performance). A level of '>N' starts
-- a fold, 'N' continues it, '0' is outside: folds never nest. Thinking (level 1) starts open, a tool
-- result (level 2) closed; a fold rebuilt while it grows keeps the state the user gave it.
-- When a patch replaces lines, Neovim deletes the folds inside them and cuts short the one the patch
-- starts in: that one is deleted with zD (no Ex command deletes folds) and the folds from its first
-- line on are made again. zD is a Normal-mode command: while the user selects text or has an operator
-- pending it would disturb them, so the window's refold then waits (M.pending) for the next frame or
-- the next mode change. Until then folds can only be cut short, never nested.

--- Windows whose folds wait to be remade: window -> first line (0: eliminate all first).
M.pending = {}

local function can_refold()
  local m = vim.api.nvim_get_mode()
  if m.blocking then
    return false
  end
  local c = m.mode:sub(1, 1)
  return not (c == 'v' or c == 'V' or c == '\22' or c == 's' or c == 'S' or c == '\19' or m.mode:sub(1, 2) == 'no')
end

--- First line (1-based) of the fold holding `lnum`, or `lnum` itself.
local function fold_start(lnum)
  local levels = M.levels
  while lnum > 1 do
    local l = levels[lnum]
    if l == nil or l == '0' or l:sub(1, 1) == '>' then
      break
    end
    lnum = lnum - 1
  end
  return lnum
end

local function make_folds(first, kept)
  local levels = M.levels
  local lines = vim.api.nvim_buf_line_count(0)
  local i = first
  while i <= #levels and i <= lines do
    local l = levels[i]
    if l:sub(1, 1) == '>' then
      local j = i
      local level = l:sub(2)
      while j < lines and levels[j + 1] == level do
        j = j + 1
      end
      vim.cmd(('silent! %d,%dfold'):format(i, j)) -- a new fold is closed
      local state = (i == first and kept) or (level == '1' and 'open' or 'closed')
      if state == 'open' then
        vim.cmd(('silent! %dfoldopen'):format(i))
      end
      i = j + 1
    else
      i = i + 1
    end
  end
end

--- 'open' or 'closed': the state of the current window's fold at `lnum`; nil where there is no fold.
local function fold_state(lnum)
  if vim.fn.foldlevel(lnum) == 0 then
    return nil
  end
  return vim.fn.foldclosed(lnum) ~= -1 and 'closed' or 'open'
end

--- The state the user gave each window's fold that holds line `lnum`, if a fold starts there.
local function fold_states(lnum)
  local head = fold_start(lnum)
  local states = {}
  local l = M.levels[head]
  if not (l and l:sub(1, 1) == '>') then
    return states
  end
  for _, win in ipairs(M.windows()) do
    states[win] = vim.api.nvim_win_call(win, function()
      return fold_state(head)
    end)
  end
  return states
end

--- Makes the folds of window `win` from line `from` (1-based; 0: all, deleting any first) match M.levels.
--- `kept`: the state of the fold holding `from`, read before the patch (which may have cut it away).
function M.refold(win, from, kept)
  local pending = M.pending[win]
  if pending and pending < from then
    from = pending
  end
  if not can_refold() then
    M.pending[win] = from
    return
  end
  M.pending[win] = nil
  vim.api.nvim_win_call(win, function()
    if vim.wo.foldmethod ~= 'manual' then
      return
    end
    if from == 0 then
      vim.cmd('silent! normal! zE')
      make_folds(1, nil)
      return
    end
    local first = fold_start(from)
    local here = fold_state(first)
    if here then
      kept = kept or here
      local view = vim.fn.winsaveview()
      vim.api.nvim_win_set_cursor(0, { first, 0 })
      vim.cmd('silent! normal! zD')
      vim.fn.winrestview(view)
    end
    make_folds(first, kept)
  end)
end

--- Remakes the folds that waited for a mode change.
function M.refold_pending()
  if next(M.pending) == nil or not can_refold() then
    return
  end
  for win, from in pairs(M.pending) do
    M.pending[win] = nil
    if vim.api.nvim_win_is_valid(win) and vim.api.nvim_win_get_buf(win) == M.buf then
      M.refold(win, from)
    end
  end
end

vim.api.nvim_create_autocmd('ModeChanged', {
  group = vim.api.nvim_create_augroup('claude_chat_folds', { clear = true }),
  callback = function()
    M.refold_pending()
  end,
})

local function splice(list, first, last, items)
  -- list[first+1 .. last] (1-based) is replaced by items.
  local tail = {}
  for i = last + 1, #list do
    tail[#tail + 1] = list[i]
  end
  for i = #list, first + 1, -1 do
    list[i] = nil
  end
  for i = 1, #items do
    list[first + i] = items[i]
  end
  local n = first + #items
  for i = 1, #tail do
    list[n + i] = tail[i]
  end
end

local function apply_patch(buf, p)
  -- Windows that were following the end keep following it.
  local before = vim.api.nvim_buf_line_count(buf)
  local follow = {}
  for _, win in ipairs(M.windows()) do
    if vim.api.nvim_win_get_cursor(win)[1] >= before then
      follow[#follow + 1] = win
    end
  end

  local start, stop = p.start, p['end']
  -- A fresh buffer holds one empty line that no render accounts for.
  if before == 1 and start == 0 and stop == 0 and vim.api.nvim_buf_get_lines(buf, 0, 1, false)[1] == '' then
    stop = 1
  end
  -- A patch that starts inside a fold can cut it down to one line or delete it: read its state first.
  local kept = fold_states(start + 1)
  splice(M.levels, start, p['end'], p.folds)
  vim.api.nvim_buf_clear_namespace(buf, ns, start, -1)
  vim.bo[buf].modifiable = true
  vim.api.nvim_buf_set_lines(buf, start, stop, false, p.lines)
  vim.bo[buf].modifiable = false

  local set_extmark = vim.api.nvim_buf_set_extmark
  for _, h in ipairs(p.highlights) do
    local line = start + h[1]
    if #h == 2 then
      set_extmark(buf, ns, line, 0, { line_hl_group = h[2] })
    else
      pcall(set_extmark, buf, ns, line, h[2], { end_col = h[3], hl_group = h[4] })
    end
  end

  M.refold_pending()
  for _, win in ipairs(M.windows()) do
    M.refold(win, start + 1, kept[win])
  end

  local last = vim.api.nvim_buf_line_count(buf)
  local following = {}
  for _, win in ipairs(follow) do
    pcall(vim.api.nvim_win_set_cursor, win, { last, 0 })
    following[win] = true
  end
  return following
end

local function apply_quickfix(qf)
  local list = M.qf_id and vim.fn.getqflist({ id = M.qf_id, title = 1 }) or nil
  if list and list.id == M.qf_id and list.title == qf.title then
    vim.fn.setqflist({}, 'r', { id = M.qf_id, items = qf.items, title = qf.title })
  elseif #qf.items > 0 then
    vim.fn.setqflist({}, ' ', { title = qf.title, items = qf.items })
    M.qf_id = vim.fn.getqflist({ id = 0 }).id
  end
end

--- One frame from the host. Returns { intact, ms, unsaved }: intact is false when the buffer had to be
--- recreated and the patch does not start at the top (the host then sends the whole transcript); ms is the
--- editor time of this frame plus the redraw after the previous one; unsaved lists the edited files whose
--- buffers have unsaved changes and were therefore not reloaded.
function M.apply(u)
  local started = hrtime()
  local buf, created = M.buffer()
  local intact = true
  local following = {}
  if u.patch then
    if created and u.patch.start ~= 0 then
      intact = false
    else
      following = apply_patch(buf, u.patch)
    end
  elseif created then
    intact = false
  end
  if u.winbar then
    M.winbar = u.winbar
    for _, win in ipairs(M.windows()) do
      vim.wo[win].winbar = u.winbar
    end
  end
  if u.status then
    M.status = u.status
    vim.api.nvim_exec_autocmds('User', { pattern = 'ClaudeChatStatus', modeline = false })
  end
  if u.quickfix then
    apply_quickfix(u.quickfix)
  end
  if u.approvals then
    require('claude.approvals').update(u.approvals, following)
  end
  local unsaved = u.edited and require('claude.buffers').reload(u.edited) or {}
  local ns = hrtime() - started + redraw.ns
  redraw.ns = 0
  redraw.pending = true
  return { intact = intact, ms = ns / 1e6, unsaved = unsaved }
end

function M.notify(msg, level)
  vim.schedule(function()
    require('claude.notify').say(msg, vim.log.levels[(level or 'info'):upper()] or vim.log.levels.INFO)
  end)
end

return M
