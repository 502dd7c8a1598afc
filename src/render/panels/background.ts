// What runs in the background, as :ClaudeTasks lists it: one line per task (what it is, how long it has run,
// its command or description), and a task's latest output. Pure.
import type { BackgroundTask } from '../../session/messages/background';
import { oneLine } from '../text';

/** The CLI's task types as the list names them; another type is shown as the CLI names it. */
const KINDS: Record<string, string> = {
  local_bash: 'shell',
  monitor: 'monitor',
  local_workflow: 'workflow',
  local_agent: 'agent',
  remote_agent: 'agent',
};
const MARK: Record<BackgroundTask['state'], string> = { running: '⋯', completed: '✓', failed: '✗', stopped: '■' };
const GROUP: Record<BackgroundTask['state'], string> = {
  running: 'ClaudeTaskActive',
  completed: 'ClaudeTaskDone',
  failed: 'ClaudeToolError',
  stopped: 'ClaudeTaskPending',
};

/** `42 s`, `3 min 5 s`, `1 h 2 min`. */
export function elapsedText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}

export interface BackgroundRow {
  /** The task id (what the list's keys act on). */
  id: string;
  state: BackgroundTask['state'];
  text: string;
  group: string;
}

/** `⋯ shell · 12 s · sleep 30; echo done`: running ones first, then those that ended, newest first. */
export function backgroundRows(tasks: readonly BackgroundTask[], now: number): BackgroundRow[] {
  const running = tasks.filter((t) => t.state === 'running');
  const ended = tasks.filter((t) => t.state !== 'running').reverse();
  return [...running, ...ended].map((t) => {
    const kind = KINDS[t.kind] ?? (t.kind || 'task');
    const took = elapsedText((t.endedAt ?? now) - t.startedAt);
    const state = t.state === 'running' ? took : `${t.state} after ${took}`;
    return {
      id: t.id,
      state: t.state,
      text: `${MARK[t.state]} ${kind} · ${state} · ${oneLine(t.what)}`,
      group: GROUP[t.state],
    };
  });
}

/** get_task_output's answer (`{output, total_bytes, truncated}`: its last 8 KiB) as a float's title and lines;
 *  null when it says nothing usable. */
export function taskOutputView(
  task: BackgroundTask | undefined,
  id: string,
  answer: unknown,
): { title: string; lines: string[] } | null {
  const a = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : null;
  if (!a || typeof a.output !== 'string') return null;
  const lines = a.output.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  const what = task ? oneLine(task.what).slice(0, 60) : id;
  const tail = a.truncated === true && typeof a.total_bytes === 'number' ? ` (last of ${a.total_bytes} bytes)` : '';
  const empty = lines.length === 1 && lines[0] === '';
  return { title: `Output of ${what}${tail}`, lines: empty ? ['(no output yet)'] : lines };
}
