// What a session has used, as the CLI reports it: cost, tokens and how full the context window is. Pure.
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
