// Starts a real headless Neovim (>= 0.10, from scripts/ensure-nvim.sh) with this repo on its
// runtimepath, driven through the `neovim` client.
//
// Every Neovim started here carries a tag in its environment (CLAUDE_CHAT_TEST_TAG), which the plugin's
// host, the CLI and the CLI's tools inherit. quit() ends Neovim and then every process still carrying
// the tag, so a test that fails (or kills Neovim itself) leaves nothing running, orphans included.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { NeovimClient } from 'neovim';
import { attachClient } from '../../src/nvim/gateway';

export const ROOT = path.resolve(__dirname, '..', '..');

let cachedNvim: string | null = null;
/** The Neovim the tests start: scripts/ensure-nvim.sh's (which takes $CLAUDE_CHAT_NVIM first, made absolute: the
 *  tests start Neovim from directories of their own; one that is no Neovim fails here, saying so). */
export function nvimBin(): string {
  if (!cachedNvim) {
    try {
      cachedNvim = execFileSync('bash', [path.join(ROOT, 'scripts', 'ensure-nvim.sh')], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      })
        .trim()
        .split('\n')
        .pop()!;
    } catch (err) {
      const said = String((err as { stderr?: unknown }).stderr ?? '').trim();
      throw new Error(said || (err as Error).message);
    }
  }
  return cachedNvim;
}

/** The options of require('claude').setup{}, as a plain object (see lua/claude/options/config.lua). */
export type ClaudeSetup = Record<string, unknown>;

/** Anything that evaluates Lua in Neovim. */
export interface LuaRunner {
  lua<T = unknown>(code: string, args?: unknown[]): Promise<T>;
}

/** Runs require('claude').setup(options): the options go over RPC as a table, no Lua source is built. */
export async function setupClaude(t: LuaRunner, options: ClaudeSetup = {}): Promise<void> {
  await t.lua(`require('claude').setup(...)`, [options]);
}

export interface TestNvim extends LuaRunner {
  nvim: NeovimClient;
  proc: ChildProcess;
  /** The tag in the environment of this Neovim and everything it starts. */
  tag: string;
  /** Ends Neovim (asking first, killing it after 5 s), then whatever it started that still runs. */
  quit(): Promise<void>;
}

export interface StartOptions {
  cwd: string;
  /** The Neovim to start (default: nvimBin()). */
  nvim?: string;
  /** Passed to require('claude').setup() (not called when absent). */
  setup?: ClaudeSetup;
  env?: Record<string, string>;
  /** Put the repo on the runtimepath (default) or not. */
  plugin?: boolean;
}

export const TAG_VAR = 'CLAUDE_CHAT_TEST_TAG';

/** Spawns `nvim --embed` with `args`, tagged (see above); the client attached to it. */
export function spawnNvim(
  args: string[],
  opts: { cwd: string; env?: Record<string, string>; nvim?: string },
): { nvim: NeovimClient; proc: ChildProcess; tag: string } {
  const tag = randomUUID();
  const proc = spawn(opts.nvim ?? nvimBin(), ['--embed', ...args], {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env, [TAG_VAR]: tag },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // A Neovim that cannot start, or that a test killed while the client still writes to it, must fail that
  // test at most, not the worker (an unhandled EPIPE).
  proc.on('error', () => {});
  proc.stdin?.on('error', () => {});
  return { nvim: attachClient({ proc }), proc, tag };
}

export async function startNvim(opts: StartOptions): Promise<TestNvim> {
  const args = ['--headless', '--clean', '-n', '-i', 'NONE'];
  // --clean still loads plugins from 'runtimepath': the repo's plugin/claude.lua is sourced as a user's would be.
  if (opts.plugin !== false) args.push('--cmd', `set rtp^=${ROOT}`);
  const { nvim, proc, tag } = spawnNvim(args, opts);
  // A Neovim that cannot start fails the test now, saying why: its client would wait for an answer forever.
  await new Promise<void>((resolve, reject) => {
    proc.once('spawn', resolve);
    proc.once('error', (err) =>
      reject(new Error(`could not start Neovim ${opts.nvim ?? nvimBin()} in ${opts.cwd}: ${err.message}`)),
    );
  });
  const lua = async <T>(code: string, a: unknown[] = []) => (await nvim.request('nvim_exec_lua', [code, a])) as T;
  const t: TestNvim = { nvim, proc, tag, lua, quit: () => quitNvim(nvim, proc, tag) };
  if (opts.setup !== undefined) {
    try {
      await setupClaude(t, opts.setup);
    } catch (err) {
      await t.quit();
      throw err;
    }
  }
  return t;
}

/** Asks Neovim to quit, kills it if it has not exited within 5 s, then ends the processes carrying `tag`. */
export async function quitNvim(nvim: NeovimClient, proc: ChildProcess, tag?: string): Promise<void> {
  if (proc.exitCode === null && proc.signalCode === null) {
    const gone = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    nvim.command('qa!').catch(() => {});
    const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
    await gone;
    clearTimeout(timer);
  }
  if (tag) await reapTagged(tag);
}

/** Pids of the live processes whose environment holds `CLAUDE_CHAT_TEST_TAG=tag`. */
export function taggedPids(tag: string): number[] {
  const needle = Buffer.from(`\0${TAG_VAR}=${tag}\0`);
  const first = Buffer.from(`${TAG_VAR}=${tag}\0`);
  const out: number[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      const env = fs.readFileSync(`/proc/${name}/environ`);
      if (env.includes(needle) || env.subarray(0, first.length).equals(first)) {
        const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
        if (stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z') out.push(Number(name));
      }
    } catch {
      /* gone meanwhile, or not ours to read */
    }
  }
  return out;
}

/** Gives the processes carrying `tag` `graceMs` to end by themselves (the host stops its CLI when Neovim
 *  goes), then kills the rest. */
export async function reapTagged(tag: string, graceMs = 3000): Promise<void> {
  const deadline = Date.now() + graceMs;
  while (taggedPids(tag).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  for (const pid of taggedPids(tag)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone meanwhile */
    }
  }
}
