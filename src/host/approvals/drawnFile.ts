// What a Write's approval was drawn against, and whether the disk still holds it: a file that appeared or
// changed while the approval waited is not written over unseen. The approval keeps the text it diffs against
// and a stamp of the file; the editor compares the stamp with the disk before a key answers it
// (lua/claude/approvals/answer.lua), the host compares the text before it answers, and either draws the approval
// again against the file as it is instead of answering. A review tab's version of the file (a hash of its
// text) tells the host whether the user's version was made against the file as it is.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Session } from '../../session/model/session';
import { toolFilePath } from '../../session/tools/tools';
import type { DrawnFile, PendingApproval } from '../../session/model/types';

/** Files larger than this are not read for an approval's preview. */
const READ_LIMIT = 8 * 1024 * 1024;

/** The stamp of `file`: 'absent'; 'present' for one that is not read (too large, not a file, unreadable);
 *  else its size and modification time in nanoseconds (`size:mtimeNs`), as lua/claude/approvals/answer.lua makes
 *  it from the disk. */
function stampOf(file: string): string {
  try {
    const stat = fs.statSync(file, { bigint: true });
    return stat.isFile() && stat.size <= BigInt(READ_LIMIT) ? `${stat.size}:${stat.mtimeNs}` : 'present';
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'absent' : 'present';
  }
}

/** The text of `file` as a Write would find it: undefined when there is no file (the Write creates it),
 *  null when it is too large to read (or not a file). */
function textOf(file: string): string | null | undefined {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() && stat.size <= READ_LIMIT ? fs.readFileSync(file, 'utf8') : null;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT' ? undefined : null;
  }
}

/** `file` (absolute) as a Write's approval is drawn against it: its text, and the stamp taken around the read
 *  (read again while a write in progress changes it, a few times at most). */
export function drawnFile(file: string): DrawnFile {
  for (let tries = 0; ; tries++) {
    const stamp = stampOf(file);
    const text = textOf(file);
    if (stampOf(file) === stamp || tries === 2) return { text, stamp };
  }
}

/** The absolute file a pending Write would replace (null for other tools). */
export function writeTarget(approval: PendingApproval, cwd: string): string | null {
  const file = approval.toolName === 'Write' ? toolFilePath(approval.input) : null;
  return file ? path.resolve(cwd, file) : null;
}

/** Draws pending Write `approval` again if its file is not what it was drawn against. Returns what the user
 *  is told when its text changed (their key answered nothing), null when the approval still shows the file
 *  as it is (a new stamp alone is taken quietly: the file was written with the same text). */
export function redrawIfChanged(session: Session, approval: PendingApproval, cwd: string): string | null {
  const file = writeTarget(approval, cwd);
  if (!file) return null;
  const now = drawnFile(file);
  const changed = now.text !== approval.replaces;
  session.redrawApproval(approval.requestId, now);
  if (!changed) return null;
  return `${path.basename(file)} changed on disk: ${approval.toolName} redrawn; press again`;
}

/** A review's version of the file it was made against (`text` null: there was none). */
export function versionOf(text: string | null): string {
  return text === null ? 'absent' : createHash('sha256').update(text).digest('hex');
}
