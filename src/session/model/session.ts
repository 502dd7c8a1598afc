// The session model: consumes CLI messages and holds what the views render. Pure: no I/O.
// A facade over its parts (transcript, settings, turns, tool calls, approvals, replies, checklist, meter):
// what the CLI says goes through the message handlers (handlers.ts), what the user does through the methods
// here; every change bumps the version of the entry it changed and tells the listeners once it is done.
import type { Loose } from '../../cli/protocol/wire';
import type { PermissionPrompt, SDKMessage } from '../../cli/protocol/inbound';
import { Approvals } from '../approvals/approvals';
import { Background, type BackgroundTask } from '../messages/background';
import { Calls } from '../messages/calls';
import { Checklist } from '../messages/checklist';
import { EntryLog, type Listener } from './entryLog';
import { HANDLERS, SILENT_TYPES, endTurnParts, handlerFor, ignore, type Notification, type Parts } from './handlers';
import type { HookEvent } from '../messages/hooks';
import { settleElicitation } from '../tools/mcp';
import { Meter } from './meter';
import { Limits } from '../messages/rateLimit';
import { Replies } from '../messages/replies';
import { Settings } from './settings';
import type { TaskItem } from '../messages/tasks';
import { displayPath } from '../tools/tools';
import { TurnLog } from '../history/turnLog';
import type { Turn } from '../history/turns';
import type {
  ChangedFile, DrawnFile, Entry, PendingApproval, SelectionContext, SessionInfo, ToolEntry, Usage, UserEntry,
} from './types';

export type { Listener } from './entryLog';
export type { Notification } from './handlers';

/** The command of a shell's call (a Bash call's input), for the list of what runs in the background. */
const shellCommand = (tool: ToolEntry | undefined) =>
  (tool && typeof tool.input.command === 'string' ? tool.input.command : '');

/** How much of the first prompt names a session that has no name. */
const TITLE_CHARS = 80;

export class Session {
  private readonly parts: Parts;
  private readonly log = new EntryLog();

  /** `mode`: the permission mode the CLI was started in, so that the first change of it is announced.
   *  `cliDir`: the CLI's own directory (its config dir): what it writes there is no change of the project. */
  constructor(cwd: string | null = null, mode: string | null = null, cliDir: string | null = null) {
    const log = this.log;
    const settings = new Settings(log, cwd, mode);
    const meter = new Meter(log);
    const turns = new TurnLog(log, meter, cliDir);
    const calls = new Calls(log, () => settings.info.cwd, (tool) => turns.ranUntracked(tool));
    this.parts = {
      log, settings, meter, turns, calls, approvals: new Approvals(log, calls), replies: new Replies(log, calls),
      checklist: new Checklist(log), notifications: [], hooks: [], ignored: new Map(), limits: new Limits(log),
      completedElicitations: [], background: new Background((id) => shellCommand(calls.get(id))),
    };
  }

  // ---- what it holds -------------------------------------------------------------------------------

  get entries(): readonly Entry[] { return this.log.entries; }
  get toolEntries(): ToolEntry[] { return this.log.toolEntries; }
  get info(): Readonly<SessionInfo> { return this.parts.settings.info; }
  /** Every prompt sent, with what its turn changed, oldest first. */
  get turns(): readonly Turn[] { return this.parts.turns.turns; }
  get changedFiles(): ReadonlyMap<string, ChangedFile> { return this.parts.turns.changedFiles; }
  /** Every file a rewind restored, in order (a view reloads the buffers of those it has not seen). */
  get restored(): readonly string[] { return this.parts.turns.restored; }
  /** A turn runs (a prompt's or one the CLI started), as its messages say: the supervisor's phase follows it. */
  get busy(): boolean { return this.parts.turns.busy; }
  get pendingApprovals(): PendingApproval[] { return this.parts.approvals.pending; }
  /** Claude's task list as its task tools left it (`:ClaudeTodos`). */
  get tasks(): readonly TaskItem[] { return this.parts.checklist.tasks; }
  /** What went to the background (:ClaudeTasks), and how many of those still run (the winbar counts them). */
  get background(): readonly BackgroundTask[] { return this.parts.background.tasks; }
  get backgroundRunning(): number { return this.parts.background.running; }
  /** Cumulative for the session, as the CLI reports it. */
  get costUsd(): number { return this.parts.meter.costUsd; }
  get usage(): Readonly<Usage> { return this.parts.meter.usage; }
  /** How full the context window is (0-100), after the last turn; null: unknown. */
  get contextShare(): number | null { return this.parts.meter.contextShare; }
  /** The winbar's mark of a plan limit near or reached (`5h 92%`), null while none is. */
  get limitMark(): string | null { return this.parts.limits.mark; }
  /** The CLI is compacting the conversation. */
  get compacting(): boolean { return this.parts.meter.compacting; }
  /** How many text or thinking blocks have had their first words, and how many deltas came (firstWords.ts). */
  get textStarts(): number { return this.parts.replies.textStarts; }
  get textDeltas(): number { return this.parts.replies.textDeltas; }
  /** Messages of a type this model does not know, counted and left out. */
  get ignored(): ReadonlyMap<string, number> { return this.parts.ignored; }
  /** What the CLI asked to show as a notification (vim.notify), until takeNotifications(). */
  get notifications(): readonly Notification[] { return this.parts.notifications; }

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

