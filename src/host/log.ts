// The host's log file. Stdout is the RPC channel, so nothing may ever be printed: diagnostics go here.
import fs from 'node:fs';

export interface Logger {
  write(level: string, text: string): void;
}

/** Appends to `file`, starting over when it passes `maxBytes` so a flood of stderr cannot fill the disk. */
export function fileLogger(file: string | null, maxBytes = 2_000_000): Logger {
  if (!file) return { write() {} };
  let size = 0;
  try {
    size = fs.statSync(file).size;
  } catch {
    /* a new file */
  }
  return {
    write(level, text) {
      const line = `${new Date().toISOString()} ${level} ${text.endsWith('\n') ? text : text + '\n'}`;
      try {
        if (size + line.length > maxBytes) {
          fs.writeFileSync(file, '');
          size = 0;
        }
        fs.appendFileSync(file, line);
        size += line.length;
      } catch {
        /* logging must never break the host */
      }
    },
  };
}
