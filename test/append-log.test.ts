import { describe, expect, it } from 'vitest';
import { appendedSince, recordAppend } from '../src/session/appendLog';
import type { AssistantBlock } from '../src/session/types';

// The renderer takes each frame's new text of a streaming block from this log instead of slicing the
// block's text (a rope: slicing it copies all of it). It must always give exactly text.slice(length).
describe('append log', () => {
  const append = (b: AssistantBlock, piece: string) => { recordAppend(b, b.text.length, piece); b.text += piece; };

  it('gives exactly what was appended since the last read, for any pieces and reads', () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    let fromLog = 0;
    let reads = 0;
    for (let round = 0; round < 50; round++) {
      const b: AssistantBlock = { type: 'text', text: '' };
      let read = 0;
      for (let step = 0; step < 200; step++) {
        const n = Math.floor(rand() * 4);
        for (let k = 0; k < n; k++) append(b, 'é🎉ab\n'.slice(0, 1 + Math.floor(rand() * 6)));
        if (rand() < 0.5) {
          const got = appendedSince(b, read); // null: not logged (nothing appended yet), slice instead
          if (got !== null) fromLog++;
          reads++;
          expect(got ?? b.text.slice(read)).toBe(b.text.slice(read));
          read = b.text.length;
        }
      }
    }
    expect(fromLog / reads).toBeGreaterThan(0.95);
  });

  it('reads from inside a piece, and says null when it cannot know', () => {
    const b: AssistantBlock = { type: 'thinking', text: '' };
    append(b, 'hello ');
    append(b, 'world');
    expect(appendedSince(b, 3)).toBe('lo world');
    expect(appendedSince(b, 0)).toBeNull(); // already read past: slice instead
    append(b, '!');
    b.text += ' (changed behind the log)';
    expect(appendedSince(b, 11)).toBeNull();
    expect(appendedSince({ type: 'text', text: 'never logged' }, 0)).toBeNull();
  });
});
