// The folds the renderer makes, as [first, last, level] ranges (src/render/text.ts Fold; level 1 starts
// open, 2 closed), and how patches carry them and the prompts' first lines (src/render/transcript/transcript.ts
// BufferPatch): thinking open while it streams then closed, a tool's output closed, a long prompt folded
// after its first lines, a sub-agent's work in one fold; a patch that starts inside a fold goes on with it.
import { describe, expect, it } from 'vitest';
import { EntryRenderer } from '../src/render/transcript/entry';
import { TranscriptRenderer, type BufferPatch } from '../src/render/transcript/transcript';
import { ASK_TOOL } from '../src/session/approvals/questions';
import type { AssistantEntry, Entry, ToolEntry, UserEntry } from '../src/session/model/types';
import { BufferModel } from './support/buffer-model';
import { DEFAULT_RENDER_OPTIONS } from './support/render';

const render = (e: Entry) => new EntryRenderer(DEFAULT_RENDER_OPTIONS).render(e);

const user = (text: string, key = 1, over: Partial<UserEntry> = {}): UserEntry => ({
  key,
  version: 1,
  kind: 'user',
  text,
  context: null,
  queued: false,
  n: key,
  ...over,
});

const tool = (over: Partial<ToolEntry>): ToolEntry => ({
  key: 1,
  version: 1,
  kind: 'tool',
  id: 't',
  name: 'Bash',
  input: {},
  summary: 'Bash: seq',
  filePath: null,
  state: 'done',
  result: null,
  approval: null,
  asked: true,
  userModified: false,
  applied: null,
  children: [],
  agent: null,
  ...over,
});

const numbered = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n');

describe('fold ranges of an entry', () => {
  it('thinking: level 1 while it streams, growing with it; level 2 once complete; the answer outside', () => {
    const r = new EntryRenderer(DEFAULT_RENDER_OPTIONS);
    const e: AssistantEntry = {
      kind: 'assistant',
      key: 1,
      version: 1,
      messageId: 'm',
      streamed: true,
      blocks: [{ type: 'thinking', text: 'one\ntwo', streaming: true }],
    };
    expect(r.render(e)).toMatchObject({ lines: ['✻ Thinking…', '┆ one', '┆ two'], folds: [[0, 2, 1]] });
    e.blocks[0].text += '\nthree';
    expect(r.render(e).folds).toEqual([[0, 3, 1]]);
    e.blocks[0].streaming = false;
    e.blocks.push({ type: 'text', text: 'The answer.', streaming: true });
    expect(r.render(e)).toMatchObject({
      lines: ['✻ Thinking…', '┆ one', '┆ two', '┆ three', '', 'The answer.'],
      folds: [[0, 3, 2]],
    });
  });

  it("a tool's output is closed, the line saying how much was left out too; what the user answered Claude is not", () => {
    const long = render(tool({ result: numbered(45) }));
    expect(long.lines).toHaveLength(1 + 40 + 1);
    expect(long.lines[41]).toMatch(/^ {2}│ … 5 more lines/);
    expect(long.folds).toEqual([[1, 41, 2]]);
    expect(render(tool({ result: 'one line' })).folds).toEqual([[1, 1, 2]]);
    expect(render(tool({ result: null })).folds).toEqual([]);
    expect(render(tool({ name: ASK_TOOL, summary: 'Asked', result: 'a\nb' })).folds).toEqual([]);
  });

  it('a long prompt shows its first 5 lines, the rest closed; a prompt of 10 lines is not folded', () => {
    const long = render(user(numbered(12)));
    expect(long.lines[6]).toBe('line 6');
    expect(long.folds).toEqual([[6, 12, 2]]);
    expect(render(user(numbered(10))).folds).toEqual([]);
  });

  it("a sub-agent's work is one fold, open while it runs and closed once it ended; its tools' outputs fold no deeper", () => {
    const agent = {
      state: 'running' as const,
      doing: 'Reading a.ts',
      toolUses: 1,
      tokens: 0,
      durationMs: 0,
      taskId: 'x',
    };
    const children: Entry[] = [
      {
        kind: 'assistant',
        key: 2,
        version: 1,
        messageId: 'c',
        streamed: false,
        blocks: [{ type: 'text', text: 'Reading.' }],
      },
      tool({ key: 3, summary: 'Read a.ts', result: 'a\nb\nc' }),
    ];
    const running = render(tool({ name: 'Task', summary: 'Task: look', state: 'running', children, agent }));
    expect(running.lines).toEqual([
      '⋯ Task: look',
      '  ┆ ⋯ Reading a.ts · 1 tool',
      '  ┆ Reading.',
      '  ┆ ✓ Read a.ts',
      '  ┆   │ a',
      '  ┆   │ b',
      '  ┆   │ c',
    ]);
    expect(running.folds).toEqual([[2, 6, 1]]);
    const ended = render(tool({ name: 'Task', summary: 'Task: look', children, agent: { ...agent, state: 'done' } }));
    expect(ended.folds).toEqual([[2, 6, 2]]);
  });
});

