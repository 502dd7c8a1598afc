// A chat whose project has MCP servers: the real @modelcontextprotocol/server-everything (scripts/
// ensure-test-servers.sh) as `everything`, and `broken`, a command that exits at once; and the :ClaudeMcp
// listing's lines.
import fs from 'node:fs';
import path from 'node:path';
import { EVERYTHING_BIN, mcpScenarios } from '../fake-model/mcp-scenarios';
import { startChat, type ChatFixture } from './chat';
import { ROOT } from './nvim';

/** A project whose .mcp.json has `everything` (the real server) and `broken` (exits at once), approved for
 *  the CLI in its throwaway HOME (enableAllProjectMcpServers), as a user who trusts the project would. */
export async function startMcpChat(setup: Record<string, unknown> = {}, more: Record<string, unknown> = {}):
  Promise<ChatFixture> {
  const mcp = { mcpServers: {
    everything: { command: path.join(ROOT, EVERYTHING_BIN), args: ['stdio'] },
    broken: { command: 'false', args: [] },
    ...more,
  } };
  const c = await startChat({ files: { '.mcp.json': JSON.stringify(mcp) }, scenarios: mcpScenarios, setup });
  fs.mkdirSync(path.join(c.ws.home, '.claude'), { recursive: true });
  fs.writeFileSync(path.join(c.ws.home, '.claude', 'settings.json'), JSON.stringify({ enableAllProjectMcpServers: true }));
  return c;
}

/** The :ClaudeMcp buffer's lines, or null while there is none. */
export const mcpLines = (c: ChatFixture) => c.lua<string[] | null>(`
  for _, b in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_get_name(b):match('^claude://mcp/') then return vim.api.nvim_buf_get_lines(b, 0, -1, false) end
  end
  return vim.NIL`);
