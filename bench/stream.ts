// Streaming performance benchmark (issue #4): replays a large turn recorded from the REAL claude CLI
// through the plugin's real render path into a real headless Neovim, and compares it with its lower bound.
//   npm run bench [-- --chunk BYTES --naive-samples N --latency-runs N --startup-runs N --frame-ms N --budget X --cost-runs N --only CASES --markdown FILE]
// Printing is fine here: this is not the host, whose stdout is the RPC channel.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { InboundLine } from '../src/cli/protocol';
import { LineDecoder } from '../src/cli/lineDecoder';
import { parseLine } from '../src/cli/protocol';
import { ChatController } from '../src/host/chat';
import { fileLogger } from '../src/host/log';
import { ViewSync } from '../src/host/viewSync';
import { NvimView } from '../src/nvim/gateway';
import { DEFAULT_KEYS, DEFAULT_RENDER_OPTIONS } from '../test/support/render';
import { TranscriptRenderer } from '../src/render/transcript';
import { Session } from '../src/session/session';
import { nvimBin, startNvim, type TestNvim } from '../test/support/nvim';
import { schemaDefaults } from '../test/support/schema';
import {
  cpuMsOf, gcInside, hostMs, pinCores, warmEncoder, instrumentClient, isRenderedDelta, loadFixture, measureHostStart, measureStartup, median, newWireStats,
  percentile, Probe, replay, replayRecorded, ROOT, type HostStartFigures, type RecordedChunk, type WireStats,
} from './support';

// The neovim client silences console.* once attached (it guards the RPC stdio of a host): print directly.
const say = (text: string) => { process.stdout.write(text + '\n'); };

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

// ---- options -------------------------------------------------------------------------------------------

function option(name: string, fallback: number): number;
function option(name: string, fallback: string | null): string | null;
function option(name: string, fallback: number | string | null): number | string | null {
  const at = process.argv.indexOf(`--${name}`);
  if (at === -1 || at + 1 >= process.argv.length) return fallback;
  const raw = process.argv[at + 1];
  return typeof fallback === 'number' ? Number(raw) : raw;
}

/** Bytes per stdout chunk for --pace max: Node reads a child's pipe 64 KiB at a time when the producer is ahead. */
const CHUNK = option('chunk', 65536);
const NAIVE_SAMPLES = option('naive-samples', 150);
const LATENCY_RUNS = option('latency-runs', 3);
const STARTUP_RUNS = option('startup-runs', 15);
const IDLE_MS = option('idle-ms', 2000);
const MARKDOWN = option('markdown', null);
/** Internal: the child process that measures memory in a fresh host. */
const MEMORY_ONLY = process.argv.includes('--memory-only');
const DEFAULTS = schemaDefaults();
/** The plugin's default frame_ms (lua/claude/schema.lua), or --frame-ms N. */
const FRAME_MS = option('frame-ms', Number(DEFAULTS.frame_ms));
/** The plugin's default render_budget (lua/claude/schema.lua), or --budget X (0: plain frame_ms frames). */
const BUDGET = option('budget', Number(DEFAULTS.render_budget));
/** --only CASES: a comma-separated subset of open-recorded, closed-recorded, open-flood, closed-flood,
 *  latency-open, latency-closed, model, naive, memory, startup, host-start (for iterating; the full run does all of them). */
const ONLY = option('only', null)?.split(',').map((c) => c.trim()) ?? null;
const wanted = (c: string) => ONLY === null || ONLY.includes(c);
const WORKSPACE = '/WORKSPACE';
const PROMPT = 'Please go ahead [scenario:large]';
/** Replays of each cost case (fresh editors, round robin): the report uses the run of median cost. */
const COST_RUNS = option('cost-runs', 3);
/** The model-pace case: this many rendered deltas, this many a second (a fast model streams 20-60). */
const MODEL_DELTAS = 120;
const MODEL_RATE = 40;
const LOWER_BOUND_REPS = 3;

// ---- instrumentation of the real controller ---------------------------------------------------------

interface FlushStats {
  flushes: number;
  /** Host time of the synchronous part of each flush: diff, render, status, building the update (encoding is in WireStats). */
  syncMs: number;
  /** From flush start to the editor's answer. */
  wallMs: number;
  trackRss: boolean;
  peakRss: number;
  windows: [number, number][];
  /** What each flush reported it cost (host + editor ms), which paces the next frame. */
  costs: number[];
  starts: number[];
}

let flushStats: FlushStats | null = null;
{
  // The controller's frames are ViewSync's: its flush() is what the FrameScheduler calls each frame.
  const proto = ViewSync.prototype as unknown as { flush?: () => Promise<unknown> };
  const orig = proto.flush;
  if (typeof orig !== 'function') throw new Error('bench: ViewSync has no flush() to time');
  proto.flush = function (this: ViewSync): Promise<unknown> {
    const stats = flushStats;
    const t0 = hostMs();
    const p = orig.call(this);
    if (stats) {
      stats.flushes++;
      const t1 = hostMs();
      stats.syncMs += t1 - t0;
      stats.windows.push([t0, t1]);
      stats.starts.push(t0);
      if (stats.trackRss) stats.peakRss = Math.max(stats.peakRss, process.memoryUsage.rss());
      void p.then((cost) => {
        stats.wallMs += performance.now() - t0;
        if (typeof cost === 'number') stats.costs.push(cost);
      }, () => {});
    }
    return p;
  };
}

