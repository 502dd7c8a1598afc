// :ClaudeContext: what fills the context window, by category, from the CLI's get_context_usage answer. Pure.
import { contextShare } from '../../session/model/meter';
import { formatTokens } from '../../session/model/meter';

import type { Loose as Any } from '../../cli/protocol/wire';
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The float's title and lines (with highlight groups), or null when the answer says nothing usable. */
export function contextBreakdown(answer: unknown): { title: string; lines: Array<[string, string]> } | null {
  const a = (answer && typeof answer === 'object' ? answer : {}) as Any;
  const total = num(a.totalTokens);
  const categories: Any[] = Array.isArray(a.categories)
    ? a.categories.filter((c: Any) => typeof c?.name === 'string' && num(c.tokens) !== null)
    : [];
  if (total === null && categories.length === 0) return null;
  const share = contextShare(a);
  const threshold = a.isAutoCompactEnabled !== false ? num(a.autoCompactThreshold) : null;
  const max = num(a.maxTokens);
  const lines: Array<[string, string]> = [];
  const of =
    share !== null && threshold
      ? ` (${share}% of the ${formatTokens(threshold)} at which Claude compacts)`
      : share !== null
        ? ` (${share}%)`
        : max
          ? ` of ${formatTokens(max)}`
          : '';
  lines.push([`${formatTokens(total ?? 0)} tokens in use${of}`, 'Title']);
  const width = Math.max(0, ...categories.map((c) => c.name.length));
  for (const c of categories) {
    const deferred = c.kind === 'deferred' || c.isDeferred === true ? ' (loaded when used)' : '';
    lines.push([
      `  ${c.name.padEnd(width)}  ${formatTokens(c.tokens).padStart(6)}${deferred}`,
      c.kind === 'free' || deferred ? 'Comment' : 'Normal',
    ]);
  }
  if (a.isAutoCompactEnabled === false) lines.push(['  Auto-compaction is off: /compact compacts by hand', 'Comment']);
  return { title: 'Claude context', lines };
}
