// The chat controller: owns one CLI process and its Session, turns the editor's requests into CLI
// messages, and pushes rendered changes to the view once per frame.
import { ClaudeProcess, type ExitInfo } from '../cli/process';
import type { PermissionPrompt, SDKMessage } from '../cli/protocol';
import { QUICKFIX_TITLE, quickfixItems } from '../render/quickfix';
import { DEFAULT_RENDER_OPTIONS, type ApprovalKeys } from '../render/entry';
import { statusInfo, winbarText, type StatusInfo } from '../render/status';
import { TranscriptRenderer } from '../render/transcript';
import { grantsFor } from '../session/grants';
import { promptWithContext } from '../session/prompt';
import { inputForUserVersion, proposalFor, type Proposal } from '../session/review';
import { EDITING_TOOLS, toolFilePath } from '../session/tools';
import { Session } from '../session/session';
import type { SelectionContext, UserEntry } from '../session/types';
import { FrameScheduler, type FlushCost } from './frames';
import type { Logger } from './log';
import fs from 'node:fs';
import type { ApprovalSpan, View } from './view';

export interface ChatConfig {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
  model?: string;
  permissionMode?: string;
  /** Minimum time between two view updates. */
  frameMs: number;
  /** Largest share of the editor's time that drawing the chat may take; frames stretch to keep it (0: off). */
  renderBudget?: number;
  /** The approval keys the transcript's hints name. */
  keys?: ApprovalKeys;
}

/** How the user allowed a prompt: this once, the narrow grant for this session, or a rule saved to settings. */
export type Grant = 'once' | 'session' | 'always';

interface Queued { entry: UserEntry; text: string }

type ProcessState = 'stopped' | 'starting' | 'ready';

const STDERR_LINES_SHOWN = 8;
/** When the host exits: Neovim kills it 2 s after asking, so the CLI gets SIGTERM at 0.4 s and SIGKILL at 0.8 s. */
const SHUTDOWN_GRACE_MS = 400;
/** How long stopping waits for the CLI to confirm an interrupt. */
const INTERRUPT_WAIT_MS = 500;
/** A stderr line longer than this is cut in the notice (the log has it whole). */
const STDERR_LINE_CHARS = 300;

export class ChatController {
  session: Session;
  private renderer: TranscriptRenderer;
  private process: ClaudeProcess | null = null;
  private state: ProcessState = 'stopped';
  private starting: Promise<void> | null = null;
  private readonly queue: Queued[] = [];
  private readonly frames: FrameScheduler;
  private lastWinbar = '';
  private lastQuickfix = '';
  private lastApprovals = '';
  /** Edits per changed file already pushed to the view (its buffers were reloaded for them). */
  private readonly editsSeen = new Map<string, number>();
  private invalidLines = 0;
  private handlerErrors = 0;
  /** Message types already logged as unknown: each is logged once, then only counted by the session. */
  private readonly loggedUnknown = new Set<string>();
  /** The CLI died with prompts queued and was started again for them; not again until a turn completes. */
  private restartedForQueue = false;
  /** Consecutive failed view updates, for backing off the resync. */
  private applyFailures = 0;
  private resyncTimer: NodeJS.Timeout | null = null;
  /** The last start failure shown; the same one again (every prompt retries the start) is only logged. */
  private lastFailure: string | null = null;
  private resumeId: string | undefined;
  /** Lines above this controller's transcript, left in the buffer by an earlier host that died: kept. */
  private baseLine = 0;
  /** Lines of a previous conversation still in the buffer after restart(), replaced by the next patch. */
  private staleLines = 0;
  /** Set once the process was deliberately stopped, so its exit is not reported as a crash. */
  private stopping = false;
  private unsubscribe: () => void;

  constructor(private readonly config: ChatConfig, private readonly view: View, private readonly log: Logger) {
    this.renderer = new TranscriptRenderer({ ...DEFAULT_RENDER_OPTIONS, cwd: config.cwd, keys: config.keys ?? DEFAULT_RENDER_OPTIONS.keys });
    this.session = new Session(config.cwd, config.permissionMode ?? 'default');
    this.unsubscribe = this.session.onChange(() => this.frames.request());
    this.frames = new FrameScheduler({ frameMs: config.frameMs, budget: config.renderBudget ?? 0 }, () => this.flush());
  }

