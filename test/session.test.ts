// The session model: one assistant entry per message id, the live pointer, the id map, listeners,
// malformed messages. Fed with real CLI recordings and hand-written message sequences; one test per rule.
import { describe, expect, it } from 'vitest';
import { Session } from '../src/session/model/session';
import type { AssistantEntry, ToolEntry } from '../src/session/model/types';
import {
  assistant,
  assistants,
  blockStart,
  blockStop,
  feed,
  fixtureMessages,
  kinds,
  messageDelta,
  messageStart,
  messageStop,
  noStream,
  plain,
  played,
  PROJECT,
  result,
  send,
  textDelta,
} from './support/session';

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
    expect(assistants(s)[0].blocks.map(plain)).toEqual([
      { type: 'text', text: 'héllo wörld — 日本語テキスト 🎉👩‍💻 ñ̃ done' },
    ]);
  });

  it('when streamed, skips the assistant text blocks but still registers its tool_use blocks (write fixture + hand-written)', () => {
    const s = played('write');
    expect(kinds(s)).toEqual(['user', 'assistant', 'tool', 'assistant']);
    const [first, last] = assistants(s);
    expect(first.blocks.map(plain)).toEqual([{ type: 'text', text: 'I will create the file.' }]);
    expect(last.blocks.map(plain)).toEqual([{ type: 'text', text: 'Created hello.txt.' }]);
    const tool = s.entries[2] as ToolEntry;
    expect(tool).toMatchObject({
      name: 'Write',
      summary: 'Write hello.txt',
      filePath: `${PROJECT}/hello.txt`,
      state: 'done',
    });

    // Text and tool_use in the same assistant message after the text was streamed.
    const h = new Session(PROJECT);
    send(
      h,
      messageStart('m1'),
      blockStart(0),
      textDelta(0, 'Let me '),
      textDelta(0, 'look.'),
      assistant('m1', [
        { type: 'text', text: 'Let me look.' },
        { type: 'tool_use', id: 't1', name: 'Bash', input: { command: 'ls' } },
      ]),
    );
    expect(kinds(h)).toEqual(['assistant', 'tool']);
    expect((h.entries[0] as AssistantEntry).blocks.map(plain)).toEqual([{ type: 'text', text: 'Let me look.' }]);
    expect(h.entries[1]).toMatchObject({ kind: 'tool', id: 't1', summary: 'Bash: ls', state: 'running' });
  });

  it("when not streamed, appends the assistant messages' text blocks into the single entry (fixtures without stream_event)", () => {
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

describe('a block streams until it is complete', () => {
  it('from its content_block_start to its content_block_stop, the next block, or the end of the message; whole blocks never stream', () => {
    const s = new Session(PROJECT);
    const streaming = () => assistants(s).flatMap((a) => a.blocks.map((b) => !!b.streaming));
    send(s, messageStart('m1'), blockStart(0), textDelta(0, 'a'));
    expect(streaming()).toEqual([true]);
    const version = s.entries[0].version;
    send(s, blockStop(0));
    expect(streaming()).toEqual([false]);
    expect(s.entries[0].version).not.toBe(version); // re-rendered: a thinking block folds away
    send(s, blockStart(1), textDelta(1, 'b'), blockStart(2));
    expect(streaming()).toEqual([false, false, true]);
    send(s, messageStart('m2'));
    expect(streaming()).toEqual([false, false, false]);
    send(s, blockStart(0), textDelta(0, 'c'), result());
    expect(streaming()).toEqual([false, false, false, false]);

    const whole = played('thinking', { filter: noStream });
    expect(assistants(whole)[0].blocks.map((b) => [b.type, !!b.streaming])).toEqual([
      ['thinking', false],
      ['text', false],
    ]);
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
    expect(assistants(s).map((a) => a.blocks.map(plain))).toEqual([
      [{ type: 'text', text: 'one' }],
      [{ type: 'text', text: 'two' }],
    ]);

    // A replayed recording reuses its message ids: two turns, two clean entries.
    const r = played('text');
    feed(r, 'text');
    const texts = assistants(r).map((a) => a.blocks.map((b) => b.text).join(''));
    expect(texts).toHaveLength(2);
    expect(texts[0]).toBe(texts[1]);
    expect(texts[0]).toMatch(/^Here is a short answer\.[\s\S]*Done\.$/);
  });
});

describe('listeners', () => {
  it('onChange fires on every change and stops after unsubscribing', () => {
    const s = new Session(PROJECT);
    let calls = 0;
    const off = s.onChange(() => {
      calls++;
    });
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
      type: 'assistant',
      parent_tool_use_id: null,
      message: {
        id: 'm-null',
        content: [
          null,
          7,
          { type: 'text', text: 'still here' },
          { type: 'tool_use', id: 'tu-1', name: 'Read', input: { file_path: `${PROJECT}/a.ts` } },
        ],
      },
    });
    const assistant = s.entries.find((e): e is AssistantEntry => e.kind === 'assistant');
    expect(assistant?.blocks.map(plain)).toEqual([{ type: 'text', text: 'still here' }]);
    expect(s.toolEntries.map((t) => t.summary)).toEqual(['Read a.ts']);
  });
});
