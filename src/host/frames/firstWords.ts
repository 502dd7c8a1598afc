// Which changes carry words the user is waiting for. The first words of a reply, or of a block after a
// pause (a tool ran, the model thought), go to the editor at once; what follows is paced by frames. So is a
// block that starts while text is flowing: the next frame is due anyway, and at a fast stream every block
// start flushing at once would interrupt the editor far more often than frames do.

/** Text that follows other text within this long is flowing. */
export const TEXT_PAUSE_MS = 100;

/** The session's counters this reads. */
export interface TextCounts {
  textStarts: number;
  textDeltas: number;
}

export class FirstWords {
  private starts = 0;
  private deltas = 0;
  private lastTextAt = -Infinity;

  constructor(private readonly pauseMs = TEXT_PAUSE_MS) {}

  /** Whether the change the session just made (at `now`, ms) should reach the editor at once. */
  changed(counts: TextCounts, now: number): boolean {
    const starts = counts.textStarts !== this.starts && now - this.lastTextAt >= this.pauseMs;
    if (counts.textDeltas !== this.deltas) this.lastTextAt = now;
    this.starts = counts.textStarts;
    this.deltas = counts.textDeltas;
    return starts;
  }
}
