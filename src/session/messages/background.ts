// What runs in the background of a session: shells, monitors, workflows and agents the CLI runs on after the
// call that started them (a Bash call with run_in_background, one the user sent to the background, ...).
// From the CLI's task_started / task_updated / task_notification and background_tasks_changed messages
// (docs/cli-protocol.md § Background tasks; the last is absent from 2.1.197). Pure: no I/O.

import type { Loose as Any } from '../../cli/protocol/wire';

export type BackgroundState = 'running' | 'completed' | 'failed' | 'stopped';

export interface BackgroundTask {
  /** The CLI's task id (what stop_task and get_task_output name). */
  id: string;
  /** The CLI's task_type (`local_bash`, `monitor`, `local_workflow`, `local_agent`, ...); '' when unsaid. */
  kind: string;
  /** What it runs: a shell's command, else the task's description. */
  what: string;
  /** The tool call that started it ('' when none was named). */
  toolUseId: string;
  state: BackgroundState;
  /** When it started (or went to the background), and when it ended (null: still runs), in ms since the epoch. */
  startedAt: number;
  endedAt: number | null;
  /** How it ended, in the CLI's words (task_notification's summary). */
  summary: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The state a task's end names (task_notification's status, task_updated's patch.status); null: not an end. */
function endState(status: unknown): BackgroundState | null {
  switch (status) {
    case 'completed':
      return 'completed';
    case 'failed':
      return 'failed';
    case 'killed':
    case 'stopped':
      return 'stopped';
    default:
      return null;
  }
}

/** task_started as a newer CLI says it: an older one (2.1.197) has no `is_backgrounded`, and a call that asked
 *  to run in the background (`input`: the call's, when known) is what tells. */
export function withBackgrounded(m: Any, input: Record<string, unknown> | undefined): Any {
  if (typeof m.is_backgrounded === 'boolean' || input?.run_in_background !== true) return m;
  return { ...m, is_backgrounded: true };
}

export class Background {
  private readonly byId = new Map<string, BackgroundTask>();
  /** Tasks that run in the foreground (a shell the turn waits for): background_tasks_changed lists them too. */
  private readonly foreground = new Map<string, Any>();

  /** `command`: the command of the tool call `toolUseId` names ('' when it is no shell's or unknown). */
  constructor(
    private readonly command: (toolUseId: string) => string,
    private readonly now = () => Date.now(),
  ) {}

  /** Every task that went to the background, oldest first (ended ones too: they say how they ended). */
  get tasks(): readonly BackgroundTask[] {
    return [...this.byId.values()];
  }

  /** How many still run. */
  get running(): number {
    return this.tasks.filter((t) => t.state === 'running').length;
  }

  get(id: string): BackgroundTask | undefined {
    return this.byId.get(id);
  }

  /** A system task_* or background_tasks_changed message. */
  message(m: Any): void {
    switch (m.subtype) {
      case 'task_started':
        if (m.is_backgrounded === true) this.add(m);
        else if (typeof m.task_id === 'string') this.foreground.set(m.task_id, m);
        return;
      case 'task_updated': {
        const patch = m.patch && typeof m.patch === 'object' ? m.patch : {};
        const known = this.byId.get(str(m.task_id));
        // A task the user sent to the background (the terminal's Ctrl+B) was started in the foreground.
        if (!known && patch.is_backgrounded === true) {
          const started = this.foreground.get(str(m.task_id));
          this.foreground.delete(str(m.task_id));
          this.add({ ...started, ...m, ...patch });
        }
        const ended = endState(patch.status);
        if (ended) this.end(str(m.task_id), ended, '');
        if (ended) this.foreground.delete(str(m.task_id));
        return;
      }
      case 'task_notification': {
        const ended = endState(m.status);
        if (ended) this.end(str(m.task_id), ended, str(m.summary));
        this.foreground.delete(str(m.task_id));
        return;
      }
      case 'background_tasks_changed':
        // The list of what runs (REPLACE semantics): one not told of by task_started is added; an ambient one
        // (the CLI's own) is not the user's.
        if (!Array.isArray(m.tasks)) return;
        for (const t of m.tasks) if (t && t.ambient !== true && !this.foreground.has(t.task_id)) this.add(t);
        return;
      default:
    }
  }

  /** Also the first words about a task that started long before (background_tasks_changed lists it). */
  private add(m: Any): void {
    const id = str(m.task_id);
    if (!id) return;
    const known = this.byId.get(id);
    if (known) {
      known.kind ||= str(m.task_type);
      known.toolUseId ||= str(m.tool_use_id);
      // background_tasks_changed comes first and names no call: a shell's command says more than its description.
      known.what = this.command(known.toolUseId) || known.what || str(m.description);
      return;
    }
    const toolUseId = str(m.tool_use_id);
    this.byId.set(id, {
      id,
      kind: str(m.task_type),
      what: this.command(toolUseId) || str(m.description),
      toolUseId,
      state: 'running',
      startedAt: this.now(),
      endedAt: null,
      summary: '',
    });
  }

  private end(id: string, state: BackgroundState, summary: string): void {
    const task = this.byId.get(id);
    if (!task) return;
    if (task.state === 'running') {
      task.state = state;
      task.endedAt = this.now();
    }
    if (summary) task.summary = summary;
  }

  /** After an interrupt: what still runs in the background, which a CLI that was told of per-task stops
   *  (`perTaskStopAffordance` in `initialize`) leaves running; null when nothing does (an older CLI stops all
   *  of it, and their lines say so). */
  stillRunning(): string | null {
    const n = this.running;
    if (!n) return null;
    const [runs, them, stops] = n === 1 ? ['task still runs', 'it', 'it'] : ['tasks still run', 'them', 'one'];
    return `${n} background ${runs}: :ClaudeTasks lists ${them} (x stops ${stops})`;
  }

  /** The CLI is gone: nothing runs in its background any more. */
  cliGone(): void {
    for (const t of this.byId.values()) if (t.state === 'running') this.end(t.id, 'stopped', 'the CLI ended');
  }
}
