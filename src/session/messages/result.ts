// What a turn's `result` message says besides its reply: the notice for a turn that did not end well, and
// its token usage. Pure.
import { conversationMissing } from '../../cli/process/exit';
import { authNotice, isAuthFailure } from './auth';
import type { NoticeEntry, Usage } from '../model/types';

import type { Loose as Any } from '../../cli/protocol/wire';

/** The session's usage with result `m`'s (that turn's) added: input counts the cache reads and writes too. */
export function addUsage(usage: Usage, m: Any): Usage {
  const u = m.usage;
  if (!u || typeof u !== 'object') return usage;
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return {
    inputTokens:
      usage.inputTokens + n(u.input_tokens) + n(u.cache_read_input_tokens) + n(u.cache_creation_input_tokens),
    outputTokens: usage.outputTokens + n(u.output_tokens),
  };
}

/** What result `m` says of a turn that did not end well (null: it did); `interrupted`: the user asked for
 *  it, and the CLI's diagnostics ("[ede_diagnostic] result_type=user ...") say nothing more. `once`: an
 *  API error, said once when the same failure repeats. */
export function resultNotice(
  m: Any,
  interrupted: boolean,
): (Pick<NoticeEntry, 'text' | 'tone'> & { once?: true }) | null {
  if (m.subtype === 'error_during_execution' && interrupted) return { text: 'Interrupted', tone: 'info' };
  if (m.subtype !== 'success') {
    // The CLI exits right after; what the user is told of it is the exit's notice.
    if (Array.isArray(m.errors) && m.errors.some((e: unknown) => conversationMissing(String(e)))) return null;
    const why = Array.isArray(m.errors) && m.errors.length ? `: ${m.errors.join('; ')}` : '';
    const label =
      m.subtype === 'error_during_execution'
        ? 'Turn stopped'
        : m.subtype === 'error_max_turns'
          ? 'Stopped: too many turns'
          : m.subtype === 'error_max_budget_usd'
            ? 'Stopped: budget reached'
            : `Turn ended with ${m.subtype}`;
    return { text: label + why, tone: m.subtype === 'error_during_execution' ? 'info' : 'error' };
  }
  if (m.is_error && typeof m.result === 'string') {
    const auth = m.api_error_status === 401 || isAuthFailure(m.result);
    return { text: auth ? authNotice(m.result) : m.result, tone: 'error', once: true };
  }
  return null;
}
