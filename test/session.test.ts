// The session model, fed with real CLI recordings (test/fixtures/*.jsonl, see record.ts) and with small
// hand-written message sequences. One test per rule of the model.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLine, type PermissionPrompt, type SDKMessage } from '../src/cli/protocol';
import { Session } from '../src/session/session';
import type { AssistantBlock, AssistantEntry, Entry, NoticeEntry, ToolEntry } from '../src/session/types';

/** A block as the transcript shows it (without the pieces a streamed one keeps for the renderer). */
const plain = (b: AssistantBlock) => ({ type: b.type, text: b.text });

// ---- fixtures -------------------------------------------------------------------------------------

const FIXTURES = path.join(__dirname, 'fixtures');
/** Stands in for the recording's workspace (the fixtures say /WORKSPACE). */
const PROJECT = '/home/dev/project';

function fixtureLines(name: string): string[] {
  return fs.readFileSync(path.join(FIXTURES, `${name}.jsonl`), 'utf8')
    .split('\n').filter((l) => l.trim() !== '').map((l) => l.split('/WORKSPACE').join(PROJECT));
}

const fixtureMessages = (name: string): any[] => fixtureLines(name).map((l) => JSON.parse(l));

interface FeedOptions {
  /** Called right after a permission prompt was added, before the (simulated) user answers it. */
  onPermission?: (prompt: PermissionPrompt, session: Session) => void;
  /** Keeps only the lines for which this returns true. */
  filter?: (message: any) => boolean;
}

/** Plays a fixture into the session the way the host does: messages consumed, prompts added then answered. */
function feed(session: Session, name: string, opts: FeedOptions = {}): void {
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

function played(name: string, opts: FeedOptions = {}): Session {
  const session = new Session(PROJECT);
  session.addUser(`prompt of ${name}`);
  feed(session, name, opts);
  return session;
}

const assistants = (s: Session) => s.entries.filter((e): e is AssistantEntry => e.kind === 'assistant');
const notices = (s: Session) => s.entries.filter((e): e is NoticeEntry => e.kind === 'notice');
const kinds = (s: Session) => s.entries.map((e) => e.kind);
const noStream = (m: any) => m.type !== 'stream_event';

// ---- hand-written messages ------------------------------------------------------------------------

const send = (session: Session, ...messages: object[]) => { for (const m of messages) session.consume(m as SDKMessage); };
const se = (event: object) => ({ type: 'stream_event', event, parent_tool_use_id: null, session_id: 's', uuid: 'u' });
const messageStart = (id: string) => se({ type: 'message_start', message: { id, type: 'message', role: 'assistant', model: 'm', content: [] } });
const blockStart = (index: number) => se({ type: 'content_block_start', index, content_block: { type: 'text', text: '' } });
const textDelta = (index: number, text: string) => se({ type: 'content_block_delta', index, delta: { type: 'text_delta', text } });
const blockStop = (index: number) => se({ type: 'content_block_stop', index });
const messageDelta = () => se({ type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 3 } });
const messageStop = () => se({ type: 'message_stop' });
const assistant = (id: string, content: object[]) => ({
  type: 'assistant', message: { id, type: 'message', role: 'assistant', model: 'm', content }, parent_tool_use_id: null, session_id: 's', uuid: 'u',
});
const result = (fields: object = {}) => ({
  type: 'result', subtype: 'success', is_error: false, result: 'done', total_cost_usd: 0, usage: { input_tokens: 0, output_tokens: 0 }, ...fields,
});
const toolResult = (toolUseId: string, toolUseResult: unknown, isError = false) => ({
  type: 'user',
  message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: toolUseId, content: isError ? 'Error: denied' : 'ok', is_error: isError }] },
  parent_tool_use_id: null, session_id: 's', uuid: 'u', tool_use_result: toolUseResult,
});

let toolIds = 0;
/** One editing tool call and its result, as the CLI reports them. */
function editTurn(session: Session, name: string, input: Record<string, unknown>, toolUseResult: unknown, isError = false): string {
  const id = `toolu_hand${++toolIds}`;
  send(session, assistant(`msg_hand${toolIds}`, [{ type: 'tool_use', id, name, input }]), toolResult(id, toolUseResult, isError));
  return id;
}

// ---- rules ----------------------------------------------------------------------------------------

