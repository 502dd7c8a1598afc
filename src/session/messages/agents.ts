// A sub-agent's progress, from the CLI's task_started / task_progress / task_notification messages (and
// task_updated's status) about an Agent/Task call. Pure.
import type { AgentProgress } from '../model/types';

import type { Loose as Any } from '../../cli/protocol/wire';

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The progress after task message `m` (system subtype task_*), or null when `m` says nothing about it. */
export function nextProgress(before: AgentProgress | null, m: Any): AgentProgress | null {
  const now: AgentProgress = before
    ? { ...before }
    : { state: 'running', doing: '', toolUses: 0, tokens: 0, durationMs: 0, taskId: '' };
  if (!now.taskId && typeof m.task_id === 'string') now.taskId = m.task_id;
  const usage = m.usage && typeof m.usage === 'object' ? m.usage : null;
  if (usage) {
    now.toolUses = num(usage.tool_uses);
    now.tokens = num(usage.total_tokens);
    now.durationMs = num(usage.duration_ms);
  }
  switch (m.subtype) {
    case 'task_started':
      now.state = 'running';
      return now;
    case 'task_progress':
      if (typeof m.description === 'string') now.doing = m.description;
      return now;
    case 'task_notification':
      now.state = m.status === 'completed' ? 'done' : 'error';
      if (typeof m.summary === 'string') now.doing = m.summary;
      else if (typeof m.status === 'string') now.doing = m.status;
      return now;
    case 'task_updated': {
      const status = m.patch?.status;
      if (status === 'completed') now.state = 'done';
      else if (status === 'failed' || status === 'killed' || status === 'stopped') now.state = 'error';
      else return before;
      return now;
    }
    default:
      return before;
  }
}

const BACKGROUND_NOTE =
  /^(Async agent launched|Command running in background with ID|Command was manually backgrounded)/;

/** The result of an Agent/Task call whose agent went on in the background, or of a shell that did: the CLI's
 *  note to the model ("internal metadata — never quote …", where the output goes), not something the user
 *  reads; the call's own line says how it does, and :ClaudeTasks shows its output. */
export function launchedInBackground(result: string | null): boolean {
  return result !== null && BACKGROUND_NOTE.test(result);
}
