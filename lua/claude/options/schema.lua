-- Every option of setup{}: its default, the values it accepts and one line saying what it does. The
-- one place these are written: config.lua checks setup{} against it, init.lua, plugin/claude.lua and
-- health.lua take their lists from it, and test/config-schema.test.ts holds README.md's and
-- doc/claude.txt's option blocks to it.
local accepts = require('claude.options.accepts')

local M = {}

M.positions = { 'right', 'left', 'above', 'below', 'tab' }
-- The edges of the editor the pinned task panel (:ClaudeTodos!) takes.
M.todos_positions = { 'bottom', 'top', 'right', 'left' }
-- The permission modes setup{ permission_mode } and :ClaudeMode take (the CLI's --permission-mode).
M.permission_modes = { 'default', 'acceptEdits', 'plan', 'dontAsk', 'auto', 'bypassPermissions' }
-- What :ClaudeMode completes: bypassPermissions (every tool runs without asking) is taken when typed,
-- never suggested; auto is added where the session's model takes it (lua/claude/sessions/controls.lua).
M.suggested_permission_modes = { 'default', 'acceptEdits', 'plan', 'dontAsk' }

local key = accepts.key()

--- The options in the order the docs list them. A leaf has `default` (or a function computing it, with
--- `shown`: how the docs write it), `accepts` (a kind from accepts.lua) and `doc`; a group (keymaps) has
--- `fields`, its own options, and `doc`.
M.options = {
  {
    name = 'command',
    default = 'claude',
    accepts = accepts.text(),
    doc = 'the Claude Code CLI: a name on $PATH or a path',
  },
  {
    name = 'args',
    default = {},
    accepts = accepts.list_of_strings(),
    doc = 'extra CLI arguments, after the ones the plugin passes',
  },
  {
    name = 'env',
    default = {},
    accepts = accepts.map_of_strings(),
    doc = "extra environment for the CLI, over Neovim's",
  },
  { name = 'node', default = 'node', accepts = accepts.text(), doc = "Node.js (18+), which runs the plugin's host" },
  { name = 'model', default = nil, accepts = accepts.text(), doc = "the model at start (nil: the CLI's default)" },
  {
    name = 'permission_mode',
    default = nil,
    accepts = accepts.one_of(M.permission_modes),
    doc = "the mode at start (nil: the CLI's default)",
  },
  { name = 'position', default = 'right', accepts = accepts.one_of(M.positions), doc = 'where the chat opens' },
  {
    name = 'size',
    default = 0.4,
    accepts = accepts.size(),
    doc = 'width or height of the chat: columns/lines, or a fraction of the editor',
  },
  { name = 'compose_height', default = 5, accepts = accepts.count(1, 1000), doc = 'lines of the prompt window' },
  {
    name = 'frame_ms',
    default = 90,
    accepts = accepts.number(0, 1000),
    doc = 'least milliseconds between two transcript updates while Claude streams',
  },
  {
    name = 'render_budget',
    default = 0.02,
    accepts = accepts.number(0, 1),
    doc = "largest share of Neovim's time drawing the chat may take (0: no limit)",
  },
  {
    name = 'log_file',
    default = function()
      return vim.fn.stdpath('log') .. '/claude-chat.log'
    end,
    shown = "vim.fn.stdpath('log') .. '/claude-chat.log'",
    accepts = accepts.path_or_false(),
    doc = "the host's log (false: none)",
  },
  {
    name = 'keymaps',
    doc = "keys of the chat's own buffers ('' or false: unmapped)",
    fields = {
      { name = 'send', default = '<CR>', accepts = key, doc = 'prompt window, normal mode: send the prompt' },
      { name = 'send_insert', default = '<C-s>', accepts = key, doc = 'prompt window, insert mode: send the prompt' },
      {
        name = 'interrupt',
        default = '<C-c>',
        accepts = key,
        doc = 'prompt window (normal mode) and transcript: interrupt the turn',
      },
      -- The terminal's Ctrl+B; only in the prompt window, where <C-b> scrolls nothing worth keeping.
      {
        name = 'to_background',
        default = '<C-b>',
        accepts = key,
        doc = 'prompt window: send the running command to the background',
      },
      -- Unmapped by default: in insert mode <C-c> leaves insert mode, as Vim users expect.
      {
        name = 'interrupt_insert',
        default = false,
        accepts = key,
        doc = 'prompt window, insert mode: interrupt the turn',
      },
      -- Transcript keys answer the approval under the cursor, else the only (or first) one.
      { name = 'allow', default = 'a', accepts = key, doc = 'transcript: allow the tool use once' },
      {
        name = 'allow_session',
        default = 'A',
        accepts = key,
        doc = 'transcript: allow what its hint names, for this session',
      },
      { name = 'allow_always', default = 'S', accepts = key, doc = 'transcript: save the allow rule its hint names' },
      { name = 'deny', default = 'd', accepts = key, doc = 'transcript: deny the tool use' },
      { name = 'review', default = 'r', accepts = key, doc = 'transcript: the edit as a diff in a tab' },
      {
        name = 'show_output',
        default = 'K',
        accepts = key,
        doc = 'transcript: the whole output of the tool under the cursor',
      },
      { name = 'close', default = 'q', accepts = key, doc = 'prompt window and transcript: close the chat' },
      { name = 'focus_compose', default = 'i', accepts = key, doc = 'transcript: go to the prompt window' },
      -- Reading the transcript.
      {
        name = 'prev_turn',
        default = '[[',
        accepts = key,
        doc = 'transcript: the previous prompt (the start before the first)',
      },
      {
        name = 'next_turn',
        default = ']]',
        accepts = key,
        doc = 'transcript: the next prompt (the end after the last)',
      },
      {
        name = 'yank_code',
        default = 'gy',
        accepts = key,
        doc = 'transcript: yank the code block under the cursor, without its fences',
      },
      {
        name = 'open_file',
        default = 'gf',
        accepts = key,
        doc = "transcript: open the tool's file at its line, in a regular window",
      },
      { name = 'open_file_cr', default = '<CR>', accepts = key, doc = 'transcript: the same (elsewhere: a line down)' },
      {
        name = 'goto_approval',
        default = 'gp',
        accepts = key,
        doc = 'prompt window and transcript: go to the pending approval',
      },
      {
        name = 'help',
        default = 'g?',
        accepts = key,
        doc = "prompt window and transcript: list the chat's keys in a float",
      },
      -- Prompt keys answer the first pending approval without leaving the prompt.
      { name = 'prompt_allow', default = 'ga', accepts = key, doc = 'prompt window and review tab: allow once' },
      {
        name = 'prompt_allow_session',
        default = 'gA',
        accepts = key,
        doc = 'prompt window: allow what its hint names, this session',
      },
      { name = 'prompt_deny', default = 'gr', accepts = key, doc = 'prompt window and review tab: deny' },
      { name = 'prompt_review', default = 'gR', accepts = key, doc = 'prompt window: review the edit as a diff' },
      {
        name = 'history_prev',
        default = '<Up>',
        accepts = key,
        doc = 'prompt window, normal mode: on the first line, the previous prompt sent',
      },
      {
        name = 'history_next',
        default = '<Down>',
        accepts = key,
        doc = 'prompt window, normal mode: on the last line, the next prompt sent',
      },
      {
        name = 'drop_context',
        default = 'gx',
        accepts = key,
        doc = 'prompt window: drop the attached selection and images',
      },
      {
        name = 'revert_hunk',
        default = 'u',
        accepts = key,
        doc = "quickfix window of a turn's hunks: revert the hunk under the cursor",
      },
      { name = 'blame_jump', default = 'gb', accepts = key, doc = ":ClaudeBlame's buffer: to the line's prompt" },
      { name = 'blame_hunk', default = 'gh', accepts = key, doc = ":ClaudeBlame's buffer: the line's hunk" },
    },
  },
  {
    name = 'todos',
    doc = ':ClaudeTodos! panel',
    fields = {
      { name = 'position', default = 'bottom', accepts = accepts.one_of(M.todos_positions), doc = 'its edge' },
      { name = 'size', default = 0.2, accepts = accepts.size(), doc = 'lines/columns or a fraction' },
    },
  },
  {
    -- The switches of the host's `neovim` MCP server (src/host/editor/tools.ts: one per tool group).
    name = 'editor_tools',
    doc = 'what Claude may read of Neovim (:help claude-editor-tools)',
    fields = {
      { name = 'diagnostics', default = true, accepts = accepts.boolean(), doc = 'diagnostics' },
      { name = 'buffers', default = true, accepts = accepts.boolean(), doc = 'open buffers, unsaved text' },
      { name = 'selection', default = true, accepts = accepts.boolean(), doc = 'the selection, the cursor' },
      {
        name = 'after_edit',
        default = true,
        accepts = accepts.boolean(),
        doc = 'new errors to Claude',
      },
      { name = 'lsp', default = true, accepts = accepts.boolean(), doc = 'language servers' },
    },
  },
  {
    -- require('claude').run and :ClaudeRun (lua/claude/sessions/run.lua): what runs without asking, and for how long.
    name = 'run',
    doc = ':help claude-run',
    fields = {
      {
        name = 'allow',
        default = {},
        accepts = accepts.list_of_strings(),
        doc = "e.g. 'Edit', 'Bash(make:*)'",
      },
      { name = 'timeout', default = 600, accepts = accepts.count(1, 86400), doc = 'seconds' },
    },
  },
}

--- A fresh copy of an option's default (computed now when the schema has a function).
function M.default_of(option)
  if type(option.default) == 'function' then
    return option.default()
  end
  return vim.deepcopy(option.default)
end

local function defaults_of(options)
  local out = {}
  for _, option in ipairs(options) do
    if option.fields then
      out[option.name] = defaults_of(option.fields)
    else
      out[option.name] = M.default_of(option)
    end
  end
  return out
end

--- Every option at its default, as a new table.
function M.defaults()
  return defaults_of(M.options)
end

--- How the docs write an option's default, as Lua source.
function M.shown_default(option)
  return option.shown or accepts.show(option.default)
end

return M
