-- Where one hunk of a turn is in a file's lines now (lua/claude/changes/revert.lua): found by its own lines and
-- the lines around it as the turn left them, however later edits moved it.
local M = {}

--- Whether `want` is `lines` from index `at` (1-based) on.
local function matches(lines, at, want)
  for i, l in ipairs(want) do
    if lines[at + i - 1] ~= l then
      return false
    end
  end
  return true
end

--- Where `body` stands in `lines` with `h`'s context (`sides`: 'both' or 'either' of the lines above and
--- below must match, or 'none'), nearest line `h.start`; nil when nowhere.
local function find(lines, h, body, sides)
  local above, below = h.above or {}, h.below or {}
  local function at(start)
    if start < 1 or start + #body - 1 > #lines or not matches(lines, start, body) then
      return false
    end
    local up = matches(lines, start - #above, above)
    local down = matches(lines, start + #body, below)
    if sides == 'both' then
      return up and down
    elseif sides == 'either' then
      return (up and #above > 0) or (down and #below > 0) or (#above == 0 and #below == 0)
    end
    return true
  end
  local start = math.max(h.start, 1)
  for d = 0, #lines + 1 do
    if at(start - d) then
      return start - d
    end
    if d > 0 and at(start + d) then
      return start + d
    end
    if start - d < 1 and start + d > #lines + 1 then
      break
    end
  end
  return nil
end

--- Where `body` (the hunk's lines after its turn, or before it) is in `lines` now: with the lines around
--- it as the turn left them, else with those on one side (a later change right next to it), else (lines
--- of its own only) anywhere, nearest its line then. Nil when it is not there as it was.
function M.locate(lines, h, body)
  body = body or h.after
  -- Its own lines alone say where it is only when they are more than a brace or a blank.
  local distinct = #table.concat(body, ''):gsub('%s', '') >= 8
  return find(lines, h, body, 'both')
    or find(lines, h, body, 'either')
    or (distinct and find(lines, h, body, 'none'))
    or nil
end

return M
