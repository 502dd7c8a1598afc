// Scripts in which the fake model calls the editor's own tools (the host's `neovim` MCP server,
// src/host/editor/tools.ts), as the CLI names them: mcp__neovim__<tool>. Files are under the CLI's cwd, but for
// `nvim-outside`, whose file (outsideFile) lies beside the project, outside it.
import path from 'node:path';
import type { Scenario } from './server';

const done = (text: string) => ({ blocks: [{ type: 'text' as const, text }] });
const call = (tool: string, input: Record<string, unknown> = {}) => ({
  type: 'tool_use' as const,
  name: `mcp__neovim__${tool}`,
  input,
});

/** The file `nvim-outside` reads: beside the project directory `cwd`, not in it. */
export const outsideFile = (cwd: string) => `${cwd}-outside.txt`;

export const editorScenarios: Record<string, Scenario> = {
  'nvim-diagnostics': ({ cwd }) => [
    { blocks: [call('diagnostics', { file_path: path.join(cwd, 'app.ts') })] },
    done('Two errors and a warning.'),
  ],
  'nvim-diagnostics-all': () => [{ blocks: [call('diagnostics')] }, done('That is all of them.')],
  'nvim-buffers': ({ cwd }) => [
    { blocks: [call('open_buffers')] },
    { blocks: [call('buffer_text', { file_path: path.join(cwd, 'app.ts') })] },
    done('I read your unsaved text.'),
  ],
  'nvim-selection': () => [{ blocks: [call('selection')] }, done('I see what you selected.')],
  'nvim-outside': ({ cwd }) => [
    { blocks: [call('buffer_text', { file_path: outsideFile(cwd) })] },
    done('I read the file outside.'),
  ],
  // Every tool in one message (the CLI may run them at once), while Neovim goes on.
  'nvim-all': ({ cwd }) => [
    {
      blocks: [
        call('diagnostics'),
        call('open_buffers'),
        call('buffer_text', { file_path: path.join(cwd, 'app.ts') }),
        call('selection'),
      ],
    },
    done('I looked at your editor.'),
  ],
};
