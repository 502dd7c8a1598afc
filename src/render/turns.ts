// A finished turn as the editor takes it: its quickfix list of hunks (titled after its prompt) and the
// report the ClaudeTurnDone event carries. Pure.
import { fileCounts, turnHunks, type Turn, type TurnHunk } from '../session/history/turns';
import type { QuickfixItem } from './quickfix';

/** A hunk's item carries what reverting it needs: the lines before and after, where they start. */
export interface HunkItem extends QuickfixItem {
  user_data: {
    claude_session: string;
    turn: number;
    path: string;
    start: number;
    before: string[];
    after: string[];
    above: string[];
    below: string[];
  };
}

export interface TurnReport {
  turn: number;
  prompt: string;
  /** The quickfix list's title: `Claude #3: fix the tests` (`Claude 2 #3: …` in a later session). */
  title: string;
  items: HunkItem[];
  files: Array<{ path: string; additions: number; deletions: number }>;
  cost_usd: number;
  context_pct: number | null;
  /** The scripting API's token, when it sent the prompt. */
  ask: string | null;
}

const PROMPT_WIDTH = 50;
const SNIPPET_WIDTH = 60;

function shorten(text: string, width: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > width ? `${line.slice(0, width - 1)}…` : line;
}

/** The first line a hunk adds (or, removing only, the first it removes), shortened. */
function snippet(h: TurnHunk): string {
  const added = h.after.find((l) => l.trim() !== '');
  if (added !== undefined) return shorten(added, SNIPPET_WIDTH);
  const removed = h.before.find((l) => l.trim() !== '');
  return removed !== undefined ? `removed: ${shorten(removed, SNIPPET_WIDTH - 9)}` : '';
}

export function turnReport(turn: Turn, session: string): TurnReport {
  const prompt = turn.prompt.text.trim() || turn.prompt.context?.label || '';
  const name = session === '1' ? 'Claude' : `Claude ${session}`;
  const hunks = turnHunks(turn);
  const items = hunks.map((h): HunkItem => {
    const known = h.before.length > 0 || h.after.length > 0;
    const file = turn.files.get(h.path)!;
    const counts = known ? `+${h.after.length} -${h.before.length}` : `+${file.additions} -${file.deletions}`;
    const text = known ? `${counts}  ${snippet(h)}`.trimEnd() : counts;
    return {
      filename: h.path,
      lnum: Math.max(h.newStart, 1),
      col: 1,
      text,
      user_data: {
        claude_session: session,
        turn: turn.n,
        path: h.path,
        start: h.newStart,
        before: h.before,
        after: h.after,
        above: h.above,
        below: h.below,
      },
    };
  });
  return {
    turn: turn.n,
    prompt,
    title: `${name} #${turn.n}: ${shorten(prompt, PROMPT_WIDTH)}`,
    items,
    files: [...turn.files.values()].map((f) => ({ path: f.path, ...fileCounts(f, hunks) })),
    cost_usd: turn.costUsd,
    context_pct: turn.contextShare,
    ask: turn.ask,
  };
}
