// Every kind of transcript entry has its rendering: render/transcript/entry.ts switches over the kinds with a case for
// each, and a kind without one does not compile (unknownKind takes `never`). At run time an entry of a kind
// the renderer does not know is an error, never an entry that silently shows nothing.
import { describe, expect, it } from 'vitest';
import { EntryRenderer } from '../src/render/transcript/entry';
import type { Entry } from '../src/session/model/types';
import { DEFAULT_RENDER_OPTIONS } from './support/render';

describe('EntryRenderer', () => {
  it('draws an entry of every kind, and refuses one of a kind it does not know', () => {
    const r = new EntryRenderer(DEFAULT_RENDER_OPTIONS);
    const base = { key: 1, version: 1 };
    const entries: Entry[] = [
      { ...base, kind: 'user', text: 'hi', context: null, queued: false, n: 1 },
      { ...base, kind: 'assistant', messageId: 'm', blocks: [{ type: 'text', text: 'hello' }], streamed: false },
      {
        ...base,
        kind: 'tool',
        id: 't',
        name: 'Read',
        input: {},
        summary: 'Read a.ts',
        filePath: null,
        state: 'done',
        result: null,
        approval: null,
        asked: true,
        userModified: false,
        applied: null,
        children: [],
        agent: null,
      },
      { ...base, kind: 'notice', text: 'note', tone: 'info' },
      { ...base, kind: 'tasks', items: [{ id: '1', subject: 'Test it', status: 'pending', activeForm: '' }] },
    ];
    const heads = entries.map((e) => r.render(e).lines[0]);
    expect(heads).toEqual(['▌ You #1', 'hello', '✓ Read a.ts', 'ℹ note', '≡ Tasks 0/1 done']);
    expect(() => r.render({ ...base, kind: 'poll' } as never)).toThrow('no case for an entry of kind poll');
  });
});
