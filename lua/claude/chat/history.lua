-- The prompt window's memory: the prompts sent this Neovim session (<Up>/<Down> walk them) and the
-- selection attached to the next prompt (which a key drops).
local host = require('claude.host.host')
local notify = require('claude.ui.notify').say
local view = require('claude.records.view')

local M = {}

--- A selection waiting to go with the next prompt (the prompt window's winbar names it).
M.pending_context = nil

--- Per session: the names of the images its next prompt carries, as the host last said (lua/claude/chat/image.lua).
M.images = {}

--- Attaches selection `context` (lua/claude/init.lua's selection_context) to the next prompt; nil drops it.
function M.attach(context)
  M.pending_context = context
end

--- The images session `id`'s next prompt carries, as the host says (`names`; none: nil).
function M.set_images(id, names)
  M.images[tostring(id)] = names and #names > 0 and names or nil
end

-- The prompts sent this Neovim session, oldest first; while the user walks them, where they are, what the
-- prompt window held before (the draft, back after the newest) and what was put there.
local history = { items = {}, index = nil, draft = nil, shown = nil }

--- A prompt was sent: it joins the history, and the next <Up> starts from the newest again.
function M.remember(text)
  if type(text) == 'string' and vim.trim(text) ~= '' and history.items[#history.items] ~= text then
    table.insert(history.items, text)
  end
  history.index, history.draft, history.shown = nil, nil, nil
end

--- The prompt history (a copy), oldest first.
function M.sent()
  return vim.deepcopy(history.items)
end

--- One step through the history in the prompt buffer: dir < 0 older, > 0 newer (past the newest: the draft).
local function step(dir)
  local buf = vim.api.nvim_get_current_buf()
  local text = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), '\n')
  if history.index == nil or text ~= history.shown then
    -- Not walking, or the user changed what was put there: start again from what is there now.
    history.index, history.draft = #history.items + 1, text
  end
  local i = history.index + dir
  if i < 1 or i > #history.items + 1 then
    return false
  end
  history.index = i
  local shown = i == #history.items + 1 and history.draft or history.items[i]
  history.shown = shown
  local lines = vim.split(shown, '\n', { plain = true })
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, lines)
  -- Older: on the first line, so that <Up> goes on back; newer: on the last, so that <Down> goes on.
  local row = dir < 0 and 1 or #lines
  vim.api.nvim_win_set_cursor(0, { row, dir < 0 and 0 or math.max(0, #lines[row] - 1) })
  return true
end

--- `<Up>` in the prompt window: on its first line, the previous prompt sent; elsewhere a line up.
function M.prev()
  if vim.api.nvim_win_get_cursor(0)[1] > 1 then
    vim.cmd('normal! ' .. vim.v.count1 .. 'k')
    return
  end
  for _ = 1, vim.v.count1 do
    if not step(-1) then
      break
    end
  end
end

--- `<Down>` in the prompt window: on its last line, the next prompt sent (after the newest, what was typed
--- before); elsewhere a line down.
function M.next()
  if vim.api.nvim_win_get_cursor(0)[1] < vim.api.nvim_buf_line_count(0) then
    vim.cmd('normal! ' .. vim.v.count1 .. 'j')
    return
  end
  for _ = 1, vim.v.count1 do
    if not step(1) then
      break
    end
  end
end

--- `gx` in the prompt window: the attached selection ("with path:N-M" in the winbar) and images no longer go
--- with the next prompt. Returns whether any was attached (the caller then refreshes the winbar).
function M.drop_context()
  local ctx = M.pending_context
  local id = view.current_id()
  local images = id and M.images[id]
  if not ctx and not images then
    notify('no selection is attached to the prompt', vim.log.levels.WARN)
    return false
  end
  M.pending_context = nil
  local dropped = ctx and { 'the selection ' .. ctx.label } or {}
  if images then
    M.images[id] = nil
    host.notify('drop_images', { session = id })
    table.insert(dropped, table.concat(images, ', '))
  end
  notify(('dropped %s'):format(table.concat(dropped, ' and ')))
  return true
end

return M
