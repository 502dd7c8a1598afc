// Scripts in which the fake model calls the language servers' tools of the editor's MCP server
// (src/host/editor/lspTools.ts) in the small TypeScript project of test/editor-lsp.e2e.test.ts: one call per request,
// so each answer is in the model's next request.
import path from 'node:path';
import type { Scenario } from './server';

const done = (text: string) => ({ blocks: [{ type: 'text' as const, text }] });
const call = (tool: string, input: Record<string, unknown>) => ({
  blocks: [{ type: 'tool_use' as const, name: `mcp__neovim__${tool}`, input }],
});

export const lspScenarios: Record<string, Scenario> = {
  // greet is defined at src/a.ts:4:17 and used at src/b.ts:3:24.
  'lsp-tools': ({ cwd }) => {
    const a = path.join(cwd, 'src/a.ts');
    const b = path.join(cwd, 'src/b.ts');
    return [
      call('definition', { file_path: b, line: 3, column: 24 }),
      call('references', { file_path: a, line: 4, column: 17 }),
      call('hover', { file_path: b, line: 3, column: 24 }),
      call('document_symbols', { file_path: a }),
      call('workspace_symbols', { query: 'greet' }),
      done('I know greet now.'),
    ];
  },
  'lsp-definition': ({ cwd }) => [
    call('definition', { file_path: path.join(cwd, 'notes.txt'), line: 1, column: 1 }),
    done('Asked.'),
  ],
};