describe('folds and prompts in patches', () => {
  /** Applies `patch` to `model` and checks the model against a full render of `entries`. */
  function applyAndCheck(model: BufferModel, patch: BufferPatch, entries: Entry[]): void {
    model.apply(patch);
    const ref = new TranscriptRenderer({ ...DEFAULT_RENDER_OPTIONS }).update(structuredClone(entries))!;
    expect({ lines: model.lines, folds: model.folds, prompts: model.prompts }).toEqual({
      lines: ref.lines,
      folds: ref.folds,
      prompts: ref.prompts,
    });
  }

  it('a patch inside a growing fold carries it from its first line above; a level that changed resends it whole', () => {
    const thinking: AssistantEntry = {
      kind: 'assistant',
      key: 2,
      version: 1,
      messageId: 'm',
      streamed: true,
      blocks: [{ type: 'thinking', text: 'a\nb', streaming: true }],
    };
    const entries: Entry[] = [user('think'), thinking];
    const renderer = new TranscriptRenderer({ ...DEFAULT_RENDER_OPTIONS });
    const model = new BufferModel();
    const first = renderer.update(entries)!;
    expect(first).toMatchObject({
      start: 0,
      lines: ['▌ You #1', 'think', '', '✻ Thinking…', '┆ a', '┆ b', ''],
      folds: [[3, 5, 1]],
      prompts: [0],
    });
    applyAndCheck(model, first, entries);
    // Streaming: the last line grows and one comes. Only those go, in the fold that started 2 lines above.
    thinking.blocks[0].text += 'c\nd';
    thinking.version++;
    const grown = renderer.update(entries)!;
    expect(grown).toMatchObject({ start: 5, end: 7, lines: ['┆ bc', '┆ d', ''], folds: [[-2, 1, 1]], prompts: [] });
    applyAndCheck(model, grown, entries);
    // Complete, the answer after it: the fold is closed now (level 2), sent from its first line.
    thinking.blocks[0].streaming = false;
    thinking.blocks.push({ type: 'text', text: 'Done.', streaming: true });
    thinking.version++;
    const complete = renderer.update(entries)!;
    expect(complete).toMatchObject({ start: 3, folds: [[0, 3, 2]], prompts: [] });
    applyAndCheck(model, complete, entries);
  });

  it("a prompt's first line comes with the patch that draws it; one drawn again is sent again", () => {
    const queued = user('second', 3, { queued: true, n: null });
    const entries: Entry[] = [
      user('first'),
      {
        kind: 'assistant',
        key: 2,
        version: 1,
        messageId: 'm',
        streamed: false,
        blocks: [{ type: 'text', text: '▌ You #9\nquoted' }],
      },
      queued,
    ];
    const renderer = new TranscriptRenderer({ ...DEFAULT_RENDER_OPTIONS });
    const model = new BufferModel();
    const first = renderer.update(entries)!;
    // A reply quoting a transcript starts no prompt.
    expect(first.lines.slice(3, 5)).toEqual(['▌ You #9', 'quoted']);
    expect(first.prompts).toEqual([0, 6]);
    applyAndCheck(model, first, entries);
    Object.assign(queued, { queued: false, n: 2, version: 2 });
    const sent = renderer.update(entries)!;
    expect(sent).toMatchObject({ start: 6, lines: ['▌ You #2', 'second', ''], prompts: [0] });
    applyAndCheck(model, sent, entries);
  });

  it('the same lines drawn by another entry (a prompt taken back, a reply quoting it): no prompt and no fold stay', () => {
    const prompt = user(numbered(12));
    const renderer = new TranscriptRenderer({ ...DEFAULT_RENDER_OPTIONS });
    const model = new BufferModel();
    const first = renderer.update([prompt])!;
    expect(first).toMatchObject({ prompts: [0], folds: [[6, 12, 2]] });
    applyAndCheck(model, first, [prompt]);
    const quoted: Entry[] = [
      {
        kind: 'assistant',
        key: 2,
        version: 1,
        messageId: 'm',
        streamed: false,
        blocks: [{ type: 'text', text: `▌ You #1\n${numbered(12)}` }],
      },
    ];
    const again = renderer.update(quoted)!;
    expect(again.lines).toEqual(first.lines);
    expect(again).toMatchObject({ start: 0, prompts: [], folds: [] });
    applyAndCheck(model, again, quoted);
    // A tool's lines, then a reply with the same text: from the first line of its fold on.
    const ran = [tool({ key: 3, result: 'a\nb' })];
    applyAndCheck(model, renderer.update(ran)!, ran);
    const said: Entry[] = [
      {
        kind: 'assistant',
        key: 4,
        version: 1,
        messageId: 'n',
        streamed: false,
        blocks: [{ type: 'text', text: '✓ Bash: seq\n  │ a\n  │ b' }],
      },
    ];
    const unfolded = renderer.update(said)!;
    expect(unfolded).toMatchObject({ start: 1, lines: ['  │ a', '  │ b', ''], folds: [] });
    applyAndCheck(model, unfolded, said);
  });
});
