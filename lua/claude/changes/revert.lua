-- Reverting one hunk of a turn (u in a turn's quickfix list, :ClaudeRevert): in the buffer or the file,
-- only while its lines are as the turn left them; then the host is told, and so Claude with the next prompt.
-- Also keeps the turns' quickfix items pointing where their hunks are now.
local buffers = require('claude.edits.buffers')
local config = require('claude.options.config')
local host = require('claude.host.host')
local view = require('claude.records.view')
local notify = require('claude.ui.notify').say
local locate = require('claude.changes.locate').locate

local M = {}

--- The lines of `file` now: its buffer's when loaded (and the buffer), else the file's on disk (and
--- whether that ended with a newline).
local function current_lines(file)
  local buf = buffers.find(file)
  if buf and vim.api.nvim_buf_is_loaded(buf) then
    return vim.api.nvim_buf_get_lines(buf, 0, -1, false), buf
  end
  local ok, lines = pcall(vim.fn.readfile, file, 'b')
  if not ok then
    return nil
  end
  local eol = #lines > 0 and lines[#lines] == ''
  if eol then
    table.remove(lines)
  end
  return lines, nil, eol
end

--- The items of session `session`'s turn lists point where their hunks are now: a later turn or a revert
--- moves lines, and a quickfix item keeps the line it was given.
function M.relocate(session)
  local texts = {}
  for nr = 1, vim.fn.getqflist({ nr = '$' }).nr do
    local l = vim.fn.getqflist({ nr = nr, id = 0, context = 1, items = 1 })
    local ctx = l.context
    if type(ctx) == 'table' and ctx.claude_turn and ctx.claude_session == session then
      local moved = false
      for _, item in ipairs(l.items) do
        local d = item.user_data
        if type(d) == 'table' and d.path then
          if texts[d.path] == nil then
            texts[d.path] = current_lines(d.path) or false
          end
          local at = texts[d.path]
            and locate(texts[d.path], { start = item.lnum, after = d.after, above = d.above, below = d.below })
          if at and at ~= item.lnum then
            item.lnum = at
            moved = true
          end
        end
      end
      if moved then
        vim.fn.setqflist({}, 'r', { id = l.id, items = l.items })
      end
    end
  end
end

local function shown(file)
  return vim.fn.fnamemodify(file, ':~:.')
end

--- The items of hunk `h` in its turn's lists say that it was reverted (`reverted · +1 -1  ...`), and `u` on
--- one again says so: its lines are gone from where they were, which alone would read as "changed since".
local function mark_reverted(h)
  for nr = 1, vim.fn.getqflist({ nr = '$' }).nr do
    local l = vim.fn.getqflist({ nr = nr, id = 0, context = 1, items = 1 })
    local ctx = l.context
    if type(ctx) == 'table' and ctx.claude_turn == h.turn and ctx.claude_session == h.session then
      local marked = false
      for _, item in ipairs(l.items) do
        local d = item.user_data
        if
          type(d) == 'table'
          and d.path == h.path
          and not d.reverted
          and vim.deep_equal(d.before, h.before)
          and vim.deep_equal(d.after, h.after)
        then
          d.reverted = true
          item.text = 'reverted · ' .. item.text
          marked = true
        end
      end
      if marked then
        vim.fn.setqflist({}, 'r', { id = l.id, items = l.items })
      end
    end
  end
end

--- Puts hunk `h` ({ session, turn, path, start, before, after }) back as it was before its turn: in the
--- buffer (written, unless it had unsaved changes) or the file. Refuses, saying why, if those lines
--- changed since. Returns true when reverted.
function M.revert(h)
  local lines, buf, eol = current_lines(h.path)
  if not lines then
    notify(('Not reverted: %s cannot be read'):format(shown(h.path)), vim.log.levels.WARN)
    return false
  end
  local start = locate(lines, h)
  if not start then
    -- Short: a message wider than the screen would be cut (and kept cut in :messages).
    local back = h.reverted or (#h.before > 0 and locate(lines, h, h.before))
    notify(
      back and ('Already reverted: that hunk of %s'):format(shown(h.path))
        or ('Not reverted: that hunk of %s changed since #%d'):format(shown(h.path), h.turn),
      vim.log.levels.WARN
    )
    return false
  end
  local first = start - 1
  -- Short, as above; said in every case, over whatever an earlier revert left in the echo area.
  local done = ("Reverted prompt #%d's change in %s at line %d"):format(h.turn, shown(h.path), start)
  if buf then
    local had_changes = vim.bo[buf].modified
    vim.api.nvim_buf_set_lines(buf, first, first + #h.after, false, h.before)
    if had_changes then
      notify(('Reverted in the buffer of %s, which had unsaved changes: :w saves it'):format(shown(h.path)))
      done = nil
    else
      -- Written as it is now, the user's own write hooks left out: they could change other lines too.
      local ok, err = pcall(vim.api.nvim_buf_call, buf, function()
        vim.cmd('silent keepalt noautocmd write')
      end)
      if not ok then
        notify(('Reverted in the buffer of %s, not written: %s'):format(shown(h.path), err), vim.log.levels.WARN)
        done = nil
      end
    end
  else
    local out = vim.list_slice(lines, 1, first)
    vim.list_extend(out, h.before)
    vim.list_extend(out, vim.list_slice(lines, first + #h.after + 1, #lines))
    if eol or (#lines == 0 and #out > 0) then
      table.insert(out, '')
    end
    if vim.fn.writefile(out, h.path, 'b') ~= 0 then
      notify(('Not reverted: %s cannot be written'):format(shown(h.path)), vim.log.levels.ERROR)
      return false
    end
  end
  M.relocate(h.session)
  mark_reverted(h)
  if done then
    notify(done)
  end
  host.notify('reverted', {
    session = h.session,
    file = h.path,
    turn = h.turn,
    start = start,
    before = h.before,
    after = h.after,
  })
  return true
end

--- The quickfix item under the cursor of a quickfix window showing a turn's list: its hunk, or nil.
function M.item_hunk()
  local list = vim.fn.getqflist({ idx = 0, items = 1, context = 1 })
  local ctx = list.context
  if type(ctx) ~= 'table' or not ctx.claude_turn then
    return nil
  end
  local item = list.items[vim.fn.line('.')]
  local d = item and item.user_data
  if type(d) ~= 'table' or not d.path then
    return nil
  end
  return {
    session = d.claude_session,
    turn = d.turn,
    path = d.path,
    start = item.lnum,
    before = d.before,
    after = d.after,
    above = d.above,
    below = d.below,
    reverted = d.reverted,
  }
end

--- :ClaudeRevert: the hunk under the cursor, in a quickfix window of a turn's list, or in a file: the
--- newest change Claude made there that is still as it left it.
function M.revert_here()
  if vim.bo.buftype == 'quickfix' then
    local h = M.item_hunk()
    if not h then
      notify('put the cursor on a hunk of a Claude turn list (:chistory lists them)', vim.log.levels.WARN)
      return false
    end
    return M.revert(h)
  end
  local file = vim.api.nvim_buf_get_name(0)
  local session = view.current_id()
  if file == '' or vim.bo.buftype ~= '' or not session or not host.running() then
    notify('put the cursor on a line Claude changed, in its file', vim.log.levels.WARN)
    return false
  end
  local hunks = host.request('hunks_in', { session = session, file = file })
  if type(hunks) ~= 'table' then
    return false
  end
  local line = vim.fn.line('.')
  local lines = vim.api.nvim_buf_get_lines(0, 0, -1, false)
  for _, h in ipairs(hunks) do
    local start = locate(lines, h)
    if start and line >= start and line <= start + math.max(#h.after, 1) - 1 then
      h.session, h.path = session, file
      return M.revert(h)
    end
  end
  notify(('No change of Claude at line %d of %s (as it left it)'):format(line, shown(file)), vim.log.levels.WARN)
  return false
end

--- Maps the revert key in quickfix buffer `buf`: on a turn's list it reverts the hunk under the cursor;
--- on any other list it does what it did.
local function map_revert(buf)
  local key = config.options.keymaps.revert_hunk
  if not key or key == '' or vim.b[buf].claude_revert_key then
    return
  end
  vim.b[buf].claude_revert_key = true
  vim.keymap.set('n', key, function()
    if M.item_hunk() then
      vim.schedule(M.revert_here)
      return ''
    end
    return key
  end, { buffer = buf, expr = true, desc = 'Claude: revert the hunk under the cursor' })
end

--- Quickfix windows opened before this module was loaded get the key too.
function M.map_open_windows()
  for _, info in ipairs(vim.fn.getwininfo()) do
    if info.quickfix == 1 and info.loclist == 0 then
      map_revert(info.bufnr)
    end
  end
end

--- Creates this module's autocmds (once, from lua/claude/boot.lua: requiring it does nothing).
function M.autocmds()
  vim.api.nvim_create_autocmd('FileType', {
    group = vim.api.nvim_create_augroup('claude_chat_turns', { clear = true }),
    pattern = 'qf',
    callback = function(ev)
      map_revert(ev.buf)
    end,
  })
end

return M
