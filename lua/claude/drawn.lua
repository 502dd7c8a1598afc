-- A Write's approval against its file on disk when a key answers it: a file that appeared or changed since the
-- approval was drawn gets it drawn again (by the host, src/host/approvals/drawnFile.ts), and the key answers
-- nothing, as for an approval out of view; the next key press answers what is then drawn.
local approvals = require('claude.approvals')
local host = require('claude.host')

local M = {}

--- The stamp of `file` on disk now, as src/host/approvals/drawnFile.ts makes it: 'absent', else its size and
--- modification time in nanoseconds; only whether it exists when it was drawn as one too large to read.
local function stamp_now(file, drawn)
  local st = vim.uv.fs_stat(file)
  if not st then
    return 'absent'
  end
  return drawn == 'present' and 'present' or ('%d:%d%09d'):format(st.size, st.mtime.sec, st.mtime.nsec)
end

--- Whether the file `span` (a Write) was drawn against changed on disk since: then the host draws it again
--- against the file as it is (its diff, what it overwrites) and the user is told to press again. The host
--- checks the text again before it answers (a file written with the same size and time).
function M.changed(span)
  local drawn = span.drawn
  if type(drawn) ~= 'table' or stamp_now(drawn.file, drawn.stamp) == drawn.stamp then
    return false
  end
  host.notify('recheck', { session = span.session, request_id = span.id })
  local file = vim.fn.fnamemodify(drawn.file, ':t')
  approvals.say_until_answered(('%s changed on disk: %s redrawn; press again'):format(file, span.tool))
  return true
end

return M
