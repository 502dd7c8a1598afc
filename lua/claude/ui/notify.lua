-- The plugin's one way of telling the user something outside the transcript.
local M = {}

-- Neovim's own vim.notify echoes the message; one longer than the space left of 'showcmd' on the command
-- line (v:echospace) asks for ENTER, which no flow of the plugin may cause. A notifier plugin (nvim-notify,
-- snacks, fidget...) shows the whole text.
local builtin = vim.notify

--- Neovim's own vim.notify says an error as an error message, which never overwrites the message before it: two
--- that come before the screen is drawn again (the CLI ended, then the run it was for, on a busy machine) stack
--- and ask for ENTER. Echoed here in the error's colours instead, each replaces the last (both stay in
--- :messages).
local HL = { [vim.log.levels.ERROR] = 'ErrorMsg', [vim.log.levels.WARN] = 'WarningMsg' }
local function echo(text, level)
  if vim.notify ~= builtin then
    return vim.notify(text, level)
  end
  vim.api.nvim_echo({ { text, HL[level] } }, true, {})
end

--- The cells `s` takes on the command line: a character of CJK text two, a control character (^[) two. Not
--- strdisplaywidth(), which measures as the current window would wrap it ('linebreak' in a narrow window adds
--- cells).
local function cells(s)
  local _, controls = s:gsub('%c', '')
  return vim.api.nvim_strwidth(s) + controls
end

--- `text` cut to `room` screen cells, ending in '…' when cut. Counted in cells, not characters.
local function cut(text, room)
  if cells(text) <= room then
    return text
  end
  local kept, width = {}, 0
  -- No character takes less than one cell: a message's first `room` characters are enough to look at.
  for _, ch in ipairs(vim.fn.split(vim.fn.strcharpart(text, 0, room), '\\zs')) do
    local w = cells(ch)
    if width + w > room - 1 then
      break
    end
    table.insert(kept, ch)
    width = width + w
  end
  return (table.concat(kept):gsub('%s+$', '')) .. '…'
end

--- In Insert mode Neovim's `-- INSERT --` ('showmode') covers a message that comes while the user types (the
--- host's answer to a key, a CLI that died): the last such one is said again when Insert mode ends.
local waiting = nil
local function again_after_insert(text, level)
  if vim.o.showmode and vim.api.nvim_get_mode().mode:sub(1, 1) == 'i' then
    waiting = { text, level }
  end
end

--- Insert mode ends by <C-c> without InsertLeave, and when that <C-c> interrupts keys typed on while Neovim was
--- busy (a frame being drawn), Neovim throws them away and leaves `-- INSERT --` on the command line though Insert
--- mode is over. Where that happens in one of the chat's buffers, the command line is cleared.
local left = false
local ended -- made by M.autocmds()

--- Whether Neovim runs with no UI for anyone to see (`nvim --headless` from a shell or a CI job, no UI attached):
--- what the plugin says goes to stderr. Not an embedded Neovim (`--embed`: a GUI before it attaches, a test
--- harness), whose messages stay Neovim's.
function M.headless()
  return #vim.api.nvim_list_uis() == 0 and not vim.tbl_contains(vim.v.argv, '--embed')
end

--- Shows `msg` prefixed with the plugin's name; `level` is a vim.log.levels value (default INFO).
function M.say(msg, level)
  local text = 'claude-chat: ' .. msg
  level = level or vim.log.levels.INFO
  if vim.notify == builtin and M.headless() then
    -- Neovim's own echo ends no message with a newline there: the next one would go on the same line.
    io.stderr:write(text .. '\n')
    return
  end
  if vim.notify == builtin and #vim.api.nvim_list_uis() > 0 then
    local room = vim.v.echospace
    text = text:gsub('\n.*', '')
    if room > 1 then
      text = cut(text, room)
    end
    again_after_insert(text, level)
  end
  echo(text, level)
end

--- Clears the echo area of a message that no longer holds (a notifier plugin's own messages go by themselves).
function M.clear()
  if vim.notify == builtin then
    vim.api.nvim_echo({ { '' } }, false, {})
  end
end

--- `title` as a quickfix list's title: :colder, :cnewer and :chistory echo it after 34 cells of their own
--- ("error list 2 of 3; 4 errors "), and a longer line asks for ENTER.
function M.list_title(title)
  return cut(title, math.max(16, vim.v.echospace - 34))
end

--- Quickfix `items` with their files named relative to the editor's directory where they are under it: Neovim
--- names a buffer it makes for an item's file as the item does, and `:e hello.txt` would then show an absolute
--- name in the status line.
--- A copy: the items' tables may be the event data a ClaudeTurnDone handler gets.
function M.relative_items(items)
  local out = {}
  for i, item in ipairs(items) do
    out[i] = item.filename and vim.tbl_extend('force', item, { filename = vim.fn.fnamemodify(item.filename, ':.') })
      or item
  end
  return out
end

--- Quickfix list `what` (setqflist's dict) as the plugin's listings put it: its title made fit, its files named
--- relative to the editor's directory.
function M.fitted(what)
  local items = what.items and M.relative_items(what.items)
  return vim.tbl_extend('force', what, { title = M.list_title(what.title), items = items })
end

--- Adds quickfix list `what` (setqflist's dict; its title made fit) at the end of the history, leaving the
--- list the user was on current (a turn ending does not take the user's :make results away) and every list
--- after it in place (a list added with ' ' but no nr frees them); with no list yet, it becomes the current one.
function M.push_list(what)
  local current = vim.fn.getqflist({ nr = 0 }).nr
  vim.fn.setqflist({}, ' ', vim.tbl_extend('force', M.fitted(what), { nr = '$' }))
  if current > 0 and vim.fn.getqflist({ nr = 0 }).nr ~= current then
    vim.cmd(('silent %dchistory'):format(current))
  end
end

--- Puts quickfix list `what` (setqflist's dict) where the plugin's list `id` is, replacing it in place while it
--- is still in the history (a second :ClaudeBlame! or rewind leaves no stale copy behind), else at the end of the
--- history (with ' ' but no nr, setqflist frees every list after the current one: the turns' hunk lists). Either
--- way it becomes the current list. Returns its id, to pass again next time.
function M.own_list(id, what)
  local old = id and vim.fn.getqflist({ id = id, nr = 0 }) or nil
  if old and old.id == id and old.nr > 0 then
    vim.fn.setqflist({}, 'r', vim.tbl_extend('force', what, { id = id }))
    vim.cmd(('silent %dchistory'):format(old.nr))
    return id
  end
  vim.fn.setqflist({}, ' ', vim.tbl_extend('force', what, { nr = '$' }))
  return vim.fn.getqflist({ id = 0 }).id
end

--- The built-in vim.ui.select and vim.ui.input leave their lines on the command line, and a message given
--- after them would ask for ENTER: their callbacks call this first.
function M.clear_prompt()
  vim.cmd('redraw')
end

--- Creates this module's autocmds (once, from lua/claude/boot.lua: requiring it does nothing).
function M.autocmds()
  ended = vim.api.nvim_create_augroup('claude_chat_insert_ended', { clear = true })
  vim.api.nvim_create_autocmd({ 'InsertEnter', 'InsertLeave' }, {
    group = ended,
    callback = function(ev)
      left = ev.event == 'InsertLeave'
    end,
  })
  vim.api.nvim_create_autocmd('ModeChanged', {
    group = ended,
    pattern = 'i*:n',
    callback = function(ev)
      local said, chat = waiting, not left and vim.b[ev.buf].claude_chat ~= nil
      waiting, left = nil, false
      if said or chat then
        vim.schedule(function()
          if said then
            echo(said[1], said[2])
          elseif vim.api.nvim_get_mode().mode == 'n' then
            vim.api.nvim_echo({ { '' } }, false, {})
          end
        end)
      end
    end,
  })
end

return M
