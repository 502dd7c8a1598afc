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

export interface View {
  /** Applies one update in one round trip. Resolves false when the transcript buffer was recreated
   *  (the user wiped it): the caller must then send the whole transcript again. */
  apply(update: ViewUpdate): Promise<boolean>;
  notify(message: string, level: NotifyLevel): void;
}
