// LineDecoder: UTF-8 lines out of arbitrary byte chunks.
import { describe, expect, it } from 'vitest';
import { LineDecoder } from '../src/cli/process/lineDecoder';

/** Feeds `chunks` then ends the stream; returns every line produced. */
function decodeAll(chunks: Array<Buffer | string>): string[] {
  const d = new LineDecoder();
  const lines: string[] = [];
  for (const c of chunks) lines.push(...d.push(c));
  lines.push(...d.end());
  return lines;
}

// 2-byte é ñ, 3-byte 日 — €, 4-byte 🎉 and a ZWJ sequence (4+3+4 bytes), on several lines.
const TEXT = 'é日🎉x\n{"text":"ñ — €"}\n👩‍💻 done\n';
const LINES = ['é日🎉x', '{"text":"ñ — €"}', '👩‍💻 done'];

describe('LineDecoder', () => {
  it('decodes a chunk split at every byte offset, through 2-, 3- and 4-byte characters', () => {
    const bytes = Buffer.from(TEXT, 'utf8');
    expect(bytes.length).toBeGreaterThan(Array.from(TEXT).length); // really multi-byte
    for (let i = 0; i <= bytes.length; i++) {
      expect([i, decodeAll([bytes.subarray(0, i), bytes.subarray(i)])]).toEqual([i, LINES]);
    }
  });

  it('decodes every pair of split points (three chunks) and one byte at a time', () => {
    const bytes = Buffer.from(TEXT, 'utf8');
    for (let i = 0; i <= bytes.length; i++) {
      for (let j = i; j <= bytes.length; j++) {
        const got = decodeAll([bytes.subarray(0, i), bytes.subarray(i, j), bytes.subarray(j)]);
        if (got.join('\n') !== LINES.join('\n')) expect([i, j, got]).toEqual([i, j, LINES]);
      }
    }
    expect(decodeAll([...bytes].map((b) => Buffer.from([b])))).toEqual(LINES);
  });

  it('strips CRLF, also when \\r and \\n arrive in different chunks', () => {
    expect(decodeAll([Buffer.from('one\r\ntwo\r\n\r\nthree\r\n')])).toEqual(['one', 'two', '', 'three']);
    expect(decodeAll([Buffer.from('one\r'), Buffer.from('\ntwo\r'), Buffer.from('\n')])).toEqual(['one', 'two']);
    // Only the line ending goes: a \r inside a line stays.
    expect(decodeAll([Buffer.from('a\rb\n')])).toEqual(['a\rb']);
  });

  it('returns a 5 MB single line fed in 64 KB chunks only when its newline arrives, intact', () => {
    const unit = '{"k":"日本語🎉ñ"},'; // 24 bytes: 64 KB chunk boundaries fall inside characters
    const line = unit.repeat(Math.ceil((5 * 1024 * 1024) / Buffer.byteLength(unit)));
    const bytes = Buffer.from(line + '\nnext\n', 'utf8');
    expect(bytes.length).toBeGreaterThan(5 * 1024 * 1024);
    const d = new LineDecoder();
    const out: string[] = [];
    const CHUNK = 64 * 1024;
    const started = Date.now();
    for (let at = 0; at < bytes.length; at += CHUNK) {
      const lines = d.push(bytes.subarray(at, at + CHUNK));
      if (at + CHUNK < Buffer.byteLength(line)) {
        expect(lines).toEqual([]); // nothing before the newline
      }
      out.push(...lines);
    }
    out.push(...d.end());
    expect(Date.now() - started).toBeLessThan(5000); // generous: only catches pathological (quadratic) buffering
    expect(out).toHaveLength(2);
    expect(out[0].length).toBe(line.length);
    expect(out[0] === line).toBe(true); // not toEqual: a 5 MB diff would be unreadable
    expect(out[1]).toBe('next');
    expect(d.bufferedLength).toBe(0);
  });

  it('keeps the unterminated last line until end(), and end() on nothing returns nothing', () => {
    const d = new LineDecoder();
    expect(d.push(Buffer.from('first\nsecond, no newline'))).toEqual(['first']);
    expect(d.bufferedLength).toBe('second, no newline'.length);
    expect(d.end()).toEqual(['second, no newline']);
    expect(d.end()).toEqual([]);
    expect(new LineDecoder().end()).toEqual([]);

    // An unterminated line ending inside a character: the complete part, then U+FFFD for the cut bytes.
    const cut = Buffer.from('tail 🎉', 'utf8').subarray(0, -2);
    const e = new LineDecoder();
    expect(e.push(cut)).toEqual([]);
    expect(e.end()).toEqual(['tail \ufffd']);
  });
});
