// A tool's input as an approval shows it (src/render/transcript/input.ts): key: value lines, never JSON.
import { describe, expect, it } from 'vitest';
import { inputLines } from '../src/render/transcript/input';

describe('inputLines', () => {
  it('one line a plain value; a multi-line text as an indented block under its key', () => {
    expect(
      inputLines({ url: 'https://x.dev', max: 3, strict: true, note: null, plan: '# Plan\n\n1. Read it\n2. Fix it\n' }),
    ).toEqual([
      'url: https://x.dev',
      'max: 3',
      'strict: true',
      'note: null',
      'plan:',
      '  # Plan',
      '  ',
      '  1. Read it',
      '  2. Fix it',
    ]);
  });

  it('lists as dashes, an object in a list with its first key after the dash; an empty list says so', () => {
    expect(
      inputLines({
        todos: [
          { content: 'Write the test', status: 'pending' },
          { content: 'Run it', status: 'in_progress' },
        ],
        tags: ['a', 'b'],
        none: [],
        options: { multiSelect: false, labels: ['Yes', 'No'] },
      }),
    ).toEqual([
      'todos:',
      '  - content: Write the test',
      '    status: pending',
      '  - content: Run it',
      '    status: in_progress',
      'tags:',
      '  - a',
      '  - b',
      'none: (none)',
      'options:',
      '  multiSelect: false',
      '  labels:',
      '    - Yes',
      '    - No',
    ]);
  });
});
