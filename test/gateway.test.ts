import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepConsoleOffStdout } from '../src/nvim/gateway';

// The host's stdout is the RPC channel. The neovim client's default logger used to keep console.* off it;
// the host now brings a quiet logger of its own, so it guards the console itself.
describe('keepConsoleOffStdout', () => {
  const saved = { ...console };
  afterEach(() => {
    Object.assign(console, saved);
    vi.restoreAllMocks();
  });

  it('sends whatever a dependency prints to stderr, never to stdout', () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    keepConsoleOffStdout();
    console.log('hello %s', 'world');
    console.info({ a: 1 });
    console.error('bad');
    const written = err.mock.calls.map((c) => String(c[0]));
    out.mockRestore();
    err.mockRestore();
    expect(out).not.toHaveBeenCalled();
    expect(written).toEqual(['log hello world\n', 'info { a: 1 }\n', 'error bad\n']);
  });
});
