// Pieces of the streaming benchmark (bench/stream.ts): the recorded turn, its replay through the real
// LineDecoder/parseLine, instrumentation of the RPC client, Neovim CPU time, the latency probe, startup
// (Neovim's with the plugin, and the host's own).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import zlib from 'node:zlib';
import type { NeovimClient } from 'neovim';
import { LineDecoder } from '../src/cli/lineDecoder';
import { parseLine, type InboundLine } from '../src/cli/protocol';
import { repoRoot } from '../test/support/claude-env';

export const ROOT = repoRoot();
export const FIXTURE_DIR = path.join(ROOT, 'bench', 'fixtures');

/** [ms since the first chunk, line index, characters of that line received]: one recorded pipe read. */
export type RecordedChunk = [number, number, number];

/** The recorded CLI stdout of the large turn, as bytes (gunzipped if stored gzipped), and how it arrived. */
export function loadFixture(): { bytes: Buffer; file: string; chunks: RecordedChunk[] } {
  const plain = path.join(FIXTURE_DIR, 'large-turn.jsonl');
  const gz = plain + '.gz';
  const timing = path.join(FIXTURE_DIR, 'large-turn.chunks.json.gz');
  let bytes: Buffer;
  let file: string;
  if (fs.existsSync(plain)) { bytes = fs.readFileSync(plain); file = plain; }
  else if (fs.existsSync(gz)) { bytes = zlib.gunzipSync(fs.readFileSync(gz)); file = gz; }
  else throw new Error(`no recorded turn in ${FIXTURE_DIR}: run node scripts/run-ts.mjs bench/record.ts`);
  if (!fs.existsSync(timing)) throw new Error(`${timing} is missing: run node scripts/run-ts.mjs bench/record.ts`);
  const chunks = JSON.parse(zlib.gunzipSync(fs.readFileSync(timing)).toString('utf8')) as RecordedChunk[];
  return { bytes, file, chunks };
}

/** A text or thinking delta: the stream events that change what the transcript shows. */
export function isRenderedDelta(p: InboundLine): boolean {
  if (p.kind !== 'message' || p.message.type !== 'stream_event') return false;
  const e = (p.message as { event?: { type?: string; delta?: { type?: string } } }).event;
  return e?.type === 'content_block_delta' && (e.delta?.type === 'text_delta' || e.delta?.type === 'thinking_delta');
}

export interface ReplayInfo {
  chunks: number;
  lines: number;
  wallMs: number;
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The largest read Node makes from a pipe. */
const PIPE_READ = 65536;

async function feedLines(texts: string[], onLine: (line: InboundLine) => void | Promise<void>): Promise<number> {
  let n = 0;
  for (const text of texts) {
    const parsed = parseLine(text);
    if (!parsed) continue;
    n++;
    const r = onLine(parsed);
    if (r) await r;
  }
  return n;
}

/** Replays `bytes` at the pace they were recorded: each recorded pipe read is delivered at its recorded time
 *  (relative to the start), through the real LineDecoder and parseLine. When the replay falls behind, the
 *  reads already due are merged into one, up to 64 KiB, as a pipe would deliver them. */
export async function replayRecorded(bytes: Buffer, chunks: RecordedChunk[], onLine: (line: InboundLine) => void | Promise<void>): Promise<ReplayInfo> {
  const lineStart: number[] = [0];
  for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) lineStart.push(i + 1);
  const boundary = ([, line, chars]: RecordedChunk) => {
    const start = lineStart[Math.min(line, lineStart.length - 1)];
    if (chars === 0 || line + 1 >= lineStart.length) return start;
    const text = bytes.toString('utf8', start, lineStart[line + 1] - 1);
    return Math.min(start + Buffer.byteLength(text.slice(0, chars)), lineStart[line + 1] - 1);
  };
  const decoder = new LineDecoder();
  const started = performance.now();
  let at = 0;
  let next = 0;
  let reads = 0;
  let lines = 0;
  while (next < chunks.length) {
    const due = performance.now() - started;
    if (chunks[next][0] > due) { await sleep(Math.max(1, chunks[next][0] - due)); continue; }
    let end = at;
    while (next < chunks.length && chunks[next][0] <= due) {
      const b = boundary(chunks[next]);
      if (b - at > PIPE_READ) break;
      end = Math.max(end, b);
      next++;
    }
    if (end === at) {
      // One recorded read larger than a pipe read (or an empty one): deliver up to 64 KiB of it.
      const b = next < chunks.length ? boundary(chunks[next]) : bytes.length;
      if (b <= at) { next++; continue; }
      end = Math.min(b, at + PIPE_READ);
    }
    reads++;
    lines += await feedLines(decoder.push(bytes.subarray(at, end)), onLine);
    at = end;
    await yieldToLoop();
  }
  if (at < bytes.length) { reads++; lines += await feedLines(decoder.push(bytes.subarray(at)), onLine); }
  lines += await feedLines(decoder.end(), onLine);
  return { chunks: reads, lines, wallMs: performance.now() - started };
}

