// One chat session: wires the session model, the CLI supervisor that feeds it and the view sync that
// shows it, and answers what the editor asks about it. Every action returns at once; its outcome reaches
// the editor with the next frame.
import fs from 'node:fs';
import path from 'node:path';
import type { ApprovalKeys } from '../../render/transcript/ask';
import { renderOptions } from '../../render/transcript/approval';
import { statusInfo, type SessionAbout, type StatusInfo } from '../../render/status';
import { replayHistory, type History } from '../../session/history/record';
import { Session } from '../../session/model/session';
import { displayPath } from '../../session/tools/tools';
import type { SelectionContext } from '../../session/model/types';
import { Answers, type Answered, type Grant } from '../approvals/answers';
import { switchModel, type ControlDeps } from '../controls/controls';
import { AfterEdit } from '../editor/afterEdit';
import { rememberPast } from '../history/blame';
import { ApprovalIntake } from '../approvals/intake';
import { EditorServer } from '../editor/server';
import { entryAt, type EntryAt } from './entryAt';
import type { Logger } from '../log';
import { McpPanel } from '../controls/mcp';
import { FirstWords } from '../frames/firstWords';
import type { PlanDeps } from '../approvals/plans';
import { PromptAids } from '../prompt/promptAids';
import { dropRule, showRules, type RulesOf } from '../controls/rules';
import { cliConfigDir, cliHome, gitBranch } from '../sessions/records';
import { CliSupervisor, type CliOptions } from '../supervisor/supervisor';
import { hunksIn, rewindTo, textBeforeTurn, turnAt, type FileHunk } from '../history/turnHistory';
import { UnattendedRuns } from '../approvals/unattended';
import { ViewSync } from '../frames/viewSync';
import type { ForkPoint, View } from '../view';

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
  private readonly answers: Answers;
  private readonly intake: ApprovalIntake;
  /** :ClaudeMcp and the MCP servers' requests for input (host/controls/mcp.ts). */
  readonly mcp: McpPanel;
  readonly prompt: PromptAids; // `@` completion as the CLI ranks it, the images of the next prompt
  readonly runs: UnattendedRuns; // require('claude').run: its turn's permissions (host/approvals/unattended.ts)

  /** When the session started (ms since the epoch), and the git branch of its directory then. */
  private readonly startedAt = Date.now();
  private readonly branch: string | null;

  /** `origin`: the recorded conversation this session goes on with: resumed, or forked at message `forkAt`;
   *  `history` is what of it the transcript shows first. `others`: the other live sessions' statuses, which
   *  the statusline sums up with this one's. */
  constructor(private config: ChatConfig, private readonly view: View, private readonly log: Logger,
    origin?: { resume: string; forkAt?: string; history?: History },
    private readonly others: () => StatusInfo[] = () => []) {
    this.session = this.newSession(config.cwd, config.permissionMode);
    if (origin?.history) this.showHistory(origin.resume, origin.history, !!origin.forkAt);
    this.branch = gitBranch(config.cwd);
    const runs = this.runs = new UnattendedRuns(() => this.session, () => this.cli, (t) => void this.rename(t));
    const editor = new EditorServer(view, log, () => this.config, (p, answer) => this.cli.answer(p, answer));
    const intake = this.intake = new ApprovalIntake(view, log, () => this.config.cwd, editor);
    const hostHooks = new AfterEdit(view, log, () => this.config, () => this.session);
    this.cli = new CliSupervisor({ ...config, sdkMcp: editor, hostHooks }, this.session, log, {
      changed: () => this.sync.request(),
      permission: (prompt, session) => runs.take(prompt) || intake.add(prompt, session),
      cancelled: (id) => {
        intake.cancelled(id); this.session.settleElicitation(id, 'closed: the CLI withdrew it', false);
      },
      notify: (message) => view.notify(message, 'error'), ended: (cause) => runs.cliEnded(cause),
    }, origin);
    this.mcp = new McpPanel(this.session, this.cli, view, config.id, log);
    this.prompt = new PromptAids(() => this.cli.ready(), view, () => this.config.cwd, log);
    this.sync = new ViewSync({ frameMs: config.frameMs, renderBudget: config.renderBudget,
      render: renderOptions(config.cwd, config.keys) },
      () => ({ session: this.session, phase: this.cli.phase, queued: this.cli.queued, about: this.about(),
        others: this.others() }), view, log,
      (files) => { for (const file of files) this.session.addUnsavedConflict(file); });
    this.answers = new Answers(() => this.session, this.cli);
    // A fork would go by its parent's name (the record's, or the same first prompt): the lists would show two
    // alike. Named after the prompt it was forked at, in the CLI's record too.
    if (origin?.forkAt && origin.history) {
      const at = this.session.entries.filter((e) => e.kind === 'user').length;
      void this.rename(`${this.about().title ?? 'session'} (fork at #${at})`);
    }
  }

  get pid(): number | undefined { return this.cli.pid; }
  get phase() { return this.cli.phase; }
  get models(): readonly string[] { return this.cli.models; } // the CLI's offer (none until it has started once)

  status(): StatusInfo {
    return statusInfo(this.session, this.cli.phase, this.cli.queued, this.about(), this.sync.shownStatus.unseen);
  }

  /** The status as the editor was last sent it (the current one before the first frame): what the other
   *  sessions' statuslines sum up. */
  sentStatus(): StatusInfo { return this.sync.shownStatus.last ?? this.status(); }

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

  /** Where a fork at the prompt drawn at region line `line` starts: this conversation's id and its turn's
   *  last message; or what is missing. */
  forkPoint(line: number): ForkPoint | { error: string } {
    const reply = this.session.replyTo(this.sync.keyAt(line));
    if (!reply) return { error: 'put the cursor on a prompt (its lines, from `▌ You #N`) to fork there' };
    const sessionId = this.session.info.sessionId;
    if (!sessionId) return { error: 'this session has no conversation the CLI recorded yet' };
    if (!reply.lastUuid) return { error: 'that prompt has no reply yet: fork once its turn has ended' };
    if (reply.last && this.cli.phase === 'turn') return { error: 'that turn is still running: fork once it has ended' };
    return { resume: sessionId, at: reply.lastUuid, prompt: reply.prompt.text };
  }

  /** :ClaudeRewind: the files back to their state before the prompt at region line `line` (or prompt number
   *  `turn`); asks first unless `confirmed` (see turnHistory.ts). */
  rewind(at: { line?: number; turn?: number }, confirmed: boolean): Promise<void> {
    const found = at.turn === undefined ? turnAt(this.session, this.sync.keyAt(at.line ?? -1))
      : this.session.turns.find((t) => t.n === at.turn) ?? { error: `no prompt #${at.turn} in this session` };
    return rewindTo(found, confirmed, { session: this.session, cwd: this.config.cwd, view: this.view, cli: this.cli });
  }

  /** The text of `file` before turn `turn` (the session's first edit of it by default). */
  textBefore(file: string, turn: number): { text: string | null } | { error: string } {
    return textBeforeTurn(this.session, this.config.cwd, file, turn);
  }

  /** The hunks Claude made in `file`, newest turn first, for :ClaudeRevert on a line. */
  hunksIn(file: string): FileHunk[] { return hunksIn(this.session, file); }

  /** The user reverted a hunk: the transcript says so, and Claude hears of it with the next prompt. */
  reverted(file: string, turn: number, start: number, before: string[], after: string[]): void {
    const name = displayPath(file, this.config.cwd);
    const where = after.length > 1 ? `lines ${start}-${start + after.length - 1}` : `line ${start}`;
    this.session.addNotice(`Reverted a change of prompt #${turn} in ${name} (${where}); `
      + 'Claude is told with your next prompt');
    const fence = '```';
    const was = before.length ? `It reads again:\n${fence}\n${before.join('\n')}\n${fence}`
      : 'Those lines are gone again.';
    const had = after.length ? `\n${fence}\n${after.join('\n')}\n${fence}\n` : ' (an insertion) ';
    this.cli.noteReverted(`(Note from the editor: I reverted one of your changes in ${file}, at ${where}:${had}${was}`
      + ' Do not make that change again unless I ask for it.)');
    // The CLI's read of the file is now older than the file, and Claude's next edit of it would fail as
    // "modified since read": the CLI reads it again as the user left it (the note tells Claude what changed).
    const abs = path.resolve(this.config.cwd, file);
    const mtime = fs.existsSync(abs) ? Math.floor(fs.statSync(abs).mtimeMs) : null;
    if (mtime !== null) this.cli.control({ subtype: 'seed_read_state', path: abs, mtime })
      .catch((e: Error) => this.log.write('warn', `seed_read_state: ${e.message}`));
  }

  /** The recorded conversation, as the transcript shows it before the session goes on. */
  private showHistory(id: string, history: History, fork: boolean): void {
    const prompts = replayHistory(this.session, history);
    rememberPast(this.session, history);
    const what = fork ? 'Forked from' : 'Resumed';
    const above = prompts ? ` (${prompts} prompt${prompts === 1 ? '' : 's'} above)` : '';
    this.session.addNotice(`${what} session ${id}${above}: the conversation goes on below`);
  }

  /** How to start the CLI from now on: a running one starts again before its next prompt when command, args or
   *  env changed (supervisor.ts), a stopped one at it; after :cd, the next session starts there. */
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
  start(): void { void this.cli.start(); }

  /** A window shows the transcript (again): it catches up with the next frame, and a turn that ended unseen
   *  is seen; `whole`: all of it (the editor made its buffer anew, which a window may not show yet: one that
   *  does says so again). */
  shown(whole = false): void {
    if (!whole) this.sync.seen();
    this.sync.reveal(whole);
  }

  /** Another session came or went: the statusline, which sums them all up, goes with the next frame. */
  othersChanged(): void { this.sync.request(); }

  /** Whether this is the session the chat opens to: another one's transcript is not redrawn while hidden. */
  foreground(on: boolean): void { this.sync.setForeground(on); }

  send(text: string, context: SelectionContext | null, ask: string | null = null): void {
    this.prompt.images.take((images) => this.cli.send(text, context, ask, images));
  }

  allow(grant: Grant, requestId?: string): Answered { return this.refused(this.answers.allow(grant, requestId)); }
  deny(message?: string, requestId?: string): Answered { return this.refused(this.answers.deny(message, requestId)); }
  choose(requestId: string | undefined, question: number, n: number, typed: string | null, send: boolean): Answered {
    return this.refused(this.answers.choose(requestId, question, n, typed, send));
  }
  /** An answer that did not take: the editor took its approval off its list when it sent it (so that a key
   *  pressed before the next frame acts on the next one), and gets the list again, to answer it still. The
   *  editor refuses what it knows to be refused before sending (answers.ts `refusal`); this is for what it
   *  could not know yet: picks :ClaudeAnswer sent just before, a Write's file changed on disk (drawnFile.ts). */
  private refused(answered: Answered): Answered {
    if (answered) this.sync.resendApprovals();
    return answered;
  }
  questions(requestId?: string) { return this.answers.questions(requestId); }
  allowVersion(id: string, text: string, against?: string) { return this.answers.allowVersion(id, text, against); }
  recheck(requestId: string): void { this.answers.recheck(requestId); } // its Write's file changed on disk
  review(requestId?: string) { return this.answers.review(requestId); }
  get plans(): PlanDeps { return { session: this.session, cli: this.cli, answers: this.answers }; } // approvals/plans

  interrupt(): Promise<boolean> { return this.cli.interrupt(); }

  /** What :ClaudeContext, :ClaudeUsage, :ClaudeThinking, :ClaudeEffort and completion take (host/controls/controls.ts);
   *  :ClaudeTasks's requests (host/controls/background.ts) take it too. */
  get controls(): ControlDeps { return { session: this.session, view: this.view, cli: this.cli }; }
  /** :ClaudeRules and removing one of them (src/host/controls/rules.ts). */
  showRules(): Promise<void> { return showRules(this.rulesOf()); }
  removeRule(behavior: string, rule: string, source: string): Promise<void> {
    return dropRule(this.rulesOf(), behavior, rule, source);
  }
  private rulesOf(): RulesOf {
    return { control: (r) => this.cli.control(r), view: this.view, notice: (t) => this.session.addNotice(t),
      cwd: this.session.info.cwd ?? this.config.cwd, env: this.config.env, version: this.session.info.cliVersion };
  }
  /** Resolves true once the CLI took the model (or will at its start). */
  setModel(model: string): Promise<boolean> { return switchModel(this.controls, model); }
  setMode(mode: string): Promise<void> { return this.cli.setMode(mode); }

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
  killNow(): void { this.cli.killNow(); }

  /** Pushes everything now (tests and the benchmark wait on this). */
  drain(): Promise<void> { return this.sync.drain(); }

  /** A buffer of `file` gained or lost unsaved changes: pending approvals that edit it say so. */
  bufferModified(file: string, modified: boolean): void { this.intake.bufferModified(this.session, file, modified); }

  /** The entry drawn at region line `line` (0-based), for keys that act on what is under the cursor. */
  entryAt(line: number): EntryAt | null { return entryAt(this.session.entries, this.sync.keyAt(line)); }

  private newSession(cwd: string, mode: string | undefined): Session {
    // What the CLI writes in its own directory (by the environment it runs in) is not the project's change.
    const session = new Session(cwd, mode ?? 'default', cliConfigDir(cliHome(this.config.env)));
    const firstWords = new FirstWords();
    session.onChange(() => {
      this.sync?.request(firstWords.changed(session, performance.now()));
      this.mcp?.changed();
      for (const approval of session.takeCompletedElicitations()) this.mcp.completed(approval);
      // What the CLI asks to show as a notification goes to vim.notify, once.
      for (const n of session.takeNotifications()) this.view.notify(n.text, n.level);
      // The hooks' events: one message for those since the last change, none when no hook ran.
      const hooks = session.takeHooks();
      if (hooks.length) this.view.hooks?.(hooks);
    });
    return session;
  }
}
