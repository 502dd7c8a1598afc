// The pure rules behind approvals: what each choice grants (in words, and exactly that), and the tool input
// that turns a file into the user's reviewed version of a proposal.
import { describe, expect, it } from 'vitest';
import type { PermissionUpdate } from '../src/cli/protocol/inbound';
import { permissionAnswer } from '../src/cli/protocol/outbound';
import { grantsFor } from '../src/session/approvals/grants';
import { editBetween, inputForUserVersion, proposalFor } from '../src/session/approvals/review';

// What the real CLI (2.1.197 and 2.1.332) offers for `touch made-by-claude.txt` in /ws.
const TOUCH: PermissionUpdate[] = [
  {
    type: 'addRules',
    rules: [{ toolName: 'Bash', ruleContent: 'touch made-by-claude.txt' }],
    behavior: 'allow',
    destination: 'localSettings',
  },
  { type: 'addDirectories', directories: ['/ws'], destination: 'session' },
  { type: 'setMode', mode: 'acceptEdits', destination: 'session' },
];
const EDIT: PermissionUpdate[] = [{ type: 'setMode', mode: 'acceptEdits', destination: 'session' }];

describe('grantsFor', () => {
  it('an MCP tool is named as the transcript names it (`demo · echo`), the rule sent as the CLI wrote it', () => {
    const rule = {
      type: 'addRules',
      rules: [{ toolName: 'mcp__demo__echo' }],
      behavior: 'allow',
      destination: 'localSettings',
    };
    const g = grantsFor([rule as PermissionUpdate], '/ws');
    expect(g.session?.words).toBe('allow every demo · echo use this session');
    expect(g.session?.updates).toEqual([{ ...rule, destination: 'session' }]);
  });

  it('"this session" for a command is its allow rule, kept for the session only: no settings file, no mode switch', () => {
    const g = grantsFor(TOUCH, '/ws');
    expect(g.session).toEqual({
      updates: [
        {
          type: 'addRules',
          rules: [{ toolName: 'Bash', ruleContent: 'touch made-by-claude.txt' }],
          behavior: 'allow',
          destination: 'session',
        },
      ],
      words: 'allow `touch made-by-claude.txt` this session',
    });
  });

  it('"always" is the rule saved to the settings file it names, and nothing else', () => {
    const g = grantsFor(TOUCH, '/ws');
    expect(g.always).toEqual({
      updates: [TOUCH[0]],
      words: 'always allow `touch made-by-claude.txt` (saved to .claude/settings.local.json)',
    });
    expect(grantsFor([{ ...TOUCH[0], destination: 'userSettings' } as PermissionUpdate], null).always?.words).toContain(
      '~/.claude/settings.json',
    );
  });

  it('for an edit, "this session" accepts every edit, and says so', () => {
    const g = grantsFor(EDIT, '/ws');
    expect(g.session).toEqual({ updates: EDIT, words: 'accept every edit this session' });
    expect(g.always).toBeNull();
  });

  it('offers nothing it cannot name: no suggestions, no choices', () => {
    expect(grantsFor([], null)).toEqual({ session: null, always: null });
  });

  it("the answer carries exactly the chosen updates, and the user's input when given", () => {
    const prompt = {
      requestId: 'r',
      toolName: 'Bash',
      input: { command: 'x' },
      toolUseId: 't',
      suggestions: TOUCH,
      description: undefined,
      decisionReason: undefined,
    };
    expect(permissionAnswer(prompt, { behavior: 'allow' })).toEqual({
      behavior: 'allow',
      updatedInput: { command: 'x' },
    });
    const session = grantsFor(TOUCH, null).session!.updates;
    expect(permissionAnswer(prompt, { behavior: 'allow', updatedPermissions: session })).toEqual({
      behavior: 'allow',
      updatedInput: { command: 'x' },
      updatedPermissions: session,
    });
    expect(permissionAnswer(prompt, { behavior: 'allow', updatedInput: { command: 'y' } })).toEqual({
      behavior: 'allow',
      updatedInput: { command: 'y' },
    });
  });
});

const FILE = '// header\nconst a = 1;\nconsole.log(a);\n';
const apply = (text: string, e: { old_string: string; new_string: string }) => {
  expect(text.split(e.old_string).length - 1).toBe(1); // the CLI's Edit needs a unique old_string
  return text.replace(e.old_string, () => e.new_string);
};

