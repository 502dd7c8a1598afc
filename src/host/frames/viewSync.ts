// Keeps the editor's view of one session up to date: once per frame, everything that changed since the
// view last took an update, in one round trip. What to send is decided by nextUpdate() (./nextUpdate.ts);
// the ViewSync applies it, paces the frames and recovers when the editor refuses one.
import { TranscriptRenderer } from '../../render/transcript/transcript';
import type { RenderOptions } from '../../render/transcript/approval';
import { FrameScheduler, type FlushCost } from './scheduler';
import type { Logger } from '../log';
import { NOTHING_SHOWN, nextUpdate, type Shown, type SyncSource } from './nextUpdate';
import { ShownStatus } from './shownStatus';
import type { Applied, View, ViewUpdate } from '../view';

/** The frame while no window shows the transcript. */
const HIDDEN_FRAME_MS = 200;

/** Whether a hidden session's update can wait to ride with another session's (src/nvim/updateLane.ts): not
 *  when it asks for an approval, which is said at once from any window. */
function canWait(update: ViewUpdate): boolean {
  return !update.status?.info.pendingApprovals;
}

export interface SyncOptions {
  frameMs: number;
  /** Largest share of the editor's time that drawing the chat may take; frames stretch to keep it (0: off). */
  renderBudget: number;
  render: RenderOptions;
}

export class ViewSync {
  private renderer: TranscriptRenderer;
  private shown: Shown = NOTHING_SHOWN;
  private readonly frames: FrameScheduler;
  /** Consecutive refused updates, for backing off the resync. */
  private refusals = 0;
  private resyncTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** No window showed the transcript at the last update. */
  private hidden = false;
  /** The session the chat opens to: its transcript is kept up to date even while no window shows it (the
   *  user's next :ClaudeChat shows it, and its approvals are answered by the commands). Another session's
   *  lines wait while hidden (see nextUpdate). */
  private foreground = true;
  /** requestNow() asked for the next frame: it goes on its own. */
  private urgent = false;
  /** drain() runs: nothing waits to ride. */
  private draining = false;
  /** Counts reveals, so that a frame sent before one cannot hide the transcript again when it comes back. */
  private reveals = 0;
  /** The next frame rewrites the whole region (reveal(true)); taken when a frame starts, so that a frame in
   *  flight when it was asked for does not count. */
  private rewrite = false;
  /** The status as sent, and whether a turn ended unseen. */
  readonly shownStatus = new ShownStatus();
  /** The next frame sends the approvals again (resendApprovals); taken when a frame starts, as `rewrite`. */
  private resend = false;

  constructor(
    private options: SyncOptions,
    private readonly source: () => SyncSource,
    private readonly view: View,
    private readonly log: Logger,
    private readonly unsaved: (files: string[]) => void,
  ) {
    this.renderer = new TranscriptRenderer(options.render);
    this.frames = new FrameScheduler(
      { frameMs: options.frameMs, budget: options.renderBudget, hiddenFrameMs: HIDDEN_FRAME_MS },
      () => this.flush(),
    );
  }

  /** Something changed: the view gets it with the next frame (none once stopped: the view is gone);
   *  `now`: without waiting for the frame (a reply's first words). */
  request(now = false): void {
    if (!this.stopped) this.frames.request(now);
  }
  /** See FrameScheduler.requestNow. Its update does not wait for another session's either. */
  requestNow(): void {
    if (!this.stopped) {
      this.urgent = true;
      this.frames.requestNow();
    }
  }

  /** A window shows the transcript again: what was held back goes with the next frame. `whole`: the editor
   *  made the buffer anew (the user wiped it), so the next frame rewrites all of it. */
  reveal(whole = false): void {
    this.view.hurry?.(); // a frame of this session waiting to ride with another's would hold the lines back
    if (whole) this.rewrite = true;
    this.reveals++;
    this.hidden = false;
    this.frames.setHidden(false);
    this.request();
  }

  /** A window shows the transcript: a turn that ended while none did is seen now. */
  seen(): void {
    if (this.shownStatus.seen()) this.request();
  }

  /** Whether this is the session the chat opens to (see `foreground`). */
  setForeground(foreground: boolean): void {
    this.foreground = foreground;
    if (foreground) this.reveal();
  }

