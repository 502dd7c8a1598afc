// The pure parts of reviewing turns: line diffs, applying the CLI's structuredPatch, and what a session
// keeps of each turn's edits (src/session/history/diff.ts, turns.ts, the Session's turn records).
import { describe, expect, it } from 'vitest';
import { applyPatch, diffLines, diffWithin, joinLines, splitLines, unifiedLines } from '../src/session/history/diff';
import { Session } from '../src/session/model/session';
import { textBefore, turnHunks } from '../src/session/history/turns';
import { quickfixItems } from '../src/render/quickfix';
import { turnReport } from '../src/render/turns';

describe('diffLines', () => {
  it('finds the changed runs, with their starts on each side', () => {
    const a = ['a', 'b', 'c', 'd', 'e', 'f'];
    const b = ['a', 'B', 'c', 'd', 'x', 'y', 'e'];
    expect(diffLines(a, b)).toEqual([
      { oldStart: 2, newStart: 2, before: ['b'], after: ['B'] },
      { oldStart: 5, newStart: 5, before: [], after: ['x', 'y'] },
      { oldStart: 6, newStart: 8, before: ['f'], after: [] },
    ]);
  });

  it('gives nothing for equal texts, everything for an empty side', () => {
    expect(diffLines(['x'], ['x'])).toEqual([]);
    expect(diffLines([], ['x', 'y'])).toEqual([{ oldStart: 1, newStart: 1, before: [], after: ['x', 'y'] }]);
    expect(diffLines(['x'], [])).toEqual([{ oldStart: 1, newStart: 1, before: ['x'], after: [] }]);
  });

  it('applying its hunks to the old lines gives the new ones (random texts)', () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let round = 0; round < 200; round++) {
      const a = Array.from({ length: rand(12) }, () => 'abc'[rand(3)]);
      const b = Array.from({ length: rand(12) }, () => 'abc'[rand(3)]);
      const out = [...a];
      for (const h of diffLines(a, b).reverse()) out.splice(h.oldStart - 1, h.before.length, ...h.after);
      expect(out).toEqual(b);
    }
  });
});

describe('unifiedLines (what an approval of a Write over a file shows)', () => {
  it('puts `context` unchanged lines around each change; hunks closer than twice that share an @@ header', () => {
    const a = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];
    const b = ['1', '2', 'three', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13'];
    expect(unifiedLines(a, diffLines(a, b), 2)).toEqual([
      '@@ -1,5 +1,5 @@',
      ' 1',
      ' 2',
      '-3',
      '+three',
      ' 4',
      ' 5',
      '@@ -11,2 +11,3 @@',
      ' 11',
      ' 12',
      '+13',
    ]);
    const near = ['1', 'two', '3', '4', '5', 'six', '7', '8', '9', '10', '11', '12'];
    expect(unifiedLines(a, diffLines(a, near), 2)[0]).toBe('@@ -1,8 +1,8 @@');
    expect(unifiedLines([], diffLines([], ['x']), 2)).toEqual(['@@ -0,0 +1,1 @@', '+x']);
  });

  it('applied as a patch, its hunks turn the old text into the new (random texts)', () => {
    let seed = 11;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let round = 0; round < 200; round++) {
      const a = Array.from({ length: rand(20) }, () => 'abc'[rand(3)]);
      const b = Array.from({ length: rand(20) }, () => 'abc'[rand(3)]);
      const patch: { oldStart: number; lines: string[] }[] = [];
      for (const l of unifiedLines(a, diffLines(a, b), 1 + rand(3))) {
        const head = /^@@ -(\d+),(\d+)/.exec(l);
        if (head) patch.push({ oldStart: Number(head[2]) === 0 ? Number(head[1]) + 1 : Number(head[1]), lines: [] });
        else patch.at(-1)!.lines.push(l);
      }
      expect(applyPatch(joinLines(a, true), patch)).toBe(joinLines(b, true));
    }
  });

  it('diffWithin gives up past its budget, and agrees with diffLines within it', () => {
    const a = Array.from({ length: 300 }, (_, i) => `old ${i}`);
    const b = Array.from({ length: 300 }, (_, i) => `new ${i}`);
    expect(diffWithin(a, b, 10_000)).toBeNull();
    expect(diffWithin(a, b, Infinity)).toEqual(diffLines(a, b));
  });
});