/** Times view.apply inside Neovim (wraps the module's function: the gateway looks it up on every call). */
const LUA_TIMER = `
local v = require('claude.view')
if not _G.__claude_bench then
  local orig = v.apply
  _G.__claude_bench = { n = 0, ns = 0 }
  v.apply = function(u)
    local t = vim.uv.hrtime()
    local r = orig(u)
    local b = _G.__claude_bench
    b.ns = b.ns + (vim.uv.hrtime() - t)
    b.n = b.n + 1
    return r
  end
end
_G.__claude_bench.n = 0
_G.__claude_bench.ns = 0`;

interface Editor extends TestNvim {
  pid: number;
  setWire: (stats: WireStats | null) => void;
  address: string;
}

/** A fresh headless Neovim with the plugin; with `window`, its chat open (require('claude.ui').open(): the
 *  real transcript buffer in its window, following the end), else the buffer hidden (chat closed). */
async function editor(window: boolean, pin = true): Promise<Editor> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-bench-'));
  const t = await startNvim({ cwd: dir, setup: {} });
  if (pin) pinCores(t.proc.pid);
  const setWire = instrumentClient(t.nvim);
  if (window) await t.lua(`require('claude.ui').open()`);
  await t.lua(LUA_TIMER);
  const address = await t.lua<string>(`return vim.fn.serverstart(...)`, [path.join(dir, 'nvim.sock')]);
  const quit = t.quit;
  return {
    ...t, pid: t.proc.pid!, setWire, address,
    async quit() { await quit(); fs.rmSync(dir, { recursive: true, force: true }); },
  };
}

// ---- the fixture -----------------------------------------------------------------------------------------

interface FixtureInfo {
  file: string;
  bytes: Buffer;
  chunks: RecordedChunk[];
  lines: number;
  deltas: number;
  textChars: number;
  thinkingChars: number;
  jsonDeltas: number;
  modelCalls: number;
  tools: string[];
  approvals: number;
}

function describeFixture(): FixtureInfo {
  const { bytes, file, chunks } = loadFixture();
  const decoder = new LineDecoder();
  const info: FixtureInfo = { file, bytes, chunks, lines: 0, deltas: 0, textChars: 0, thinkingChars: 0, jsonDeltas: 0, modelCalls: 0, tools: [], approvals: 0 };
  for (const line of [...decoder.push(bytes), ...decoder.end()]) {
    const p = parseLine(line);
    if (!p) continue;
    info.lines++;
    if (p.kind === 'permission') info.approvals++;
    if (p.kind !== 'message') continue;
    const m = p.message as Record<string, any>;
    if (m.type === 'stream_event') {
      const e = m.event;
      if (e?.type === 'message_start') info.modelCalls++;
      if (e?.type === 'content_block_start' && e.content_block?.type === 'tool_use') info.tools.push(e.content_block.name);
      if (e?.type !== 'content_block_delta') continue;
      if (e.delta?.type === 'text_delta') { info.deltas++; info.textChars += e.delta.text.length; }
      else if (e.delta?.type === 'thinking_delta') { info.deltas++; info.thinkingChars += e.delta.thinking.length; }
      else if (e.delta?.type === 'input_json_delta') info.jsonDeltas++;
    }
  }
  return info;
}

/** What ClaudeProcess + ChatController do with each line, with the user answering every approval at once
 *  (as the recording did: the CLI's next line is the tool's result). */
function sinkInto(session: () => Session) {
  let pending: string | null = null;
  return (p: InboundLine) => {
    const s = session();
    if (pending) { s.resolveApproval(pending); pending = null; }
    switch (p.kind) {
      case 'message': s.consume(p.message); break;
      case 'permission': s.addApproval(p.prompt); pending = p.prompt.requestId; break;
      case 'control_cancel': s.resolveApproval(p.requestId); break;
      default: break;
    }
  };
}

// ---- passes ----------------------------------------------------------------------------------------------

interface StreamPass {
  deltas: number;
  chunks: number;
  wire: WireStats;
  flush: FlushStats;
  nvimCpuMs: number;
  luaApplyMs: number;
  luaApplies: number;
  wallMs: number;
  rssBefore: number;
  rssAfter: number;
  heapBefore: number;
  heapAfter: number;
  latency: number[] | null;
  chat: ChatController;
}

