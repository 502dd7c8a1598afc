// The stream-json wire format of the `claude` CLI as it arrives: each stdout line parsed and sorted by what the
// host must do with it (what the host sends is ./outbound.ts). The types are ours (./wire), checked as lines are
// parsed.
import { elicitationRequest, type ElicitationRequest } from './mcp';
import {
  isPermissionUpdate,
  isRecord,
  type CliMessage,
  type ControlRequestBody,
  type PermissionMode,
  type PermissionResult,
  type PermissionUpdate,
} from './wire';

/** CliMessage keeps its older name here, which the session and the tests import. */
export type { CliMessage as SDKMessage, ControlRequestBody, PermissionMode, PermissionResult, PermissionUpdate };

/** A permission prompt from the CLI, with the request id its answer must echo. */
export interface PermissionPrompt {
  requestId: string;
  toolName: string;
  input: Record<string, unknown>;
  toolUseId: string | undefined;
  suggestions: PermissionUpdate[];
  description: string | undefined;
  decisionReason: string | undefined;
  /** The CLI's words for the prompt, when it has its own (docs/cli-protocol.md § Permission prompts): a
   *  title, the tool's name as people read it, the path that made it ask. */
  title?: string;
  displayName?: string;
  blockedPath?: string;
  /** The ask rule of a settings file that made the CLI ask, as `Bash(rm:*)` and the file's source. */
  askRule?: { rule: string; source: string };
  /** Not to be allowed by one stray key (the CLI's `default_to_no`): deny is the default. */
  defaultToNo?: boolean;
  /** No "always" rule may come of it (the CLI's `suppress_always_allow_rule`). */
  noAlways?: boolean;
  /** An MCP server's request for input (an `elicitation`), which waits as an approval of ELICIT_TOOL: answered
   *  with an ElicitResult, not a PermissionResult. */
  elicitation?: ElicitationRequest;
}

/** One parsed stdout line, sorted by what the host must do with it. */
export type InboundLine =
  | { kind: 'message'; message: CliMessage }
  | { kind: 'permission'; prompt: PermissionPrompt }
  /** A request the host does not serve, or cannot read: answered with `refusal` as the error, so that the
   *  CLI is not left waiting. */
  | { kind: 'control_request'; requestId: string; refusal: string }
  | { kind: 'control_response'; requestId: string; ok: boolean; response: unknown; error: string | undefined }
  | { kind: 'control_cancel'; requestId: string }
  /** A JSON-RPC message for an MCP server the host serves (one it named in initialize's sdkMcpServers): answered
   *  with `{ mcp_response }`, the server's reply (docs/cli-protocol.md § The editor's MCP server). */
  | { kind: 'mcp_message'; requestId: string; server: string; message: Record<string, unknown> }
  /** A hook the host registered in initialize's `hooks` ran: answered with a hook output (HookJSONOutput). */
  | { kind: 'hook_callback'; requestId: string; callbackId: string; input: Record<string, unknown> }
  /** A control envelope naming no request (no request_id): there is nothing to answer, settle or cancel. */
  | { kind: 'ignored'; reason: string }
  | { kind: 'keep_alive' }
  /** Not a CLI message at all: not JSON, not an object, or no string `type`. */
  | { kind: 'invalid'; line: string; reason: string };

/** "null", "an array", "a number": what a JSON value is, for a reason. */
function whatIs(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  const type = typeof value;
  return type === 'object' ? 'an object' : `a ${type}`;
}

const hasStringType = (value: Record<string, unknown>): value is CliMessage => typeof value.type === 'string';

const optionalString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The name an elicitation's approval goes by (no tool of the CLI's has it). */
export const ELICIT_TOOL = 'McpElicitation';

/** An elicitation as an approval: its entry says which server asks what; the editor's keys answer it (a form
 *  through vim.ui, or the URL opened) or decline it. */
export function elicitationPrompt(r: ElicitationRequest): PermissionPrompt {
  const input: Record<string, unknown> = { server: r.server, message: r.message, mode: r.mode };
  if (r.url) input.url = r.url;
  if (r.elicitationId) input.elicitation_id = r.elicitationId;
  return {
    requestId: r.requestId,
    toolName: ELICIT_TOOL,
    input,
    toolUseId: undefined,
    suggestions: [],
    description: undefined,
    decisionReason: undefined,
    elicitation: r,
  };
}

