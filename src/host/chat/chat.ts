// One chat session: wires the session model, the CLI supervisor that feeds it and the view sync that
// shows it, and answers what the editor asks about it. Every action returns at once; its outcome reaches
// the editor with the next frame.
import type { ApprovalKeys } from '../../render/transcript/ask';
import { renderOptions } from '../../render/transcript/approval';
import { statusInfo, type SessionAbout, type StatusInfo } from '../../render/status';
import type { History } from '../../session/history/record';
import type { Session } from '../../session/model/session';
import type { SelectionContext } from '../../session/model/types';
import { Answers, type Answered, type Grant } from '../approvals/answers';
import type { ControlDeps } from '../controls/controls';
import { AfterEdit } from '../editor/afterEdit';
import { ApprovalIntake } from '../approvals/intake';
import { EditorServer } from '../editor/server';
import { entryAt, type EntryAt } from './entryAt';
import type { Logger } from '../log';
import { McpPanel } from '../controls/mcp';
import { newSession } from './newSession';
import type { PlanDeps } from '../approvals/plans';
import { PromptAids } from '../prompt/promptAids';
import type { RulesOf } from '../controls/rules';
import { gitBranch } from '../sessions/records';
import { CliSupervisor, type CliOptions } from '../supervisor/supervisor';
import { UnattendedRuns } from '../approvals/unattended';
import { ViewSync } from '../frames/viewSync';
import { ChatPast, showHistory } from '../history/past';
import type { View } from '../view';

export type { Grant } from '../approvals/answers';

export interface ChatConfig extends CliOptions {
  /** Minimum time between two view updates. */
  frameMs: number;
  /** Largest share of the editor's time that drawing the chat may take; frames stretch to keep it (0: off). */
  renderBudget: number;
  /** The approval keys the transcript's hints name. */
  keys: ApprovalKeys;
  /** The editor's name for the session: 1, 2, ... */
  id: string;
}

/** When the host exits: Neovim kills it 2 s after asking, so the CLI gets SIGTERM at 0.4 s and SIGKILL at 0.8 s. */
const SHUTDOWN_GRACE_MS = 400;

export class ChatController {
  readonly session: Session;
  private readonly cli: CliSupervisor;
  private readonly sync: ViewSync;
  /** Allow, deny, the user's version, question picks (through allow, deny and choose here: a refusal is
   *  resent), what a review shows. */
  readonly answers: Answers;
  private readonly intake: ApprovalIntake;
  /** :ClaudeMcp and the MCP servers' requests for input (host/controls/mcp.ts). */
  readonly mcp: McpPanel;
  readonly past: ChatPast; // forks, rewinds, reverts, a file before a turn (host/history/past.ts)
  readonly prompt: PromptAids; // `@` completion as the CLI ranks it, the images of the next prompt
  readonly runs: UnattendedRuns; // require('claude').run: its turn's permissions (host/approvals/unattended.ts)

  /** When the session started (ms since the epoch), and the git branch of its directory then. */
  private readonly startedAt = Date.now();
  private readonly branch: string | null;