describe('proposalFor', () => {
  it('Edit: the whole file before and after the replacement', () => {
    expect(
      proposalFor('Edit', { file_path: '/ws/app.ts', old_string: 'const a = 1;', new_string: 'const a = 2;' }, FILE),
    ).toEqual({ ok: true, path: '/ws/app.ts', current: FILE, proposed: FILE.replace('1;', '2;') });
  });

  it('Edit whose old text is gone: says so', () => {
    const p = proposalFor('Edit', { file_path: '/ws/app.ts', old_string: 'nope', new_string: 'x' }, FILE);
    expect(p.ok).toBe(false);
  });

  it('Write of a new file: empty before; MultiEdit applies each edit in order; replace_all replaces all', () => {
    expect(proposalFor('Write', { file_path: '/ws/n.txt', content: 'x\n' }, null)).toEqual({
      ok: true,
      path: '/ws/n.txt',
      current: '',
      proposed: 'x\n',
    });
    const multi = proposalFor(
      'MultiEdit',
      {
        file_path: '/f',
        edits: [
          { old_string: 'a = 1', new_string: 'a = 2' },
          { old_string: 'a = 2', new_string: 'a = 3' },
        ],
      },
      FILE,
    );
    expect(multi).toMatchObject({ ok: true, proposed: FILE.replace('a = 1', 'a = 3') });
    expect(
      proposalFor('Edit', { file_path: '/f', old_string: 'a', new_string: 'b', replace_all: true }, 'a a\na\n'),
    ).toMatchObject({ proposed: 'b b\nb\n' });
  });

  it("NotebookEdit: the cell's source", () => {
    const nb = JSON.stringify({ cells: [{ id: 'c1', source: ['print(1)\n', 'print(2)'] }] });
    expect(
      proposalFor('NotebookEdit', { notebook_path: '/n.ipynb', cell_id: 'c1', new_source: 'print(3)' }, nb),
    ).toEqual({ ok: true, path: '/n.ipynb', current: 'print(1)\nprint(2)', proposed: 'print(3)' });
  });
});

describe("the user's version of a proposal", () => {
  const cases: Array<[string, string, string]> = [
    ['a changed line', FILE, FILE.replace('const a = 1;', 'const a = 42;')],
    ['a deleted line', FILE, '// header\nconsole.log(a);\n'],
    ['an inserted line', FILE, FILE.replace('const a = 1;\n', 'const a = 1;\nconst b = 2;\n')],
    ['a line added at the end', FILE, FILE + 'done();\n'],
    ['a line added at the top', FILE, '"use strict";\n' + FILE],
    ['the last newline removed', FILE, FILE.slice(0, -1)],
    ['a line that repeats elsewhere', 'x\ny\nx\ny\n', 'x\ny\nx\nz\n'],
    ['everything replaced', 'a\n', 'b\nc\n'],
    ['two distant changes', 'a\nb\nc\nd\ne\n', 'A\nb\nc\nd\nE\n'],
  ];
  for (const [what, current, wanted] of cases) {
    it(`Edit: ${what} → an old/new pair that, applied once, gives exactly the user's text`, () => {
      const e = editBetween(current, wanted)!;
      expect(apply(current, e)).toBe(wanted);
      const v = inputForUserVersion('Edit', { file_path: '/f', old_string: 'q', new_string: 'r' }, current, wanted);
      expect(v).toEqual({ kind: 'input', input: { file_path: '/f', ...e, replace_all: false } });
    });
  }

  it('a version equal to the file changes nothing', () => {
    expect(editBetween(FILE, FILE)).toBeNull();
    expect(inputForUserVersion('Edit', { file_path: '/f' }, FILE, FILE)).toEqual({ kind: 'unchanged' });
  });

  it('Write sends the user\'s content; MultiEdit one edit; a new file is never "unchanged"', () => {
    expect(inputForUserVersion('Write', { file_path: '/f', content: 'claude\n' }, null, 'mine\n')).toEqual({
      kind: 'input',
      input: { file_path: '/f', content: 'mine\n' },
    });
    expect(inputForUserVersion('Write', { file_path: '/f', content: '' }, null, '')).toEqual({
      kind: 'input',
      input: { file_path: '/f', content: '' },
    });
    const m = inputForUserVersion('MultiEdit', { file_path: '/f', edits: [] }, 'a\nb\n', 'a\nc\n');
    expect(m).toEqual({
      kind: 'input',
      input: { file_path: '/f', edits: [{ old_string: 'b\n', new_string: 'c\n', replace_all: false }] },
    });
  });
});
