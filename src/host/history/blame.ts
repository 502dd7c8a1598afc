// Turn blame for the editor (:ClaudeBlame): the lines of a file that Claude wrote in any live session, each
// with its session, its turn and that turn's hunk; and the files any session's turns changed.
import { blame, type BlameTurn } from '../../session/history/blame';
import type { History } from '../../session/history/record';
import { pastTurns } from '../../session/history/pastTurns';
import type { Session } from '../../session/model/session';
import { samePath } from './turnHistory';

export interface BlameSource {
  /** The session's id as the editor knows it. */
  id: string;
  /** Its turns, oldest first: the past ones of a resumed conversation's record, then its own. */
  turns: BlameTurn[];
}

/** The turns of the recorded conversation each resumed (or forked) session goes on with. */
const pasts = new WeakMap<Session, BlameTurn[]>();

/** `session` goes on with the conversation `history` recorded: its past turns count for blame. */
export function rememberPast(session: Session, history: History): void {
  pasts.set(session, pastTurns(history));
}

/** Turn blame's view of session `id`: the past turns of the conversation it resumed, then its own. */
export function blameSource(id: string, session: Session): BlameSource {
  const own = session.turns.map((t) => ({ n: t.n, prompt: t.prompt.text, files: t.files }));
  return { id, turns: [...(pasts.get(session) ?? []), ...own] };
}

/** A line Claude wrote (1-based `lnum` in the text asked about); `start`: its hunk's first line as its turn
 *  left the file. */
export interface BlameLine {
  lnum: number;
  session: string;
  turn: number;
  prompt: string;
  start: number;
  before: string[];
  after: string[];
}

/** The lines of `file`, whose text now is `lines`, that a turn of `sources` wrote. Where two sessions
 *  changed the same file, a line both claim is the later-opened session's: the sessions' turns are not
 *  ordered among each other, and the later one most likely wrote last. */
export function blameLines(sources: readonly BlameSource[], file: string, lines: readonly string[]): BlameLine[] {
  const same = samePath(file);
  const byLine = new Map<number, BlameLine>();
  for (const s of sources) {
    for (const m of blame(s.turns, same, lines)) {
      byLine.set(m.lnum, {
        lnum: m.lnum,
        session: s.id,
        turn: m.turn,
        prompt: m.prompt.split('\n')[0],
        start: m.hunk.newStart,
        before: m.hunk.before,
        after: m.hunk.after,
      });
    }
  }
  return [...byLine.values()].sort((a, b) => a.lnum - b.lnum);
}

/** Every file a turn of `sources` changed, once each. */
export function blamedFiles(sources: readonly BlameSource[]): string[] {
  const out = new Set<string>();
  for (const s of sources) for (const t of s.turns) for (const path of t.files.keys()) out.add(path);
  return [...out];
}