/** One replay through the real ChatController (Session + TranscriptRenderer + FrameScheduler + NvimView). */
async function streamPass(ed: Editor, fixture: FixtureInfo, probe: Probe | null, pace: 'recorded' | 'max'): Promise<StreamPass> {
  const chat = new ChatController({ command: 'claude', args: [], env: {}, cwd: WORKSPACE, frameMs: FRAME_MS, renderBudget: BUDGET, keys: DEFAULT_KEYS }, new NvimView(ed.nvim), fileLogger(null));
  const wire = newWireStats();
  const flush: FlushStats = { flushes: 0, syncMs: 0, wallMs: 0, trackRss: MEMORY_ONLY, peakRss: 0, windows: [], costs: [], starts: [] };
  await ed.lua('_G.__claude_bench.n = 0; _G.__claude_bench.ns = 0');
  gc();
  const rssBefore = process.memoryUsage().rss;
  const heapBefore = process.memoryUsage().heapUsed;
  let deltas = 0;
  const sink = sinkInto(() => chat.session);
  probe?.reset();
  const cpu0 = cpuMsOf(ed.pid);
  ed.setWire(wire);
  flushStats = flush;
  const t0 = performance.now();
  chat.session.addUser(PROMPT);
  const onLine = (p: InboundLine) => { if (isRenderedDelta(p)) deltas++; sink(p); };
  const info = pace === 'max' ? await replay(fixture.bytes, CHUNK, onLine) : await replayRecorded(fixture.bytes, fixture.chunks, onLine);
  await chat.drain();
  const wallMs = performance.now() - t0;
  flushStats = null;
  ed.setWire(null);
  const cpu1 = cpuMsOf(ed.pid);
  const latency = probe ? await probe.dump() : null;
  gc();
  const rssAfter = process.memoryUsage().rss;
  const heapAfter = process.memoryUsage().heapUsed;
  const lua = await ed.lua<{ n: number; ns: number }>('return _G.__claude_bench');
  return {
    deltas, chunks: info.chunks, wire, flush, nvimCpuMs: cpu1 - cpu0, luaApplyMs: lua.ns / 1e6, luaApplies: lua.n, wallMs,
    rssBefore, rssAfter, heapBefore, heapAfter, latency, chat,
  };
}

interface Cost { hostMs: number; nvimMs: number; wallMs: number }
const total = (c: Cost) => c.hostMs + c.nvimMs;

/** One nvim_buf_set_lines of the final transcript into a scratch buffer (no window, no undo), `reps` times:
 *  each in a FRESH editor (cold, the measure the targets use: the streamed transcript too is the first
 *  thing its editor holds, and a first write pays for growing Neovim's heap), or each in `warmIn`, the
 *  editor that already holds the streamed transcript (warm: about half the cost, shown for contrast). */
async function lowerBound(lines: string[], reps: number, warmIn?: Editor): Promise<Cost[]> {
  const runs: Cost[] = [];
  for (let i = 0; i < reps; i++) {
    const ed = warmIn ?? await editor(false);
    try {
      const buf = await ed.lua<number>('local b = vim.api.nvim_create_buf(false, true); vim.bo[b].undolevels = -1; return b');
      // The host warm, as in the stream passes (which run after the latency runs): a new client's first
      // large encode runs de-optimized, at about twice the cost of the next. Encoded, not sent.
      warmEncoder(ed.nvim, ['nvim_buf_set_lines', [buf, 0, -1, false, lines]]);
      const wire = newWireStats();
      gc();
      const cpu0 = cpuMsOf(ed.pid);
      ed.setWire(wire);
      const t0 = performance.now();
      await ed.nvim.request('nvim_buf_set_lines', [buf, 0, -1, false, lines]);
      const wallMs = performance.now() - t0;
      ed.setWire(null);
      runs.push({ hostMs: wire.encodeMs, nvimMs: cpuMsOf(ed.pid) - cpu0, wallMs });
      const count = await ed.lua<number>('return vim.api.nvim_buf_line_count(...)', [buf]);
      if (count !== lines.length) throw new Error(`lower bound: ${count} lines written, expected ${lines.length}`);
      if (warmIn) await ed.lua('vim.api.nvim_buf_delete(..., { force = true })', [buf]);
    } finally {
      if (!warmIn) await ed.quit();
    }
  }
  return runs;
}

/** The run of median total cost. */
function medianCost(runs: Cost[]): Cost {
  return runs.slice().sort((a, b) => total(a) - total(b))[Math.floor(runs.length / 2)];
}

interface ModelPace { deltas: number; frames: number; seconds: number; meanGap: number; maxGap: number; meanCost: number; maxCost: number; hostMs: number; applyMs: number }

/** A real model's pace: the first MODEL_DELTAS rendered deltas of the turn, MODEL_RATE a second (other lines
 *  at once), chat open. How often frames come and what each reported it cost the editor and host. */
