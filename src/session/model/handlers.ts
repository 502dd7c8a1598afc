// What each CLI message does to a session's parts: one handler per message type, and one per system
// subtype that does more than show a notice. Pure: no I/O; the session tells the listeners.
import type { Approvals } from '../approvals/approvals';
import { authNotice, isAuthFailure } from '../messages/auth';
import { withBackgrounded, type Background } from '../messages/background';
import type { Calls } from '../messages/calls';
import type { Checklist } from '../messages/checklist';
import { editorCallOutcome } from '../tools/editorCalls';
import type { EntryLog } from './entryLog';
import { HOOK_SUBTYPES, hookEvent, hookNotice, type HookEvent } from '../messages/hooks';
import { elicitationCompleted, mcpInit } from '../tools/mcp';
import type { Meter } from './meter';
import type { Limits } from '../messages/rateLimit';
import { ASK_TOOL, answeredLines } from '../approvals/questions';
import type { Replies } from '../messages/replies';
import { resultNotice } from '../messages/result';
import { remember, removeRetracted } from '../messages/retract';
import type { Settings } from './settings';
import { NOTICE_SUBTYPES, denialReason, notificationLevel, resetNotice, systemNotice } from '../messages/system';
import { TASK_TOOLS, afterTaskCall } from '../messages/tasks';
import { EDITING_TOOLS, appliedDiff, resultText } from '../tools/tools';
import type { TurnLog } from '../history/turnLog';
import type { PendingApproval } from './types';

import type { Loose as Any } from '../../cli/protocol/wire';

export interface Notification {
  text: string;
  level: 'info' | 'warn' | 'error';
}

/** What a session is made of (session.ts builds it and answers for it). */
export interface Parts {
  log: EntryLog;
  settings: Settings;
  turns: TurnLog;
  calls: Calls;
  approvals: Approvals;
  replies: Replies;
  checklist: Checklist;
  /** What runs in the background (shells, monitors, workflows, agents). */
  background: Background;
  meter: Meter;
  /** The plan's rate limits near or at their end. */
  limits: Limits;
  /** What the CLI asked to show as a notification (vim.notify), until the controller takes it. */
  notifications: Notification[];
  /** The hooks' events (`User ClaudeHook`), until the controller takes them. */
  hooks: HookEvent[];
  /** MCP elicitations their server said are complete while they waited, until the controller answers them. */
  completedElicitations: PendingApproval[];
  /** Messages of a type this model does not know, counted and left out. */
  ignored: Map<string, number>;
}

type Handler = (p: Parts, m: Any) => void;

