-- :ClaudeImage [path] and image paths pasted into the prompt: the host reads the file (PNG, JPEG, GIF, WebP,
-- by its header) and sends it as an image with the next prompt; the prompt's winbar names what waits.
local history = require('claude.chat.history')
local host = require('claude.host.host')
local notify = require('claude.ui.notify').say
local start = require('claude.chat.start')
local ui = require('claude.chat.ui')

local M = {}

local EXTENSIONS = { png = true, jpg = true, jpeg = true, gif = true, webp = true }

--- Attaches image `path` to session `id`'s next prompt (the host says so if it cannot).
local function attach(id, path)
  if not start.start(id) then
    return false
  end
  return host.notify('attach_image', { session = id, path = vim.fn.fnamemodify(vim.fn.expand(path), ':p') })
end

--- :ClaudeImage [path]: the image file goes with the next prompt (no path: the current buffer's file).
function M.command(path)
  path = vim.trim(path or '')
  if path == '' then
    path = vim.api.nvim_buf_get_name(0)
    if path == '' or vim.bo.buftype ~= '' then
      notify(':ClaudeImage needs the path of an image file', vim.log.levels.WARN)
      return false
    end
  end
  return attach(start.id(), path)
end

--- The host's word on what session `id`'s next prompt carries: the images' names.
function M.attached(id, names)
  history.set_images(id, names)
  ui.refresh_compose_winbar()
end

--- The image files named in `text`: words ending in an image extension that are readable files (a terminal
--- pastes a dragged file as its path, maybe quoted or with its blanks escaped).
function M.paths_in(text)
  local found = {}
  for word in text:gmatch("'[^']+'") do
    table.insert(found, word:sub(2, -2))
  end
  for word in text:gsub("'[^']+'", ' '):gsub('\\ ', '\0'):gmatch('%S+') do
    table.insert(found, (word:gsub('%z', ' ')))
  end
  return vim.tbl_filter(function(p)
    local ext = p:match('%.(%w+)$')
    return not p:match('^@')
      and ext ~= nil
      and EXTENSIONS[ext:lower()] ~= nil
      and vim.fn.filereadable(vim.fn.expand(p)) == 1
  end, found)
end

--- Watches prompt buffer `buf` of session `id`: an image path pasted or typed there is attached, once.
function M.watch(buf, id)
  local seen = {}
  vim.api.nvim_create_autocmd({ 'TextChanged', 'TextChangedI', 'TextChangedP' }, {
    buffer = buf,
    callback = function()
      local text = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), '\n')
      if text == '' then
        seen = {} -- sent (or cleared): a path typed again attaches again
      end
      for _, path in ipairs(M.paths_in(text)) do
        if not seen[path] then
          seen[path] = true
          attach(id, path)
        end
      end
    end,
  })
end

return M
