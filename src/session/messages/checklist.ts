// Claude's task list as its task tools left it (`:ClaudeTodos`), and the transcript's checklist of it: one
// per turn that changed it, where the first change was made, updated in place until the turn ends. Pure.
import type { EntryLog } from '../model/entryLog';
import type { TaskItem } from './tasks';
import type { TasksEntry } from '../model/types';

export class Checklist {
  tasks: TaskItem[] = [];
  private entry: TasksEntry | null = null;

  constructor(private readonly log: EntryLog) {}

  /** Claude's task list changed: this turn's checklist shows it (the first change of a turn adds one). */
  set(list: TaskItem[]): void {
    this.tasks = list;
    if (this.entry) {
      this.entry.items = list;
      this.log.touch(this.entry);
    } else {
      this.entry = this.log.push<TasksEntry>({ kind: 'tasks', items: list });
    }
  }

  /** The turn ended: its checklist stays as it was; the next change starts a new one. */
  end(): void {
    this.entry = null;
  }
}
