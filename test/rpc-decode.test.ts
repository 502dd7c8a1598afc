// What Neovim sends the host is decoded per method (src/host/rpc/methods.ts) before anything acts on it: bad
// arguments get a message naming the method and the field, and change nothing. Driven through the router
// (src/host/rpc/dispatch.ts) with an in-memory editor: no Neovim, no CLI (nothing here gets as far as starting one).
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../src/host/rpc/dispatch';
import { METHODS } from '../src/host/rpc/methods';
import type { Editor, NotifyLevel, View } from '../src/host/view';
import { DEFAULT_KEYS } from './support/render';

/** A router over an editor that records what it is told and which views it was asked for. */
function router() {
  const notices: Array<{ message: string; level: NotifyLevel }> = [];
  const views: string[] = [];
  const editor: Editor = {
    view(id) {
      views.push(id);
      return {} as View;
    },
    notify(message, level) {
      notices.push({ message, level });
    },
    refused(message) {
      notices.push({ message, level: 'warn' });
    },
    fork() {
      throw new Error('no fork here');
    },
    unmade() {
      /* no records here */
    },
  };
  return { dispatcher: createDispatcher(editor), notices, views };
}

/** `open`'s arguments as lua/claude/init.lua sends them, with a command that would fail if it ever ran. */
const OPEN = {
  session: '1',
  command: '/nonexistent/claude',
  args: [],
  env: {},
  cwd: '/tmp',
  model: null,
  permission_mode: null,
  frame_ms: 50,
  render_budget: 0,
  log_file: null,
  keys: DEFAULT_KEYS,
  editor_tools: { diagnostics: true, buffers: true, selection: true, lsp: true, after_edit: true },
};

describe('one decoder per RPC method', () => {
  it.each([
    ['open', { ...OPEN, frame_ms: 'fast' }, 'open: frame_ms must be a number (got "fast")'],
    ['open', { ...OPEN, keys: { ...DEFAULT_KEYS, deny: false } }, 'open: keys.deny must be a string'],
    ['open', { ...OPEN, resume: 42 }, 'open: resume must be a non-empty string or nil (got 42)'],
    ['send', { text: { 1: 'x' } }, 'send: text must be a string (got a table)'],
    ['send', { text: 'hi', context: 'app.ts' }, 'send: context must be a selection'],
    [
      'send',
      { text: 'hi', context: { label: 'a:1', path: 'a', startLine: 1.5, endLine: 2, filetype: '', text: '' } },
      'send: context.startLine must be a whole number (got 1.5)',
    ],
    ['approve', { grant: 'forever' }, 'approve: grant must be one of once, session, always or nil'],
    ['choose', { question: '1', option: 2 }, 'choose: question must be a whole number (got "1")'],
    ['set_model', { model: 42 }, 'set_model: model must be a string or nil (got 42)'],
    ['reverted', { file: 'a', turn: 1, start: 1, before: [1], after: [] }, 'reverted: before must be a list'],
    ['entry_at', { line: null }, 'entry_at: line must be a whole number (got nil)'],
    ['sessions', { cwd: '/tmp', env: { HOME: 1 } }, 'sessions: env must be a table of strings or nil'],
    ['status', 'now', 'status: the arguments must be a table (got "now")'],
    ['editor_answer', { id: 1, answer: { items: [] } }, 'editor_answer: answer must be a string (got a table)'],
    ['approve_plan', { request_id: '', text: '# Plan' }, 'approve_plan: request_id must be a non-empty string'],
  ] as const)('%s: refused, saying why (case %#)', (method, args, message) => {
    const decoded = METHODS[method](args);
    expect(decoded.ok).toBe(false);
    expect(decoded.ok ? '' : decoded.error).toContain(message);
  });

  it('takes what the Lua layer sends: nil (vim.NIL) for an optional field, an empty Lua table as list or map', () => {
    expect(METHODS.open({ ...OPEN, args: {}, env: [] })).toMatchObject({
      ok: true,
      value: { args: [], env: {}, model: undefined },
    });
    expect(METHODS.send({ session: '2', text: 'hi', context: null, ask: null })).toEqual({
      ok: true,
      value: { session: '2', text: 'hi', context: undefined, ask: undefined },
    });
    expect(METHODS.approve({ request_id: null })).toEqual({
      ok: true,
      value: { session: undefined, grant: 'once', request_id: undefined },
    });
    expect(METHODS.drain([])).toEqual({ ok: true, value: {} });
    expect(METHODS.status(undefined)).toEqual({ ok: true, value: { session: undefined } });
  });
});

describe('bad arguments change nothing', () => {
  it('a notification: said to the user (as an error) and nothing made; the host goes on', async () => {
    const { dispatcher, notices, views } = router();
    dispatcher.notify('open', { ...OPEN, cwd: 7 });
    dispatcher.notify('send', { text: 'hi', context: 'app.ts' });
    await expect.poll(() => notices.length).toBe(2);
    expect(notices.map((n) => n.level)).toEqual(['error', 'error']);
    expect(notices[0].message).toBe('open: cwd must be a non-empty string (got 7)');
    expect(notices[1].message).toMatch(/^send: context must be a selection/);
    expect(views).toEqual([]); // no session was made for the bad open
    expect(await dispatcher.request('status', {})).toEqual({ ok: true, value: { state: 'stopped' } });
    expect(await dispatcher.request('ping', {})).toEqual({ ok: true, value: 'pong' });
  });

  it('a request: an error answer (the caller raises it), nothing said behind its back', async () => {
    const { dispatcher, notices } = router();
    expect(await dispatcher.request('text_before', { file: '', turn: 1 })).toEqual({
      ok: false,
      error: 'text_before: file must be a non-empty string (got "")',
    });
    expect(await dispatcher.request('questions', { request_id: 'r1' })).toEqual({
      ok: false,
      error: 'no session yet (run :ClaudeChat)',
    });
    expect(await dispatcher.request('no_such_method', {})).toEqual({
      ok: false,
      error: 'unknown request no_such_method',
    });
    expect(notices).toEqual([]);
  });

  it('an unknown action is said', async () => {
    const { dispatcher, notices } = router();
    dispatcher.notify('no_such_action', {});
    expect(notices).toEqual([{ message: 'unknown action no_such_action', level: 'error' }]);
  });
});