/** The handler `table` has for `key` (not one an object inherits, whatever a message names). */
export function handlerFor(table: Record<string, Handler>, key: unknown): Handler | undefined {
  return typeof key === 'string' && Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Message types that carry nothing for the transcript. */
export const SILENT_TYPES = new Set([
  'stream_request_start',
  'keep_alive',
  'prompt_suggestion',
  'tool_progress',
  'tool_use_summary',
]);
const SILENT_SYSTEM = new Set([
  'thinking_tokens',
  'commands_changed',
  'mcp_status',
  'session_state_changed',
  'files_persisted',
]);

export function ignore(p: Parts, type: string): void {
  p.ignored.set(type, (p.ignored.get(type) ?? 0) + 1);
}

/** A turn ended (its result came, or the CLI is gone): nothing streams or is routed to any more. */
export function endTurnParts(p: Parts): void {
  p.checklist.end();
  p.replies.clear();
  p.calls.prune();
}

/** The CLI took back messages it had sent (a refused answer replaced by another model's): they go. */
function retract(p: Parts, uuids: unknown[]): void {
  const gone = new Set(uuids.filter((u): u is string => typeof u === 'string'));
  if (gone.size) removeRetracted(p.log.entries, gone, (e) => p.log.touch(e));
}

/** A synthetic assistant message: how the CLI reports an API failure. Shown as the error it is. */
function failure(p: Parts, m: Any, content: Any[]): void {
  const text = content
    .map((b) => (b?.type === 'text' ? b.text : ''))
    .join('')
    .trim();
  // Not logged in, or a key the API refused: the CLI's words name its own /login; say what to run instead.
  const auth = m.error === 'authentication_failed' || (m.error && isAuthFailure(text));
  if (text) p.log.notice(auth ? authNotice(text) : text, m.error ? 'error' : 'info');
}

/** A tool's result (in a `user` message whose structured result is `structured`). */
function toolResult(p: Parts, block: Any, structured: Any): void {
  const tool = p.calls.get(block.tool_use_id);
  if (!tool) return;
  const failed = block.is_error === true;
  tool.state = failed ? 'error' : 'done';
  tool.result = tool.denied ?? resultText(block.content);
  tool.approval = null;
  if (structured?.userModified === true) tool.userModified = true;
  if (!failed) tool.summary += editorCallOutcome(tool.name, tool.result);
  p.log.touch(tool);
  const answers = tool.name === ASK_TOOL && !failed ? answeredLines(structured) : null;
  if (answers) tool.result = answers;
  if (!failed && TASK_TOOLS.has(tool.name)) {
    const list = afterTaskCall(p.checklist.tasks, tool.name, tool.input, structured);
    if (list) p.checklist.set(list);
  }
  if (!failed && EDITING_TOOLS.has(tool.name)) {
    tool.applied = appliedDiff(structured, tool.input);
    p.turns.edited(tool, structured);
  }
}

/** A hook ran (or runs): its event is queued for the editor; a hook that blocked or changed something says so. */
function hook(p: Parts, m: Any): void {
  const event = hookEvent(m);
  p.hooks.push(event);
  const notice = hookNotice(event);
  if (notice) p.log.notice(notice.text, notice.tone);
}

/** The system subtypes that do more than show a notice (systemNotice, after the handler, shows that). */
const SYSTEM: Record<string, Handler> = {
  init: (p, m) => {
    p.settings.init(m);
    mcpInit(p.settings.info, p.log, m.mcp_servers);
    p.turns.turnBegins();
  },
  elicitation_complete: (p, m) => elicitationCompleted(p.approvals, p.completedElicitations, m.elicitation_id),
  status: (p, m) => {
    if (typeof m.permissionMode === 'string') p.settings.setPermissionMode(m.permissionMode, false);
    p.meter.compacting = m.status === 'compacting';
  },
  task_started: (p, m) => {
    const started = withBackgrounded(m, p.calls.get(m.tool_use_id)?.input);
    p.background.message(started);
    p.calls.progress(started);
  },
  task_progress: (p, m) => p.calls.progress(m),
  task_updated: (p, m) => {
    p.background.message(m);
    p.calls.progress(m);
  },
  task_notification: (p, m) => {
    p.background.message(m);
    p.calls.progress(m);
  },
  background_tasks_changed: (p, m) => p.background.message(m),
  session_title_changed: (p, m) => p.settings.setTitle(m.title),
  notification: (p, m) => {
    const text = typeof m.text === 'string' ? m.text.trim() : '';
    if (text) p.notifications.push({ text, level: notificationLevel(m) });
  },
  // Said once, on the denied call's line (its result, which the CLI writes for the model, is not shown); a call
  // the transcript does not show gets a notice.
  permission_denied: (p, m) => {
    const why = denialReason(m, p.settings.info.permissionMode);
    const tool = typeof m.tool_use_id === 'string' ? p.calls.get(m.tool_use_id) : undefined;
    if (!tool) return p.log.notice(`${m.tool_name ?? 'Tool'} denied without asking: ${why}`, 'error');
    tool.denied = `Denied without asking: ${why}`;
    if (tool.state === 'error') tool.result = tool.denied;
    p.log.touch(tool);
  },
  model_refusal_fallback: (p, m) => {
    if (Array.isArray(m.retracted_message_uuids)) retract(p, m.retracted_message_uuids);
  },
};

/** What each message type does; a type missing here is ignored (SILENT_TYPES) or counted as unknown. */
export const HANDLERS: Record<string, Handler> = {
  stream_event: (p, m) => {
    const event = m.event ?? {};
    const agent = m.parent_tool_use_id ?? '';
    // Said before the reply it introduces.
    if (event.type === 'message_start' && agent === '') p.turns.claudeWrites(event.message?.id);
    p.replies.streamEvent(event, agent, m.uuid);
  },
  assistant: (p, m) => {
    const message = m.message ?? {};
    const content: Any[] = Array.isArray(message.content) ? message.content : [];
    if (m.error || message.model === '<synthetic>') return failure(p, m, content);
    const agent = m.parent_tool_use_id ?? '';
    if (agent === '') p.turns.claudeWrites(message.id);
    const id = typeof message.id === 'string' ? message.id : `anon:${m.uuid ?? p.log.nextKey}`;
    for (const block of content) {
      if (!block || typeof block !== 'object') continue;
      if (block.type !== 'tool_use') p.replies.block(agent, id, block, m.uuid);
      else if (typeof block.id === 'string' && !p.calls.get(block.id)) {
        remember(p.calls.register(block.id, String(block.name), block.input ?? {}, p.calls.parentFor(agent)), m.uuid);
      }
    }
  },
  user: (p, m) => {
    const content = m.message?.content;
    if (m.isReplay === true && typeof m.uuid === 'string' && m.parent_tool_use_id == null) {
      // A prompt echoed back (--replay-user-messages): we already show what the user typed; its uuid is
      // what a rewind names.
      const text =
        typeof content === 'string'
          ? content
          : !Array.isArray(content)
            ? ''
            : content.map((b: Any) => (b?.type === 'text' && typeof b.text === 'string' ? b.text : '')).join('');
      return p.turns.echoed(text, m.uuid);
    }
    if (!Array.isArray(content)) return; // a replayed prompt: we already show what the user typed
    for (const block of content) if (block?.type === 'tool_result') toolResult(p, block, m.tool_use_result);
  },
  result: (p, m) => {
    p.meter.result(m);
    const notice = resultNotice(m, p.turns.interruptAsked);
    const interrupted = p.turns.result(m.subtype !== 'success' || m.is_error === true, notice?.text);
    if (notice && !(notice.once && p.log.lastNoticeIs(notice.text))) p.log.notice(notice.text, notice.tone);
    const still = interrupted ? p.background.stillRunning() : null;
    if (still) p.log.notice(still, 'info');
    p.calls.turnEnded();
    endTurnParts(p);
  },
  system: (p, m) => {
    if (HOOK_SUBTYPES.has(m.subtype)) return hook(p, m);
    const handler = handlerFor(SYSTEM, m.subtype);
    handler?.(p, m);
    if (!NOTICE_SUBTYPES.has(m.subtype)) {
      if (!handler && !SILENT_SYSTEM.has(m.subtype)) ignore(p, `system:${m.subtype}`);
      return;
    }
    const notice = systemNotice(m);
    if (notice) p.log.notice(notice.text, notice.tone);
  },
  conversation_reset: (p, m) => {
    endTurnParts(p);
    p.meter.reset(); // the CLI's cost starts again too
    const notice = resetNotice(m);
    p.log.notice(notice.text, notice.tone);
  },
  rate_limit_event: (p, m) => p.limits.event(m),
  tombstone: (p, m) => {
    if (typeof m.message?.uuid === 'string') retract(p, [m.message.uuid]);
  },
};
