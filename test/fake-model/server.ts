// A scripted fake of the Anthropic Messages API, on loopback, for driving the REAL `claude` CLI offline.
// A scenario is picked by a `[scenario:NAME]` tag in the turn's first user text; each model call within the
// turn takes the scenario's next step (steps are counted by the assistant messages since that user text).
// A model whose name holds `no-such-` (`claude-no-such-model`) does not exist: every request for it gets the real API's 404.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBlock =
  | { type: 'text'; text: string }
  | { type: 'thinking'; thinking: string }
  | { type: 'tool_use'; name: string; input: Record<string, unknown>; id?: string };

/** One model reply: content blocks, or an HTTP error the CLI sees as an API failure. */
export type FakeStep =
  | {
      blocks: FakeBlock[];
      chunkSize?: number;
      stopReason?: string;
      delayMs?: number;
      firstByteMs?: number;
      /** More response headers, as the real API sends them (anthropic-ratelimit-unified-*: a plan's limits). */
      headers?: Record<string, string>;
    }
  | { status: number; errorType: string; message: string; times?: number };

export interface ScenarioContext {
  /** Absolute working directory the CLI runs in, if the test told the server. */
  cwd: string;
  /** In plan mode, the file the CLI (2.1.3xx) tells the model to write its plan to; null when it names none. */
  planFile: string | null;
  /** The request ends with a tool result that is an error: the tool was denied, or failed. */
  refused: boolean;
}

