// Streaming performance benchmark (issue #4): replays a large turn recorded from the REAL claude CLI
// through the plugin's real render path into a real headless Neovim, and compares it with its lower bound.
//   npm run bench [-- --chunk BYTES --naive-samples N --latency-runs N --startup-runs N --markdown FILE]
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
import { NvimView } from '../src/nvim/gateway';
import { DEFAULT_RENDER_OPTIONS } from '../src/render/entry';
import { TranscriptRenderer } from '../src/render/transcript';
import { Session } from '../src/session/session';
import { nvimBin, startNvim, type TestNvim } from '../test/support/nvim';
import {
  cpuMsOf, instrumentClient, isRenderedDelta, loadFixture, measureStartup, median, newWireStats, percentile, Probe, replay,
  replayRecorded, ROOT, type RecordedChunk, type StartupFigures, type WireStats,
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

/** `recorded`: deliver stdout as the recording's pipe reads, at their recorded times (the real CLI's own
 *  pace against a model that answers instantly); `max`: as fast as the host takes it, in CHUNK-byte reads. */
const PACE = option('pace', 'recorded') === 'max' ? 'max' : 'recorded';
/** Bytes per stdout chunk for --pace max: Node reads a child's pipe 64 KiB at a time when the producer is ahead. */
const CHUNK = option('chunk', 65536);
const NAIVE_SAMPLES = option('naive-samples', 150);
const LATENCY_RUNS = option('latency-runs', 3);
const STARTUP_RUNS = option('startup-runs', 15);
const IDLE_MS = option('idle-ms', 2000);
const MARKDOWN = option('markdown', null);
/** The plugin's default frame_ms (lua/claude/config.lua). */
const FRAME_MS = 16;
const WORKSPACE = '/WORKSPACE';
const PROMPT = 'Please go ahead [scenario:large]';
const LOWER_BOUND_REPS = 7;

// ---- instrumentation of the real controller ---------------------------------------------------------

interface FlushStats {
  flushes: number;
  /** Synchronous part of each flush: diff, render, status, building the update (encoding is in WireStats). */
  syncMs: number;
  /** From flush start to the editor's answer. */
  wallMs: number;
  peakRss: number;
}

let flushStats: FlushStats | null = null;
{
  const proto = ChatController.prototype as unknown as { flush?: () => Promise<void> };
  const orig = proto.flush;
  if (typeof orig !== 'function') throw new Error('bench: ChatController has no flush() to time');
  proto.flush = function (this: ChatController): Promise<void> {
    const stats = flushStats;
    const t0 = performance.now();
    const p = orig.call(this);
    if (stats) {
      stats.flushes++;
      stats.syncMs += performance.now() - t0;
      stats.peakRss = Math.max(stats.peakRss, process.memoryUsage.rss());
      void p.then(() => { stats.wallMs += performance.now() - t0; }, () => {});
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

/** A fresh headless Neovim with the plugin, its chat open (the real transcript buffer in its window). */
async function editor(): Promise<Editor> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-bench-'));
  const t = await startNvim({ cwd: dir, setup: '{}' });
  const setWire = instrumentClient(t.nvim);
  if (!process.argv.includes('--no-window')) await t.lua(`require('claude.ui').open()`);
  const extra = option('lua', null);
  if (extra) await t.lua(extra);
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
async function streamPass(ed: Editor, fixture: FixtureInfo, probe: Probe | null): Promise<StreamPass> {
  const chat = new ChatController({ command: 'claude', args: [], env: {}, cwd: WORKSPACE, frameMs: FRAME_MS }, new NvimView(ed.nvim), fileLogger(null));
  const wire = newWireStats();
  const flush: FlushStats = { flushes: 0, syncMs: 0, wallMs: 0, peakRss: 0 };
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
  const info = PACE === 'max' ? await replay(fixture.bytes, CHUNK, onLine) : await replayRecorded(fixture.bytes, fixture.chunks, onLine);
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

/** One nvim_buf_set_lines of the final transcript into a fresh buffer (scratch, no undo): median of runs. */
async function lowerBound(ed: Editor, lines: string[]): Promise<Cost> {
  const runs: Cost[] = [];
  for (let i = 0; i < LOWER_BOUND_REPS; i++) {
    const buf = await ed.lua<number>('local b = vim.api.nvim_create_buf(false, true); vim.bo[b].undolevels = -1; return b');
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
    await ed.lua('vim.api.nvim_buf_delete(..., { force = true })', [buf]);
  }
  const pick = runs.slice().sort((a, b) => total(a) - total(b))[Math.floor(runs.length / 2)];
  return pick;
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
    const patch = new TranscriptRenderer({ ...DEFAULT_RENDER_OPTIONS }).update(session.entries);
    if (!patch) return;
    patch.end = lineCount;
    const syncMs = performance.now() - t0;
    const wire = newWireStats();
    const cpu0 = cpuMsOf(ed.pid);
    ed.setWire(wire);
    const w0 = performance.now();
    await view.apply({ patch });
    const wallMs = performance.now() - w0;
    ed.setWire(null);
    samples.push({ hostMs: syncMs + wire.encodeMs, nvimMs: cpuMsOf(ed.pid) - cpu0, wallMs: syncMs + wallMs });
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
    return { lines = vim.api.nvim_buf_get_lines(v.buf, 0, -1, false), levels = v.levels,
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
const mb = (bytes: number) => bytes / (1024 * 1024);

interface Row { what: string; figure: string; target: string; ok: boolean | null }

async function main(): Promise<void> {
  const started = Date.now();
  const fixture = describeFixture();
  const nvim = nvimBin();
  const nvimVersion = fs.existsSync(nvim) ? (await import('node:child_process')).execFileSync(nvim, ['--version'], { encoding: 'utf8' }).split('\n')[0] : '?';

  const header = [
    'claude-chat.nvim streaming benchmark',
    '====================================',
    `fixture   ${path.relative(ROOT, fixture.file)}: ${int(fixture.lines)} stdout lines (${f1(fixture.bytes.length / 1e6)} MB) recorded from the real claude CLI`,
    `          against the fake model (bench/record.ts, scenario "large"): ${int(fixture.deltas)} text/thinking deltas`,
    `          (${f2(fixture.textChars / 1e6)} M chars of text, ${int(fixture.thinkingChars)} of thinking), ${fixture.modelCalls} model calls, tools ${fixture.tools.join(', ')},`,
    `          ${fixture.approvals} approval; plus ${fixture.jsonDeltas} tool-input deltas, which render nothing.`,
    `editor    ${nvimVersion}, headless (--embed, stdio RPC like the plugin's job), chat open via require('claude.ui').open();`,
    `host      node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'})`,
    '',
    'Method. The recorded stdout bytes are fed in chunks of ' + `${CHUNK} bytes (what Node reads from a pipe when the CLI is ahead)`,
    'through the real LineDecoder and parseLine into the real ChatController (Session.consume, TranscriptRenderer,',
    `FrameScheduler at the plugin's ${FRAME_MS} ms frame, NvimView) whose every flush is one nvim_exec_lua into`,
    "lua/claude/view.lua apply() on the plugin's transcript buffer; the event loop runs between chunks, so frames",
    'coalesce deltas as they would while the CLI streams faster than the editor frame rate. Approvals are answered at',
    'once, as in the recording.',
    'Cost = host CPU in the render path (synchronous part of every flush: diff, render, status; plus msgpack encoding',
    'of each request, timed at the client transport) + Neovim CPU over the whole stream (/proc/PID/task/*/schedstat:',
    'decoding, apply(), extmarks, folds, cursor). Parsing and Session.consume are not render cost and are left out.',
    `Lower bound = the same measure for ONE nvim_buf_set_lines of the final transcript into a fresh scratch buffer`,
    `(median of ${LOWER_BOUND_REPS}). Cost figures come from a replay after a warm-up (the latency runs); memory from the first,`,
    'cold replay. Latency: a separate process on the Neovim socket (serverstart()) times nvim_eval("1") round trips',
    `about once per ms, ${IDLE_MS} ms idle then during the replay, over ${LATENCY_RUNS} fresh editors.`,
    '',
  ];
  say(header.join('\n'));

  // 1. Startup.
  const startup: StartupFigures = measureStartup(nvim, STARTUP_RUNS);
  say(`startup   measured (${STARTUP_RUNS} runs each way)`);

  // 2. Latency (and memory from the first, cold replay).
  const idle: number[] = [];
  const streaming: number[] = [];
  let memory: StreamPass | null = null;
  for (let run = 0; run < LATENCY_RUNS; run++) {
    const ed = await editor();
    const probe = await Probe.start(ed.address);
    try {
      probe.reset();
      await new Promise((r) => setTimeout(r, IDLE_MS));
      idle.push(...await probe.dump());
      const pass = await streamPass(ed, fixture, probe);
      streaming.push(...pass.latency!);
      if (!memory) memory = pass;
      say(`latency   run ${run + 1}: ${f1(pass.wallMs)} ms replay, ${pass.latency!.length} samples while streaming`);
    } finally {
      await probe.quit();
      await ed.quit();
    }
  }

  // 3. Cost: one warm replay, no probe; then the lower bound in the same editor.
  const ed = await editor();
  let cost: StreamPass;
  let lb: Cost;
  let check: Awaited<ReturnType<typeof checkFinalBuffer>>;
  try {
    cost = await streamPass(ed, fixture, null);
    check = await checkFinalBuffer(ed, cost.chat);
    lb = await lowerBound(ed, check.lines);
  } finally {
    await ed.quit();
  }
  say(`cost      ${f1(cost.wallMs)} ms replay, ${cost.flush.flushes} flushes`);

  // 4. Naive baseline.
  const edNaive = await editor();
  let naive: NaivePass;
  try {
    naive = await naivePass(edNaive, fixture);
  } finally {
    await edNaive.quit();
  }
  say(`naive     ${naive.sampled} sampled deltas`);

  // ---- figures
  const transcriptBytes = check.lines.reduce((n, l) => n + Buffer.byteLength(l) + 1, 0);
  const stream: Cost = { hostMs: cost.flush.syncMs + cost.wire.encodeMs, nvimMs: cost.nvimCpuMs, wallMs: cost.flush.wallMs };
  const ratio = total(stream) / total(lb);
  const naiveRatio = total(naive.estimate) / total(lb);
  const rpcPer1k = ((cost.wire.requests + cost.wire.notifications) / cost.deltas) * 1000;
  const idleP50 = median(idle) / 1000;
  const idleP99 = percentile(idle, 99) / 1000;
  const strP50 = median(streaming) / 1000;
  const strP99 = percentile(streaming, 99) / 1000;
  const mem = memory!;
  const rssPerMb = mb(mem.rssAfter - mem.rssBefore) / mb(transcriptBytes);
  const heapPerMb = mb(mem.heapAfter - mem.heapBefore) / mb(transcriptBytes);
  const peakPerMb = mb(mem.flush.peakRss - mem.rssBefore) / mb(transcriptBytes);

  const rows: Row[] = [
    { what: 'streaming render cost / lower bound', figure: `${f2(ratio)}x (${f1(total(stream))} ms vs ${f1(total(lb))} ms)`, target: '<= 3x', ok: ratio <= 3 },
    { what: `naive full re-render per delta / lower bound (extrapolated from ${naive.sampled} of ${int(naive.deltas)} deltas)`, figure: `${int(naiveRatio)}x (~${f1(total(naive.estimate) / 1000)} s)`, target: 'contrast', ok: null },
    { what: 'RPC requests per 1,000 deltas', figure: `${f1(rpcPer1k)} (${cost.wire.requests + cost.wire.notifications} requests, ${int(cost.deltas)} deltas)`, target: '<= 50', ok: rpcPer1k <= 50 },
    { what: 'editor latency p50 / p99 while streaming', figure: `${f2(strP50)} / ${f2(strP99)} ms`, target: '', ok: null },
    { what: 'editor latency p50 / p99 idle', figure: `${f2(idleP50)} / ${f2(idleP99)} ms`, target: '', ok: null },
    { what: 'p99 while streaming / p99 idle', figure: `${f2(strP99 / idleP99)}x`, target: '<= 2x', ok: strP99 / idleP99 <= 2 },
    { what: 'host RSS growth per MB of transcript', figure: `${f1(rssPerMb)} MB/MB (heap ${f1(heapPerMb)} MB/MB retained, peak RSS +${f1(peakPerMb)} MB/MB)`, target: '', ok: null },
    { what: "plugin's own startup lines (median)", figure: `${f2(startup.pluginSelfMs)} ms`, target: '< 1 ms', ok: startup.pluginSelfMs < 1 },
  ];

  const details = [
    '',
    'Details',
    `  transcript        ${int(check.lines.length)} lines, ${f2(mb(transcriptBytes))} MB; streamed buffer equals a full render: ${check.ok ? 'yes' : `NO (${check.why})`}`,
    `  streaming         ${cost.flush.flushes} flushes in ${f1(cost.wallMs)} ms (${cost.chunks} chunks); ${int(cost.wire.requests)} requests (${[...cost.wire.byMethod].map(([m, n]) => `${m} ${n}`).join(', ')}), ${f2(mb(cost.wire.bytes))} MB sent`,
    `                    host ${f1(cost.flush.syncMs)} ms render + ${f1(cost.wire.encodeMs)} ms encode; Neovim ${f1(cost.nvimCpuMs)} ms CPU, of which ${f1(cost.luaApplyMs)} ms in view.apply (${cost.luaApplies} calls)`,
    `                    wall: flushes took ${f1(cost.flush.wallMs)} ms start to answer, summed`,
    `  lower bound       host ${f1(lb.hostMs)} ms encode; Neovim ${f1(lb.nvimMs)} ms CPU; ${f1(lb.wallMs)} ms round trip`,
    `  naive             every ${naive.stride}th delta timed: host ${f1(naive.estimate.hostMs / 1000)} s + Neovim ${f1(naive.estimate.nvimMs / 1000)} s extrapolated; last delta ${f1(naive.perDeltaLastMs)} ms`,
    `  latency samples   ${idle.length} idle, ${streaming.length} while streaming; max while streaming ${f2(Math.max(...streaming) / 1000)} ms`,
    `  memory            RSS ${f1(mb(mem.rssBefore))} -> ${f1(mb(mem.rssAfter))} MB (peak ${f1(mb(mem.flush.peakRss))}), heap ${f1(mb(mem.heapBefore))} -> ${f1(mb(mem.heapAfter))} MB, after GC`,
    `  startup           with the plugin ${f2(startup.withMs)} ms, without ${f2(startup.withoutMs)} ms (medians, whole startup); ${startup.commands} commands defined,`,
    `                    claude modules loaded at startup: ${startup.loadedModules.length ? startup.loadedModules.join(', ') : 'none'}`,
    ...startup.pluginLines.map((l) => `                    ${l.trim()}`),
    '',
    `(${((Date.now() - started) / 1000).toFixed(0)} s)`,
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
      ...rows.map((r) => `| ${r.what} | ${r.figure} | ${r.target}${r.ok === null ? '' : r.ok ? ' ✓' : ' ✗'} |`),
    ];
    fs.writeFileSync(MARKDOWN, md.join('\n') + '\n');
    say(`markdown table written to ${MARKDOWN}`);
  }
}

main().then(() => process.exit(0), (err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
