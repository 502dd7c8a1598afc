import { describe, expect, it } from 'vitest';
import { UpdateLane } from '../src/nvim/updateLane';
import { waitFor } from './support/wait';

/** A lane whose requests are recorded and answered when the test says so. */
function lane(waitMs = 10_000) {
  const requests: string[][] = [];
  const answers: Array<(r: string[]) => void> = [];
  const fails: Array<(e: Error) => void> = [];
  const l = new UpdateLane<string, string>((items) => {
    requests.push(items);
    return new Promise<string[]>((resolve, reject) => {
      answers.push(resolve);
      fails.push(reject);
    });
  }, waitMs);
  const answer = (i: number) => answers[i](requests[i].map((x) => `done ${x}`));
  return { l, requests, answer, fail: (i: number) => fails[i](new Error('refused')) };
}

describe('UpdateLane', () => {
  it('sends one request at a time, in order; updates made in the same tick go together', async () => {
    const { l, requests, answer } = lane();
    const a = l.push('a');
    await waitFor(() => requests.length === 1);
    const b = l.push('b');
    await new Promise((r) => setTimeout(r, 20));
    expect(requests).toEqual([['a']]);
    answer(0);
    expect(await a).toBe('done a');
    await waitFor(() => requests.length === 2);
    expect(requests[1]).toEqual(['b']);
    answer(1);
    expect(await b).toBe('done b');
    const both = [l.push('c'), l.push('d')];
    await waitFor(() => requests.length === 3);
    expect(requests[2]).toEqual(['c', 'd']);
    answer(2);
    expect(await Promise.all(both)).toEqual(['done c', 'done d']);
  });

  it('an update that can wait rides with the next request another makes: one request for both', async () => {
    const { l, requests, answer } = lane();
    const hidden = l.push('hidden', true);
    await new Promise((r) => setImmediate(r));
    expect(requests).toEqual([]);
    const shown = l.push('shown');
    await waitFor(() => requests.length === 1);
    expect(requests).toEqual([['hidden', 'shown']]);
    answer(0);
    expect(await Promise.all([hidden, shown])).toEqual(['done hidden', 'done shown']);
  });

  it('one that can wait and finds no ride goes on its own after waitMs, or at once when hurried', async () => {
    const { l, requests, answer } = lane(50);
    const alone = l.push('alone', true);
    await waitFor(() => requests.length === 1);
    answer(0);
    expect(await alone).toBe('done alone');

    const slow = lane(60_000);
    const hurried = slow.l.push('hurried', true);
    slow.l.hurry();
    await waitFor(() => slow.requests.length === 1);
    slow.answer(0);
    expect(await hurried).toBe('done hurried');
  });

  it('while a request is in flight, what comes meanwhile goes together in the next one', async () => {
    const { l, requests, answer } = lane();
    const first = l.push('first');
    await waitFor(() => requests.length === 1);
    const later = [l.push('x', true), l.push('y'), l.push('z')];
    answer(0);
    await first;
    await waitFor(() => requests.length === 2);
    expect(requests[1]).toEqual(['x', 'y', 'z']);
    answer(1);
    expect(await Promise.all(later)).toEqual(['done x', 'done y', 'done z']);
    await new Promise((r) => setTimeout(r, 20));
    expect(requests.length).toBe(2);
  });

  it('a refused request fails each of its updates; the next request still goes', async () => {
    const { l, requests, answer, fail } = lane();
    const a = l.push('a', true);
    const b = l.push('b');
    await waitFor(() => requests.length === 1);
    fail(0);
    await expect(a).rejects.toThrow('refused');
    await expect(b).rejects.toThrow('refused');
    const c = l.push('c');
    await waitFor(() => requests.length === 2);
    answer(1);
    expect(await c).toBe('done c');
  });
});
