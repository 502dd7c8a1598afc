-- The live sessions as the editor knows them: their transcript buffers, where each session's region starts
-- in its buffer, their status, and which session a command acts on. Frames from the host land through
-- lua/claude/frame.lua.
local folds = require('claude.folds')
local scroll = require('claude.scroll')
local host = require('claude.host')
local markdown = require('claude.markdown')
local winbar = require('claude.winbar')

local M = {}

local ns = vim.api.nvim_create_namespace('claude_chat')
M.ns = ns

--- What each live session shows, by the editor's name for it ('1', '2', ...): its transcript buffer (buf)
--- and prompt buffer (prompt_buf), the lines above its region (region_start: what a host that died left
--- there, kept read-only), the host's StatusInfo (status) and its two texts (status_line, winbar), its
--- quickfix list (qf_id), and whether it finished a turn while no window showed it (unseen).
M.sessions = {}
--- The session last shown: what commands act on from a window that is not the chat's.
M.last = nil

--- Sessions closed since: a frame the host sent before it heard is dropped, not drawn into a new buffer.
local closed = {}

--- The state of session `id`, made on first use.
function M.state(id)
  local st = M.sessions[id]
  if not st then
    closed[id] = nil
    -- Starting until the host says otherwise (the picker then says so, and how old it is).
    st = { id = id, region_start = 0, status = { state = 'starting' }, status_line = '', winbar = 'Claude',
      unseen = false, created = os.time() * 1000 }
    M.sessions[id] = st
  end
  return st
end

--- The sessions' names in the order they were made.
function M.ids()
  local ids = vim.tbl_keys(M.sessions)
  table.sort(ids, function(a, b)
    return (tonumber(a) or 0) < (tonumber(b) or 0)
  end)
  return ids
end

--- A name for a new session.
function M.new_id()
  local n = 1
  for id in pairs(M.sessions) do
    n = math.max(n, (tonumber(id) or 0) + 1)
  end
  return tostring(n)
end

--- The session buffer `buf` belongs to (its transcript or prompt), or nil.
function M.session_of(buf)
  local id = vim.api.nvim_buf_is_valid(buf) and vim.b[buf].claude_session or nil
  return id and M.sessions[id] and id or nil
end

--- The session a command acts on: the one of the chat buffer the cursor is in; else the one the chat of this
--- tab page shows; else the one last shown; nil when there is none.
function M.current_id()
  local here = M.session_of(vim.api.nvim_get_current_buf())
  if here then
    return here
  end
  for _, win in ipairs(vim.api.nvim_tabpage_list_wins(0)) do
    local buf = vim.api.nvim_win_get_buf(win)
    if vim.b[buf].claude_chat == 'transcript' and vim.api.nvim_win_get_config(win).relative == '' then
      local id = M.session_of(buf)
      if id then
        return id
      end
    end
  end
  return M.last and M.sessions[M.last] and M.last or nil
end

--- The state of the session a command acts on, or nil.
function M.current()
  local id = M.current_id()
  return id and M.sessions[id]
end

--- The transcript buffer of the session a command acts on, or nil.
function M.current_buf()
  local st = M.current()
  return st and st.buf
end

--- Whether session `id` was closed (a frame the host sent before it heard is dropped).
function M.closed(id)
  return closed[id] == true
end

--- Whether `buf` is a buffer with its lines. One unloaded by :bdelete is still "valid" but holds no lines:
--- it counts as gone.
function M.valid(buf)
  return buf ~= nil and vim.api.nvim_buf_is_valid(buf) and vim.api.nvim_buf_is_loaded(buf)
end
local valid = M.valid

--- Session `id`'s transcript buffer, created on first use. Returns it and whether it was just created.
function M.buffer(id)
  local st = M.state(id)
  if valid(st.buf) then
    return st.buf, false
  end
  -- The user wiped (or unloaded) the buffer: the host is asked for all of the transcript, not only what
  -- changes from now on (an idle session sends no frame of its own).
  local anew = st.buf ~= nil
  if st.buf and vim.api.nvim_buf_is_valid(st.buf) then
    pcall(vim.api.nvim_buf_delete, st.buf, { force = true }) -- unloaded: free its name
  end
  local buf = vim.api.nvim_create_buf(false, true)
  vim.bo[buf].buftype = 'nofile'
  vim.bo[buf].bufhidden = 'hide'
  vim.bo[buf].swapfile = false
  vim.bo[buf].undolevels = -1
  vim.bo[buf].modifiable = false
  vim.bo[buf].formatlistpat = [[^\s*[┆│]\s]] -- the lines whose wrapped part 'breakindentopt' indents (wins.lua)
  vim.b[buf].claude_session = id
  vim.b[buf].claude_chat = 'transcript'
  -- Highlighting: the lean regex markdown of syntax/claudechat.vim. Not tree-sitter markdown: on this
  -- transcript it re-parsed for about 40 ms after every frame while streaming (bench/README.md).
  vim.bo[buf].filetype = 'claudechat'
  pcall(vim.api.nvim_buf_set_name, buf, id == '1' and 'claude://chat' or 'claude://chat/' .. id)
  st.buf = buf
  st.region_start = 0
  folds.reset(buf)
  if anew and host.running() then
    vim.rpcnotify(host.channel(), 'shown', { session = id, whole = true })
  end
  -- While no window shows it, the host holds its lines back: a window showing it (however it came to)
  -- has them sent.
  vim.api.nvim_create_autocmd('BufWinEnter', {
    buffer = buf,
    callback = function()
      if host.running() then
        vim.rpcnotify(host.channel(), 'shown', { session = id })
      end
    end,
  })
  return buf, true
