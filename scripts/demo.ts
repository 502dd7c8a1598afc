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
import { DEMO_FILES, scenarios } from '../test/fake-model/scenarios';
import { claudeBin, claudeEnv, makeWorkspace, repoRoot } from '../test/support/claude-env';
import { nvimBin } from '../test/support/nvim';
import { demoInit, projectSettings } from './demo-init';

async function main(): Promise<number> {
  const keep = process.argv.includes('--keep');
  const root = repoRoot();
  const claude = claudeBin();
  if (!fs.existsSync(claude)) {
    process.stderr.write(`demo: ${claude} is missing: run \`npm ci\` first\n`);
    return 1;
  }
  const nvim = nvimBin();
  const ws = makeWorkspace(DEMO_FILES);
  projectSettings(ws.dir, ws.home, root);
  const model = await startFakeModel(scenarios, { cwd: ws.dir });
  // The task tools are off on CLI 2.1.3xx for its newest models; the demo turns them on to show the checklist.
  const env = { ...claudeEnv(model.url, ws.home), CLAUDE_CODE_ENABLE_TODO_TOOLS: '1' };

  const init = path.join(ws.home, 'demo-init.lua');
  fs.writeFileSync(init, demoInit({ claude, env, logFile: path.join(ws.home, 'claude-chat.log') }));

  // Neovim runs as a headless server with a separate terminal UI attached (--remote-ui), which works with
  // every Neovim >= 0.10. --clean: none of the user's config or plugins; the repo is the only plugin on
  // 'runtimepath'.
  const sock = path.join(ws.home, 'nvim.sock');
  const server = spawn(
    nvim,
    ['--headless', '--clean', '--listen', sock, '--cmd', `set rtp^=${root}`, '-S', init, 'greet.ts'],
    {
      cwd: ws.dir,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, CLAUDE_CHAT_DEMO: '1' },
    },
  );
  let serverErr = '';
  server.stderr.setEncoding('utf8').on('data', (d: string) => {
    serverErr = (serverErr + d).slice(-4000);
  });
  const serverExit = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  let serverGone = false;
  void serverExit.then(() => {
    serverGone = true;
  });

  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    if (!serverGone) {
      server.kill('SIGTERM');
      const force = setTimeout(() => server.kill('SIGKILL'), 3000);
      await serverExit;
      clearTimeout(force);
    }
    await model.close();
    if (keep) process.stderr.write(`demo: workspace kept in ${ws.dir} (CLI home ${ws.home})\n`);
    else ws.cleanup();
  };

  // Poll (no fixed sleep) until the server listens, then attach the terminal UI.
  const deadline = Date.now() + 15_000;
  while (!fs.existsSync(sock) && !serverGone && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  if (!fs.existsSync(sock)) {
    process.stderr.write(`demo: Neovim did not start: ${serverErr.trim() || 'no socket after 15 s'}\n`);
    await cleanup();
    return 1;
  }
  const ui = spawn(nvim, ['--remote-ui', '--server', sock], { cwd: ws.dir, stdio: 'inherit' });

  // <C-c> belongs to Neovim; a terminal that closes or a kill ends Neovim, then us.
  process.on('SIGINT', () => {});
  for (const sig of ['SIGTERM', 'SIGHUP'] as const)
    process.on(sig, () => {
      ui.kill(sig);
    });

  const code = await new Promise<number>((resolve) => {
    ui.on('error', (err) => {
      process.stderr.write(`demo: could not start ${nvim}: ${err.message}\n`);
      resolve(1);
    });
    ui.on('exit', (c, signal) => resolve(signal ? 1 : (c ?? 0)));
  });
  await cleanup();
  return code;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`demo: ${(err as Error).stack ?? err}\n`);
    process.exit(1);
  },
);
