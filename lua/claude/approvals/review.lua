-- Tab pages for looking closely: a proposed edit as a Neovim diff (the file now beside the file as the
-- edit would leave it, the proposal editable), a buffer with unsaved changes beside Claude's version on
-- disk, and the whole output of a tool.
local approvals = require('claude.approvals.approvals')
local buffers = require('claude.edits.buffers')
local config = require('claude.options.config')
local host = require('claude.host.host')
local reread = require('claude.ui.reread')
local tabs = require('claude.ui.tabs')
local notify = require('claude.ui.notify').say
local clear_prompt = require('claude.ui.notify').clear_prompt
local shown_path, to_lines, scratch, winbar = tabs.shown_path, tabs.to_lines, tabs.scratch, tabs.winbar
local diff_tab, close_tab = tabs.diff_tab, tabs.close_tab

local M = {}

--- Open reviews: request id -> { tab, left, right, eol }.
M.open_reviews = {}

--- The review of `id` is answered: its tab closes and `message` is shown, once the command that
--- answered it (a :w, a :q) is over: closing windows inside its autocommands fails, and a message given
--- there would ask for ENTER.
local function finish(id, r, message)
  if M.open_reviews[id] == r then
    M.open_reviews[id] = nil
  end
  r.answered = true
  if vim.api.nvim_buf_is_valid(r.right) then
    vim.bo[r.right].modified = false
  end
  vim.schedule(function()
    close_tab(r.tab)
    if message then
      notify(message)
    end
  end)
end

--- The file under review changed on disk since the review was made (`why` says so): its left side shows the
--- file as it is now, and the proposal, unless the user changed it, is made again against it. Nothing is
--- answered; the next :w sends the user's version against the file as it is.
local function refresh(id, r, why)
  local data = host.request('review', { session = r.session, request_id = id })
  if type(data) == 'table' and data.ok then
    reread.put_lines(r.left, (to_lines(data.current)))
    if not vim.bo[r.right].modified then
      local proposed, eol = to_lines(data.proposed)
      reread.put_lines(r.right, proposed)
      reread.on(r.right, function() -- `:e!` reads it again as it came now
        reread.put_lines(r.right, proposed)
      end)
      r.eol = eol
    end
    r.version = data.version
  end
  notify(why, vim.log.levels.WARN)
end

--- Sends the user's version (the proposal buffer as it is now): :w, or the allow key, in the review.
local function accept(id, r)
  if r.answered or not vim.api.nvim_buf_is_valid(r.right) then
    return
  end
  local lines = vim.api.nvim_buf_get_lines(r.right, 0, -1, false)
  local text = table.concat(lines, '\n') .. (r.eol and '\n' or '')
  local reply =
    host.request('approve_version', { session = r.session, request_id = id, text = text, version = r.version })
  if type(reply) == 'table' and reply.stale then
    return refresh(id, r, reply.error)
  end
  if type(reply) ~= 'table' or not reply.ok then
    notify(type(reply) == 'table' and reply.error or 'the review could not be answered', vim.log.levels.ERROR)
    return
  end
  local what = ({
    allowed = "allowed Claude's proposal for %s",
    modified = 'allowed your version of %s',
    unchanged = 'denied: your version of %s changes nothing',
  })[reply.outcome] or 'answered the review of %s'
  approvals.answered(id)
  finish(id, r, what:format(r.name))
end

local function deny(id, r, message)
  if r.answered then
    return
  end
  local text = (message and message ~= '') and message or vim.NIL
  local sent = host.notify('deny', { session = r.session, request_id = id, message = text })
  approvals.answered(id)
  finish(id, r, sent and ('denied the edit of %s'):format(r.name) or nil)
end

