// Feeding the session model in tests: real CLI recordings (test/fixtures/*.jsonl, see record.ts) played
// the way the host plays them, and small hand-written message sequences.
import fs from 'node:fs';
import path from 'node:path';
import { parseLine, type PermissionPrompt, type SDKMessage } from '../../src/cli/protocol/inbound';
import { Session } from '../../src/session/model/session';
import type { AssistantBlock, AssistantEntry, NoticeEntry } from '../../src/session/model/types';

/** A block as the transcript shows it (without the pieces a streamed one keeps for the renderer). */
export const plain = (b: AssistantBlock) => ({ type: b.type, text: b.text });

// ---- fixtures -------------------------------------------------------------------------------------

export const FIXTURES = path.join(__dirname, '..', 'fixtures');
/** Stands in for the recording's workspace (the fixtures say /WORKSPACE). */
export const PROJECT = '/home/dev/project';

export function fixtureLines(name: string): string[] {
  return fs
    .readFileSync(path.join(FIXTURES, `${name}.jsonl`), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => l.split('/WORKSPACE').join(PROJECT));
}

export const fixtureMessages = (name: string): any[] => fixtureLines(name).map((l) => JSON.parse(l));

export interface FeedOptions {
  /** Called right after a permission prompt was added, before the (simulated) user answers it. */
  onPermission?: (prompt: PermissionPrompt, session: Session) => void;
  /** Keeps only the lines for which this returns true. */
  filter?: (message: any) => boolean;
}

/** Plays a fixture into the session the way the host does: messages consumed, prompts added then answered. */
export function feed(session: Session, name: string, opts: FeedOptions = {}): void {
  for (const line of fixtureLines(name)) {
    if (opts.filter && !opts.filter(JSON.parse(line))) continue;
    const parsed = parseLine(line);
    if (!parsed) continue;
    if (parsed.kind === 'message') session.consume(parsed.message);
    else if (parsed.kind === 'permission') {
      session.addApproval(parsed.prompt);
      opts.onPermission?.(parsed.prompt, session);
      session.resolveApproval(parsed.prompt.requestId);
    } else if (parsed.kind === 'control_cancel') session.resolveApproval(parsed.requestId);
  }
}

export function played(name: string, opts: FeedOptions = {}): Session {
  const session = new Session(PROJECT);
  session.addUser(`prompt of ${name}`);
  feed(session, name, opts);
  return session;
}

export const assistants = (s: Session) => s.entries.filter((e): e is AssistantEntry => e.kind === 'assistant');
export const notices = (s: Session) => s.entries.filter((e): e is NoticeEntry => e.kind === 'notice');
export const kinds = (s: Session) => s.entries.map((e) => e.kind);
export const noStream = (m: any) => m.type !== 'stream_event';

// ---- hand-written messages ------------------------------------------------------------------------

export const send = (session: Session, ...messages: object[]) => {
  for (const m of messages) session.consume(m as SDKMessage);
};
export const se = (event: object) => ({
  type: 'stream_event',
  event,
  parent_tool_use_id: null,
  session_id: 's',
  uuid: 'u',
});
export const messageStart = (id: string) =>
  se({ type: 'message_start', message: { id, type: 'message', role: 'assistant', model: 'm', content: [] } });
export const blockStart = (index: number) =>
  se({ type: 'content_block_start', index, content_block: { type: 'text', text: '' } });
export const textDelta = (index: number, text: string) =>
  se({ type: 'content_block_delta', index, delta: { type: 'text_delta', text } });
export const blockStop = (index: number) => se({ type: 'content_block_stop', index });
export const messageDelta = () =>
  se({ type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 3 } });
export const messageStop = () => se({ type: 'message_stop' });
export const assistant = (id: string, content: object[]) => ({
  type: 'assistant',
  message: { id, type: 'message', role: 'assistant', model: 'm', content },
  parent_tool_use_id: null,
  session_id: 's',
  uuid: 'u',
});
export const result = (fields: object = {}) => ({
  type: 'result',
  subtype: 'success',
  is_error: false,
  result: 'done',
  total_cost_usd: 0,
  usage: { input_tokens: 0, output_tokens: 0 },
  ...fields,
});
export const toolResult = (toolUseId: string, toolUseResult: unknown, isError = false) => ({
  type: 'user',
  message: {
    role: 'user',
    content: [
      { type: 'tool_result', tool_use_id: toolUseId, content: isError ? 'Error: denied' : 'ok', is_error: isError },
    ],
  },
  parent_tool_use_id: null,
  session_id: 's',
  uuid: 'u',
  tool_use_result: toolUseResult,
});

let toolIds = 0;
/** One editing tool call and its result, as the CLI reports them. */
export function editTurn(
  session: Session,
  name: string,
  input: Record<string, unknown>,
  toolUseResult: unknown,
  isError = false,
): string {
  const id = `toolu_hand${++toolIds}`;
  send(
    session,
    assistant(`msg_hand${toolIds}`, [{ type: 'tool_use', id, name, input }]),
    toolResult(id, toolUseResult, isError),
  );
  return id;
}