  onChange(listener: Listener): () => void { return this.log.onChange(listener); }

  /** The notifications the CLI asked for since the last call, each handed out once. */
  takeNotifications(): Notification[] { return this.parts.notifications.splice(0); }

  /** The hooks' events since the last call (`User ClaudeHook`), each handed out once. */
  takeHooks(): HookEvent[] { return this.parts.hooks.splice(0); }
  /** The MCP elicitations their server completed while they waited (handed out once): the CLI still waits for
   *  their answer. */
  takeCompletedElicitations(): PendingApproval[] { return this.parts.completedElicitations.splice(0); }

  // ---- what the user and the host do ---------------------------------------------------------------

  addNotice(text: string, tone: 'info' | 'warning' | 'error' = 'info'): void {
    this.log.notice(text, tone);
    this.log.emit();
  }

  /** A prompt the user typed. `queued` marks one waiting behind a running turn; the turn itself
   *  begins when it is really sent (markSent). */
  addUser(text: string, context: SelectionContext | null = null, queued = false, images: string[] = []): UserEntry {
    const entry = this.parts.turns.addUser(text, context, queued, images);
    this.log.emit();
    return entry;
  }

  /** The prompt went to the CLI (as `sentText`): a turn runs until its `result`. `ask`: the scripting API's
   *  token for the turn. */
  markSent(entry: UserEntry, sentText = entry.text, ask: string | null = null): void {
    this.parts.turns.sent(entry, sentText, ask);
    this.log.emit();
  }

  /** The prompt waits (behind a turn, or for a CLI that died): it shows "(queued)". */
  markQueued(entry: UserEntry): void {
    if (this.parts.turns.queued(entry)) this.log.emit();
  }

  /** The prompt was taken back before it was sent: it shows "(not sent)". */
  markUnsent(entry: UserEntry): void { this.parts.turns.unsent(entry); this.log.emit(); }

  /** The host is sending an interrupt for the running turn. */
  markInterrupting(): void { this.parts.turns.interrupt(); }

  /** The model in use, as the user set it (a notice says so) or the CLI reported it. */
  setModel(model: string | null, announce = false): void {
    this.parts.settings.setModel(model, announce);
    this.log.emit();
  }

  /** The slash commands the CLI offers, for completion in the prompt. */
  setSlashCommands(names: string[]): void {
    this.parts.settings.setSlashCommands(names);
    this.log.emit();
  }

  /** The permission mode in effect, from whoever changed it (a command, an approval, the CLI): every
   *  change after the first report shows as a notice; `confirm` (the user asked for it) shows one even
   *  when the mode was already in effect. */
  setPermissionMode(mode: string, confirm = false): void {
    if (this.parts.settings.setPermissionMode(mode, confirm)) this.log.emit();
  }

  /** The user named the session (the CLI is told apart). */
  setTitle(title: string): void {
    this.parts.settings.setTitle(title);
    this.log.emit();
  }

  /** What a turn report adds after its result (the context share) is known: it can be reported. */
  turnReady(turn: Turn | undefined): void {
    if (this.parts.turns.ready(turn)) this.log.emit();
  }

  /** The context's share in use, as the CLI said after a turn. */
  setContextShare(share: number | null): void {
    if (this.parts.meter.setContextShare(share)) this.log.emit();
  }

  /** Files a rewind put back on disk: their buffers reload with the next update; `text` says what happened. */
  filesRestored(files: string[], text: string): void {
    this.parts.turns.filesRestored(files);
    this.log.notice(text);
    this.log.emit();
  }

