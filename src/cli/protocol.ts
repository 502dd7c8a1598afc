// The stream-json wire format of the `claude` CLI: what arrives, and builders for what we send.
// Types come from the Agent SDK (type-only: nothing of it is bundled).
import type { PermissionMode, PermissionResult, PermissionUpdate, SDKControlRequest, SDKMessage } from '@anthropic-ai/claude-agent-sdk';

export type { PermissionMode, PermissionResult, PermissionUpdate, SDKMessage };

export type ControlRequestBody = SDKControlRequest['request'];
export type CanUseToolRequest = Extract<ControlRequestBody, { subtype: 'can_use_tool' }>;

/** A permission prompt from the CLI, with the request id its answer must echo. */
export interface PermissionPrompt {
  requestId: string;
  toolName: string;
  input: Record<string, unknown>;
  toolUseId: string | undefined;
  suggestions: PermissionUpdate[];
  description: string | undefined;
  decisionReason: string | undefined;
}

/** One parsed stdout line, sorted by what the host must do with it. */
export type InboundLine =
  | { kind: 'message'; message: SDKMessage }
  | { kind: 'permission'; prompt: PermissionPrompt }
  | { kind: 'control_request'; requestId: string; request: { subtype: string; [k: string]: unknown } }
  | { kind: 'control_response'; requestId: string; ok: boolean; response: unknown; error: string | undefined }
  | { kind: 'control_cancel'; requestId: string }
  | { kind: 'keep_alive' }
  | { kind: 'invalid'; line: string; reason: string };

export function parseLine(line: string): InboundLine | null {
  if (line.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (err) {
    return { kind: 'invalid', line, reason: (err as Error).message };
  }
  if (typeof value !== 'object' || value === null || typeof (value as { type?: unknown }).type !== 'string') {
    return { kind: 'invalid', line, reason: 'not a JSON object with a "type"' };
  }
  const obj = value as Record<string, any>;
  switch (obj.type) {
    case 'control_request': {
      const request = obj.request ?? {};
      if (request.subtype === 'can_use_tool') {
        const r = request as CanUseToolRequest & { description?: string; decision_reason?: string };
        return {
          kind: 'permission',
          prompt: {
            requestId: String(obj.request_id),
            toolName: String(r.tool_name),
            input: (r.input ?? {}) as Record<string, unknown>,
            toolUseId: r.tool_use_id,
            suggestions: Array.isArray(r.permission_suggestions) ? r.permission_suggestions : [],
            description: typeof r.description === 'string' ? r.description : undefined,
            decisionReason: typeof r.decision_reason === 'string' ? r.decision_reason : undefined,
          },
        };
      }
      return { kind: 'control_request', requestId: String(obj.request_id), request };
    }
    case 'control_response': {
      const r = obj.response ?? {};
      return { kind: 'control_response', requestId: String(r.request_id), ok: r.subtype === 'success', response: r.response, error: r.error };
    }
    case 'control_cancel_request':
      return { kind: 'control_cancel', requestId: String(obj.request_id) };
    case 'keep_alive':
      return { kind: 'keep_alive' };
    default:
      return { kind: 'message', message: obj as SDKMessage };
  }
}

export const encode = (value: unknown): string => JSON.stringify(value) + '\n';

export function userMessageLine(content: string, sessionId = ''): string {
  return encode({ type: 'user', message: { role: 'user', content }, parent_tool_use_id: null, session_id: sessionId });
}

export function controlRequestLine(requestId: string, request: { subtype: string; [k: string]: unknown }): string {
  return encode({ type: 'control_request', request_id: requestId, request });
}

export function controlSuccessLine(requestId: string, response: unknown): string {
  return encode({ type: 'control_response', response: { subtype: 'success', request_id: requestId, response } });
}

export function controlErrorLine(requestId: string, error: string): string {
  return encode({ type: 'control_response', response: { subtype: 'error', request_id: requestId, error } });
}

/** The answer to a permission prompt. Allowing echoes the input (or the user's version of it) and grants
 *  exactly the permission updates the caller chose: nothing more is ever sent. */
export function permissionAnswer(prompt: PermissionPrompt, decision: PermissionDecision): PermissionResult {
  if (decision.behavior === 'deny') {
    return { behavior: 'deny', message: decision.message ?? 'The user denied this tool use.', ...(decision.interrupt ? { interrupt: true } : {}) };
  }
  return {
    behavior: 'allow',
    updatedInput: decision.updatedInput ?? prompt.input,
    ...(decision.updatedPermissions?.length ? { updatedPermissions: decision.updatedPermissions } : {}),
  };
}

export type PermissionDecision =
  | { behavior: 'allow'; updatedInput?: Record<string, unknown>; updatedPermissions?: PermissionUpdate[] }
  | { behavior: 'deny'; message?: string; interrupt?: boolean };
