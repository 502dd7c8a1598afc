import { describe, expect, it } from 'vitest';
import { FirstWords, TEXT_PAUSE_MS } from '../src/host/frames/firstWords';
import { Session } from '../src/session/model/session';
import { se } from './support/session';

// The first words of a reply, and of a block after a pause, go to the editor at once; a block that starts
// while text is still flowing waits for the next frame like the text around it (at a fast stream, every
// block start flushing at once interrupted the editor more often than the frames did).
describe('FirstWords', () => {
  /** A session with a reply message started, and a way to feed it at a given time. */
  function reply() {
    const session = new Session('/ws', 'default');
    const words = new FirstWords();
    const urgent: string[] = [];
    let now = 0;
    session.onChange(() => {
      if (words.changed(session, now)) urgent.push(`at ${now}`);
    });
    const at = (t: number, event: object) => {
      now = t;
      session.consume(se(event) as never);
    };
    at(0, { type: 'message_start', message: { id: 'm1', role: 'assistant', content: [] } });
    return { at, urgent };
  }
  const block = (index: number, type: 'text' | 'thinking') => ({
    type: 'content_block_start',
    index,
    content_block: type === 'text' ? { type, text: '' } : { type, thinking: '' },
  });
  const delta = (index: number, type: 'text' | 'thinking', piece: string) => ({
    type: 'content_block_delta',
    index,
    delta: type === 'text' ? { type: 'text_delta', text: piece } : { type: 'thinking_delta', thinking: piece },
  });

  it('the first words of a reply go at once; the words after them do not', () => {
    const { at, urgent } = reply();
    at(5, block(0, 'text'));
    expect(urgent).toEqual([]); // an empty block shows nothing yet
    at(13, delta(0, 'text', 'Hello'));
    at(30, delta(0, 'text', ' there'));
    at(47, delta(0, 'text', ', how'));
    expect(urgent).toEqual(['at 13']);
  });

  it('a block that starts while text flows waits for the frame; one after a pause goes at once', () => {
    const { at, urgent } = reply();
    at(1, block(0, 'thinking'));
    at(2, delta(0, 'thinking', 'Let me think'));
    at(20, delta(0, 'thinking', ' about it.'));
    at(21, { type: 'content_block_stop', index: 0 });
    at(22, block(1, 'text'));
    at(30, delta(1, 'text', 'Right away')); // 10 ms after the last thinking words: flowing
    at(40, { type: 'content_block_stop', index: 1 });
    const later = 40 + TEXT_PAUSE_MS + 1; // a tool ran meanwhile
    at(later, block(2, 'text'));
    at(later + 1, delta(2, 'text', 'After the tool'));
    expect(urgent).toEqual(['at 2', `at ${later + 1}`]);
  });
});
