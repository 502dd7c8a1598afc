-- What a lower floor tells a higher one, declared here once: each event, what it carries and who listens.
-- A module of a lower floor emits; the listeners are registered in one place, lua/claude/init.lua's wire(),
-- so that no module sets or wraps another module's functions.
local M = {}

--- Each event's listeners, in the order they are called.
local listeners = {
  -- lua/claude/frame.lua: session `id`'s pending approvals are `spans` (buffer lines); `following`: the windows
  -- that followed the end before the patch. Listener: lua/claude/approvals.lua (update).
  approvals = {},
  -- lua/claude/frame.lua: an approval came in session `id`, which no window shows. Listener:
  -- lua/claude/waiting.lua (say).
  waiting = {},
  -- lua/claude/frame.lua: session `id`'s turns that ended. Listener: lua/claude/turns.lua (ended).
  turns = {},
  -- lua/claude/frame.lua: session `id`'s task list changed (`tasks`: { title, lines }). Listener:
  -- lua/claude/todos.lua (update).
  tasks = {},
  -- lua/claude/approvals.lua: the pending approvals of every session changed (`all`). Listeners:
  -- lua/claude/review.lua (sync: the proposals' tab pages), then lua/claude/plan.lua (sync: the plans' documents).
  approvals_changed = {},
  -- lua/claude/host.lua: the host exited with an error, said as `msg`. Listeners: lua/claude/transcript.lua
  -- (end_region: each transcript says so), then lua/claude/approvals.lua (cleared: no approval waits any more).
  host_exit = {},
  -- lua/claude/ui.lua: chat buffer `buf` was made (`kind`: 'transcript' or 'prompt'). Listener:
  -- lua/claude/maps.lua (map: its keys, which answer and send through modules above ui.lua).
  chat_buffer = {},
}

--- Registers `fn` to be called on event `name` (one of the above).
function M.listen(name, fn)
  table.insert(assert(listeners[name], 'no such event: ' .. name), fn)
end

--- Calls event `name`'s listeners with the arguments, in order.
function M.emit(name, ...)
  for _, fn in ipairs(assert(listeners[name], 'no such event: ' .. name)) do
    fn(...)
  end
end

return M
