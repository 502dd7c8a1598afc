-- Windows of the plugin's beside the user's: the chat's, the task panel (:ClaudeTodos!), the :ClaudeMcp list.
-- Closing one never leaves the editor without a window of the user's: Neovim's last window stays instead, on the
-- buffer the user used last, with their own window options. And :only typed in the panel or the list closes that
-- window, leaving the user's: it would otherwise close every window of theirs and leave the panel filling the
-- screen, as :only typed in a quickfix window does.
local M = {}

--- The listed buffer used last that is none of the plugin's (the chat's, claude://), or nil.
local function last_used_buffer()
  local best
  for _, b in ipairs(vim.fn.getbufinfo({ buflisted = 1 })) do
    local theirs = not vim.b[b.bufnr].claude_chat and not vim.startswith(b.name, 'claude://')
    if theirs and (not best or b.lastused > best.lastused) then
      best = b
    end
  end
  return best and best.bufnr
end

--- Closes `win`. Neovim's last window stays instead, as a window of the user's showing the buffer they used last
--- (else an empty one); `plain(win)` then gives it the user's window options back.
function M.close(win, plain)
  if pcall(vim.api.nvim_win_close, win, true) then
    return
  end
  -- 'winfixbuf' (the task panel's) refuses another buffer.
  vim.wo[win][0].winfixbuf = false
  local buf = last_used_buffer()
  if buf then
    vim.api.nvim_win_set_buf(win, buf)
  else
    vim.api.nvim_win_call(win, function()
      vim.cmd('enew')
    end)
  end
  plain(win)
end

--- A `plain` for M.close: the window options `names` back to the user's (their global values, which a window
--- split off theirs started from).
function M.options_back(names)
  return function(win)
    vim.api.nvim_win_call(win, function()
      for _, name in ipairs(names) do
        vim.cmd('setlocal ' .. name .. '<')
      end
    end)
  end
end

--- Whether the command line `line` is :only (:on, :only!, :wincmd o).
local function is_only(line)
  local ok, cmd = pcall(vim.api.nvim_parse_cmd, line, {})
  return ok and (cmd.cmd == 'only' or cmd.cmd == 'wincmd' and (cmd.args[1] == 'o' or cmd.args[1] == '\15'))
end

--- In a window showing `buf`, :only, <C-w>o and <C-w><C-o> call `close` (which closes that window) instead.
function M.only_closes(buf, close)
  for _, lhs in ipairs({ '<C-w>o', '<C-w><C-o>' }) do
    vim.keymap.set('n', lhs, close, { buffer = buf, nowait = true, silent = true, desc = 'Close this window' })
  end
  -- A command typed: the command line is given up (v:event.abort), and the window closes once it has.
  vim.api.nvim_create_autocmd('CmdlineLeave', {
    buffer = buf,
    callback = function()
      if vim.fn.getcmdtype() == ':' and not vim.v.event.abort and is_only(vim.fn.getcmdline()) then
        vim.cmd('let v:event.abort = v:true')
        vim.schedule(close)
      end
    end,
  })
end

return M
