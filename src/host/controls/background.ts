// :ClaudeTasks: what runs in the background of a session (shells, monitors, workflows, agents), a task's
// latest output (get_task_output), stopping one (stop_task), and sending the running command to the
// background (background_tasks, the terminal's Ctrl+B). Control requests (docs/cli-protocol.md § Background tasks);
// one an older CLI does not know is named as such, and nothing waits on the CLI.
import { backgroundRows, taskOutputView, type BackgroundRow } from '../../render/panels/background';
import { failure, type ControlDeps } from './controls';

/** The list :ClaudeTasks shows, as of now. */
export function backgroundList(d: ControlDeps): BackgroundRow[] {
  return backgroundRows(d.session.background, Date.now());
}

const named = (d: ControlDeps, id: string) => d.session.background.find((t) => t.id === id);

/** A task's latest output (the CLI keeps its last 8 KiB) in a float. */
export async function showTaskOutput(d: ControlDeps, id: string): Promise<void> {
  try {
    const shown = taskOutputView(named(d, id), id, await d.cli.control({ subtype: 'get_task_output', task_id: id }));
    if (shown)
      d.view.showFloat(
        shown.title,
        shown.lines.map((l) => [l, '']),
      );
    else d.view.notify('The CLI said nothing usable about the output', 'warn');
  } catch (err) {
    d.view.notify(failure(d, "Showing a task's output", err as Error), 'warn');
  }
}

/** Stops a task; its line and the list say how it ended once the CLI reports it. */
export async function stopTask(d: ControlDeps, id: string): Promise<void> {
  const task = named(d, id);
  if (task && task.state !== 'running') {
    d.view.notify(`That task is ${task.state} already`, 'info');
    return;
  }
  try {
    await d.cli.control({ subtype: 'stop_task', task_id: id });
  } catch (err) {
    d.view.notify(failure(d, 'Stopping a task', err as Error), 'warn');
  }
}

/** Sends the running command (the newest Bash call that runs) to the background: the turn goes on without
 *  waiting for it. The CLI takes a command once it runs as a task, a moment after it started. */
export async function toBackground(d: ControlDeps): Promise<void> {
  const running = d.session.toolEntries.filter((t) => t.name === 'Bash' && t.state === 'running' && !t.approval);
  const call = running.at(-1);
  if (!call) {
    d.view.notify('No command runs that could go to the background', 'info');
    return;
  }
  try {
    const answer = (await d.cli.control({ subtype: 'background_tasks', tool_use_id: call.id })) as {
      backgrounded?: unknown;
    } | null;
    if (answer?.backgrounded === false) {
      d.view.notify('The CLI did not send it to the background (it may not have started yet: try again)', 'info');
    }
  } catch (err) {
    d.view.notify(failure(d, 'Sending a command to the background', err as Error), 'warn');
  }
}
