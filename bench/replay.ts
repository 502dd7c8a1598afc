// Replaying the recorded turn as the host would receive it: stdout bytes, read by read, through the real
// LineDecoder and parseLine, with the event loop running between reads so that frames coalesce deltas as
// they would live; and what the host does with each parsed line (sinkInto).
import type { ChatController } from '../src/host/chat/chat';
import type { Session } from '../src/session/model/session';
import { LineDecoder } from '../src/cli/process/lineDecoder';
import { parseLine, type InboundLine, type SDKMessage } from '../src/cli/protocol/inbound';
import type { RecordedChunk } from './fixture';

export interface ReplayInfo {
  chunks: number;
  lines: number;
  wallMs: number;
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The largest read Node makes from a pipe. */
const PIPE_READ = 65536;

async function feedLines(texts: string[], onLine: (line: InboundLine) => void | Promise<void>): Promise<number> {
  let n = 0;
  for (const text of texts) {
    const parsed = parseLine(text);
    if (!parsed) continue;
    n++;
    const r = onLine(parsed);
    if (r) await r;
  }
  return n;
}

/** Replays `bytes` at the pace they were recorded: each recorded pipe read is delivered at its recorded time
 *  (relative to the start), through the real LineDecoder and parseLine. When the replay falls behind, the
 *  reads already due are merged into one, up to 64 KiB, as a pipe would deliver them. */
export async function replayRecorded(
  bytes: Buffer,
  chunks: RecordedChunk[],
  onLine: (line: InboundLine) => void | Promise<void>,
): Promise<ReplayInfo> {
  const lineStart: number[] = [0];
  for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) lineStart.push(i + 1);
  const boundary = ([, line, chars]: RecordedChunk) => {
    const start = lineStart[Math.min(line, lineStart.length - 1)];
    if (chars === 0 || line + 1 >= lineStart.length) return start;
    const text = bytes.toString('utf8', start, lineStart[line + 1] - 1);
    return Math.min(start + Buffer.byteLength(text.slice(0, chars)), lineStart[line + 1] - 1);
  };
  const decoder = new LineDecoder();
  const started = performance.now();
  let at = 0;
  let next = 0;
  let reads = 0;
  let lines = 0;
  while (next < chunks.length) {
    const due = performance.now() - started;
    if (chunks[next][0] > due) {
      await sleep(Math.max(1, chunks[next][0] - due));
      continue;
    }
    let end = at;
    while (next < chunks.length && chunks[next][0] <= due) {
      const b = boundary(chunks[next]);
      if (b - at > PIPE_READ) break;
      end = Math.max(end, b);
      next++;
    }
    if (end === at) {
      // One recorded read larger than a pipe read (or an empty one): deliver up to 64 KiB of it.
      const b = next < chunks.length ? boundary(chunks[next]) : bytes.length;
      if (b <= at) {
        next++;
        continue;
      }
      end = Math.min(b, at + PIPE_READ);
    }
    reads++;
    lines += await feedLines(decoder.push(bytes.subarray(at, end)), onLine);
    at = end;
    await yieldToLoop();
  }
  if (at < bytes.length) {
    reads++;
    lines += await feedLines(decoder.push(bytes.subarray(at)), onLine);
  }
  lines += await feedLines(decoder.end(), onLine);
  return { chunks: reads, lines, wallMs: performance.now() - started };
}

/** Feeds `bytes` as stdout chunks of `chunkSize` through the real LineDecoder and parseLine, yielding to
 *  the event loop after each chunk (timers, and so the frame scheduler, run in between). `onLine` may
 *  return a promise, which is awaited before the next line. */
export async function replay(
  bytes: Buffer,
  chunkSize: number,
  onLine: (line: InboundLine) => void | Promise<void>,
): Promise<ReplayInfo> {
  const decoder = new LineDecoder();
  const started = performance.now();
  let chunks = 0;
  let lines = 0;
  for (let at = 0; at < bytes.length; at += chunkSize) {
    chunks++;
    lines += await feedLines(decoder.push(bytes.subarray(at, at + chunkSize)), onLine);
    await yieldToLoop();
  }
  lines += await feedLines(decoder.end(), onLine);
  return { chunks, lines, wallMs: performance.now() - started };
}

/** What the host's CLI supervisor (src/host/supervisor/supervisor.ts) does with each line: into the Session, with the
 *  user answering every approval at once (as the recording did: the CLI's next line is the tool's result). */
export function sinkInto(session: () => Session) {
  let pending: string | null = null;
  return (p: InboundLine) => {
    const s = session();
    if (pending) {
      s.resolveApproval(pending);
      pending = null;
    }
    switch (p.kind) {
      case 'message':
        s.consume(p.message);
        break;
      case 'permission':
        s.addApproval(p.prompt);
        pending = p.prompt.requestId;
        break;
      case 'control_cancel':
        s.resolveApproval(p.requestId);
        break;
      default:
        break;
    }
  };
}

/** A stream_event message carrying `event`, as the CLI wraps the API's events. */
export const streamEvent = (event: Record<string, unknown>): SDKMessage =>
  ({ type: 'stream_event', event, parent_tool_use_id: null, session_id: 's', uuid: 'u' }) as unknown as SDKMessage;

/** A prompt sent, as the CLI supervisor's sendNext does it: the session records it, and the supervisor's phase
 *  says a turn runs (the status's `busy`, which tells the editor a turn streams: lua/claude/transcript/markdown.lua). The
 *  bench starts no CLI, so the phase is set where the supervisor keeps it. */
export function sendPrompt(chat: ChatController, text: string): void {
  chat.session.markSent(chat.session.addUser(text));
  (chat as unknown as { cli: { current: string } }).cli.current = 'turn';
}
