// `nvim --headless -c 'ClaudeRun! {prompt}'` as a shell or a CI job runs it: the plugin on the runtimepath,
// setup{} from the environment, its stdout, stderr and exit code. test/run.e2e.test.ts and the tests that list
// such a run afterwards (test/screens-run.e2e.test.ts) start it here.
import { spawn } from 'node:child_process';
import { claudeSetup, type Workspace } from './claude-env';
import { nvimBin, reapTagged, ROOT, TAG_VAR } from './nvim';

export interface Headless {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `:ClaudeRun! {prompt}` in `ws` against the fake model at `url`, `setup` over the options of a CLI that
 *  talks to it, then the command `after` (a second setup{} as :help claude-run shows). Killed after `killMs`
 *  (its code then null): a run must never leave Neovim waiting. */
export async function runHeadless(
  prompt: string,
  o: { url: string; ws: Workspace; setup?: Record<string, unknown>; killMs?: number; after?: string },
): Promise<Headless> {
  const tag = `run-${process.pid}-${Date.now()}`;
  try {
    const proc = spawn(
      nvimBin(),
      [
        '--headless',
        '--clean',
        '-n',
        '-i',
        'NONE',
        '--cmd',
        `set rtp^=${ROOT}`,
        '-c',
        "lua require('claude').setup(vim.json.decode(os.getenv('RUN_SETUP')))",
        ...(o.after ? ['-c', o.after] : []),
        '-c',
        `ClaudeRun! ${prompt}`,
      ],
      {
        cwd: o.ws.dir,
        env: { ...process.env, RUN_SETUP: JSON.stringify(claudeSetup(o.url, o.ws, o.setup)), [TAG_VAR]: tag },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    proc.stdout.on('data', (d) => (stdout += d));
    proc.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => proc.kill('SIGKILL'), o.killMs ?? 90_000);
      proc.on('exit', (c) => {
        clearTimeout(timer);
        resolve(c);
      });
    });
    return { code, stdout, stderr };
  } finally {
    await reapTagged(tag);
  }
}