  get pid(): number | undefined { return this.process?.pid; }
  get flushCount(): number { return this.frames.flushes; }

  status(): StatusInfo {
    return statusInfo(this.session, this.state, this.queue.length);
  }

  /** How to start the CLI from now on (a running one is left alone): after "command not found", the
   *  user fixes setup{ command } and the next prompt uses it. */
  reconfigure(next: Pick<ChatConfig, 'command' | 'args' | 'env'>): void {
    this.config.command = next.command;
    this.config.args = next.args;
    this.config.env = next.env;
  }

  /** Renders below the first `lines` lines of the buffer (before anything was rendered). */
  setBaseLine(lines: number): void {
    if (this.renderer.lines === 0) this.baseLine = lines;
  }

  /** Starts the CLI if it is not running. Resolves when it answered `initialize` (or failed to start). */
  ensureStarted(): Promise<void> {
    if (this.state === 'ready') return Promise.resolve();
    if (this.starting) return this.starting;
    this.state = 'starting';
    this.stopping = false;
    this.invalidLines = 0;
    const proc = new ClaudeProcess({
      command: this.config.command, args: this.config.args, cwd: this.config.cwd, env: this.config.env,
      model: this.config.model, permissionMode: this.config.permissionMode, resume: this.resumeId,
    }, {
      message: (m) => {
        this.consume(m);
        // The turn that just ended may have left prompts waiting.
        if (m.type === 'result') { this.restartedForQueue = false; this.sendNextQueued(); }
      },
      handlerError: (line, err) => this.onHandlerError(line, err),
      permission: (p) => this.onPermission(p),
      permissionCancelled: (id) => { this.session.resolveApproval(id); },
      invalidLine: (line, reason) => this.onInvalidLine(line, reason),
      stderr: (text) => this.log.write('stderr', text),
      exit: (info) => this.onExit(proc, info),
    });
    this.process = proc;
    this.frames.request();
    this.starting = proc.start().then(
      (init) => {
        if (this.process !== proc) return;
        this.state = 'ready';
        this.lastFailure = null;
        const commands = (init as { commands?: { name: string }[] } | undefined)?.commands;
        if (Array.isArray(commands) && !this.session.info.slashCommands.length) {
          this.session.info.slashCommands = commands.map((c) => c.name);
        }
        this.log.write('info', `claude started, pid ${proc.pid}`);
        this.frames.request();
        this.sendNextQueued();
      },
      (err: Error) => {
        this.log.write('error', `initialize failed: ${err.message}`);
        // Refused rather than died: the CLI can still take prompts, only its command list is unknown.
        // Left 'starting', every prompt would wait for an answer that never comes.
        if (this.process !== proc || !proc.running) return;
        this.state = 'ready';
        this.session.addNotice(`claude refused initialize (${err.message}); going on without its command list`, 'error');
        this.sendNextQueued();
      },
    ).finally(() => { if (this.process === proc) this.starting = null; });
    return this.starting;
  }

  /** Sends a prompt, or queues it while a turn runs. Nothing typed is ever dropped. */
  async send(text: string, context: SelectionContext | null): Promise<void> {
    if (text.trim() === '' && !context) return;
    const full = promptWithContext(text, context);
    const behindTurn = this.session.busy || this.queue.length > 0;
    const mustWait = behindTurn || this.state !== 'ready';
    // Waiting for the CLI to start is not worth a "(queued)" mark; waiting behind a turn is.
    const entry = this.session.addUser(text, context, behindTurn);
    if (mustWait) {
      this.queue.push({ entry, text: full });
      if (this.state === 'stopped') await this.ensureStarted();
      return;
    }
    this.session.markSent(entry);
    this.process?.sendUser(full);
  }

  private sendNextQueued(): void {
    // Not into a CLI being stopped: the prompt stays queued for the next one.
    if (this.state !== 'ready' || this.session.busy || this.stopping) return;
    const next = this.queue.shift();
    if (!next) return;
    this.session.markSent(next.entry);
    this.process?.sendUser(next.text);
  }

