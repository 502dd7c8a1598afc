#!/usr/bin/env node
// A stand-in for the `claude` CLI that speaks just enough stream-json to be hosted, and plays scripted,
// deliberately awkward output so tests control exactly which bytes reach the host and in which chunks.
// A prompt picks its script with a tag: [script:NAME] or [script:NAME:ARG].
//   text:WORDS   one streamed reply
//   tools:N      N tool calls (tool_use + tool_result each), then a short reply
//   huge:BYTES   one assistant message of about BYTES bytes on ONE line, written in 64 KB chunks
//   split        a line cut in the middle of multi-byte characters, the halves in separate reads
//   malformed    messages of known types with missing or wrongly typed fields, then a reply
//   crash:CODE   half a reply, a message on stderr, then exit CODE mid-turn
//   parallel     two Bash calls whose permission prompts wait at the same time; the reply says how
//                each was answered (as sub-agents working in parallel make the real CLI do)
//   spawn:group  starts `sleep 300` in this process's own process group (as the CLI's MCP servers and hooks
//                run) and ends the turn; the reply says `spawned PID`. It keeps running after the turn.
//   spawn:tool   starts `sleep 300` in a session of its own (as the real CLI runs a Bash tool) and keeps
//                the turn running; an `interrupt` kills it and ends the turn. Nothing else ends it.
//   badgrants    a Bash call whose permission prompt carries malformed permission_suggestions (a null
//                entry, rules that are not a list); the reply says how it was answered (or `interrupted`)
// Anything else (or no tag) gets "ok". Every turn ends with a `result`.
// With FAKE_CLI_REFUSE_INIT set, `initialize` is answered with an error (the CLI still takes prompts).
// FAKE_CLI_INIT_COMMANDS (JSON) replaces the `commands` of the `initialize` answer.
// FAKE_CLI_MODE_APPLIED: the mode every `set_permission_mode` answer says was applied, whatever was asked.
// With FAKE_CLI_STUBBORN set, closing stdin and SIGTERM do not end this process (only SIGKILL does).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';

const sessionId = randomUUID();
let toolCounter = 0;
let msgCounter = 0;
const waiters = new Map();

const write = (value) =>
  new Promise((resolve) => {
    if (!process.stdout.write(typeof value === 'string' ? value : JSON.stringify(value) + '\n'))
      process.stdout.once('drain', resolve);
    else resolve();
  });
/** Writes raw bytes and resolves once they left this process. */
const writeRaw = (buf) => new Promise((resolve) => process.stdout.write(buf, () => resolve()));

const base = () => ({ session_id: sessionId, uuid: randomUUID() });
const assistant = (content, id = `msg_s${++msgCounter}`) => ({
  type: 'assistant',
  message: { id, type: 'message', role: 'assistant', model: 'fake-scripted', content, stop_reason: null },
  parent_tool_use_id: null,
  ...base(),
});
const result = (text, extra = {}) => ({
  type: 'result',
  subtype: 'success',
  is_error: false,
  result: text,
  num_turns: 1,
  total_cost_usd: 0.0001,
  usage: { input_tokens: 10, output_tokens: 2 },
  ...base(),
  ...extra,
});
const streamed = async (text) => {
  const id = `msg_s${++msgCounter}`;
  const ev = (event) => ({ type: 'stream_event', event, parent_tool_use_id: null, ...base() });
  await write(ev({ type: 'message_start', message: { id, content: [] } }));
  await write(ev({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }));
  for (const piece of text.match(/.{1,8}/gsu) ?? [])
    await write(ev({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: piece } }));
  await write(ev({ type: 'content_block_stop', index: 0 }));
  await write(assistant([{ type: 'text', text }], id));
};

/** Sends a control request to the host and waits for its answer. */
function ask(request) {
  const id = `fake-${randomUUID()}`;
  return new Promise((resolve) => {
    waiters.set(id, resolve);
    write({ type: 'control_request', request_id: id, request });
  });
}