end

--- Windows showing session `id`'s transcript (default: the current session's).
function M.windows(id)
  local st = M.sessions[id or M.current_id() or '']
  local wins = {}
  if not st or not valid(st.buf) then
    return wins
  end
  for _, win in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_buf(win) == st.buf then
      table.insert(wins, win)
    end
  end
  return wins
end

--- What a transcript window shows besides its options (lua/claude/wins.lua sets those first): the
--- status in its winbar, markdown concealed, the folds.
function M.setup_window(win)
  local id = M.session_of(vim.api.nvim_win_get_buf(win))
  if id then
    M.sessions[id].unseen = false
    M.last = id
  end
  markdown.window(win) -- conceal markdown markers, unless the user's own values say otherwise
  folds.refold(win, 0)
  winbar.refresh()
end

--- The line (0-based, within its session's region) at line `line` (0-based) of transcript buffer `buf`
--- (default: the current one), or nil above the region.
function M.region_line(line, buf)
  local st = M.sessions[M.session_of(buf or vim.api.nvim_get_current_buf()) or '']
  local start = st and st.region_start or 0
  return line >= start and line - start or nil
end

vim.api.nvim_create_autocmd('ModeChanged', {
  group = vim.api.nvim_create_augroup('claude_chat_folds', { clear = true }),
  callback = function()
    for id, st in pairs(M.sessions) do
      folds.refold_pending(st.buf)
      -- What waited for the mode change (scroll.fill) or changed with the folds.
      for _, win in ipairs(M.windows(id)) do
        pcall(scroll.fill, win)
      end
    end
  end,
})

--- The session and region line (0-based) of the cursor in a transcript window, for the commands that act
--- on the prompt there; nil after saying "put the cursor on a prompt in the transcript to `what`".
function M.prompt_cursor(what)
  local buf = vim.api.nvim_get_current_buf()
  local session = M.session_of(buf)
  local line = session and vim.b[buf].claude_chat == 'transcript' and M.region_line(vim.api.nvim_win_get_cursor(0)[1] - 1)
  if not line or not host.running() then
    require('claude.notify').say('put the cursor on a prompt in the transcript to ' .. what, vim.log.levels.WARN)
    return nil
  end
  return session, line
end

--- The chat now shows session `id`: if the current quickfix list is another session's list of changed
--- files, session `id`'s (when it has one) becomes current, so that an open quickfix window follows the
--- chat. Any other list (the user's own, a turn's) stays.
function M.follow_quickfix(id)
  local st = M.sessions[id]
  local cur = vim.fn.getqflist({ nr = 0, context = 1 })
  local ctx = cur.context
  if not st or not st.qf_id or type(ctx) ~= 'table' or not ctx.claude_session or ctx.claude_turn or ctx.claude_session == id then
    return
  end
  local list = vim.fn.getqflist({ id = st.qf_id, nr = 0 })
  if list.id == st.qf_id and list.nr > 0 and list.nr ~= cur.nr then
    vim.cmd(('silent %dchistory'):format(list.nr))
  end
end

--- The host died: each session's transcript stays, with `msg` below it; a new host's session starts below that.
function M.end_region(msg)
  for _, st in pairs(M.sessions) do
    local buf = st.buf
    local shown = valid(buf) and not (vim.api.nvim_buf_line_count(buf) == 1 and vim.api.nvim_buf_get_lines(buf, 0, 1, false)[1] == '')
    if shown then
      local n = vim.api.nvim_buf_line_count(buf)
      local follow = {}
      for _, win in ipairs(M.windows(st.id)) do
        follow[win] = vim.api.nvim_win_get_cursor(win)[1] >= n
      end
      require('claude.frame').set_lines(buf, n, n, { '✗ ' .. msg, '' })
      folds.use(buf)
      folds.splice(n, nil, { '0', '0' })
      st.region_start = n + 2
      for win, following in pairs(follow) do
        if following then
          vim.api.nvim_win_set_cursor(win, { n + 2, 0 })
        end
      end
    end
    require('claude.approvals').update(st.id, {}, {})
    st.status, st.status_line, st.winbar = { state = 'stopped' }, '', 'Claude · stopped'
  end
  winbar.refresh()
end

--- Session `id` was closed: its buffers go (its quickfix list stays in the history).
function M.drop(id)
  local st = M.sessions[id]
  if not st then
    return
  end
  M.sessions[id] = nil
  closed[id] = true
  require('claude.approvals').update(id, {}, {})
  for _, buf in ipairs({ st.buf, st.prompt_buf }) do
    if buf and vim.api.nvim_buf_is_valid(buf) then
      folds.forget(buf)
      pcall(vim.api.nvim_buf_delete, buf, { force = true })
    end
  end
  if M.last == id then
    M.last = nil
  end
  winbar.refresh()
end

function M.notify(msg, level)
  vim.schedule(function()
    require('claude.notify').say(msg, vim.log.levels[(level or 'info'):upper()] or vim.log.levels.INFO)
  end)
end

return M
