-- :ClaudeRewind: the files Claude changed, back to their state before a prompt, through the CLI's file
-- checkpoints. The host makes a dry run first; what it would change is listed (a quickfix list) and
-- confirmed here, through vim.ui.select, before anything is written.
local host = require('claude.host.host')
local view = require('claude.records.view')
local notify = require('claude.ui.notify').say
local clear_prompt = require('claude.ui.notify').clear_prompt
local own_list = require('claude.ui.notify').own_list

local M = {}

--- :ClaudeRewind[!] with the cursor on a prompt in the transcript; `bang`: without asking.
function M.command(bang)
  local session, line = view.prompt_cursor('rewind to before it')
  if not session then
    return false
  end
  return host.notify('rewind', { session = session, line = line, confirmed = bang == true })
end

local function shown(file)
  return vim.fn.fnamemodify(file, ':~:.')
end

--- The host's dry run for session `id`: the files a rewind to before prompt `offer.turn` changes, as a
--- quickfix list (the one list of rewinds, replaced each time); the user confirms (or not) through
--- vim.ui.select. Cancelled, the list the user was on is current again.
function M.offer(id, offer)
  vim.schedule(function()
    local items, names = {}, {}
    for _, file in ipairs(offer.files) do
      local change = file.change ~= '' and file.change or 'changes'
      local text = ('%s back to before prompt #%d'):format(change, offer.turn)
      table.insert(items, { filename = file.path, lnum = file.lnum, col = 1, text = text })
      table.insert(names, shown(file.path))
    end
    local was = vim.fn.getqflist({ nr = 0 }).nr
    local what = {
      title = ('Claude: rewind to before #%d (+%d -%d)'):format(offer.turn, offer.insertions, offer.deletions),
      items = items,
      context = { claude_rewind = true },
    }
    M.list_id = own_list(M.list_id, what)
    vim.cmd(('botright copen %d'):format(math.max(1, math.min(10, #items))))
    vim.cmd('wincmd p')
    local untracked = #offer.untracked > 0
        and ('; what %s changed stays'):format(table.concat(offer.untracked, ' and '))
      or ''
    local prompt = ('Rewind %d file%s to before prompt #%d (%s; +%d -%d%s)?'):format(
      #offer.files,
      #offer.files == 1 and '' or 's',
      offer.turn,
      table.concat(names, ', '),
      offer.insertions,
      offer.deletions,
      untracked
    )
    vim.ui.select({ 'Rewind', 'Cancel' }, { prompt = prompt, kind = 'claude_rewind' }, function(choice)
      clear_prompt()
      if choice == 'Rewind' then
        host.notify('rewind', { session = id, turn = offer.turn, confirmed = true })
      else
        if was > 0 then
          vim.cmd(('silent %dchistory'):format(was))
        end
        notify('Rewind cancelled: nothing changed')
      end
    end)
  end)
end

return M