async function modelPacePass(fixture: FixtureInfo): Promise<ModelPace> {
  const ed = await editor(true, false);
  try {
    const chat = new ChatController({ command: 'claude', args: [], env: {}, cwd: WORKSPACE, frameMs: FRAME_MS, renderBudget: BUDGET, keys: DEFAULT_KEYS }, new NvimView(ed.nvim), fileLogger(null));
    const flush: FlushStats = { flushes: 0, syncMs: 0, wallMs: 0, trackRss: false, peakRss: 0, windows: [], costs: [], starts: [] };
    const sink = sinkInto(() => chat.session);
    chat.session.addUser(PROMPT);
    await chat.drain();
    await ed.lua('_G.__claude_bench.n = 0; _G.__claude_bench.ns = 0');
    flushStats = flush;
    const t0 = performance.now();
    let deltas = 0;
    const decoder = new LineDecoder();
    for (const line of decoder.push(fixture.bytes)) {
      const p = parseLine(line);
      if (!p) continue;
      if (isRenderedDelta(p)) {
        if (++deltas > MODEL_DELTAS) break;
        const due = t0 + (deltas * 1000) / MODEL_RATE;
        await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
      }
      sink(p);
    }
    await chat.drain();
    flushStats = null;
    const lua = await ed.lua<{ n: number; ns: number }>('return _G.__claude_bench');
    const gaps = flush.starts.slice(1).map((t, i) => t - flush.starts[i]);
    return {
      deltas: Math.min(deltas, MODEL_DELTAS), frames: flush.flushes, seconds: (performance.now() - t0) / 1000,
      meanGap: gaps.reduce((a, b) => a + b, 0) / Math.max(1, gaps.length), maxGap: Math.max(0, ...gaps),
      meanCost: flush.costs.reduce((a, b) => a + b, 0) / Math.max(1, flush.costs.length), maxCost: Math.max(0, ...flush.costs),
      hostMs: flush.syncMs / Math.max(1, flush.flushes), applyMs: lua.ns / 1e6 / Math.max(1, lua.n),
    };
  } finally {
    await ed.quit();
  }
}

interface NaivePass { sampled: number; stride: number; deltas: number; estimate: Cost; perDeltaLastMs: number }

/** The baseline: every delta re-renders the whole transcript and replaces the whole buffer (one request per
 *  delta), through the same gateway and view.apply. Every `stride`-th delta is rendered and timed; the
 *  total is extrapolated as the sum of the samples times the stride. */
async function naivePass(ed: Editor, fixture: FixtureInfo): Promise<NaivePass> {
  const view = new NvimView(ed.nvim);
  const session = new Session(WORKSPACE);
  session.addUser(PROMPT);
  const stride = Math.max(1, Math.floor(fixture.deltas / NAIVE_SAMPLES));
  const samples: Cost[] = [];
  let lineCount = 0;
  let deltas = 0;
  const render = async () => {
    const t0 = performance.now();
    const c0 = hostMs();
    const patch = new TranscriptRenderer({ ...DEFAULT_RENDER_OPTIONS }).update(session.entries);
    if (!patch) return;
    patch.end = lineCount;
    const syncMs = hostMs() - c0;
    const wire = newWireStats();
    const cpu0 = cpuMsOf(ed.pid);
    ed.setWire(wire);
    await view.apply({ patch });
    ed.setWire(null);
    samples.push({ hostMs: syncMs + wire.encodeMs, nvimMs: cpuMsOf(ed.pid) - cpu0, wallMs: performance.now() - t0 });
    lineCount = patch.lines.length;
  };
  const sink = sinkInto(() => session);
  await replay(fixture.bytes, CHUNK, (p) => {
    sink(p);
    if (isRenderedDelta(p) && ++deltas % stride === 0) return render();
  });
  const sum = (k: keyof Cost) => samples.reduce((n, s) => n + s[k], 0) * stride;
  const last = samples[samples.length - 1];
  return { sampled: samples.length, stride, deltas, estimate: { hostMs: sum('hostMs'), nvimMs: sum('nvimMs'), wallMs: sum('wallMs') }, perDeltaLastMs: total(last) };
}

/** The streamed buffer must be what a full render of the final session gives: lines, folds, highlights. */
async function checkFinalBuffer(ed: Editor, chat: ChatController): Promise<{ lines: string[]; ok: boolean; why: string }> {
  const got = await ed.lua<{ lines: string[]; levels: string[]; marks: number }>(`local v = require('claude.view')
    return { lines = vim.api.nvim_buf_get_lines(v.buf, 0, -1, false), levels = require('claude.folds').levels,
      marks = #vim.api.nvim_buf_get_extmarks(v.buf, v.ns, 0, -1, {}) }`);
  const ref = new TranscriptRenderer({ ...DEFAULT_RENDER_OPTIONS }).update(chat.session.entries)!;
  const problems: string[] = [];
  if (got.lines.length !== ref.lines.length || got.lines.some((l, i) => l !== ref.lines[i])) {
    const at = got.lines.findIndex((l, i) => l !== ref.lines[i]);
    problems.push(`lines differ (${got.lines.length} vs ${ref.lines.length}, first at ${at})`);
  }
  if (got.levels.length !== ref.folds.length || got.levels.some((f, i) => f !== ref.folds[i])) problems.push('fold levels differ');
  if (got.marks !== ref.highlights.length) problems.push(`${got.marks} extmarks, expected ${ref.highlights.length}`);
  return { lines: got.lines, ok: problems.length === 0, why: problems.join('; ') };
}

// ---- report ----------------------------------------------------------------------------------------------

const f1 = (n: number) => n.toFixed(1);
const f2 = (n: number) => n.toFixed(2);
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const range = (xs: number[]) => `${f1(Math.min(...xs))}-${f1(Math.max(...xs))}`;
const mb = (bytes: number) => bytes / (1024 * 1024);

