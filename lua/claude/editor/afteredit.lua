-- What Claude's edit of a file open in Neovim did to its diagnostics (src/host/editor/afterEdit.ts asks, from the
-- CLI's PostToolUse hook): `start` reloads the buffer at once (only one without unsaved changes, as
-- buffers.reload always does) and notes the diagnostics it had; `result`, polled by the host, says when the
-- diagnostics have settled and which are new. Nothing here waits: the host polls, and gives up on its own.
local buffers = require('claude.edits.buffers')
local diagnostic = require('claude.editor.diagnostic')

local M = {}

--- The longest wait after the reload; how long diagnostics must stay unchanged once they changed; how long a
--- buffer without a language server may stay silent (a linter run on reload has answered by then).
local SETTLE_MS, QUIET_MS, SILENT_MS = 1500, 250, 400

local waits, last_id = {}, 0

local function now()
  return vim.uv.hrtime() / 1e6
end

--- A diagnostic's identity without its position: an edit above an old diagnostic moves it, which is not new.
local function key(d)
  return table.concat({ d.severity or 1, d.source or '', tostring(d.code or ''), d.message }, '\31')
end

local function forget(id)
  local w = waits[id]
  waits[id] = nil
  if w then
    pcall(vim.api.nvim_del_autocmd, w.au)
  end
end

--- Reloads the buffer of `args.file` and starts watching its diagnostics: { id }, or { none = true } when no
--- buffer shows the file or it has unsaved changes (it is not reloaded, so nothing of Claude's shows there).
function M.start(args)
  for id, w in pairs(waits) do
    if now() - w.started > 10 * SETTLE_MS then
      forget(id) -- a host that stopped asking
    end
  end
  local buf = buffers.find(args.file)
  if not buf or vim.bo[buf].modified then
    return { none = true }
  end
  local before = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    before[key(d)] = (before[key(d)] or 0) + 1
  end
  last_id = last_id + 1
  local w = { buf = buf, before = before, started = now(), lsp = #vim.lsp.get_clients({ bufnr = buf }) > 0 }
  w.au = vim.api.nvim_create_autocmd('DiagnosticChanged', {
    buffer = buf,
    callback = function(ev)
      local set = ev.data and ev.data.diagnostics
      -- Neovim clears a language server's diagnostics when the buffer reloads (didClose, didOpen): that is
      -- not the server's word on the new text, which comes later.
      if w.lsp and not w.cleared and not w.changed and set and #set == 0 then
        w.cleared = true
        return
      end
      w.changed = now()
    end,
  })
  waits[last_id] = w
  buffers.reload({ args.file })
  w.reloaded = now()
  return { id = last_id }
end

--- For watch `args.id`: { done = false } while the diagnostics may still change, else { done = true, path,
--- items }, the diagnostics that were not there before the edit (sorted by position).
function M.result(args)
  local w = waits[args.id]
  if not w then
    return { done = true, items = {} }
  end
  local t = now()
  local valid = vim.api.nvim_buf_is_valid(w.buf)
  local settled = not valid
    or t - w.reloaded >= SETTLE_MS
    or (w.changed and t - w.changed >= QUIET_MS)
    or (not w.lsp and not w.changed and t - w.reloaded >= SILENT_MS)
  if not settled then
    return { done = false }
  end
  forget(args.id)
  if not valid then
    return { done = true, items = {} }
  end
  local all = vim.diagnostic.get(w.buf)
  table.sort(all, function(a, b)
    return a.lnum < b.lnum or (a.lnum == b.lnum and a.col < b.col)
  end)
  local items = {}
  for _, d in ipairs(all) do
    local k = key(d)
    if (w.before[k] or 0) > 0 then
      w.before[k] = w.before[k] - 1
    else
      table.insert(items, diagnostic.item(d))
    end
  end
  return { done = true, path = vim.api.nvim_buf_get_name(w.buf), items = items }
end

return M