  /** Claude changed a file whose buffer has unsaved changes, left alone: a warning, and what saving it does. */
  addUnsavedConflict(file: string): void {
    const shown = displayPath(file, this.info.cwd);
    const text = `${shown} has unsaved changes; Claude's edit is on disk. Your buffer was not reloaded.\n`
      + `Writing it (:w asks first) replaces Claude's edit with your text.`;
    // Right under the edit it is about: the reply may have gone on before the editor said it kept the buffer.
    const edit = [...this.log.entries].reverse()
      .find((e) => e.kind === 'tool' && e.filePath === file && e.state === 'done');
    this.log.noticeAfter(edit, text, 'warning', file);
    this.log.emit();
  }

  /** What Neovim's diagnostics said after edit `toolUseId` (src/host/editor/afterEdit.ts): shown under the edit. */
  afterEdit(toolUseId: string, lines: string[]): void {
    const tool = this.parts.calls.get(toolUseId);
    if (!tool) return;
    tool.afterEdit = lines;
    this.log.touch(tool);
    this.log.emit();
  }

  /** A recorded conversation was replayed into this (new) session (history.ts): its edits are not this
   *  session's changes, and the record does not say who allowed a past call (no "auto-allowed" mark rather
   *  than a wrong one); `title`: the name it was recorded under, unless the session has one. */
  replayed(title: string | null): void {
    this.parts.turns.changedFiles.clear();
    const unmark = (entries: readonly Entry[]): void => {
      for (const e of entries) if (e.kind === 'tool') { e.asked = true; unmark(e.children); }
    };
    unmark(this.log.entries);
    this.parts.settings.setTitle(title, true);
    this.log.emit();
  }

  // ---- approvals -----------------------------------------------------------------------------------

  /** `file`: for a Write, the file it would replace as it is now (see PendingApproval). */
  addApproval(prompt: PermissionPrompt, file?: DrawnFile): PendingApproval {
    const approval = this.parts.approvals.add(prompt, file);
    this.log.emit();
    return approval;
  }

  /** The file a pending Write would replace changed since its approval was drawn: drawn again against `file`. */
  redrawApproval(requestId: string, file: DrawnFile): void {
    if (this.parts.approvals.redraw(requestId, file)) this.log.emit();
  }

  /** Whether the file a pending approval would change has unsaved changes in the editor. */
  setApprovalUnsaved(requestId: string, unsaved: boolean): void {
    if (this.parts.approvals.setUnsaved(requestId, unsaved)) this.log.emit();
  }

  /** The user picked option `n` (or typed an answer) for question `index` (0-based) of a pending
   *  AskUserQuestion: the transcript shows the pick at once. Returns why not, or null. */
  pickAnswer(requestId: string, index: number, n: number, typed: string | null): string | null {
    const why = this.parts.approvals.pick(requestId, index, n, typed);
    if (why === null) this.log.emit();
    return why;
  }

  /** The user allowed their own version of a proposal (reviewed in a diff). */
  markUserModified(toolUseId: string | undefined): void {
    if (this.parts.approvals.markUserModified(toolUseId)) this.log.emit();
  }

  /** The user answered, or the CLI withdrew the prompt (control_cancel_request). */
  resolveApproval(requestId: string): PendingApproval | undefined {
    const approval = this.parts.approvals.resolve(requestId);
    if (approval) this.log.emit();
    return approval;
  }

  // ---- what the CLI says ---------------------------------------------------------------------------

  consume(message: SDKMessage): void {
    const type: unknown = (message as { type?: unknown }).type;
    const handler = handlerFor(HANDLERS, type);
    if (!handler) {
      if (!SILENT_TYPES.has(type as string)) ignore(this.parts, String(type));
      return;
    }
    handler(this.parts, message as Loose);
    this.log.emit();
  }

  /** The elicitation was answered (`done`), declined or withdrawn: `outcome` stays on its line. */
  settleElicitation(requestId: string, outcome: string, done = true): void {
    if (settleElicitation(this.parts, requestId, outcome, done)) this.log.emit();
  }

  /** The CLI is gone: nothing is running and nothing can be approved any more. */
  endTurn(): void {
    const p = this.parts;
    p.turns.cliGone();
    p.approvals.dropAll();
    p.calls.cliGone();
    p.background.cliGone();
    endTurnParts(p);
    this.log.emit();
  }
}