  /** `origin`: the recorded conversation this session goes on with: resumed, or forked at message `forkAt`;
   *  `history` is what of it the transcript shows first. `others`: the other live sessions' statuses, which
   *  the statusline sums up with this one's. */
  constructor(
    private config: ChatConfig,
    private readonly view: View,
    private readonly log: Logger,
    origin?: { resume: string; forkAt?: string; history?: History },
    private readonly others: () => StatusInfo[] = () => [],
  ) {
    this.session = newSession(config.cwd, config.permissionMode, config.env, view, {
      frame: (now) => this.sync?.request(now),
      mcp: () => this.mcp,
    });
    if (origin?.history) showHistory(this.session, origin.resume, origin.history, !!origin.forkAt);
    this.branch = gitBranch(config.cwd);
    const runs = (this.runs = new UnattendedRuns(
      () => this.session,
      () => this.cli,
      (t) => void this.rename(t),
    ));
    const editor = new EditorServer(
      view,
      log,
      () => this.config,
      (p, answer) => this.cli.answer(p, answer),
    );
    const intake = (this.intake = new ApprovalIntake(view, log, () => this.config.cwd, editor));
    const hostHooks = new AfterEdit(
      view,
      log,
      () => this.config,
      () => this.session,
    );
    this.cli = new CliSupervisor(
      { ...config, sdkMcp: editor, hostHooks },
      this.session,
      log,
      {
        changed: () => this.sync.request(),
        permission: (prompt, session) => runs.take(prompt) || intake.add(prompt, session),
        cancelled: (id) => {
          intake.cancelled(id);
          this.session.settleElicitation(id, 'closed: the CLI withdrew it', false);
        },
        notify: (message) => view.notify(message, 'error'),
        ended: (cause) => runs.cliEnded(cause),
      },
      origin,
    );
    this.mcp = new McpPanel(this.session, this.cli, view, config.id, log);
    this.prompt = new PromptAids(
      () => this.cli.ready(),
      view,
      () => this.config.cwd,
      log,
    );
    this.sync = new ViewSync(
      { frameMs: config.frameMs, renderBudget: config.renderBudget, render: renderOptions(config.cwd, config.keys) },
      () => ({
        session: this.session,
        phase: this.cli.phase,
        queued: this.cli.queued,
        about: this.about(),
        others: this.others(),
      }),
      view,
      log,
      (files) => {
        for (const file of files) this.session.addUnsavedConflict(file);
      },
    );
    this.answers = new Answers(() => this.session, this.cli);
    this.past = new ChatPast({
      session: this.session,
      cli: this.cli,
      view,
      log,
      cwd: () => this.config.cwd,
      keyAt: (line) => this.sync.keyAt(line),
    });
    // A fork would go by its parent's name (the record's, or the same first prompt): the lists would show two
    // alike. Named after the prompt it was forked at, in the CLI's record too.
    if (origin?.forkAt && origin.history) {
      const at = this.session.entries.filter((e) => e.kind === 'user').length;
      void this.rename(`${this.about().title ?? 'session'} (fork at #${at})`);
    }
  }

  get pid(): number | undefined {
    return this.cli.pid;
  }
  get phase() {
    return this.cli.phase;
  }
  get models(): readonly string[] {
    return this.cli.models;
  } // the CLI's offer (none until it has started once)

  status(): StatusInfo {
    return statusInfo(this.session, this.cli.phase, this.cli.queued, this.about(), this.sync.shownStatus.unseen);
  }

  /** The status as the editor was last sent it (the current one before the first frame): what the other
   *  sessions' statuslines sum up. */
  sentStatus(): StatusInfo {
    return this.sync.shownStatus.last ?? this.status();
  }

  /** What names the session in lists: its name or first prompt, its CLI session id, branch and start. */
  private about(): SessionAbout {
    const { session, branch, startedAt } = this;
    return { id: this.config.id, title: session.title, sessionId: session.info.sessionId, branch, startedAt };
  }

  /** Names the session: the CLI records the name (rename_session) where it can; the lists show it at once. */
  async rename(title: string): Promise<void> {
    const name = title.replace(/\s+/g, ' ').trim();
    if (!name) return;
    this.session.setTitle(name);
    this.sync.requestNow();
    try {
      await this.cli.rename(name);
    } catch (err) {
      this.log.write('warn', `rename_session: ${(err as Error).message}`);
    }
  }

  /** How to start the CLI from now on: a running one starts again before its next prompt when command, args or
   *  env changed (host/supervisor/lifecycle.ts), a stopped one at it; after :cd, the next session starts there. */
  configure(config: ChatConfig): void {
    this.config = config;
    this.cli.configure(config);
    this.sync.configure(config.frameMs, config.renderBudget);
  }

