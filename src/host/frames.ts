// Coalesces bursts of changes into at most one flush per frame, with at most one flush in flight:
// a stream of thousands of deltas costs one editor round trip per frame, not one per delta.
export class FrameScheduler {
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<void> | null = null;
  private dirty = false;
  private lastFlush = 0;
  flushes = 0;

  constructor(private readonly frameMs: number, private readonly flush: () => Promise<void>) {}

  /** Something changed: flush now if a frame has passed since the last flush, else at the next frame. */
  request(): void {
    this.dirty = true;
    if (this.timer || this.inFlight) return;
    const wait = Math.max(0, this.lastFlush + this.frameMs - Date.now());
    this.timer = setTimeout(() => this.run(), wait);
  }

  /** Flushes pending changes now and resolves when the editor has them. */
  async drain(): Promise<void> {
    if (this.timer) { clearTimeout(this.timer); this.timer = null; }
    while (this.inFlight || this.dirty) {
      if (this.inFlight) await this.inFlight;
      else await this.run();
    }
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.dirty = false;
  }

  private run(): Promise<void> {
    this.timer = null;
    if (this.inFlight) return this.inFlight;
    this.dirty = false;
    this.lastFlush = Date.now();
    this.flushes++;
    this.inFlight = this.flush().finally(() => {
      this.inFlight = null;
      if (this.dirty) this.request();
    });
    return this.inFlight;
  }
}
