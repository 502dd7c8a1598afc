// What a session holds and what the user does to it: entries, changed files, approvals, cost, mode.
// Every change goes through a method here, which bumps the entry's version and tells the listeners
// (entryLog.ts), so a view never misses one. Pure: no I/O. (session.ts adds what the CLI says.)
import { nextProgress } from './agents';
import { EntryLog } from './entryLog';
import { modelName } from './model';
import type { TaskItem } from './tasks';
import { recordEdit, type Turn } from './turns';
import { displayPath, toolFilePath, toolSummary } from './tools';
import type {
  ChangedFile, NoticeEntry, SelectionContext, SessionInfo, TasksEntry, ToolEntry, Usage, UserEntry,
} from './types';

/** From this share of the context on, the transcript says once that the CLI will compact soon. */
const CONTEXT_WARNING = 90;

/** Tools that run a sub-agent: its messages carry the call's id as parent_tool_use_id. */
const AGENT_TOOLS = new Set(['Task', 'Agent']);

/** Tools whose changes to files the CLI's checkpoints do not keep (a command's, a sub-agent's). */
const UNTRACKED_TOOLS = new Set(['Bash', 'Task', 'Agent']);

/** What a permission mode means, for the notice that announces it. */
const MODE_MEANING: Record<string, string> = {
  default: ' (Claude asks before edits and commands)',
  acceptEdits: ' (file edits are accepted without asking)',
  plan: ' (Claude plans before it changes anything)',
  bypassPermissions: ' (every tool runs without asking)',
  dontAsk: ' (anything not allowed by a rule is denied)',
};

export class SessionState extends EntryLog {
  readonly changedFiles = new Map<string, ChangedFile>();
  readonly info: SessionInfo = { sessionId: null, model: null, permissionMode: null, slashCommands: [], cwd: null, cliVersion: null, capabilities: [], title: null };
  /** The CLI is compacting the conversation (system/status `compacting`). */
  compacting = false;
  /** What the CLI asked to show as a notification (vim.notify), until the controller takes it. */
  readonly notifications: Array<{ text: string; level: 'info' | 'warn' | 'error' }> = [];
  /** Cumulative for the session, as the CLI reports it: the latest value, never a sum. */
  costUsd = 0;
  /** Cumulative for the session: each result's usage (that turn's) added up. */
  usage: Usage = { inputTokens: 0, outputTokens: 0 };
  /** Claude's task list as its task tools left it (`:ClaudeTodos`). */
  tasks: TaskItem[] = [];
  private tasksEntry: TasksEntry | null = null;
  /** How full the context window is (0-100, against where the CLI compacts), after the last turn; null: unknown. */
  contextShare: number | null = null;
  private contextWarned = false;
  /** A turn runs (a prompt's or one the CLI started), as its messages say: the supervisor's phase follows it. */
  busy = false;
  /** The turn running is one the CLI started by itself: its `result` is not a prompt's sent meanwhile. */
  protected selfTurn = false;
  /** A turn's `result` came and no prompt was sent since: what Claude writes now, it writes by itself. */
  protected turnEnded = false;
  /** Every prompt sent, with what its turn changed, oldest first. */
  readonly turns: Turn[] = [];
  /** Every file a rewind restored, in order (a view reloads the buffers of those it has not seen). */
  readonly restored: string[] = [];
  /** The turn running (from its prompt being sent to its result). */
  protected turn: Turn | null = null;
  /** How many text or thinking blocks have had their first words: the view shows a block's first words at
   *  once, not a frame later. */
  textStarts = 0;
  /** How many text or thinking deltas have arrived: the host tells from them whether text is flowing. */
  textDeltas = 0;
  /** Ids of Claude's own (not sub-agents') messages so far. */
  private readonly messageIds = new Set<string>();
  /** The user asked to interrupt the running turn: its `result` says "Interrupted" (not the CLI's diagnostics). */
  protected interrupting = false;
  /** Messages of a type this model does not know, counted and left out. */
  readonly ignored = new Map<string, number>();

  protected readonly toolsById = new Map<string, ToolEntry>();
  /** Agent/Task calls by tool_use id, for the sub-agent messages and task_* reports that name them (kept
   *  across turns: a background agent goes on after its turn's result). */
  protected readonly agentTools = new Map<string, ToolEntry>();

  /** `mode`: the permission mode the CLI was started in, so that the first change of it is announced. */
  constructor(cwd: string | null = null, mode: string | null = null) {
    super();
    this.info.cwd = cwd;
    this.info.permissionMode = mode;
  }

  // ---- what the user does -------------------------------------------------------------------------

