// Starts a real headless Neovim (>= 0.10, from scripts/ensure-nvim.sh) with this repo on its
// runtimepath, driven through the `neovim` client.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { NeovimClient } from 'neovim';
import { attachClient } from '../../src/nvim/gateway';

export const ROOT = path.resolve(__dirname, '..', '..');

let cachedNvim: string | null = null;
export function nvimBin(): string {
  if (!cachedNvim) {
    cachedNvim = execFileSync('bash', [path.join(ROOT, 'scripts', 'ensure-nvim.sh')], { encoding: 'utf8' }).trim().split('\n').pop()!;
  }
  return cachedNvim;
}

export interface TestNvim {
  nvim: NeovimClient;
  proc: ChildProcess;
  /** Evaluates Lua in Neovim and returns its result. */
  lua<T = unknown>(code: string, args?: unknown[]): Promise<T>;
  quit(): Promise<void>;
}

export interface StartOptions {
  cwd: string;
  /** Lua table source passed to require('claude').setup(). */
  setup?: string;
  env?: Record<string, string>;
  /** Put the repo on the runtimepath (default) or not. */
  plugin?: boolean;
  columns?: number;
  lines?: number;
}

export async function startNvim(opts: StartOptions): Promise<TestNvim> {
  const args = ['--embed', '--headless', '--clean', '-n', '-i', 'NONE'];
  // --clean still loads plugins from 'runtimepath': the repo's plugin/claude.lua is sourced as a user's would be.
  if (opts.plugin !== false) args.push('--cmd', `set rtp^=${ROOT}`);
  const proc = spawn(nvimBin(), args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, stdio: ['pipe', 'pipe', 'pipe'] });
  const nvim = attachClient({ proc });
  if (opts.setup !== undefined) {
    await nvim.lua(`require('claude').setup(${opts.setup})`);
  }
  const lua = async <T>(code: string, args: unknown[] = []) => (await nvim.request('nvim_exec_lua', [code, args])) as T;
  return {
    nvim,
    proc,
    lua,
    quit: () => quitNvim(nvim, proc),
  };
}

/** Asks Neovim to quit, and kills it if it has not exited within 5 s. */
export async function quitNvim(nvim: NeovimClient, proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null) return;
  const gone = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  nvim.command('qa!').catch(() => {});
  const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
  await gone;
  clearTimeout(timer);
}
