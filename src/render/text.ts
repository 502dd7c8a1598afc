// What every renderer produces, and how text from Claude or a tool is made safe to show. Pure.

/** A highlight on one line: the whole line (`[line, group]`) or a byte range (`[line, start, end, group]`). */
export type Highlight = [number, string] | [number, number, number, string];

/** A fold over lines `first` to `last` (0-based, both in it) at `level`: 1 starts open, 2 closed
 *  (lua/claude/transcript/folds.lua). Folds never nest. */
export type Fold = [first: number, last: number, level: number];

export interface RenderedEntry {
  lines: string[];
  highlights: Highlight[];
  /** The folds, in line order. */
  folds: Fold[];
}

/** Control characters (escape sequences, NUL) are shown, not interpreted; tabs and newlines stay. */
export function sanitize(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, (c) =>
    c === '\r' ? '' : `^${String.fromCharCode((c.charCodeAt(0) + 64) % 128)}`,
  );
}

/** Text on one line: newlines become spaces. */
export function oneLine(text: string): string {
  return sanitize(text).replace(/\n/g, ' ');
}
