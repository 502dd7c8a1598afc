// The CLI's MCP servers as its control protocol reports them (mcp_status), and the MCP elicitation requests
// it forwards to the host (an MCP server asking the user for input): read field by field, as older CLIs omit
// some (2.1.197 says `scope`, not `source`): docs/cli-protocol.md § MCP servers, § Elicitation.
import { isRecord } from './wire';

export type McpState = 'connected' | 'failed' | 'needs-auth' | 'pending' | 'disabled';
const STATES: readonly string[] = ['connected', 'failed', 'needs-auth', 'pending', 'disabled'] satisfies McpState[];

export interface McpServer {
  name: string;
  /** Unknown states (a newer CLI's) are kept as the CLI words them. */
  status: McpState | string;
  /** Where it is configured: project, user, local, plugin, dynamic (--mcp-config), ...; '' when not said. */
  source: string;
  error: string | null;
  /** Its tools' names (without the `mcp__server__` prefix); null when the CLI listed none (not connected). */
  tools: string[] | null;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function server(v: unknown): McpServer | null {
  if (!isRecord(v) || typeof v.name !== 'string') return null;
  const tools = Array.isArray(v.tools)
    ? v.tools.map((t) => (isRecord(t) ? str(t.name) : '')).filter((t) => t !== '')
    : null;
  return {
    name: v.name,
    status: str(v.status) || 'pending',
    source: str(v.source) || str(v.scope),
    error: str(v.error) || null,
    tools,
  };
}

/** The servers of an mcp_status answer (`{ mcpServers: [...] }`) or of system/init's `mcp_servers`. */
export function mcpServers(list: unknown): McpServer[] {
  const raw = isRecord(list) ? list.mcpServers : list;
  return Array.isArray(raw) ? raw.map(server).filter((s): s is McpServer => s !== null) : [];
}

export const isKnownState = (status: string): status is McpState => STATES.includes(status);

/** One field of an elicitation form, from its requested_schema. */
export interface ElicitField {
  name: string;
  /** string, number, integer, boolean, or array (a multiple choice). */
  type: string;
  title: string;
  description: string;
  required: boolean;
  /** The values to choose from, each with its label (enum, enumNames, oneOf / anyOf consts). */
  choices: Array<{ value: string; label: string }> | null;
  default: unknown;
  format: string;
}

/** What an MCP server asks the user: a form (its fields) or a URL to open (OAuth and the like). */
export interface ElicitationRequest {
  requestId: string;
  server: string;
  message: string;
  mode: 'form' | 'url';
  url: string | null;
  /** The server's id of it, which system/elicitation_complete names. */
  elicitationId: string | null;
  fields: ElicitField[];
}

function choicesOf(p: Record<string, unknown>): ElicitField['choices'] {
  const consts = (list: unknown) =>
    Array.isArray(list)
      ? list.filter(isRecord).map((c) => ({ value: String(c.const), label: str(c.title) || String(c.const) }))
      : [];
  if (Array.isArray(p.enum)) {
    const names = Array.isArray(p.enumNames) ? p.enumNames : [];
    return p.enum.map((v, i) => ({ value: String(v), label: str(names[i]) || String(v) }));
  }
  const one = consts(p.oneOf ?? p.anyOf);
  if (one.length) return one;
  if (isRecord(p.items)) return choicesOf(p.items);
  return null;
}

/** The fields of a requested_schema, in `property_order` when the CLI sends one. */
export function elicitFields(schema: unknown, order: unknown): ElicitField[] {
  if (!isRecord(schema) || !isRecord(schema.properties)) return [];
  const props = schema.properties;
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  const names = Array.isArray(order) ? order.map(String).filter((n) => Object.hasOwn(props, n)) : [];
  for (const n of Object.keys(props)) if (!names.includes(n)) names.push(n);
  return names.flatMap((name) => {
    const p = props[name];
    if (!isRecord(p)) return [];
    return [
      {
        name,
        type: str(p.type) || 'string',
        title: str(p.title) || name,
        description: str(p.description),
        required: required.includes(name),
        choices: choicesOf(p),
        default: p.default ?? null,
        format: str(p.format),
      },
    ];
  });
}

/** An `elicitation` control request's body, or why it cannot be read. */
export function elicitationRequest(requestId: string, r: Record<string, unknown>): ElicitationRequest | string {
  if (typeof r.mcp_server_name !== 'string') return 'it names no MCP server';
  const mode = r.mode === 'url' ? 'url' : 'form';
  if (mode === 'url' && typeof r.url !== 'string') return 'it asks to open a URL but names none';
  return {
    requestId,
    server: r.mcp_server_name,
    message: str(r.message) || str(r.description) || str(r.title),
    mode,
    url: mode === 'url' ? str(r.url) : null,
    elicitationId: str(r.elicitation_id) || null,
    fields: elicitFields(r.requested_schema, r.property_order),
  };
}

/** The MCP ElicitResult the CLI forwards to the server. */
export interface ElicitResult {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}
