// Claude's task list as a checklist: in the transcript (a turn's `tasks` entry) and in :ClaudeTodos. Pure.
import { doneCount, type TaskItem } from '../../session/messages/tasks';
import { oneLine } from '../text';

const MARK: Record<TaskItem['status'], string> = { pending: '☐', in_progress: '◐', completed: '☑' };
const GROUP: Record<TaskItem['status'], string> = {
  pending: 'ClaudeTaskPending',
  in_progress: 'ClaudeTaskActive',
  completed: 'ClaudeTaskDone',
};

/** `Tasks 1/3 done`. */
export const checklistTitle = (items: readonly TaskItem[]) => `Tasks ${doneCount(items)}`;

/** One line per task and its highlight group: `☐ Write tests`; in progress, what it is doing
 *  (`◐ Writing tests`). */
export function checklistLines(items: readonly TaskItem[]): Array<[string, string]> {
  return items.map((t) => {
    const text = t.status === 'in_progress' && t.activeForm ? t.activeForm : t.subject;
    return [`${MARK[t.status]} ${oneLine(text)}`, GROUP[t.status]];
  });
}
