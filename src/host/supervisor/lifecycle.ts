// Keeps the CLI of one session running: starts it, restarts it once for prompts a crash left waiting (or for
// the options setup{} changed), and tells the user (once) why it failed. Its phase is the one truth about the
// process; every change of it is reported, because the status shows it. What goes to the running CLI is
// ./supervisor.ts.
import { ClaudeProcess } from '../../cli/process/process';
import type { ExitInfo } from '../../cli/process/exit';
import type { PermissionPrompt, SDKMessage } from '../../cli/protocol/inbound';
import { PromptQueue } from './promptQueue';
import type { Session } from '../../session/model/session';
import { reportAfterContext } from './context';
import { logExit, stopAfterInterrupt } from './ending';
import { cannotResume, exitCause, exitMessage, failureKey } from './exitReport';
import { initLists } from './initAnswer';
import { LineReports } from './lineReports';
import type { Logger } from '../log';
import { type CliOptions, restartWords, StartOptions } from './startOptions';

/** stopped: no process · starting: spawned, `initialize` unanswered · idle: takes a prompt · turn: a prompt's
 *  turn or one the CLI started by itself runs, until its `result` · stopping: asked to end. */
export type Phase = 'stopped' | 'starting' | 'idle' | 'turn' | 'stopping';

export interface SupervisorEvents {
  /** The phase or the queue changed. */
  changed(): void;
  /** The CLI asks permission: the listener adds it to `session` (once it knows what the user must be told). */
  permission(prompt: PermissionPrompt, session: Session): void;
  /** The CLI withdrew a prompt (it may not be in the session yet). */
  cancelled(requestId: string): void;
  /** Something the user must see even with the chat closed. */
  notify(message: string): void;
  /** The CLI ended unasked (`cause`: why, in a few words), before the user is told: what waits on it may end. */
  ended(cause: string): void;
}

export class CliLifecycle {
  protected proc: ClaudeProcess | null = null;
  protected current: Phase = 'stopped';
  protected readonly queue: PromptQueue;
  private started: Promise<void> | null = null;
  private resumeId: string | undefined;
  /** The CLI died with prompts queued and was started again for them; not again until a turn completes. */
  private restartedForQueue = false;
  /** The last start failure shown; the same one again (every prompt retries the start) is only logged. */
  private lastFailure: string | null = null;
  private readonly lines: LineReports;
  /** A fork's first start: the resumed conversation up to that message, as a new session. */
  private fork: { resumeAt: string } | undefined;
  /** Stopped to start again with the options setup{} changed; what was said while background tasks held it. */
  private restarting = false;
  private held: string | null = null;
  /** A name given while the CLI was not running: sent once it runs. */
  protected title: string | undefined;
  /** The CLI's last `initialize` answer that listed models: its commands and models, with what each offers. */
  init: unknown = null;
  protected readonly options: StartOptions;

  /** `origin`: the recorded session this one goes on with (and where a fork of it ends). */
  constructor(
    options: CliOptions,
    protected readonly session: Session,
    protected readonly log: Logger,
    protected readonly on: SupervisorEvents,
    origin?: { resume: string; forkAt?: string },
  ) {
    this.resumeId = origin?.resume;
    this.fork = origin?.forkAt ? { resumeAt: origin.forkAt } : undefined;
    this.lines = new LineReports(log);
    this.options = new StartOptions(options);
    this.queue = new PromptQueue(session);
  }

  get phase(): Phase {
    return this.current;
  }
  get pid(): number | undefined {
    return this.proc?.pid;
  }
  get queued(): number {
    return this.queue.length;
  }
  get cwd(): string {
    return this.options.current.cwd;
  }
  get models(): readonly string[] {
    return initLists(this.init).models;
  }

  /** Later options from the editor (a later `open`); a model the user switched to and the CLI took stays. */
  configure(options: CliOptions): void {
    this.options.configure(options);
  }

  /** Starts the CLI unless it runs; resolves once it answered `initialize` (or failed to start). */
  start(): Promise<void> {
    if (this.current !== 'stopped') return this.started ?? Promise.resolve();
    const session = this.session;
    const resume = this.resumeId;
    const fork = resume ? this.fork : undefined;
    this.lines.reset();
    const proc = new ClaudeProcess(
      { ...this.options.launch(), resume, fork, title: this.title },
      {
        message: (m) => this.onMessage(session, m),
        handlerError: (line, err) => this.lines.handlerError(session, line, err),
        permission: (p) => this.on.permission(p, session),
        permissionCancelled: (id) => {
          this.on.cancelled(id);
          session.resolveApproval(id);
        },
        invalidLine: (line, reason) => this.lines.invalidLine(session, line, reason),
        stderr: (text) => this.log.write('stderr', text),
        exit: (info) => this.onExit(proc, session, info, resume),
      },
    );
    this.proc = proc;
    this.setPhase('starting');
    this.started = proc.start().then(
      (init) => {
        if (this.proc !== proc) return;
        this.lastFailure = null;
        this.fork = undefined; // from now on the fork is a session of its own, resumed by its id
        const { commands, models } = initLists(init);
        if (commands.length && !session.info.slashCommands.length) session.setSlashCommands(commands);
        if (models.length) this.init = init;
        this.log.write('info', `claude started, pid ${proc.pid}`);
        if (this.title) {
          proc.renameSession(this.title).catch((e: Error) => this.log.write('warn', `rename_session: ${e.message}`));
        }
        this.setPhase('idle');
        this.sendNext();
      },
      (err: Error) => {
        this.log.write('error', `initialize failed: ${err.message}`);
        // Refused rather than died: the CLI can still take prompts, only its command list is unknown.
        if (this.proc !== proc || !proc.running) return;
        session.addNotice(`claude refused initialize (${err.message}); going on without its command list`, 'error');
        this.setPhase('idle');
        this.sendNext();
      },
    );
    return this.started;
  }

