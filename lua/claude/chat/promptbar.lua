-- The prompt window's winbar: what its keys answer (the first approval waiting) or send, in whole parts that
-- fit its width.
local config = require('claude.options.config')
local history = require('claude.chat.history')
local view = require('claude.records.view')
local winbar = require('claude.transcript.winbar')
local wins = require('claude.windows.wins')

local M = {}

--- Winbar text: `%` doubled.
local function esc(text)
  return (text:gsub('%%', '%%%%'))
end

--- The parts of session `id`'s prompt winbar, the keys first.
local function parts_of(id)
  local keys = config.options.keymaps
  local first = view.sessions[id].approvals[1]
  if first and first.kind == 'question' then
    -- The words say what waits; short enough for the narrowest column (32 at 80x24).
    return { ':ClaudeAnswer', esc(keys.prompt_deny .. ' decline') }
  elseif first and first.kind == 'plan' then
    return { esc(keys.prompt_allow .. ' approve'), esc(keys.prompt_deny .. ' keep planning') }
  elseif first then
    -- What the prompt window's keys answer: the first approval (only an edit has a diff to review).
    local review = first.reviewable and (keys.prompt_review or '') ~= '' and esc(keys.prompt_review .. ' review')
    local allow, deny = esc(keys.prompt_allow .. ' allow'), esc(keys.prompt_deny .. ' deny')
    -- The CLI asked that no single key allow it (default_to_no): deny first, allow takes its key twice.
    local parts = first.defaultNo and { deny, allow .. ' (twice)' } or { allow, deny }
    table.insert(parts, review or nil)
    table.insert(parts, esc(first.tool .. ' waits'))
    return parts
  end
  local parts = { 'Prompt' }
  local pending = history.pending_context
  local with = vim.list_extend(pending and { pending.label } or {}, history.images[id] or {})
  table.insert(parts, #with > 0 and esc('with ' .. table.concat(with, ', ')) or nil)
  -- In Insert mode <CR> is a new line: the hint names the key that sends from there.
  local insert = vim.fn.mode():sub(1, 1) == 'i' and vim.api.nvim_get_current_buf() == view.sessions[id].prompt_buf
  local send = insert and keys.send_insert or keys.send
  if not send or send == '' then
    table.insert(parts, ':ClaudeChat sends')
    return parts
  end
  table.insert(parts, esc(send .. ' send'))
  -- In Insert mode <C-c> leaves it unless interrupt_insert maps a key: only a key that interrupts is named.
  local interrupt = insert and keys.interrupt_insert or (not insert and keys.interrupt)
  table.insert(parts, interrupt and interrupt ~= '' and esc(interrupt .. ' interrupt') or nil)
  return parts
end

--- Every window showing a prompt, in any tab page (an answer given in the review tab changes it too): as many
--- whole parts as fit its width, the first always (a part cut in the middle, `<C-c> inte`, says nothing).
function M.refresh()
  for _, id in ipairs(view.ids()) do
    local buf = view.sessions[id].prompt_buf
    if wins.valid_buf(buf) then
      local parts = parts_of(id)
      for _, win in ipairs(vim.fn.win_findbuf(buf)) do
        vim.wo[win].winbar = winbar.fit(parts, vim.api.nvim_win_get_width(win), 1)
      end
    end
  end
end

--- Creates this module's autocmds (once, from lua/claude/boot.lua: requiring it does nothing).
function M.autocmds()
  -- A prompt window made narrower shows fewer parts, wider more.
  vim.api.nvim_create_autocmd('WinResized', {
    group = vim.api.nvim_create_augroup('claude_chat_prompt_winbar', { clear = true }),
    callback = function()
      M.refresh()
    end,
  })
end

return M