/** Feeds `bytes` as stdout chunks of `chunkSize` through the real LineDecoder and parseLine, yielding to
 *  the event loop after each chunk (timers, and so the frame scheduler, run in between). `onLine` may
 *  return a promise, which is awaited before the next line. */
export async function replay(bytes: Buffer, chunkSize: number, onLine: (line: InboundLine) => void | Promise<void>): Promise<ReplayInfo> {
  const decoder = new LineDecoder();
  const started = performance.now();
  let chunks = 0;
  let lines = 0;
  for (let at = 0; at < bytes.length; at += chunkSize) {
    chunks++;
    lines += await feedLines(decoder.push(bytes.subarray(at, at + chunkSize)), onLine);
    await yieldToLoop();
  }
  lines += await feedLines(decoder.end(), onLine);
  return { chunks, lines, wallMs: performance.now() - started };
}

/** The host's main thread alone on CPU 0 (taskset), everything else (its GC and compiler threads, each
 *  Neovim) on CPU 1, when there are two. A pipe write that wakes Neovim then cannot be preempted by it,
 *  nor can a concurrent GC thread take the main thread's core: the wall time of the host's synchronous
 *  work is the host's own, and Neovim's work is counted once, in its CPU time. Returns what was done. */
export function pinCores(editorPid?: number): string {
  if (os.cpus().length < 2) return 'not pinned (one CPU)';
  try {
    if (editorPid !== undefined) {
      execFileSync('taskset', ['-a', '-p', '-c', '1', String(editorPid)], { stdio: 'ignore' });
    } else {
      for (const tid of fs.readdirSync('/proc/self/task')) {
        execFileSync('taskset', ['-p', '-c', tid === String(process.pid) ? '0' : '1', tid], { stdio: 'ignore' });
      }
    }
    return "the host's main thread alone on CPU 0; its other threads and each Neovim on CPU 1 (taskset)";
  } catch {
    return 'not pinned (taskset failed)';
  }
}

/** Host time of synchronous work, in ms: wall time, which is the host's own work once pinCores() ran. */
export const hostMs = (): number => performance.now();

/** Main-thread GC pauses (start, end), newest last, for finding how much of a timed window they took. */
const gcPauses: [number, number][] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcPauses.push([e.startTime, e.startTime + e.duration]);
  if (gcPauses.length > 10000) gcPauses.splice(0, 5000);
}).observe({ entryTypes: ['gc'] });

/** GC pause time inside [from, to] (ms). Entries arrive asynchronously: call it after the window, later. */
function gcWithin(from: number, to: number): number {
  let ms = 0;
  for (const [a, b] of gcPauses) if (b > from && a < to) ms += Math.min(b, to) - Math.max(a, from);
  return ms;
}

/** Counts and times what actually goes over the RPC channel, at the transport under the client. */
export interface WireStats {
  requests: number;
  notifications: number;
  /** Host time to encode and write requests and notifications (the client does it synchronously). */
  encodeMs: number;
  /** Of that, the write into the pipe. */
  writeMs: number;
  bytes: number;
  byMethod: Map<string, number>;
  /** The timed encode windows, to find the GC pauses inside them afterwards. */
  windows: [number, number][];
}

export const newWireStats = (): WireStats => ({ requests: 0, notifications: 0, encodeMs: 0, writeMs: 0, bytes: 0, byMethod: new Map(), windows: [] });

/** GC pause time inside any of `windows` (ms). */
export async function gcInside(windows: [number, number][]): Promise<number> {
  await new Promise((r) => setTimeout(r, 20)); // GC entries are delivered asynchronously
  return windows.reduce((ms, [a, b]) => ms + gcWithin(a, b), 0);
}

