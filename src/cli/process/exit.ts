// How a `claude` process ended, and what its stderr says of why, where the host acts on it. Pure.

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Set when the process could not be started at all (ENOENT, EACCES, ...). */
  spawnError?: string;
  /** The last stderr output, for the error message. */
  stderrTail: string;
  /** An unterminated, unparseable last stdout line: what the process was writing when it died. */
  cutOff?: string;
}

/** `--resume <id>` named a conversation the CLI has no saved record of: it was killed before it wrote the
 *  conversation to disk, or the file is gone. Both the oldest supported and the newest CLI print
 *  "No conversation found with session ID: <id>" and exit 1. */
export function conversationMissing(stderrTail: string): boolean {
  return /No conversation found with session ID/.test(stderrTail);
}