  /** A prompt the user typed. `queued` marks one waiting behind a running turn; the turn itself
   *  begins when it is really sent (markSent). */
  addUser(text: string, context: SelectionContext | null = null, queued = false): UserEntry {
    // Numbered as markSent will number its turn; a queued one only once it is sent (it moves then).
    const n = queued ? null : this.entries.filter((e) => e.kind === 'user' && !e.queued).length + 1;
    const entry = this.push<UserEntry>({ kind: 'user', text, context, queued, n });
    this.emit();
    return entry;
  }

  /** The prompt went to the CLI (as `sentText`): a turn runs until its `result`. `ask`: the scripting API's
   *  token for the turn. */
  markSent(entry: UserEntry, sentText = entry.text, ask: string | null = null): void {
    // A prompt that waited goes where it is sent: under the reply of the turn it waited behind.
    const at = entry.queued ? this.entries.indexOf(entry) : -1;
    if (at !== -1 && at < this.entries.length - 1) this.entries.push(...this.entries.splice(at, 1));
    entry.queued = false;
    this.touch(entry);
    this.finishTurn(true);
    const n = this.entries.filter((e) => e.kind === 'user' && !e.queued).length;
    entry.n = n;
    this.turn = {
      n, prompt: entry, sentText, uuid: null, ask, files: new Map(), done: false, ready: false, costUsd: this.costUsd,
      contextShare: null, untracked: [],
    };
    this.turns.push(this.turn);
    this.busy = true;
    this.turnEnded = false;
    this.interrupting = false;
    this.emit();
  }

  /** The prompt waits (behind a turn, or for a CLI that died): it shows "(queued)". */
  markQueued(entry: UserEntry): void {
    if (entry.queued) return;
    entry.queued = true;
    entry.n = null; // numbered again when it is sent
    this.touch(entry);
    this.emit();
  }

  /** The host is sending an interrupt for the running turn. */
  markInterrupting(): void {
    if (this.busy) this.interrupting = true;
  }

  /** The model in use, as the user set it (a notice says so) or the CLI reported it. */
  setModel(model: string | null, announce = false): void {
    if (model) this.info.model = model;
    if (announce) this.push<NoticeEntry>({ kind: 'notice', text: `Model set to ${model ? modelName(model) : 'default'}`, tone: 'info' });
    this.emit();
  }

  /** The slash commands the CLI offers, for completion in the prompt. */
  setSlashCommands(names: string[]): void {
    this.info.slashCommands = names;
    this.emit();
  }

  /** The permission mode in effect, from whoever changed it (a command, an approval, the CLI): every
   *  change after the first report shows as a notice; `confirm` (the user asked for it) shows one even
   *  when the mode was already in effect. */
  setPermissionMode(mode: string, confirm = false): void {
    const before = this.info.permissionMode;
    if (mode === before && !confirm) return;
    this.info.permissionMode = mode;
    if (before !== null || confirm) this.push<NoticeEntry>({ kind: 'notice', text: `Permission mode: ${mode}${MODE_MEANING[mode] ?? ''}`, tone: 'info' });
    this.emit();
  }

  /** The running turn ended (its result came, or the CLI is gone). `ready`: nothing more is waited for
   *  before reporting it. */
  protected finishTurn(ready: boolean): void {
    const turn = this.turn;
    if (!turn) return;
    turn.done = true;
    turn.costUsd = this.costUsd;
    turn.contextShare = this.contextShare;
    if (ready) turn.ready = true;
    this.turn = null;
  }

  /** What a turn report adds after its result (the context share) is known: it can be reported. */
  turnReady(turn: Turn | undefined): void {
    if (!turn || turn.ready) return;
    turn.contextShare = this.contextShare;
    turn.ready = true;
    this.emit();
  }

  /** The CLI echoed prompt `text` (--replay-user-messages): its uuid is the prompt's file checkpoint. */
  protected promptEchoed(text: string, uuid: string): void {
    // Only the prompt sent as exactly this text: a wrong checkpoint would rewind to the wrong place, and a
    // prompt without one says so.
    const turn = this.turns.find((t) => t.uuid === null && t.sentText === text);
    if (turn) turn.uuid = uuid;
  }

  /** Files a rewind put back on disk: their buffers reload with the next update; `text` says what happened. */
  filesRestored(files: string[], text: string): void {
    this.restored.push(...files);
    this.push<NoticeEntry>({ kind: 'notice', text, tone: 'info' });
    this.emit();
  }

  /** The turn a change belongs to: the running one, else (a background agent's) the last. */
  private get changingTurn(): Turn | undefined { return this.turn ?? this.turns.at(-1); }

  /** A tool ran that can change files without reporting them (Bash): a rewind cannot undo what it did. */
  protected ranUntracked(tool: ToolEntry): void {
    const turn = this.changingTurn;
    if (turn && !turn.untracked.includes(tool.name)) turn.untracked.push(tool.name);
  }