/** What an `interrupt` control request does during the current turn (null: nothing to interrupt). */
let onInterrupt = null;

const scripts = {
  async spawn(how) {
    const own = how === 'tool';
    const child = spawn('sleep', ['300'], { stdio: 'ignore', detached: own });
    child.unref();
    await streamed(`spawned ${child.pid}`);
    if (!own) {
      await write(result(`spawned ${child.pid}`));
      return;
    }
    await new Promise((resolve) => {
      onInterrupt = () => {
        try {
          process.kill(child.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
        resolve();
      };
    });
    onInterrupt = null;
    await write(result('interrupted', { subtype: 'error_during_execution', is_error: true }));
  },

  async badgrants() {
    const id = `toolu_s${++toolCounter}`;
    await write(assistant([{ type: 'tool_use', id, name: 'Bash', input: { command: 'echo grants' } }]));
    const answer = await Promise.race([
      ask({
        subtype: 'can_use_tool',
        tool_name: 'Bash',
        input: { command: 'echo grants' },
        tool_use_id: id,
        permission_suggestions: [null, { type: 'addRules', behavior: 'allow', rules: null, destination: 'session' }],
      }),
      new Promise((resolve) => {
        onInterrupt = () => resolve({ response: { behavior: 'interrupted' } });
      }),
    ]);
    onInterrupt = null;
    const behavior = answer?.response?.behavior ?? 'none';
    await write({
      type: 'user',
      message: {
        role: 'user',
        content: [{ type: 'tool_result', tool_use_id: id, content: behavior, is_error: behavior !== 'allow' }],
      },
      parent_tool_use_id: null,
      ...base(),
    });
    await streamed(`Answered: ${behavior}.`);
    await write(result(behavior));
  },

  async text(words) {
    const text = words || 'ok';
    await streamed(text);
    await write(result(text));
  },

  async tools(n) {
    const count = Number(n) || 10;
    for (let i = 0; i < count; i++) {
      const id = `toolu_s${++toolCounter}`;
      await write(
        assistant([{ type: 'tool_use', id, name: 'Read', input: { file_path: `/tmp/file-${toolCounter}.txt` } }]),
      );
      await write({
        type: 'user',
        message: {
          role: 'user',
          content: [{ type: 'tool_result', tool_use_id: id, content: `contents ${toolCounter}` }],
        },
        parent_tool_use_id: null,
        ...base(),
      });
    }
    await write(assistant([{ type: 'text', text: `Ran ${count} tools.` }]));
    await write(result(`Ran ${count} tools.`));
  },

  async huge(bytes) {
    const size = Number(bytes) || 5_000_000;
    // ASCII with a multi-byte character every so often, and line breaks, so the text is realistic.
    const unit = 'The quick brown fox — jumps over 日本語 🎉 the lazy dog.\n';
    const text = unit.repeat(Math.ceil(size / Buffer.byteLength(unit))) + 'END-OF-HUGE';
    const line = Buffer.from(JSON.stringify(assistant([{ type: 'text', text }])) + '\n');
    for (let at = 0; at < line.length; at += 65536) await writeRaw(line.subarray(at, at + 65536));
    await write(result('huge done', { huge_bytes: line.length }));
  },

  async split() {
    // Each delta is cut inside a multi-byte character (é: 2 bytes, 日: 3, 🎉: 4), and the two halves are
    // guaranteed to arrive in separate reads: the first half is written together with a complete control
    // request line, and the rest only after the host answered that request, i.e. after it read the chunk.
    const pieces = ['héllo ', 'wörld ', '日本語 ', '🎉👩‍💻', ' done'];
    const cutAfter = ['é', 'ö', '日', '🎉', null];
    const id = `msg_s${++msgCounter}`;
    const ev = (event) => ({ type: 'stream_event', event, parent_tool_use_id: null, ...base() });
    const lines = [
      ev({ type: 'message_start', message: { id, content: [] } }),
      ev({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }),
      ...pieces.map((text) => ev({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } })),
      ev({ type: 'content_block_stop', index: 0 }),
      assistant([{ type: 'text', text: pieces.join('') }], id),
    ].map((m) => Buffer.from(JSON.stringify(m) + '\n'));
    let carry = Buffer.alloc(0);
    for (const [i, line] of lines.entries()) {
      const char = cutAfter[i - 2];
      if (!char) {
        carry = Buffer.concat([carry, line]);
        continue;
      }
      const cut = line.indexOf(Buffer.from(char)) + 1; // one byte into the character
      const requestId = `fake-${randomUUID()}`;
      const answered = new Promise((resolve) => waiters.set(requestId, resolve));
      const request = Buffer.from(
        JSON.stringify({
          type: 'control_request',
          request_id: requestId,
          request: { subtype: 'hook_callback', callback_id: 'split' },
        }) + '\n',
      );
      await writeRaw(Buffer.concat([carry, request, line.subarray(0, cut)]));
      await answered;
      carry = line.subarray(cut);
    }
    await writeRaw(carry);
    await write(result(pieces.join('')));
  },

  async malformed() {
    const weird = [
      { type: 'assistant' },
      { type: 'assistant', message: null },
      { type: 'assistant', message: { content: 'not an array' } },
      {
        type: 'assistant',
        message: {
          id: 7,
          content: [
            null,
            1,
            'x',
            { type: 'text' },
            { type: 'text', text: 42 },
            { type: 'tool_use' },
            { type: 'tool_use', id: 'toolu_bad', name: null, input: 'a string' },
          ],
        },
      },
      {
        type: 'user',
        message: {
          content: [
            null,
            { type: 'tool_result' },
            { type: 'tool_result', tool_use_id: 'toolu_bad', content: { nested: true } },
          ],
        },
      },
      {
        type: 'user',
        message: {
          content: [{ type: 'tool_result', tool_use_id: 'toolu_bad', content: [null, { type: 'text', text: null }] }],
        },
        tool_use_result: null,
      },
      { type: 'stream_event' },
      { type: 'stream_event', event: null },
      { type: 'stream_event', event: { type: 'message_start', message: null } },
      { type: 'stream_event', event: { type: 'content_block_delta', index: 'x', delta: null } },
      { type: 'stream_event', event: { type: 'content_block_start', index: 0, content_block: null } },
      { type: 'system' },
      { type: 'system', subtype: 'init', slash_commands: 'nope', session_id: 5 },
      { type: 'system', subtype: 'api_retry' },
      { type: 'system', subtype: 'permission_denied' },
      { type: 'result', subtype: 'error_max_turns', errors: 'not an array', usage: 'none' },
      { type: 'result', subtype: null, usage: null },
      {
        type: 'control_request',
        request_id: 'weird-1',
        request: { subtype: 'can_use_tool', tool_name: null, input: null },
      },
      { type: 'control_response', response: null },
      { type: 'control_cancel_request', request_id: 'weird-1' },
      { type: 'control_cancel_request' },
    ];
    for (const m of weird) await write(m);
    await streamed('Still here after the malformed messages.');
    await write(result('Still here after the malformed messages.'));
  },

  async parallel() {
    const calls = ['echo first', 'echo second'].map((command) => ({ id: `toolu_s${++toolCounter}`, command }));
    await write(
      assistant(calls.map((c) => ({ type: 'tool_use', id: c.id, name: 'Bash', input: { command: c.command } }))),
    );
    const answers = await Promise.all(
      calls.map((c) =>
        ask({
          subtype: 'can_use_tool',
          tool_name: 'Bash',
          input: { command: c.command },
          tool_use_id: c.id,
          permission_suggestions: [],
        }),
      ),
    );
    const said = [];
    for (const [i, c] of calls.entries()) {
      const behavior = answers[i]?.response?.behavior ?? 'none';
      said.push(`${c.command}: ${behavior}`);
      const ok = behavior === 'allow';
      await write({
        type: 'user',
        message: {
          role: 'user',
          content: [
            { type: 'tool_result', tool_use_id: c.id, content: ok ? c.command.slice(5) : 'denied', is_error: !ok },
          ],
        },
        parent_tool_use_id: null,
        ...base(),
      });
    }
    await streamed(`Answers: ${said.join(', ')}.`);
    await write(result(said.join(', ')));
  },

  async crash(code) {
    const id = `msg_s${++msgCounter}`;
    const ev = (event) => ({ type: 'stream_event', event, parent_tool_use_id: null, ...base() });
    await write(ev({ type: 'message_start', message: { id, content: [] } }));
    await write(ev({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }));
    await write(ev({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Half a repl' } }));
    // Half a line, as if the process died in the middle of a write.
    await writeRaw(Buffer.from('{"type":"stream_event","event":{"type":"content_block_delta","ind'));
    process.stderr.write('fatal: scripted crash in the middle of a turn\n');
    process.exit(Number(code) || 3);
  },
};

async function onUser(content) {
  const text =
    typeof content === 'string'
      ? content
      : Array.isArray(content)
        ? content
            .filter((b) => b?.type === 'text')
            .map((b) => b.text)
            .join('\n')
        : '';
  const tag = /\[script:([\w-]+)(?::([^\]]*))?\]/.exec(text);
  await write({
    type: 'system',
    subtype: 'init',
    cwd: process.cwd(),
    session_id: sessionId,
    model: 'fake-scripted',
    permissionMode: 'default',
    tools: [],
    slash_commands: ['clear'],
  });
  const script = tag && scripts[tag[1]];
  if (script) await script(tag[2]);
  else await scripts.text('ok');
}

// Turns run one after another, in the order their prompts arrived.
let turns = Promise.resolve();
let buffered = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffered += chunk;
  for (let nl = buffered.indexOf('\n'); nl !== -1; nl = buffered.indexOf('\n')) {
    const line = buffered.slice(0, nl);
    buffered = buffered.slice(nl + 1);
    if (line.trim() === '') continue;
    const msg = JSON.parse(line);
    if (msg.type === 'control_request') {
      const sub = msg.request?.subtype;
      if (sub === 'initialize' && process.env.FAKE_CLI_REFUSE_INIT) {
        write({
          type: 'control_response',
          response: { subtype: 'error', request_id: msg.request_id, error: 'initialize is not supported here' },
        });
        continue;
      }
      if (sub === 'interrupt' && onInterrupt) onInterrupt();
      const commands = process.env.FAKE_CLI_INIT_COMMANDS
        ? JSON.parse(process.env.FAKE_CLI_INIT_COMMANDS)
        : [{ name: 'clear', description: '' }];
      const applied = sub === 'set_permission_mode' && process.env.FAKE_CLI_MODE_APPLIED;
      const response =
        sub === 'initialize' ? { commands, models: [], output_styles: [] } : applied ? { mode: applied } : {};
      write({ type: 'control_response', response: { subtype: 'success', request_id: msg.request_id, response } });
    } else if (msg.type === 'control_response') {
      const id = msg.response?.request_id;
      waiters.get(id)?.(msg.response);
      waiters.delete(id);
    } else if (msg.type === 'user') {
      turns = turns.then(() => onUser(msg.message?.content));
    }
  }
});
// Like the real CLI: closing stdin ends the session (unless stubborn).
if (process.env.FAKE_CLI_STUBBORN) {
  process.on('SIGTERM', () => {});
  setInterval(() => {}, 1 << 30); // nor does an empty event loop
}
process.stdin.on('end', () => {
  if (!process.env.FAKE_CLI_STUBBORN) turns.then(() => process.exit(0));
});
