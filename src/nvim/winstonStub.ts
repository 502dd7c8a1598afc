// Stands in for `winston` in the bundle (package.json "build": --alias:winston=./src/nvim/winstonStub.ts).
// The neovim client requires winston when it loads (lib/utils/logger.js) for a default logger this host
// never uses, since gateway.ts gives attach() the quiet logger. Bundled, winston and its dependencies were
// more than half of the host (about 350 KB) and were evaluated at every start.
// logger.js touches winston only inside getLogger(), which the client still calls when it decodes a Buffer,
// Window or Tabpage from a reply (those objects are built without a logger). What getLogger() uses is here:
// it then gets the quiet logger, and the winston settings NVIM_NODE_LOG_FILE and ALLOW_CONSOLE do nothing.
import { quietLogger } from './quietLogger';

/** Made with options, which it ignores: the quiet logger decides where lines go. */
class IgnoredTransport {}
const ignoredFormat = (..._args: unknown[]): undefined => undefined;

export const transports = { Console: IgnoredTransport, File: IgnoredTransport };
export const format = { combine: ignoredFormat, splat: ignoredFormat, timestamp: ignoredFormat, printf: ignoredFormat };

export function createLogger(_options?: unknown) {
  return {
    ...quietLogger,
    add() {
      return this;
    },
  };
}
