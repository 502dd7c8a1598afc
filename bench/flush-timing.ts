// Times every frame of the real controller: wraps ViewSync.prototype.flush, which the FrameScheduler calls
// once a frame, so that each pass can count its frames and their cost without a change to the host.
import { ViewSync } from '../src/host/frames/viewSync';
import { hostMs } from './timing';

export interface FlushStats {
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

export const newFlushStats = (trackRss: boolean): FlushStats => ({
  flushes: 0,
  syncMs: 0,
  wallMs: 0,
  trackRss,
  peakRss: 0,
  windows: [],
  costs: [],
  starts: [],
});

/** The stats the flushes of the pass under way add to (null: between passes, nothing counts). */
let flushStats: FlushStats | null = null;

export function timeFlushes(stats: FlushStats | null): void {
  flushStats = stats;
}

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
      void p.then(
        (cost) => {
          stats.wallMs += performance.now() - t0;
          if (typeof cost === 'number') stats.costs.push(cost);
        },
        () => {},
      );
    }
    return p;
  };
}
