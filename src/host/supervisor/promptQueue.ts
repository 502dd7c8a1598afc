// The prompts waiting for the CLI, in the order typed, and what goes with the next: the reverts Claude is told
// of, the images; the text sent for a prompt with an attached selection.
import type { Session } from '../../session/model/session';
import type { SelectionContext, UserEntry } from '../../session/model/types';

/** A fence longer than any backtick run in the text, so the selection cannot close it early. */
function fenceFor(text: string): string {
  let longest = 2;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return '`'.repeat(longest + 1);
}

/** The text sent to Claude for a prompt with an attached selection. Pure. */
export function promptWithContext(prompt: string, context: SelectionContext | null): string {
  if (!context) return prompt;
  const fence = fenceFor(context.text);
  const body = context.text.endsWith('\n') ? context.text : context.text + '\n';
  const where = `${context.path} (lines ${context.startLine}-${context.endLine}):`;
  const block = `${where}\n${fence}${context.filetype}\n${body}${fence}`;
  return prompt.trim() === '' ? block : `${block}\n\n${prompt}`;
}

/** An image of a prompt: its label in the transcript, its content block for the CLI (host/prompt/images.ts). */
export interface PromptImage {
  label: string;
  block: unknown;
}

interface Queued {
  entry: UserEntry;
  text: string;
  ask: string | null;
  images: PromptImage[];
}

export class PromptQueue {
  private readonly queue: Queued[] = [];
  /** Hunks the user reverted since the last prompt: the next prompt tells Claude (it would redo them). */
  private readonly reverted: string[] = [];

  constructor(private readonly session: Session) {}

  get length(): number {
    return this.queue.length;
  }

  /** The prompt's entry in the session ("(queued)" when `behindTurn`), and its text queued. */
  add(
    text: string,
    context: SelectionContext | null,
    ask: string | null,
    images: PromptImage[],
    behindTurn: boolean,
  ): void {
    const entry = this.session.addUser(
      text,
      context,
      behindTurn,
      images.map((i) => i.label),
    );
    this.queue.push({ entry, text: promptWithContext(text, context), ask, images });
  }

  /** Takes back the prompts still queued with `ask`; whether there were any. */
  unqueue(ask: string): boolean {
    const taken = this.queue.filter((q) => q.ask === ask);
    for (const q of taken) {
      this.queue.splice(this.queue.indexOf(q), 1);
      this.session.markUnsent(q.entry);
    }
    return taken.length > 0;
  }

  /** The user reverted a hunk (`note` says which): Claude is told with the next prompt. */
  noteReverted(note: string): void {
    this.reverted.push(note);
  }

  /** The next prompt, marked sent: its text after the notes of the reverts, its images' blocks. */
  next(): { text: string; images: unknown[] } | null {
    const next = this.queue.shift();
    if (!next) return null;
    const text = this.reverted.length ? `${this.reverted.splice(0).join('\n\n')}\n\n${next.text}` : next.text;
    this.session.markSent(next.entry, text, next.ask);
    return { text, images: next.images.map((i) => i.block) };
  }

  /** The CLI stopped: every prompt still waiting reads "(queued)". */
  markQueued(): void {
    for (const q of this.queue) this.session.markQueued(q.entry);
  }
}
