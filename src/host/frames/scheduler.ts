// Coalesces bursts of changes into at most one flush per frame, with at most one flush in flight:
// a stream of thousands of deltas costs one editor round trip per frame, not one per delta.
// Frames also stretch to keep the chat's share of the editor's time under a budget: a flood of text
// (or a slow highlighter) then gets fewer, larger frames instead of an editor that stutters.

/** What one flush cost, in ms of host and editor time (0 when nothing was sent). */
export type FlushCost = number | undefined;

export interface FramePacing {
  /** Minimum time between two flushes. */
  frameMs: number;
  /** Largest share of time the flushes may take (0.01: 1%), or 0 for plain frameMs frames. */
  budget: number;
  /** Upper bound on a frame, however costly flushes get. */
  maxFrameMs?: number;
  /** The frame while nobody sees the updates (no window shows the transcript): fewer, larger ones. */
  hiddenFrameMs?: number;
}

export class FrameScheduler {
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<void> | null = null;
  private dirty = false;
  private lastFlush = 0;
  private gap: number;
  private maxFrameMs: number;
  private hidden = false;
  /** A change waits that should not wait for the frame. */
  private urgent = false;
  flushes = 0;

  constructor(
    private pacing: FramePacing,
    private readonly flush: () => Promise<FlushCost>,
  ) {
    this.gap = pacing.frameMs;
    this.maxFrameMs = pacing.maxFrameMs ?? Math.max(pacing.frameMs, 500);
  }

  /** Another frame and budget (a later setup{}): a frame already waiting waits by them too. */
  setPacing(frameMs: number, budget: number): void {
    this.pacing = { ...this.pacing, frameMs, budget };
    this.maxFrameMs = this.pacing.maxFrameMs ?? Math.max(frameMs, 500);
    this.gap = frameMs;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
      this.schedule(this.urgent);
    }
  }

  /** The wait after the last flush before the next one may start. */
  get frameGap(): number {
    return this.gap;
  }

  /** Something changed: flush now if a frame has passed since the last flush, else at the next frame.
   *  `now` (the first words of a reply, which the user waits for): flush as soon as the flush in flight is
   *  done, whatever the pacing; not while nobody sees the updates. */
  request(now = false): void {
    this.schedule(now && !this.hidden);
  }

  /** A change the user made (a session renamed): flushed as soon as the flush in flight is done, even
   *  while nobody sees the transcript, since the status and the lists show it. */
  requestNow(): void {
    this.schedule(true);
  }

  private schedule(urgent: boolean): void {
    this.dirty = true;
    if (urgent) this.urgent = true;
    if (this.inFlight) return;
    if (this.timer) {
      if (!this.urgent) return;
      clearTimeout(this.timer);
    }
    const wait = this.urgent ? 0 : Math.max(0, this.lastFlush + this.gap - Date.now());
    this.timer = setTimeout(() => this.run(), wait);
  }

  /** Flushes pending changes now and resolves when the editor has them. */
  async drain(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    while (this.inFlight || this.dirty) {
      if (this.inFlight) await this.inFlight;
      else await this.run();
    }
  }

  /** Whether anybody sees the updates; hidden ones come at most every hiddenFrameMs. */
  setHidden(hidden: boolean): void {
    this.hidden = hidden;
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.dirty = false;
    this.urgent = false;
  }

  private run(): Promise<void> {
    this.timer = null;
    if (this.inFlight) return this.inFlight;
    this.dirty = false;
    this.urgent = false;
    this.lastFlush = Date.now();
    this.flushes++;
    this.inFlight = this.flush()
      .then((cost) => {
        this.pace(cost);
      })
      .finally(() => {
        this.inFlight = null;
        if (this.dirty) this.schedule(this.urgent);
      });
    return this.inFlight;
  }

  /** A flush that cost `cost` ms makes the next frame at least cost / budget long. */
  private pace(cost: FlushCost): void {
    const { frameMs, budget, hiddenFrameMs = 0 } = this.pacing;
    const least = this.hidden ? Math.max(frameMs, hiddenFrameMs) : frameMs;
    if (!(budget > 0) || typeof cost !== 'number' || !Number.isFinite(cost) || cost <= 0) {
      this.gap = least;
      return;
    }
    this.gap = Math.min(Math.max(this.maxFrameMs, least), Math.max(least, cost / budget));
  }
}
