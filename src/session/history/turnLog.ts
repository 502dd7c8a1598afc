// The session's turns: the prompts the user typed, whether a turn runs (a prompt's, or one the CLI started
// by itself) and what each turn changed. Pure: no I/O; the session tells the listeners.
import path from 'node:path';
import type { EntryLog } from '../model/entryLog';
import type { Meter } from '../model/meter';
import { editedFile, recordEdit, type Turn } from './turns';
import type { ChangedFile, SelectionContext, ToolEntry, UserEntry } from '../model/types';

/** Whether `file` is `dir` or under it. */
function within(file: string, dir: string): boolean {
  const rel = path.relative(path.resolve(dir), path.resolve(file));
  return file !== '' && (rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel)));
}

export class TurnLog {
  /** Every prompt sent, with what its turn changed, oldest first. */
  readonly turns: Turn[] = [];
  /** Every file Claude changed in this session, with its +/- counts. */
  readonly changedFiles = new Map<string, ChangedFile>();
  /** Every file a rewind restored, in order (a view reloads the buffers of those it has not seen). */
  readonly restored: string[] = [];
  /** A turn runs (a prompt's or one the CLI started), as its messages say: the supervisor's phase follows it. */
  private running = false;
  /** The turn running (from its prompt being sent to its result). */
  private current: Turn | null = null;
  /** The turn running is one the CLI started by itself: its `result` is not a prompt's sent meanwhile. */
  private selfTurn = false;
  /** A turn's `result` came and no prompt was sent since: what Claude writes now, it writes by itself. */
  private ended = false;
  /** The user asked to interrupt the running turn: its `result` says "Interrupted" (not the CLI's diagnostics). */
  private interrupting = false;
  /** Ids of Claude's own (not sub-agents') messages so far. */
  private readonly messageIds = new Set<string>();

  /** `cliDir`: the CLI's own directory, whose files (its plans, settings) are its bookkeeping. */
  constructor(
    private readonly log: EntryLog,
    private readonly meter: Meter,
    private readonly cliDir: string | null = null,
  ) {}

  get busy(): boolean {
    return this.running;
  }

  /** A prompt the user typed. `queued` marks one waiting behind a running turn; the turn itself
   *  begins when it is really sent (sent). */
  addUser(text: string, context: SelectionContext | null, queued: boolean, images: string[] = []): UserEntry {
    // Numbered as sent() will number its turn; a queued one only once it is sent (it moves then).
    const n = queued ? null : this.prompts() + 1;
    return this.log.push<UserEntry>({ kind: 'user', text, context, queued, n, ...(images.length ? { images } : {}) });
  }

  /** The prompt went to the CLI (as `sentText`): a turn runs until its `result`. `ask`: the scripting API's
   *  token for the turn. */
  sent(entry: UserEntry, sentText: string, ask: string | null): void {
    // A prompt that waited goes where it is sent: under the reply of the turn it waited behind.
    const entries = this.log.entries;
    const at = entry.queued ? entries.indexOf(entry) : -1;
    if (at !== -1 && at < entries.length - 1) entries.push(...entries.splice(at, 1));
    entry.queued = false;
    this.log.touch(entry);
    this.finish(true);
    const n = this.prompts();
    entry.n = n;
    this.current = {
      n,
      prompt: entry,
      sentText,
      uuid: null,
      ask,
      files: new Map(),
      done: false,
      ready: false,
      costUsd: this.meter.costUsd,
      contextShare: null,
      untracked: [],
    };
    this.turns.push(this.current);
    this.running = true;
    this.ended = false;
    this.interrupting = false;
  }

  /** The prompt waits (behind a turn, or for a CLI that died): it shows "(queued)". Whether it changed. */
  queued(entry: UserEntry): boolean {
    if (entry.queued) return false;
    entry.queued = true;
    entry.n = null; // numbered again when it is sent
    this.log.touch(entry);
    return true;
  }

  /** The prompt was taken back while it waited: it shows "(not sent)". */
  unsent(entry: UserEntry): void {
    entry.queued = false;
    entry.unsent = true;
    entry.n = null;
    this.log.touch(entry);
  }

  /** The host is sending an interrupt for the running turn. */
  interrupt(): void {
    if (this.running) this.interrupting = true;
  }

