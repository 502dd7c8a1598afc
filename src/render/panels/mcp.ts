// :ClaudeMcp: the session's MCP servers, one line each (state, where it is configured, its tools or its error),
// from the CLI's mcp_status answer. Pure: lua/claude/panels/mcp.lua shows the lines and maps the keys.
import type { McpServer } from '../../cli/protocol/mcp';
import { oneLine } from '../text';

/** One server as the buffer shows it: its line (0-based) and what the keys need. */
export interface McpRow {
  name: string;
  line: number;
  status: string;
  tools: string[];
}

export interface McpListing {
  title: string;
  /** Each line with its highlight group, over its first `end` bytes (absent: the whole line). */
  lines: Array<[string, string] | [string, string, number]>;
  servers: McpRow[];
  /** Where a server's detail (its tools, its error) starts, in cells: a long error wraps under it. */
  indent: number;
}

const MARK: Record<string, [string, string]> = {
  connected: ['●', 'ClaudeToolDone'],
  failed: ['✗', 'ClaudeToolError'],
  'needs-auth': ['!', 'ClaudeToolRunning'],
  pending: ['…', 'ClaudeToolRunning'],
  disabled: ['○', 'Comment'],
};

const WORDS: Record<string, string> = { 'needs-auth': 'needs authentication' };

/** What follows a server's state: its tool count, why it failed, what to do. */
function detail(s: McpServer): string {
  switch (s.status) {
    case 'connected':
      return s.tools ? `${s.tools.length} tool${s.tools.length === 1 ? '' : 's'}` : '';
    case 'failed':
      return s.error ? oneLine(s.error) : '';
    case 'needs-auth':
      return 'r signs in';
    case 'disabled':
      return 't enables it';
    default:
      return s.error ? oneLine(s.error) : '';
  }
}

/** A server's state in words, with its tool count or why it failed: `connected, 16 tools`. */
export function mcpStateWords(s: McpServer): string {
  const more = detail(s);
  return `${WORDS[s.status] ?? s.status}${more ? `, ${more}` : ''}`;
}

/** The listing of `servers` for session `session`; the keys are named on the first line. */
export function mcpListing(servers: McpServer[], session: string): McpListing {
  const lines: McpListing['lines'] = [];
  const rows: McpRow[] = [];
  lines.push(['t enable/disable  r reconnect  <CR> tools  R refresh  q close', 'Comment']);
  if (!servers.length) {
    lines.push(['No MCP servers in this session (.mcp.json, `claude mcp add`, or setup{ args })', 'Comment']);
  }
  const name = Math.max(0, ...servers.map((s) => s.name.length));
  const source = Math.max(0, ...servers.map((s) => s.source.length));
  const state = Math.max(0, ...servers.map((s) => (WORDS[s.status] ?? s.status).length));
  for (const s of servers) {
    const [mark, group] = MARK[s.status] ?? ['?', 'Normal'];
    const words = WORDS[s.status] ?? s.status;
    const text = `${mark} ${s.name.padEnd(name)}  ${s.source.padEnd(source)}  ${words.padEnd(state)}  ${detail(s)}`;
    rows.push({ name: s.name, line: lines.length, status: s.status, tools: s.tools ?? [] });
    lines.push([text.trimEnd(), group, Buffer.byteLength(mark)]);
  }
  // The mark (one cell) and the padded name, source and state before the detail, each followed by two blanks.
  const indent = servers.length ? 1 + 1 + name + 2 + source + 2 + state + 2 : 0;
  return { title: `Claude MCP servers · session ${session}`, lines, servers: rows, indent };
}
