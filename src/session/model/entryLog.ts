// The transcript's entries and who listens to them: every entry gets a key and a version, and every change
// bumps the version of the entry it changed (and of the Agent/Task call a sub-agent's entry belongs to), so
// a view that compares versions never misses one. The other parts of a session (session.ts) add and change
// entries only through it.
import type { Entry, NoticeEntry, ToolEntry } from './types';

export type Listener = () => void;

export class EntryLog {
  readonly entries: Entry[] = [];
  private keys = 1;
  private clock = 1;
  private readonly listeners = new Set<Listener>();
  /** A sub-agent's entry → the Agent/Task call it belongs to (a change to it is a change to that call). */
  private readonly parents = new WeakMap<Entry, ToolEntry>();

  /** The key the next entry gets. */
  get nextKey(): number {
    return this.keys;
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get toolEntries(): ToolEntry[] {
    return this.entries.filter((e): e is ToolEntry => e.kind === 'tool');
  }

  /** A notice in the transcript (the caller tells the listeners). */
  notice(text: string, tone: NoticeEntry['tone'] = 'info', unsavedFile?: string): NoticeEntry {
    return this.push<NoticeEntry>(
      unsavedFile === undefined ? { kind: 'notice', text, tone } : { kind: 'notice', text, tone, unsavedFile },
    );
  }

  /** A notice right after top-level entry `after` (the notice is about it; later entries move down), or at the
   *  end when `after` is not among them. The caller tells the listeners. */
  noticeAfter(after: Entry | undefined, text: string, tone: NoticeEntry['tone'], unsavedFile?: string): NoticeEntry {
    const entry = this.notice(text, tone, unsavedFile);
    const at = after ? this.entries.indexOf(after) : -1;
    if (at >= 0 && at < this.entries.length - 2) {
      this.entries.pop();
      this.entries.splice(at + 1, 0, entry);
    }
    return entry;
  }

  /** Whether the last notice since the last prompt says `text` (the same failure is said once). */
  lastNoticeIs(text: string): boolean {
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const e = this.entries[i];
      if (e.kind === 'notice') return e.text === text.trim();
      if (e.kind === 'user') return false;
    }
    return false;
  }

  /** A new entry: in the transcript, or among `parent`'s (a sub-agent's) entries. */
  push<T extends Entry>(fields: Omit<T, 'key' | 'version'>, parent: ToolEntry | null = null): T {
    const entry = { ...fields, key: this.keys++, version: this.clock++ } as T;
    if (parent) {
      parent.children.push(entry);
      this.parents.set(entry, parent);
      this.touch(parent);
    } else {
      this.entries.push(entry);
    }
    return entry;
  }

  /** The Agent/Task call whose sub-agent made `entry`, if any. */
  parentOf(entry: Entry): ToolEntry | undefined {
    return this.parents.get(entry);
  }

  touch(entry: Entry): void {
    entry.version = this.clock++;
    const parent = this.parents.get(entry);
    if (parent) this.touch(parent);
  }

  emit(): void {
    for (const listener of this.listeners) listener();
  }
}
