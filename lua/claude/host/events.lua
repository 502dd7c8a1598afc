-- What a lower floor tells a higher one, declared here once: each event, what it carries and who listens (the
-- modules named from lua/claude/).
-- A module of a lower floor emits; the listeners are registered in one place, lua/claude/boot.lua's load(),
-- so that no module sets or wraps another module's functions.
local M = {}

--- Each event's listeners, in the order they are called.
local listeners = {
  -- transcript/frame.lua: session `id`'s pending approvals are `spans` (buffer lines); `following`: the windows
  -- that followed the end before the patch. Listener: approvals/approvals.lua (update).
  approvals = {},
  -- transcript/frame.lua: an approval came in session `id`, which no window shows. Listener:
  -- approvals/approvals.lua (say_waiting).
  waiting = {},
  -- transcript/frame.lua: session `id`'s turns that ended. Listener: changes/turns.lua (ended).
  turns = {},
  -- transcript/frame.lua: session `id`'s task list changed (`tasks`: { title, lines }). Listener:
  -- panels/todos.lua (update).
  tasks = {},
  -- approvals/approvals.lua: the pending approvals of every session changed (`all`). Listeners:
  -- approvals/review.lua (sync: the proposals' tab pages), then approvals/plan.lua (sync: the plans' documents).
  approvals_changed = {},
  -- host/host.lua: the host exited with an error, said as `msg`. Listeners: transcript/transcript.lua
  -- (end_region: each transcript says so), then approvals/approvals.lua (cleared: no approval waits any more).
  host_exit = {},
  -- chat/ui.lua: chat buffer `buf` was made (`kind`: 'transcript' or 'prompt'). Listener: chat/maps.lua (map:
  -- its keys, which answer and send through modules that need the chat's windows).
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
