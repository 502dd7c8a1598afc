// Unattended runs (require('claude').run, :ClaudeRun): one prompt whose turn nobody watches. Every permission
// the CLI asks during it is answered here at once, from the run's `allow` list (session/runAllow.ts): allowed
// when an entry names it, else denied with a message naming the entry that was missing, and the denial
// kept for the run's result. Nothing waits on a user. The CLI's own rules were applied before it asked, so
// its deny rules still win.
import type { PermissionDecision, PermissionPrompt } from '../cli/protocol';
import { allowedBy, neededEntry } from '../session/runAllow';
import type { Session } from '../session/session';
import { toolSummary } from '../session/tools';

export interface Denial { tool: string; input: string; needed: string }

/** What the editor gets once the run's turn is done: status 0 done, 1 the turn failed, 2 something denied. */
export interface RunResult { status: 0 | 1 | 2; message: string; denied: Denial[] }

/** A run's status, and the words that go with it. */
function statusOf(failed: boolean, denied: number): Omit<RunResult, 'denied'> {
  if (failed) return { status: 1, message: 'the turn did not end well (see the transcript)' };
  if (denied) return { status: 2, message: `${denied} tool call${denied === 1 ? '' : 's'} denied` };
  return { status: 0, message: 'done' };
}

interface Run { token: string; allow: readonly string[]; denied: Denial[] }

/** What of the session's CLI supervisor (host/supervisor.ts) a run uses. */
export interface RunCli {
  readonly phase: string;
  readonly queued: number;
  readonly cwd: string;
  send(text: string, context: null, ask: string): void;
  answer(prompt: PermissionPrompt, decision: PermissionDecision): boolean;
}

export class UnattendedRuns {
  private current: Run | null = null;
  /** Finished runs' denials by token, until the editor takes them. */
  private readonly finished = new Map<string, Denial[]>();

  constructor(private readonly session: () => Session, private readonly cli: () => RunCli) {
    // The run's end is said in the transcript as its turn ends, not when the editor asks for its result.
    session().onChange(() => this.active());
  }

  /** Sends `text` as a run's prompt, its turn carrying `token`; or says why not (a run never queues behind
   *  the user's turn, nor starts while another runs). */
  start(text: string, allow: readonly string[], token: string): string | null {
    const cli = this.cli();
    if (this.active()) return 'an unattended run is already going on in this session';
    if (cli.phase === 'turn' || cli.queued > 0 || this.session().busy) {
      return 'a turn is running in this session (a run does not wait behind it)';
    }
    this.current = { token, allow, denied: [] };
    cli.send(text, null, token);
    return null;
  }

  /** Answers a permission prompt if a run goes on (true); false: the user is to answer it. */
  take(prompt: PermissionPrompt): boolean {
    const decision = this.decide(prompt);
    if (decision) this.cli().answer(prompt, decision);
    return decision !== null;
  }

  /** Whether a run's turn goes on (it ends when its turn is done). */
  private active(): boolean {
    const run = this.current;
    if (!run) return false;
    const turn = this.session().turns.find((t) => t.ask === run.token);
    if (turn?.done) {
      this.finished.set(run.token, run.denied);
      this.current = null;
      const { status, message } = statusOf(turn.failed === true, run.denied.length);
      this.session().addNotice(`Unattended run ended, status ${status}: ${message}`, status ? 'error' : 'info');
      return false;
    }
    return true;
  }

  /** The answer to a permission prompt while a run goes on; null when none does (the user answers it). */
  private decide(prompt: PermissionPrompt): PermissionDecision | null {
    if (!this.active()) return null;
    const run = this.current!;
    const { toolName, input } = prompt;
    const cwd = this.session().info.cwd ?? this.cli().cwd;
    const summary = toolSummary(toolName, input, cwd);
    if (prompt.elicitation) {
      run.denied.push({ tool: toolName, input: summary, needed: '' });
      this.session().addNotice(`Unattended run: declined ${summary} (nobody is there to answer it)`, 'error');
      return { behavior: 'elicit', result: { action: 'decline' } };
    }
    if (allowedBy(run.allow, toolName, input, cwd)) return { behavior: 'allow', updatedInput: input };
    const needed = neededEntry(toolName, input, cwd);
    run.denied.push({ tool: toolName, input: summary, needed });
    this.session().addNotice(`Unattended run: denied ${summary} (not in its allow list; \`${needed}\` would allow it)`,
      'error');
    return { behavior: 'deny', message: `Denied: this is an unattended run and its allow list has no entry for this `
      + `call (\`${needed}\` would allow it). Do not try other ways around it; finish what you can without it.` };
  }

  /** The run with `token`: its status and denials; null until its turn is done. */
  result(token: string): RunResult | null {
    this.active();
    const turn = this.session().turns.find((t) => t.ask === token);
    if (!turn?.done) return null;
    const denied = this.finished.get(token) ?? [];
    this.finished.delete(token);
    return { ...statusOf(turn.failed === true, denied.length), denied };
  }
}
