-- Prints lua/claude/options/schema.lua as JSON for the tests (test/support/schema.ts):
--   nvim --clean -l test/support/schema-json.lua <plugin root>
vim.opt.rtp:prepend(arg[1])
local schema = require('claude.options.schema')

local function export(options)
  local out = {}
  for _, option in ipairs(options) do
    local entry = { name = option.name, doc = option.doc }
    if option.fields then
      entry.fields = export(option.fields)
    else
      entry.shown = schema.shown_default(option)
      entry.default = schema.default_of(option)
      entry.expects = option.accepts.expects
      entry.values = option.accepts.values
    end
    table.insert(out, entry)
  end
  return out
end

io.stdout:write(vim.json.encode({
  options = export(schema.options),
  permission_modes = schema.permission_modes,
  suggested_permission_modes = schema.suggested_permission_modes,
  positions = schema.positions,
}))
