-- The transcript's folds: level 1 starts open (thinking while it streams), level 2 closed (thinking once
-- the answer starts, a tool's output). Every patch brings the folds that reach into its lines as
-- { first, last, level } ranges relative to its first line (src/render/transcript/transcript.ts BufferPatch): the
-- first may start above the patch, going on with the fold that holds the line above it. Folds never nest.
-- This module keeps them for the whole buffer, in line order, and makes the windows' manual folds match.
-- Manual, not 'foldexpr': an expression is evaluated for every line written, and on a long answer that cost
-- Neovim more than writing the lines (bench/README.md). A fold rebuilt while it grows keeps the state
-- the user gave it; a fold whose level the host changed (thinking that is complete) takes its new level's.
-- When a patch replaces lines, Neovim deletes the folds inside them and cuts short the one the patch
-- starts in: that one is deleted with zD (no Ex command deletes folds) and the folds from its first line
-- on are made again. zD is a Normal-mode command: while the user selects text or has an operator pending
-- it would disturb them, so the window's refold then waits (M.pending) for the next frame or the next
-- mode change. Until then folds can only be cut short, never nested.
local M = {}

--- The folds of each transcript buffer: buffer -> { first, last, level }[] (1-based lines, in line order).
local folds_of = {}

--- The folds of transcript buffer `buf` (made on first use).
function M.ranges(buf)
  local list = folds_of[buf]
  if not list then
    list = {}
    folds_of[buf] = list
  end
  return list
end

--- `buf` is a new transcript: no folds yet.
function M.reset(buf)
  folds_of[buf] = {}
end

--- `buf` is gone.
function M.forget(buf)
  folds_of[buf] = nil
end

--- The index in `list` of the fold holding line `lnum`, else of the first fold below it (#list + 1: none).
local function index_from(list, lnum)
  local lo, hi = 1, #list + 1
  while lo < hi do
    local mid = math.floor((lo + hi) / 2)
    if list[mid][2] < lnum then
      lo = mid + 1
    else
      hi = mid
    end
  end
  return lo
end

--- The fold of `list` holding line `lnum`, or nil.
local function holding(list, lnum)
  local f = list[index_from(list, lnum)]
  return f and f[1] <= lnum and f or nil
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

--- Makes the current window's folds from line `first` on (the first line of a fold, or a line outside folds),
--- from `list`. `kept`: the state of the fold that starts at `first`.
local function make_folds(list, first, kept)
  local lines = vim.api.nvim_buf_line_count(0)
  for i = index_from(list, first), #list do
    local f = list[i]
    if f[1] > lines then
      break
    end
    vim.cmd(('silent! %d,%dfold'):format(f[1], math.min(f[2], lines))) -- a new fold is closed
    local state = (f[1] == first and kept) or (f[3] == 1 and 'open' or 'closed')
    if state == 'open' then
      vim.cmd(('silent! %dfoldopen'):format(f[1]))
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

--- The level of the fold holding line `lnum` of `buf` (1, 2), or nil outside folds.
function M.head(buf, lnum)
  local f = holding(M.ranges(buf), lnum)
  return f and f[3]
end

--- The state the user gave the fold holding line `lnum` of `buf` in each of `wins`.
function M.states(buf, wins, lnum)
  local f = holding(M.ranges(buf), lnum)
  local states = {}
  if not f then
    return states
  end
  for _, win in ipairs(wins) do
    states[win] = vim.api.nvim_win_call(win, function()
      return fold_state(f[1])
    end)
  end
  return states
end

--- A patch replaced lines first+1 .. last (1-based; last nil: to the end) of `buf` with `count` lines, whose
--- folds are `items` ({ first, last, level }, 0-based from the patch's first line; taken over, not copied).
--- The folds it replaces go, those below it move with their lines; the one holding the line above it ends
--- there, unless the patch's first fold starts above it (then that fold is the patch's). Patches replace
--- the region to its end, so no fold straddles their last line (one would go whole).
function M.splice(buf, first, last, count, items)
  local list = M.ranges(buf)
  local from = first + 1
  local above = items[1] and items[1][1] < 0 and from + items[1][1] or from
  local shift = last and count - (last - first) or 0
  local below = {} -- bottom up
  local n = #list
  while n > 0 do
    local f = list[n]
    if last and f[1] > last then
      f[1], f[2] = f[1] + shift, f[2] + shift
      below[#below + 1] = f
    elseif f[1] < above then
      f[2] = math.min(f[2], from - 1)
      break
    end
    list[n] = nil
    n = n - 1
  end
  for _, f in ipairs(items) do
    f[1], f[2] = f[1] + from, f[2] + from
    n = n + 1
    list[n] = f
  end
  for i = #below, 1, -1 do
    n = n + 1
    list[n] = below[i]
  end
end

--- Whether a patch replacing lines first+1 .. last (1-based) of `buf`, its last lines, with `count` lines
--- whose folds are `items` only makes the last fold longer: one fold, of the same level, starting where it
--- did, above the patch, reaching into it and no shorter after it (lines under it stay outside folds). Lines
--- written inside a manual fold (above its last line) make it longer by themselves (transcript.grow), so the
--- windows' folds need no remaking: the usual frame while thinking streams. Returns the fold's last line
--- before the patch and after it, or nil.
function M.only_grows(buf, first, last, count, items)
  local f, list = items[1], M.ranges(buf)
  local had = list[#list]
  if #items ~= 1 or not had or had[3] ~= f[3] or first + 1 + f[1] ~= had[1] then
    return nil
  end
  local was, now = had[2], first + 1 + f[2]
  if had[1] > first or was <= first or was > last or now < was or now > first + count then
    return nil
  end
  return was, now
end

--- Whether `buf` has windows whose folds wait to be remade (M.pending).
function M.waiting(buf)
  for win in pairs(M.pending) do
    if vim.api.nvim_win_is_valid(win) and vim.api.nvim_win_get_buf(win) == buf then
      return true
    end
  end
  return false
end

--- Whether a patch bringing folds `items` from line first+1 (1-based) of `buf` on, over the folds kept now,
--- leaves no fold at or below that line before or after it: then the windows' folds need nothing (the
--- usual frame, text growing at the end), and refolding would only cost Normal-mode commands.
function M.none_from(buf, first, items)
  local list = M.ranges(buf)
  return #items == 0 and (#list == 0 or list[#list][2] <= first)
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

--- Makes the folds of window `win` from line `from` (1-based; 0: all, deleting any first) match the folds
--- kept for the buffer it shows.
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
  local list = M.ranges(vim.api.nvim_win_get_buf(win))
  vim.api.nvim_win_call(win, function()
    if vim.wo.foldmethod ~= 'manual' then
      return
    end
    if from == 0 then
      vim.cmd('silent! normal! zE')
      make_folds(list, 1, nil)
      return
    end
    local f = holding(list, from)
    local first = f and f[1] or from
    local here = fold_state(first)
    if kept == false then
      kept = nil -- the fold changed its level: its new level's state applies
    elseif here then
      kept = kept or here
    end
    delete_from(first)
    make_folds(list, first, kept)
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
