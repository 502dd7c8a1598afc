// :ClaudeSessions as a user drives it, with vim.ui.select stubbed: what it offers, and picking an item.
import type { LuaRunner } from './nvim';

/** What `:ClaudeSessions [action]` offers (each item as format_item gives it); picks the first item whose
 *  text holds `pick` (null: none, the picker is dismissed). */
export const pickSession = (c: LuaRunner, pick: string | null, action = '') =>
  c.lua<string[]>(
    `
  local pick, action = ...
  local offered = {}
  local select = vim.ui.select
  vim.ui.select = function(items, opts, on_choice)
    local chosen
    for _, it in ipairs(items) do
      local text = opts.format_item(it)
      table.insert(offered, text)
      if pick ~= vim.NIL and not chosen and text:find(pick, 1, true) then chosen = it end
    end
    on_choice(chosen)
  end
  vim.cmd('ClaudeSessions ' .. action)
  vim.ui.select = select
  return offered`,
    [pick, action],
  );
