// The fake model's scripts for unattended runs (require('claude').run, :ClaudeRun): test/run.e2e.test.ts.
import path from 'node:path';
import type { Scenario } from './server';

const done = (text: string) => ({ blocks: [{ type: 'text' as const, text }] });

export const runScenarios: Record<string, Scenario> = {
  // One Write: with allow = { 'Write' } the file is written and the turn's hunk is `hello.txt:1: +3 -0`.
  'run-write': ({ cwd }) => [
    {
      blocks: [
        {
          type: 'tool_use',
          name: 'Write',
          input: { file_path: path.join(cwd, 'hello.txt'), content: 'one\ntwo\nthree\n' },
        },
      ],
    },
    done('Wrote hello.txt.'),
  ],
  // A Write the run allows, then a command it does not: the command is denied and Claude ends the turn.
  'run-deny': ({ cwd }) => [
    {
      blocks: [
        { type: 'tool_use', name: 'Write', input: { file_path: path.join(cwd, 'notes.txt'), content: 'kept\n' } },
      ],
    },
    {
      blocks: [
        { type: 'tool_use', name: 'Bash', input: { command: 'touch made-by-run.txt', description: 'Make a file' } },
      ],
    },
    done('That is all this run could do.'),
  ],
  // Two commands that start as `echo` and hide a second one: in a backtick substitution, on a new line.
  'run-hidden': () => [
    { blocks: [{ type: 'tool_use', name: 'Bash', input: { command: 'echo `touch x`', description: 'Echo' } }] },
    { blocks: [{ type: 'tool_use', name: 'Bash', input: { command: 'echo hi\ntouch x', description: 'Echo' } }] },
    done('Nothing else to do.'),
  ],
  // A model that takes a minute to answer: the run's timeout ends the turn first.
  'run-slow': () => [{ firstByteMs: 60_000, blocks: [{ type: 'text', text: 'Too late.' }] }],
};