/** Parses one stdout line; null for a blank line. */
export function parseLine(line: string): InboundLine | null {
  if (line.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (err) {
    return { kind: 'invalid', line, reason: err instanceof Error ? err.message : String(err) };
  }
  if (!isRecord(value)) return { kind: 'invalid', line, reason: `${whatIs(value)}, not a JSON object` };
  if (!hasStringType(value)) {
    return {
      kind: 'invalid',
      line,
      reason:
        value.type === undefined
          ? 'a JSON object without a "type"'
          : `its "type" is ${whatIs(value.type)}, not a string`,
    };
  }
  switch (value.type) {
    case 'control_request':
      return controlRequest(value);
    case 'control_response':
      return controlResponse(value.response);
    case 'control_cancel_request':
      return typeof value.request_id === 'string'
        ? { kind: 'control_cancel', requestId: value.request_id }
        : { kind: 'ignored', reason: 'a control_cancel_request without a request_id' };
    case 'keep_alive':
      return { kind: 'keep_alive' };
    default:
      return { kind: 'message', message: value };
  }
}

function controlRequest(envelope: CliMessage): InboundLine {
  const requestId = envelope.request_id;
  if (typeof requestId !== 'string') return { kind: 'ignored', reason: 'a control_request without a request_id' };
  const request = envelope.request;
  if (!isRecord(request) || typeof request.subtype !== 'string') {
    return {
      kind: 'control_request',
      requestId,
      refusal: 'claude-chat.nvim could not read this control request: it has no "subtype"',
    };
  }
  if (request.subtype === 'elicitation') {
    const read = elicitationRequest(requestId, request);
    return typeof read === 'string'
      ? { kind: 'control_request', requestId, refusal: `claude-chat.nvim could not read this elicitation: ${read}` }
      : { kind: 'permission', prompt: elicitationPrompt(read) };
  }
  if (request.subtype === 'mcp_message') {
    const { server_name: server, message } = request;
    if (typeof server === 'string' && isRecord(message)) return { kind: 'mcp_message', requestId, server, message };
    return { kind: 'control_request', requestId, refusal: 'claude-chat.nvim could not read this mcp_message' };
  }
  if (request.subtype === 'hook_callback') {
    const { callback_id: callbackId, input } = request;
    if (typeof callbackId === 'string') {
      return { kind: 'hook_callback', requestId, callbackId, input: isRecord(input) ? input : {} };
    }
    return { kind: 'control_request', requestId, refusal: 'claude-chat.nvim could not read this hook_callback' };
  }
  if (request.subtype !== 'can_use_tool') {
    // Anything else the host did not ask for.
    return { kind: 'control_request', requestId, refusal: `claude-chat.nvim does not handle ${request.subtype}` };
  }
  const unreadable = (why: string): InboundLine => ({
    kind: 'control_request',
    requestId,
    refusal: `claude-chat.nvim could not read this can_use_tool request: ${why}`,
  });
  const { tool_name: toolName, input, permission_suggestions: suggestions } = request;
  if (typeof toolName !== 'string') return unreadable(`"tool_name" is ${whatIs(toolName)}, not a string`);
  if (!isRecord(input)) return unreadable(`"input" is ${whatIs(input)}, not an object`);
  return {
    kind: 'permission',
    prompt: {
      requestId,
      toolName,
      input,
      toolUseId: optionalString(request.tool_use_id),
      // Only well-formed suggestions: each may be offered to the user and sent back as it is.
      suggestions: Array.isArray(suggestions) ? suggestions.filter(isPermissionUpdate) : [],
      description: optionalString(request.description),
      decisionReason: optionalString(request.decision_reason),
      ...askWords(request),
    },
  };
}

/** The optional words and flags of a can_use_tool request; only those it carries, well-formed. */
function askWords(request: Record<string, unknown>): Partial<PermissionPrompt> {
  const words: Partial<PermissionPrompt> = {};
  const title = optionalString(request.title);
  const displayName = optionalString(request.display_name);
  const blockedPath = optionalString(request.blocked_path);
  if (title) words.title = title;
  if (displayName) words.displayName = displayName;
  if (blockedPath) words.blockedPath = blockedPath;
  if (request.default_to_no === true) words.defaultToNo = true;
  if (request.suppress_always_allow_rule === true) words.noAlways = true;
  // The rule itself (matched_ask_rule), or only the file it is in (an ask rule's decision_reason_rule_source).
  const matched = request.matched_ask_rule;
  if (isRecord(matched) && typeof matched.tool_name === 'string' && typeof matched.source === 'string') {
    const content = optionalString(matched.rule_content);
    words.askRule = { rule: content ? `${matched.tool_name}(${content})` : matched.tool_name, source: matched.source };
  } else if (request.decision_reason_type === 'rule') {
    // 2.1.197 names no file.
    words.askRule = { rule: '', source: optionalString(request.decision_reason_rule_source) ?? '' };
  }
  return words;
}

function controlResponse(response: unknown): InboundLine {
  if (!isRecord(response) || typeof response.request_id !== 'string') {
    return { kind: 'ignored', reason: 'a control_response without a request_id' };
  }
  return {
    kind: 'control_response',
    requestId: response.request_id,
    ok: response.subtype === 'success',
    response: response.response,
    error: optionalString(response.error),
  };
}