describe('one transcript entry per assistant message id', () => {
  it('merges streamed deltas and the per-block assistant messages into one entry, text not doubled (thinking fixture)', () => {
    const raw = fixtureMessages('thinking');
    const ids = new Set(raw.filter((m) => m.type === 'assistant').map((m) => m.message.id));
    expect(raw.filter((m) => m.type === 'assistant')).toHaveLength(2); // one per completed block...
    expect(ids.size).toBe(1); // ...of one message

    const s = played('thinking');
    expect(kinds(s)).toEqual(['user', 'assistant']);
    expect(assistants(s)[0].blocks.map(plain)).toEqual([
      { type: 'thinking', text: 'The user wants a greeting. Keep it brief.' },
      { type: 'text', text: 'Hi! This reply came after some thinking.' },
    ]);
    expect(assistants(s)[0].streamed).toBe(true);
  });

  it('reassembles one-character deltas exactly, emoji and combining marks included (unicode fixture)', () => {
    const s = played('unicode');
    expect(assistants(s)).toHaveLength(1);
    expect(assistants(s)[0].blocks.map(plain)).toEqual([{ type: 'text', text: 'héllo wörld — 日本語テキスト 🎉👩‍💻 ñ̃ done' }]);
  });

  it('when streamed, skips the assistant text blocks but still registers its tool_use blocks (write fixture + hand-written)', () => {
    const s = played('write');
    expect(kinds(s)).toEqual(['user', 'assistant', 'tool', 'assistant']);
    const [first, last] = assistants(s);
    expect(first.blocks.map(plain)).toEqual([{ type: 'text', text: 'I will create the file.' }]);
    expect(last.blocks.map(plain)).toEqual([{ type: 'text', text: 'Created hello.txt.' }]);
    const tool = s.entries[2] as ToolEntry;
    expect(tool).toMatchObject({ name: 'Write', summary: 'Write hello.txt', filePath: `${PROJECT}/hello.txt`, state: 'done' });

    // Text and tool_use in the same assistant message after the text was streamed.
    const h = new Session(PROJECT);
    send(h, messageStart('m1'), blockStart(0), textDelta(0, 'Let me '), textDelta(0, 'look.'),
      assistant('m1', [{ type: 'text', text: 'Let me look.' }, { type: 'tool_use', id: 't1', name: 'Bash', input: { command: 'ls' } }]));
    expect(kinds(h)).toEqual(['assistant', 'tool']);
    expect((h.entries[0] as AssistantEntry).blocks.map(plain)).toEqual([{ type: 'text', text: 'Let me look.' }]);
    expect(h.entries[1]).toMatchObject({ kind: 'tool', id: 't1', summary: 'Bash: ls', state: 'running' });
  });

  it('when not streamed, appends the assistant messages\' text blocks into the single entry (fixtures without stream_event)', () => {
    const s = played('thinking', { filter: noStream });
    expect(kinds(s)).toEqual(['user', 'assistant']);
    expect(assistants(s)[0].blocks.map(plain)).toEqual([
      { type: 'thinking', text: 'The user wants a greeting. Keep it brief.' },
      { type: 'text', text: 'Hi! This reply came after some thinking.' },
    ]);
    expect(assistants(s)[0].streamed).toBe(false);

    const w = played('write', { filter: noStream });
    expect(kinds(w)).toEqual(['user', 'assistant', 'tool', 'assistant']);
    expect(assistants(w).map((a) => a.blocks.map(plain))).toEqual([
      [{ type: 'text', text: 'I will create the file.' }],
      [{ type: 'text', text: 'Created hello.txt.' }],
    ]);
  });
});

describe('the live-assistant pointer', () => {
  it('is never cleared mid-message: deltas after content_block_stop, message_delta and a completed assistant message still land', () => {
    const s = new Session(PROJECT);
    send(s, messageStart('m1'), blockStart(0), textDelta(0, 'a'), blockStop(0), textDelta(0, 'b'));
    send(s, messageDelta(), textDelta(0, 'c'));
    send(s, assistant('m1', [{ type: 'text', text: 'abc' }]), textDelta(0, 'd'), messageStop());
    expect(kinds(s)).toEqual(['assistant']);
    expect((s.entries[0] as AssistantEntry).blocks.map(plain)).toEqual([{ type: 'text', text: 'abcd' }]);

    // The real CLI sends the next block's deltas after the `assistant` message of the previous block.
    const raw = fixtureMessages('thinking');
    const firstAssistant = raw.findIndex((m) => m.type === 'assistant');
    expect(raw.slice(firstAssistant).some((m) => m.event?.delta?.type === 'text_delta')).toBe(true);
    const text = assistants(played('thinking'))[0].blocks.find((b) => b.type === 'text');
    expect(text?.text).toBe('Hi! This reply came after some thinking.');
  });
});