/** Where the plan-mode reminder in a request says the plan goes. */
const PLAN_FILE = /\/[^\s`"'\\]*\/\.claude\/plans\/[\w.-]+\.md/;

/** The CLI's compaction request (`/compact`): the model is to summarise, not to go on with a scenario. */
const SUMMARY_REQUEST = 'CRITICAL: Respond with TEXT ONLY';

export type Scenario = (ctx: ScenarioContext) => FakeStep[];

export interface RecordedRequest {
  scenario: string;
  step: number;
  body: any;
}

interface ContentBlock {
  type: string;
  text?: string;
  [k: string]: unknown;
}
interface ApiMessage {
  role: string;
  content: string | ContentBlock[];
}

function textsOf(message: ApiMessage): string[] {
  if (typeof message.content === 'string') return [message.content];
  return message.content.filter((b) => b.type === 'text' && typeof b.text === 'string').map((b) => b.text as string);
}

function isToolResultOnly(message: ApiMessage): boolean {
  return (
    Array.isArray(message.content) &&
    message.content.length > 0 &&
    message.content.every((b) => b.type === 'tool_result')
  );
}

const TAG_ALL = /\[scenario:([\w-]+)\]/g;
const TASK_RESULT = /<task-notification>[\s\S]*?<result>([\s\S]*?)<\/result>/;
/** A background shell's notification has a summary and no result. */
const TASK_SUMMARY = /<task-notification>[\s\S]*?<summary>([\s\S]*?)<\/summary>/;

/** Finds the scenario tag and how many model replies the current turn already has. */
export function locateTurn(messages: ApiMessage[]): { name: string | null; step: number } {
  // The current turn starts at the last user message carrying real text (not only tool results).
  let start = -1;
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    // A <system-reminder> beside tool results (how 2.1.197 sends a hook's additionalContext) starts no turn;
    // the CLI's report of a background task (<task-notification>, which may come in one) does.
    const said = textsOf(m).some(
      (t) => t.trim() !== '' && (!t.trim().startsWith('<system-reminder>') || t.includes('<task-notification>')),
    );
    if (m.role === 'user' && !isToolResultOnly(m) && said) {
      start = i;
      break;
    }
  }
  // The tag may sit in the turn's own text or, when the CLI splits context into several blocks or appends
  // a trailing system message, anywhere after the turn start: look at the whole tail, newest first.
  // Newest first at every level: the CLI folds prompts of a failed turn into one message with the next.
  let name: string | null = null;
  for (let i = messages.length - 1; i >= Math.max(start, 0) && name === null; i--) {
    for (const t of textsOf(messages[i]).reverse()) {
      const tags = [...t.matchAll(TAG_ALL)];
      if (tags.length) {
        name = tags[tags.length - 1][1];
        break;
      }
    }
  }
  const step = messages.slice(start + 1).filter((m) => m.role === 'assistant').length;
  return { name, step };
}

function sse(res: http.ServerResponse, event: string, data: unknown): void {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

function chunks(text: string, size: number): string[] {
  const out: string[] = [];
  const chars = Array.from(text); // never split a surrogate pair
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out.length ? out : [''];
}

let idCounter = 0;
/** When the last reply's first text delta was written (process.hrtime, ns): the bench's time to first text. */
let textStartedAt: bigint | null = null;
const nextId = (prefix: string) => `${prefix}_fake${(++idCounter).toString().padStart(6, '0')}`;

async function streamReply(
  res: http.ServerResponse,
  step: Extract<FakeStep, { blocks: FakeBlock[] }>,
  model: string,
): Promise<void> {
  // A model that takes its time to answer at all: the CLI's turn has begun, and it has nothing to say yet.
  if (step.firstByteMs) await new Promise((r) => setTimeout(r, step.firstByteMs));
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    'request-id': nextId('req'),
    ...step.headers,
  });
  const size = step.chunkSize ?? 12;
  const pause = () => (step.delayMs ? new Promise((r) => setTimeout(r, step.delayMs)) : Promise.resolve());
  const usage = { input_tokens: 120, output_tokens: 1, cache_read_input_tokens: 30, cache_creation_input_tokens: 10 };
  sse(res, 'message_start', {
    type: 'message_start',
    message: {
      id: nextId('msg'),
      type: 'message',
      role: 'assistant',
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage,
    },
  });
  let outputTokens = 0;
  const hasTool = step.blocks.some((b) => b.type === 'tool_use');
  for (const [index, block] of step.blocks.entries()) {
    if (block.type === 'text') {
      sse(res, 'content_block_start', {
        type: 'content_block_start',
        index,
        content_block: { type: 'text', text: '' },
      });
      let first = true;
      for (const piece of chunks(block.text, size)) {
        sse(res, 'content_block_delta', {
          type: 'content_block_delta',
          index,
          delta: { type: 'text_delta', text: piece },
        });
        if (first) {
          textStartedAt = process.hrtime.bigint();
          first = false;
        }
        outputTokens++;
        await pause();
      }
    } else if (block.type === 'thinking') {
      sse(res, 'content_block_start', {
        type: 'content_block_start',
        index,
        content_block: { type: 'thinking', thinking: '', signature: '' },
      });
      for (const piece of chunks(block.thinking, size)) {
        sse(res, 'content_block_delta', {
          type: 'content_block_delta',
          index,
          delta: { type: 'thinking_delta', thinking: piece },
        });
        outputTokens++;
        await pause();
      }
      sse(res, 'content_block_delta', {
        type: 'content_block_delta',
        index,
        delta: { type: 'signature_delta', signature: 'fakesig' },
      });
    } else {
      const id = block.id ?? nextId('toolu');
      sse(res, 'content_block_start', {
        type: 'content_block_start',
        index,
        content_block: { type: 'tool_use', id, name: block.name, input: {} },
      });
      for (const piece of chunks(JSON.stringify(block.input), 40)) {
        sse(res, 'content_block_delta', {
          type: 'content_block_delta',
          index,
          delta: { type: 'input_json_delta', partial_json: piece },
        });
        outputTokens++;
      }
    }
    sse(res, 'content_block_stop', { type: 'content_block_stop', index });
  }
  sse(res, 'message_delta', {
    type: 'message_delta',
    delta: { stop_reason: step.stopReason ?? (hasTool ? 'tool_use' : 'end_turn'), stop_sequence: null },
    usage: { output_tokens: Math.max(outputTokens, 1) },
  });
  sse(res, 'message_stop', { type: 'message_stop' });
  res.end();
}

/** A whole message as one JSON body, for a request without `stream: true`: the step's text only, as the
 *  CLI's side requests (the model check, ...) want no tools. */
function plainReply(res: http.ServerResponse, step: Extract<FakeStep, { blocks: FakeBlock[] }>, model: string): void {
  const text = step.blocks
    .filter((b) => b.type === 'text')
    .map((b) => (b as { text: string }).text)
    .join('');
  res.writeHead(200, { 'content-type': 'application/json', 'request-id': nextId('req') });
  res.end(
    JSON.stringify({
      id: nextId('msg'),
      type: 'message',
      role: 'assistant',
      model,
      content: [{ type: 'text', text }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 5 },
    }),
  );
}

/** Like the real API, streams (SSE) only when the request says `stream: true`; a missing or false `stream`
 *  (the CLI's model check, for one, sends none) gets one plain JSON message. */
async function reply(
  res: http.ServerResponse,
  step: Extract<FakeStep, { blocks: FakeBlock[] }>,
  body: any,
): Promise<void> {
  const model = body.model ?? 'claude-fake';
  if (body.stream === true) await streamReply(res, step, model);
  else plainReply(res, step, model);
}

/** What the names of the models the fake does not know hold. */
export const UNKNOWN_MODEL = 'no-such-';

export interface FakeModelServer {
  url: string;
  port: number;
  requests: RecordedRequest[];
  /** Sets the working directory handed to scenarios (paths in tool inputs are built from it). */
  setCwd(cwd: string): void;
  /** When the last reply's first text delta was written (process.hrtime.bigint()), if any. */
  textStartedAt(): bigint | null;
  close(): Promise<void>;
}

export async function startFakeModel(
  scenarios: Record<string, Scenario>,
  opts: { cwd?: string; port?: number } = {},
): Promise<FakeModelServer> {
  const ctx: ScenarioContext = { cwd: opts.cwd ?? process.cwd(), planFile: null, refused: false };
  const requests: RecordedRequest[] = [];
  const errorsServed = new Map<string, number>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      void handle(req, res, raw).catch((err) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ type: 'error', error: { type: 'api_error', message: String(err) } }));
      });
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string): Promise<void> {
    const url = req.url ?? '';
    if (req.method === 'POST' && url.startsWith('/v1/messages/count_tokens')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ input_tokens: 100 }));
      return;
    }
    if (req.method !== 'POST' || !url.startsWith('/v1/messages')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ type: 'error', error: { type: 'not_found_error', message: `no route ${req.method} ${url}` } }),
      );
      return;
    }
    const body = JSON.parse(raw || '{}');
    if (typeof body.model === 'string' && body.model.includes(UNKNOWN_MODEL)) {
      requests.push({ scenario: 'unknown-model', step: 0, body });
      res.writeHead(404, { 'content-type': 'application/json', 'request-id': nextId('req') });
      res.end(JSON.stringify({ type: 'error', error: { type: 'not_found_error', message: `model: ${body.model}` } }));
      return;
    }
    const messages: ApiMessage[] = Array.isArray(body.messages) ? body.messages : [];
    const last = messages[messages.length - 1];
    if (body.stream === true && last && textsOf(last).some((t) => t.includes(SUMMARY_REQUEST))) {
      requests.push({ scenario: 'summary', step: 0, body });
      await reply(
        res,
        {
          blocks: [
            { type: 'text', text: '<summary>The user and the fake model talked; nothing else happened.</summary>' },
          ],
        },
        body,
      );
      return;
    }
    ctx.planFile = PLAN_FILE.exec(raw)?.[0] ?? null;
    // The tool's result is in the messages since the model's last reply, not always the last one: the CLI can
    // add one of its own after it (a reminder that the task tools went unused, in a session's later turns).
    const since: ApiMessage[] = [];
    for (let i = messages.length - 1; i >= 0 && messages[i].role !== 'assistant'; i--) since.push(messages[i]);
    ctx.refused = since.some(
      (m) => Array.isArray(m.content) && m.content.some((b) => b.type === 'tool_result' && b.is_error === true),
    );
    const { name, step } = locateTurn(messages);
    // A sub-agent that ran in the background reported back (the CLI's <task-notification>, its own turn):
    // say what it found, as a model would, rather than the untagged prompt's greeting.
    const notified = name === null && last ? textsOf(last).join('\n') : '';
    const reported = TASK_RESULT.exec(notified);
    const summary = reported ? null : TASK_SUMMARY.exec(notified);
    if (body.stream === true && (reported || summary)) {
      requests.push({ scenario: 'task-notification', step: 0, body });
      const text = reported ? `The sub-agent reported back: ${reported[1].trim()}` : `Noted: ${summary![1].trim()}`;
      await reply(res, { blocks: [{ type: 'text', text }] }, body);
      return;
    }
    const scenarioName = name && scenarios[name] ? name : 'default';
    requests.push({ scenario: scenarioName, step, body });
    const scenario = scenarios[scenarioName];
    const steps = scenario ? scenario(ctx) : [{ blocks: [{ type: 'text', text: 'ok' }] } as FakeStep];
    const current = steps[Math.min(step, steps.length - 1)];
    if ('status' in current) {
      // An error step is served `times` times (default: always), then the turn moves on to the next step.
      const key = `${scenarioName}:${step}`;
      const served = errorsServed.get(key) ?? 0;
      if (current.times === undefined || served < current.times) {
        errorsServed.set(key, served + 1);
        res.writeHead(current.status, {
          'content-type': 'application/json',
          'request-id': nextId('req'),
          'retry-after': '0',
        });
        res.end(JSON.stringify({ type: 'error', error: { type: current.errorType, message: current.message } }));
        return;
      }
      const after = steps[step + 1];
      if (!after || 'status' in after) throw new Error(`scenario ${scenarioName}: no reply after error step ${step}`);
      await reply(res, after, body);
      return;
    }
    await reply(res, current, body);
  }

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    setCwd: (cwd) => {
      ctx.cwd = cwd;
    },
    textStartedAt: () => textStartedAt,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
