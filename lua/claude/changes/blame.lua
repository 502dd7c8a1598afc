-- :ClaudeBlame: the lines of a buffer that Claude wrote, each marked with the turn that wrote it (a sign and
-- `#3 · its prompt` at the line's end), from the host's turns of every live session anchored to the buffer's
-- text now; keys on a marked line jump to the prompt or show the hunk (:ClaudeBlame!: changes/blame_list.lua).
local config = require('claude.options.config')
local float = require('claude.ui.float')
local host = require('claude.host.host')
local notify = require('claude.ui.notify').say
local sessions = require('claude.sessions.sessions')
local transcript = require('claude.transcript.transcript')
local view = require('claude.records.view')
local wins = require('claude.windows.wins')

local M = {}

M.ns = vim.api.nvim_create_namespace('claude_blame')

--- Buffers with blame on: buf -> { marks = { [extmark id] = line the host sent }, group = augroup }.
local on = {}
--- Buffers whose changes are watched (nvim_buf_attach cannot be undone: it detaches on the next change).
local attached = {}
--- Buffers with a redraw scheduled: changes come in bursts, one redraw after them is enough.
local pending = {}

local function file_of(buf)
  local name = vim.api.nvim_buf_get_name(buf)
  return name ~= '' and vim.bo[buf].buftype == '' and vim.fn.fnamemodify(name, ':p') or nil
end

--- The lines of `file` Claude wrote, as its text `lines` is now: { lnum, session, turn, prompt, start,
--- before, after } each; {} when no session runs.
function M.ask(file, lines)
  local marks = host.running() and host.request('blame', { file = file, lines = lines })
  return type(marks) == 'table' and marks or {}
end

--- `#3 · the prompt's first words`, cut at a word to at most `width` cells.
local function label(m, width)
  local head = ('#%d · '):format(m.turn)
  local words = vim.trim(m.prompt):gsub('%s+', ' ')
  local room = math.max(8, width - vim.fn.strdisplaywidth(head))
  if vim.fn.strdisplaywidth(words) > room then
    local cut = vim.fn.strcharpart(words, 0, room - 1)
    words = (cut:match('^(.*%S)%s') or cut) .. '…'
  end
  return head .. words
end

--- The text area's width of the buffer's window (the editor's without one).
local function text_width(buf)
  local win = vim.fn.bufwinid(buf)
  return win == -1 and vim.o.columns or vim.api.nvim_win_get_width(win) - vim.fn.getwininfo(win)[1].textoff
end

--- The widest label that fits after `line` in `width` cells (48 at most; 16 at least, past the edge if
--- need be: a long line hides its label anyway).
local function label_width(line, width)
  return math.max(16, math.min(48, width - vim.fn.strdisplaywidth(line) - 2))
end

local function draw(buf)
  local state = on[buf]
  local file = file_of(buf)
  if not state or not file or not vim.api.nvim_buf_is_loaded(buf) then
    return
  end
  vim.api.nvim_buf_clear_namespace(buf, M.ns, 0, -1)
  state.marks = {}
  local width = text_width(buf)
  local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  for _, m in ipairs(M.ask(file, lines)) do
    local id = vim.api.nvim_buf_set_extmark(buf, M.ns, m.lnum - 1, 0, {
      -- Under the diagnostics' signs (priority 10): a one-column sign column shows a line's E or W.
      sign_text = '▎',
      sign_hl_group = 'ClaudeBlameSign',
      priority = 8,
      virt_text = { { label(m, label_width(lines[m.lnum], width)), 'ClaudeBlame' } },
      virt_text_pos = 'eol',
      hl_mode = 'combine',
    })
    state.marks[id] = m
  end
end

--- A redraw after the changes of this moment: the user's edit drops its line's mark at once (the line is no
--- longer as Claude left it); a reload after Claude's later turn marks its new lines.
local function redraw_soon(buf)
  if pending[buf] then
    return
  end
  pending[buf] = true
  vim.schedule(function()
    pending[buf] = nil
    draw(buf)
  end)
end

--- The mark on the cursor's line of the current buffer, or nil (said).
local function mark_here()
  local state = on[vim.api.nvim_get_current_buf()]
  local row = vim.api.nvim_win_get_cursor(0)[1] - 1
  local found = state and vim.api.nvim_buf_get_extmarks(0, M.ns, { row, 0 }, { row, -1 }, {})[1]
  local m = found and state.marks[found[1]]
  if not m then
    notify('No line Claude wrote here (:ClaudeBlame marks them)', vim.log.levels.WARN)
  end
  return m
end

--- Opens the chat on the session of the mark under the cursor, at the prompt of its turn.
function M.jump()
  local m = mark_here()
  if not m then
    return
  end
  if not view.sessions[m.session] then
    notify(('Session %s has ended'):format(m.session), vim.log.levels.WARN)
    return
  end
  sessions.show(m.session)
  local buf = transcript.buffer(m.session)
  local line = transcript.prompts(buf)[m.turn]
  local win = wins.transcript_win()
  if not line or not win then
    notify(('Prompt #%d is not in the transcript'):format(m.turn), vim.log.levels.WARN)
    return
  end
  vim.api.nvim_set_current_win(win)
  vim.api.nvim_win_set_cursor(win, { line, 0 })
end

--- The hunk of the turn that wrote the line under the cursor, in a float.
function M.hunk()
  local m = mark_here()
  if not m then
    return
  end
  local lines, marks = { ('@@ -%d,%d +%d,%d @@'):format(m.start, #m.before, m.start, #m.after) }, {}
  for _, side in ipairs({ { m.before, '-', 'ClaudeDiffDelete' }, { m.after, '+', 'ClaudeDiffAdd' } }) do
    for _, l in ipairs(side[1]) do
      lines[#lines + 1] = side[2] .. l
      marks[#marks + 1] = { #lines - 1, 0, #lines[#lines], side[3] }
    end
  end
  float.show(label(m, 60), lines, marks, 'diff')
end

--- The keys of a marked buffer, only while blame is on (:help claude-blame-keys): setup{ keymaps } option,
--- function, what it does.
local KEYS = { { 'blame_jump', 'jump', "jump to the turn's prompt" }, { 'blame_hunk', 'hunk', "the turn's hunk" } }

local mapped = {} -- buf -> the keys mapped there (a later setup{} does not change what unmap takes back)

local function map(buf)
  mapped[buf] = {}
  for _, k in ipairs(KEYS) do
    local lhs = config.options.keymaps[k[1]]
    if lhs and lhs ~= '' then
      vim.keymap.set('n', lhs, M[k[2]], { buffer = buf, silent = true, desc = 'Claude blame: ' .. k[3] })
      table.insert(mapped[buf], lhs)
    end
  end
end

local function unmap(buf)
  for _, lhs in ipairs(mapped[buf] or {}) do
    pcall(vim.keymap.del, 'n', lhs, { buffer = buf })
  end
  mapped[buf] = nil
end

local function stop(buf)
  local state = on[buf]
  on[buf] = nil
  if vim.api.nvim_buf_is_valid(buf) then
    vim.api.nvim_buf_clear_namespace(buf, M.ns, 0, -1)
    unmap(buf)
  end
  if state then
    pcall(vim.api.nvim_del_augroup_by_id, state.group)
  end
end

local function start(buf)
  local group = vim.api.nvim_create_augroup('claude_blame_' .. buf, { clear = true })
  on[buf] = { marks = {}, group = group }
  -- A reload (Claude's edit, :checktime, :edit) replaces the lines, and typing was only half counted: the
  -- marks are anchored again.
  local function again()
    redraw_soon(buf)
  end
  local changed = { 'BufReadPost', 'FileChangedShellPost', 'BufWritePost', 'InsertLeave' }
  vim.api.nvim_create_autocmd(changed, { group = group, buffer = buf, callback = again })
  vim.api.nvim_create_autocmd('User', { group = group, pattern = 'ClaudeTurnDone', callback = again })
  vim.api.nvim_create_autocmd('BufWipeout', {
    group = group,
    buffer = buf,
    callback = function()
      stop(buf)
    end,
  })
  if not attached[buf] then
    attached[buf] = true
    vim.api.nvim_buf_attach(buf, false, {
      on_lines = function(_, b, _, first, _, new_last)
        if not on[b] then
          attached[b] = nil
          return true
        end
        if vim.api.nvim_get_mode().mode:sub(1, 1) ~= 'i' then
          redraw_soon(b)
          return
        end
        -- Typing: the changed lines lose their marks at once, the host is asked once Insert mode ends.
        vim.schedule(function()
          if on[b] and vim.api.nvim_buf_is_valid(b) then
            vim.api.nvim_buf_clear_namespace(b, M.ns, first, math.max(new_last, first + 1))
          end
        end)
      end,
      on_reload = function(_, b)
        redraw_soon(b)
      end,
      on_detach = function(_, b)
        attached[b] = nil
      end,
    })
  end
  map(buf)
  draw(buf)
end

--- :ClaudeBlame: turns the marks of the current buffer on or off.
function M.toggle()
  local buf = vim.api.nvim_get_current_buf()
  if on[buf] then
    stop(buf)
    return
  end
  if not file_of(buf) then
    notify(':ClaudeBlame marks the lines Claude wrote in a file: this buffer has none', vim.log.levels.WARN)
    return
  end
  start(buf)
  if next(on[buf].marks) == nil then
    notify('No line of this buffer is as Claude wrote it (in the sessions of this Neovim)')
  end
end

--- Creates this module's autocmds (once, from lua/claude/boot.lua: requiring it does nothing).
function M.autocmds()
  -- A window made narrower or wider: the labels of the buffer it shows are cut again to the room its lines leave.
  vim.api.nvim_create_autocmd('WinResized', {
    group = vim.api.nvim_create_augroup('claude_blame_resized', { clear = true }),
    callback = function()
      for _, win in ipairs(vim.v.event.windows) do
        local buf = vim.api.nvim_win_is_valid(win) and vim.api.nvim_win_get_buf(win)
        if buf and on[buf] then
          redraw_soon(buf)
        end
      end
    end,
  })
end

return M
