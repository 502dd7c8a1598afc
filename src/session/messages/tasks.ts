// Claude's task list, kept from its task tools: TaskCreate/TaskUpdate/TaskList (the CLI's default where
// they are on) and the older TodoWrite. The transcript shows the list as one checklist instead of the
// calls' own lines. Pure.

export type TaskStatus = 'pending' | 'in_progress' | 'completed';

export interface TaskItem {
  id: string;
  subject: string;
  status: TaskStatus;
  /** What it says while in progress ("Writing tests"). */
  activeForm: string;
}

/** Tools whose calls the checklist shows (their own lines are left out unless they fail). */
export const TASK_TOOLS = new Set(['TaskCreate', 'TaskUpdate', 'TaskList', 'TaskGet', 'TodoWrite']);

import type { Loose as Any } from '../../cli/protocol/wire';
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const STATUSES = new Set(['pending', 'in_progress', 'completed']);
const status = (v: unknown, fallback: TaskStatus): TaskStatus =>
  STATUSES.has(v as string) ? (v as TaskStatus) : fallback;

/** The list after a successful call of task tool `name` with `input`, whose structured result is `result`;
 *  null when the call changed nothing the list shows. */
export function afterTaskCall(list: readonly TaskItem[], name: string, input: Any, result: unknown): TaskItem[] | null {
  const r = (result && typeof result === 'object' ? result : {}) as Any;
  switch (name) {
    case 'TaskCreate': {
      const task = (r.task && typeof r.task === 'object' ? r.task : {}) as Any;
      const id = str(task.id);
      if (!id) return null;
      const item = {
        id,
        subject: str(task.subject) || str(input.subject),
        status: 'pending' as const,
        activeForm: str(input.activeForm),
      };
      return [...list.filter((t) => t.id !== id), item];
    }
    case 'TaskUpdate': {
      const id = str(input.taskId) || str(r.taskId);
      if (!id || !list.some((t) => t.id === id)) return null;
      if (input.status === 'deleted') return list.filter((t) => t.id !== id);
      return list.map((t) =>
        t.id !== id
          ? t
          : {
              ...t,
              subject: str(input.subject) || t.subject,
              status: status(input.status, t.status),
              activeForm: str(input.activeForm) || t.activeForm,
            },
      );
    }
    case 'TaskList': {
      if (!Array.isArray(r.tasks)) return null;
      return (r.tasks as Any[])
        .filter((t) => str(t?.id))
        .map((t) => {
          const known = list.find((k) => k.id === str(t.id));
          return {
            id: str(t.id),
            subject: str(t.subject) || known?.subject || '',
            status: status(t.status, known?.status ?? 'pending'),
            activeForm: known?.activeForm ?? '',
          };
        });
    }
    case 'TodoWrite': {
      const todos = Array.isArray(r.newTodos) ? r.newTodos : Array.isArray(input.todos) ? input.todos : null;
      if (!todos) return null;
      return (todos as Any[]).map((t, i) => ({
        id: String(i + 1),
        subject: str(t?.content),
        status: status(t?.status, 'pending'),
        activeForm: str(t?.activeForm),
      }));
    }
    default:
      return null;
  }
}

/** `☑ 2/3 done`-style count for the checklist's head line. */
export function doneCount(list: readonly TaskItem[]): string {
  return `${list.filter((t) => t.status === 'completed').length}/${list.length} done`;
}
