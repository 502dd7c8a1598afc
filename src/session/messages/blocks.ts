// What happens to an assistant entry's blocks as a message streams in and ends. Pure.
import type { AssistantBlock, AssistantEntry } from '../model/types';

/** Appends a streamed piece; the piece is also kept in `pieces`, so a renderer reads only what is new
 *  (reading any part of a string built by `+=` copies all of it). */
export function appendPiece(block: AssistantBlock, piece: string): void {
  block.text += piece;
  (block.pieces ??= []).push(piece);
}

/** The message stopped growing: its pieces are no longer worth their memory. */
export function dropPieces(entry: AssistantEntry): void {
  for (const block of entry.blocks) block.pieces = undefined;
}

/** Marks the entry's blocks complete; true if one was still streaming. */
export function endBlocks(entry: AssistantEntry): boolean {
  let ended = false;
  for (const block of entry.blocks)
    if (block.streaming) {
      block.streaming = false;
      ended = true;
    }
  return ended;
}