  /** Another frame and render budget (a later `open`, after setup{}): from the next frame on. The render
   *  options stay: the hints name the keys the transcript's buffer was mapped with when it was made. */
  configure(frameMs: number, renderBudget: number): void {
    this.options = { ...this.options, frameMs, renderBudget };
    this.frames.setPacing(frameMs, renderBudget);
  }

  /** The editor took an approval off its list for an answer the host then refused: the next frame sends the
   *  list again, with it, to be answered. */
  resendApprovals(): void {
    this.resend = true;
    this.request();
  }

  /** Pushes everything now (tests and the benchmark wait on this). */
  async drain(): Promise<void> {
    this.draining = true;
    this.view.hurry?.();
    try {
      await this.frames.drain();
    } finally {
      this.draining = false;
    }
  }

  stop(): void {
    this.stopped = true;
    this.frames.cancel();
    if (this.resyncTimer) {
      clearTimeout(this.resyncTimer);
      this.resyncTimer = null;
    }
  }

  /** Key of the entry drawn at region line `line` (0-based), as last sent. */
  keyAt(line: number): number | null {
    return this.renderer.keyAt(line);
  }

  /** Resolves with what the frame cost (host and editor ms), which paces the next one. */
  private async flush(): Promise<FlushCost> {
    // While the view refuses updates, only the resync timer tries again (not every frame of a stream).
    if (this.resyncTimer) return;
    // A throw in here would surface as an unhandled rejection of the frame scheduler.
    try {
      return await this.flushOnce();
    } catch (err) {
      this.log.write('error', `rendering failed: ${(err as Error).stack ?? String(err)}`);
      this.refused();
    }
  }

  private async flushOnce(): Promise<FlushCost> {
    const started = performance.now();
    const reveals = this.reveals;
    const hidden = this.hidden && !this.foreground;
    const urgent = this.urgent;
    this.urgent = false;
    if (this.rewrite) {
      this.rewrite = false;
      this.shown = { ...this.shown, known: false, status: '', approvals: '' };
    }
    if (this.resend) {
      this.resend = false;
      this.shown = { ...this.shown, approvals: '' };
    }
    const source = this.source();
    this.shownStatus.making(source.phase, this.hidden);
    const { update, shown } = nextUpdate(
      this.shown,
      source,
      this.renderer,
      this.options.render.cwd,
      hidden,
      this.shownStatus.unseen,
    );
    if (!update) return;
    this.shownStatus.sending(update.status?.info);
    const hostMs = performance.now() - started;
    let applied: Applied;
    try {
      applied = await this.view.apply(update, hidden && !urgent && !this.draining && canWait(update));
    } catch (err) {
      // Neovim refused the update (a lock, an error in frame.lua, ...): the region holds all, part or none
      // of it. Once it takes updates again, the whole transcript replaces whatever it shows.
      this.log.write('error', `view update failed: ${(err as Error).message}`);
      this.refused();
      return;
    }
    this.refusals = 0;
    if (reveals === this.reveals) {
      this.frames.setHidden(!applied.visible);
      this.hidden = !applied.visible;
    }
    // A turn that ended as the windows changed since the editor's last answer: the mark follows this answer.
    if (this.shownStatus.taken(source.phase, reveals === this.reveals ? applied.visible : null)) this.frames.request();
    // The buffer was recreated empty (the user wiped it): render it whole on the next frame.
    this.shown = applied.intact ? shown : { ...shown, known: false, status: '', approvals: '' };
    if (!applied.intact) this.frames.request();
    if (applied.unsaved.length) this.unsaved(applied.unsaved);
    return hostMs + applied.editorMs;
  }

  /** The view no longer matches: rewrite it later, backing off while it keeps refusing. */
  private refused(): void {
    this.shown = { ...NOTHING_SHOWN, edits: this.shown.edits, turns: this.shown.turns, restored: this.shown.restored };
    if (this.resyncTimer) return;
    const delay = Math.min(2000, 100 * 2 ** Math.min(this.refusals++, 5));
    this.resyncTimer = setTimeout(() => {
      this.resyncTimer = null;
      this.frames.request();
    }, delay);
  }
}
