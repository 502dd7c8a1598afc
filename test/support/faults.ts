// The fixture of the fault tests: like support/chat.ts (real headless Neovim with the plugin, the fake model),
// but the `command` the plugin runs can be the real CLI, a broken stand-in from test/fake-cli, or a path that
// does not exist; vim.notify is recorded; and the host's log file is at hand.
import fs from 'node:fs';
import path from 'node:path';
import { scenarios as defaultScenarios } from '../fake-model/scenarios';
import { startFakeModel, type FakeModelServer, type Scenario } from '../fake-model/server';
import { claudeBin, claudeSetup, makeWorkspace, type Workspace } from './claude-env';
import { transcriptLines } from './keys';
import { startNvim, type ClaudeSetup, type TestNvim } from './nvim';
import { sessionStatus, type SessionStatus } from './sessions';
import { waitFor, waitForLineIn } from './wait';

export const FAKE_CLI = path.resolve(__dirname, '..', 'fake-cli');
export const WRAP = path.join(FAKE_CLI, 'wrap.mjs');
export const SCRIPTED = path.join(FAKE_CLI, 'scripted.mjs');
const FAULTY_NODE = path.resolve(__dirname, 'host-faults', 'node');

export interface Notice {
  msg: string;
  level: number;
}

export interface FaultChat extends TestNvim {
  model: FakeModelServer;
  ws: Workspace;
  logFile: string;
  /** The setup{} table the fixture passed. */
  setup: ClaudeSetup;
  /** JSON file test/fake-cli/wrap.mjs reads its faults from at each start. */
  controlFile: string;
  setFaults(faults: string[]): void;
  transcript(): Promise<string[]>;
  waitForLine(pattern: RegExp | string, timeout?: number): Promise<string[]>;
  /** What the plugin passed to vim.notify so far. */
  notices(): Promise<Notice[]>;
  waitForNotice(pattern: RegExp, timeout?: number): Promise<Notice>;
  /** Session `id`'s table of require('claude').sessions(), by default the current one's (throws while there is
   *  none). */
  status(id?: string): Promise<SessionStatus>;
  /** Waits until require('claude').sessions() says that no turn runs and nothing is queued. The host sends
   *  that status in the same frame as the transcript's lines of that moment, so the transcript then shows
   *  everything so far (the current session's, which the host keeps up to date even with the chat closed). */
  waitIdle(timeout?: number): Promise<void>;
  /** Sends a prompt through the Lua API (any bytes, NUL included), as the compose buffer would. */
  send(text: string): Promise<void>;
  /** The host log so far ('' if none). */
  log(): string;
  close(): Promise<void>;
}

export interface FaultChatOptions {
  /** What setup{ command } points at (default: the real CLI). */
  command?: string;
  env?: Record<string, string>;
  files?: Record<string, string>;
  scenarios?: Record<string, Scenario>;
  faults?: string[];
  /** More fields of the setup{} table. */
  setup?: ClaudeSetup;
  /** Environment of Neovim, and so of the plugin's host. */
  nvimEnv?: Record<string, string>;
  /** Errors the host raises where nothing catches them, once it opened its log ('throw', 'reject'): it then
   *  runs under test/support/host-faults/node (setup{ node }), which loads them. */
  hostFaults?: string[];
}

/** Scenarios of the fault tests, on top of test/fake-model/scenarios.ts. */
export const faultScenarios: Record<string, Scenario> = {
  // Like 'slow' but about 2 s: long enough to act during the turn, short enough for the time budget.
  'slow-short': () => [{ chunkSize: 4, delayMs: 25, blocks: [{ type: 'text', text: SLOW_SHORT }] }],
  'server-error-once': () => [
    { status: 500, errorType: 'api_error', message: 'fake model: internal error', times: 1 },
    { blocks: [{ type: 'text', text: 'Recovered after a retry.' }] },
  ],
};
export const SLOW_SHORT = 'This reply streams slowly. '.repeat(12).trimEnd();

