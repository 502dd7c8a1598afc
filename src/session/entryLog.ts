// The transcript's entries and who listens to them: every entry gets a key and a version, and every change
// bumps the version of the entry it changed (and of the Agent/Task call a sub-agent's entry belongs to), so
// a view that compares versions never misses one. SessionState builds on it.
import type { Entry, NoticeEntry, ToolEntry } from './types';

export type Listener = () => void;

export class EntryLog {
  readonly entries: Entry[] = [];
  protected nextKey = 1;
  private clock = 1;
  private readonly listeners = new Set<Listener>();
  /** A sub-agent's entry → the Agent/Task call it belongs to (a change to it is a change to that call). */
  protected readonly parentOf = new WeakMap<Entry, ToolEntry>();

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get toolEntries(): ToolEntry[] {
    return this.entries.filter((e): e is ToolEntry => e.kind === 'tool');
  }

  addNotice(text: string, tone: NoticeEntry['tone'] = 'info'): void {
    this.push<NoticeEntry>({ kind: 'notice', text, tone });
    this.emit();
  }

  /** Whether the last notice since the last prompt says `text` (the same failure is said once). */
  protected lastNoticeIs(text: string): boolean {
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const e = this.entries[i];
      if (e.kind === 'notice') return e.text === text.trim();
      if (e.kind === 'user') return false;
    }
    return false;
  }

  /** A new entry: in the transcript, or among `parent`'s (a sub-agent's) entries. */
  protected push<T extends Entry>(fields: Omit<T, 'key' | 'version'>, parent: ToolEntry | null = null): T {
    const entry = { ...fields, key: this.nextKey++, version: this.clock++ } as T;
    if (parent) {
      parent.children.push(entry);
      this.parentOf.set(entry, parent);
      this.touch(parent);
    } else {
      this.entries.push(entry);
    }
    return entry;
  }

  protected touch(entry: Entry): void {
    entry.version = this.clock++;
    const parent = this.parentOf.get(entry);
    if (parent) this.touch(parent);
  }

  protected emit(): void {
    for (const listener of this.listeners) listener();
  }
}
