// What the editor asks of a session's past turns: rewinding the files to before a prompt (through the CLI's
// checkpoints, after a dry run the user confirms), the text of a file before a turn, and the hunks each
// turn made in a file.
import fs from 'node:fs';
import type { ControlRequestBody } from '../../cli/protocol/inbound';
import { rewindAnswer, type RewindAnswer } from '../../cli/protocol/outbound';
import { diffLines, hunkCounts, splitLines } from '../../session/history/diff';
import type { Session } from '../../session/model/session';
import { displayPath } from '../../session/tools/tools';
import { textBefore, turnHunks, type Turn } from '../../session/history/turns';
import type { Phase } from '../supervisor/supervisor';
import type { View } from '../view';

export interface FileHunk {
  turn: number;
  start: number;
  before: string[];
  after: string[];
  above: string[];
  below: string[];
}

export interface RewindContext {
  session: Session;
  cwd: string | null;
  view: View;
  cli: { control(body: ControlRequestBody): Promise<unknown>; readonly phase: Phase };
}

/** The turn of the prompt drawn with entry key `key`, or why there is none. */
export function turnAt(session: Session, key: number | null): Turn | { error: string } {
  const entry = key === null ? undefined : session.entries.find((e) => e.key === key);
  if (entry?.kind !== 'user') return { error: 'put the cursor on a prompt in the transcript to rewind to before it' };
  const turn = session.turns.find((t) => t.prompt === entry);
  return (
    turn ?? {
      error: 'that prompt was not sent by this session (it came with a resumed conversation): no checkpoint of it here',
    }
  );
}

/** :ClaudeRewind: the files back to their state before `found`'s prompt. Asks first, unless `confirmed`: a
 *  dry run lists what would change (the user confirms through the editor, which calls this again with the
 *  turn's number). */
export async function rewindTo(found: Turn | { error: string }, confirmed: boolean, ctx: RewindContext): Promise<void> {
  const { session, view } = ctx;
  const fail = (why: string) => view.notify(why.startsWith('put the cursor') ? why : `Cannot rewind: ${why}`, 'warn');
  if ('error' in found) return fail(found.error);
  const turn = found;
  if (ctx.cli.phase === 'turn') return fail('a turn is running (rewind once it has ended, or interrupt it)');
  const uuid = turn.uuid;
  const cliNamed = session.info.cliVersion ? ` (claude ${session.info.cliVersion})` : '';
  if (!uuid) return fail(`the CLI${cliNamed} gave no checkpoint for prompt #${turn.n}`);
  const rewindFiles = async (dryRun: boolean): Promise<RewindAnswer> => {
    try {
      // Restores the files to their checkpoint at the prompt; a dry run only says what would change.
      const body = { subtype: 'rewind_files', user_message_id: uuid, ...(dryRun ? { dry_run: true } : {}) };
      return rewindAnswer(await ctx.cli.control(body));
    } catch (err) {
      return { canRewind: false, error: (err as Error).message, files: [], insertions: 0, deletions: 0 };
    }
  };
  const dry = await rewindFiles(true);
  if (!dry.canRewind) return fail(dry.error ?? 'the CLI cannot restore that checkpoint');
  if (!dry.files.length) {
    view.notify(`Nothing to rewind: the files are as before prompt #${turn.n}`, 'info');
    return;
  }
  const untracked = [...new Set(session.turns.filter((t) => t.n >= turn.n).flatMap((t) => t.untracked))];
  if (!confirmed) {
    const files = dry.files.map((path) => rewindChange(session, path, turn.n));
    view.offerRewind({
      turn: turn.n,
      prompt: turn.prompt.text,
      files,
      insertions: dry.insertions,
      deletions: dry.deletions,
      untracked,
    });
    return;
  }
  const done = await rewindFiles(false);
  if (!done.canRewind) return fail(done.error ?? 'the CLI could not restore that checkpoint');
  const names = dry.files.map((f) => displayPath(f, ctx.cwd)).join(', ');
  const missed = untracked.length
    ? `. Not restored: what ${untracked.join(' and ')} changed (the CLI keeps no checkpoint of it)`
    : '';
  session.filesRestored(
    dry.files,
    `Rewound ${dry.files.length} file${dry.files.length === 1 ? '' : 's'}` +
      ` to before prompt #${turn.n}: ${names}${missed}`,
  );
}

/** What rewinding `path` to before prompt `n` does to it, as `+a -d` (lines it puts back, lines it
 *  takes out), from the text before that prompt and the file now; '' when either is unknown. */
function rewindChange(session: Session, path: string, n: number): { path: string; change: string; lnum: number } {
  const before = textBefore(session.turns, path, n);
  if (before === undefined) return { path, change: '', lnum: 1 };
  let now = '';
  try {
    now = fs.readFileSync(path, 'utf8');
  } catch {
    now = '';
  }
  const hunks = diffLines(splitLines(now).lines, splitLines(before ?? '').lines);
  const { additions, deletions } = hunkCounts(hunks);
  return {
    path,
    change: before === null ? `created since (-${deletions})` : `+${additions} -${deletions}`,
    lnum: hunks[0]?.oldStart ?? 1,
  };
}

/** The text of `file` before turn `turn` (the session's first edit of it by default): null when it did not
 *  exist then; an error when no turn from there on edited it. */
export function textBeforeTurn(
  session: Session,
  cwd: string | null,
  file: string,
  turn: number,
): { text: string | null } | { error: string } {
  const same = samePath(file);
  const path = session.turns.flatMap((t) => [...t.files.keys()]).find(same);
  const name = displayPath(file, cwd);
  if (!path) return { error: `Claude has not changed ${name} in this session` };
  const last = session.turns.at(-1)?.n ?? 0;
  if (turn > last) return { error: `This session has no prompt #${turn} (its last is #${last})` };
  const text = textBefore(session.turns, path, turn);
  if (text === undefined) {
    return {
      error:
        turn > 1
          ? `Claude has not changed ${name} since prompt #${turn}`
          : `the CLI did not report ${name} as it was before`,
    };
  }
  return { text };
}

/** The hunks Claude made in `file`, newest turn first, for :ClaudeRevert on a line. */
export function hunksIn(session: Session, file: string): FileHunk[] {
  const same = samePath(file);
  const out: FileHunk[] = [];
  for (const turn of [...session.turns].reverse()) {
    if (!turn.done) continue;
    for (const h of turnHunks(turn)) {
      if (same(h.path) && (h.before.length || h.after.length)) {
        out.push({ turn: turn.n, start: h.newStart, before: h.before, after: h.after, above: h.above, below: h.below });
      }
    }
  }
  return out;
}

/** A test for "names the same file as `file`", through symbolic links. */
export function samePath(file: string): (other: string) => boolean {
  const real = (p: string) => {
    try {
      return fs.realpathSync(p);
    } catch {
      return p;
    }
  };
  const a = real(file);
  return (other) => other === file || real(other) === a;
}
