// What a session holds, as the views and the host read it: its entries, settings, turns, approvals, what
// runs in the background, the meter; and what it hands out once (notifications, hooks' events). The parts are
// made here; what changes them is ./session.ts, which builds on this class. Pure: no I/O.
import { Approvals } from '../approvals/approvals';
import { Background, type BackgroundTask } from '../messages/background';
import { Calls } from '../messages/calls';
import { Checklist } from '../messages/checklist';
import { EntryLog, type Listener } from './entryLog';
import type { Notification, Parts } from './handlers';
import type { HookEvent } from '../messages/hooks';
import { Meter } from './meter';
import { Limits } from '../messages/rateLimit';
import { Replies } from '../messages/replies';
import { Settings } from './settings';
import type { TaskItem } from '../messages/tasks';
import { TurnLog } from '../history/turnLog';
import type { Turn } from '../history/turns';
import type { ChangedFile, Entry, PendingApproval, SessionInfo, ToolEntry, Usage, UserEntry } from './types';

/** The command of a shell's call (a Bash call's input), for the list of what runs in the background. */
const shellCommand = (tool: ToolEntry | undefined) =>
  tool && typeof tool.input.command === 'string' ? tool.input.command : '';

/** How much of the first prompt names a session that has no name. */
const TITLE_CHARS = 80;

export class SessionState {
  protected readonly parts: Parts;
  protected readonly log = new EntryLog();

  /** `mode`: the permission mode the CLI was started in, so that the first change of it is announced.
   *  `cliDir`: the CLI's own directory (its config dir): what it writes there is no change of the project. */
  constructor(cwd: string | null = null, mode: string | null = null, cliDir: string | null = null) {
    const log = this.log;
    const settings = new Settings(log, cwd, mode);
    const meter = new Meter(log);
    const turns = new TurnLog(log, meter, cliDir);
    const calls = new Calls(
      log,
      () => settings.info.cwd,
      (tool) => turns.ranUntracked(tool),
    );
    this.parts = {
      log,
      settings,
      meter,
      turns,
      calls,
      approvals: new Approvals(log, calls),
      replies: new Replies(log, calls),
      checklist: new Checklist(log),
      notifications: [],
      hooks: [],
      ignored: new Map(),
      limits: new Limits(log),
      completedElicitations: [],
      background: new Background((id) => shellCommand(calls.get(id))),
    };
  }

  // ---- what it holds -------------------------------------------------------------------------------

  get entries(): readonly Entry[] {
    return this.log.entries;
  }
  get toolEntries(): ToolEntry[] {
    return this.log.toolEntries;
  }
  get info(): Readonly<SessionInfo> {
    return this.parts.settings.info;
  }
  /** Every prompt sent, with what its turn changed, oldest first. */
  get turns(): readonly Turn[] {
    return this.parts.turns.turns;
  }
  get changedFiles(): ReadonlyMap<string, ChangedFile> {
    return this.parts.turns.changedFiles;
  }
  /** Every file a rewind restored, in order (a view reloads the buffers of those it has not seen). */
  get restored(): readonly string[] {
    return this.parts.turns.restored;
  }
  /** A turn runs (a prompt's or one the CLI started), as its messages say: the supervisor's phase follows it. */
  get busy(): boolean {
    return this.parts.turns.busy;
  }
  get pendingApprovals(): PendingApproval[] {
    return this.parts.approvals.pending;
  }
  /** Claude's task list as its task tools left it (`:ClaudeTodos`). */
  get tasks(): readonly TaskItem[] {
    return this.parts.checklist.tasks;
  }
  /** What went to the background (:ClaudeTasks), and how many of those still run (the winbar counts them). */
  get background(): readonly BackgroundTask[] {
    return this.parts.background.tasks;
  }
  get backgroundRunning(): number {
    return this.parts.background.running;
  }
  /** Cumulative for the session, as the CLI reports it. */
  get costUsd(): number {
    return this.parts.meter.costUsd;
  }
  get usage(): Readonly<Usage> {
    return this.parts.meter.usage;
  }
  /** How full the context window is (0-100), after the last turn; null: unknown. */
  get contextShare(): number | null {
    return this.parts.meter.contextShare;
  }
  /** The winbar's mark of a plan limit near or reached (`5h 92%`), null while none is. */
  get limitMark(): string | null {
    return this.parts.limits.mark;
  }
  /** The CLI is compacting the conversation. */
  get compacting(): boolean {
    return this.parts.meter.compacting;
  }
  /** How many text or thinking blocks have had their first words, and how many deltas came
   *  (host/frames/firstWords.ts). */
  get textStarts(): number {
    return this.parts.replies.textStarts;
  }
  get textDeltas(): number {
    return this.parts.replies.textDeltas;
  }
  /** Messages of a type this model does not know, counted and left out. */
  get ignored(): ReadonlyMap<string, number> {
    return this.parts.ignored;
  }
  /** What the CLI asked to show as a notification (vim.notify), until takeNotifications(). */
  get notifications(): readonly Notification[] {
    return this.parts.notifications;
  }

  /** What names the session: the name it was given, else its first prompt (or that prompt's selection). */
  get title(): string | null {
    if (this.info.title) return this.info.title;
    const first = this.log.entries.find((e): e is UserEntry => e.kind === 'user');
    const prompt = first ? first.text.trim() || first.context?.label || '' : '';
    return prompt ? prompt.replace(/\s+/g, ' ').slice(0, TITLE_CHARS) : null;
  }

  /** The prompt whose entry has key `key`, the CLI's uuid of the last message of its reply so far (where a
   *  fork at it resumes) and whether it is the last prompt; null when `key` is no prompt's. */
  replyTo(key: number | null): { prompt: UserEntry; lastUuid: string | undefined; last: boolean } | null {
    const entries = this.log.entries;
    const at = key === null ? -1 : entries.findIndex((e) => e.key === key);
    const prompt = entries[at];
    if (prompt?.kind !== 'user') return null;
    const next = entries.findIndex((e, i) => i > at && e.kind === 'user');
    let lastUuid: string | undefined;
    for (const e of entries.slice(at + 1, next === -1 ? undefined : next)) lastUuid = e.uuids?.at(-1) ?? lastUuid;
    return { prompt, lastUuid, last: next === -1 };
  }

  onChange(listener: Listener): () => void {
    return this.log.onChange(listener);
  }

  /** The notifications the CLI asked for since the last call, each handed out once. */
  takeNotifications(): Notification[] {
    return this.parts.notifications.splice(0);
  }

  /** The hooks' events since the last call (`User ClaudeHook`), each handed out once. */
  takeHooks(): HookEvent[] {
    return this.parts.hooks.splice(0);
  }
  /** The MCP elicitations their server completed while they waited (handed out once): the CLI still waits for
   *  their answer. */
  takeCompletedElicitations(): PendingApproval[] {
    return this.parts.completedElicitations.splice(0);
  }
}