/** Wraps the client's transport; returns a setter for the stats object that counts (null: counting off). */
export function instrumentClient(nvim: NeovimClient): (stats: WireStats | null) => void {
  const transport = (nvim as unknown as { transport: Record<string, any> }).transport;
  let current: WireStats | null = null;
  const writer = transport.writer as { write(buf: Buffer): boolean };
  const origWrite = writer.write.bind(writer);
  writer.write = (buf: Buffer) => {
    if (!current) return origWrite(buf);
    current.bytes += buf.length;
    const t0 = hostMs();
    const ok = origWrite(buf);
    current.writeMs += hostMs() - t0;
    return ok;
  };
  for (const kind of ['request', 'notify'] as const) {
    const orig = transport[kind].bind(transport);
    transport[kind] = (method: string, ...rest: unknown[]) => {
      if (!current) return orig(method, ...rest);
      const t0 = hostMs();
      const result = orig(method, ...rest);
      const t1 = hostMs();
      current.encodeMs += t1 - t0;
      current.windows.push([t0, t1]);
      if (kind === 'request') current.requests++;
      else current.notifications++;
      current.byMethod.set(method, (current.byMethod.get(method) ?? 0) + 1);
      return result;
    };
  }
  return (stats) => { current = stats; };
}

/** Encodes [method, args] as a request three times on this client's transport, sending nothing. */
export function warmEncoder(nvim: NeovimClient, [method, args]: [string, unknown[]]): void {
  const transport = (nvim as unknown as { transport: { encodeToBuffer(v: unknown): Buffer } }).transport;
  for (let i = 0; i < 3; i++) transport.encodeToBuffer([0, 0, method, args]);
}

/** CPU time Neovim has used so far, in ms (all its threads, from /proc/PID/task/TID/schedstat, in ns). */
export function cpuMsOf(pid: number): number {
  let ns = 0;
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try { ns += Number(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]); } catch { /* thread gone */ }
  }
  return ns / 1e6;
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[at];
}

export const median = (values: number[]) => percentile(values, 50);

/** The second editor client (bench/probe.mjs), a separate process on Neovim's socket. */
export class Probe {
  private readonly lines: string[] = [];
  private waiter: ((line: string) => void) | null = null;

  private constructor(private readonly proc: ChildProcess) {
    readline.createInterface({ input: proc.stdout! }).on('line', (line) => {
      if (this.waiter) { const w = this.waiter; this.waiter = null; w(line); } else this.lines.push(line);
    });
  }

  static async start(address: string): Promise<Probe> {
    const proc = spawn(process.execPath, [path.join(ROOT, 'bench', 'probe.mjs'), address], { stdio: ['pipe', 'pipe', 'inherit'] });
    const probe = new Probe(proc);
    const ready = await probe.next();
    if (ready !== 'ready') throw new Error(`probe: unexpected ${ready}`);
    return probe;
  }

  private next(): Promise<string> {
    const line = this.lines.shift();
    if (line !== undefined) return Promise.resolve(line);
    return new Promise((resolve, reject) => {
      this.waiter = resolve;
      this.proc.once('exit', (code) => reject(new Error(`probe exited with ${code}`)));
    });
  }

  reset(): void { this.proc.stdin!.write('reset\n'); }

  /** Round trips (µs) since the last reset or dump. */
  async dump(): Promise<number[]> {
    this.proc.stdin!.write('dump\n');
    return JSON.parse(await this.next()) as number[];
  }

  quit(): Promise<void> {
    return new Promise((resolve) => {
      if (this.proc.exitCode !== null) { resolve(); return; }
      this.proc.once('exit', () => resolve());
      this.proc.stdin!.write('quit\n');
    });
  }
}

export interface StartupFigures {
  runs: number;
  /** Median over runs of the summed self time of the startuptime lines naming the plugin's files. */
  pluginSelfMs: number;
  pluginLines: string[];
  /** Median total startup with and without the plugin on 'runtimepath'. */
  withMs: number;
  withoutMs: number;
  /** claude* Lua modules loaded after startup (must be none: nothing loads before first use). */
  loadedModules: string[];
  commands: number;
}

