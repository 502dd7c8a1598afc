-- The g? float: every key of the chat with its current value, from the schema's keymap entries.
local config = require('claude.config')

local M = {}

--- The chat's keys for the help float: { title, { { lhs, what }, ... } } per window, from the schema (a key's
--- doc says where it works: "transcript: ...", "prompt window, insert mode: ...") and the keys in effect.
function M.listing()
  local keymaps = config.options.keymaps
  local sections = { { title = 'Transcript', keys = {} }, { title = 'Prompt window', keys = {} } }
  for _, group in ipairs(require('claude.schema').options) do
    if group.name == 'keymaps' then
      for _, key in ipairs(group.fields) do
        local lhs = keymaps[key.name]
        local where, what = key.doc:match('^(.-): (.*)$')
        if lhs and lhs ~= '' and where then
          if where:find('insert mode', 1, true) then
            what = what .. ' (insert mode)'
          end
          if where:find('transcript', 1, true) then
            table.insert(sections[1].keys, { lhs, what })
          end
          if where:find('prompt window', 1, true) then
            table.insert(sections[2].keys, { lhs, what })
          end
        end
      end
    end
  end
  return sections
end

local help_ns = vim.api.nvim_create_namespace('claude_chat_help')

--- `g?` in the chat: a float listing the chat's keys with their current values; q or <Esc> closes it (so does
--- leaving it).
function M.help()
  local lines, marks = {}, {}
  local sections = M.listing()
  local width = 0
  for _, s in ipairs(sections) do
    for _, k in ipairs(s.keys) do
      width = math.max(width, vim.fn.strdisplaywidth(k[1]))
    end
  end
  for i, s in ipairs(sections) do
    if i > 1 then
      table.insert(lines, '')
    end
    table.insert(lines, s.title)
    table.insert(marks, { #lines - 1, 0, #s.title, 'Title' })
    for _, k in ipairs(s.keys) do
      local lhs = k[1] .. string.rep(' ', width - vim.fn.strdisplaywidth(k[1]))
      table.insert(lines, ('  %s  %s'):format(lhs, k[2]))
      table.insert(marks, { #lines - 1, 2, 2 + #k[1], 'Special' })
    end
  end
  local buf = vim.api.nvim_create_buf(false, true)
  vim.bo[buf].bufhidden = 'wipe'
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, lines)
  for _, m in ipairs(marks) do
    vim.api.nvim_buf_set_extmark(buf, help_ns, m[1], m[2], { end_col = m[3], hl_group = m[4] })
  end
  vim.bo[buf].modifiable = false
  vim.bo[buf].filetype = 'claudehelp'
  local longest = 0
  for _, l in ipairs(lines) do
    longest = math.max(longest, vim.fn.strdisplaywidth(l))
  end
  local cols = math.max(20, math.min(longest + 1, vim.o.columns - 4))
  local rows = math.max(3, math.min(#lines, vim.o.lines - vim.o.cmdheight - 4))
  local win = vim.api.nvim_open_win(buf, true, {
    relative = 'editor',
    row = math.max(0, math.floor((vim.o.lines - vim.o.cmdheight - rows) / 2) - 1),
    col = math.max(0, math.floor((vim.o.columns - cols) / 2) - 1),
    width = cols,
    height = rows,
    style = 'minimal',
    border = 'rounded',
    title = ' Claude chat keys ',
    title_pos = 'center',
    footer = ' q closes ',
    footer_pos = 'center',
  })
  vim.wo[win].wrap = false
  local function close()
    if vim.api.nvim_win_is_valid(win) then
      vim.api.nvim_win_close(win, true)
    end
  end
  for _, lhs in ipairs({ 'q', '<Esc>' }) do
    vim.keymap.set('n', lhs, close, { buffer = buf, nowait = true, silent = true, desc = 'Close the key list' })
  end
  vim.api.nvim_create_autocmd({ 'WinLeave', 'BufLeave' }, { buffer = buf, once = true, callback = close })
  return win
end

return M
