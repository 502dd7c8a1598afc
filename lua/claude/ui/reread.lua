-- `:e` and `:e!` in the plugin's own buffers (claude://chat, claude://prompt, claude://todos, ...): Neovim
-- empties the buffer, drops its syntax items and tree-sitter highlighter, squeezes its extmarks onto what is
-- left and the windows' manual folds with them, then, the name looking like a URL, lets BufReadCmd read it.
-- Nothing on disk holds these buffers, so what they showed is kept when they unload and put back here at
-- once: the lines, the extmarks (highlights, marks other modules keep ids of), the syntax or tree-sitter
-- highlighting. A buffer's module adds what only it can redo (M.on): a transcript's folds, a plan document
-- or a proposed edit read again as they came.
local M = {}

--- What each plugin buffer held when it last unloaded: buffer -> { lines, marks, views }.
local kept = {}

--- Per buffer, what its module does after `:e` put it back (M.on).
local hooks = {}

--- `fn(buf)` runs after `:e` in `buf` put back what it showed (the buffer's windows show it again).
function M.on(buf, fn)
  hooks[buf] = fn
end

local group -- made by M.autocmds()

--- Writes `lines` into `buf` whatever its options, as no change of the user's (not modified, nothing to undo).
function M.put_lines(buf, lines)
  local bo = vim.bo[buf]
  local modifiable, readonly, undolevels = bo.modifiable, bo.readonly, bo.undolevels
  bo.modifiable, bo.readonly, bo.undolevels = true, false, -1
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, lines)
  bo.modifiable, bo.readonly, bo.undolevels = modifiable, readonly, undolevels
  bo.modified = false
end

local function put_marks(buf, marks)
  -- Squeezed onto the one line left, they would all be wrong: they go, and come back where they were.
  vim.api.nvim_buf_clear_namespace(buf, -1, 0, -1)
  for _, m in ipairs(marks) do
    local opts = m[4]
    local ns = opts.ns_id
    opts.ns_id = nil
    opts.id = m[1]
    pcall(vim.api.nvim_buf_set_extmark, buf, ns, m[2], m[3], opts)
  end
end

--- Windows `views` (window -> winsaveview()) that still show `buf` are shown so again.
local function restore(buf, views)
  for win, view in pairs(views) do
    if vim.api.nvim_win_is_valid(win) and vim.api.nvim_win_get_buf(win) == buf then
      vim.api.nvim_win_call(win, function()
        vim.fn.winrestview(view)
      end)
    end
  end
end

--- Creates this module's autocmds (once, from lua/claude/boot.lua: requiring it does nothing).
function M.autocmds()
  group = vim.api.nvim_create_augroup('claude_chat_reread', { clear = true })
  vim.api.nvim_create_autocmd('BufUnload', {
    group = group,
    pattern = 'claude://*',
    callback = function(ev)
      if vim.v.exiting ~= vim.NIL then
        return -- Neovim exits: nothing reads the buffer again
      end
      local views = {}
      for _, win in ipairs(vim.fn.win_findbuf(ev.buf)) do
        views[win] = vim.api.nvim_win_call(win, vim.fn.winsaveview)
      end
      kept[ev.buf] = {
        lines = vim.api.nvim_buf_get_lines(ev.buf, 0, -1, false),
        marks = vim.api.nvim_buf_get_extmarks(ev.buf, -1, 0, -1, { details = true }),
        views = views,
      }
    end,
  })
  vim.api.nvim_create_autocmd('BufReadCmd', {
    group = group,
    pattern = 'claude://*',
    callback = function(ev)
      local buf = ev.buf
      local was = kept[buf]
      kept[buf] = nil
      if not was then
        return -- not one of the plugin's buffers (a name typed with :e): nothing to read
      end
      M.put_lines(buf, was.lines)
      put_marks(buf, was.marks)
      -- The syntax items and a tree-sitter highlighter went with the lines: the filetype's set-up runs again, as
      -- when a file is read (it starts tree-sitter where the user or Neovim's ftplugin does). b:current_syntax
      -- stayed, and would stop the syntax file early; an unchanged 'syntax' has no Syntax event of its own.
      vim.api.nvim_buf_call(buf, function()
        vim.b.current_syntax = nil
        if vim.bo.filetype ~= '' then
          vim.api.nvim_exec_autocmds('FileType', { pattern = vim.bo.filetype, modeline = false })
        end
        if vim.bo.syntax ~= '' and vim.b.current_syntax == nil then
          vim.api.nvim_exec_autocmds('Syntax', { pattern = vim.bo.syntax, modeline = false })
        end
      end)
      if hooks[buf] then
        hooks[buf](buf)
      end
      -- Its windows show what they showed: Neovim would put the cursor line in the middle (an approval's key
      -- hints under the window). Once the read is done: it sets the window's top line before BufEnter.
      vim.api.nvim_create_autocmd('BufEnter', {
        group = group,
        buffer = buf,
        once = true,
        callback = function()
          restore(buf, was.views)
        end,
      })
      vim.schedule(function() -- an :e that did not enter the buffer leaves no autocommand behind
        pcall(vim.api.nvim_clear_autocmds, { group = group, event = 'BufEnter', buffer = buf })
      end)
    end,
  })
  vim.api.nvim_create_autocmd('BufWipeout', {
    group = group,
    pattern = 'claude://*',
    callback = function(ev)
      kept[ev.buf], hooks[ev.buf] = nil, nil
    end,
  })
end

return M
