// The scripted conversations the fake model plays. Tool inputs use absolute paths under the CLI's cwd.
import path from 'node:path';
import { largeMarkdown, largeSource, largeThinking } from './large-text';
import { backgroundScenarios } from './background';
import { runScenarios } from './run-scenarios';
import type { Scenario } from './server';

const done = (text: string) => ({ blocks: [{ type: 'text' as const, text }] });

/** The demo's `fix-error`: the line its Edit adds after greet.ts's last line, which the demo's linter flags. */
export const FIX_ERROR_LINE = "const unused: number = 'x';";
const GREET_LAST = "console.log(greet('Neovim'));";
/** The last words of a script whose Write was denied (or failed): what the model says when nothing was written. */
export const WRITE_DENIED = 'Nothing was written: you denied the Write.';

export const scenarios: Record<string, Scenario> = {
  // The first line is the one the tests wait for; the second says where a user of the demo finds the names.
  default: () => [
    done(
      'Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.\n\n' +
        '`:help claude-demo` lists the scripts and what each shows.',
    ),
  ],

  text: () => [
    {
      blocks: [
        {
          type: 'text',
          text: 'Here is a short answer.\n\nIt has **markdown**, a list:\n\n- one\n- two\n\n```ts\nconst x = 1;\n```\nDone.',
        },
      ],
    },
  ],

  thinking: () => [
    {
      blocks: [
        { type: 'thinking', thinking: 'The user wants a greeting. Keep it brief.' },
        { type: 'text', text: 'Hi! This reply came after some thinking.' },
      ],
    },
  ],

  // Unicode that straddles chunk boundaries: CJK, emoji (surrogate pairs) and combining marks.
  unicode: () => [{ chunkSize: 1, blocks: [{ type: 'text', text: 'héllo wörld — 日本語テキスト 🎉👩‍💻 ñ̃ done' }] }],

  // Its last words follow the Write's result: a denied (or failed) Write wrote nothing, and the demo says so.
  write: ({ cwd, refused }) => [
    {
      blocks: [
        { type: 'text', text: 'I will create the file.' },
        {
          type: 'tool_use',
          name: 'Write',
          input: { file_path: path.join(cwd, 'hello.txt'), content: 'line one\nline two\nline three\n' },
        },
      ],
    },
    done(refused ? WRITE_DENIED : 'Created hello.txt.'),
  ],

  edit: ({ cwd }) => [
    { blocks: [{ type: 'tool_use', name: 'Read', input: { file_path: path.join(cwd, 'app.ts') } }] },
    {
      blocks: [
        { type: 'text', text: 'Now the edit.' },
        {
          type: 'tool_use',
          name: 'Edit',
          input: {
            file_path: path.join(cwd, 'app.ts'),
            old_string: 'const a = 1;',
            new_string: 'const a = 2;\nconst b = 3;',
          },
        },
      ],
    },
    done('Changed a and added b.'),
  ],

  bash: () => [
    { blocks: [{ type: 'tool_use', name: 'Bash', input: { command: 'echo hi-from-bash', description: 'Say hi' } }] },
    done('The command printed hi-from-bash.'),
  ],

  // A command the CLI asks about, whose suggestions include a rule saved to the project's settings.
  touch: () => [
    {
      blocks: [
        {
          type: 'tool_use',
          name: 'Bash',
          input: { command: 'touch made-by-claude.txt', description: 'Create an empty file' },
        },
      ],
    },
    {
      blocks: [
        {
          type: 'tool_use',
          name: 'Bash',
          input: { command: 'touch second.txt', description: 'Create another empty file' },
        },
      ],
    },
    done('Touched the files.'),
  ],

  // The demo's own MCP server (test/mcp/demo-server.mjs, configured by scripts/demo.ts): its tool, asked about.
  mcp: () => [
    { blocks: [{ type: 'tool_use', name: 'mcp__demo__echo', input: { text: 'hello from the editor' } }] },
    done('The demo server said it back.'),
  ],

  // The demo server's tool that asks the user for input (an MCP elicitation) before it answers.
  'mcp-ask': () => [
    { blocks: [{ type: 'tool_use', name: 'mcp__demo__greet', input: {} }] },
    done('The demo server greeted whoever you named.'),
  ],

  // A command the demo's PreToolUse hook blocks (scripts/demo.ts writes it into the project's settings).
  hook: () => [
    { blocks: [{ type: 'tool_use', name: 'Bash', input: { command: 'rm greet.ts', description: 'Remove greet.ts' } }] },
    done('The hook kept greet.ts.'),
  ],

  // A command whose output is longer than the transcript shows (40 lines).
  'long-output': () => [
    { blocks: [{ type: 'tool_use', name: 'Bash', input: { command: 'seq 1 100', description: 'Count to 100' } }] },
    done('Counted to 100.'),
  ],

  // Several tool calls in one assistant message: two writes then a read.
  multi: ({ cwd }) => [
    {
      blocks: [
        { type: 'text', text: 'Writing two files.' },
        { type: 'tool_use', name: 'Write', input: { file_path: path.join(cwd, 'a.txt'), content: 'alpha\n' } },
        { type: 'tool_use', name: 'Write', input: { file_path: path.join(cwd, 'b.txt'), content: 'beta\nbeta2\n' } },
      ],
    },
    done('Both files written.'),
  ],

  'api-error': () => [
    { status: 400, errorType: 'invalid_request_error', message: 'fake model: this request is invalid' },
  ],
  'overloaded-once': () => [
    { status: 529, errorType: 'overloaded_error', message: 'fake model: overloaded', times: 1 },
    done('Recovered after a retry.'),
  ],
  'auth-error': () => [{ status: 401, errorType: 'authentication_error', message: 'fake model: invalid x-api-key' }],

  // A slow reply, for interrupting and for closing windows mid-turn.
  slow: () => [
    { chunkSize: 4, delayMs: 30, blocks: [{ type: 'text', text: 'This reply streams slowly. '.repeat(40) }] },
  ],
  // About two seconds of small deltas, for counting frames (test/pacing.e2e.test.ts).
  paced: () => [
    {
      chunkSize: 6,
      delayMs: 8,
      blocks: [{ type: 'text', text: 'Paced reply, word by word. '.repeat(45) + 'End of paced reply.' }],
    },
  ],
  // Thinking that streams for a few seconds over many lines, then the answer: folds change while it grows.
  'slow-thinking': () => [
    {
      chunkSize: 8,
      delayMs: 10,
      blocks: [
        {
          type: 'thinking',
          thinking: Array.from({ length: 40 }, (_, i) => `Thinking step ${i + 1}: weighing one more option.`).join(
            '\n',
          ),
        },
        { type: 'text', text: 'Decided after long thought.' },
      ],
    },
  ],

  // One long turn for the streaming benchmark (bench/record.ts): about 1.1 MB of markdown with code blocks,
  // in small deltas (24-48 characters: some 30,000 of them), thinking, and Read/Bash/Write calls over five steps.
  large: ({ cwd }) => [
    {
      chunkSize: 32,
      blocks: [
        { type: 'thinking', thinking: largeThinking(1, 40_000) },
        { type: 'text', text: largeMarkdown(2, 250_000) },
        { type: 'tool_use', name: 'Read', input: { file_path: path.join(cwd, 'app.ts') } },
      ],
    },
    {
      chunkSize: 24,
      blocks: [
        { type: 'text', text: largeMarkdown(3, 250_000) },
        { type: 'tool_use', name: 'Bash', input: { command: 'seq 1 150', description: 'Count to 150' } },
      ],
    },
    {
      chunkSize: 40,
      blocks: [
        { type: 'thinking', thinking: largeThinking(4, 30_000) },
        { type: 'text', text: largeMarkdown(5, 250_000) },
        {
          type: 'tool_use',
          name: 'Write',
          input: { file_path: path.join(cwd, 'large.ts'), content: largeSource(6, 120) },
        },
      ],
    },
    {
      chunkSize: 48,
      blocks: [
        { type: 'text', text: largeMarkdown(7, 250_000) },
        { type: 'tool_use', name: 'Read', input: { file_path: path.join(cwd, 'large.ts') } },
      ],
    },
    { chunkSize: 32, blocks: [{ type: 'text', text: largeMarkdown(8, 100_000) }] },
  ],

  // A task list (TaskCreate/TaskUpdate; on CLI 2.1.3xx with CLAUDE_CODE_ENABLE_TODO_TOOLS=1): two tasks,
  // the first started, then both done. Each state waits on a command to approve, so it can be looked at.
  tasks: () => [
    {
      blocks: [
        {
          type: 'tool_use',
          name: 'TaskCreate',
          input: { subject: 'Write tests', description: 'Unit tests', activeForm: 'Writing tests' },
        },
        {
          type: 'tool_use',
          name: 'TaskCreate',
          input: { subject: 'Fix the bug', description: 'The off-by-one', activeForm: 'Fixing the bug' },
        },
      ],
    },
    {
      blocks: [
        { type: 'text', text: 'Starting on the tests.' },
        { type: 'tool_use', name: 'Bash', input: { command: 'touch planned.txt', description: 'Mark it planned' } },
      ],
    },
    {
      blocks: [
        { type: 'tool_use', name: 'TaskUpdate', input: { taskId: '1', status: 'in_progress' } },
        { type: 'tool_use', name: 'Bash', input: { command: 'touch testing.txt', description: 'Mark it testing' } },
      ],
    },
    {
      blocks: [
        { type: 'tool_use', name: 'TaskUpdate', input: { taskId: '1', status: 'completed' } },
        { type: 'tool_use', name: 'TaskUpdate', input: { taskId: '2', status: 'completed' } },
      ],
    },
    done('Both tasks are done.'),
  ],

  // Claude asks the user (AskUserQuestion): one question with two options, then goes on.
  ask: () => [
    {
      blocks: [
        {
          type: 'tool_use',
          name: 'AskUserQuestion',
          input: {
            questions: [
              {
                question: 'Which database should we use?',
                header: 'Database',
                multiSelect: false,
                options: [
                  { label: 'Postgres', description: 'Relational, runs as a server' },
                  { label: 'SQLite', description: 'Embedded, one file' },
                ],
              },
            ],
          },
        },
      ],
    },
    done('Noted your answer.'),
  ],
  // Two questions, the second multiple-choice.
  'ask-two': () => [
    {
      blocks: [
        {
          type: 'tool_use',
          name: 'AskUserQuestion',
          input: {
            questions: [
              {
                question: 'Which database should we use?',
                header: 'Database',
                multiSelect: false,
                options: [
                  { label: 'Postgres', description: 'Relational' },
                  { label: 'SQLite', description: 'Embedded' },
                ],
              },
              {
                question: 'Which features do you want?',
                header: 'Features',
                multiSelect: true,
                options: [
                  { label: 'Auth', description: 'Log in' },
                  { label: 'Search', description: 'Find things' },
                  { label: 'Export', description: 'CSV' },
                ],
              },
            ],
          },
        },
      ],
    },
    done('Noted your answers.'),
  ],
  // Plan mode (start the CLI with --permission-mode plan): the plan goes to the file the CLI names (2.1.3xx
  // reads it from there), or with the call itself (older CLIs), then ExitPlanMode asks for approval.
  // Its Write denied, the last reply says so.
  plan: ({ cwd, planFile, refused }) => {
    const plan = '# Plan: greet in hello.txt\n\n1. Create `hello.txt` with a greeting.\n2. **Check** it reads well.\n';
    const write = planFile
      ? [{ blocks: [{ type: 'tool_use' as const, name: 'Write', input: { file_path: planFile, content: plan } }] }]
      : [];
    return [
      ...write,
      { blocks: [{ type: 'tool_use', name: 'ExitPlanMode', input: { plan } }] },
      {
        blocks: [
          { type: 'tool_use', name: 'Write', input: { file_path: path.join(cwd, 'hello.txt'), content: 'hello\n' } },
        ],
      },
      done(refused ? WRITE_DENIED : 'Wrote hello.txt as planned.'),
    ];
  },

  // A sub-agent (`:ClaudeChat look around [scenario:agent]` in the demo): a Task whose agent reads greet.ts,
  // asks to run a command, and reports.
  agent: () => [
    {
      blocks: [
        {
          type: 'tool_use',
          name: 'Task',
          input: {
            description: 'Survey greet.ts',
            prompt: 'Look at greet.ts and count its lines [scenario:agentwork]',
            subagent_type: 'general-purpose',
          },
        },
      ],
    },
    { blocks: [{ type: 'text', text: 'A sub-agent is looking at greet.ts; its work shows under the Task line.' }] },
  ],
  agentwork: ({ cwd }) => [
    {
      chunkSize: 5,
      delayMs: 12,
      blocks: [
        { type: 'text', text: 'Reading greet.ts first.' },
        { type: 'tool_use', name: 'Read', input: { file_path: path.join(cwd, 'greet.ts') } },
      ],
    },
    {
      blocks: [
        { type: 'tool_use', name: 'Bash', input: { command: 'wc -l greet.ts', description: 'Count the lines' } },
      ],
    },
    { chunkSize: 5, delayMs: 12, blocks: [{ type: 'text', text: 'greet.ts has a dozen lines and one function.' }] },
  ],

  // `npm run demo` (scripts/demo.ts): thinking and text with a code block, streamed at a watchable pace,
  // then an Edit of greet.ts that waits for approval, then a closing reply.
  demo: ({ cwd }) => [
    {
      chunkSize: 5,
      delayMs: 12,
      blocks: [
        {
          type: 'thinking',
          thinking:
            'greet() builds its message with string concatenation and a `var`. A template literal and type annotations say the same thing more plainly. I should read the file first, then make one edit.',
        },
        {
          type: 'text',
          text: 'Here is the plan: replace the concatenation with a template literal and type the function.\n\n```ts\nexport function greet(name: string): string {\n  return `Hello, ${name}!`;\n}\n```\n\nLet me read the file first.',
        },
        { type: 'tool_use', name: 'Read', input: { file_path: path.join(cwd, 'greet.ts') } },
      ],
    },
    {
      chunkSize: 5,
      delayMs: 12,
      blocks: [
        {
          type: 'text',
          text: 'Now the edit. It needs your approval: press `a` in this window to allow it, `d` to deny.',
        },
        {
          type: 'tool_use',
          name: 'Edit',
          input: {
            file_path: path.join(cwd, 'greet.ts'),
            old_string: "export function greet(name) {\n  var message = 'Hello, ' + name + '!';\n  return message;\n}",
            new_string: 'export function greet(name: string): string {\n  return `Hello, ${name}!`;\n}',
          },
        },
      ],
    },
    {
      chunkSize: 5,
      delayMs: 12,
      blocks: [
        {
          type: 'text',
          text:
            'That is the demo. If you allowed the edit, greet.ts now has a typed `greet()` with a ' +
            'template literal, and it is in the quickfix list: `:ClaudeChanges` opens it. Try ' +
            '`:ClaudeChat polish it [scenario:polish]` for a second turn to review, ' +
            '`:ClaudeChat! write a file [scenario:write]` for a fresh session, or `:qa!` to end the demo. ' +
            '`:help claude-demo` lists every script of the fake model and what it shows.',
        },
      ],
    },
  ],

  // A second turn of the demo, two hunks in greet.ts: the turn lists (:chistory), :ClaudeDiff, u to
  // revert a hunk, :ClaudeRewind on a prompt, :ClaudeBlame.
  polish: ({ cwd }) => [
    { blocks: [{ type: 'tool_use', name: 'Read', input: { file_path: path.join(cwd, 'greet.ts') } }] },
    {
      blocks: [
        { type: 'text', text: 'Two small changes: a doc comment, and a second greeting.' },
        {
          type: 'tool_use',
          name: 'Edit',
          input: {
            file_path: path.join(cwd, 'greet.ts'),
            old_string: 'export function greet(',
            new_string: '/** A greeting for `name`. */\nexport function greet(',
          },
        },
      ],
    },
    {
      blocks: [
        {
          type: 'tool_use',
          name: 'Edit',
          input: {
            file_path: path.join(cwd, 'greet.ts'),
            old_string: "console.log(greet('Neovim'));",
            new_string: "console.log(greet('Neovim'));\nconsole.log(greet('Vim'));",
          },
        },
      ],
    },
    {
      blocks: [
        {
          type: 'text',
          text: "Done. `:chistory` lists this turn's hunks; `:ClaudeDiff` shows greet.ts as it was; `u` on a hunk in the quickfix window puts it back; `:ClaudeRewind` on a prompt line goes back to before it; `:ClaudeBlame` in greet.ts marks which turn wrote each line.",
        },
      ],
    },
  ],

  // Errors an edit brought come back to Claude (:help claude-after-edit): an Edit of greet.ts that the demo's
  // linter flags (the edit's result tells Claude), Claude reads Neovim's diagnostics, and an Edit fixes it.
  'fix-error': ({ cwd }) => {
    const file = path.join(cwd, 'greet.ts');
    const edit = (old_string: string, new_string: string) => ({
      type: 'tool_use' as const,
      name: 'Edit',
      input: { file_path: file, old_string, new_string },
    });
    return [
      { blocks: [{ type: 'tool_use', name: 'Read', input: { file_path: file } }] },
      { blocks: [{ type: 'text', text: 'Adding a constant.' }, edit(GREET_LAST, `${GREET_LAST}\n${FIX_ERROR_LINE}`)] },
      {
        blocks: [
          { type: 'text', text: 'Neovim flags the line I added. What do its diagnostics say?' },
          { type: 'tool_use', name: 'mcp__neovim__diagnostics', input: { file_path: file } },
        ],
      },
      { blocks: [edit(`${GREET_LAST}\n${FIX_ERROR_LINE}`, GREET_LAST)] },
      done('Fixed: the line that did not type-check is gone.'),
    ];
  },

  // A command in the background, and a long one to send there (test/fake-model/background.ts).
  ...backgroundScenarios,
  ...runScenarios,
};

/** The app.ts of the `edit` scenario's workspace: its Edit replaces `const a = 1;`. */
export const APP = '// header\nconst a = 1;\nconsole.log(a);\n';

/** The workspace of the `demo` scenario (scripts/demo.ts): its Edit replaces greet.ts's function. */
export const DEMO_FILES: Record<string, string> = {
  'greet.ts': `// claude-chat.nvim demo: Claude refactors this file.
// In the chat: a allows the edit, d denies it. :ClaudeChanges, :qa! quits.

export function greet(name) {
  var message = 'Hello, ' + name + '!';
  return message;
}

console.log(greet('Neovim'));
`,
};
