-- How the host's frames carry many lines: a patch's lines come as one string joined with newlines
-- (src/nvim/gateway.ts), which msgpack and Neovim take far faster than thousands of short strings; this
-- cuts them apart again.
local M = {}

local find, sub = string.find, string.sub

--- `text` cut at its newlines into `count` lines (no buffer line holds a newline).
function M.split(text, count)
  local out, pos = {}, 1
  for i = 1, count - 1 do
    local nl = find(text, '\n', pos, true)
    out[i] = sub(text, pos, nl - 1)
    pos = nl + 1
  end
  if count > 0 then
    out[count] = sub(text, pos)
  end
  return out
end

return M
