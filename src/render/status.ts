// The session's status, and the ways it is shown: the chat window's winbar, the one word lists give it, and
// the short text for statusline plugins (require('claude').status()), which sums several sessions up.
// The texts are formatted here (the cost too), but not all of what a winbar shows: lua/claude/transcript/
// winbar.lua cuts the winbar text at its ' · ' to put the other sessions' context shares and marks in and to fit
// it to its window, and sums the sessions' shares for status(). Pure.
import { modelName } from '../session/model/settings';
import { formatTokens } from '../session/model/meter';
import { ASK_TOOL } from '../session/approvals/questions';
import type { Session } from '../session/model/session';

export interface StatusInfo {
  /** The model id, as the CLI or the user named it (the winbar shows modelName() of it). */
  model: string | null;
  mode: string | null;
  costUsd: number;
  inputTokens: number;
  outputTokens: number;
  /** A turn runs (state `running`): a prompt's, or one the CLI started by itself. */
  busy: boolean;
  pendingApprovals: number;
  /** Of them, Claude's questions (AskUserQuestion), which are answered rather than approved. */
  pendingQuestions: number;
  changedFiles: number;
  queued: number;
  state: 'stopped' | 'starting' | 'ready' | 'running' | 'stopping';
  /** How full the context window is (0-100), null until the CLI said after a turn. */
  contextShare: number | null;
  /** The CLI is compacting the conversation. */
  compacting: boolean;
  /** A plan limit near or reached, as the winbar marks it (`5h 92%`, `5h limit`); null while none is. */
  limit?: string | null;
  /** How many tasks run in the background (shells, monitors, workflows, agents: :ClaudeTasks lists them). */
  background?: number;
  /** The directory the session's CLI runs in (Neovim's may differ after :cd): @path completion and
   *  selections are relative to it. */
  cwd: string | null;
  /** The editor's name for the session (1, 2, ...). */
  id: string;
  /** Its name: the one the user gave it, else its first prompt; null before either. */
  title: string | null;
  /** The CLI's session id, once it reported one. */
  sessionId: string | null;
  /** The git branch checked out in its directory when it started. */
  branch: string | null;
  /** When it started, in ms since the epoch. */
  startedAt: number;
  /** A turn ended while no window showed the transcript, and none has shown it since (host/frames/viewSync.ts). */
  unseen: boolean;
  /** What it is doing, in the one word lists give it (markOf). */
  mark: Mark;
  /** `costUsd` as the lists show it. */
  costText: string;
}

/** What a session is doing, as one word for lists (:ClaudeSessions, the statusline of several sessions). */
export type Mark = 'needs approval' | 'running' | 'finished unseen' | 'starting' | 'stopped' | 'ready';

/** What names a session in lists (StatusInfo's last fields). */
export type SessionAbout = Pick<StatusInfo, 'id' | 'title' | 'sessionId' | 'branch' | 'startedAt'>;

/** The supervisor's phases as the status names them. */
const STATE_OF_PHASE = {
  stopped: 'stopped',
  starting: 'starting',
  idle: 'ready',
  turn: 'running',
  stopping: 'stopping',
} as const;

/** `unseen`: a turn ended while no window showed the transcript, and none has since (the view sync knows). */
export function statusInfo(
  session: Session,
  phase: keyof typeof STATE_OF_PHASE,
  queued: number,
  about: SessionAbout,
  unseen = false,
): StatusInfo {
  const state = STATE_OF_PHASE[phase];
  const pendingApprovals = session.pendingApprovals.length;
  return {
    ...about,
    model: session.info.model,
    mode: session.info.permissionMode,
    costUsd: session.costUsd,
    inputTokens: session.usage.inputTokens,
    outputTokens: session.usage.outputTokens,
    busy: phase === 'turn',
    pendingApprovals,
    pendingQuestions: session.pendingApprovals.filter((a) => a.toolName === ASK_TOOL).length,
    changedFiles: session.changedFiles.size,
    queued,
    state,
    contextShare: session.contextShare,
    compacting: session.compacting,
    limit: session.limitMark,
    background: session.backgroundRunning,
    cwd: session.info.cwd,
    unseen,
    mark: markOf(state, pendingApprovals, unseen),
    costText: costText(session.costUsd),
  };
}

/** What the session is doing, as one word: what needs the user first. The state is the supervisor's (a turn
 *  the CLI started by itself is `running` too). */
