// Running the REAL `claude` CLI offline against the fake model (test/fake-model): where the binary is,
// the environment that points it at the fake server, and throwaway workspaces.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The repository root: the nearest directory above this file holding node_modules/.bin/claude. */
export function repoRoot(): string {
  // Works from test/support under vitest and from a bundle under .deps/run-ts (scripts/run-ts.mjs).
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'node_modules', '.bin', 'claude'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`node_modules/.bin/claude not found above ${__dirname}`);
  }
}

/** The claude CLI the tests drive: $CLAUDE_CHAT_CLI (scripts/smoke-oldest-cli.sh points it at the oldest
 *  supported one), else the repo's node_modules/.bin/claude (the newest, from package-lock.json). */
export function claudeBin(): string {
  return process.env.CLAUDE_CHAT_CLI || path.join(repoRoot(), 'node_modules', '.bin', 'claude');
}

let cliVersion: number[] | null = null;

/** Whether the CLI the tests drive (claudeBin()) is `version` or newer. Some behaviour is the CLI's own and
 *  differs between the oldest supported CLI and the newest: a test checks it where the CLI has it. */
export function cliAtLeast(version: string): boolean {
  cliVersion ??= (/(\d+)\.(\d+)\.(\d+)/.exec(execFileSync(claudeBin(), ['--version'], { encoding: 'utf8' })) ?? [])
    .slice(1)
    .map(Number);
  const want = version.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (cliVersion[i] !== want[i]) return (cliVersion[i] ?? 0) > want[i];
  return true;
}

/** Environment for a CLI that talks only to the fake model at `fakeUrl` and keeps its state under `home`. */
export function claudeEnv(fakeUrl: string, home: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: home,
    ANTHROPIC_BASE_URL: fakeUrl,
    ANTHROPIC_API_KEY: 'sk-fake',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_TELEMETRY: '1',
  };
}

/** The setup{} options of a plugin that runs the real CLI (or `extra.command`) against the fake model at
 *  `fakeUrl`, with its state and the host's log under the workspace's HOME; `extra.env` goes over the CLI's
 *  environment, the other fields of `extra` over the options. */
export function claudeSetup(
  fakeUrl: string,
  ws: Workspace,
  extra: { env?: Record<string, string>; [option: string]: unknown } = {},
): Record<string, unknown> {
  const { env, ...rest } = extra;
  return {
    command: claudeBin(),
    env: { ...claudeEnv(fakeUrl, ws.home), ...env },
    log_file: path.join(ws.home, 'claude-chat.log'),
    ...rest,
  };
}

export interface Workspace {
  /** The project directory the CLI runs in (real path, no symlinks). */
  dir: string;
  /** A fresh HOME for the CLI. */
  home: string;
  cleanup(): void;
}

/** Creates a project directory holding `files` (relative path → content) and a separate empty HOME. */
export function makeWorkspace(files: Record<string, string> = {}): Workspace {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'cc-ws-')));
  const home = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'cc-home-')));
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return {
    dir,
    home,
    cleanup() {
      for (const d of [dir, home]) fs.rmSync(d, { recursive: true, force: true });
    },
  };
}
