// Streaming performance benchmark (issue #4): replays a large turn recorded from the REAL claude CLI
// through the plugin's real render path into a real headless Neovim, and compares it with its lower bound.
//   npm run bench [-- --chunk BYTES --naive-samples N --latency-runs N --startup-runs N --frame-ms N --budget X
//                     --cost-runs N --peer-runs N --lsp-runs N --only CASES --markdown FILE]
// This file runs the cases in order and hands their figures to the report; each case is a module of its own.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { nvimBin } from '../test/support/nvim';
import { costRun, type CostRun } from './cost';
import { editor } from './editor';
import { describeFixture } from './fixture';
import { say } from './format';
import { latencyRuns } from './latency';
import { memoryChild, memoryOnly } from './memory';
import { methodText } from './method';
import { modelPacePass } from './model-pace';
import { sessionsRuns } from './sessions';
import { firstTextRun } from './first-text';
import { longSessionChild, longSessionOnly } from './long-session';
import { naivePass, type NaivePass } from './naive';
import { peerRuns } from './peer';
import { startRuns } from './peer-start';
import { lspRuns } from './lsp';
import { COST_RUNS, LATENCY_RUNS, LONG_ONLY, LSP_RUNS, MEMORY_ONLY, PEER_RUNS, STARTUP_RUNS, wanted } from './options';
import { printResults } from './report';
import { measureHostStart, measureStartup, type HostStartFigures } from './startup';
import { pinCores } from './timing';
import { ROOT } from './root';

/** Host start in an editor of its own (the chat never opened, nothing pinned): STARTUP_RUNS of each measure. */
async function hostStartRuns(): Promise<HostStartFigures> {
  const ed = await editor(false, false, true);
  try {
    return await measureHostStart(ed, STARTUP_RUNS);
  } finally {
    await ed.quit();
  }
}

/** The host's node flags (lua/claude/host/host.lua NODE_FLAGS): the bench's host code runs in this process, so it
 *  runs with them too (`npm run bench` passes them), or its figures would not be the plugin's. */
function checkHostFlags(): void {
  const lua = fs.readFileSync(path.join(ROOT, 'lua', 'claude', 'host.lua'), 'utf8');
  const table = /^M\.NODE_FLAGS = \{(.*)\}$/m.exec(lua);
  if (!table) throw new Error('lua/claude/host/host.lua: no M.NODE_FLAGS = { ... } line');
  const flags = [...table[1].matchAll(/'([^']*)'/g)].map((m) => m[1]);
  const missing = flags.filter((f) => !process.execArgv.includes(f));
  if (missing.length)
    throw new Error(
      `run the bench with the host's node flags: node ${missing.join(' ')} scripts/run-ts.mjs bench/stream.ts (npm run bench does)`,
    );
}

async function main(): Promise<void> {
  checkHostFlags();
  if (MEMORY_ONLY) {
    await memoryOnly();
    return;
  }
  if (LONG_ONLY) {
    await longSessionOnly();
    return;
  }
  const started = Date.now();
  const fixture = describeFixture();
  const nvim = nvimBin();
  const nvimVersion = execFileSync(nvim, ['--version'], { encoding: 'utf8' }).split('\n')[0];
  say(methodText(fixture, nvimVersion));

  const startup = wanted('startup') ? measureStartup(nvim, STARTUP_RUNS) : null;
  if (startup) say(`ran      startup x${STARTUP_RUNS}`);
  const hostStart = wanted('host-start') ? await hostStartRuns() : null;
  if (hostStart) say(`ran      host start x${STARTUP_RUNS}`);
  const memory = wanted('memory') ? memoryChild() : null;
  if (memory) say('ran      memory');
  const latOpen = wanted('latency-open') ? await latencyRuns(fixture, true, LATENCY_RUNS) : null;
  const latClosed = wanted('latency-closed') ? await latencyRuns(fixture, false, LATENCY_RUNS) : null;
  const model = wanted('model') ? await modelPacePass(fixture) : null;
  if (latOpen || latClosed) say('ran      latency');
  const sessions = wanted('sessions') ? await sessionsRuns(fixture, LATENCY_RUNS) : null;
  if (sessions) say('ran      sessions');
  const firstText = wanted('first-text') ? await firstTextRun() : null;
  if (firstText) say('ran      first text');
  const long = wanted('long') ? longSessionChild() : null;
  if (long) say('ran      long session');
  const peer = wanted('peer') ? await peerRuns(PEER_RUNS) : null;
  if (peer) say(`ran      peer x${PEER_RUNS}`);
  const start = wanted('start') ? await startRuns(PEER_RUNS) : null;
  if (start) say(`ran      start x${PEER_RUNS}`);
  const lsp = wanted('lsp') ? await lspRuns(LSP_RUNS) : null;
  if (lsp) say(`ran      lsp x${LSP_RUNS}`);
  // From here on the host's main thread has a core of its own (see pinCores): the cost runs take its wall time.
  const pinned = pinCores();
  if (!pinned.startsWith('the host')) say(`cores    cost runs ${pinned}`);
  const cases = (
    [
      [true, 'recorded'],
      [false, 'recorded'],
      [true, 'max'],
      [false, 'max'],
    ] as const
  ).filter(([window, pace]) => wanted(`${window ? 'open' : 'closed'}-${pace === 'max' ? 'flood' : 'recorded'}`));
  // Round robin over the cases, so that a slow spell of the machine spreads over all of them.
  const all: CostRun[][] = cases.map(() => []);
  for (let r = 0; r < COST_RUNS; r++) {
    for (const [i, [window, pace]] of cases.entries()) all[i].push(await costRun(fixture, window, pace));
  }
  if (all.length) say(`ran      cost x${COST_RUNS}`);
  let naive: NaivePass | null = null;
  if (wanted('naive')) {
    const edNaive = await editor(true);
    try {
      naive = await naivePass(edNaive, fixture);
    } finally {
      await edNaive.quit();
    }
  }
  say(`ran      ${naive ? 'naive ' : ''}(${((Date.now() - started) / 1000).toFixed(0)} s in all)`);

  printResults({
    all,
    naive,
    latOpen,
    latClosed,
    sessions,
    firstText,
    long,
    peer,
    start,
    lsp,
    memory,
    model,
    startup,
    hostStart,
  });
}

main().then(
  () => process.exit(0),
  (err) => {
    process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  },
);