describe('the id → entry map', () => {
  it('is cleared on result: the same message id after a result makes a new entry', () => {
    const s = new Session(PROJECT);
    send(s, messageStart('same'), blockStart(0), textDelta(0, 'one'), messageStop());
    send(s, assistant('same', [{ type: 'text', text: 'one' }]));
    expect(assistants(s)).toHaveLength(1); // before a result the id still merges
    send(s, result());
    send(s, messageStart('same'), blockStart(0), textDelta(0, 'two'), messageStop());
    expect(assistants(s).map((a) => a.blocks.map(plain))).toEqual([[{ type: 'text', text: 'one' }], [{ type: 'text', text: 'two' }]]);

    // A replayed recording reuses its message ids: two turns, two clean entries.
    const r = played('text');
    feed(r, 'text');
    const texts = assistants(r).map((a) => a.blocks.map((b) => b.text).join(''));
    expect(texts).toHaveLength(2);
    expect(texts[0]).toBe(texts[1]);
    expect(texts[0]).toMatch(/^Here is a short answer\.[\s\S]*Done\.$/);
  });
});

describe('changed files', () => {
  it('records an allowed Write: a created file with an empty patch counts its content lines (write fixture)', () => {
    const s = played('write');
    expect([...s.changedFiles.values()]).toEqual([{ path: `${PROJECT}/hello.txt`, additions: 3, deletions: 0, firstLine: 1, edits: 1 }]);
  });

  it('records nothing when the editing tool fails or is denied (write-denied fixture + hand-written)', () => {
    const raw = fixtureMessages('write-denied');
    const denial = raw.find((m) => m.type === 'user');
    expect(denial.message.content[0].is_error).toBe(true); // the recording holds a real denial
    const s = played('write-denied');
    expect(s.changedFiles.size).toBe(0);
    expect(s.toolEntries).toHaveLength(1);
    expect(s.toolEntries[0]).toMatchObject({ name: 'Write', state: 'error', result: 'The user denied this tool use.' });

    const h = new Session(PROJECT);
    editTurn(h, 'Edit', { file_path: '/p/x.ts', old_string: 'a', new_string: 'b' },
      { filePath: '/p/x.ts', structuredPatch: [{ oldStart: 1, newStart: 1, lines: ['-a', '+b'] }] }, true);
    expect(h.changedFiles.size).toBe(0);
    expect(h.toolEntries[0].state).toBe('error');
  });

  it('counts an Edit from its structuredPatch and ignores non-editing tools (edit fixture)', () => {
    const s = played('edit');
    expect(s.toolEntries.map((t) => [t.name, t.state])).toEqual([['Read', 'done'], ['Edit', 'done']]);
    expect([...s.changedFiles.values()]).toEqual([{ path: `${PROJECT}/app.ts`, additions: 2, deletions: 1, firstLine: 1, edits: 1 }]);
  });

  it('counts each created file of a multi-tool message separately (multi fixture)', () => {
    const s = played('multi');
    expect(Object.fromEntries([...s.changedFiles].map(([file, c]) => [path.basename(file), [c.additions, c.deletions]])))
      .toEqual({ 'a.txt': [1, 0], 'b.txt': [2, 0] });
  });

  it('takes additions/deletions from tool_use_result when present, also inside gitDiff, over the patch', () => {
    const patch = [{ oldStart: 1, oldLines: 1, newStart: 1, newLines: 1, lines: ['-x', '+y'] }];
    const s = new Session(PROJECT);
    editTurn(s, 'Edit', { file_path: '/p/top.ts' }, { filePath: '/p/top.ts', structuredPatch: patch, additions: 7, deletions: 4 });
    editTurn(s, 'Edit', { file_path: '/p/git.ts' }, { filePath: '/p/git.ts', structuredPatch: patch, gitDiff: { additions: 5, deletions: 2, patch: '' } });
    expect(s.changedFiles.get('/p/top.ts')).toMatchObject({ additions: 7, deletions: 4 });
    expect(s.changedFiles.get('/p/git.ts')).toMatchObject({ additions: 5, deletions: 2 });
  });

  it('counts structuredPatch +/- lines, skipping "\\ No newline" markers, and finds the first changed line', () => {
    const s = new Session(PROJECT);
    editTurn(s, 'Edit', { file_path: '/p/a.ts' }, {
      filePath: '/p/a.ts',
      structuredPatch: [
        { oldStart: 10, oldLines: 2, newStart: 10, newLines: 3, lines: [' keep', '\\ No newline at end of file', '-old', '\\ No newline at end of file', '+new', '+more'] },
        { oldStart: 40, oldLines: 1, newStart: 41, newLines: 0, lines: ['-gone'] },
      ],
    });
    expect(s.changedFiles.get('/p/a.ts')).toEqual({ path: '/p/a.ts', additions: 2, deletions: 2, firstLine: 11, edits: 1 });
  });

  it('counts the content lines of a Write create with an empty patch, and adds up edits of one file', () => {
    const s = new Session(PROJECT);
    editTurn(s, 'Write', { file_path: '/p/n.txt', content: 'a\nb' }, { type: 'create', filePath: '/p/n.txt', content: 'a\nb', structuredPatch: [], originalFile: null });
    expect(s.changedFiles.get('/p/n.txt')).toEqual({ path: '/p/n.txt', additions: 2, deletions: 0, firstLine: 1, edits: 1 });
    editTurn(s, 'Edit', { file_path: '/p/n.txt' }, { filePath: '/p/n.txt', structuredPatch: [{ oldStart: 2, newStart: 2, lines: ['-b', '+B'] }] });
    expect(s.changedFiles.get('/p/n.txt')).toEqual({ path: '/p/n.txt', additions: 3, deletions: 1, firstLine: 1, edits: 2 });
  });
});