  /** A successful edit of `tool`: its file joins the changed files, with its +/- counts. */
  protected recordChange(tool: ToolEntry, result: unknown): void {
    recordEdit(this.changedFiles, this.changingTurn, tool, result);
  }

  /** Claude's task list changed: this turn's checklist shows it (the first change of a turn adds one). */
  protected setTasks(list: TaskItem[]): void {
    this.tasks = list;
    if (this.tasksEntry) {
      this.tasksEntry.items = list;
      this.touch(this.tasksEntry);
    } else {
      this.tasksEntry = this.push<TasksEntry>({ kind: 'tasks', items: list });
    }
  }

  /** The turn ended: its checklist stays as it was; the next change starts a new one. */
  protected endChecklist(): void {
    this.tasksEntry = null;
  }

  /** Claude changed a file whose buffer has unsaved changes, left alone: a warning, and what saving it does. */
  addUnsavedConflict(file: string): void {
    const shown = displayPath(file, this.info.cwd);
    const text = `${shown} has unsaved changes; Claude's edit is on disk. Your buffer was not reloaded.\n`
      + `Writing it (:w asks first) replaces Claude's edit with your text.`;
    this.push<NoticeEntry>({ kind: 'notice', text, tone: 'warning', unsavedFile: file });
    this.emit();
  }

  // ---- for the message handlers --------------------------------------------------------------------

  /** A call a sub-agent made that still runs in the background: the main turn's end does not end it. */
  protected inRunningAgent(tool: ToolEntry): boolean {
    return this.parentOf.get(tool)?.agent?.state === 'running';
  }

  /** A task_* message about an Agent/Task call: its progress line; once its sub-agent ended, the calls it left
   *  running are over too. */
  protected onTask(m: Record<string, any>): void {
    const tool = typeof m.tool_use_id === 'string' ? this.agentTools.get(m.tool_use_id) : [...this.agentTools.values()].find((t) => t.agent?.taskId === m.task_id);
    if (!tool) return;
    const next = nextProgress(tool.agent, m);
    if (!next) return;
    tool.agent = next;
    this.touch(tool);
    if (next.state === 'running') return;
    for (const child of tool.children) {
      if (child.kind !== 'tool' || child.state !== 'running' || child.approval) continue;
      this.giveUp(child, 'no result');
      this.toolsById.delete(child.id);
    }
  }

  /** Claude writes while no turn of the user's runs: the CLI started one by itself (an agent it ran in the
   *  background reported back, a wakeup it scheduled). Said, so that the reply does not seem to answer
   *  the last prompt; the turn runs until its result. */
  protected selfStarted(messageId: unknown): void {
    // A message seen before (a straggler of an ended turn) starts nothing.
    const known = typeof messageId !== 'string' || this.messageIds.has(messageId);
    if (typeof messageId === 'string') this.messageIds.add(messageId);
    if (known || !this.turnEnded) return;
    this.turnEnded = false;
    this.busy = this.selfTurn = true;
    this.push<NoticeEntry>({ kind: 'notice', text: 'Claude goes on by itself (a task it started in the background reported back)', tone: 'info' });
  }

  /** A call whose result will not come any more (its turn, its agent or its CLI ended): failed, `why` as its
   *  result unless it had one. */
  protected giveUp(tool: ToolEntry, why: string): void {
    tool.state = 'error';
    tool.result = tool.result ?? why;
    this.touch(tool);
  }

  /** The context's share in use, as the CLI said after a turn. */
  setContextShare(share: number | null): void {
    if (share === this.contextShare) return;
    this.contextShare = share;
    if (share !== null && share >= CONTEXT_WARNING && !this.contextWarned) {
      this.contextWarned = true;
      this.push<NoticeEntry>({ kind: 'notice', text: `Context ${share}% full: the CLI compacts the conversation soon (/compact does it now)`, tone: 'info' });
    }
    this.emit();
  }

  /** `parent`: the Agent/Task call whose sub-agent made this call. */
  protected registerTool(id: string, name: string, input: Record<string, unknown>, parent: ToolEntry | null = null): ToolEntry {
    const tool = this.push<ToolEntry>({
      kind: 'tool', id, name, input, summary: toolSummary(name, input, this.info.cwd),
      filePath: toolFilePath(input), state: 'running', result: null, approval: null, asked: false, userModified: false, applied: null,
      children: [], agent: null,
    }, parent);
    this.toolsById.set(id, tool);
    if (AGENT_TOOLS.has(name)) this.agentTools.set(id, tool);
    if (UNTRACKED_TOOLS.has(name)) this.ranUntracked(tool);
    return tool;
  }

  /** The Agent/Task call a message with this parent_tool_use_id belongs to ('' or unknown: none). */
  protected parentFor(agent: string): ToolEntry | null {
    return agent ? this.agentTools.get(agent) ?? null : null;
  }
}
