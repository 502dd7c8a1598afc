-- The transcript's folds: level 1 starts open (thinking while it streams), level 2 closed (thinking once
-- the answer starts, a tool's output). The host sends a fold level per line with every patch ('>N' starts
-- a fold, 'N' continues it, '0' is outside: folds never nest); this module keeps them for the whole buffer
-- and makes the windows' manual folds match.
-- Manual, not 'foldexpr': an expression is evaluated for every line written, and on a long answer that cost
-- Neovim more than writing the lines (bench/README.md). A fold rebuilt while it grows keeps the state
-- the user gave it; a fold whose level the host changed (thinking that is complete) takes its new level's.
-- When a patch replaces lines, Neovim deletes the folds inside them and cuts short the one the patch
-- starts in: that one is deleted with zD (no Ex command deletes folds) and the folds from its first line
-- on are made again. zD is a Normal-mode command: while the user selects text or has an operator pending
-- it would disturb them, so the window's refold then waits (M.pending) for the next frame or the next
-- mode change. Until then folds can only be cut short, never nested.
local M = {}

--- Fold level per buffer line (1-based) of each transcript buffer: buffer -> levels.
local levels_of = {}

--- The levels of transcript buffer `buf` (made on first use).
function M.levels(buf)
  local levels = levels_of[buf]
  if not levels then
    levels = {}
    levels_of[buf] = levels
  end
  return levels
end

--- `buf` is a new transcript: no levels yet.
function M.reset(buf)
  levels_of[buf] = {}
end

--- `buf` is gone.
function M.forget(buf)
  levels_of[buf] = nil
end
--- Windows whose folds wait to be remade: window -> first line (0: eliminate all first).
M.pending = {}

--- Whether Normal-mode commands may run in the user's windows now: not while they select text, have an
--- operator pending or are at a prompt (scroll.fill scrolls with one too).
local function can_refold()
  local m = vim.api.nvim_get_mode()
  if m.blocking then
    return false
  end
  local c = m.mode:sub(1, 1)
  return not (c == 'v' or c == 'V' or c == '\22' or c == 's' or c == 'S' or c == '\19' or m.mode:sub(1, 2) == 'no')
end

M.normal_commands_ok = can_refold

--- First line (1-based) of the fold holding `lnum` in `levels`, or `lnum` itself.
local function fold_start(levels, lnum)
  while lnum > 1 do
    local l = levels[lnum]
    if l == nil or l == '0' or l:sub(1, 1) == '>' then
      break
    end
    lnum = lnum - 1
  end
  return lnum
end

--- Makes the current window's folds from line `first` on, from `levels`.
local function make_folds(levels, first, kept)
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

--- The level of the fold holding line `lnum` of `buf` ('>1', '>2'), or nil outside folds.
function M.head(buf, lnum)
  local levels = M.levels(buf)
  local l = levels[fold_start(levels, lnum)]
  return l and l:sub(1, 1) == '>' and l or nil
end

--- The state the user gave the fold holding line `lnum` of `buf` in each of `wins`, if a fold starts there.
function M.states(buf, wins, lnum)
  local levels = M.levels(buf)
  local head = fold_start(levels, lnum)
  local states = {}
  local l = levels[head]
  if not (l and l:sub(1, 1) == '>') then
    return states
  end
  for _, win in ipairs(wins) do
    states[win] = vim.api.nvim_win_call(win, function()
      return fold_state(head)
    end)
  end
  return states
end

--- Replaces the levels of lines first+1 .. last (1-based; last nil: to the end) of `buf` with `items`.
function M.splice(buf, first, last, items)
  local list = M.levels(buf)
  last = last or #list
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

--- Whether a patch writing fold levels `items` from line first+1 (1-based) of `buf` on, over the levels kept
--- now, leaves no fold at or below that line before or after it: then the windows' folds need nothing (the
--- usual frame, text growing at the end), and refolding would only cost Normal-mode commands.
function M.none_from(buf, first, items)
  for i = 1, #items do
    if items[i] ~= '0' then
      return false
    end
  end
  local levels = M.levels(buf)
  for i = first + 1, #levels do
    if levels[i] ~= '0' then
      return false
    end
  end
  return true
end

--- Deletes every fold of the current window from line `first` on (make_folds makes them again). Not only
--- the one the patch starts in: lines a patch replaces in place keep their folds, and Neovim may have moved
--- a fold down rather than cut it short; made again over them, a fold would nest in its old self. zj steps
--- from fold to fold, so a patch high up in a long transcript costs a command per fold below it, not per line.
local function delete_from(first)
  local view = vim.fn.winsaveview()
  vim.api.nvim_win_set_cursor(0, { first, 0 })
  if vim.fn.foldlevel(first) > 0 then
    vim.cmd('silent! normal! zD')
  end
  while true do
    local before = vim.fn.line('.')
    vim.cmd('silent! normal! zj')
    local now = vim.fn.line('.')
    if now == before or vim.fn.foldlevel(now) == 0 then
      break
    end
    vim.cmd('silent! normal! zD')
  end
  vim.fn.winrestview(view)
end

--- Makes the folds of window `win` from line `from` (1-based; 0: all, deleting any first) match the levels
--- of the buffer it shows.
--- `kept`: the state of the fold holding `from`, read before the patch (which may have cut it away);
--- false: that fold changed its level, and takes the new level's state.
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
  local levels = M.levels(vim.api.nvim_win_get_buf(win))
  vim.api.nvim_win_call(win, function()
    if vim.wo.foldmethod ~= 'manual' then
      return
    end
    if from == 0 then
      vim.cmd('silent! normal! zE')
      make_folds(levels, 1, nil)
      return
    end
    local first = fold_start(levels, from)
    local here = fold_state(first)
    if kept == false then
      kept = nil -- the fold changed its level: its new level's state applies
    elseif here then
      kept = kept or here
    end
    delete_from(first)
    make_folds(levels, first, kept)
  end)
end

--- Remakes the folds that waited for a mode change, in windows that still show `buf`.
function M.refold_pending(buf)
  if buf == nil or next(M.pending) == nil or not can_refold() then
    return
  end
  for win, from in pairs(M.pending) do
    M.pending[win] = nil
    if vim.api.nvim_win_is_valid(win) and vim.api.nvim_win_get_buf(win) == buf then
      M.refold(win, from)
    end
  end
end

return M
