// How MCP tools are named to the user: `github · create_issue`, not `mcp__github__create_issue`; and the name
// of the approval an MCP server's request for input (elicitation) waits as (session/tools/mcp.ts). Pure.

import { ELICIT_TOOL } from '../../cli/protocol/inbound';

export { ELICIT_TOOL };

const MCP_NAME = /^mcp__(.+?)__(.+)$/;

/** An MCP tool's server and tool, or null for the CLI's own tools. */
export function mcpTool(name: string): { server: string; tool: string } | null {
  const m = MCP_NAME.exec(name);
  return m ? { server: m[1], tool: m[2] } : null;
}

/** How a tool is named to the user: `server · tool` for an MCP tool, else its own name. */
export function toolLabel(name: string): string {
  const mcp = mcpTool(name);
  return mcp ? `${mcp.server} · ${mcp.tool}` : name;
}

/** The one-line summary of an elicitation's entry. */
export function elicitationSummary(input: Record<string, unknown>): string {
  const what = typeof input.message === 'string' && input.message.trim() ? input.message.trim() : 'input';
  return `${String(input.server ?? 'an MCP server')} asks: ${what}`;
}
