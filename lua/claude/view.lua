-- The transcript buffer and what the host pushes into it. The host calls M.apply() once per frame
-- with everything that changed: a line patch, highlights, folds, the winbar text, the quickfix list.
local M = {}

local ns = vim.api.nvim_create_namespace('claude_chat')
M.ns = ns

M.buf = nil
--- foldexpr value per line (1-based), spliced like the lines.
M.levels = {}
M.winbar = 'Claude'
M.status = { state = 'stopped' }
M.qf_id = nil
M.approval_line = nil

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
  -- transcript it re-parsed for about 40 ms after every frame while streaming (docs/performance.md).
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
  wo.foldmethod = 'expr'
  wo.foldexpr = 'v:lua.ClaudeChatFold()'
  wo.foldlevel = 1
  wo.foldenable = true
  wo.winfixwidth = true
  wo.winbar = M.winbar
end

function M.foldexpr()
  return M.levels[vim.v.lnum] or '0'
end
-- 'foldexpr' calls this global: evaluated for every changed line, it skips the require() lookup.
_G.ClaudeChatFold = M.foldexpr

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
  -- Fold levels first: set_lines evaluates 'foldexpr' for the changed lines right away.
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

  -- A fold made while the cursor is inside it starts open: close the new tool-result folds.
  local result_folds = {}
  for i, f in ipairs(p.folds) do
    if f == '>2' then
      result_folds[#result_folds + 1] = start + i
    end
  end
  if #result_folds > 0 then
    for _, win in ipairs(M.windows()) do
      vim.api.nvim_win_call(win, function()
        for _, lnum in ipairs(result_folds) do
          if vim.fn.foldclosed(lnum) == -1 and vim.fn.foldlevel(lnum) >= 2 then
            pcall(vim.cmd, lnum .. 'foldclose')
          end
        end
      end)
    end
  end

  local last = vim.api.nvim_buf_line_count(buf)
  for _, win in ipairs(follow) do
    pcall(vim.api.nvim_win_set_cursor, win, { last, 0 })
  end
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

--- One frame from the host. Returns false when the buffer had to be recreated and the patch does
--- not start at the top: the host then sends the whole transcript.
function M.apply(u)
  local buf, created = M.buffer()
  local intact = true
  if u.patch then
    if created and u.patch.start ~= 0 then
      intact = false
    else
      apply_patch(buf, u.patch)
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
  if u.approvalLine ~= nil then
    M.approval_line = u.approvalLine ~= vim.NIL and u.approvalLine or nil
  end
  return intact
end

function M.notify(msg, level)
  vim.schedule(function()
    vim.notify('claude-chat: ' .. msg, vim.log.levels[(level or 'info'):upper()] or vim.log.levels.INFO)
  end)
end

return M
