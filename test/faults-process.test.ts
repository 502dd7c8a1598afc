// Faults at the ClaudeProcess / Session / ChatController level, with test/fake-cli/scripted.mjs writing
// exactly the bytes and chunks each case needs: characters cut across reads, a 5 MB line, 10,000 tool calls,
// malformed messages, a crash mid-line, and a view that refuses updates for a while.
import { afterEach, describe, expect, it } from 'vitest';
import { ClaudeProcess } from '../src/cli/process/process';
import type { ExitInfo } from '../src/cli/process/exit';
import type { SDKMessage } from '../src/cli/protocol/inbound';
import { ChatController } from '../src/host/chat/chat';
import type { Logger } from '../src/host/log';
import type { Applied, View, ViewUpdate } from '../src/host/view';
import { Session } from '../src/session/model/session';
import type { AssistantEntry, ToolEntry } from '../src/session/model/types';
import { SCRIPTED } from './support/faults';
import { DEFAULT_KEYS } from './support/render';
import { runCleanups } from './support/wait';
import { waitFor } from './support/wait';

interface Hosted {
  proc: ClaudeProcess;
  session: Session;
  messages: any[];
  invalid: string[];
  handlerErrors: Error[];
  exits: ExitInfo[];
  stderr: string[];
  /** Sends a prompt and resolves with its `result`. */
  turn(prompt: string, timeout?: number): Promise<any>;
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  await runCleanups(cleanups.splice(0).reverse());
});

async function host(): Promise<Hosted> {
  const session = new Session('/tmp');
  const h: Hosted = {
    proc: null as unknown as ClaudeProcess,
    session,
    messages: [],
    invalid: [],
    handlerErrors: [],
    exits: [],
    stderr: [],
    async turn(prompt, timeout = 15_000) {
      const seen = h.messages.filter((m) => m.type === 'result').length;
      const entry = session.addUser(prompt);
      session.markSent(entry);
      h.proc.sendUser(prompt);
      const got = await waitFor(
        () => h.messages.filter((m) => m.type === 'result')[seen] ?? (h.exits.length > 0 ? { exited: true } : null),
        { timeout, message: `the result of ${prompt}` },
      );
      if (got.exited) throw new Error(`the CLI exited during ${prompt}`);
      return got;
    },
  };
  h.proc = new ClaudeProcess(
    { command: SCRIPTED, cwd: '/tmp' },
    {
      message: (m: SDKMessage) => {
        h.messages.push(m);
        session.consume(m);
      },
      permission: (p) => session.addApproval(p),
      permissionCancelled: (id) => session.resolveApproval(id),
      invalidLine: (line) => h.invalid.push(line),
      handlerError: (_line, err) => h.handlerErrors.push(err),
      stderr: (t) => h.stderr.push(t),
      exit: (info) => {
        h.exits.push(info);
        session.endTurn();
      },
    },
  );
  cleanups.push(async () => {
    await h.proc.stop();
  });
  await h.proc.start();
  return h;
}

const assistantText = (s: Session) =>
  s.entries
    .filter((e): e is AssistantEntry => e.kind === 'assistant')
    .map((e) => e.blocks.map((b) => b.text).join(''))
    .join('\n');
/**
 * Late messages naming what a finished turn used: its last message (a text delta into it, the message again
 * with more text) and its tools (their results again). A session that keeps its per-turn routing after the
 * turn (a leak, turn after turn) applies them to the old entries; one that dropped it leaves those alone.
 * Returns the entries whose version changed.
 */
function replayStale(session: Session, turn: { messageId: string; toolIds: string[] }): string[] {
  const before = new Map(session.entries.map((e) => [e.key, e.version]));
  session.consume({
    type: 'stream_event',
    event: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: ' (late delta)' } },
    parent_tool_use_id: null,
  } as any);
  session.consume({
    type: 'assistant',
    message: { id: turn.messageId, role: 'assistant', content: [{ type: 'text', text: 'late text' }] },
    parent_tool_use_id: null,
  } as any);
  session.consume({
    type: 'user',
    message: {
      role: 'user',
      content: turn.toolIds.map((id) => ({ type: 'tool_result', tool_use_id: id, content: 'late result' })),
    },
    parent_tool_use_id: null,
  } as any);
  return session.entries
    .filter((e) => before.has(e.key) && before.get(e.key) !== e.version)
    .map((e) => `${e.kind} ${e.key}`);
}

