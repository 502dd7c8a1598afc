// How full a session's context window is, asked of the CLI after each turn (get_context_usage): the
// winbar's `NN% ctx`, measured against where the CLI compacts the conversation when it does.
import type { ClaudeProcess } from '../../cli/process/process';
import type { Session } from '../../session/model/session';
import type { Logger } from '../log';
import { contextShare } from '../../session/model/meter';
import type { Turn } from '../../session/history/turns';
import { within } from './within';

/** How long a finished turn's report waits for the CLI to say how full the context is. */
const CONTEXT_WAIT_MS = 2000;

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

/** Turn `turn` ended: its report goes once the CLI said how full the context is after it (no CLI: at once;
 *  a CLI that takes long to say: after CONTEXT_WAIT_MS without it). */
export function reportAfterContext(
  proc: ClaudeProcess | null,
  session: Session,
  turn: Turn | undefined,
  log: Logger,
): void {
  const asked = proc ? readContext(proc, session, log) : Promise.resolve();
  void within(asked, CONTEXT_WAIT_MS).finally(() => session.turnReady(turn));
}
