// Turn blame's fixtures, shared by test/blame.e2e.test.ts and the reference screens: two turns editing
// app.ts (and one writing notes.md), and the marks :ClaudeBlame draws in app.ts's buffer.
import path from 'node:path';
import type { Scenario } from '../fake-model/server';
import type { ChatFixture } from './chat';
import { waitFor } from './wait';

export const ORIGINAL = [
  '// header',
  'const a = 1;',
  'const b = 1;',
  '',
  'function f() {',
  '  return a + b;',
  '}',
  '',
  'console.log(f());',
  '',
].join('\n');

const edit = (file: string, oldString: string, newString: string) => ({
  type: 'tool_use' as const,
  name: 'Edit',
  input: { file_path: file, old_string: oldString, new_string: newString },
});

export const blameScenarios: Record<string, Scenario> = {
  // Two lines of app.ts far apart, and a new file.
  'blame-one': ({ cwd }) => [
    // Read first: the oldest supported CLI edits only files read in the session.
    { blocks: [{ type: 'tool_use', name: 'Read', input: { file_path: path.join(cwd, 'app.ts') } }] },
    { blocks: [edit(path.join(cwd, 'app.ts'), 'const a = 1;', 'const a = 2;')] },
    { blocks: [edit(path.join(cwd, 'app.ts'), 'console.log(f());', 'console.log(f(), "one");')] },
    {
      blocks: [
        { type: 'tool_use', name: 'Write', input: { file_path: path.join(cwd, 'notes.md'), content: '# Notes\n' } },
      ],
    },
    { blocks: [{ type: 'text', text: 'Turn one done.' }] },
  ],
  // Two lines in between the first turn's.
  'blame-two': ({ cwd }) => [
    { blocks: [{ type: 'tool_use', name: 'Read', input: { file_path: path.join(cwd, 'app.ts') } }] },
    { blocks: [edit(path.join(cwd, 'app.ts'), '  return a + b;', '  // sum\n  return a + b + 1;')] },
    { blocks: [{ type: 'text', text: 'Turn two done.' }] },
  ],
};

/** The marks drawn in app.ts's buffer: [line, the text at its end, its sign]. */
export const marks = (c: ChatFixture) =>
  c.lua<Array<[number, string, string]>>(`
  local buf = vim.fn.bufnr('app.ts')
  local ns = vim.api.nvim_get_namespaces().claude_blame
  if not ns then return {} end
  local out = {}
  for _, m in ipairs(vim.api.nvim_buf_get_extmarks(buf, ns, 0, -1, { details = true })) do
    local d = m[4]
    table.insert(out, { m[2] + 1, d.virt_text and d.virt_text[1][1] or '', vim.trim(d.sign_text or '') })
  end
  return out`);

/** Waits until the marks' lines and turns (`#N` of their text) are `want`. */
export const marksAre = (c: ChatFixture, want: Array<[number, number]>) =>
  waitFor(
    async () => {
      const now = (await marks(c)).map(([l, text]) => [l, Number(/^#(\d+) · /.exec(text)?.[1])]);
      return JSON.stringify(now) === JSON.stringify(want) || null;
    },
    { message: `marks ${JSON.stringify(want)}`, timeout: 10_000 },
  ).catch(async (e) => {
    throw new Error(`${(e as Error).message}; marks now ${JSON.stringify(await marks(c))}`);
  });

/** The window of app.ts current. */
export const inApp = (c: ChatFixture) => c.lua(`vim.api.nvim_set_current_win(vim.fn.bufwinid('app.ts'))`);

export async function twoTurns(c: ChatFixture, between?: () => Promise<void>): Promise<void> {
  await c.nvim.command('edit app.ts');
  await c.nvim.command('ClaudeChat first change [scenario:blame-one]');
  await c.waitForLine('Turn one done.');
  await waitFor(
    async () => (await c.lua<string>(`return vim.fn.getbufline('app.ts', 2)[1]`)) === 'const a = 2;' || null,
    { message: 'app.ts reloaded after turn one' },
  );
  await between?.();
  await c.nvim.command('ClaudeChat second change [scenario:blame-two]');
  await c.waitForLine('Turn two done.');
}
