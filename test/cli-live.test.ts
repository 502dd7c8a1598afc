// The REAL `claude` CLI hosted by ClaudeProcess, talking to the fake model, feeding a Session: tools really
// run, files really change on disk, and the session's changed files match.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ClaudeProcess } from '../src/cli/process/process';
import type { ExitInfo } from '../src/cli/process/exit';
import type { PermissionPrompt, SDKMessage } from '../src/cli/protocol/inbound';
import type { PermissionDecision } from '../src/cli/protocol/outbound';
import { Session } from '../src/session/model/session';
import { scenarios } from './fake-model/scenarios';
import { startFakeModel, type FakeModelServer } from './fake-model/server';
import { claudeBin, claudeEnv, makeWorkspace, type Workspace } from './support/claude-env';
import { runCleanups, waitFor } from './support/wait';

const APP_TS = 'const a = 1;\nconsole.log(a);\n';

interface Live {
  proc: ClaudeProcess;
  session: Session;
  ws: Workspace;
  server: FakeModelServer;
  messages: any[];
  prompts: PermissionPrompt[];
  /** Stdout lines that were not protocol JSON: there must be none. */
  invalid: string[];
  exits: ExitInfo[];
  stderr: string[];
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  // Newest first: processes before the server they talk to, temp dirs last; all of them, whatever fails.
  await runCleanups(cleanups.splice(0).reverse());
});

async function startLive(answer: PermissionDecision['behavior'], opts: { command?: string } = {}): Promise<Live> {
  const ws = makeWorkspace({ 'app.ts': APP_TS });
  cleanups.push(() => ws.cleanup());
  const server = await startFakeModel(scenarios, { cwd: ws.dir });
  cleanups.push(() => server.close());
  const session = new Session(ws.dir);
  const live: Live = {
    proc: null as unknown as ClaudeProcess,
    session,
    ws,
    server,
    messages: [],
    prompts: [],
    invalid: [],
    exits: [],
    stderr: [],
  };
  live.proc = new ClaudeProcess(
    { command: opts.command ?? claudeBin(), cwd: ws.dir, env: claudeEnv(server.url, ws.home) },
    {
      message: (m: SDKMessage) => {
        live.messages.push(m);
        session.consume(m);
      },
      permission: (prompt) => {
        live.prompts.push(prompt);
        session.addApproval(prompt);
        live.proc.answerPermission(prompt, answer === 'allow' ? { behavior: 'allow' } : { behavior: 'deny' });
        session.resolveApproval(prompt.requestId);
      },
      permissionCancelled: (requestId) => session.resolveApproval(requestId),
      invalidLine: (line, reason) => live.invalid.push(`${reason}: ${line.slice(0, 200)}`),
      stderr: (text) => live.stderr.push(text),
      exit: (info) => {
        live.exits.push(info);
        session.endTurn();
      },
    },
  );
  cleanups.push(async () => {
    const stopped = live.proc.stop();
    // stop() escalates to SIGTERM/SIGKILL itself; this only bounds the wait.
    await Promise.race([stopped, new Promise((r) => setTimeout(r, 5000).unref())]);
    live.proc.killNow();
  });
  return live;
}

/** Starts the CLI, sends one prompt for `scenario` and waits for that turn's result. */
async function runTurn(live: Live, scenario: string): Promise<any> {
  await live.proc.start();
  const prompt = `Please go ahead [scenario:${scenario}]`;
  live.session.addUser(prompt);
  live.proc.sendUser(prompt);
  // Stops waiting early if the CLI dies: its exit info (stderr tail included) is then the failure.
  const result = await waitFor(
    () => live.messages.find((m) => m.type === 'result') ?? (live.exits.length ? { exitedEarly: live.exits[0] } : null),
    {
      timeout: 30_000,
      message: `the result of scenario ${scenario}`,
    },
  );
  expect(result.exitedEarly).toBeUndefined();
  expect(live.invalid).toEqual([]);
  return result;
}

/** +/- lines of the structuredPatch the CLI reported for `file`, counted here independently of the session. */
function patchCounts(messages: any[], file: string): { additions: number; deletions: number } {
  const lines: string[] = messages
    .filter((m) => m.type === 'user' && m.tool_use_result?.filePath === file)
    .flatMap((m) => m.tool_use_result.structuredPatch.flatMap((h: { lines: string[] }) => h.lines));
  return { additions: lines.filter((l) => l[0] === '+').length, deletions: lines.filter((l) => l[0] === '-').length };
}

describe('the real claude CLI through ClaudeProcess', () => {
  it('writes the file when the Write permission is allowed, and the session records it with 3 additions', async () => {
    const live = await startLive('allow');
    const result = await runTurn(live, 'write');
    expect(result.subtype).toBe('success');
    const file = path.join(live.ws.dir, 'hello.txt');
    expect(live.prompts.map((p) => [p.toolName, p.input.file_path])).toEqual([['Write', file]]);
    expect(fs.readFileSync(file, 'utf8')).toBe('line one\nline two\nline three\n');
    expect([...live.session.changedFiles.values()]).toEqual([
      { path: file, additions: 3, deletions: 0, firstLine: 1, edits: 1 },
    ]);
    expect(live.session.toolEntries.map((t) => [t.name, t.state, t.approval])).toEqual([['Write', 'done', null]]);
    expect(live.session.pendingApprovals).toEqual([]);
  });

  it('leaves no file and no changed file when the Write is denied', async () => {
    const live = await startLive('deny');
    await runTurn(live, 'write');
    expect(live.prompts).toHaveLength(1);
    expect(fs.existsSync(path.join(live.ws.dir, 'hello.txt'))).toBe(false);
    expect(live.session.changedFiles.size).toBe(0);
    expect(live.session.toolEntries.map((t) => [t.name, t.state])).toEqual([['Write', 'error']]);
  });

  it('edits app.ts on disk and counts the real patch: +2/-1', async () => {
    const live = await startLive('allow');
    await runTurn(live, 'edit');
    const file = path.join(live.ws.dir, 'app.ts');
    expect(fs.readFileSync(file, 'utf8')).toBe('const a = 2;\nconst b = 3;\nconsole.log(a);\n');
    const fromPatch = patchCounts(live.messages, file);
    expect(fromPatch).toEqual({ additions: 2, deletions: 1 });
    expect(live.session.changedFiles.get(file)).toEqual({ path: file, ...fromPatch, firstLine: 1, edits: 1 });
    expect(live.session.toolEntries.map((t) => [t.name, t.state])).toEqual([
      ['Read', 'done'],
      ['Edit', 'done'],
    ]);
  });

  it('reports a missing command as an exit with spawnError "not found", without throwing', async () => {
    const live = await startLive('allow', { command: '/nonexistent/claude' });
    let started!: Promise<unknown>;
    expect(() => {
      started = live.proc.start();
    }).not.toThrow();
    await expect(started).rejects.toThrow(/exited/);
    const exit = await waitFor(() => live.exits[0], { timeout: 5000, message: 'the exit event' });
    expect(exit.spawnError).toMatch(/not found/);
    expect(exit.spawnError).toContain('/nonexistent/claude');
    expect(live.exits).toHaveLength(1);
    expect(live.proc.running).toBe(false);
    expect(() => live.proc.sendUser('hello')).not.toThrow();
  });
});