function markOf(state: StatusInfo['state'], pendingApprovals: number, unseen: boolean): Mark {
  if (pendingApprovals > 0) return 'needs approval';
  if (state === 'running') return 'running';
  if (unseen) return 'finished unseen';
  switch (state) {
    case 'starting':
      return 'starting';
    case 'stopping':
    case 'stopped':
      return 'stopped';
    case 'ready':
      return 'ready'; // the winbar's word too
  }
}

export { formatTokens };

/** What the session is doing, most important first: what waits for the user outranks a running turn. Short:
 *  with the cost after it, it fits the narrowest chat column (32 at 80x24). A question is answered, the
 *  rest (tool uses, a plan) approved. */
function stateText(s: StatusInfo): string {
  const questions = s.pendingQuestions;
  const approvals = s.pendingApprovals - questions;
  if (approvals && questions) return `${approvals} to approve, ${questions} to answer`;
  if (approvals) return `${approvals} to approve`;
  if (questions) return `${questions} to answer`;
  if (s.compacting) return 'compacting…';
  return s.state === 'running' ? 'running…' : s.state;
}

/** Cents matter while a session is cheap; past a dollar they are noise. */
function costText(usd: number): string {
  return `$${usd.toFixed(usd >= 1 ? 2 : 4)}`;
}

/** Winbar text; `%` is escaped because the winbar is a statusline format string. */
export function winbarText(s: StatusInfo): string {
  const esc = (t: string) => t.replace(/%/g, '%%');
  // Most telling first, since a narrow window shows only the start (32 columns at 80x24): what the session
  // does, a permission mode other than the default (edits accepted without asking), a plan limit near, the cost, the
  // context's share once a turn has said it, the files changed; the token counts last.
  const parts = [
    s.id === '1' ? 'Claude' : `Claude ${s.id}`,
    stateText(s) + (s.queued ? `, ${s.queued} queued` : ''),
    ...(s.mode && s.mode !== 'default' ? [s.mode] : []),
    // A plan limit near its end: the user may want to stop before Claude is cut off.
    ...(s.limit ? [`⚠ ${s.limit}`] : []),
    // What still runs once the turn is over (or goes on beside it).
    ...(s.background ? [`${s.background} in background`] : []),
    costText(s.costUsd),
    ...(s.contextShare !== null ? [`${s.contextShare}% ctx`] : []),
    ...(s.changedFiles ? [`${s.changedFiles} changed`] : []),
    `${formatTokens(s.inputTokens)} in / ${formatTokens(s.outputTokens)} out`,
  ];
  // The model name last. The editor shows as many whole parts as its window has room for (from the end,
  // the model first: lua/claude/transcript/winbar.lua); a window narrower than the first two cuts their end (`%<`).
  return esc([...parts, ...(s.model ? [modelName(s.model)] : [])].join(' · ')) + '%<';
}

/** The short form for statuslines: what needs the user, then the cost. Plain text (the caller escapes). `Claude:`
 *  with a colon: `Claude 1 to approve` would read as session 1's status. */
export function statusLine(s: StatusInfo): string {
  const state = s.pendingApprovals ? stateText(s) : s.state === 'running' ? 'running' : '';
  const share = s.contextShare !== null ? `${s.contextShare}% ctx` : '';
  return `Claude: ${[state, costText(s.costUsd), share].filter(Boolean).join(' ')}`;
}

/** The marks the statusline of several sessions names sessions by, in its order. */
const COUNTED: readonly Mark[] = ['running', 'needs approval', 'finished unseen'];

/** Sessions `ids` with `mark`, named as their winbars name them: `session 2 needs approval`, `sessions 1, 4
 *  running`. Named, not counted: `1 needs approval` beside `Claude` read as session 1 while session 2 waited. */
function named(ids: readonly string[], mark: Mark): string {
  const verb = ids.length > 1 && mark === 'needs approval' ? 'need approval' : mark;
  return `${ids.length === 1 ? 'session' : 'sessions'} ${ids.join(', ')} ${verb}`;
}

/** The statusline text of all the live sessions (require('claude').status()): one session's own (statusLine);
 *  several summed up: which run, need approval and finished unseen (else how many there are), then the cost of
 *  all of them; '' for none. */
export function sessionsLine(all: readonly StatusInfo[]): string {
  if (all.length <= 1) return all.length ? statusLine(all[0]) : '';
  const parts = COUNTED.map((mark) => [all.filter((s) => s.mark === mark).map((s) => s.id), mark] as const)
    .filter(([ids]) => ids.length > 0)
    .map(([ids, mark]) => named(ids, mark));
  const total = all.reduce((sum, s) => sum + s.costUsd, 0);
  return `Claude: ${parts.length ? parts.join(' · ') : `${all.length} sessions`} ${costText(total)}`;
}