  /** Allows a pending tool use; `grant` says how far (only what the approval's hint put in words). */
  approve(grant: Grant, requestId?: string): { ok: boolean; error?: string } {
    const approval = this.findApproval(requestId);
    if (!approval || !this.process) return { ok: false, error: 'no tool use is waiting for approval' };
    const grants = grantsFor(approval.suggestions, this.config.cwd);
    const chosen = grant === 'session' ? grants.session : grant === 'always' ? grants.always : null;
    if (grant !== 'once' && !chosen) return { ok: false, error: `${approval.toolName} offers no "${grant === 'session' ? 'for this session' : 'always'}" choice` };
    this.session.resolveApproval(approval.requestId);
    this.process.answerPermission(approval, { behavior: 'allow', updatedPermissions: chosen?.updates });
    if (chosen) {
      this.session.addNotice(`You allowed: ${chosen.words}`);
      const mode = chosen.updates.find((u) => u.type === 'setMode');
      if (mode && mode.type === 'setMode') this.session.setPermissionMode(mode.mode);
    }
    return { ok: true };
  }

  /** A buffer of `file` gained or lost unsaved changes: pending approvals that edit it say so. */
  bufferModified(file: string, modified: boolean): void {
    const same = samePath(file);
    for (const a of this.session.pendingApprovals) {
      const target = toolFilePath(a.input);
      if (target && EDITING_TOOLS.has(a.toolName) && same(target)) this.session.setApprovalUnsaved(a.requestId, modified);
    }
  }

  /** What a review of the pending edit shows: the file (or cell) now and as the call would leave it. */
  reviewData(requestId?: string): (Proposal & { requestId?: string; tool?: string }) {
    const approval = this.findApproval(requestId);
    if (!approval) return { ok: false, why: 'no tool use is waiting for approval' };
    const proposal = proposalFor(approval.toolName, approval.input, readText(toolFilePath(approval.input)));
    return { ...proposal, requestId: approval.requestId, tool: approval.toolName };
  }

  /** Allows a reviewed edit with the user's version of its result (`text`): the tool input is rewritten so
   *  that the file ends up exactly so. A version that changes nothing denies the call instead. */
  approveVersion(requestId: string, text: string): { ok: boolean; error?: string; outcome?: 'allowed' | 'modified' | 'unchanged' } {
    const approval = this.findApproval(requestId);
    if (!approval || !this.process) return { ok: false, error: 'this proposal is no longer waiting for an answer' };
    const file = readText(toolFilePath(approval.input));
    const proposal = proposalFor(approval.toolName, approval.input, file);
    if (proposal.ok && proposal.proposed === text) {
      this.session.resolveApproval(requestId);
      this.process.answerPermission(approval, { behavior: 'allow' });
      return { ok: true, outcome: 'allowed' };
    }
    const version = inputForUserVersion(approval.toolName, approval.input, file, text);
    if (version.kind === 'error') return { ok: false, error: version.why };
    this.session.resolveApproval(requestId);
    if (version.kind === 'unchanged') {
      this.process.answerPermission(approval, { behavior: 'deny', message: 'The user reviewed the proposed change and kept the file as it is.' });
      return { ok: true, outcome: 'unchanged' };
    }
    this.session.markUserModified(approval.toolUseId);
    this.process.answerPermission(approval, { behavior: 'allow', updatedInput: version.input });
    return { ok: true, outcome: 'modified' };
  }

  deny(message?: string, requestId?: string): boolean {
    const approval = this.findApproval(requestId);
    if (!approval || !this.process) return false;
    this.session.resolveApproval(approval.requestId);
    this.process.answerPermission(approval, { behavior: 'deny', message: message || 'The user denied this tool use.' });
    return true;
  }

  async interrupt(): Promise<boolean> {
    if (!this.process || !this.session.busy) return false;
    // Pending approvals are answered by the interrupt itself; drop them from the view.
    for (const a of this.session.pendingApprovals) this.session.resolveApproval(a.requestId);
    try {
      await this.process.interrupt();
      return true;
    } catch (err) {
      this.session.addNotice(`Interrupt failed: ${(err as Error).message}`, 'error');
      return false;
    }
  }

  async setModel(model: string): Promise<void> {
    this.config.model = model || undefined;
    if (this.state !== 'ready' || !this.process) return;
    await this.process.setModel(model || undefined);
    this.session.info.model = model || this.session.info.model;
    this.session.addNotice(`Model set to ${model || 'default'}`);
  }

  async setPermissionMode(mode: string): Promise<void> {
    this.config.permissionMode = mode;
    if (this.state !== 'ready' || !this.process) return;
    await this.process.setPermissionMode(mode);
    this.session.setPermissionMode(mode);
  }

