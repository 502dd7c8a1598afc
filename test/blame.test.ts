// Turn blame's attribution (src/session/history/blame.ts): which turn wrote each line of a file now; and the past
// turns of a resumed conversation rebuilt from its record (src/session/history/pastTurns.ts).
import { describe, expect, it } from 'vitest';
import { blame, type BlameTurn } from '../src/session/history/blame';
import { readHistory } from '../src/session/history/record';
import { pastTurns } from '../src/session/history/pastTurns';

const turn = (n: number, before: string | null | undefined, after: string | undefined, path = 'f'): BlameTurn => ({
  n,
  prompt: `prompt ${n}`,
  files: new Map([[path, { before, after }]]),
});
const is = (p: string) => p === 'f';
const owners = (turns: BlameTurn[], now: string[]) => blame(turns, is, now).map((m) => [m.lnum, m.turn]);

describe('blame', () => {
  it('gives each line added or changed by a turn to that turn, and leaves the rest alone', () => {
    const t1 = turn(1, 'a\nb\nc\n', 'a\nB\nc\nd\n');
    expect(owners([t1], ['a', 'B', 'c', 'd'])).toEqual([
      [2, 1],
      [4, 1],
    ]);
  });

  it('a later turn takes over the lines it changes and shifts the others', () => {
    const t1 = turn(1, 'a\nb\nc\n', 'a\nB\nc\n');
    const t2 = turn(2, 'a\nB\nc\n', 'x\ny\na\nB\nC\n');
    expect(owners([t1, t2], ['x', 'y', 'a', 'B', 'C'])).toEqual([
      [1, 2],
      [2, 2],
      [4, 1],
      [5, 2],
    ]);
  });

  it("a line not as Claude left it (edited since) is nobody's; lines the user added shift the marks", () => {
    const t1 = turn(1, '', 'one\ntwo\nthree\n');
    expect(owners([t1], ['mine', 'one', 'TWO', 'three'])).toEqual([
      [2, 1],
      [4, 1],
    ]);
  });

  it("the user's edits between turns are not Claude's, and do not move the earlier marks off", () => {
    const t1 = turn(1, 'a\n', 'a\nb\n');
    // The user added "u" on top before turn 2, which appended "c".
    const t2 = turn(2, 'u\na\nb\n', 'u\na\nb\nc\n');
    expect(owners([t1, t2], ['u', 'a', 'b', 'c'])).toEqual([
      [3, 1],
      [4, 2],
    ]);
  });

  it("carries the hunk and the prompt of the turn, and a created file is wholly its turn's", () => {
    const [m] = blame([turn(3, null, 'new\n')], is, ['new']);
    expect(m).toEqual({
      lnum: 1,
      turn: 3,
      prompt: 'prompt 3',
      hunk: { oldStart: 1, newStart: 1, before: [], after: ['new'] },
    });
  });

  it('only the file asked for, turns in order of number; a turn whose texts are unknown resets', () => {
    const other = turn(1, '', 'x\n', 'g');
    expect(owners([other], ['x'])).toEqual([]);
    const t2 = turn(2, 'a\n', 'a\nb\n');
    const t1 = turn(1, '', 'a\n');
    expect(owners([t2, t1], ['a', 'b'])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(owners([t1, turn(2, 'a\n', undefined)], ['a'])).toEqual([]);
    // Unknown before: the text the turn before left is taken.
    expect(owners([t1, turn(2, undefined, 'a\nb\n')], ['a', 'b'])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(owners([turn(1, undefined, 'a\nb\n'), turn(2, undefined, 'a\nb\nc\n')], ['a', 'b', 'c'])).toEqual([[3, 2]]);
  });
});

describe("pastTurns (a resumed conversation's turns, from its record)", () => {
  const line = (o: object) => JSON.stringify(o);
  const prompt = (text: string) => line({ type: 'user', uuid: `u-${text}`, message: { role: 'user', content: text } });
  const use = (id: string, name: string, input: object) =>
    line({
      type: 'assistant',
      uuid: `a-${id}`,
      message: { id: `m-${id}`, role: 'assistant', content: [{ type: 'tool_use', id, name, input }] },
    });
  const result = (id: string, toolUseResult: object, isError = false) =>
    line({
      type: 'user',
      uuid: `r-${id}`,
      toolUseResult,
      message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: 'ok', is_error: isError }] },
    });

  it('numbers the prompts and gives each the files its edits changed, before and after', () => {
    const record = [
      prompt('make it two'),
      use('t1', 'Edit', { file_path: '/p/f', old_string: 'a = 1', new_string: 'a = 2' }),
      result('t1', {
        filePath: '/p/f',
        originalFile: 'a = 1\nb\n',
        structuredPatch: [{ oldStart: 1, oldLines: 1, newStart: 1, newLines: 1, lines: ['-a = 1', '+a = 2'] }],
      }),
      prompt('just talk'),
      prompt('a new file'),
      use('t2', 'Write', { file_path: '/p/g', content: 'new\n' }),
      result('t2', { type: 'create', filePath: '/p/g', content: 'new\n' }),
      // A denied edit changes nothing.
      use('t3', 'Edit', { file_path: '/p/f', old_string: 'b', new_string: 'B' }),
      result('t3', {}, true),
    ].join('\n');
    const turns = pastTurns(readHistory(record));
    expect(turns.map((t) => [t.n, t.prompt, [...t.files.entries()]])).toEqual([
      [1, 'make it two', [['/p/f', { before: 'a = 1\nb\n', after: 'a = 2\nb\n' }]]],
      [2, 'just talk', []],
      [3, 'a new file', [['/p/g', { before: null, after: 'new\n' }]]],
    ]);
    expect(blame(turns, (p) => p === '/p/f', ['a = 2', 'b']).map((m) => [m.lnum, m.turn])).toEqual([[1, 1]]);
  });
});
