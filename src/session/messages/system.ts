// What the CLI's informational messages say in the transcript: the system messages that are a line for the
// user (a retry, a denial, a compaction, a recalled memory, the CLI's own notes), as the CLI means them.
// Pure.
import { formatTokens } from '../model/meter';
import type { NoticeEntry } from '../model/types';

import type { Loose as Any } from '../../cli/protocol/wire';
export type Notice = Pick<NoticeEntry, 'text' | 'tone'>;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** system/informational levels: 'info' and 'notice' are quiet lines, 'suggestion' and 'warning' stand out. */
const LEVEL_TONE: Record<string, NoticeEntry['tone']> = {
  info: 'info',
  notice: 'info',
  suggestion: 'info',
  warning: 'warning',
};

/** The system subtypes systemNotice() knows (some show nothing when empty). */
export const NOTICE_SUBTYPES = new Set([
  'api_retry',
  'compact_boundary',
  'status',
  'informational',
  'memory_recall',
  'model_refusal_fallback',
  'model_refusal_no_fallback',
  'session_writes_lost',
]);

/** The notice a system message of subtype `m.subtype` shows, or null (nothing to show, or not one of these). */
export function systemNotice(m: Any): Notice | null {
  switch (m.subtype) {
    case 'api_retry': {
      const status = m.error_status ? ` ${m.error_status}` : '';
      const secs = typeof m.retry_delay_ms === 'number' ? ` in ${(m.retry_delay_ms / 1000).toFixed(1)}s` : '';
      return {
        text: `API error${status} (${m.error ?? 'unknown'}), retrying${secs} (attempt ${m.attempt}/${m.max_retries})`,
        tone: 'info',
      };
    }
    case 'compact_boundary': {
      const meta = (m.compact_metadata ?? {}) as Any;
      const how = meta.trigger === 'auto' ? ' automatically' : '';
      const pre = num(meta.pre_tokens);
      const post = num(meta.post_tokens);
      const sizes =
        pre !== null ? `: ${formatTokens(pre)}${post !== null ? ` → ${formatTokens(post)}` : ''} tokens` : '';
      return { text: `Conversation compacted${how}${sizes}`, tone: 'info' };
    }
    case 'status':
      return m.compact_result === 'failed'
        ? { text: `Could not compact the conversation: ${m.compact_error || 'the CLI gave no reason'}`, tone: 'error' }
        : null;
    case 'informational':
      return typeof m.content === 'string' && m.content.trim()
        ? { text: m.content.trim(), tone: LEVEL_TONE[m.level] ?? 'info' }
        : null;
    case 'memory_recall': {
      const memories: Any[] = Array.isArray(m.memories) ? m.memories : [];
      if (!memories.length) return null;
      const names = memories
        .map((x) => (typeof x?.path === 'string' ? x.path.replace(/^.*\//, '') : ''))
        .filter(Boolean);
      const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')}, …` : names.join(', ');
      return {
        text:
          `Recalled ${memories.length} ${memories.length === 1 ? 'memory' : 'memories'}` +
          `${shown ? `: ${shown}` : ''}`,
        tone: 'info',
      };
    }
    case 'model_refusal_fallback': {
      const to = typeof m.fallback_model === 'string' ? m.fallback_model : 'another model';
      const said =
        typeof m.content === 'string' && m.content.trim()
          ? m.content.trim()
          : `${m.original_model ?? 'The model'} declined; answered by ${to}.`;
      return { text: said, tone: 'warning' };
    }
    case 'model_refusal_no_fallback': {
      const said =
        typeof m.content === 'string' && m.content.trim()
          ? m.content.trim()
          : `${m.original_model ?? 'The model'} declined to answer, and no other model was tried.`;
      return { text: said, tone: 'warning' };
    }
    case 'session_writes_lost':
      return { text: writesLost(m), tone: 'warning' };
    default:
      return null;
  }
}

/** Why a tool call was denied without asking (system/permission_denied), in the plugin's words: its `message` is
 *  what the model is told (in dontAsk mode a dozen lines: "IMPORTANT: You *may* attempt ..."), so only its first
 *  sentence is said, or the CLI's reason for the user. `mode`: the session's permission mode. */
export function denialReason(m: Any, mode: string | null): string {
  if (m.decision_reason_type === 'mode') {
    return mode === 'dontAsk'
      ? 'in dontAsk mode only what an allow rule names runs (:ClaudeMode changes the mode)'
      : `the permission mode${mode ? ` (${mode})` : ''} denies it`;
  }
  const reason = typeof m.decision_reason === 'string' ? m.decision_reason.trim() : '';
  const message =
    typeof m.message === 'string'
      ? m.message
          .trim()
          .split('\n')[0]
          .replace(/([.!])\s.*$/, '$1')
      : '';
  return reason || message || 'permission denied';
}

/** session_writes_lost: what the CLI could not save, and what that means for a later resume. */
function writesLost(m: Any): string {
  const why = m.error_code === 'EDQUOT' ? 'the disk quota is used up' : 'the disk is full';
  const lost: unknown[] = Array.isArray(m.lost) ? m.lost : [];
  const parts = [
    lost.includes('transcript') ? 'parts of the conversation: resuming it may miss them' : '',
    lost.includes('global_config') ? 'changes to ~/.claude.json' : '',
  ].filter(Boolean);
  return `claude could not save ${parts.length ? parts.join(', nor ') : 'some of its records'} (${why})`;
}

/** A `conversation_reset` (/clear, a plan carried out in a fresh context): the transcript's new section. */
export function resetNotice(m: Any): Notice {
  const why: Record<string, string> = {
    clear: ' (/clear)',
    plan_mode_exit: ' (the plan goes on in a fresh context)',
    fresh_session: ' (fresh session)',
  };
  return { text: `New conversation${why[m.trigger] ?? ''}: Claude no longer sees what is above`, tone: 'info' };
}

/** A system/notification as vim.notify levels it. */
export function notificationLevel(m: Any): 'info' | 'warn' | 'error' {
  if (m.color === 'error') return 'error';
  return m.color === 'warning' || m.priority === 'high' || m.priority === 'immediate' ? 'warn' : 'info';
}
