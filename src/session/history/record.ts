// A conversation the CLI recorded (~/.claude/projects/<dir>/<id>.jsonl), read back for the transcript of a
// resumed or forked session: what the user typed, and the messages a Session consumes as it would have live.
// Pure: it takes the record's text.
import type { SDKMessage } from '../../cli/protocol/inbound';
import type { Session } from '../model/session';
import type { SelectionContext } from '../model/types';

import type { Loose as Any } from '../../cli/protocol/wire';

export type HistoryItem =
  | { kind: 'prompt'; text: string; context: SelectionContext | null }
  | { kind: 'message'; message: Any; edit?: unknown };

export interface History {
  items: HistoryItem[];
  /** The name the session was given (the last rename), else null. */
  title: string | null;
  /** The git branch the CLI recorded last. */
  branch: string | null;
  /** When the last message of the conversation was recorded (ms since the epoch), else null. Not the file's
   *  time: a CLI that ends appends a record of its own (`last-prompt`) to a conversation that did not move. */
  lastMessageAt: number | null;
  /** Whether `stopAt` was found (always true without one). */
  reached: boolean;
}

/** What the CLI records for itself, not as a prompt of the user's: slash command echoes, their output,
 *  interrupt markers, caveats. */
const CLI_TAGS = [
  'command-name',
  'command-message',
  'command-args',
  'local-command-stdout',
  'local-command-stderr',
  'local-command-caveat',
  'system-reminder',
  'bash-input',
  'bash-stdout',
  'bash-stderr',
];
const NOT_TYPED = new RegExp(`^\\s*<(${CLI_TAGS.join('|')})>|^\\[Request interrupted by user`);

/** An attached selection, as src/host/supervisor/promptQueue.ts sends it: `path (lines a-b):`, then a fenced block. */
const SELECTION = /^(.+) \(lines (\d+)-(\d+)\):\n(`{3,})([^\n]*)\n([\s\S]*?)\n\4(?:\n|$)/;

/** A prompt's text split into what the user typed and the selection sent ahead of it. */
export function splitPrompt(text: string): { text: string; context: SelectionContext | null } {
  const m = SELECTION.exec(text);
  if (!m) return { text, context: null };
  const [whole, path, start, end, , filetype, body] = m;
  const startLine = Number(start);
  const endLine = Number(end);
  const label = startLine === endLine ? `${path}:${startLine}` : `${path}:${startLine}-${endLine}`;
  return { text: text.slice(whole.length).trim(), context: { label, path, startLine, endLine, filetype, text: body } };
}

function promptText(content: unknown): string | null {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return null;
  if (content.some((b) => b?.type === 'tool_result')) return null;
  const text = content
    .filter((b) => b?.type === 'text' && typeof b.text === 'string')
    .map((b) => b.text)
    .join('\n');
  return text === '' ? null : text;
}

/** The records of `text` (one JSON object a line; lines that do not parse are skipped: the last one may be
 *  cut off while the CLI writes it), up to and including the message `stopAt` when given. */
export function readHistory(text: string, stopAt?: string): History {
  const items: HistoryItem[] = [];
  let title: string | null = null;
  let branch: string | null = null;
  let lastMessageAt: number | null = null;
  let reached = stopAt === undefined;
  for (const line of text.split('\n')) {
    if (reached && stopAt !== undefined) break;
    let rec: Any;
    try {
      rec = JSON.parse(line);
    } catch {
      continue;
    }
    if (!rec || typeof rec !== 'object') continue;
    if (rec.type === 'custom-title' && typeof rec.customTitle === 'string') title = rec.customTitle.trim() || null;
    // "HEAD": the CLI found no branch (a detached head, or no git repository).
    if (typeof rec.gitBranch === 'string' && rec.gitBranch && rec.gitBranch !== 'HEAD') branch = rec.gitBranch;
    if ((rec.type === 'user' || rec.type === 'assistant') && typeof rec.timestamp === 'string') {
      const at = Date.parse(rec.timestamp);
      if (Number.isFinite(at) && (lastMessageAt === null || at > lastMessageAt)) lastMessageAt = at;
    }
    // Sub-agents' own messages and the CLI's meta records (compaction summaries, reminders) are not the
    // conversation the user had.
    if (
      rec.isSidechain === true ||
      rec.isMeta === true ||
      rec.isCompactSummary === true ||
      rec.isVisibleInTranscriptOnly === true
    ) {
      if (rec.uuid === stopAt) reached = true;
      continue;
    }
    if (rec.type === 'user') {
      const typed = promptText(rec.message?.content);
      if (typed !== null) {
        if (!NOT_TYPED.test(typed)) items.push({ kind: 'prompt', ...splitPrompt(typed) });
      } else {
        // A tool's result: without `tool_use_result`, so that an edit of the past is not counted as one of this
        // session's.
        // What the tool reported is kept aside: turn blame rebuilds the past turns' edits from it (pastTurns.ts).
        const edit = rec.toolUseResult ?? rec.tool_use_result;
        items.push({
          kind: 'message',
          message: { type: 'user', uuid: rec.uuid, message: rec.message },
          ...(edit === undefined ? {} : { edit }),
        });
      }
    } else if (rec.type === 'assistant' && rec.message && typeof rec.message === 'object') {
      const error = rec.error ? { error: rec.error } : {};
      items.push({ kind: 'message', message: { type: 'assistant', uuid: rec.uuid, message: rec.message, ...error } });
    }
    if (rec.uuid === stopAt) reached = true;
  }
  return { items, title, branch, lastMessageAt, reached };
}

/** Shows `history` in `session` (new, empty) as the transcript of what was said before; returns how many
 *  prompts it holds. Edits of the past are not this session's changes: the changed-files list starts empty. */
export function replayHistory(session: Session, history: History): number {
  let prompts = 0;
  for (const item of history.items) {
    if (item.kind === 'prompt') {
      session.addUser(item.text, item.context);
      prompts++;
    } else {
      session.consume(item.message as SDKMessage);
    }
  }
  // Ends what the record left open (a turn cut off), as a turn's end would.
  session.consume({ type: 'result', subtype: 'success' } as SDKMessage);
  session.replayed(history.title);
  return prompts;
}