  /** Ends this conversation and starts a fresh one (or resumes `resumeId`) in the same view. */
  async restart(resumeId?: string): Promise<void> {
    await this.stopProcess();
    this.frames.cancel();
    this.unsubscribe();
    this.queue.length = 0;
    this.resumeId = resumeId;
    this.session = new Session(this.config.cwd, this.config.permissionMode ?? 'default');
    this.unsubscribe = this.session.onChange(() => this.frames.request());
    // The buffer still shows the old conversation: the first patch of the new one replaces all of it.
    this.staleLines = this.renderer.lines;
    this.renderer.reset();
    this.lastWinbar = '';
    this.lastQuickfix = '';
    this.session.addNotice(resumeId ? `Resuming session ${resumeId}` : 'New session');
    await this.ensureStarted();
  }

  async shutdown(): Promise<void> {
    await this.stopProcess(SHUTDOWN_GRACE_MS);
    this.frames.cancel();
    if (this.resyncTimer) { clearTimeout(this.resyncTimer); this.resyncTimer = null; }
  }

  /** Kills the CLI synchronously: the host is exiting and cannot wait. */
  killNow(): void {
    this.stopping = true;
    this.process?.killNow();
  }

  /** Pushes everything now (tests and the benchmark wait on this). */
  drain(): Promise<void> { return this.frames.drain(); }

  // ---- events --------------------------------------------------------------------------------------

  private onPermission(prompt: PermissionPrompt): void {
    this.session.addApproval(prompt);
    // The user must know before deciding that the file has unsaved changes in a buffer.
    const file = toolFilePath(prompt.input);
    if (file && EDITING_TOOLS.has(prompt.toolName)) {
      this.view.unsavedBuffers([file]).then(
        (unsaved) => this.session.setApprovalUnsaved(prompt.requestId, unsaved.length > 0),
        (err: Error) => this.log.write('warn', `could not ask the editor about unsaved buffers: ${err.message}`),
      );
    }
  }

  /** Feeds the session; a message type it does not know is logged (once per type) and otherwise ignored. */
  private consume(m: SDKMessage): void {
    const any = m as { type?: unknown; subtype?: unknown };
    const key = any.type === 'system' ? `system:${String(any.subtype)}` : String(any.type);
    this.session.consume(m);
    if (!this.loggedUnknown.has(key) && this.session.ignored.has(key)) {
      this.loggedUnknown.add(key);
      this.log.write('warn', `ignored a message of unknown type ${key} (further ones are only counted): ${JSON.stringify(m).slice(0, 500)}`);
    }
  }

  private onHandlerError(line: string, err: Error): void {
    this.handlerErrors++;
    this.log.write('error', `could not handle a line from claude (${err.stack ?? err.message}): ${line.slice(0, 500)}`);
    if (this.handlerErrors === 1) {
      this.session.addNotice(`claude-chat could not handle a message from claude (${err.message}); it was skipped, see the log`, 'error');
    }
  }

  private onInvalidLine(line: string, reason: string): void {
    this.invalidLines++;
    this.log.write('warn', `invalid line from claude (${reason}): ${line.slice(0, 500)}`);
    // One notice per process is enough to explain; the rest go to the log.
    if (this.invalidLines === 1) {
      const shown = line.length > 80 ? line.slice(0, 80) + '…' : line;
      this.session.addNotice(`claude printed a line that is not valid JSON (${reason}); it was skipped: ${shown}`, 'error');
    }
  }

