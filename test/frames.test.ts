import { describe, expect, it, vi } from 'vitest';
import { FrameScheduler } from '../src/host/frames';

// The scheduler paces streaming updates (frame_ms, default 50): the first change after a pause must be
// flushed at once, later ones at most once per frame.
describe('FrameScheduler', () => {
  it('flushes the first change of a burst at once and coalesces the rest into one flush per frame', async () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(1_000_000);
      const at: number[] = [];
      const s = new FrameScheduler(50, async () => { at.push(Date.now()); });
      s.request();
      await vi.advanceTimersByTimeAsync(0);
      expect(at).toEqual([1_000_000]); // immediate: no frame wait for the first change
      for (let i = 0; i < 10; i++) { s.request(); await vi.advanceTimersByTimeAsync(4); }
      await vi.advanceTimersByTimeAsync(100);
      expect(at).toEqual([1_000_000, 1_000_050]); // 10 requests within one frame: one flush, a frame later
      await vi.advanceTimersByTimeAsync(500); // a pause longer than a frame
      const before = Date.now();
      s.request();
      await vi.advanceTimersByTimeAsync(0);
      expect(at[at.length - 1]).toBe(before); // immediate again
      expect(s.flushes).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