describe('messages without a transcript entry', () => {
  const snapshot = (s: Session) => s.entries.map((e: Entry) => `${e.key}@${e.version}`).join(',');

  it('renders nothing for rate_limit_event, system status/thinking_tokens/commands_changed/mcp_status', () => {
    const s = played('text');
    const before = snapshot(s);
    send(s,
      { type: 'rate_limit_event', rate_limit_info: { status: 'allowed' }, uuid: 'u', session_id: 's' },
      { type: 'system', subtype: 'status', status: 'requesting', uuid: 'u', session_id: 's' },
      { type: 'system', subtype: 'thinking_tokens', estimated_tokens: 12, uuid: 'u', session_id: 's' },
      { type: 'system', subtype: 'commands_changed', commands: [], uuid: 'u', session_id: 's' },
      { type: 'system', subtype: 'mcp_status', servers: [], uuid: 'u', session_id: 's' },
    );
    expect(snapshot(s)).toBe(before);
    expect(s.ignored.size).toBe(0);
  });

  it('turns system:permission_denied into an error notice', () => {
    const s = new Session(PROJECT);
    send(s, { type: 'system', subtype: 'permission_denied', tool_name: 'Bash', tool_use_id: 't', message: 'blocked by a deny rule', uuid: 'u', session_id: 's' });
    expect(notices(s)).toEqual([expect.objectContaining({ tone: 'error', text: 'Bash denied: blocked by a deny rule' })]);
  });

  it('counts unknown types in session.ignored and adds no entry; the real recordings have none', () => {
    const s = new Session(PROJECT);
    send(s, { type: 'brand_new_thing' }, { type: 'brand_new_thing' }, { type: 'system', subtype: 'brand_new_subtype' });
    expect(s.entries).toHaveLength(0);
    expect(Object.fromEntries(s.ignored)).toEqual({ brand_new_thing: 2, 'system:brand_new_subtype': 1 });

    for (const name of fs.readdirSync(FIXTURES).filter((f) => f.endsWith('.jsonl'))) {
      const r = played(name.replace(/\.jsonl$/, ''));
      expect([name, Object.fromEntries(r.ignored)]).toEqual([name, {}]);
    }
  });
});

describe('cost and usage', () => {
  it('takes result.total_cost_usd as cumulative: the latest value, never a sum', () => {
    const s = new Session(PROJECT);
    send(s, result({ total_cost_usd: 0.01 }), result({ total_cost_usd: 0.03 }));
    expect(s.costUsd).toBe(0.03);

    const raw = fixtureMessages('sample-stream').filter((m) => m.type === 'result');
    expect(raw).toHaveLength(3);
    const costs = raw.map((m) => m.total_cost_usd as number);
    const r = played('sample-stream');
    expect(r.costUsd).toBe(costs[2]);
    expect(r.costUsd).toBeLessThan(costs.reduce((a, b) => a + b, 0));
  });

  it('counts input tokens as input + cache read + cache creation of the latest result', () => {
    const s = new Session(PROJECT);
    send(s, result({ usage: { input_tokens: 100, cache_read_input_tokens: 20, cache_creation_input_tokens: 3, output_tokens: 9 } }));
    expect(s.usage).toEqual({ inputTokens: 123, outputTokens: 9 });

    const usage = fixtureMessages('text').find((m) => m.type === 'result').usage;
    const t = played('text');
    expect(t.usage).toEqual({
      inputTokens: usage.input_tokens + usage.cache_read_input_tokens + usage.cache_creation_input_tokens,
      outputTokens: usage.output_tokens,
    });
    expect(t.usage.inputTokens).toBeGreaterThan(usage.input_tokens); // the fake model reports cache tokens
  });
});