  private onExit(proc: ClaudeProcess, info: ExitInfo): void {
    if (this.process !== proc) return;
    const wasReady = this.state === 'ready';
    this.process = null;
    this.state = 'stopped';
    this.starting = null;
    // A later prompt resumes this conversation rather than starting over.
    if (this.session.info.sessionId) this.resumeId = this.session.info.sessionId;
    const wasBusy = this.session.busy;
    this.session.endTurn();
    for (const q of this.queue) { q.entry.queued = true; }
    this.log.write('info', `claude exited: code ${info.code} signal ${info.signal} ${info.spawnError ?? ''}`);
    if (info.cutOff !== undefined) this.log.write('warn', `claude's last line was cut off by its exit: ${info.cutOff.slice(0, 500)}`);
    if (this.stopping) { this.frames.request(); return; }
    // Prompts typed during the turn that died are not dropped: a CLI that had been working is started
    // again for them (once; a CLI that dies again before a turn completes waits for the user).
    const restart = wasReady && this.queue.length > 0 && !this.restartedForQueue;
    const queued = this.queue.length === 1 ? '1 queued prompt' : `${this.queue.length} queued prompts`;
    let message: string;
    if (info.spawnError) {
      message = `Could not start claude (${info.spawnError}). Install it (npm i -g @anthropic-ai/claude-code) or set \`command\` in require('claude').setup{}.`;
      if (this.queue.length) message += `\nThe ${queued} will be sent once it starts.`;
    } else {
      const how = info.signal ? `was killed by ${info.signal}` : `exited with code ${info.code}`;
      const tail = info.stderrTail.trim().split('\n').slice(-STDERR_LINES_SHOWN)
        .map((l) => (l.length > STDERR_LINE_CHARS ? l.slice(0, STDERR_LINE_CHARS) + '…' : l)).join('\n');
      const resumes = this.resumeId ? ' (the conversation resumes)' : '';
      const next = restart ? `Starting it again for the ${queued}${resumes}.`
        : `Send a prompt to start it again${resumes}${this.queue.length ? `; the ${queued} will follow` : ''}.`;
      message = `claude ${how}${wasBusy ? ' during a turn' : ''}.${tail ? `\n${tail}` : ''}\n${next}`;
    }
    const failure = `${info.spawnError}|${info.code}|${info.signal}|${info.stderrTail}`;
    const repeated = !wasReady && failure === this.lastFailure;
    if ((info.spawnError || info.code !== 0 || info.signal || wasBusy) && !repeated) {
      this.session.addNotice(message, 'error');
      this.view.notify(message.split('\n')[0], 'error');
    }
    this.lastFailure = wasReady ? null : failure;
    this.frames.request();
    if (restart) {
      this.restartedForQueue = true;
      void this.ensureStarted();
    }
  }