describe('ClaudeProcess + Session with a scripted CLI', () => {
  it('a line cut inside multi-byte characters, the halves in separate reads, decodes intact', async () => {
    const h = await host();
    await h.turn('[script:split]');
    expect(assistantText(h.session)).toBe('héllo wörld 日本語 🎉👩‍💻 done');
    expect(JSON.stringify(h.messages)).not.toContain('\ufffd');
    expect(h.invalid).toEqual([]);
    // Each cut was bracketed by a control request the host answered (with an error: it registers no hooks).
    expect(h.messages.filter((m) => m.type === 'stream_event' && m.event.type === 'content_block_delta')).toHaveLength(
      5,
    );
  });

  it('a 5 MB single line arrives whole and parses once', async () => {
    const h = await host();
    const result = await h.turn('[script:huge:5000000]');
    expect(result.huge_bytes).toBeGreaterThan(5_000_000);
    const text = assistantText(h.session);
    expect(text.length).toBeGreaterThan(3_000_000);
    expect(text.endsWith('END-OF-HUGE')).toBe(true);
    expect(text).not.toContain('\ufffd');
    expect(h.messages.filter((m) => m.type === 'assistant')).toHaveLength(1);
    expect(h.invalid).toEqual([]);
  });

  it('10,000 tool calls over 100 turns: all routed, and no turn keeps routing to its entries once it ended', async () => {
    const h = await host();
    const stale: string[][] = [];
    for (let turn = 0; turn < 100; turn++) {
      const seen = h.messages.length;
      await h.turn(`[script:tools:100] turn ${turn}`);
      const mine = h.messages.slice(seen);
      const toolIds = mine
        .flatMap((m) => (m.type === 'assistant' ? m.message.content : []))
        .filter((b: any) => b.type === 'tool_use')
        .map((b: any) => b.id);
      const messageId = mine.filter((m) => m.type === 'assistant').at(-1).message.id;
      stale.push(replayStale(h.session, { messageId, toolIds }));
      if (turn % 10 === 0) {
        // A streamed reply too (its deltas go through the live-message routing).
        const from = h.messages.length;
        await h.turn(`[script:text:streamed reply ${turn}]`);
        const id = h.messages.slice(from).find((m) => m.type === 'stream_event' && m.event.type === 'message_start')
          .event.message.id;
        stale.push(replayStale(h.session, { messageId: id, toolIds: [] }));
      }
    }
    expect(stale.filter((s) => s.length)).toEqual([]);
    const tools = h.session.entries.filter((e): e is ToolEntry => e.kind === 'tool');
    expect(tools).toHaveLength(10_000);
    expect(tools.every((t) => t.state === 'done')).toBe(true);
    expect(tools[9_999].result).toBe('contents 10000');
    expect(h.session.busy).toBe(false);
  }, 30_000);

  it('known message types with wrongly typed or missing fields: checked, no throw, the turn completes', async () => {
    const h = await host();
    await h.turn('[script:malformed]');
    // No handler throws on a field of the wrong type: it checks the field (that a handler which throws costs
    // only its line is the next test's).
    expect(h.handlerErrors.map((e) => e.message)).toEqual([]);
    expect(h.invalid).toEqual([]);
    expect(assistantText(h.session)).toContain('Still here after the malformed messages.');
    expect(h.proc.running).toBe(true);
    await h.turn('[script:text:again]');
    expect(assistantText(h.session)).toContain('again');
  });

  it('a crash mid-line: the exit carries the code, the stderr and the cut-off line; no "invalid line" event', async () => {
    const h = await host();
    await expect(h.turn('[script:crash:3]')).rejects.toThrow('exited');
    const exit = await waitFor(() => h.exits[0]);
    expect(exit.code).toBe(3);
    expect(exit.stderrTail).toContain('fatal: scripted crash in the middle of a turn');
    expect(exit.cutOff).toMatch(/^\{"type":"stream_event","event":\{"type":"content_block_delta","ind$/);
    expect(h.invalid).toEqual([]);
    expect(assistantText(h.session)).toBe('Half a repl');
    expect(h.session.busy).toBe(false);
  });

  it('a throwing handler skips that line only; the stream goes on', async () => {
    const seen: string[] = [];
    const errors: string[] = [];
    const proc = new ClaudeProcess(
      { command: SCRIPTED, cwd: '/tmp' },
      {
        message: (m: any) => {
          if (m.type === 'stream_event') throw new Error('handler bug');
          seen.push(m.type);
        },
        permission() {},
        permissionCancelled() {},
        invalidLine() {},
        stderr() {},
        exit() {},
        handlerError: (_line, err) => errors.push(err.message),
      },
    );
    cleanups.push(() => proc.stop());
    await proc.start();
    proc.sendUser('[script:text:hello there]');
    await waitFor(() => seen.includes('result'));
    expect(seen).toEqual(['system', 'assistant', 'result']);
    expect(errors.length).toBeGreaterThan(3);
    expect(errors.every((e) => e === 'handler bug')).toBe(true);
  });
});

/** A View that keeps the buffer as lines, with Neovim's clamping of out-of-range indexes; it can refuse updates. */
class MemoryView implements View {
  lines: string[] = [''];
  refuse = 0;
  refused = 0;
  notes: string[] = [];
  async apply(u: ViewUpdate): Promise<Applied> {
    if (this.refuse > 0) {
      this.refuse--;
      this.refused++;
      throw new Error('Vim:E11: Invalid in command-line window');
    }
    if (u.patch) {
      const p = u.patch;
      const end = p.end === null ? this.lines.length : Math.min(p.end, this.lines.length);
      this.lines.splice(p.start, end - p.start, ...p.lines);
    }
    return { intact: true, editorMs: 0, unsaved: [], visible: true };
  }
  notify(message: string): void {
    this.notes.push(message);
  }
  showFloat(title: string): void {
    this.notes.push(title);
  }
  offerRewind(): void {}
  async unsavedBuffers(): Promise<string[]> {
    return [];
  }
}

const noLog: Logger = { write() {} };

describe('ChatController with a scripted CLI and an in-memory view', () => {
  function controller(view: View): ChatController {
    return started({ command: SCRIPTED, env: {} }, view);
  }

  function started(cli: { command: string; env: Record<string, string> }, view: View): ChatController {
    const chat = new ChatController(
      { ...cli, args: [], cwd: '/tmp', frameMs: 5, renderBudget: 0, keys: DEFAULT_KEYS, id: '1' },
      view,
      noLog,
    );
    cleanups.push(() => chat.shutdown());
    return chat;
  }

  it('a view that refuses updates for a while ends up showing the transcript exactly once', async () => {
    const view = new MemoryView();
    const chat = controller(view);
    await chat.send('[script:text:first reply]', null);
    await waitFor(() => !chat.session.busy && view.lines.includes('first reply'));
    view.refuse = 3;
    await chat.send('[script:text:second reply arrives while the view refuses]', null);
    await waitFor(() => view.refused === 3 && !chat.session.busy);
    await waitFor(() => view.lines.includes('second reply arrives while the view refuses'), { message: 'the resync' });
    await chat.drain();
    expect(view.lines.filter((l) => l === 'first reply')).toHaveLength(1);
    expect(view.lines.filter((l) => /^▌ You #[12]$/.test(l))).toEqual(['▌ You #1', '▌ You #2']);
    // Exactly what a fresh render of the whole session gives.
    const fresh = new MemoryView();
    const { TranscriptRenderer } = await import('../src/render/transcript/transcript');
    const { DEFAULT_RENDER_OPTIONS } = await import('./support/render');
    await fresh.apply({
      patch: { ...new TranscriptRenderer({ ...DEFAULT_RENDER_OPTIONS }).update(chat.session.entries)!, end: null },
    });
    expect(view.lines).toEqual(fresh.lines);
  });

  it('malformed messages: the host goes on, the reply is rendered, the next prompt works', async () => {
    const view = new MemoryView();
    const chat = controller(view);
    await chat.send('[script:malformed]', null);
    await waitFor(() => view.lines.includes('Still here after the malformed messages.') && !chat.session.busy);
    await chat.send('[script:text:next one]', null);
    await waitFor(() => view.lines.includes('next one'));
    expect(chat.phase).toBe('idle');
  });

  it('a CLI that refuses `initialize`: one notice, and prompts still go out (nothing waits forever)', async () => {
    const view = new MemoryView();
    const chat = started({ command: SCRIPTED, env: { FAKE_CLI_REFUSE_INIT: '1' } }, view);
    await chat.send('[script:text:answered anyway]', null);
    await waitFor(() => view.lines.includes('answered anyway'), { message: 'the reply' });
    expect(
      view.lines.filter((l) => l.includes('claude refused initialize (initialize is not supported here)')),
    ).toHaveLength(1);
  });

  it('prompts sent while the CLI starts and while a turn runs all go out, in order, one turn each', async () => {
    const view = new MemoryView();
    const chat = controller(view);
    const sends = ['one', 'two', 'three', 'four'].map((w) => chat.send(`[script:text:reply ${w}]`, null));
    await Promise.all(sends);
    await waitFor(() => view.lines.includes('reply four') && chat.phase === 'idle');
    const replies = view.lines.filter((l) => l.startsWith('reply '));
    expect(replies).toEqual(['reply one', 'reply two', 'reply three', 'reply four']);
  });

  it('a prompt waiting for a CLI that failed to start shows "(queued)" and names the command', async () => {
    const view = new MemoryView();
    const chat = started({ command: '/nonexistent/claude', env: {} }, view);
    chat.send('hello', null);
    await waitFor(() => view.lines.some((l) => l.includes('Could not start claude')), {
      message: 'the failure notice',
    });
    await chat.drain();
    expect(view.lines).toContain('▌ You (queued)');
    expect(view.lines.join('\n')).toContain('command not found: /nonexistent/claude');
  });
});