  async shutdown(graceMs?: number): Promise<void> {
    this.restarting = false;
    if (this.proc) await this.stop(this.proc, graceMs);
  }

  /** Kills the CLI synchronously: the host is exiting and cannot wait. */
  killNow(): void {
    this.restarting = false;
    if (!this.proc) return;
    this.setPhase('stopping');
    this.proc.killNow();
  }

  // ---- internals -----------------------------------------------------------------------------------

  private setPhase(phase: Phase): void {
    if (phase === this.current) return;
    this.current = phase;
    this.on.changed();
  }

  /** The CLI once it can take a control request, or null if it is not running (then options apply at the
   *  next start). */
  async ready(): Promise<ClaudeProcess | null> {
    if (this.current === 'starting') await this.started;
    return this.current === 'idle' || this.current === 'turn' ? this.proc : null;
  }

  protected sendNext(): void {
    if (this.current !== 'idle' || !this.proc || !this.queue.length || this.restartFor(this.proc)) return;
    const next = this.queue.next()!;
    this.proc.sendUser(next.text, next.images);
    this.setPhase('turn');
  }

  /** setup{} changed what only a start applies (startOptions.ts): the idle CLI stops, to start again for the
   *  prompt, its conversation resumed (onExit); not while background tasks run, which would end with it. */
  private restartFor(proc: ClaudeProcess): boolean {
    const changed = this.options.changed();
    const tasks = this.session.backgroundRunning;
    const words = changed.length ? restartWords(changed, tasks, !!this.session.info.sessionId) : null;
    if (words && words !== this.held) {
      this.session.addNotice(words, 'info');
      this.log.write('info', words);
    }
    this.held = tasks ? words : null;
    if (!words || tasks) return false;
    this.restarting = true;
    void this.stop(proc);
    return true;
  }

  /** Stops the CLI; a running turn is interrupted first, so the CLI itself ends the tools it runs
   *  (a Bash command would otherwise outlive it). */
  private async stop(proc: ClaudeProcess, graceMs?: number): Promise<void> {
    const running = this.current === 'turn';
    this.setPhase('stopping');
    await stopAfterInterrupt(proc, running, graceMs);
  }

  private onMessage(session: Session, m: SDKMessage): void {
    session.consume(m);
    this.lines.consumed(session, m);
    if (session !== this.session) return;
    // The session says whether a turn runs; the CLI's own (a background agent reported back) runs like a prompt's.
    // Still busy after a result: that was the CLI's own turn's, and a prompt sent as it began runs on.
    if (this.current === 'idle' && session.busy) this.setPhase('turn');
    if (m.type !== 'result') return;
    this.restartedForQueue = false;
    if (this.current === 'turn' && !session.busy) this.setPhase('idle');
    const turn = session.turns.at(-1);
    this.sendNext();
    reportAfterContext(this.proc, session, turn?.done ? turn : undefined, this.log);
  }

  private onExit(proc: ClaudeProcess, session: Session, info: ExitInfo, resumed: string | undefined): void {
    if (this.proc !== proc) return;
    const was = this.current;
    const wasBusy = was === 'turn';
    this.proc = null;
    this.started = null;
    logExit(this.log, info);
    session.endTurn();
    if (session !== this.session) {
      this.setPhase('stopped');
      return;
    }
    // A later prompt resumes this conversation rather than starting over; a conversation the CLI could not
    // resume (it failed before reporting any session, or has no record of it) is not tried again.
    const unresumable = cannotResume(resumed, info, !!session.info.sessionId);
    if (unresumable) this.resumeId = undefined;
    else if (session.info.sessionId) this.resumeId = session.info.sessionId;
    // Stopped to start again with new options (restartFor): the prompt waits "(queued)" and goes once it started.
    const again = was === 'stopping' && this.restarting;
    this.restarting = false;
    this.queue.markQueued();
    this.setPhase('stopped');
    if (again) void this.start();
    if (was === 'stopping') return;
    this.on.ended(exitCause(info)); // a run whose turn had not begun ends, its prompt taken back: not counted below
    // Prompts typed during the turn that died are not dropped: a CLI that had been working is started
    // again for them (once; a CLI that dies again before a turn completes waits for the user).
    const wasReady = was === 'idle' || was === 'turn';
    // A conversation that could not be resumed: the prompts waiting for it go to a fresh one at once.
    const restarting = (wasReady || unresumable) && this.queue.length > 0 && !this.restartedForQueue;
    const message = exitMessage(info, {
      wasReady,
      wasBusy,
      queued: this.queue.length,
      restarting,
      resumes: !!this.resumeId,
      ...(unresumable ? { unresumable: resumed } : {}),
    });
    const failure = failureKey(info);
    if (message && !(!wasReady && failure === this.lastFailure)) {
      session.addNotice(message, 'error');
      this.on.notify(message.split('\n')[0]);
    }
    this.lastFailure = wasReady ? null : failure;
    if (restarting) {
      this.restartedForQueue = true;
      void this.start();
    }
  }
}
