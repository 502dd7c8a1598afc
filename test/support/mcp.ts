// A chat whose project has MCP servers: the real @modelcontextprotocol/server-everything (scripts/
// ensure-test-servers.sh) as `everything`, and `broken`, a command that exits at once; and the :ClaudeMcp
// listing's lines.
import fs from 'node:fs';
import path from 'node:path';
import { EVERYTHING_BIN, mcpScenarios } from '../fake-model/mcp-scenarios';
import { afterTurn, startChat, type ChatFixture } from './chat';
import { ROOT } from './nvim';
import { waitFor, waitForLineIn } from './wait';

/** A project whose .mcp.json has `everything` (the real server) and `broken` (exits at once), approved for
 *  the CLI in its throwaway HOME (enableAllProjectMcpServers), as a user who trusts the project would. */
export async function startMcpChat(
  setup: Record<string, unknown> = {},
  more: Record<string, unknown> = {},
): Promise<ChatFixture> {
  const mcp = {
    mcpServers: {
      everything: { command: path.join(ROOT, EVERYTHING_BIN), args: ['stdio'] },
      broken: { command: 'false', args: [] },
      ...more,
    },
  };
  const c = await startChat({ files: { '.mcp.json': JSON.stringify(mcp) }, scenarios: mcpScenarios, setup });
  fs.mkdirSync(path.join(c.ws.home, '.claude'), { recursive: true });
  fs.writeFileSync(
    path.join(c.ws.home, '.claude', 'settings.json'),
    JSON.stringify({ enableAllProjectMcpServers: true }),
  );
  return c;
}

/** The :ClaudeMcp buffer's lines, or null while there is none. */
export const mcpLines = (c: ChatFixture) =>
  c.lua<string[] | null>(`
  for _, b in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_get_name(b):match('^claude://mcp/') then return vim.api.nvim_buf_get_lines(b, 0, -1, false) end
  end
  return vim.NIL`);

/** Waits until the session's `everything` server is connected, after a first turn (`hello`), with :ClaudeMcp's
 *  listing, then closes the listing. For a test whose first MCP tool call must find the server there: the oldest
 *  supported CLI (2.1.197) starts a turn while its servers still connect, and on a busy machine the model's call
 *  then fails with "still connecting". */
export async function mcpConnected(c: ChatFixture): Promise<void> {
  await c.nvim.command('ClaudeChat hello');
  await waitForLineIn(c.transcript, 'Hello from the fake model.', 30_000);
  await afterTurn(c); // its line comes before its end: a run started now would be refused (a turn is running)
  await c.nvim.command('ClaudeMcp');
  await waitFor(async () => ((await mcpLines(c)) ?? []).some((l) => /^● everything .* connected/.test(l)), {
    message: 'everything connected, in the listing',
    timeout: 30_000,
  });
  await c.lua(`vim.api.nvim_win_close(vim.fn.bufwinid(vim.fn.bufnr('^claude://mcp/')), true)`);
}
