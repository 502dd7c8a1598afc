// The scripts of the fake model a user of `npm run demo` can pick with a `[scenario:NAME]` tag, and what
// each shows. One list for every place that names them: `:help claude-demo` and README.md; the reply to a
// prompt without a tag, the demo's start message and its last reply point to the help
// (test/demo-guide.test.ts holds them to it).

export interface DemoScript {
  tag: string;
  /** What it shows, in a few words (`:help claude-demo` gives it 60 columns). */
  what: string;
}

export const DEMO_GUIDE: DemoScript[] = [
  { tag: 'text', what: 'a short answer with markdown, a list and a code block' },
  { tag: 'thinking', what: 'thinking, folded to one line once the answer comes' },
  { tag: 'slow-thinking', what: 'a long thought streaming for a few seconds' },
  { tag: 'slow', what: 'a reply streaming slowly: interrupt it with <C-c>' },
  { tag: 'write', what: 'a Write of a new file (hello.txt) to approve' },
  { tag: 'multi', what: 'two Writes in one message, each asking' },
  { tag: 'bash', what: 'a command the CLI runs without asking (echo)' },
  { tag: 'touch', what: 'two commands to approve, with a rule to save (S)' },
  { tag: 'mcp', what: "an MCP server's tool to approve (:ClaudeMcp lists it)" },
  { tag: 'mcp-ask', what: 'an MCP server asks you for a name (a form, or d)' },
  { tag: 'hook', what: 'a command a PreToolUse hook blocks (User ClaudeHook)' },
  { tag: 'bg-shell', what: 'a command in the background (:ClaudeTasks lists it)' },
  { tag: 'slow-shell', what: 'a long command: <C-b> in the prompt sends it away' },
  { tag: 'long-output', what: 'a command whose output is cut (K shows it all)' },
  { tag: 'ask', what: 'a question with options (1, 2, or 3 to type one)' },
  { tag: 'ask-two', what: 'two questions, the second multiple-choice' },
  { tag: 'tasks', what: 'a task checklist, step by step (:ClaudeTodos! pins it)' },
  { tag: 'agent', what: 'a sub-agent working under its Task line' },
  { tag: 'plan', what: 'after :ClaudeMode plan, a plan to approve, or edit with r' },
  { tag: 'polish', what: 'after the first edit: a second turn with two hunks' },
  { tag: 'fix-error', what: 'an edit Neovim flags comes back to Claude, which fixes it' },
  { tag: 'api-error', what: 'an API error, as the transcript reports it' },
  { tag: 'overloaded-once', what: 'an overloaded API, retried by the CLI' },
  { tag: 'auth-error', what: 'a rejected API key: what to do about it' },
  { tag: 'run-deny', what: 'with :ClaudeRun: a Write and a command denied (no allow)' },
];

/** The scripts only the tests and the benchmark use (a demo user would find nothing to see in them). */
export const TEST_ONLY_SCRIPTS = [
  'default',
  'unicode',
  'edit',
  'paced',
  'large',
  'agentwork',
  'demo',
  'run-write',
  'run-slow',
  'run-hidden',
  'bg-two',
  'bg-long',
];

/** The lines of `:help claude-demo` that list the scripts. */
export const helpLines = (): string[] => DEMO_GUIDE.map((s) => `    ${s.tag.padEnd(17)}${s.what}`);
