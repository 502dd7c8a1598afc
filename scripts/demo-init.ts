// The init file of `npm run demo` (scripts/demo.ts), also started by test/prompts.e2e.test.ts with a UI
// attached at 80x24: what the demo does at start is tested as the demo runs it. Also the demo project's
// settings (its MCP server and hook), which test/demo-project.e2e.test.ts uses as the demo does.
import fs from 'node:fs';
import path from 'node:path';

function luaString(s: string): string {
  return JSON.stringify(s); // a JSON string is a valid Lua string literal for these paths and values
}

/** A linter of the demo's own for the `fix-error` script (:help claude-after-edit): in greet.ts, each
 *  `: number = '…'` is an error, found again at each read of the file (the reload after Claude's edit too). */
export const DEMO_LINT = `local lint = vim.api.nvim_create_namespace('demo-lint')
vim.api.nvim_create_autocmd('BufReadPost', { pattern = '*greet.ts', callback = function(ev)
  local items = {}
  for i, line in ipairs(vim.api.nvim_buf_get_lines(ev.buf, 0, -1, false)) do
    local col = line:find(": number = '", 1, true)
    if col then
      table.insert(items, { lnum = i - 1, col = col + 1, severity = vim.diagnostic.severity.ERROR,
        source = 'demo-lint', message = "Type 'string' is not assignable to type 'number'." })
    end
  end
  vim.diagnostic.set(lint, ev.buf, items)
end })`;

/** The Lua of the demo's init: setup{} for the CLI at `claude` with `env`, and, once a UI is attached, the
 *  demo prompt over greet.ts's function (lines 4-7) with the transcript focused and one short notice. */
export function demoInit(opts: { claude: string; env: Record<string, string>; logFile: string }): string {
  return `-- written by scripts/demo.ts
require('claude').setup({
  command = ${luaString(opts.claude)},
  env = vim.json.decode(${luaString(JSON.stringify(opts.env))}),
  log_file = ${luaString(opts.logFile)},
})
${DEMO_LINT}
local function start()
  vim.cmd('4,7ClaudeChat Refactor this [scenario:demo]')
  -- Watch the reply stream in the chat window: the approval keys (a, A, d) work there.
  local win = require('claude.windows.wins').transcript_win()
  if win then vim.api.nvim_set_current_win(win) end
  -- Cut to the echo area, like every notice of the plugin: a longer one would ask for ENTER. greet.ts's
  -- header says how to quit; the help names the other scripts of the fake model.
  require('claude.ui.notify').say('demo (offline): a allows, r reviews, :help claude-demo')
end
-- Start once the terminal UI is attached, so the split is sized for the real screen.
vim.api.nvim_create_autocmd('UIEnter', { once = true, callback = function() vim.schedule(start) end })
`;
}

/** The demo project's MCP server (test/mcp/demo-server.mjs as `demo`, approved in the throwaway HOME as a
 *  user who trusts the project approves it) and a PreToolUse hook that blocks `rm` (the `mcp` and `hook`
 *  scripts). The hook reads the tool call as JSON on stdin; exit code 2 blocks it, its stderr says why. */
export function projectSettings(dir: string, home: string, root: string): void {
  const server = { command: process.execPath, args: [path.join(root, 'test', 'mcp', 'demo-server.mjs')] };
  fs.writeFileSync(path.join(dir, '.mcp.json'), JSON.stringify({ mcpServers: { demo: server } }, null, 2));
  fs.mkdirSync(path.join(home, '.claude'), { recursive: true });
  fs.writeFileSync(path.join(home, '.claude', 'settings.json'), JSON.stringify({ enableAllProjectMcpServers: true }));
  const block = `grep -q '"command":"rm ' && { echo 'the demo hook blocks rm' >&2; exit 2; }; exit 0`;
  const hooks = { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: block }] }] };
  fs.mkdirSync(path.join(dir, '.claude'), { recursive: true });
  fs.writeFileSync(path.join(dir, '.claude', 'settings.json'), JSON.stringify({ hooks }, null, 2));
}
