// What the chat controller asks of the editor. The Neovim gateway implements it; tests and the
// benchmark can implement it too.
import type { QuickfixItem } from '../render/quickfix';
import type { StatusInfo } from '../render/status';
import type { BufferPatch } from '../render/transcript';

/** Everything that changed since the last flush; absent fields did not change. */
export interface ViewUpdate {
  patch?: BufferPatch;
  winbar?: string;
  status?: StatusInfo;
  quickfix?: { title: string; items: QuickfixItem[] };
  /** 0-based line of the first pending approval, for jumping there. */
  approvalLine?: number | null;
}

export type NotifyLevel = 'info' | 'warn' | 'error';

export interface Applied {
  /** False when the transcript buffer was recreated (the user wiped it): the caller must then send the
   *  whole transcript again. */
  intact: boolean;
  /** Editor time this update took, plus the redraw that followed the previous one, in ms. */
  editorMs: number;
}

export interface View {
  /** Applies one update in one round trip. */
  apply(update: ViewUpdate): Promise<Applied>;
  notify(message: string, level: NotifyLevel): void;
}
