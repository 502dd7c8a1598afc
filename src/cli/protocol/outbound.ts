// What the host sends the `claude` CLI on its stdin: prompts, control requests and their answers, the answer to
// a permission prompt; and the one control answer it reads beyond a yes or no (rewind_files).
import type { PermissionPrompt } from './inbound';
import type { ElicitResult } from './mcp';
import { atLeast, CONFIG_CLASSIFICATION_SINCE } from './versions';
import type { ControlRequestBody, PermissionResult, PermissionUpdate } from './wire';

export const encode = (value: unknown): string => JSON.stringify(value) + '\n';

/** A prompt: its text, or content blocks (text and images). */
export function userMessageLine(content: string | unknown[], sessionId = ''): string {
  return encode({ type: 'user', message: { role: 'user', content }, parent_tool_use_id: null, session_id: sessionId });
}

export function controlRequestLine(requestId: string, request: ControlRequestBody): string {
  return encode({ type: 'control_request', request_id: requestId, request });
}

export function controlSuccessLine(requestId: string, response: unknown): string {
  return encode({ type: 'control_response', response: { subtype: 'success', request_id: requestId, response } });
}

export function controlErrorLine(requestId: string, error: string): string {
  return encode({ type: 'control_response', response: { subtype: 'error', request_id: requestId, error } });
}

/** The answer to a permission prompt. Allowing echoes the input (or the user's version of it) and grants
 *  exactly the permission updates the caller chose: nothing more is ever sent. An answer the plugin gave by
 *  itself (`byConfig`) says so to a CLI that takes the word (`version`: the CLI's, ./versions.ts). */
export function permissionAnswer(
  prompt: PermissionPrompt,
  decision: PermissionDecision,
  version?: string | null,
): PermissionResult | ElicitResult {
  if (decision.behavior === 'elicit') return decision.result;
  // An elicitation denied like a tool use: the user declined. Allowed without its form (which only the editor
  // fills in: lua/claude/approvals/elicit.lua), it is cancelled rather than sent back empty.
  if (prompt.elicitation) return decision.behavior === 'deny' ? { action: 'decline' } : { action: 'cancel' };
  const config =
    decision.byConfig && atLeast(version, CONFIG_CLASSIFICATION_SINCE)
      ? { decisionClassification: 'config' as const }
      : {};
  if (decision.behavior === 'deny') {
    return {
      behavior: 'deny',
      message: decision.message ?? 'The user denied this tool use.',
      ...(decision.interrupt ? { interrupt: true } : {}),
      ...config,
    };
  }
  return {
    behavior: 'allow',
    updatedInput: decision.updatedInput ?? prompt.input,
    ...(decision.updatedPermissions?.length ? { updatedPermissions: decision.updatedPermissions } : {}),
    ...config,
  };
}

/** `byConfig`: the plugin answered by itself, from what the user configured (an unattended run's allow list,
 *  the editor's tools inside the project), nobody asked. */
export type PermissionDecision =
  | {
      behavior: 'allow';
      updatedInput?: Record<string, unknown>;
      updatedPermissions?: PermissionUpdate[];
      byConfig?: boolean;
    }
  | { behavior: 'deny'; message?: string; interrupt?: boolean; byConfig?: boolean }
  /** The answer to an elicitation (a PermissionPrompt with `elicitation`). */
  | { behavior: 'elicit'; result: ElicitResult };

/** The CLI's answer to rewind_files. */
export interface RewindAnswer {
  canRewind: boolean;
  error: string | undefined;
  /** The files it changes (a dry run) or changed. */
  files: string[];
  insertions: number;
  deletions: number;
}

export function rewindAnswer(response: unknown): RewindAnswer {
  const r = (typeof response === 'object' && response !== null ? response : {}) as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return {
    canRewind: r.canRewind === true,
    error: typeof r.error === 'string' ? r.error : undefined,
    files: Array.isArray(r.filesChanged) ? r.filesChanged.filter((f): f is string => typeof f === 'string') : [],
    insertions: num(r.insertions),
    deletions: num(r.deletions),
  };
}
