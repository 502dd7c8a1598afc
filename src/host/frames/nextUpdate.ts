// What one frame sends: nextUpdate() compares what the view shows with what the session holds and renders
// the difference. Not pure: it renders through the session's TranscriptRenderer, whose caches and line map
// follow each update it makes (it resets them when the view's region is unknown); nothing else is touched.
import { QUICKFIX_TITLE, quickfixItems } from '../../render/quickfix';
import { sessionsLine, statusInfo, winbarText, type SessionAbout, type StatusInfo } from '../../render/status';
import type { TranscriptRenderer } from '../../render/transcript/transcript';
import { turnReport } from '../../render/turns';
import { checklistLines, checklistTitle } from '../../render/transcript/tasks';
import type { Session } from '../../session/model/session';
import type { Phase } from '../supervisor/supervisor';
import { approvalSpans } from './approvalSpans';
import type { ViewUpdate } from '../view';

/** What the view shows, as far as the sync knows. */
export interface Shown {
  /** The view's region holds exactly the renderer's last render (false: the next patch rewrites all of it). */
  known: boolean;
  status: string;
  quickfix: string;
  approvals: string;
  /** Edits per changed file already sent (the buffers of those files were reloaded for them). */
  edits: ReadonlyMap<string, number>;
  /** How many of the session's turns were reported (each once, when done). */
  turns: number;
  /** How many of the files rewinds restored were sent (their buffers reloaded). */
  restored: number;
  /** The task list as last sent. */
  tasks: string;
}

export const NOTHING_SHOWN: Shown = {
  known: false,
  status: '',
  quickfix: '',
  approvals: '',
  edits: new Map(),
  turns: 0,
  restored: 0,
  tasks: '',
};

export interface SyncSource {
  session: Session;
  phase: Phase;
  queued: number;
  about: SessionAbout;
  /** The other live sessions' statuses: the statusline sums them up with this one's. */
  others: readonly StatusInfo[];
}

/** The update that brings the view from `shown` to `source`, and what the view then shows; null when
 *  nothing changed. Renders through `renderer`, which it resets when the view's region is unknown.
 *  `hidden`: no window shows the transcript, whose lines (and the approvals' places in them) wait until one
 *  does; the status, the quickfix list and the edited files still go. `unseen`: a turn ended while no window
 *  showed the transcript, and none has since (the status's mark says so). */
export function nextUpdate(
  shown: Shown,
  source: SyncSource,
  renderer: TranscriptRenderer,
  cwd: string | null,
  hidden = false,
  unseen = false,
): { update: ViewUpdate | null; shown: Shown } {
  const { session } = source;
  const update: ViewUpdate = {};
  if (hidden && shown.known) {
    // Nothing to render.
  } else if (!shown.known) {
    renderer.reset();
    const all = renderer.update(session.entries);
    update.patch = { ...(all ?? { start: 0, lines: [], highlights: [], folds: [], prompts: [] }), start: 0, end: null };
  } else {
    const patch = renderer.update(session.entries);
    if (patch) update.patch = patch;
  }
  const info = statusInfo(session, source.phase, source.queued, source.about, unseen);
  // The statusline names every session: another one's change changes it too (sent with this one's next frame).
  const line = sessionsLine([info, ...source.others]);
  const status = JSON.stringify([info, line]);
  if (status !== shown.status) update.status = { info, winbar: winbarText(info), line };
  const items = quickfixItems(session.changedFiles.values());
  // Each session's list is its own: its title names the session.
  const title = source.about.title ? `${QUICKFIX_TITLE} · ${source.about.title}` : QUICKFIX_TITLE;
  const quickfix = JSON.stringify([title, items]);
  if (quickfix !== shown.quickfix) update.quickfix = { title, items };
  let approvals = shown.approvals;
  if (!(hidden && shown.known)) {
    const spans = approvalSpans(session, renderer, cwd);
    approvals = JSON.stringify(spans);
    if (approvals !== shown.approvals) update.approvals = spans;
  }
  const edits = new Map(shown.edits);
  const edited: string[] = [];
  for (const [file, change] of session.changedFiles) {
    if ((shown.edits.get(file) ?? 0) < change.edits) edited.push(file);
    edits.set(file, change.edits);
  }
  for (const file of session.restored.slice(shown.restored)) if (!edited.includes(file)) edited.push(file);
  if (edited.length) update.edited = edited;
  let turns = shown.turns;
  const reports = [];
  while (turns < session.turns.length && session.turns[turns].ready) {
    reports.push(turnReport(session.turns[turns++], source.about.id));
  }
  if (reports.length) update.turns = reports;
  // The first frame sends it even when empty: the pinned panel then says "no tasks" rather than guess.
  const tasks = JSON.stringify(session.tasks);
  if (tasks !== shown.tasks) {
    update.tasks = { title: checklistTitle(session.tasks), lines: checklistLines(session.tasks) };
  }
  const next: Shown = {
    known: true,
    status,
    quickfix,
    approvals,
    edits,
    turns,
    restored: session.restored.length,
    tasks,
  };
  return { update: Object.keys(update).length ? update : null, shown: next };
}
