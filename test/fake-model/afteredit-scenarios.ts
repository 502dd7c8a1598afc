// Scripts in which Claude edits a file open in Neovim and Neovim's diagnostics come back to it with the
// edit's result (src/host/editor/afterEdit.ts): `after-edit` breaks app.ts; `after-edit-clean` changes it harmlessly.
import path from 'node:path';
import type { Scenario } from './server';

const done = (text: string) => ({ blocks: [{ type: 'text' as const, text }] });
// The oldest CLI edits only a file read first.
const read = (file: string) => ({ blocks: [{ type: 'tool_use' as const, name: 'Read', input: { file_path: file } }] });
const edit = (file: string, old_string: string, new_string: string) => ({
  type: 'tool_use' as const,
  name: 'Edit',
  input: { file_path: file, old_string, new_string },
});

/** The line `after-edit` adds to app.ts: a type error for any TypeScript checker (and the tests' own source). */
export const BROKEN_LINE = "const c: number = 'x';";

export const afterEditScenarios: Record<string, Scenario> = {
  'after-edit': ({ cwd }) => [
    read(path.join(cwd, 'app.ts')),
    { blocks: [edit(path.join(cwd, 'app.ts'), 'const b = a + 1;', `const b = a + 1;\n${BROKEN_LINE}`)] },
    done('Edited.'),
  ],
  'after-edit-clean': ({ cwd }) => [
    read(path.join(cwd, 'app.ts')),
    { blocks: [edit(path.join(cwd, 'app.ts'), 'const b = a + 1;', 'const b = a + 2;')] },
    done('Edited.'),
  ],
};
