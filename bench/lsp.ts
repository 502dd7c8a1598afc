// Neovim's responsiveness while a slow language server is queried (issue 32, item 5): a Neovim with the plugin
// and a session running (the REAL claude CLI against the fake model), a language server that answers
// definitions after 1.5 s (test/lsp/slow-server.mjs) attached to an open file, and the model calling the
// editor's definition tool on it (scenario lsp-definition, test/fake-model/lsp-scenarios.ts). The probe
// (bench/probe.mjs, a process of its own on the editor's socket) times nvim_eval round trips from the prompt
// until the tool's answer reached the model; then as many again with nothing pending. test/editor-lsp.e2e.test.ts
// checks the same loosely, as a test on a shared machine must; the strict figure is this one's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lspScenarios } from '../test/fake-model/lsp-scenarios';
import { startChat, type ChatFixture } from '../test/support/chat';
import { resultsSent } from '../test/support/sent';
import { waitFor } from '../test/support/wait';
import { f1, f2 } from './format';
import { Probe } from './latency-probe';
import type { Row } from './report';
import { ROOT } from './root';
import { median, percentile } from './timing';

/** The slow server's delay (ms), as test/editor-lsp.e2e.test.ts uses it. */
export const LSP_DELAY_MS = 1500;
/** The target: every round trip while the slow server is queried under this (ms). */
export const LSP_MAX_RTT_MS = 50;
const PROMPT = 'where [scenario:lsp-definition]';
const ANSWER = 'first (notes.txt:1)\nnotes.txt:1:1\n     1  first line\n     2  second line';

export interface LspRun {
  /** Round trips (µs) from the prompt until the definition's answer reached the model. */
  pending: number[];
  /** As many round trips (µs) afterwards, the session ready and nothing pending. */
  idle: number[];
  /** ms from the prompt to the answer in the model's request. */
  pendingMs: number;
}

/** Starts the slow server on notes.txt and a session (a first turn), as the e2e test does. */
async function setUp(chat: ChatFixture): Promise<void> {
  await chat.lua(
    `
    local script, delay = ...
    vim.cmd.edit('notes.txt')
    vim.lsp.start({ name = 'slow', cmd = { 'node', script, tostring(delay) }, root_dir = vim.fn.getcwd() })`,
    [path.join(ROOT, 'test', 'lsp', 'slow-server.mjs'), LSP_DELAY_MS],
  );
  await waitFor(() => chat.lua<boolean>('return #vim.lsp.get_clients({ bufnr = 0 }) > 0'), {
    timeout: 30_000,
    message: 'the slow server attached',
  });
  await chat.nvim.command('ClaudeChat hello');
  await chat.waitForLine('Hello from the fake model.', 60_000);
}

async function lspRun(): Promise<LspRun> {
  const chat = await startChat({ files: { 'notes.txt': 'first line\nsecond line\n' }, scenarios: lspScenarios });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-bench-lsp-'));
  let probe: Probe | null = null;
  try {
    await setUp(chat);
    const address = await chat.lua<string>('return vim.fn.serverstart(...)', [path.join(dir, 'nvim.sock')]);
    probe = await Probe.start(address);
    const answered = () => resultsSent(chat.model.requests, 'lsp-definition', 1);
    // The model's requests are recorded in this process: watching them costs the editor nothing.
    probe.reset();
    const t0 = performance.now();
    await chat.nvim.command(`ClaudeChat ${PROMPT}`);
    await waitFor(() => answered().length > 0, { timeout: 30_000, interval: 5, message: "the definition's answer" });
    const pendingMs = performance.now() - t0;
    const pending = await probe.dump();
    if (answered()[0] !== ANSWER) throw new Error(`lsp: the model got ${JSON.stringify(answered())}`);
    if (pendingMs < LSP_DELAY_MS) throw new Error(`lsp: answered in ${f1(pendingMs)} ms, before the server could`);
    await chat.waitForLine('Asked.', 30_000);
    await waitFor(async () => (await chat.status()).state === 'ready', { timeout: 30_000, message: 'the turn ended' });
    // Idle: the same number of round trips, nothing pending (the probe takes about one a millisecond).
    probe.reset();
    const idle: number[] = [];
    while (idle.length < pending.length) {
      await new Promise((r) => setTimeout(r, Math.max(50, pending.length - idle.length)));
      idle.push(...(await probe.dump()));
    }
    return { pending, idle: idle.slice(0, pending.length), pendingMs };
  } finally {
    await probe?.quit();
    await chat.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function lspRuns(runs: number): Promise<LspRun[]> {
  const out: LspRun[] = [];
  for (let r = 0; r < runs; r++) out.push(await lspRun());
  return out;
}

const ms = (us: number) => us / 1000;
const p50 = (xs: number[]) => ms(median(xs));
const p99 = (xs: number[]) => ms(percentile(xs, 99));
const max = (xs: number[]) => ms(Math.max(0, ...xs));
const trio = (xs: number[]) => `${f2(p50(xs))} / ${f2(p99(xs))} / ${f2(max(xs))}`;

/** The report's rows: each figure the median of the runs, the runs' own in parentheses; the target on the
 *  longest round trip of all runs. */
export function lspRows(runs: LspRun[]): Row[] {
  const n = runs.length;
  const med = (f: (xs: number[]) => number, kind: 'pending' | 'idle') => median(runs.map((r) => f(r[kind])));
  const each = (f: (xs: number[]) => number, kind: 'pending' | 'idle') => runs.map((r) => f2(f(r[kind]))).join(', ');
  const longest = Math.max(...runs.map((r) => max(r.pending)));
  const samples = median(runs.map((r) => r.pending.length));
  return [
    {
      what:
        `lsp, slow server (${f1(LSP_DELAY_MS / 1000)} s) queried: round trip p50 / p99 / max, idle -> pending ` +
        `(median of ${n} runs of about ${samples} probes)`,
      figure:
        `${f2(med(p50, 'idle'))} / ${f2(med(p99, 'idle'))} / ${f2(med(max, 'idle'))} -> ` +
        `${f2(med(p50, 'pending'))} / ${f2(med(p99, 'pending'))} / ${f2(med(max, 'pending'))} ms`,
      target: '',
      ok: null,
    },
    {
      what: 'lsp: p99 round trip while the slow server is queried, each run',
      figure: `${each(p99, 'pending')} ms`,
      target: '',
      ok: null,
    },
    {
      what: 'lsp: longest round trip while the slow server is queried, each run',
      figure: `${f2(longest)} ms (${each(max, 'pending')})`,
      target: `< ${LSP_MAX_RTT_MS} ms`,
      ok: longest < LSP_MAX_RTT_MS,
    },
  ];
}

/** The report's details: each run's window and figures. */
export const lspDetails = (runs: LspRun[]): string[] =>
  runs.map(
    (r, i) =>
      `  lsp run ${i + 1}: pending ${f1(r.pendingMs)} ms, ${r.pending.length} probes: p50 / p99 / max ` +
      `${trio(r.pending)} ms; idle ${trio(r.idle)} ms`,
  );
