// Unattended runs (require('claude').run, :ClaudeRun): one prompt whose turn nobody watches. Every permission
// the CLI asks during it is answered here at once, from the run's `allow` list (session/approvals/runAllow.ts): allowed
// when an entry names it, else denied with a message naming the entry that was missing, and the denial
// kept for the run's result. Nothing waits on a user. The CLI's own rules were applied before it asked, so
// its deny rules still win.
import type { PermissionPrompt } from '../../cli/protocol/inbound';
import type { PermissionDecision } from '../../cli/protocol/outbound';
import { allowedBy, neededEntry } from '../../session/approvals/runAllow';
import type { Session } from '../../session/model/session';
import { toolSummary } from '../../session/tools/tools';
import type { Turn } from '../../session/history/turns';

export interface Denial {
  tool: string;
  input: string;
  needed: string;
}

/** What the editor gets once the run's turn is done: status 0 done, 1 the turn failed, 2 something denied. */
export interface RunResult {
  status: 0 | 1 | 2;
  message: string;
  denied: Denial[];
}

/** A run's status, and the words that go with it; `why`: what ended it before its turn did. The words say
 *  what went wrong themselves: a headless run has no transcript to point to. */
function statusOf(turn: Turn | undefined, denied: number, why?: string): Omit<RunResult, 'denied'> {
  if (why) return { status: 1, message: why };
  if (turn?.failed) {
    return { status: 1, message: `the turn did not end well${turn.failure ? `: ${turn.failure}` : ''}` };
  }
  if (denied) return { status: 2, message: `${denied} tool call${denied === 1 ? '' : 's'} denied` };
  return { status: 0, message: 'done' };
}

interface Run {
  token: string;
  allow: readonly string[];
  denied: Denial[];
  /** What ended it before its turn did: its timeout, or a CLI that stopped before the turn began. */
  why?: string;
  timer?: NodeJS.Timeout;
}

/** What of the session's CLI supervisor (host/supervisor/supervisor.ts) a run uses. */
export interface RunCli {
  readonly phase: string;
  readonly queued: number;
  readonly cwd: string;
  send(text: string, context: null, ask: string): void;
  answer(prompt: PermissionPrompt, decision: PermissionDecision): boolean;
  interrupt(): Promise<boolean>;
  /** Takes back the prompts still queued with `ask` (a run's prompt is never sent after its run ended). */
  unqueue(ask: string): void;
}

export class UnattendedRuns {
  private current: Run | null = null;
  /** Finished runs by token, until the editor takes them. */
  private readonly finished = new Map<string, Run>();

  /** `rename`: names the session, in the CLI's record too (ChatController.rename). */
  constructor(
    private readonly session: () => Session,
    private readonly cli: () => RunCli,
    private readonly rename: (title: string) => void,
  ) {
    // The run's end is said in the transcript as its turn ends, not when the editor asks for its result.
    session().onChange(() => this.active());
  }

  /** Sends `text` as a run's prompt, its turn carrying `token`; or says why not (a run never queues behind
   *  the user's turn, nor starts while another runs). */
  start(text: string, allow: readonly string[], token: string, timeoutS: number): string | null {
    const cli = this.cli();
    if (this.active()) return 'an unattended run is already going on in this session';
    if (cli.phase === 'turn' || cli.queued > 0 || this.session().busy) return 'a turn is running (runs do not queue)';
    const run: Run = { token, allow, denied: [] };
    this.current = run;
    run.timer = setTimeout(() => void this.timedOut(run, timeoutS), timeoutS * 1000);
    // A session the run begins (:ClaudeRun!, a headless run) goes by `run: <prompt>`, in the CLI's record too:
    // :ClaudeSessions and :ClaudeResume list it apart from the user's own conversations, even once it is past.
    if (this.session().title === null) this.rename(`run: ${text.replace(/\s+/g, ' ').trim().slice(0, 80)}`);
    cli.send(text, null, token);
    return null;
  }

  /** The run's time is up: its turn is interrupted (it ends with its `result`), or, not begun, it ends now. */
  private async timedOut(run: Run, seconds: number): Promise<void> {
    if (this.current !== run) return;
    run.why = `timed out after ${seconds} s`;
    if (!(await this.cli().interrupt()) && this.current === run) this.end(run);
  }

  /** Ends `run`, with its `turn` done or before it (run.why says why): its prompt, if still queued, is not sent
   *  later, and the transcript says how it ended. */
  private end(run: Run, turn?: Turn): void {
    clearTimeout(run.timer);
    this.current = null;
    this.finished.set(run.token, run);
    this.cli().unqueue(run.token);
    const { status, message } = statusOf(turn, run.denied.length, run.why);
    this.session().addNotice(`Unattended run ended, status ${status}: ${message}`, status ? 'error' : 'info');
  }

  /** The CLI ended unasked, `cause` saying why (host/supervisor/exitReport.ts's exitCause): a run whose turn had
   *  not begun ends now, naming it (a headless run has no transcript for the notice that says it), before the notice is
   *  written, which then promises nothing of its prompt. */
  cliEnded(cause: string): void {
    const run = this.current;
    if (!run || this.session().turns.some((t) => t.ask === run.token)) return;
    run.why = `claude stopped before the run began (${cause})`;
    this.end(run);
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
      this.end(run, turn);
      return false;
    }
    // A CLI that could not start, or died, before the run's turn began: the run ends at once, not at its timeout.
    if (!turn && this.cli().phase === 'stopped') {
      run.why = 'claude stopped before the run began';
      this.end(run);
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
    // The allow list answers, nobody is asked: the CLI is told so (byConfig), for an allow and a denial alike.
    if (allowedBy(run.allow, toolName, input, cwd)) return { behavior: 'allow', updatedInput: input, byConfig: true };
    const needed = neededEntry(toolName, input, cwd);
    run.denied.push({ tool: toolName, input: summary, needed });
    this.session().addNotice(
      `Unattended run: denied ${summary} (not in its allow list; \`${needed}\` would allow it)`,
      'error',
    );
    return {
      behavior: 'deny',
      byConfig: true,
      message:
        `Denied: this is an unattended run and its allow list has no ` +
        `entry for this call (\`${needed}\` would allow it). Do not try other ways around it; finish what you can` +
        ' without it.',
    };
  }

  /** The run with `token`: its status and denials; null until its turn is done. `early`: only a run that
   *  ended before its turn began (its turn's report will never come), else null. */
  result(token: string, early = false): RunResult | null {
    this.active();
    const turn = this.session().turns.find((t) => t.ask === token);
    const run = this.finished.get(token);
    if (early ? turn || !run?.why : !turn?.done && !run?.why) return null;
    this.finished.delete(token);
    const denied = run?.denied ?? [];
    return { ...statusOf(turn, denied.length, run?.why), denied };
  }
}
