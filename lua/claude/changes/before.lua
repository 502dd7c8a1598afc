-- :ClaudeDiff: a file as it was before Claude changed it (before a prompt, or before this session), beside
-- the file now, in a diff tab page. What the file was is the host's (src/host/history/turnHistory.ts).
local host = require('claude.host.host')
local tabs = require('claude.ui.tabs')
local view = require('claude.records.view')
local notify = require('claude.ui.notify').say
local shown_path, to_lines, scratch, winbar = tabs.shown_path, tabs.to_lines, tabs.scratch, tabs.winbar

local M = {}

--- :ClaudeDiff: `file` (default: the current buffer's, or in a quickfix window the current item's) as
--- it was before prompt `turn` (default: before Claude first changed it in this session), beside the
--- file now, in a diff tab page.
function M.open(file, turn)
  if not file or file == '' then
    if vim.bo.buftype == 'quickfix' then
      local item = vim.fn.getqflist({ idx = 0, items = 1 })
      local entry = item.items[vim.fn.line('.')]
      file = entry and entry.bufnr > 0 and vim.api.nvim_buf_get_name(entry.bufnr) or ''
    else
      file = vim.bo.buftype == '' and vim.api.nvim_buf_get_name(0) or ''
    end
  end
  if file == '' then
    notify('name a file, or run :ClaudeDiff in the buffer of a file Claude changed', vim.log.levels.WARN)
    return false
  end
  file = vim.fn.fnamemodify(file, ':p')
  local session = view.current_id()
  if not session or not host.running() then
    notify('no Claude session has changed files yet', vim.log.levels.WARN)
    return false
  end
  local r = host.request('text_before', { session = session, file = file, turn = turn or 0 })
  if type(r) ~= 'table' then
    return false
  end
  if r.error then
    notify(r.error, vim.log.levels.WARN)
    return false
  end
  local text = r.text ~= vim.NIL and r.text or ''
  local label = turn and turn > 0 and ('Before prompt #%d'):format(turn) or 'Before this session'
  local before = scratch(('claude://before/%s'):format(shown_path(file)), text == '' and {} or to_lines(text), file)
  local buf = vim.fn.bufadd(file)
  vim.fn.bufload(buf)
  vim.bo[buf].buflisted = true
  local _, lwin, rwin = tabs.diff_tab(before, buf)
  local gone = r.text == vim.NIL and ' (the file did not exist)' or ''
  winbar(lwin, label .. gone .. ' · q closes', ' · ' .. shown_path(file))
  winbar(rwin, 'Now · :tabclose closes')
  vim.keymap.set('n', 'q', '<Cmd>tabclose<CR>', { buffer = before, nowait = true, desc = 'Close' })
  -- The cursor starts where q closes the tab: on the right, the user's own buffer, q stays theirs (a
  -- macro); `dp` takes a hunk back from here, <C-w>l goes to edit.
  vim.api.nvim_set_current_win(lwin)
  return true
end

return M
