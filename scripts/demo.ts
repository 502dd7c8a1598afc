// `npm run demo`: the plugin in a real, interactive Neovim, talking to the REAL claude CLI, which talks
// to the local fake model (test/fake-model): offline, no account. A throwaway workspace holds greet.ts;
// `:%ClaudeChat Refactor this [scenario:demo]` runs at start: a streamed reply (thinking, a code block),
// an Edit waiting for approval (`a` in the chat), the changed file in quickfix. Quit Neovim to end it:
// the fake server stops and the workspace is removed.
//   npm run demo [-- --keep]   (--keep: leave the workspace in place and print its path)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startFakeModel } from '../test/fake-model/server';
import { scenarios } from '../test/fake-model/scenarios';
import { claudeBin, claudeEnv, makeWorkspace, repoRoot } from '../test/support/claude-env';
import { nvimBin } from '../test/support/nvim';

const GREET = `// claude-chat.nvim demo: Claude refactors this file.
// In the chat (right): press a to allow the edit, d to deny. :ClaudeChanges lists changed files.

export function greet(name) {
  var message = 'Hello, ' + name + '!';
  return message;
}

console.log(greet('Neovim'));
`;

function luaString(s: string): string {
  return JSON.stringify(s); // a JSON string is a valid Lua string literal for these paths and values
}

async function main(): Promise<number> {
  const keep = process.argv.includes('--keep');
  const root = repoRoot();
  const claude = claudeBin();
  if (!fs.existsSync(claude)) {
    process.stderr.write(`demo: ${claude} is missing: run \`npm ci\` first\n`);
    return 1;
  }
  const nvim = nvimBin();
  const ws = makeWorkspace({ 'greet.ts': GREET });
  const model = await startFakeModel(scenarios, { cwd: ws.dir });
  const env = claudeEnv(model.url, ws.home);

  const init = path.join(ws.home, 'demo-init.lua');
  fs.writeFileSync(init, `-- written by scripts/demo.ts
require('claude').setup({
  command = ${luaString(claude)},
  env = vim.json.decode(${luaString(JSON.stringify(env))}),
  log_file = ${luaString(path.join(ws.home, 'claude-chat.log'))},
})
local function start()
  vim.cmd('4,7ClaudeChat Refactor this [scenario:demo]')
  -- Watch the reply stream in the chat window: the approval keys (a, A, d) work there.
  local win = require('claude.ui').transcript_win()
  if win then vim.api.nvim_set_current_win(win) end
  vim.notify('claude-chat demo (fake model, offline): a = allow the edit, :ClaudeChanges, :qa! to quit')
end
if vim.v.vim_did_enter == 1 then start() else
  vim.api.nvim_create_autocmd('VimEnter', { once = true, callback = function() vim.schedule(start) end })
end
`);

  // --clean: none of the user's config or plugins; the repo is the only plugin on 'runtimepath'.
  const child = spawn(nvim, ['--clean', '--cmd', `set rtp^=${root}`, '-S', init, 'greet.ts'], {
    cwd: ws.dir,
    stdio: 'inherit',
    env: { ...process.env, CLAUDE_CHAT_DEMO: '1' },
  });

  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    await model.close();
    if (keep) process.stderr.write(`demo: workspace kept in ${ws.dir} (CLI home ${ws.home})\n`);
    else ws.cleanup();
  };
  // <C-c> belongs to Neovim; a terminal that closes or a kill ends Neovim, then us.
  process.on('SIGINT', () => {});
  for (const sig of ['SIGTERM', 'SIGHUP'] as const) process.on(sig, () => { child.kill(sig); });

  const code = await new Promise<number>((resolve) => {
    child.on('error', (err) => { process.stderr.write(`demo: could not start ${nvim}: ${err.message}\n`); resolve(1); });
    child.on('exit', (c, signal) => resolve(signal ? 1 : c ?? 0));
  });
  await cleanup();
  return code;
}

main().then((code) => process.exit(code), (err) => {
  process.stderr.write(`demo: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
