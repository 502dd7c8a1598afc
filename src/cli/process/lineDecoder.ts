// Splits a byte stream into UTF-8 text lines. Bytes are decoded with a streaming decoder, so a character
// split across chunks is never mangled, and a long line is kept as a list of pieces until its newline
// arrives, so a 5 MB line costs one join instead of one copy per chunk.
import { StringDecoder } from 'node:string_decoder';

export class LineDecoder {
  private readonly decoder = new StringDecoder('utf8');
  private pending: string[] = [];

  /** Feeds a chunk; returns the complete lines it finished (without their newlines). */
  push(chunk: Buffer | string): string[] {
    const text = typeof chunk === 'string' ? chunk : this.decoder.write(chunk);
    const lines: string[] = [];
    let from = 0;
    for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', from)) {
      this.pending.push(text.slice(from, nl));
      lines.push(stripCr(this.pending.join('')));
      this.pending = [];
      from = nl + 1;
    }
    if (from < text.length) this.pending.push(text.slice(from));
    return lines;
  }

  /** Ends the stream; returns the unterminated last line, if any. */
  end(): string[] {
    const rest = this.decoder.end();
    if (rest) this.pending.push(rest);
    const last = this.pending.join('');
    this.pending = [];
    return last === '' ? [] : [stripCr(last)];
  }

  /** Characters buffered while waiting for a newline. */
  get bufferedLength(): number {
    return this.pending.reduce((n, piece) => n + piece.length, 0);
  }
}

function stripCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}
