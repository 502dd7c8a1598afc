-- Each session's transcript buffer and what a window showing it gets: made on first use, its lines written
-- only through set_lines, where its prompts start, folds and markdown set up in its windows; what a host that
-- died leaves in it; its end when the session closes. Frames from the host land through
-- lua/claude/transcript/frame.lua.
local folds = require('claude.transcript.folds')
local host = require('claude.host.host')
local markdown = require('claude.transcript.markdown')
local reread = require('claude.ui.reread')
local scroll = require('claude.transcript.scroll')
local view = require('claude.records.view')
local winbar = require('claude.transcript.winbar')

local M = {}

--- The namespace of the transcripts' highlights.
M.ns = vim.api.nvim_create_namespace('claude_chat')

--- The first line (1-based) of each prompt of each transcript buffer, in order: buffer -> lines. The host
--- sends them with each patch (src/render/transcript/transcript.ts BufferPatch): the text cannot tell them, since a
--- reply may quote a transcript.
local prompts_of = {}

--- The first lines (1-based, in order) of the prompts in transcript buffer `buf`.
function M.prompts(buf)
  return prompts_of[buf] or {}
end

--- A patch replaced lines first+1 .. last (1-based; last nil: to the end) of `buf` with `count` lines, in
--- which prompts start at `heads` (0-based from the patch's first line): the prompts on the replaced lines
--- go, those below them move with their lines.
function M.splice_prompts(buf, first, last, count, heads)
  local list = prompts_of[buf] or {}
  prompts_of[buf] = list
  local shift = last and count - (last - first) or 0
  local below = {} -- bottom up
  local n = #list
  while n > 0 and list[n] > first do
    if last and list[n] > last then
      below[#below + 1] = list[n] + shift
    end
    list[n] = nil
    n = n - 1
  end
  for _, head in ipairs(heads) do
    n = n + 1
    list[n] = first + head + 1
  end
  for i = #below, 1, -1 do
    n = n + 1
    list[n] = below[i]
  end
end

--- A transcript is 'modifiable' only while the plugin writes it; set through the API, without vim.bo's
--- lookups, since every frame does it twice.
local function editable(buf, on)
  vim.api.nvim_set_option_value('modifiable', on, { buf = buf })
end

--- Sets lines of a transcript, which is not modifiable otherwise.
function M.set_lines(buf, first, last, lines)
  editable(buf, true)
  vim.api.nvim_buf_set_lines(buf, first, last, false, lines)
  editable(buf, false)
end

--- Replaces lines first+1 .. last (1-based), the last of `buf`, with `lines`, where a manual fold that
--- starts above them and ended at line `was` ends at line `now` (folds.only_grows). Neovim cuts a fold short
--- when nvim_buf_set_lines replaces its last line, even in place, and leaves it alone when lines inside it
--- are replaced in place or Vim's append adds lines above its last line (the fold then grows). So: the
--- lines under the fold are replaced, then those inside it above its last line, then the lines added are
--- appended above its last line, and its last line's text is set.
function M.grow(buf, first, last, lines, was, now)
  local set = vim.api.nvim_buf_set_lines
  local had, has = was - first, now - first
  local added = has - had
  editable(buf, true)
  set(buf, was, last, false, vim.list_slice(lines, has + 1))
  if had > 1 then
    set(buf, first, was - 1, false, vim.list_slice(lines, 1, had - 1))
  end
  if added > 0 then
    vim.fn.appendbufline(buf, was - 1, vim.list_slice(lines, had, has - 1))
  end
  local row = was - 1 + added
  local old = vim.api.nvim_buf_get_lines(buf, row, row + 1, false)[1]
  vim.api.nvim_buf_set_text(buf, row, 0, row, #old, { lines[has] })
  editable(buf, false)
end

--- Session `id`'s transcript buffer, created on first use. Returns it and whether it was just created.
function M.buffer(id)
  local st = view.state(id)
  if view.valid(st.buf) then
    return st.buf, false
  end
  -- The user wiped (or unloaded) the buffer: the host is asked for all of the transcript, not only what
  -- changes from now on (an idle session sends no frame of its own).
  local anew = st.buf ~= nil
  if st.buf and vim.api.nvim_buf_is_valid(st.buf) then
    pcall(vim.api.nvim_buf_delete, st.buf, { force = true }) -- unloaded: free its name
  end
  if st.buf then
    prompts_of[st.buf] = nil
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
  pcall(vim.api.nvim_buf_set_name, buf, view.buffer_name('chat', id))
  view.set_buffer(id, buf)
  folds.reset(buf)
  prompts_of[buf] = {}
  -- `:e` put the lines back as they were (reread.lua), so the folds and prompts kept for them hold still;
  -- the windows' own folds went with the lines.
  reread.on(buf, function()
    for _, win in ipairs(view.windows(id)) do
      folds.refold(win, 0)
    end
  end)
  if anew and host.running() then
    vim.rpcnotify(host.channel(), 'shown', { session = id, whole = true })
  end
  -- While no window shows it, the host holds its lines back: a window showing it (however it came to)
  -- has them sent, and a turn that ended unseen is seen (the host's mark says so from then on).
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

--- What a transcript window shows besides its options (lua/claude/windows/wins.lua sets those first): the
--- status in its winbar, markdown concealed, the folds.
function M.setup_window(win)
  local id = view.session_of(vim.api.nvim_win_get_buf(win))
  if id then
    view.set_last(id)
  end
  markdown.window(win) -- conceal markdown markers, unless the user's own values say otherwise
  folds.refold(win, 0)
  winbar.refresh()
end

--- The host died (`msg` says how): each session's transcript stays, with that below it; a new host's
--- session starts below that.
function M.end_region(msg)
  local text = '✗ claude-chat: ' .. msg .. ' The next prompt starts a new session below.'
  for id, st in pairs(view.sessions) do
    local buf = st.buf
    local shown = view.valid(buf)
      and not (vim.api.nvim_buf_line_count(buf) == 1 and vim.api.nvim_buf_get_lines(buf, 0, 1, false)[1] == '')
    local region_start
    if shown then
      local n = vim.api.nvim_buf_line_count(buf)
      local follow = {}
      for _, win in ipairs(view.windows(id)) do
        follow[win] = vim.api.nvim_win_get_cursor(win)[1] >= n
      end
      M.set_lines(buf, n, n, { text, '' })
      folds.splice(buf, n, nil, 2, {})
      region_start = n + 2
      for win, following in pairs(follow) do
        if following then
          vim.api.nvim_win_set_cursor(win, { n + 2, 0 })
        end
      end
    end
    view.stopped(id, region_start)
  end
  winbar.refresh()
end

--- Session `id` was closed: its record and its buffers go (its quickfix list stays in the history).
function M.drop(id)
  local st = view.drop(id)
  if not st then
    return
  end
  for _, buf in ipairs({ st.buf, st.prompt_buf }) do
    if buf and vim.api.nvim_buf_is_valid(buf) then
      folds.forget(buf)
      prompts_of[buf] = nil
      pcall(vim.api.nvim_buf_delete, buf, { force = true })
    end
  end
  winbar.refresh()
end

--- Creates this module's autocmds (once, from lua/claude/boot.lua: requiring it does nothing).
function M.autocmds()
  vim.api.nvim_create_autocmd('ModeChanged', {
    group = vim.api.nvim_create_augroup('claude_chat_folds', { clear = true }),
    callback = function()
      for id, st in pairs(view.sessions) do
        folds.refold_pending(st.buf)
        -- What waited for the mode change (scroll.fill) or changed with the folds.
        for _, win in ipairs(view.windows(id)) do
          pcall(scroll.fill, win)
        end
      end
    end,
  })
end

return M
