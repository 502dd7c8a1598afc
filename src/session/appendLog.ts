// What was appended to a streaming block since a given length, without reading the block's whole text.
// `text += piece` builds a rope, and reading any part of a rope (even slicing off its end) copies all of
// it: a renderer that sliced each frame's new text off `text` copied the whole block every frame.
import type { AssistantBlock } from './types';

/** Pieces appended after the first `start` characters; `end` is where they end. */
interface Log { start: number; end: number; pieces: string[] }

const logs = new WeakMap<AssistantBlock, Log>();

/** Records that `piece` was appended to `block`, whose text was `before` characters long. */
export function recordAppend(block: AssistantBlock, before: number, piece: string): void {
  const log = logs.get(block);
  if (log && log.end === before) {
    log.pieces.push(piece);
    log.end += piece.length;
  } else {
    logs.set(block, { start: before, end: before + piece.length, pieces: [piece] });
  }
}

/** The text appended to `block` after its first `length` characters, or null when the log does not
 *  cover that (then slice `text`). Pieces up to the block's end are then dropped: readers only move on. */
export function appendedSince(block: AssistantBlock, length: number): string | null {
  const log = logs.get(block);
  if (!log || length < log.start || log.end !== block.text.length) return null;
  let at = log.start;
  let i = 0;
  while (i < log.pieces.length && at + log.pieces[i].length <= length) at += log.pieces[i++].length;
  const rest = log.pieces.slice(i);
  if (rest.length) rest[0] = rest[0].slice(length - at);
  log.start = log.end;
  log.pieces = [];
  return rest.join('');
}
