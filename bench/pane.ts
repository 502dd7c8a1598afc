// One Neovim with its own terminal UI in a 200x50 tmux pane, for the cases that compare the plugin with
// Claude's TUI in a :terminal (bench/peer.ts, bench/peer-start.ts): a fake model, a throwaway workspace
// whose HOME lets the TUI start without questions, and an editor started with a given init. Closing it
// ends everything the pane started (Neovim, the host, the CLI) before the workspace goes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { attach, type NeovimClient } from 'neovim';
import { startFakeModel, type FakeModelServer, type Scenario } from '../test/fake-model/server';
import { claudeEnv, makeWorkspace, type Workspace } from '../test/support/claude-env';
import { nvimBin } from '../test/support/nvim';
import { waitFor } from '../test/support/wait';

/** The TUI asks once whether to use a key from the environment; its last 20 characters mark it approved. */
const KEY = 'sk-fake-0123456789abcdefghij';

/** The processes under `root` and itself, or only its nvim processes (the UI client and the server it
 *  embeds, not the CLI or the host). */
export function pidsUnder(root: number, nvimOnly: boolean): number[] {
  const out: number[] = [];
  const walk = (pid: number) => {
    let comm = '';
    try {
      comm = fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      return;
    }
    if (!nvimOnly || comm === 'nvim') out.push(pid);
    let children: string[] = [];
    try {
      children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    } catch {
      /* gone */
    }
    for (const c of children) walk(Number(c));
  };
  walk(root);
  return out;
}

export class Pane {
  readonly ws: Workspace = makeWorkspace({ 'README.md': '# peer\n' });
  model: FakeModelServer | null = null;
  nvim: NeovimClient | null = null;
  /** The pane's shell process: everything the pane runs is under it. */
  pid = 0;
  /** The editor's socket, for a second client (the latency probe). */
  readonly sock: string;

  constructor(private readonly session: string) {
    this.sock = path.join(os.tmpdir(), `${session}.sock`);
  }

  /** Starts the model and the editor; `init(env)` is the editor's init.lua, given the environment the CLI
   *  and the TUI run with. */
  async open(
    scenarios: Record<string, Scenario>,
    init: (env: Record<string, string>) => string,
  ): Promise<NeovimClient> {
    const { ws } = this;
    this.model = await startFakeModel(scenarios, { cwd: ws.dir });
    fs.writeFileSync(
      path.join(ws.home, '.claude.json'),
      JSON.stringify({
        hasCompletedOnboarding: true,
        theme: 'dark',
        numStartups: 5,
        autoUpdates: false,
        lastReleaseNotesSeen: '9.9.9',
        customApiKeyResponses: { approved: [KEY.slice(-20)], rejected: [] },
        projects: { [ws.dir]: { hasTrustDialogAccepted: true, hasCompletedProjectOnboarding: true, allowedTools: [] } },
      }),
    );
    const file = path.join(ws.home, 'peer-init.lua');
    fs.writeFileSync(
      file,
      init({ ...claudeEnv(this.model.url, ws.home), ANTHROPIC_API_KEY: KEY, TERM: 'xterm-256color' }),
    );
    const sock = this.sock;
    execFileSync('tmux', [
      '-L',
      'claude-peer',
      'new-session',
      '-d',
      '-s',
      this.session,
      '-x',
      '200',
      '-y',
      '50',
      '-c',
      ws.dir,
      `${nvimBin()} --clean -n -i NONE --listen ${sock} -u ${file}`,
    ]);
    this.pid = Number(
      execFileSync('tmux', ['-L', 'claude-peer', 'display', '-p', '-t', this.session, '#{pane_pid}'], {
        encoding: 'utf8',
      }).trim(),
    );
    await waitFor(() => fs.existsSync(sock), { timeout: 60_000, interval: 50, message: 'the editor socket' });
    this.nvim = attach({ socket: sock });
    return this.nvim;
  }

  async close(): Promise<void> {
    const started = this.pid ? pidsUnder(this.pid, false) : [];
    // Not awaited: Neovim quits without answering, so the request would never settle.
    this.nvim?.command('qa!').catch(() => {});
    const alive = () =>
      started.filter(
        (pid) => fs.existsSync(`/proc/${pid}`) && !fs.readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z '),
      );
    await waitFor(() => alive().length === 0, { timeout: 5000, interval: 50, message: 'the editor to quit' }).catch(
      () => {
        for (const pid of alive()) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            /* gone */
          }
        }
      },
    );
    try {
      execFileSync('tmux', ['-L', 'claude-peer', 'kill-session', '-t', this.session], { stdio: 'ignore' });
    } catch {
      /* gone */
    }
    await this.model?.close();
    this.ws.cleanup();
  }
}
