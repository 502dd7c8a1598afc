-- The user's buffers of files Claude changes on disk. Nothing here may prompt: a buffer with unsaved
-- changes is never reloaded (the transcript says so instead), and Neovim's own "file changed" warning
-- (W12, which takes the next key typed) is answered for these files without asking.
local host = require('claude.host.host')
local view = require('claude.records.view')

local M = {}

local group -- made by M.autocmds()

--- Buffers that already have our FileChangedShell answer.
local guarded = {}

local function real(path)
  return vim.uv.fs_realpath(path) or vim.fs.normalize(path)
end

--- The loaded buffer showing `file` (an absolute path), if any.
function M.find(file)
  local want = real(file)
  for _, buf in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(buf) and vim.bo[buf].buftype == '' then
      local name = vim.api.nvim_buf_get_name(buf)
      if name ~= '' and (name == file or real(name) == want) then
        return buf
      end
    end
  end
end

--- Of `files`, those open in a buffer with unsaved changes.
function M.unsaved(files)
  local out = {}
  for _, file in ipairs(files or {}) do
    local buf = M.find(file)
    if buf and vim.bo[buf].modified then
      table.insert(out, file)
    end
  end
  return out
end

-- Neovim checks file times on its own (focus gained, :checktime, after a shell command). For a file Claude
-- changed, an unmodified buffer reloads and a modified one is kept as it is, without the W12 dialog; the
-- transcript has already said that the buffer and the file differ.
local function guard(buf)
  if guarded[buf] then
    return
  end
  guarded[buf] = true
  vim.api.nvim_create_autocmd('FileChangedShell', {
    group = group,
    buffer = buf,
    callback = function()
      local reason = vim.v.fcs_reason
      if not vim.bo[buf].modified and (reason == 'changed' or reason == 'mode' or reason == 'time') then
        vim.v.fcs_choice = 'reload'
      else
        vim.v.fcs_choice = ''
      end
    end,
  })
  vim.api.nvim_create_autocmd({ 'BufUnload', 'BufWipeout' }, {
    group = group,
    buffer = buf,
    once = true,
    callback = function()
      guarded[buf] = nil
    end,
  })
end

--- Claude changed `files`: reload the buffers that have no unsaved changes; returns the files whose
--- buffers have unsaved changes (left as they are).
function M.reload(files)
  local unsaved = {}
  local cmdwin = vim.fn.getcmdwintype() ~= ''
  for _, file in ipairs(files or {}) do
    local buf = M.find(file)
    if buf then
      guard(buf)
      if vim.bo[buf].modified then
        table.insert(unsaved, file)
      elseif not cmdwin then
        -- The buffer's own :checktime reloads it (keeping the cursor, and undo where 'undoreload' allows)
        -- through the FileChangedShell answer above, never through a prompt.
        pcall(vim.api.nvim_buf_call, buf, function()
          vim.cmd('silent! checktime ' .. buf)
        end)
      end
    end
  end
  return unsaved
end

--- Creates this module's autocmds (once, from lua/claude/boot.lua: requiring it does nothing).
function M.autocmds()
  group = vim.api.nvim_create_augroup('claude_chat_buffers', { clear = true })
  -- An approval warns when the file it would change has unsaved changes: keep that true while it waits.
  vim.api.nvim_create_autocmd('BufModifiedSet', {
    group = group,
    callback = function(ev)
      if #view.all_approvals() == 0 or not host.running() or vim.bo[ev.buf].buftype ~= '' then
        return
      end
      local name = vim.api.nvim_buf_get_name(ev.buf)
      if name ~= '' then
        vim.rpcnotify(host.channel(), 'buffer_modified', { file = name, modified = vim.bo[ev.buf].modified })
      end
    end,
  })
end

return M