interface Row { what: string; figure: string; target: string; ok: boolean | null }

interface CostRun { label: string; pass: StreamPass; cost: Cost; lb: Cost[]; lbWarm: Cost[]; check: Awaited<ReturnType<typeof checkFinalBuffer>>; gcRender: number; gcEncode: number }

/** One replay without the probe in a fresh editor, then the lower bound in the same editor. */
async function costRun(fixture: FixtureInfo, window: boolean, pace: 'recorded' | 'max'): Promise<CostRun> {
  const ed = await editor(window);
  try {
    const pass = await streamPass(ed, fixture, null, pace);
    const gcRender = await gcInside(pass.flush.windows);
    const gcEncode = await gcInside(pass.wire.windows);
    const check = await checkFinalBuffer(ed, pass.chat);
    const lbWarm = await lowerBound(check.lines, 2, ed);
    const lb = await lowerBound(check.lines, LOWER_BOUND_REPS);
    const cost: Cost = { hostMs: pass.flush.syncMs + pass.wire.encodeMs, nvimMs: pass.nvimCpuMs, wallMs: pass.flush.wallMs };
    return { label: `${pace === 'max' ? 'flood' : 'recorded pace'}, chat ${window ? 'open' : 'closed'}`, pass, cost, lb, lbWarm, check, gcRender, gcEncode };
  } finally {
    await ed.quit();
  }
}

interface Latency { idle: number[]; streaming: number[]; replayMs: number[] }

async function latencyRuns(fixture: FixtureInfo, window: boolean, runs: number): Promise<Latency> {
  const out: Latency = { idle: [], streaming: [], replayMs: [] };
  for (let run = 0; run < runs; run++) {
    const ed = await editor(window, false); // latency is what a user meets: nothing pinned
    const probe = await Probe.start(ed.address);
    try {
      probe.reset();
      await new Promise((r) => setTimeout(r, IDLE_MS));
      out.idle.push(...await probe.dump());
      const pass = await streamPass(ed, fixture, probe, 'recorded');
      out.streaming.push(...pass.latency!);
      out.replayMs.push(pass.wallMs);
    } finally {
      await probe.quit();
      await ed.quit();
    }
  }
  return out;
}

interface MemoryFigures { rssBefore: number; rssAfter: number; peakRss: number; heapBefore: number; heapAfter: number; transcriptBytes: number }

/** In a fresh host process (this script with --memory-only), so that nothing measured before skews RSS. */
async function memoryChild(): Promise<MemoryFigures> {
  const { execFileSync } = await import('node:child_process');
  const out = execFileSync(process.execPath, [...process.execArgv, process.argv[1], '--memory-only'], { encoding: 'utf8', maxBuffer: 1 << 24 });
  return JSON.parse(out.trim().split('\n').pop()!) as MemoryFigures;
}

async function memoryOnly(): Promise<void> {
  const { bytes, chunks } = loadFixture();
  const fixture = { bytes, chunks } as FixtureInfo;
  const ed = await editor(true);
  try {
    const pass = await streamPass(ed, fixture, null, 'recorded');
    const lines = await ed.lua<number>(`local b = require('claude.view').buf
      return vim.api.nvim_buf_get_offset(b, vim.api.nvim_buf_line_count(b))`);
    const figures: MemoryFigures = {
      rssBefore: pass.rssBefore, rssAfter: pass.rssAfter, peakRss: pass.flush.peakRss,
      heapBefore: pass.heapBefore, heapAfter: pass.heapAfter, transcriptBytes: lines,
    };
    say(JSON.stringify(figures));
  } finally {
    await ed.quit();
  }
}

/** Host start in an editor of its own (chat closed, nothing pinned): STARTUP_RUNS of each measure. */
async function hostStartRuns(): Promise<HostStartFigures> {
  const ed = await editor(false, false);
  try { return await measureHostStart(ed, STARTUP_RUNS); } finally { await ed.quit(); }
}

const p50 = (xs: number[]) => median(xs) / 1000;
const p99 = (xs: number[]) => percentile(xs, 99) / 1000;