  /** Where the CLI keeps this session's record: under the directory it runs in, by its environment. */
  get recordPlace(): { cwd: string; env: Record<string, string> } {
    return { cwd: this.session.info.cwd ?? this.config.cwd, env: this.config.env };
  }

  /** Starts the CLI unless it runs. */
  start(): void {
    void this.cli.start();
  }

  /** A window shows the transcript (again): it catches up with the next frame, and a turn that ended unseen
   *  is seen; `whole`: all of it (the editor made its buffer anew, which a window may not show yet: one that
   *  does says so again). */
  shown(whole = false): void {
    if (!whole) this.sync.seen();
    this.sync.reveal(whole);
  }

  /** Another session came or went: the statusline, which sums them all up, goes with the next frame. */
  othersChanged(): void {
    this.sync.request();
  }

  /** Whether this is the session the chat opens to: another one's transcript is not redrawn while hidden. */
  foreground(on: boolean): void {
    this.sync.setForeground(on);
  }

  send(text: string, context: SelectionContext | null, ask: string | null = null): void {
    this.prompt.images.take((images) => this.cli.send(text, context, ask, images));
  }

  allow(grant: Grant, requestId?: string): Answered {
    return this.refused(this.answers.allow(grant, requestId));
  }
  deny(message?: string, requestId?: string): Answered {
    return this.refused(this.answers.deny(message, requestId));
  }
  choose(requestId: string | undefined, question: number, n: number, typed: string | null, send: boolean): Answered {
    return this.refused(this.answers.choose(requestId, question, n, typed, send));
  }
  /** An answer that did not take: the editor took its approval off its list when it sent it (so that a key pressed
   *  before the next frame acts on the next one), and gets the list again, to answer it still. The editor refuses
   *  what it knows to be refused before sending (host/approvals/answers.ts `refusal`); this is for what it could not
   *  know yet: picks :ClaudeAnswer sent just before, a Write's file changed on disk (host/approvals/drawnFile.ts). */
  private refused(answered: Answered): Answered {
    if (answered) this.sync.resendApprovals();
    return answered;
  }
  get plans(): PlanDeps {
    return { session: this.session, cli: this.cli, answers: this.answers };
  } // approvals/plans

  /** What :ClaudeContext, :ClaudeUsage, :ClaudeThinking, :ClaudeEffort and completion take (host/controls/controls.ts);
   *  :ClaudeTasks's requests (host/controls/background.ts) take it too. */
  get controls(): ControlDeps {
    return { session: this.session, view: this.view, cli: this.cli };
  }
  /** What :ClaudeRules and removing one of them take (host/controls/rules.ts). */
  get rules(): RulesOf {
    return {
      control: (r) => this.cli.control(r),
      view: this.view,
      notice: (t) => this.session.addNotice(t),
      cwd: this.session.info.cwd ?? this.config.cwd,
      env: this.config.env,
      version: this.session.info.cliVersion,
    };
  }

  /** The host exits: the CLI is given the little time Neovim leaves. */
  async shutdown(): Promise<void> {
    await this.cli.shutdown(SHUTDOWN_GRACE_MS);
    this.sync.stop();
  }

  /** The user ended the session: the CLI is given its usual time to stop; nothing is drawn any more. */
  async close(): Promise<void> {
    this.sync.stop();
    await this.cli.shutdown();
  }

  /** Kills the CLI synchronously: the host is exiting and cannot wait. */
  killNow(): void {
    this.cli.killNow();
  }

  /** Pushes everything now (tests and the benchmark wait on this). */
  drain(): Promise<void> {
    return this.sync.drain();
  }

  /** A buffer of `file` gained or lost unsaved changes: pending approvals that edit it say so. */
  bufferModified(file: string, modified: boolean): void {
    this.intake.bufferModified(this.session, file, modified);
  }

  /** The entry drawn at region line `line` (0-based), for keys that act on what is under the cursor. */
  entryAt(line: number): EntryAt | null {
    return entryAt(this.session.entries, this.sync.keyAt(line));
  }
}
