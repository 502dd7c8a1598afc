// What the transcript shows at a line, for the keys that act on the entry under the cursor (K, gf, the
// review key on a notice). Answered from the session in memory: Neovim waits for it, so no file is read.
import { firstAppliedLine } from '../../session/tools/tools';
import type { Entry, ToolEntry } from '../../session/model/types';

/** What entry_at answers: the entry's kind, and for a tool its output, its file and where to open it. */
export interface EntryAt {
  kind: string;
  tool?: string;
  output?: string;
  file?: string;
  line?: number;
  find?: string;
  unsavedFile?: string;
}

/** The entry with key `key` (drawn at the line asked about): its kind, and for a tool its output, its file
 *  and where to open it (gf); null when none is. */
export function entryAt(entries: readonly Entry[], key: number | null): EntryAt | null {
  const entry = key === null ? undefined : entries.find((e) => e.key === key);
  if (!entry) return null;
  if (entry.kind === 'tool') {
    const output = entry.applied && entry.state === 'done' ? entry.applied.join('\n') : (entry.result ?? undefined);
    const file = entry.filePath ?? undefined;
    return { kind: 'tool', tool: entry.name, output, file, ...(file ? toolPlace(entry) : {}) };
  }
  if (entry.kind === 'notice') return { kind: 'notice', unsavedFile: entry.unsavedFile };
  return { kind: entry.kind };
}

/** Where a tool's file opens (gf): the first line a finished edit changed, the line a Read started at, where
 *  the text a pending (or failed) edit replaces starts (`find`: the editor looks for it); else line 1. */
function toolPlace(tool: ToolEntry): { line: number; find?: string } {
  if (tool.applied && tool.state === 'done') return { line: firstAppliedLine(tool.applied) };
  const input = tool.input;
  if (typeof input.offset === 'number' && input.offset >= 1) return { line: Math.floor(input.offset) };
  const edits = Array.isArray(input.edits) ? (input.edits as Record<string, unknown>[]) : [input];
  const old = edits[0]?.old_string;
  return typeof old === 'string' && old !== '' ? { line: 1, find: old } : { line: 1 };
}