async function main(): Promise<void> {
  if (MEMORY_ONLY) { await memoryOnly(); return; }
  const started = Date.now();
  const fixture = describeFixture();
  const nvim = nvimBin();
  const { execFileSync } = await import('node:child_process');
  const nvimVersion = execFileSync(nvim, ['--version'], { encoding: 'utf8' }).split('\n')[0];

  say([
    'claude-chat.nvim streaming benchmark',
    '====================================',
    `fixture  ${path.relative(ROOT, fixture.file)}: ${int(fixture.lines)} stdout lines (${f1(fixture.bytes.length / 1e6)} MB) of ONE turn recorded from the`,
    `         real claude CLI against the fake model (bench/record.ts, scenario "large"): ${int(fixture.deltas)} text/thinking deltas,`,
    `         ${f2(fixture.textChars / 1e6)} M characters of text (markdown, code blocks) and ${int(fixture.thinkingChars)} of thinking, ${fixture.modelCalls} model calls,`,
    `         tools ${fixture.tools.join(', ')}, ${fixture.approvals} approval (answered at once, as recorded); ${fixture.jsonDeltas} tool-input deltas render nothing.`,
    `editor   ${nvimVersion}, headless, RPC over stdio as the plugin's job is; host node ${process.version}, ${os.cpus().length} CPUs`,
    `cores    cost runs: the host's main thread alone on CPU 0, its other threads and each Neovim on CPU 1 (taskset);`,
    '         latency runs and the rest: nothing pinned',
    '',
    'Method',
    '  Replay: the recorded stdout bytes go through the real LineDecoder and parseLine into the real ChatController',
    `  (Session.consume, TranscriptRenderer, FrameScheduler at the plugin's default ${FRAME_MS} ms frame, NvimView), whose every`,
    "  flush is one nvim_exec_lua into lua/claude/view.lua apply() on the plugin's own transcript buffer. The event loop",
    '  runs between reads, so frames coalesce deltas as they would live. Two paces:',
    `    recorded: each pipe read the recorder saw, at its recorded time (${f1(fixture.chunks[fixture.chunks.length - 1][0] / 1000)} s: the CLI's own speed against a model that`,
    '              answers instantly; reads already due are merged, up to 64 KiB, as a pipe would);',
    `    flood:    ${CHUNK}-byte reads back to back, as fast as the host takes them (the fewest frames possible).`,
    "  Chat open: require('claude.ui').open() shows the buffer (markdown syntax, foldexpr, cursor following the end), so",
    '  Neovim redraws it after every frame; chat closed: the same buffer, hidden.',
    '  Cost = host time of the render path (synchronous part of each flush: diff, render, status; plus msgpack encoding and',
    '  the pipe write of each request, timed at the client transport; wall time on a core of its own) + ALL Neovim CPU during the replay',
    '  (/proc/PID/task/*/schedstat: decoding, apply(), extmarks, folds, redraw). Parsing and Session.consume are left out.',
    '  Lower bound = the same measure for ONE nvim_buf_set_lines of the final transcript into a scratch buffer (no',
    `  window, no undo) of a fresh editor, as the stream's is, ${LOWER_BOUND_REPS} times after each cost run; every ratio uses the median of all.`,
    `  Each cost case runs ${COST_RUNS} times (fresh editors, cases in turn); the table shows its run of median cost.`,
    "  Latency: a separate process on the editor's socket (serverstart()) times nvim_eval('1') round trips,",
    `  one at a time about every ms: ${IDLE_MS} ms idle, then during a recorded-pace replay; ${LATENCY_RUNS} fresh editors each way.`,
    '  Naive baseline: every delta re-renders the whole transcript and replaces the whole buffer (one request per delta),',
    `  through the same gateway and apply(); too slow to run whole, so ${NAIVE_SAMPLES} evenly spaced deltas are timed and the total`,
    '  is extrapolated (sum x stride). Memory: a fresh host process, RSS after GC before and after a recorded-pace replay.',
    `  Host start: require() of the committed bundle in ${STARTUP_RUNS} fresh node processes (node's own start left out), and`,
    `  ${STARTUP_RUNS} times in one editor, from require('claude.host') starting the host job to its answer to a first request (ping).`,
    '',
  ].join('\n'));

  const startup = wanted('startup') ? measureStartup(nvim, STARTUP_RUNS) : null;
  if (startup) say(`ran      startup x${STARTUP_RUNS}`);
  const hostStart = wanted('host-start') ? await hostStartRuns() : null;
  if (hostStart) say(`ran      host start x${STARTUP_RUNS}`);
  const memory = wanted('memory') ? await memoryChild() : null;
  if (memory) say('ran      memory');
  const latOpen = wanted('latency-open') ? await latencyRuns(fixture, true, LATENCY_RUNS) : null;
  const latClosed = wanted('latency-closed') ? await latencyRuns(fixture, false, LATENCY_RUNS) : null;
  const model = wanted('model') ? await modelPacePass(fixture) : null;
  if (latOpen || latClosed) say('ran      latency');
  const pinned = pinCores();
  if (!pinned.startsWith('the host')) say(`cores    cost runs ${pinned}`);
  const cases = ([[true, 'recorded'], [false, 'recorded'], [true, 'max'], [false, 'max']] as const)
    .filter(([window, pace]) => wanted(`${window ? 'open' : 'closed'}-${pace === 'max' ? 'flood' : 'recorded'}`));
  const all: CostRun[][] = cases.map(() => []);
  for (let r = 0; r < COST_RUNS; r++) {
    for (const [i, [window, pace]] of cases.entries()) all[i].push(await costRun(fixture, window, pace));
  }
  // Each case: its run of median cost, with the others' costs for the range.
  const runs: CostRun[] = all.map((list) => list.slice().sort((a, b) => total(a.cost) - total(b.cost))[Math.floor(list.length / 2)]);
  const spread = (r: CostRun) => all.find((list) => list.includes(r))!.map((x) => total(x.cost)).sort((a, b) => a - b);
  if (runs.length) say(`ran      cost x${COST_RUNS}`);
  let naive: NaivePass | null = null;
  if (wanted('naive')) {
    const edNaive = await editor(true);
    try { naive = await naivePass(edNaive, fixture); } finally { await edNaive.quit(); }
  }
  say(`ran      ${naive ? 'naive ' : ''}(${((Date.now() - started) / 1000).toFixed(0)} s in all)`);

  // One lower bound for every ratio: the median of all its runs, in every editor.
  const lb = runs.length ? medianCost(all.flat().flatMap((r) => r.lb)) : null;
  const lbWarm = runs.length ? medianCost(all.flat().flatMap((r) => r.lbWarm)) : null;
  const ratio = (r: CostRun) => total(r.cost) / total(lb!);
  const byLabel = (label: string) => runs.find((r) => r.label === label);
  const recorded = byLabel('recorded pace, chat open') ?? byLabel('recorded pace, chat closed');
  const flood = byLabel('flood, chat open') ?? byLabel('flood, chat closed');
  const main = runs[0];
  const requests = (r: CostRun) => r.pass.wire.requests + r.pass.wire.notifications;
  const per1k = (r: CostRun) => (requests(r) / r.pass.deltas) * 1000;
  const latRatio = (l: Latency) => p99(l.streaming) / p99(l.idle);
  const costText = (r: CostRun) => `${f2(ratio(r))}x (${f1(total(r.cost))} vs ${f1(total(lb!))} ms; ${r.pass.flush.flushes} frames)`;

  const rows: Row[] = [
    ...runs.map((r) => ({ what: `streaming cost / lower bound: ${r.label}`, figure: costText(r), target: '<= 3x', ok: ratio(r) <= 3 })),
  ];
  if (naive && lb) {
    const naiveRatio = total(naive.estimate) / total(lb);
    rows.push({ what: 'naive full re-render per delta / lower bound (extrapolated)', figure: `${int(naiveRatio)}x (~${f1(total(naive.estimate) / 1000)} s; ${naive.sampled} of ${int(naive.deltas)} deltas timed)`, target: 'contrast', ok: null });
  }
  if (recorded) rows.push({ what: 'RPC requests per 1,000 deltas: recorded pace', figure: `${f1(per1k(recorded))} (${requests(recorded)} for ${int(recorded.pass.deltas)} deltas)`, target: '<= 50', ok: per1k(recorded) <= 50 });
  if (flood) rows.push({ what: 'RPC requests per 1,000 deltas: flood', figure: `${f1(per1k(flood))} (${requests(flood)})`, target: '<= 50', ok: per1k(flood) <= 50 });
  for (const [name, l] of [['open', latOpen], ['closed', latClosed]] as const) {
    if (!l) continue;
    rows.push(
      { what: `editor latency p50 / p99, chat ${name}: idle -> streaming`, figure: `${f2(p50(l.idle))} / ${f2(p99(l.idle))} -> ${f2(p50(l.streaming))} / ${f2(p99(l.streaming))} ms`, target: '', ok: null },
      { what: `p99 streaming / p99 idle, chat ${name}`, figure: `${f2(latRatio(l))}x`, target: '<= 2x', ok: latRatio(l) <= 2 },
    );
  }
  if (memory) {
    const rssPerMb = mb(memory.rssAfter - memory.rssBefore) / mb(memory.transcriptBytes);
    const heapPerMb = mb(memory.heapAfter - memory.heapBefore) / mb(memory.transcriptBytes);
    const peakPerMb = mb(memory.peakRss - memory.rssBefore) / mb(memory.transcriptBytes);
    rows.push({ what: 'host RSS growth per MB of transcript', figure: `${f1(rssPerMb)} MB/MB (retained heap ${f1(heapPerMb)} MB/MB; peak RSS +${f1(peakPerMb)} MB/MB)`, target: '', ok: null });
  }
  if (model) {
    rows.push({ what: `model pace (${MODEL_RATE} deltas/s, chat open): frames, mean / max gap`, figure: `${model.frames} for ${model.deltas} deltas in ${f1(model.seconds)} s; ${f1(model.meanGap)} / ${f1(model.maxGap)} ms`, target: '', ok: null });
    rows.push({ what: 'model pace: cost per frame (host + editor), mean / max', figure: `${f2(model.meanCost)} / ${f2(model.maxCost)} ms (host render ${f2(model.hostMs)}, apply() ${f2(model.applyMs)}; frames stretch past ${FRAME_MS} ms above ${f2(FRAME_MS * BUDGET)} ms)`, target: '', ok: null });
  }
  if (startup) rows.push({ what: "startup: the plugin's own --startuptime lines (median)", figure: `${f2(startup.pluginSelfMs)} ms (${startup.pluginLines.length} line${startup.pluginLines.length === 1 ? '' : 's'})`, target: '< 1 ms', ok: startup.pluginSelfMs < 1 });
  if (hostStart) {
    rows.push(
      { what: `host start: require() of the bundle (${int(hostStart.bundleBytes / 1000)} KB), median`, figure: `${f1(median(hostStart.requireMs))} ms`, target: '', ok: null },
      { what: 'host start: job start to first answer (ping), median', figure: `${f1(median(hostStart.firstAnswerMs))} ms`, target: '', ok: null },
    );
  }

  const detail = (r: CostRun) => [
    `  ${r.label}:`,
    `    ${r.pass.flush.flushes} frames in ${f1(r.pass.wallMs)} ms; ${requests(r)} requests (${[...r.pass.wire.byMethod].map(([m, n]) => `${m} ${n}`).join(', ')}), ${f2(mb(r.pass.wire.bytes))} MB sent`,
    `    host ${f1(r.pass.flush.syncMs)} ms render + ${f1(r.pass.wire.encodeMs)} ms encode and write (write alone ${f1(r.pass.wire.writeMs)} ms); GC pauses inside: render ${f1(r.gcRender)}, encode ${f1(r.gcEncode)} ms`,
    `    Neovim ${f1(r.pass.nvimCpuMs)} ms CPU, of which ${f1(r.pass.luaApplyMs)} ms inside view.apply() (${r.pass.luaApplies} calls); per frame ${f2(total(r.cost) / r.pass.flush.flushes)} ms in all`,
    `    cost of the ${COST_RUNS} runs: ${spread(r).map(f1).join(', ')} ms (${spread(r).map((c) => f2(c / total(lb!))).join(', ')}x); against the warm lower bound: ${f2(total(r.cost) / total(lbWarm!))}x`,
    `    streamed buffer equals a full render (lines, folds, highlights): ${r.check.ok ? 'yes' : `NO (${r.check.why})`}`,
  ];
  const transcriptBytes = main ? main.check.lines.reduce((n, l) => n + Buffer.byteLength(l) + 1, 0) : 0;
  const allLb = all.flat().flatMap((r) => r.lb).map(total);
  const details = [
    '',
    'Details',
    ...(main && lb ? [
      `  transcript: ${int(main.check.lines.length)} lines, ${f2(mb(transcriptBytes))} MB`,
      `  lower bound: host ${f1(lb.hostMs)} ms encode and write + Neovim ${f1(lb.nvimMs)} ms CPU (${f1(lb.wallMs)} ms round trip); median of ${allLb.length} runs, range ${f1(Math.min(...allLb))}-${f1(Math.max(...allLb))} ms`,
      `  warm lower bound (a second write, into the editor that holds the streamed transcript): host ${f1(lbWarm!.hostMs)} + Neovim ${f1(lbWarm!.nvimMs)} = ${f1(total(lbWarm!))} ms`,
    ] : []),
    ...runs.flatMap(detail),
    ...(naive ? [`  naive: every ${naive.stride}th delta timed; host ${f1(naive.estimate.hostMs / 1000)} s + Neovim ${f1(naive.estimate.nvimMs / 1000)} s extrapolated; the last delta alone ${f1(naive.perDeltaLastMs)} ms`] : []),
    ...[['open', latOpen], ['closed', latClosed]].flatMap(([name, l]) => {
      const lat = l as Latency | null;
      return lat ? [`  latency, chat ${name as string}: ${lat.idle.length} idle / ${lat.streaming.length} streaming samples, max ${f2(Math.max(...lat.streaming) / 1000)} ms`] : [];
    }),
    ...(memory ? [`  memory: RSS ${f1(mb(memory.rssBefore))} -> ${f1(mb(memory.rssAfter))} MB (peak ${f1(mb(memory.peakRss))}), heap ${f1(mb(memory.heapBefore))} -> ${f1(mb(memory.heapAfter))} MB, after GC; transcript ${f2(mb(memory.transcriptBytes))} MB`] : []),
    ...(startup ? [
      `  startup: whole startup ${f2(startup.withMs)} ms with the plugin, ${f2(startup.withoutMs)} ms without (medians, noise is larger than the difference);`,
      `    ${startup.commands} commands defined; claude Lua modules loaded at startup: ${startup.loadedModules.length ? startup.loadedModules.join(', ') : 'none'}`,
      ...startup.pluginLines.map((l) => `    ${l.trim()}`),
    ] : []),
    ...(hostStart ? [
      `  host start: require() ${range(hostStart.requireMs)} ms, job start to ping answered ${range(hostStart.firstAnswerMs)} ms (min-max of ${hostStart.runs});`,
      `    bundle ${int(hostStart.bundleBytes)} bytes`,
    ] : []),
  ];

  const width = Math.max(...rows.map((r) => r.what.length));
  const fwidth = Math.max(...rows.map((r) => r.figure.length));
  say('\nResults');
  for (const r of rows) {
    const status = r.ok === null ? '' : r.ok ? 'ok' : 'MISSED';
    say(`  ${r.what.padEnd(width)}  ${r.figure.padEnd(fwidth)}  ${r.target.padEnd(8)} ${status}`);
  }
  say(details.join('\n'));

  if (MARKDOWN) {
    const md = [
      '| Measure | Figure | Target |',
      '| --- | --- | --- |',
      ...rows.map((r) => `| ${r.what} | ${r.figure} | ${r.target}${r.ok === null ? '' : r.ok ? ' (met)' : ' (missed)'} |`),
    ];
    fs.writeFileSync(MARKDOWN, md.join('\n') + '\n');
    say(`\nmarkdown table written to ${MARKDOWN}`);
  }
}

main().then(() => process.exit(0), (err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
