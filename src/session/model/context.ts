// How full the context window is, from the CLI's get_context_usage answer: measured against where the CLI
// compacts the conversation when it does, else against the window. Pure.

import type { Loose as Any } from '../../cli/protocol/wire';
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The share (0-100) of the context in use from a get_context_usage answer; null when it says nothing usable. */
export function contextShare(answer: unknown): number | null {
  const a = (answer && typeof answer === 'object' ? answer : {}) as Any;
  const total = num(a.totalTokens);
  const threshold = a.isAutoCompactEnabled !== false ? num(a.autoCompactThreshold) : null;
  const max = num(a.maxTokens);
  if (total !== null && threshold) return Math.min(100, Math.round((100 * total) / threshold));
  if (num(a.percentage) !== null) return Math.round(a.percentage);
  if (total !== null && max) return Math.round((100 * total) / max);
  return null;
}
