// How the benchmark measures time: the host's synchronous work as wall time on a core of its own
// (pinCores), the GC pauses inside timed windows, Neovim's CPU time from /proc, and percentiles.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
/** A full collection on demand: memory figures are taken after one, and a timed window does not pay for
 *  the garbage of what ran before it. */
export const gc = vm.runInNewContext('gc') as () => void;

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

/** GC pause time inside any of `windows` (ms). */
export async function gcInside(windows: [number, number][]): Promise<number> {
  await new Promise((r) => setTimeout(r, 20)); // GC entries are delivered asynchronously
  return windows.reduce((ms, [a, b]) => ms + gcWithin(a, b), 0);
}

/** CPU time Neovim has used so far, in ms (all its threads, from /proc/PID/task/TID/schedstat, in ns). */
export function cpuMsOf(pid: number): number {
  let ns = 0;
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      /* thread gone */
    }
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
