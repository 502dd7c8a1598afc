// What the editor was shown of a session's status: the last status sent, which the other sessions'
// statuslines sum up (so that the statusline never runs ahead of the session's own table), and whether a
// turn ended while no window showed the transcript, and none has since: lists mark that "finished unseen"
// (render/status.ts). The view sync tells it what each frame carries and what the editor answered about its
// windows; a window showing the transcript (the editor's `shown`) makes the turn seen.
import type { StatusInfo } from '../../render/status';
import type { Phase } from '../supervisor/supervisor';

export class ShownStatus {
  /** The status of the last frame sent with one (null before the first). */
  last: StatusInfo | null = null;
  /** The last frame the view took had a turn running. */
  private running = false;
  /** The frame on its way ends a turn. */
  private ending = false;
  private leftUnseen = false;

  /** A turn ended while no window showed the transcript, and none has since. */
  get unseen(): boolean {
    return this.leftUnseen;
  }

  /** A frame is made with the session in `phase`. `hidden`: no window showed the transcript at the editor's
   *  last answer, the best guess there is until the answer to this frame says how it found the windows. */
  making(phase: Phase, hidden: boolean): void {
    this.ending = this.running && phase !== 'turn';
    if (this.ending && hidden) this.leftUnseen = true;
  }

  /** The frame goes, with `status` if it changed. */
  sending(status: StatusInfo | undefined): void {
    if (status) this.last = status;
  }

  /** The view took the frame made in `phase`; `visible`: whether a window showed the transcript as it did
   *  (null when that no longer counts: a window showed it since). Returns whether that changed the mark (the
   *  next frame must say so). */
  taken(phase: Phase, visible: boolean | null): boolean {
    this.running = phase === 'turn';
    if (!this.ending || visible === null || this.leftUnseen === !visible) return false;
    this.leftUnseen = !visible;
    return true;
  }

  /** A window shows the transcript. Returns whether that changed the mark. */
  seen(): boolean {
    const was = this.leftUnseen;
    this.leftUnseen = false;
    return was;
  }
}
