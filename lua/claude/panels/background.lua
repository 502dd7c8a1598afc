-- What runs in the background of a session (the host keeps it: src/host/controls/background.ts):
--   :ClaudeTasks   the tasks (shells, monitors, workflows, agents) with their state and elapsed time, in a
--                  float whose keys show a task's latest output (o, <CR>) and stop it (x)
--   to_background  the key that sends the running command to the background, as the terminal's Ctrl+B does
-- Nothing here waits for the CLI: an output arrives in a float with a later frame, a stop in the list.
local float = require('claude.ui.float')
local host = require('claude.host.host')
local start = require('claude.chat.start')

local notify = require('claude.ui.notify').say

local M = {}

--- The tasks of the current session as the list shows them: { id, state, text, group } each.
function M.rows()
  local rows = host.running() and host.request('background', { session = start.id() }) or nil
  return type(rows) == 'table' and rows or {}
end

--- A task's latest output, in a float.
function M.output(task_id)
  if host.running() then
    host.notify('task_output', { session = start.id(), task_id = task_id })
  end
end

--- Stops a task.
function M.stop(task_id)
  if host.running() then
    host.notify('stop_task', { session = start.id(), task_id = task_id })
  end
end

--- Sends the running command to the background: the turn goes on without waiting for it.
function M.to_background()
  if not host.running() then
    notify('no command runs', vim.log.levels.INFO)
    return
  end
  host.notify('to_background', { session = start.id() })
end

--- The title of float `win` as text (nvim_win_get_config gives it as chunks).
local function title_of(win)
  local t = vim.api.nvim_win_get_config(win).title
  if type(t) ~= 'table' then
    return t or ''
  end
  local parts = {}
  for _, chunk in ipairs(t) do
    parts[#parts + 1] = type(chunk) == 'table' and chunk[1] or chunk
  end
  return table.concat(parts)
end

--- A task's output asked for from the list arrives later in a float of its own (the host's): there, q goes back
--- to the list, as a picker's preview would; <Esc> still closes both.
local function back_to_list_from_output()
  vim.api.nvim_create_autocmd('WinNew', {
    group = vim.api.nvim_create_augroup('claude_task_output', { clear = true }),
    once = true,
    callback = function()
      vim.schedule(function()
        local win = vim.api.nvim_get_current_win()
        if vim.api.nvim_win_get_config(win).relative == '' or not title_of(win):find('Output of', 1, true) then
          return
        end
        float.footer(win, 'q back to the tasks')
        vim.keymap.set('n', 'q', function()
          vim.api.nvim_win_close(win, true)
          M.list()
        end, { buffer = vim.api.nvim_win_get_buf(win), nowait = true, desc = 'Claude: back to the tasks' })
      end)
    end,
  })
end

--- The list's title and lines of `rows`.
local function shown(rows)
  local items, running = {}, 0
  for i, r in ipairs(rows) do
    items[i] = { r.text, r.group }
    running = running + (r.state == 'running' and 1 or 0)
  end
  return ('Background tasks: %d running'):format(running), items
end

--- :ClaudeTasks. Returns the float's window (nil: nothing ran in the background).
function M.list()
  local rows = M.rows()
  if #rows == 0 then
    notify('nothing runs in the background of this session')
    return nil
  end
  local win = float.show_lines(shown(rows))
  float.footer(win, 'o output · x stop · q closes')
  local buf = vim.api.nvim_win_get_buf(win)
  local function row()
    return rows[vim.api.nvim_win_get_cursor(win)[1]]
  end
  -- The list stays open after x and follows the session: a task that ends changes its status (the running
  -- count), and the list is read again (after the frame that said so); the cursor stays on its task, which moves
  -- down among those that ended.
  local function refresh()
    if not vim.api.nvim_win_is_valid(win) then
      return
    end
    local on = row()
    rows = M.rows()
    float.replace_lines(win, shown(rows))
    for i, r in ipairs(rows) do
      if on and r.id == on.id then
        vim.api.nvim_win_set_cursor(win, { i, 0 })
      end
    end
  end
  local group = vim.api.nvim_create_augroup('claude_tasks_list', { clear = true })
  vim.api.nvim_create_autocmd('User', {
    group = group,
    pattern = 'ClaudeChatStatus',
    callback = function()
      vim.schedule(refresh)
    end,
  })
  vim.api.nvim_create_autocmd('WinClosed', {
    group = group,
    pattern = tostring(win),
    once = true,
    callback = function()
      vim.api.nvim_del_augroup_by_id(group)
    end,
  })
  local function output()
    local r = row()
    vim.api.nvim_win_close(win, true)
    back_to_list_from_output()
    M.output(r.id)
  end
  local function stop()
    M.stop(row().id)
  end
  for _, lhs in ipairs({ 'o', '<CR>' }) do
    vim.keymap.set('n', lhs, output, { buffer = buf, nowait = true, desc = "Claude: the task's output" })
  end
  vim.keymap.set('n', 'x', stop, { buffer = buf, nowait = true, desc = 'Claude: stop the task' })
  return win
end

return M
