// What a CLI's stderr says about why it ended, where the host acts on it. Pure.

/** `--resume <id>` named a conversation the CLI has no saved record of: it was killed before it wrote the
 *  conversation to disk, or the file is gone. Both the oldest supported and the newest CLI print
 *  "No conversation found with session ID: <id>" and exit 1. */
export function conversationMissing(stderrTail: string): boolean {
  return /No conversation found with session ID/.test(stderrTail);
}