describe('approvals and API notices', () => {
  it('marks the tool entry on addApproval and clears it on resolveApproval (write fixture)', () => {
    const seen: Array<{ toolState: unknown; pending: number; tools: number }> = [];
    const s = played('write', {
      onPermission: (prompt, session) => {
        const tool = session.toolEntries.find((t) => t.id === prompt.toolUseId);
        seen.push({ toolState: tool?.approval?.requestId === prompt.requestId && tool.approval.toolName, pending: session.pendingApprovals.length, tools: session.toolEntries.length });
      },
    });
    expect(seen).toEqual([{ toolState: 'Write', pending: 1, tools: 1 }]); // the existing entry, no second one
    expect(s.pendingApprovals).toEqual([]);
    expect(s.toolEntries).toHaveLength(1);
    expect(s.toolEntries[0].approval).toBeNull();

    // A prompt for a call the session has not seen introduces the tool entry itself.
    const h = new Session(PROJECT);
    const approval = h.addApproval({ requestId: 'r1', toolName: 'Bash', input: { command: 'rm -rf build' }, toolUseId: 't9', suggestions: [], description: undefined, decisionReason: 'asks' });
    expect(h.toolEntries).toEqual([expect.objectContaining({ id: 't9', summary: 'Bash: rm -rf build', approval })]);
    expect(h.resolveApproval('r1')).toBe(approval);
    expect(h.toolEntries[0].approval).toBeNull();
    expect(h.resolveApproval('r1')).toBeUndefined();
  });

  it('shows api_retry as an info notice (overloaded-once fixture)', () => {
    const s = played('overloaded-once');
    expect(kinds(s)).toEqual(['user', 'notice', 'assistant']);
    expect(notices(s)[0].tone).toBe('info');
    expect(notices(s)[0].text).toMatch(/^API error 529 \(overloaded\), retrying in \d+\.\ds \(attempt 1\/10\)$/);
    expect(assistants(s)[0].blocks.map(plain)).toEqual([{ type: 'text', text: 'Recovered after a retry.' }]);
  });

  it('shows an API error (synthetic assistant message) as one error notice, not doubled by the is_error result (api-error fixture)', () => {
    const raw = fixtureMessages('api-error');
    expect(raw.find((m) => m.type === 'result')).toMatchObject({ is_error: true, result: 'API Error: 400 fake model: this request is invalid' });
    const s = played('api-error');
    expect(kinds(s)).toEqual(['user', 'notice']);
    expect(notices(s)[0]).toMatchObject({ tone: 'error', text: 'API Error: 400 fake model: this request is invalid' });
    expect(s.busy).toBe(false);
  });
});

describe('listeners', () => {
  it('onChange fires on every change and stops after unsubscribing', () => {
    const s = new Session(PROJECT);
    let calls = 0;
    const off = s.onChange(() => { calls++; });
    s.addUser('hi');
    expect(calls).toBe(1);
    send(s, messageStart('m'), blockStart(0), textDelta(0, 'x'));
    expect(calls).toBe(4);
    s.addNotice('note');
    expect(calls).toBe(5);
    off();
    send(s, textDelta(0, 'y'));
    s.addNotice('unseen');
    expect(calls).toBe(5);
  });
});

describe('malformed messages', () => {
  it('a null or non-object content block is skipped, the rest of the message still lands', () => {
    const s = new Session(PROJECT);
    send(s, {
      type: 'assistant', parent_tool_use_id: null,
      message: { id: 'm-null', content: [null, 7, { type: 'text', text: 'still here' }, { type: 'tool_use', id: 'tu-1', name: 'Read', input: { file_path: `${PROJECT}/a.ts` } }] },
    });
    const assistant = s.entries.find((e): e is AssistantEntry => e.kind === 'assistant');
    expect(assistant?.blocks.map(plain)).toEqual([{ type: 'text', text: 'still here' }]);
    expect(s.toolEntries.map((t) => t.summary)).toEqual(['Read a.ts']);
  });
});
