// How full a session's context window is, asked of the CLI after each turn (get_context_usage): the
// winbar's `NN% ctx`, measured against where the CLI compacts the conversation when it does.
import type { ClaudeProcess } from '../cli/process';
import type { Session } from '../session/session';
import type { Logger } from './log';
import { contextShare } from '../session/context';

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