describe('applyPatch', () => {
  const original = 'one\ntwo\nthree\nfour\n';
  it("applies the CLI's structuredPatch, keeping the final newline", () => {
    const patch = [
      {
        oldStart: 2,
        oldLines: 2,
        newStart: 2,
        newLines: 3,
        lines: [' two', '-three', '+THREE', '+three and a half', ' four'],
      },
    ];
    expect(applyPatch(original, patch)).toBe('one\ntwo\nTHREE\nthree and a half\nfour\n');
  });
  it('refuses a patch that does not fit the text', () => {
    expect(applyPatch(original, [{ oldStart: 1, lines: ['-zero', '+0'] }])).toBeNull();
  });
  it('splitLines knows a text without a final newline', () => {
    expect(splitLines('a\nb')).toEqual({ lines: ['a', 'b'], eol: false });
    expect(splitLines('')).toEqual({ lines: [], eol: false });
  });
});

describe("a session's turns", () => {
  const edit = (
    session: Session,
    id: string,
    file: string,
    result: Record<string, unknown>,
    input: Record<string, unknown> = {},
  ) => {
    session.consume({
      type: 'assistant',
      message: {
        id: `m-${id}`,
        content: [{ type: 'tool_use', id, name: 'Edit', input: { file_path: file, ...input } }],
      },
    } as never);
    session.consume({
      type: 'user',
      message: { content: [{ type: 'tool_result', tool_use_id: id, content: 'ok' }] },
      tool_use_result: { filePath: file, ...result },
    } as never);
  };
  const result = (session: Session) =>
    session.consume({ type: 'result', subtype: 'success', total_cost_usd: 0.5 } as never);

  it('keeps each file as it was before the turn and after it; the hunks of two edits of one file are counted on the result', () => {
    const session = new Session('/ws', 'default');
    session.markSent(session.addUser('first'));
    edit(session, 't1', '/ws/a.ts', {
      originalFile: 'a\nb\nc\n',
      structuredPatch: [{ oldStart: 1, lines: ['-a', '+A', ' b'] }],
    });
    edit(session, 't2', '/ws/a.ts', {
      originalFile: 'A\nb\nc\n',
      structuredPatch: [{ oldStart: 2, lines: [' b', '-c', '+C'] }],
    });
    result(session);
    const [turn] = session.turns;
    expect(turn.files.get('/ws/a.ts')).toMatchObject({ before: 'a\nb\nc\n', after: 'A\nb\nC\n' });
    expect(turnHunks(turn).map((h) => [h.newStart, h.before, h.after])).toEqual([
      [1, ['a'], ['A']],
      [3, ['c'], ['C']],
    ]);
    expect(turn).toMatchObject({ n: 1, done: true, ready: false, costUsd: 0.5 });
  });

  it('a file edited twice whose texts the CLI did not report counts what each edit reported: +3 -0 and +1 -2 make +4 -2', () => {
    const session = new Session('/ws', 'default');
    session.markSent(session.addUser('uneven'));
    // No originalFile: the texts before and after are unknown, so the counts are the edits' own.
    edit(session, 't1', '/ws/a.ts', { structuredPatch: [{ oldStart: 1, lines: [' a', '+x', '+y', '+z'] }] });
    edit(session, 't2', '/ws/a.ts', { structuredPatch: [{ oldStart: 9, lines: ['-p', '-q', '+pq'] }] });
    result(session);
    const report = turnReport(session.turns[0], '1');
    expect(report.files).toEqual([{ path: '/ws/a.ts', additions: 4, deletions: 2 }]);
    expect(report.items.map((i) => i.text)).toEqual(['+4 -2']);
    expect(quickfixItems(session.changedFiles.values()).map((i) => i.text)).toEqual(['+4 -2 (2 edits)']);
  });

  it('an edit failing or denied records nothing; a created file was not there before', () => {
    const session = new Session('/ws', 'default');
    session.markSent(session.addUser('go'));
    session.consume({
      type: 'assistant',
      message: {
        id: 'm',
        content: [{ type: 'tool_use', id: 'w', name: 'Write', input: { file_path: '/ws/new.md', content: 'x\n' } }],
      },
    } as never);
    session.consume({
      type: 'user',
      message: { content: [{ type: 'tool_result', tool_use_id: 'w', content: 'ok' }] },
      tool_use_result: {
        type: 'create',
        filePath: '/ws/new.md',
        content: 'x\n',
        structuredPatch: [],
        originalFile: null,
      },
    } as never);
    session.consume({
      type: 'assistant',
      message: { id: 'm2', content: [{ type: 'tool_use', id: 'e', name: 'Edit', input: { file_path: '/ws/b.ts' } }] },
    } as never);
    session.consume({
      type: 'user',
      message: { content: [{ type: 'tool_result', tool_use_id: 'e', content: 'denied', is_error: true }] },
      tool_use_result: 'Error: denied',
    } as never);
    result(session);
    expect([...session.turns[0].files.keys()]).toEqual(['/ws/new.md']);
    expect(textBefore(session.turns, '/ws/new.md')).toBeNull();
  });

  it('the text before prompt n is that of the first turn from n on that edited the file', () => {
    const session = new Session('/ws', 'default');
    for (const [i, before, after] of [
      [1, 'v1\n', 'v2\n'],
      [2, 'v2\n', 'v3\n'],
    ] as const) {
      session.markSent(session.addUser(`p${i}`));
      edit(session, `t${i}`, '/ws/a.ts', {
        originalFile: before,
        structuredPatch: [{ oldStart: 1, lines: [`-${before.trim()}`, `+${after.trim()}`] }],
      });
      result(session);
    }
    session.markSent(session.addUser('p3'));
    result(session);
    expect(textBefore(session.turns, '/ws/a.ts', 1)).toBe('v1\n');
    expect(textBefore(session.turns, '/ws/a.ts', 2)).toBe('v2\n');
    expect(textBefore(session.turns, '/ws/a.ts', 3)).toBeUndefined();
  });

  it("the CLI's echo of a prompt gives its turn the checkpoint uuid; a turn is ready once the controller says so", () => {
    const session = new Session('/ws', 'default');
    session.markSent(session.addUser('hello'), 'hello');
    session.consume({
      type: 'user',
      isReplay: true,
      uuid: 'u-1',
      parent_tool_use_id: null,
      message: { role: 'user', content: 'hello' },
    } as never);
    expect(session.turns[0].uuid).toBe('u-1');
    expect(session.entries.filter((e) => e.kind === 'user')).toHaveLength(1);
    result(session);
    session.turnReady(session.turns[0]);
    expect(session.turns[0].ready).toBe(true);
    // An echo of some other text (a resumed conversation's) names no prompt of this session.
    session.markSent(session.addUser('next'), 'next');
    session.consume({
      type: 'user',
      isReplay: true,
      uuid: 'u-old',
      parent_tool_use_id: null,
      message: { role: 'user', content: 'from before' },
    } as never);
    expect(session.turns.map((t) => t.uuid)).toEqual(['u-1', null]);
    session.consume({
      type: 'user',
      isReplay: true,
      uuid: 'u-2',
      parent_tool_use_id: null,
      message: { role: 'user', content: 'next' },
    } as never);
    expect(session.turns.map((t) => t.uuid)).toEqual(['u-1', 'u-2']);
  });
});