/** `nvim --headless --startuptime FILE -c q`, with and without the repo on 'runtimepath', `runs` times each. */
export function measureStartup(nvim: string, runs: number): StartupFigures {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-startup-'));
  const base = ['--headless', '--clean', '-n', '-i', 'NONE'];
  const withPlugin = ['--cmd', `set rtp^=${ROOT}`];
  const plugin: number[] = [];
  const totals = { with: [] as number[], without: [] as number[] };
  let pluginLines: string[] = [];
  const total = (text: string) => {
    const last = text.trim().split('\n').filter((l) => /^\d/.test(l)).pop() ?? '';
    return parseFloat(last);
  };
  try {
    for (let i = 0; i < runs; i++) {
      for (const mode of ['without', 'with'] as const) {
        const file = path.join(dir, `${mode}-${i}.log`);
        execFileSync(nvim, [...base, ...(mode === 'with' ? withPlugin : []), '--startuptime', file, '-c', 'q'], { stdio: 'ignore' });
        const text = fs.readFileSync(file, 'utf8');
        totals[mode].push(total(text));
        if (mode === 'with') {
          // The repo's own files: not the Neovim runtime that ensure-nvim.sh may have unpacked under .deps/.
          const own = text.split('\n').filter((l) => l.includes(ROOT + '/') && !l.includes(path.join(ROOT, '.deps') + '/'));
          pluginLines = own;
          // "clock  self+sourced  self: sourcing FILE": the third figure is the file's own time.
          plugin.push(own.reduce((sum, l) => {
            const m = /^\s*[\d.]+\s+[\d.]+\s+([\d.]+):/.exec(l);
            return sum + (m ? parseFloat(m[1]) : 0);
          }, 0));
        }
      }
    }
    const probe = execFileSync(nvim, [...base, ...withPlugin, '-c',
      `lua io.stdout:write(vim.json.encode({ mods = vim.tbl_filter(function(k) return k:match('^claude') ~= nil end, vim.tbl_keys(package.loaded)), cmds = #vim.tbl_filter(function(k) return k:match('^Claude') ~= nil end, vim.tbl_keys(vim.api.nvim_get_commands({}))) }))`,
      '-c', 'q'], { encoding: 'utf8' });
    const loaded = JSON.parse(probe) as { mods: string[] | Record<string, never>; cmds: number };
    return {
      runs,
      pluginSelfMs: median(plugin),
      pluginLines: pluginLines.map((l) => l.replace(ROOT, '<repo>')),
      withMs: median(totals.with),
      withoutMs: median(totals.without),
      loadedModules: Array.isArray(loaded.mods) ? loaded.mods : [],
      commands: loaded.cmds,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface HostStartFigures {
  runs: number;
  bundleBytes: number;
  /** require() of the bundle in a fresh node process, node's own start left out (ms, each run). */
  requireMs: number[];
  /** From jobstart() of the host, as lua/claude/host.lua does it, to its answer to a first request (ping),
   *  timed inside Neovim (ms, each run). */
  firstAnswerMs: number[];
}

/** Timed in the child: it must not start the host (a require()d bundle does not: require.main differs). */
const REQUIRE_TIMER = 'const t = performance.now(); require(process.argv[1]); process.stdout.write(String(performance.now() - t));';

/** Starts the host in `ed` through require('claude.host') and times its first answer; stops it and waits
 *  for its exit, so that runs do not overlap. */
const FIRST_ANSWER_TIMER = `
local host = require('claude.host')
local t = vim.uv.hrtime()
local reply = host.request('ping')
local ms = (vim.uv.hrtime() - t) / 1e6
local chan = host.channel()
host.stop()
if chan then vim.fn.jobwait({ chan }, 3000) end
return { ms = ms, reply = reply }`;

/** How long the host takes to start: `runs` fresh node processes requiring the bundle, then `runs` hosts
 *  started by the plugin in `ed` (a Neovim with the plugin set up). */
export async function measureHostStart(ed: { lua<T>(code: string): Promise<T> }, runs: number, bundle = path.join(ROOT, 'rplugin', 'node', 'claude-chat.js')): Promise<HostStartFigures> {
  const requireMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    requireMs.push(Number(execFileSync(process.execPath, ['-e', REQUIRE_TIMER, bundle], { encoding: 'utf8' })));
  }
  const firstAnswerMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await ed.lua<{ ms: number; reply: unknown }>(FIRST_ANSWER_TIMER);
    if (r.reply !== 'pong') throw new Error(`host start: ping answered ${JSON.stringify(r.reply)}`);
    firstAnswerMs.push(r.ms);
  }
  return { runs, bundleBytes: fs.statSync(bundle).size, requireMs, firstAnswerMs };
}
