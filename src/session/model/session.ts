// The session model: consumes CLI messages and holds what the views render. Pure: no I/O.
// A facade over its parts (transcript, settings, turns, tool calls, approvals, replies, checklist, meter), which
// it holds and reads as a SessionState (./sessionState.ts): what the CLI says goes through the message handlers
// (./handlers.ts), what the user does through the methods here; every change bumps the version of the entry it
// changed and tells the listeners once it is done.
import type { Loose } from '../../cli/protocol/wire';
import type { PermissionPrompt, SDKMessage } from '../../cli/protocol/inbound';
import { HANDLERS, SILENT_TYPES, endTurnParts, handlerFor, ignore } from './handlers';
import { settleElicitation } from '../tools/mcp';
import { displayPath } from '../tools/tools';
import type { Turn } from '../history/turns';
import type { DrawnFile, Entry, PendingApproval, SelectionContext, UserEntry } from './types';
import { SessionState } from './sessionState';

export type { Listener } from './entryLog';
export type { Notification } from './handlers';

export class Session extends SessionState {
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
  markUnsent(entry: UserEntry): void {
    this.parts.turns.unsent(entry);
    this.log.emit();
  }

  /** The host is sending an interrupt for the running turn. */
  markInterrupting(): void {
    this.parts.turns.interrupt();
  }

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
    const text =
      `${shown} has unsaved changes; Claude's edit is on disk. Your buffer was not reloaded.\n` +
      `Writing it (:w asks first) replaces Claude's edit with your text.`;
    // Right under the edit it is about: the reply may have gone on before the editor said it kept the buffer.
    const edit = [...this.log.entries]
      .reverse()
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

  /** A recorded conversation was replayed into this (new) session (session/history/record.ts): its edits are not this
   *  session's changes, and the record does not say who allowed a past call (no "auto-allowed" mark rather
   *  than a wrong one); `title`: the name it was recorded under, unless the session has one. */
  replayed(title: string | null): void {
    this.parts.turns.changedFiles.clear();
    const unmark = (entries: readonly Entry[]): void => {
      for (const e of entries)
        if (e.kind === 'tool') {
          e.asked = true;
          unmark(e.children);
        }
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
