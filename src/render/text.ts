// What every renderer produces, and how text from Claude or a tool is made safe to show. Pure.

/** A highlight on one line: the whole line (`[line, group]`) or a byte range (`[line, start, end, group]`). */
export type Highlight = [number, string] | [number, number, number, string];

export interface RenderedEntry {
  lines: string[];
  highlights: Highlight[];
  /** One fold level per line: '0' outside folds, '>N' where a fold of level N starts, 'N' inside it. */
  folds: string[];
}

/** Control characters (escape sequences, NUL) are shown, not interpreted; tabs and newlines stay. */
export function sanitize(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, (c) => (
    c === '\r' ? '' : `^${String.fromCharCode((c.charCodeAt(0) + 64) % 128)}`
  ));
}

/** Text on one line: newlines become spaces. */
export function oneLine(text: string): string {
  return sanitize(text).replace(/\n/g, ' ');
}
