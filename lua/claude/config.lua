-- Options and their defaults. `require('claude').setup(opts)` merges over these.
local M = {}

M.defaults = {
  -- The Claude Code CLI: command, and extra arguments appended to the ones the plugin needs.
  command = 'claude',
  args = {},
  -- Extra environment for the CLI (merged over Neovim's).
  env = {},
  -- Node.js, which runs the plugin's host.
  node = 'node',
  -- Model and permission mode at start (nil: the CLI's defaults). Modes: default, acceptEdits, plan.
  model = nil,
  permission_mode = nil,
  -- Where the chat opens: 'right', 'left', 'above', 'below' or 'tab'; width/height in columns/lines
  -- (a number below 1 is a fraction of the editor).
  position = 'right',
  size = 0.4,
  compose_height = 5,
  -- Milliseconds between two transcript updates while Claude streams (the first change after a pause
  -- is shown at once).
  frame_ms = 50,
  -- Largest share of Neovim's time that drawing the chat may take while Claude streams (0.01: 1%).
  -- Each frame reports what it cost the editor, redraw included; when text arrives faster than that
  -- allows, frames grow longer than frame_ms (up to 0.5 s) rather than make the editor stutter. 0: off.
  render_budget = 0.01,
  -- Host log; nil disables it.
  log_file = vim.fn.stdpath('log') .. '/claude-chat.log',
  keymaps = {
    send = '<CR>',          -- normal mode, compose buffer
    send_insert = '<C-s>',  -- insert mode, compose buffer
    interrupt = '<C-c>',
    -- Transcript, normal mode. Each answers the approval under the cursor (else the only or first one).
    allow = 'a',            -- allow this tool use once
    allow_session = 'A',    -- allow what the hint names for this session only (nothing is saved)
    allow_always = 'S',     -- save the allow rule the hint names to the settings file it names
    deny = 'd',
    review = 'r',           -- open the proposed edit as a diff in a tab (on an unsaved-changes notice: compare)
    show_output = 'K',      -- the whole output of the tool under the cursor, in a scratch tab
    close = 'q',
    focus_compose = 'i',
    -- Prompt window (normal mode) and the review tab: answer the first pending approval without moving.
    prompt_allow = 'ga',
    prompt_allow_session = 'gA',
    prompt_deny = 'gr',
    prompt_review = 'gR',
  },
}

M.options = vim.deepcopy(M.defaults)

function M.set(opts)
  M.options = vim.tbl_deep_extend('force', vim.deepcopy(M.defaults), opts or {})
  return M.options
end

return M
