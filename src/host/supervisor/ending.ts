// How a CLI's run ends, apart from its supervisor's phases: a turn interrupted, a stop that interrupts first,
// and the exit as the log keeps it.
import type { ClaudeProcess } from '../../cli/process/process';
import type { ExitInfo } from '../../cli/process/exit';
import type { Session } from '../../session/model/session';
import type { Logger } from '../log';
import { within } from './within';

/** How long stopping waits for the CLI to confirm an interrupt (which ends the tools it runs). */
const INTERRUPT_WAIT_MS = 500;

/** Interrupts `proc`'s running turn of `session`; false when the CLI could not (the user is told). */
export async function interruptTurn(proc: ClaudeProcess, session: Session): Promise<boolean> {
  // Pending approvals are answered by the interrupt itself; drop them from the view.
  for (const a of session.pendingApprovals) session.resolveApproval(a.requestId);
  // The turn's result then says "Interrupted": the user knows why it stopped.
  session.markInterrupting();
  try {
    await proc.interrupt();
    return true;
  } catch (err) {
    session.addNotice(`Interrupt failed: ${(err as Error).message}`, 'error');
    return false;
  }
}

/** Stops `proc`; a running turn (`running`) is interrupted first, so the CLI itself ends the tools it runs
 *  (a Bash command would otherwise outlive it). */
export async function stopAfterInterrupt(proc: ClaudeProcess, running: boolean, graceMs?: number): Promise<void> {
  if (running && proc.running) await within(proc.interrupt(), INTERRUPT_WAIT_MS);
  await proc.stop(graceMs);
}

/** What the log keeps of an exit. */
export function logExit(log: Logger, info: ExitInfo): void {
  log.write('info', `claude exited: code ${info.code} signal ${info.signal} ${info.spawnError ?? ''}`);
  if (info.cutOff !== undefined) {
    log.write('warn', `claude's last line was cut off by its exit: ${info.cutOff.slice(0, 500)}`);
  }
}
