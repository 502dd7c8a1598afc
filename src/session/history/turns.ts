// What each turn changed: a turn is one prompt sent and its reply, up to its `result`. For every file a
// turn's edits touched it keeps the text before the turn's first edit and after its last one, from the
// CLI's own reports (originalFile, structuredPatch, a Write's content): the per-turn hunk lists, the
// diffs against before, reverting a hunk and rewinding are built on these. Pure.
import { applyPatch, diffLines, hunkCounts, splitLines, type LineHunk, type PatchHunk } from './diff';
import { editCounts } from '../tools/tools';
import type { ChangedFile, ToolEntry, UserEntry } from '../model/types';

export interface TurnFile {
  path: string;
  /** The text before the turn's first edit; null: the file did not exist; undefined: the CLI did not say. */
  before: string | null | undefined;
  /** The text after the turn's last edit; undefined when it could not be worked out. */
  after: string | undefined;
  /** +/- as the edits reported them (for a file whose texts are unknown). */
  additions: number;
  deletions: number;
  firstLine: number;
}

export interface Turn {
  /** 1-based: the how-manieth prompt of the transcript (earlier prompts of a resumed session count). */
  n: number;
  prompt: UserEntry;
  /** What went to the CLI (the prompt with its selection, a note of reverted hunks). */
  sentText: string;
  /** The CLI's uuid of the prompt's message (its file checkpoint); null until the CLI echoes it. */
  uuid: string | null;
  /** Set by the scripting API (require('claude').ask): its callback is called when the turn is done. */
  ask: string | null;
  files: Map<string, TurnFile>;
  /** Its result came (or the CLI ended it). */
  done: boolean;
  /** Its result said it did not end well (an error, a limit, an interrupt): an unattended run's status 1. */
  failed?: boolean;
  /** What was said of that (the transcript's notice): an unattended run's message, where no transcript is read. */
  failure?: string;
  /** Done, and what the turn report adds after (the context share) is known: it can be reported. */
  ready: boolean;
  costUsd: number;
  contextShare: number | null;
  /** Tools that change files without reporting it (Bash), used in this turn: a rewind cannot undo those. */
  untracked: string[];
}

import type { Loose as Any } from '../../cli/protocol/wire';

/** The file an edit by `tool` changed: as its result `result` (the CLI's tool_use_result) names it, else its
 *  input. */
export function editedFile(tool: ToolEntry, result: unknown): string | undefined {
  const r = (typeof result === 'object' && result !== null ? result : {}) as Any;
  return (typeof r.filePath === 'string' && r.filePath) || tool.filePath || undefined;
}

/** A successful edit by `tool` (its result `result`, the CLI's tool_use_result): its file joins the
 *  session's changed files and `turn`'s (the turn the change belongs to), with its +/- counts. */
export function recordEdit(
  changedFiles: Map<string, ChangedFile>,
  turn: Turn | undefined,
  tool: ToolEntry,
  result: unknown,
): void {
  const r = (typeof result === 'object' && result !== null ? result : {}) as Any;
  const file = editedFile(tool, result);
  if (!file) return;
  const counts = editCounts(result, tool.input);
  if (turn) {
    const known = turn.files.get(file);
    const after = textAfterEdit(r, tool.input, known ? known.after : textBeforeEdit(r));
    if (known) {
      known.after = after;
      known.additions += counts.additions;
      known.deletions += counts.deletions;
      known.firstLine = Math.min(known.firstLine, counts.firstLine);
    } else {
      turn.files.set(file, { path: file, before: textBeforeEdit(r), after, ...counts });
    }
  }
  const known = changedFiles.get(file);
  if (known) {
    known.additions += counts.additions;
    known.deletions += counts.deletions;
    known.firstLine = Math.min(known.firstLine, counts.firstLine);
    known.edits++;
  } else {
    changedFiles.set(file, { path: file, ...counts, edits: 1 });
  }
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The file's text after an edit whose result is `r` (the CLI's tool_use_result), on `before` (the text
 *  before it); undefined when neither the result nor the input says. */
export function textAfterEdit(r: Any, input: Any, before: string | null | undefined): string | undefined {
  const original = str(r.originalFile) ?? before ?? undefined;
  if (Array.isArray(r.structuredPatch) && r.structuredPatch.length && original !== undefined) {
    const patched = applyPatch(original, r.structuredPatch as PatchHunk[]);
    if (patched !== null) return patched;
  }
  const content = str(r.content) ?? str(input.content);
  if (content !== undefined && (r.type === 'create' || r.type === 'update' || !('old_string' in input))) return content;
  const oldString = str(input.old_string);
  const newString = str(input.new_string);
  if (original !== undefined && oldString !== undefined && newString !== undefined && original.includes(oldString)) {
    return input.replace_all === true
      ? original.split(oldString).join(newString)
      : original.replace(oldString, () => newString);
  }
  return undefined;
}

/** The file's text before an edit whose result is `r`: null for a file the edit created. */
export function textBeforeEdit(r: Any): string | null | undefined {
  if (r.type === 'create') return null;
  if ('originalFile' in r) return typeof r.originalFile === 'string' ? r.originalFile : null;
  return undefined;
}

/** One hunk of a turn, as lists and reverts use it: with up to CONTEXT lines above and below it as the
 *  turn left the file, which find it again after later edits moved it. */
export interface TurnHunk extends LineHunk {
  path: string;
  above: string[];
  below: string[];
}

const CONTEXT = 2;

/** The hunks a turn made, file by file (in the order the turn first edited them); a file whose texts are
 *  unknown gives one hunk without lines at its first changed line. */
export function turnHunks(turn: Turn): TurnHunk[] {
  const out: TurnHunk[] = [];
  for (const file of turn.files.values()) {
    if (file.before === undefined || file.after === undefined) {
      out.push({
        path: file.path,
        oldStart: file.firstLine,
        newStart: file.firstLine,
        before: [],
        after: [],
        above: [],
        below: [],
      });
      continue;
    }
    const after = splitLines(file.after).lines;
    for (const h of diffLines(splitLines(file.before ?? '').lines, after)) {
      const first = h.newStart - 1;
      const end = first + h.after.length;
      out.push({
        path: file.path,
        ...h,
        above: after.slice(Math.max(0, first - CONTEXT), first),
        below: after.slice(end, end + CONTEXT),
      });
    }
  }
  return out;
}

/** +/- of a turn's file: from its hunks (`hunks`, of turnHunks) when its texts are known, else as its edits
 *  reported. */
export function fileCounts(file: TurnFile, hunks: readonly TurnHunk[]): { additions: number; deletions: number } {
  if (file.before === undefined || file.after === undefined) {
    return { additions: file.additions, deletions: file.deletions };
  }
  return hunkCounts(hunks.filter((h) => h.path === file.path));
}

/** The text of `path` before turn `n` (before the first turn from `n` on that edited it); null: it did not
 *  exist; undefined: no turn from `n` on edited it, or the CLI did not say. */
export function textBefore(turns: readonly Turn[], path: string, n = 1): string | null | undefined {
  for (const turn of turns) {
    if (turn.n < n) continue;
    const file = turn.files.get(path);
    if (file) return file.before;
  }
  return undefined;
}
