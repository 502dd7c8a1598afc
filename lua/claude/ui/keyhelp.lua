-- The g? float: every key of the chat with its current value, from the schema's keymap entries.
local config = require('claude.options.config')
local float = require('claude.ui.float')
local schema = require('claude.options.schema')

local M = {}

--- The chat's keys for the help float: { title, { { lhs, what }, ... } } per window, from the schema (a key's
--- doc says where it works: "transcript: ...", "prompt window, insert mode: ...") and the keys in effect.
function M.listing()
  local keymaps = config.options.keymaps
  local sections = { { title = 'Transcript', keys = {} }, { title = 'Prompt window', keys = {} } }
  for _, group in ipairs(schema.options) do
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
  -- Not a keymap option: the digits pick an option only on a question (maps.lua), else they are counts.
  table.insert(sections[1].keys, { '1-9', 'on a question from Claude: pick that option' })
  return sections
end

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
  local win = float.show('Claude chat keys', lines, marks, 'claudehelp')
  return win
end

return M
