// What a session has used, as the CLI reports it: cost, tokens and how full the context window is (measured,
// from get_context_usage's answer, against where the CLI compacts the conversation when it does, else against
// the window); token counts as people read them (950, 1.2k, 45k, 1.3M). Pure.
import type { EntryLog } from './entryLog';
import { addUsage } from '../messages/result';
import type { Usage } from './types';

/** From this share of the context on, the transcript says once that the CLI will compact soon. */
const CONTEXT_WARNING = 90;

import type { Loose as Any } from '../../cli/protocol/wire';

export class Meter {
  /** Cumulative for the session, as the CLI reports it: the latest value, never a sum. */
  costUsd = 0;
  /** Cumulative for the session: each result's usage (that turn's) added up. */
  usage: Usage = { inputTokens: 0, outputTokens: 0 };
  /** How full the context window is (0-100, against where the CLI compacts), after the last turn; null: unknown. */
  contextShare: number | null = null;
  /** The CLI is compacting the conversation (system/status `compacting`). */
  compacting = false;
  private contextWarned = false;

  constructor(private readonly log: EntryLog) {}

  /** A turn's result: the cost is the session's so far (the latest figure, never summed); usage is this
   *  turn's: summed. */
  result(m: Any): void {
    if (typeof m.total_cost_usd === 'number') this.costUsd = m.total_cost_usd;
    this.usage = addUsage(this.usage, m);
  }

  /** A new conversation: the CLI counts its usage again from zero. */
  reset(): void {
    this.usage = { inputTokens: 0, outputTokens: 0 };
  }

  /** The context's share in use, as the CLI said after a turn; whether it changed. */
  setContextShare(share: number | null): boolean {
    if (share === this.contextShare) return false;
    this.contextShare = share;
    if (share !== null && share >= CONTEXT_WARNING && !this.contextWarned) {
      this.contextWarned = true;
      this.log.notice(`Context ${share}% full: the CLI compacts the conversation soon (/compact does it now)`);
    }
    return true;
  }
}

export function formatTokens(n: number): string {
  if (n >= 1_000_000) return `${(n / 1_000_000).toFixed(1)}M`;
  if (n >= 10_000) return `${Math.round(n / 1000)}k`;
  if (n >= 1000) return `${(n / 1000).toFixed(1)}k`;
  return String(n);
}

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