  /** Claude writes while no turn of the user's runs: the CLI started one by itself (an agent it ran in the
   *  background reported back, a wakeup it scheduled). Said, so that the reply does not seem to answer
   *  the last prompt; the turn runs until its result. */
  claudeWrites(messageId: unknown): void {
    // A message seen before (a straggler of an ended turn) starts nothing.
    const known = typeof messageId !== 'string' || this.messageIds.has(messageId);
    if (typeof messageId === 'string') this.messageIds.add(messageId);
    if (!known) this.ownTurn();
  }

  /** The CLI begins a turn (its `system/init` opens every turn of its main loop). After a result with no
   *  prompt sent since, it is one of its own, which it begins well before the model's first word: a prompt
   *  sent meanwhile must wait for it, and the own turn's result must not end the prompt's. */
  turnBegins(): void {
    this.ownTurn();
  }

  private ownTurn(): void {
    if (!this.ended) return;
    this.ended = false;
    this.running = this.selfTurn = true;
    this.log.notice('Claude goes on by itself (a task it started in the background reported back)');
  }

  /** The user asked to interrupt the running turn (its result will say so). */
  get interruptAsked(): boolean {
    return this.interrupting;
  }

  /** A turn's `result` came (`failed`: it says the turn did not end well, `failure`: in these words); returns
   *  whether the user had asked to interrupt it. */
  result(failed = false, failure?: string): boolean {
    // The result of a turn the CLI started by itself: a prompt sent meanwhile runs on, to a result of its own.
    const promptRuns = this.selfTurn && this.current !== null;
    this.selfTurn = false;
    this.running = promptRuns;
    this.ended = !promptRuns;
    const interrupted = this.interrupting;
    this.interrupting = false;
    if (!promptRuns && this.current && failed) Object.assign(this.current, { failed: true, failure });
    if (!promptRuns) this.finish(false);
    return interrupted;
  }

  /** The CLI is gone: no turn runs. */
  cliGone(): void {
    this.running = this.selfTurn = false;
    // It never got its result.
    if (this.current) Object.assign(this.current, { failed: true, failure: 'claude ended before it did' });
    this.finish(true);
  }

  /** What a turn report adds after its result (the context share) is known: it can be reported. Whether
   *  it changed. */
  ready(turn: Turn | undefined): boolean {
    if (!turn || turn.ready) return false;
    turn.contextShare = this.meter.contextShare;
    turn.ready = true;
    return true;
  }

  /** The CLI echoed prompt `text` (--replay-user-messages): its uuid is the prompt's file checkpoint. */
  echoed(text: string, uuid: string): void {
    // Only the prompt sent as exactly this text: a wrong checkpoint would rewind to the wrong place, and a
    // prompt without one says so.
    const turn = this.turns.find((t) => t.uuid === null && t.sentText === text);
    if (turn) turn.uuid = uuid;
  }

  /** Files a rewind put back on disk: their buffers reload with the next update. */
  filesRestored(files: string[]): void {
    this.restored.push(...files);
  }

  /** A tool ran that can change files without reporting them (Bash): a rewind cannot undo what it did. */
  ranUntracked(tool: ToolEntry): void {
    const turn = this.changingTurn();
    if (turn && !turn.untracked.includes(tool.name)) turn.untracked.push(tool.name);
  }

  /** A successful edit of `tool`: its file joins the changed files, with its +/- counts; not one in the CLI's
   *  own directory (the plan file it has Claude write in plan mode): no change of the user's project. */
  edited(tool: ToolEntry, result: unknown): void {
    if (this.cliDir !== null && within(editedFile(tool, result) ?? '', this.cliDir)) return;
    recordEdit(this.changedFiles, this.changingTurn(), tool, result);
  }

  /** The running turn ended (its result came, or the CLI is gone). `ready`: nothing more is waited for
   *  before reporting it. */
  private finish(ready: boolean): void {
    const turn = this.current;
    if (!turn) return;
    turn.done = true;
    turn.costUsd = this.meter.costUsd;
    turn.contextShare = this.meter.contextShare;
    if (ready) turn.ready = true;
    this.current = null;
  }

  /** The turn a change belongs to: the running one, else (a background agent's) the last. */
  private changingTurn(): Turn | undefined {
    return this.current ?? this.turns.at(-1);
  }

  /** How many prompts have been sent (a queued one is not, yet). */
  private prompts(): number {
    return this.log.entries.filter((e) => e.kind === 'user' && !e.queued).length;
  }
}
