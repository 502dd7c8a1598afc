// The logger the neovim client gets in this host: debug and info dropped, warnings and errors to stderr.
// Never stdout: that is the RPC channel.
import { format } from 'node:util';

/** A console-style function that writes one line, tagged with `level`, to stderr. */
export const toStderr =
  (level: string) =>
  (...args: unknown[]) => {
    process.stderr.write(`${level} ${format(...args)}\n`);
  };

/** The client's default logger runs every request and response through winston at debug level, even with
 *  nowhere to write: about 0.3 ms of host CPU per frame. This one drops debug and info; warnings and errors
 *  go to stderr, whose tail lua/claude/host/host.lua shows if the host dies. `level` is not 'debug', so the client
 *  also skips building the debug text of each response. */
export const quietLogger = {
  level: 'warn',
  debug: (..._args: unknown[]) => {},
  info: (..._args: unknown[]) => {},
  warn: toStderr('warn'),
  error: toStderr('error'),
};
