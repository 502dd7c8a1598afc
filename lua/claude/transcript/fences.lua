-- What a code fence's word (```ts, ~~~ python) names: the syntax file its code is highlighted with, found once per
-- word and only if one exists (lua/claude/transcript/markdown.lua includes it in the transcript).
local M = {}

-- Fence words that do not name their syntax file.
local ALIASES = {
  ts = 'typescript',
  js = 'javascript',
  mjs = 'javascript',
  cjs = 'javascript',
  tsx = 'typescriptreact',
  jsx = 'javascriptreact',
  py = 'python',
  python3 = 'python',
  rb = 'ruby',
  rs = 'rust',
  golang = 'go',
  shell = 'sh',
  console = 'sh',
  shellsession = 'sh',
  zsh = 'zsh',
  bash = 'bash',
  sh = 'sh',
  yml = 'yaml',
  md = 'markdown',
  ['c++'] = 'cpp',
  ['c#'] = 'cs',
  csharp = 'cs',
  kt = 'kotlin',
  hs = 'haskell',
  ex = 'elixir',
  exs = 'elixir',
  ps1 = 'ps1',
  powershell = 'ps1',
  viml = 'vim',
  vimscript = 'vim',
  patch = 'diff',
}
-- Never included: the transcript's own syntax, and words that name no language.
local NEVER = { claudechat = true, claudecompose = true, text = true, txt = true, plain = true, plaintext = true }

--- Fence word (lower case) -> the syntax it includes, or false when there is none. Shared by all buffers.
local syntax_of = {}

--- The word a fence line names (```lua, ~~~ python), or nil.
function M.word(line)
  return line:match('^%s*```+%s*([%w_%+%-#%.]+)') or line:match('^%s*~~~+%s*([%w_%+%-#%.]+)')
end

local function has_syntax(name)
  return #vim.api.nvim_get_runtime_file('syntax/' .. name .. '.vim', false) > 0
end

--- The syntax a fence word names: syntax/<word>.vim, an alias, or the filetype of a file with that
--- extension; false if none exists.
function M.syntax(word)
  local key = word:lower()
  if syntax_of[key] == nil then
    local name = ALIASES[key] or key
    if NEVER[name] or not name:match('^[%w_]+$') then
      name = nil
    elseif not has_syntax(name) then
      local ft = vim.filetype.match({ filename = 'fence.' .. key })
      name = ft and not NEVER[ft] and ft:match('^[%w_]+$') and has_syntax(ft) and ft or nil
    end
    syntax_of[key] = name or false
  end
  return syntax_of[key]
end

return M
