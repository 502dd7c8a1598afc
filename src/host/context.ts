// How full a session's context window is, asked of the CLI after each turn (get_context_usage): the
// winbar's `NN% ctx`, measured against where the CLI compacts the conversation when it does.
import type { ClaudeProcess } from '../cli/process';
import type { Session } from '../session/session';
import type { Logger } from './log';

type Any = Record<string, any>;
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

let told = false;

/** Asks `proc` and puts the answer on `session`. A CLI that cannot say leaves it unknown (logged once). */
export async function readContext(proc: ClaudeProcess, session: Session, log: Logger): Promise<void> {
  try {
    session.setContextShare(contextShare(await proc.contextUsage()));
  } catch (err) {
    if (told) return;
    told = true;
    log.write('warn', `context usage not available: ${(err as Error).message}`);
  }
}
