// Calls of the editor's own tools (the host's `neovim` MCP server, src/host/editor/tools.ts) in words: the row
// reads `Neovim: diagnostics src/app.ts`, and once the call is done it ends with what came of it, the first line
// of the tool's answer (`· 2 errors`). Read from the call and its result alone, so a resumed session's rows say
// the same. Pure.

const PREFIX = 'mcp__neovim__';
/** An outcome longer than this is not one (an answer that is not the editor's own, e.g. another server's). */
const OUTCOME_MAX = 60;

/** The row of a call of the editor's tool `name` about `file` (as shown; '': none); null for any other tool. */
export function editorCallSummary(name: string, file: string): string | null {
  if (!name.startsWith(PREFIX)) return null;
  const tool = name.slice(PREFIX.length);
  if (tool === 'diagnostics' && !file) return 'Neovim: diagnostics of open buffers';
  return `Neovim: ${tool}${file ? ` ${file}` : ''}`;
}

/** What came of a finished call, as its row ends: ` · 2 errors`; '' when it says nothing short. */
export function editorCallOutcome(name: string, result: string | null): string {
  if (!name.startsWith(PREFIX) || !result) return '';
  const first = result.split('\n', 1)[0].trim();
  return first && first.length <= OUTCOME_MAX ? ` · ${first}` : '';
}
