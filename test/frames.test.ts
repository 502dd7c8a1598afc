import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FrameScheduler, type FlushCost } from '../src/host/frames/scheduler';

// The scheduler paces streaming updates (frame_ms, default 50): the first change after a pause must be
// flushed at once, later ones at most once per frame; with a render budget, costly frames space out.
describe('FrameScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Requests a change every 4 ms for `ms`, as a stream of deltas would. */
  async function stream(s: FrameScheduler, ms: number): Promise<void> {
    for (let t = 0; t < ms; t += 4) {
      s.request();
      await vi.advanceTimersByTimeAsync(4);
    }
  }

  it('flushes the first change of a burst at once and coalesces the rest into one flush per frame', async () => {
    const at: number[] = [];
    const s = new FrameScheduler({ frameMs: 50, budget: 0 }, async () => {
      at.push(Date.now());
    });
    s.request();
    await vi.advanceTimersByTimeAsync(0);
    expect(at).toEqual([1_000_000]); // immediate: no frame wait for the first change
    for (let i = 0; i < 10; i++) {
      s.request();
      await vi.advanceTimersByTimeAsync(4);
    }
    await vi.advanceTimersByTimeAsync(100);
    expect(at).toEqual([1_000_000, 1_000_050]); // 10 requests within one frame: one flush, a frame later
    await vi.advanceTimersByTimeAsync(500); // a pause longer than a frame
    const before = Date.now();
    s.request();
    await vi.advanceTimersByTimeAsync(0);
    expect(at[at.length - 1]).toBe(before); // immediate again
    expect(s.flushes).toBe(3);
  });

  it('a change requested now (the first words of a reply) does not wait for the frame, however stretched; the next ones do', async () => {
    const at: number[] = [];
    // 3 ms a flush at 1%: frames 300 ms apart.
    const s = new FrameScheduler({ frameMs: 50, budget: 0.01 }, async (): Promise<FlushCost> => {
      at.push(Date.now());
      return 3;
    });
    s.request(); // the message starts: flushed at once, and the next frame is 300 ms away
    await vi.advanceTimersByTimeAsync(8);
    s.request(true); // its first words, 8 ms later
    await vi.advanceTimersByTimeAsync(0);
    expect(at).toEqual([1_000_000, 1_000_008]);
    s.request(); // more words: paced again
    await vi.advanceTimersByTimeAsync(299);
    expect(at).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10);
    expect(at).toEqual([1_000_000, 1_000_008, 1_000_308]);
  });

  it('a change requested now while a flush is in flight goes right after it', async () => {
    const at: number[] = [];
    let done: (() => void) | null = null;
    const s = new FrameScheduler({ frameMs: 50, budget: 0 }, () => {
      at.push(Date.now());
      return new Promise<undefined>((r) => {
        done = () => r(undefined);
      });
    });
    s.request();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(5);
    s.request(true);
    await vi.advanceTimersByTimeAsync(5);
    done!();
    await vi.advanceTimersByTimeAsync(0);
    expect(at).toEqual([1_000_000, 1_000_010]);
  });

  it('stretches frames so that flushes take at most the budget share of the time', async () => {
    const at: number[] = [];
    // Each flush costs 3 ms of editor time; 1% of the time allows one every 300 ms.
    const s = new FrameScheduler({ frameMs: 50, budget: 0.01 }, async (): Promise<FlushCost> => {
      at.push(Date.now());
      return 3;
    });
    await stream(s, 1000);
    const gaps = at.slice(1).map((t, i) => t - at[i]);
    expect(gaps.length).toBeGreaterThan(1);
    for (const g of gaps) expect(g).toBe(300);
    expect(s.frameGap).toBe(300);
  });

  it('keeps frame_ms when flushes are cheap, and goes back to it once they are', async () => {
    let cost = 0.2; // 0.2 / 1% = 20 ms: below the 50 ms floor
    const at: number[] = [];
    const s = new FrameScheduler({ frameMs: 50, budget: 0.01 }, async (): Promise<FlushCost> => {
      at.push(Date.now());
      return cost;
    });
    await stream(s, 300);
    expect(
      at
        .slice(1)
        .map((t, i) => t - at[i])
        .every((g) => g === 50),
    ).toBe(true);
    cost = 2; // 200 ms frames
    await stream(s, 600);
    expect(s.frameGap).toBe(200);
    cost = 0.1;
    await stream(s, 600);
    expect(s.frameGap).toBe(50);
  });

  it('never waits longer than maxFrameMs, and flushes the first change after a pause at once', async () => {
    const at: number[] = [];
    const s = new FrameScheduler({ frameMs: 50, budget: 0.01, maxFrameMs: 400 }, async (): Promise<FlushCost> => {
      at.push(Date.now());
      return 40;
    });
    await stream(s, 1500);
    expect(s.frameGap).toBe(400); // 40 ms / 1% would be 4 s
    expect(
      at
        .slice(1)
        .map((t, i) => t - at[i])
        .every((g) => g === 400),
    ).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    const before = Date.now();
    s.request();
    await vi.advanceTimersByTimeAsync(0);
    expect(at[at.length - 1]).toBe(before);
  });

  it('ignores the cost without a budget, and a flush that reports none', async () => {
    const plain = new FrameScheduler({ frameMs: 50, budget: 0 }, async (): Promise<FlushCost> => 30);
    await stream(plain, 300);
    expect(plain.frameGap).toBe(50);
    const silent = new FrameScheduler({ frameMs: 50, budget: 0.01 }, async (): Promise<FlushCost> => undefined);
    await stream(silent, 300);
    expect(silent.frameGap).toBe(50);
  });

  it('while nobody sees the updates, frames come at most every hiddenFrameMs; once seen, every frameMs again', async () => {
    const at: number[] = [];
    const s = new FrameScheduler({ frameMs: 50, budget: 0, hiddenFrameMs: 200 }, async () => {
      at.push(Date.now());
    });
    s.setHidden(true);
    await stream(s, 1000);
    const hidden = at.slice(1).map((t, i) => t - at[i]);
    expect(hidden.length).toBeGreaterThan(2);
    for (const g of hidden) expect(g).toBe(200);
    s.setHidden(false);
    at.length = 0;
    await stream(s, 600);
    const shown = at.slice(2).map((t, i) => t - at[i + 1]);
    for (const g of shown) expect(g).toBe(50);
  });

  it('while nobody sees the updates, first words wait for the hidden frame; a change the user made (a rename) goes at once', async () => {
    const at: number[] = [];
    const s = new FrameScheduler({ frameMs: 50, budget: 0, hiddenFrameMs: 200 }, async () => {
      at.push(Date.now());
    });
    s.setHidden(true);
    s.request();
    await vi.advanceTimersByTimeAsync(10);
    expect(at).toHaveLength(1); // the first change after a pause
    s.request(true); // first words of a reply no window shows
    await vi.advanceTimersByTimeAsync(10);
    expect(at).toHaveLength(1);
    s.requestNow(); // the user renamed the session: the lists show it
    await vi.advanceTimersByTimeAsync(0);
    expect(at).toEqual([1_000_000, 1_000_020]);
  });
});
