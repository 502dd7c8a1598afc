// Every session's updates to the editor go down one lane: one request in flight at a time, so a key the
// user types waits behind at most one update, not one per session streaming. An update that can wait (a
// hidden session's status while it streams) rides with the next request any session makes, at most
// `waitMs` later: each request interrupts the editor once, and a request for several sessions costs about
// what one costs (bench/README.md: three sessions streaming at once).

interface Rider<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (err: unknown) => void;
}

export class UpdateLane<T, R> {
  private last: Promise<unknown> = Promise.resolve();
  private waiting: Array<Rider<T, R>> = [];
  private timer: NodeJS.Timeout | null = null;

  /** `send` delivers items in one request and resolves with one result per item, in their order. */
  constructor(
    private readonly send: (items: T[]) => Promise<R[]>,
    private readonly waitMs: number,
  ) {}

  /** Resolves with `item`'s result once a request delivered it: the next one, or (with `canWait`) the
   *  next one anything else makes, or one of its own `waitMs` later. */
  push(item: T, canWait = false): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!canWait) this.go();
      else
        this.timer ??= setTimeout(() => {
          this.timer = null;
          this.go();
        }, this.waitMs);
    });
  }

  /** What waits goes with the next request, now (a hidden session was shown: its lines must not wait). */
  hurry(): void {
    if (this.waiting.length) this.go();
  }

  /** Queues a request behind the one in flight; it takes whatever waits when its turn comes. */
  private go(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const run = async (): Promise<void> => {
      const batch = this.waiting.splice(0);
      if (!batch.length) return; // an earlier request took them
      try {
        const results = await this.send(batch.map((r) => r.item));
        for (const [i, r] of batch.entries()) r.resolve(results[i]);
      } catch (err) {
        for (const r of batch) r.reject(err);
      }
    };
    this.last = this.last.then(run, run);
  }
}