export const escapeRe = (s: string) => new RegExp(s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

export async function startFaultChat(opts: FaultChatOptions = {}): Promise<FaultChat> {
  const ws = makeWorkspace(opts.files);
  let model: FakeModelServer | null = null;
  try {
    model = await startFakeModel({ ...defaultScenarios, ...faultScenarios, ...opts.scenarios }, { cwd: ws.dir });
    return await faultChat(ws, model, opts);
  } catch (err) {
    await model?.close();
    ws.cleanup();
    throw err;
  }
}

async function faultChat(ws: Workspace, model: FakeModelServer, opts: FaultChatOptions): Promise<FaultChat> {
  const controlFile = path.join(ws.home, 'fake-cli.json');
  const setFaults = (faults: string[]) => fs.writeFileSync(controlFile, JSON.stringify({ faults }));
  setFaults(opts.faults ?? []);
  const setup = claudeSetup(model.url, ws, {
    command: opts.command ?? claudeBin(),
    ...(opts.hostFaults ? { node: FAULTY_NODE } : {}),
    ...opts.setup,
    env: { FAKE_CLI_CONTROL: controlFile, ...(opts.setup?.env as Record<string, string> | undefined), ...opts.env },
  });
  const logFile = setup.log_file as string;
  const hostFaults = opts.hostFaults && {
    CLAUDE_CHAT_HOST_FAULT: opts.hostFaults.join(','),
    CLAUDE_CHAT_HOST_FAULT_LOG: logFile,
  };
  const t = await startNvim({ cwd: ws.dir, setup, env: { ...opts.nvimEnv, ...hostFaults } });
  const close = async () => {
    try {
      // A Neovim the test killed has no 'exit' event left to wait for; quit() still ends what it started.
      await t.quit();
    } finally {
      await model.close();
      // After a killed Neovim, its host (and the CLI) may still be writing their last lines into HOME.
      await waitFor(
        () => {
          ws.cleanup();
          return true;
        },
        { timeout: 5000, message: 'the workspace to be removed' },
      );
    }
  };
  try {
    await t.lua(`_G.__claude_notices = {}
      vim.notify = function(msg, level) table.insert(_G.__claude_notices, { msg = msg, level = level or 2 }) end`);
  } catch (err) {
    await close();
    throw err;
  }
  const transcript = () => transcriptLines(t);
  const notices = () => t.lua<Notice[]>('return _G.__claude_notices');
  const status = (id?: string) => sessionStatus(t, id);
  return {
    ...t,
    model,
    ws,
    logFile,
    setup,
    controlFile,
    setFaults,
    transcript,
    notices,
    status,
    waitForLine: (pattern, timeout) => waitForLineIn(transcript, pattern, timeout),
    async waitForNotice(pattern, timeout = 15_000) {
      let last: Notice[] = [];
      try {
        return await waitFor(
          async () => {
            last = await notices();
            return last.find((n) => pattern.test(n.msg)) ?? null;
          },
          { timeout, message: `a vim.notify message matching ${pattern}` },
        );
      } catch (err) {
        throw new Error(`${(err as Error).message}\n--- notices ---\n${last.map((n) => n.msg).join('\n')}`);
      }
    },
    async waitIdle(timeout = 20_000) {
      await waitFor(
        async () => {
          const s = await status();
          return s.state === 'ready' && !s.queued;
        },
        { timeout, message: 'the session to be idle' },
      );
    },
    async send(text) {
      await t.lua(`require('claude').send(...)`, [text]);
    },
    log: () => {
      try {
        return fs.readFileSync(logFile, 'utf8');
      } catch {
        return '';
      }
    },
    close,
  };
}

/** True while a process with this pid exists. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // An exited process nobody reaped yet (a zombie) still answers kill(pid, 0), but it is gone.
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return true;
  }
}

/** What the scheduler says of process `pid`'s main thread ('self': this process's) so far, in ms: time
 *  on a CPU, and time ready to run but kept waiting for one (/proc/PID/schedstat); zeros when unreadable. */
export function schedMs(pid: number | 'self'): { run: number; wait: number } {
  try {
    const [run, wait] = fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return { run: run / 1e6, wait: wait / 1e6 };
  } catch {
    return { run: 0, wait: 0 };
  }
}

/** Pids of the live descendants of `pid` (children, their children, ...), from /proc. */
export function descendants(pid: number): number[] {
  const parent = new Map<number, number>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] !== 'Z') parent.set(Number(name), Number(fields[1]));
    } catch {
      /* gone meanwhile */
    }
  }
  const out: number[] = [];
  const walk = (p: number) => {
    for (const [child, pp] of parent)
      if (pp === p) {
        out.push(child);
        walk(child);
      }
  };
  walk(pid);
  return out;
}

/** The process group of `pid` (null once it is gone). */
export function pgidOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
  } catch {
    return null;
  }
}

/** Pids of the live (not zombie) members of process group `pgid`, from /proc. */
export function groupMembers(pgid: number): number[] {
  const out: number[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] !== 'Z' && Number(fields[2]) === pgid) out.push(Number(name));
    } catch {
      /* gone meanwhile */
    }
  }
  return out;
}
