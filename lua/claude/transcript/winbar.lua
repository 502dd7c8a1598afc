-- The winbar of every transcript window: the session's own status, after marks for what waits in the
-- other sessions, so a session that needs approval while hidden shows in every chat window.
local view = require('claude.records.view')

local M = {}

--- What another session's mark says: in words, or in one where the window is narrow.
local MARK_WORDS = {
  approval = { 'needs approval', 'asks' },
  question = { 'has a question', 'asks' },
  finished = { 'finished', 'done' },
  running = { 'running', 'runs' },
}

--- Cells `text` takes in a winbar (`%%` is one).
local function cells(text)
  return vim.fn.strdisplaywidth((text:gsub('%%%%', '%%')))
end

--- How full each live session's context is, but `except`'s: `ctx 2: 41% 3: 12%` (sessions whose share no turn
--- has said yet are left out); '' when there is none. The winbar of several sessions and status() show it.
function M.shares(except)
  local parts = {}
  for _, id in ipairs(view.ids()) do
    local share = tonumber(view.sessions[id].status.contextShare)
    if id ~= except and share then
      table.insert(parts, ('%s: %d%%'):format(id, share))
    end
  end
  return #parts > 0 and 'ctx ' .. table.concat(parts, ' ') or ''
end

--- The session's own winbar with the other sessions' shares (M.shares) after its cost and its own share: where
--- the window is narrow, fit() drops the token counts and the model first, then them; never its state.
local function with_shares(own, id)
  local shares = M.shares(id)
  if shares == '' then
    return own
  end
  local parts = vim.split((own:gsub('%%<$', '')), ' · ', { plain = true })
  local at = 2
  for i, part in ipairs(parts) do
    if i > 2 and (part:match('^%$[%d.]+$') or part:match('%%%% ctx$')) then
      at = i
    end
  end
  table.insert(parts, at + 1, (shares:gsub('%%', '%%%%')))
  return table.concat(parts, ' · ') .. '%<'
end

--- Winbar `parts` (`%%` is one cell) joined by ' · ', as many whole ones as fit in `room` cells, dropped from
--- the end but the first `keep`: a part cut in the middle (a model name shown as `<us-4-8`, a key's hint as
--- `<C-c> inte`) says nothing. A window too narrow even for those cuts their end (`%<`).
function M.fit(parts, room, keep)
  parts = vim.list_slice(parts)
  while #parts > keep and cells(table.concat(parts, ' · ')) > room do
    table.remove(parts)
  end
  return table.concat(parts, ' · ') .. '%<'
end

--- The session's own winbar (' · '-separated parts, the model last, `%<` at the end) fitted to `room` cells:
--- its name and state stay.
local function fit(own, room)
  return M.fit(vim.split((own:gsub('%%<$', '')), ' · ', { plain = true }), room, 2)
end

--- The winbar of session `id`'s transcript in a window `width` columns wide: its own status, after what
--- waits in other sessions (a session that needs approval while hidden shows in every chat window). Where
--- the marks in words would push the session's own state out of sight, they take one word each.
local function winbar_of(id, width)
  local marks = {}
  for _, other in ipairs(view.ids()) do
    local s = view.sessions[other]
    -- The host's mark (what needs the user first); only questions are told apart from approvals here.
    local mark = s.status.mark
    if other ~= id then
      if mark == 'needs approval' then
        local questions = s.status.pendingApprovals == s.status.pendingQuestions
        table.insert(marks, { other, MARK_WORDS[questions and 'question' or 'approval'] })
      elseif mark == 'finished unseen' then
        table.insert(marks, { other, MARK_WORDS.finished })
      elseif mark == 'running' then
        table.insert(marks, { other, MARK_WORDS.running })
      end
    end
  end
  local own = with_shares(view.sessions[id].winbar, id)
  if #marks == 0 then
    return fit(own, width)
  end
  local function said(form)
    local parts = {}
    for _, m in ipairs(marks) do
      table.insert(parts, m[1] .. ' ' .. m[2][form])
    end
    return '[' .. table.concat(parts, ' · ') .. '] '
  end
  -- The session's own name and state: "Claude 2 · running…".
  local head = own:match('^(.-· [^·]*)') or own
  local text = said(1)
  if vim.fn.strdisplaywidth(text .. head) > width then
    text = said(2)
  end
  return '%#ClaudeOtherSessions#' .. text:sub(1, -2) .. '%* ' .. fit(own, width - cells(text))
end

--- Sets the winbar of every window showing a session's transcript.
function M.refresh()
  for _, id in ipairs(view.ids()) do
    for _, win in ipairs(view.windows(id)) do
      vim.wo[win].winbar = winbar_of(id, vim.api.nvim_win_get_width(win))
    end
  end
end

--- Creates this module's autocmds (once, from lua/claude/boot.lua: requiring it does nothing).
function M.autocmds()
  -- A window made narrower shows fewer parts (and the marks of other sessions their short form), wider more.
  vim.api.nvim_create_autocmd('WinResized', {
    group = vim.api.nvim_create_augroup('claude_chat_winbars', { clear = true }),
    callback = function()
      if #view.ids() > 0 then
        M.refresh()
      end
    end,
  })
end

return M