--- Opens the pending edit `span` ({ id, tool }) as a diff in a new tab page.
function M.proposal(span)
  if not span then
    return false
  end
  local existing = M.open_reviews[span.id]
  if existing and vim.api.nvim_tabpage_is_valid(existing.tab) then
    vim.api.nvim_set_current_tabpage(existing.tab)
    return true
  end
  local data = host.request('review', { session = span.session, request_id = span.id })
  if type(data) ~= 'table' then
    return false
  end
  if not data.ok then
    notify(('cannot review %s: %s'):format(span.tool or 'this tool use', data.why or '?'), vim.log.levels.WARN)
    return false
  end
  local id, name = data.requestId, shown_path(data.path)
  local cell = data.tool == 'NotebookEdit' and ' (cell)' or ''
  local current = to_lines(data.current)
  local proposed, eol = to_lines(data.proposed)
  local left = scratch(('claude://review/%s (now)'):format(name), current, data.path)
  local right = scratch(('claude://review/%s (proposed)'):format(name), proposed, data.path, true)
  local tab, lwin, rwin = diff_tab(left, right)
  local keys = config.options.keymaps
  winbar(lwin, 'Now: ', name .. cell)
  local also = {}
  for _, k in ipairs({ { keys.prompt_allow, 'allow' }, { keys.prompt_deny, 'deny' } }) do
    if k[1] and k[1] ~= '' then
      table.insert(also, ('%s %s'):format(k[1], k[2]))
    end
  end
  local more = #also > 0 and (' · ' .. table.concat(also, ' · ')) or ''
  tabs.winbar_cut_end(rwin, 'Proposed · :w allows · :q denies' .. more .. ' · yours to edit')
  local r =
    { tab = tab, left = left, right = right, eol = eol, name = name, session = span.session, version = data.version }
  M.open_reviews[id] = r

  local group = vim.api.nvim_create_augroup('claude_review_' .. right, { clear = true })
  vim.api.nvim_create_autocmd('BufWriteCmd', {
    group = group,
    buffer = right,
    callback = function()
      accept(id, r)
    end,
  })
  -- :q in the review denies. QuitPre comes before :wq writes and before :q refuses a changed buffer:
  -- decide once the command is over, by whether the window really closed.
  for _, buf in ipairs({ left, right }) do
    vim.api.nvim_create_autocmd('QuitPre', {
      group = group,
      buffer = buf,
      callback = function()
        local win = vim.api.nvim_get_current_win()
        vim.schedule(function()
          if not vim.api.nvim_win_is_valid(win) then
            deny(id, r)
          end
        end)
      end,
    })
  end
  vim.api.nvim_create_autocmd('BufWipeout', {
    group = group,
    buffer = right,
    callback = function()
      -- Closed some other way than :q: the approval stays pending (a :q decides after this, above).
      if M.open_reviews[id] == r then
        M.open_reviews[id] = nil
      end
    end,
  })
  local function map(buf, lhs, fn, desc)
    if lhs and lhs ~= '' then -- a key set to '' or false in setup{} is not mapped
      vim.keymap.set('n', lhs, fn, { buffer = buf, nowait = true, desc = desc })
    end
  end
  for _, buf in ipairs({ left, right }) do
    map(buf, keys.prompt_allow, function()
      accept(id, r)
    end, 'Claude: allow this version of the file')
    map(buf, keys.prompt_deny, function()
      vim.ui.input({ prompt = 'Deny the edit. Tell Claude why (optional): ' }, function(message)
        clear_prompt()
        if message ~= nil then
          deny(id, r, message)
        end
      end)
    end, 'Claude: deny the edit')
  end
  vim.api.nvim_set_current_win(rwin)
  return true
end

--- The host's pending list changed: a review whose approval was answered elsewhere (or withdrawn)
--- closes, unless the user changed the proposal, which stays for them to read.
function M.sync(pending)
  local live = {}
  for _, s in ipairs(pending) do
    live[s.id] = true
  end
  for id, r in pairs(M.open_reviews) do
    if not live[id] then
      if vim.api.nvim_buf_is_valid(r.right) and vim.bo[r.right].modified then
        M.open_reviews[id] = nil
        r.answered = true
        for _, win in ipairs(vim.fn.win_findbuf(r.right)) do
          winbar(win, 'This proposal was answered elsewhere; close the tab with :tabclose')
        end
      else
        finish(id, r)
      end
    end
  end
end

--- Your buffer of `file` (with unsaved changes) beside the file on disk, which Claude changed: take
--- hunks with the usual diff commands (do, dp), then :w! (the file changed since the buffer read it). The
--- disk side follows the file when the buffer is written; closing either side closes the tab page.
function M.compare(file)
  local buf = buffers.find(file)
  if not buf then
    notify(('%s is not open in a buffer'):format(shown_path(file)), vim.log.levels.WARN)
    return false
  end
  local disk = scratch(('claude://disk/%s'):format(shown_path(file)), tabs.file_lines(file), file)
  local tab, lwin, rwin = diff_tab(buf, disk)
  -- Neovim asks before :w overwrites a file changed since it was read (:w! is "yes").
  winbar(lwin, 'Yours · :w! saves · do takes a hunk', ' · ' .. shown_path(file))
  winbar(rwin, "On disk, with Claude's edit")
  local group = vim.api.nvim_create_augroup('claude_compare_' .. disk, { clear = true })
  vim.api.nvim_create_autocmd('BufWritePost', {
    group = group,
    buffer = buf,
    callback = function()
      if not vim.api.nvim_buf_is_valid(disk) then
        return true -- the disk side was wiped some other way: nothing to follow (the autocommand goes)
      end
      vim.bo[disk].modifiable = true
      vim.api.nvim_buf_set_lines(disk, 0, -1, false, tabs.file_lines(file))
      vim.bo[disk].modifiable = false
      if vim.api.nvim_win_is_valid(rwin) then
        winbar(rwin, 'On disk, as you wrote it')
      end
    end,
  })
  vim.api.nvim_create_autocmd('WinClosed', {
    group = group,
    pattern = { tostring(lwin), tostring(rwin) },
    callback = function()
      vim.api.nvim_del_augroup_by_id(group)
      vim.schedule(function()
        close_tab(tab)
        -- Still there only as the last tab page: what is left of it shows the buffer, out of diff mode.
        for _, win in ipairs(vim.api.nvim_tabpage_is_valid(tab) and vim.api.nvim_tabpage_list_wins(tab) or {}) do
          if vim.api.nvim_win_get_buf(win) == disk then
            vim.api.nvim_win_set_buf(win, buf)
          end
          vim.wo[win].winbar = ''
          vim.api.nvim_win_call(win, function()
            vim.cmd('diffoff')
          end)
        end
      end)
    end,
  })
  vim.api.nvim_set_current_win(lwin)
  return true
end

--- `text` in a read-only scratch buffer in a new tab page; q closes it.
function M.show_text(title, text)
  local buf = scratch(('claude://output/%s'):format(title), (to_lines(text)))
  vim.cmd('tab sbuffer ' .. buf)
  winbar(vim.api.nvim_get_current_win(), 'q closes · ', title)
  vim.keymap.set('n', 'q', '<Cmd>tabclose<CR>', { buffer = buf, nowait = true, desc = 'Close' })
  return buf
end

return M
