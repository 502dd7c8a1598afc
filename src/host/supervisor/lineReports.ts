// Lines from claude the host could not use: each is logged; the transcript says so once per process (a
// flood of them explains itself with the first).
import type { Session } from '../../session/model/session';
import type { Logger } from '../log';

export class LineReports {
  private invalid = 0;
  private failed = 0;
  /** Message types already logged as unknown: each is logged once, then only counted by the session. */
  private readonly loggedUnknown = new Set<string>();

  constructor(private readonly log: Logger) {}

  /** A new process: its first bad line is said again. */
  reset(): void {
    this.invalid = 0;
  }

  /** A line the session model threw on. */
  handlerError(session: Session, line: string, err: Error): void {
    this.log.write('error', `could not handle a line from claude (${err.stack ?? err.message}): ${line.slice(0, 500)}`);
    if (++this.failed === 1) {
      session.addNotice(
        `claude-chat could not handle a message from claude (${err.message}); it was skipped, see the log`,
        'error',
      );
    }
  }

  /** A line that is not one of claude's messages. */
  invalidLine(session: Session, line: string, reason: string): void {
    this.log.write('warn', `invalid line from claude (${reason}): ${line.slice(0, 500)}`);
    if (++this.invalid === 1) {
      const shown = line.length > 80 ? line.slice(0, 80) + '…' : line;
      session.addNotice(
        `claude printed a line that is not one of its messages (${reason}); it was skipped: ${shown}`,
        'error',
      );
    }
  }

  /** Consumed `m`: a message of a type the session does not know is logged, the first of each type. */
  consumed(session: Session, m: unknown): void {
    const any = m as { type?: unknown; subtype?: unknown };
    const key = any.type === 'system' ? `system:${String(any.subtype)}` : String(any.type);
    if (this.loggedUnknown.has(key) || !session.ignored.has(key)) return;
    this.loggedUnknown.add(key);
    this.log.write(
      'warn',
      `ignored a message of unknown type ${key} (further ones are only counted): ${JSON.stringify(m).slice(0, 500)}`,
    );
  }
}