  /** Stops the CLI; a running turn is interrupted first, so the CLI itself ends the tools it runs
   *  (a Bash command would otherwise outlive it). */
  private async stopProcess(graceMs?: number): Promise<void> {
    const proc = this.process;
    if (!proc) return;
    this.stopping = true;
    if (this.session.busy && proc.running) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise((resolve) => { timer = setTimeout(resolve, INTERRUPT_WAIT_MS); });
      await Promise.race([proc.interrupt().catch(() => {}), timeout]);
      clearTimeout(timer);
    }
    await proc.stop(graceMs);
  }

  private findApproval(requestId?: string) {
    const pending = this.session.pendingApprovals;
    return requestId ? pending.find((a) => a.requestId === requestId) : pending[0];
  }

  // ---- rendering -----------------------------------------------------------------------------------

  /** Resolves with what the frame cost (host and editor ms), which paces the next one. */
  private async flush(): Promise<FlushCost> {
    // While the view refuses updates, only the resync timer tries again (not every frame of a stream).
    if (this.resyncTimer) return;
    // A throw in here would surface as an unhandled rejection of the frame scheduler and end the host.
    try {
      return await this.flushOnce();
    } catch (err) {
      this.log.write('error', `rendering failed: ${(err as Error).stack ?? String(err)}`);
      this.forgetView(this.renderer.lines + this.staleLines + 1);
      this.resync();
    }
  }

  private async flushOnce(): Promise<FlushCost> {
    const started = performance.now();
    const update: Parameters<View['apply']>[0] = {};
    const linesBefore = this.renderer.lines + this.staleLines;
    const patch = this.renderer.update(this.session.entries);
    if (patch && this.staleLines) { patch.end += this.staleLines; this.staleLines = 0; }
    if (patch && this.baseLine) { patch.start += this.baseLine; patch.end += this.baseLine; }
    if (patch) update.patch = patch;
    const status = this.status();
    const winbar = winbarText(status);
    if (winbar !== this.lastWinbar) { update.winbar = winbar; update.status = status; this.lastWinbar = winbar; }
    const items = quickfixItems(this.session.changedFiles.values());
    const qfKey = JSON.stringify(items);
    if (qfKey !== this.lastQuickfix) { update.quickfix = { title: QUICKFIX_TITLE, items }; this.lastQuickfix = qfKey; }
    const approvals = this.approvalSpans();
    const approvalsKey = JSON.stringify(approvals);
    if (approvalsKey !== this.lastApprovals) { update.approvals = approvals; this.lastApprovals = approvalsKey; }
    const edited = this.newlyEdited();
    if (edited.length) update.edited = edited;
    if (!update.patch && update.winbar === undefined && !update.quickfix && !update.approvals && !update.edited) return;
    const hostMs = performance.now() - started;
    let intact = true;
    let editorMs = 0;
    let unsaved: string[] = [];
    try {
      ({ intact, editorMs, unsaved } = await this.view.apply(update));
      this.applyFailures = 0;
    } catch (err) {
      // Neovim refused the update (a lock, an error in view.lua, ...): the buffer holds all, part or none
      // of it. Once it takes updates again, the whole transcript replaces whatever it shows.
      this.log.write('error', `view update failed: ${(err as Error).message}`);
      this.forgetView(Math.max(linesBefore, this.renderer.lines) + 1);
      this.resync();
      return;
    }
    if (!intact) {
      // The buffer was recreated empty: render it whole on the next frame.
      this.renderer.reset();
      this.staleLines = 0;
      this.baseLine = 0;
      this.lastWinbar = '';
      this.lastApprovals = '';
      this.frames.request();
    }
    for (const file of update.edited ?? []) this.editsSeen.set(file, this.session.changedFiles.get(file)?.edits ?? 0);
    for (const file of unsaved) this.session.addUnsavedConflict(file);
    return hostMs + editorMs;
  }

  /** The buffer no longer matches the renderer: the next patch rewrites all of it (`atMost` lines, clamped by Neovim). */
  private forgetView(atMost: number): void {
    this.staleLines = atMost;
    this.renderer.reset();
    this.lastWinbar = '';
    this.lastQuickfix = '';
    this.lastApprovals = '';
  }

  /** Tries the view again later, backing off while it keeps refusing. */
  private resync(): void {
    if (this.resyncTimer) return;
    const delay = Math.min(2000, 100 * 2 ** Math.min(this.applyFailures++, 5));
    this.resyncTimer = setTimeout(() => { this.resyncTimer = null; this.frames.request(); }, delay);
  }

  /** Where each pending approval sits in the buffer (0-based, first to last line, its blank line included):
   *  the transcript answers the one under the cursor and scrolls a new one into view. */
  private approvalSpans(): ApprovalSpan[] {
    const spans: ApprovalSpan[] = [];
    for (const approval of this.session.pendingApprovals) {
      const entry = this.session.entries.find((e) => e.kind === 'tool' && e.approval?.requestId === approval.requestId);
      const span = entry ? this.renderer.spanOf(entry.key) : null;
      if (span) spans.push({ id: approval.requestId, first: span.first + this.baseLine, last: span.last + this.baseLine, tool: approval.toolName });
    }
    return spans;
  }

  /** Files edited since the view last took an update: their unmodified buffers get reloaded. */
  private newlyEdited(): string[] {
    const files: string[] = [];
    for (const [file, change] of this.session.changedFiles) if ((this.editsSeen.get(file) ?? 0) < change.edits) files.push(file);
    return files;
  }

  /** The entry drawn at buffer line `line` (0-based), for keys that act on what is under the cursor. */
  entryAt(line: number): { kind: string; tool?: string; output?: string; unsavedFile?: string } | null {
    const key = this.renderer.keyAt(line - this.baseLine);
    const entry = key === null ? undefined : this.session.entries.find((e) => e.key === key);
    if (!entry) return null;
    if (entry.kind === 'tool') {
      const output = entry.applied && entry.state === 'done' ? entry.applied.join('\n') : entry.result ?? undefined;
      return { kind: 'tool', tool: entry.name, output };
    }
    if (entry.kind === 'notice') return { kind: 'notice', unsavedFile: entry.unsavedFile };
    return { kind: entry.kind };
  }
}

/** A test for "names the same file as `file`", through symbolic links. */
function samePath(file: string): (other: string) => boolean {
  const real = (p: string) => { try { return fs.realpathSync(p); } catch { return p; } };
  const a = real(file);
  return (other) => other === file || real(other) === a;
}

/** A file's text, or null when it does not exist or cannot be read. */
function readText(file: string | null): string | null {
  if (!file) return null;
  try { return fs.readFileSync(file, 'utf8'); } catch { return null; }
}
