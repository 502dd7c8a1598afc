// What the view is sent each frame (src/host/frames/viewSync.ts nextUpdate): driven with a session model and a
// renderer, no editor.
import { describe, expect, it } from 'vitest';
import { TranscriptRenderer } from '../src/render/transcript/transcript';
import { Session } from '../src/session/model/session';
import { ViewSync } from '../src/host/frames/viewSync';
import { nextUpdate, NOTHING_SHOWN, type Shown, type SyncSource } from '../src/host/frames/nextUpdate';
import { waitFor } from './support/wait';
import type { Applied, View, ViewUpdate } from '../src/host/view';
import { DEFAULT_KEYS, DEFAULT_RENDER_OPTIONS } from './support/render';
import { renderOptions } from '../src/render/transcript/approval';

/** What names the session in its status (not what these tests look at). */
const ABOUT = { id: '1', title: null, sessionId: null, branch: null, startedAt: 0 };

/** A view sync on `session`: each step() is one frame, returning what it sends. */
function sync(session: Session, phase: SyncSource['phase'] = 'idle') {
  const renderer = new TranscriptRenderer(DEFAULT_RENDER_OPTIONS);
  let shown: Shown = NOTHING_SHOWN;
  return {
    step(hidden = false): ViewUpdate | null {
      const next = nextUpdate(shown, { session, phase, queued: 0, about: ABOUT, others: [] }, renderer, '/ws', hidden);
      shown = next.shown;
      return next.update;
    },
    /** The view was lost (a refused update, a recreated buffer): the next frame rewrites the region. */
    forget() {
      shown = { ...shown, known: false };
    },
  };
}

/** The view sync of a background session (not the one the chat opens to) on `session`, into a view made of
 *  `parts`; its other methods do nothing. */
function backgroundSync(session: Session, parts: Pick<View, 'apply'> & Partial<Pick<View, 'hurry'>>): ViewSync {
  const view: View = {
    notify() {},
    showFloat() {},
    offerRewind() {},
    async unsavedBuffers() {
      return [];
    },
    ...parts,
  };
  const source = () => ({ session, phase: 'idle' as const, queued: 0, about: ABOUT, others: [] });
  const sync = new ViewSync(
    { frameMs: 1, renderBudget: 0, render: DEFAULT_RENDER_OPTIONS },
    source,
    view,
    { write() {} },
    () => {},
  );
  sync.setForeground(false);
  return sync;
}

describe('nextUpdate', () => {
  it('first rewrites the whole region (end: null), even with nothing to show; then sends only what changed', () => {
    const session = new Session('/ws', 'default');
    const s = sync(session);
    const first = s.step()!;
    expect(first.patch).toEqual({ start: 0, end: null, lines: [], highlights: [], folds: [], prompts: [] });
    expect(first.status?.winbar).toMatch(/^Claude · ready · \$0\.0000/);
    expect(s.step()).toBeNull();
    session.addUser('hello');
    const second = s.step()!;
    expect(second.patch).toMatchObject({ start: 0, end: 0, lines: ['▌ You #1', 'hello', ''], prompts: [0] });
    expect(second.status).toBeUndefined();
    session.addNotice('note');
    expect(s.step()!.patch).toMatchObject({ start: 3, end: 3, lines: ['ℹ note', ''], prompts: [] });
  });

  it('while no window shows the transcript its lines wait (the status still goes); shown again, they all come at once', () => {
    const session = new Session('/ws', 'default');
    const s = sync(session);
    s.step();
    session.addUser('hello');
    expect(s.step(true)?.patch).toBeUndefined();
    session.setPermissionMode('acceptEdits');
    expect(s.step(true)).toEqual({
      status: expect.objectContaining({ info: expect.objectContaining({ mode: 'acceptEdits' }) }),
    });
    session.addNotice('note');
    expect(s.step(true)?.patch).toBeUndefined();
    expect(s.step()!.patch).toMatchObject({
      start: 0,
      end: 0,
      lines: ['▌ You #1', 'hello', '', expect.stringMatching(/^ℹ Permission mode: acceptEdits/), '', 'ℹ note', ''],
    });
  });

  it('after the view was lost, the next patch rewrites all of the region from the top', () => {
    const session = new Session('/ws', 'default');
    session.addUser('hello');
    const s = sync(session);
    s.step();
    session.addNotice('note');
    s.forget();
    expect(s.step()!.patch).toMatchObject({ start: 0, end: null, lines: ['▌ You #1', 'hello', '', 'ℹ note', ''] });
  });

  it('a change of the permission mode alone sends the status (winbar, statusline text and info)', () => {
    const session = new Session('/ws', 'default');
    const s = sync(session);
    s.step();
    session.setPermissionMode('acceptEdits');
    const update = s.step()!;
    expect(update.status?.info.mode).toBe('acceptEdits');
    expect(update.status?.winbar).toContain('acceptEdits');
    expect(update.status?.line).toBe('Claude: $0.0000');
  });

  it('sends the quickfix list and the edited files once per new edit, not every frame', () => {
    const session = new Session('/ws', 'default');
    const s = sync(session);
    s.step();
    const edit = (id: string) => {
      session.consume({
        type: 'assistant',
        message: {
          id: `m-${id}`,
          content: [
            { type: 'tool_use', id, name: 'Edit', input: { file_path: '/ws/a.ts', old_string: 'a', new_string: 'b' } },
          ],
        },
      } as never);
      session.consume({
        type: 'user',
        message: { content: [{ type: 'tool_result', tool_use_id: id, content: 'ok' }] },
        tool_use_result: { filePath: '/ws/a.ts', additions: 1, deletions: 1, structuredPatch: [{ newStart: 3 }] },
      } as never);
    };
    edit('t1');
    const first = s.step()!;
    expect(first.quickfix?.items).toEqual([{ filename: '/ws/a.ts', lnum: 3, col: 1, text: '+1 -1' }]);
    expect(first.edited).toEqual(['/ws/a.ts']);
    expect(s.step()).toBeNull();
    edit('t2');
    const second = s.step()!;
    expect(second.quickfix?.items[0].text).toBe('+2 -2 (2 edits)');
    expect(second.edited).toEqual(['/ws/a.ts']);
  });

  it('places each pending approval in the region and says which grants would be refused, and why', () => {
    const session = new Session('/ws', 'default');
    session.addUser('go');
    session.addApproval({
      requestId: 'r1',
      toolName: 'Bash',
      input: { command: 'ls' },
      toolUseId: 'b1',
      description: undefined,
      decisionReason: undefined,
      suggestions: [
        {
          type: 'addRules',
          rules: [{ toolName: 'Bash', ruleContent: 'ls' }],
          behavior: 'allow',
          destination: 'localSettings',
        },
      ],
    });
    const update = sync(session).step()!;
    const lines = update.patch!.lines;
    expect(update.approvals).toEqual([
      {
        id: 'r1',
        first: 3,
        last: lines.length - 1,
        tool: 'Bash',
        refused: { once: '', session: '', always: '' },
        kind: 'tool',
        reviewable: false,
      },
    ]);
    expect(lines[3]).toMatch(/^\? Bash/);
  });
});

describe('approval hints', () => {
  const pending = (session: Session) =>
    session.addApproval({
      requestId: 'r1',
      toolName: 'Bash',
      input: { command: 'ls' },
      toolUseId: 'b1',
      description: undefined,
      decisionReason: undefined,
      suggestions: [
        {
          type: 'addRules',
          rules: [{ toolName: 'Bash', ruleContent: 'ls' }],
          behavior: 'allow',
          destination: 'localSettings',
        },
      ],
    });
  const hints = (keys: typeof DEFAULT_KEYS) => {
    const session = new Session('/ws', 'default');
    pending(session);
    return new TranscriptRenderer(renderOptions('/ws', keys))
      .update(session.entries)!
      .lines.filter((l) => l.startsWith('  [') || l.startsWith('  :'));
  };

  it('name the keys the user mapped', () => {
    expect(hints(DEFAULT_KEYS)).toEqual([
      '  [a] allow once  [d] deny',
      '  [A] allow `ls` this session',
      '  [S] always allow `ls` (saved to .claude/settings.local.json)',
    ]);
  });

  it('leave out a key the user unmapped, and name the command instead', () => {
    expect(hints({ ...DEFAULT_KEYS, allow: '', allow_always: '' })).toEqual([
      '  [d] deny',
      '  [A] allow `ls` this session',
      '  :ClaudeApprove always: always allow `ls` (saved to .claude/settings.local.json)',
    ]);
  });
});

describe('ViewSync', () => {
  it('a frame whose rendering throws is logged and contained; the view catches up on a later frame', async () => {
    const session = new Session('/ws', 'default');
    const logged: string[] = [];
    const applied: ViewUpdate[] = [];
    const view = {
      async apply(u: ViewUpdate) {
        applied.push(u);
        return { intact: true, editorMs: 0, unsaved: [], visible: true };
      },
      notify() {},
      showFloat() {},
      offerRewind() {},
      async unsavedBuffers() {
        return [];
      },
    };
    let throwOnce = true;
    const source = () => {
      if (throwOnce) {
        throwOnce = false;
        throw new Error('a render bug');
      }
      return { session, phase: 'idle' as const, queued: 0, about: ABOUT, others: [] };
    };
    const sync = new ViewSync(
      { frameMs: 1, renderBudget: 0, render: DEFAULT_RENDER_OPTIONS },
      source,
      view,
      { write: (_l, text) => logged.push(text) },
      () => {},
    );
    session.addUser('hello');
    sync.request();
    await waitFor(() => applied.some((u) => u.patch?.lines.includes('hello')), { message: 'the view to catch up' });
    expect(logged.some((t) => t.startsWith('rendering failed: Error: a render bug'))).toBe(true);
    sync.stop();
  });

  it('a background session shown while a frame is on its way gets its lines, though that frame found no window', async () => {
    const session = new Session('/ws', 'default');
    const applied: ViewUpdate[] = [];
    let answer: ((visible: boolean) => void) | null = null;
    const sync = backgroundSync(session, {
      apply(u: ViewUpdate) {
        applied.push(u);
        return new Promise<Applied>((done) => {
          answer = (visible) => done({ intact: true, editorMs: 0, unsaved: [], visible });
        });
      },
    });
    sync.request();
    // The frame (sent while no window showed it) is still on its way when a window shows the session.
    await waitFor(() => answer !== null, { message: 'the first frame' });
    const first = answer!;
    answer = null;
    sync.reveal();
    first(false);
    session.addUser('hello');
    sync.request();
    await waitFor(
      () => {
        answer?.(true);
        return applied.some((u) => u.patch?.lines.includes('hello'));
      },
      { message: 'the lines to come' },
    );
    sync.stop();
  });

  it('a turn that ends while no window shows the transcript leaves it unseen (its mark says so) until one does', async () => {
    const session = new Session('/ws', 'default');
    let phase: SyncSource['phase'] = 'turn';
    let visible = false;
    const marks: string[] = [];
    const view: View = {
      async apply(u: ViewUpdate) {
        if (u.status) marks.push(u.status.info.mark);
        return { intact: true, editorMs: 0, unsaved: [], visible };
      },
      notify() {},
      showFloat() {},
      offerRewind() {},
      async unsavedBuffers() {
        return [];
      },
    };
    const source = () => ({ session, phase, queued: 0, about: ABOUT, others: [] });
    const sync = new ViewSync(
      { frameMs: 1, renderBudget: 0, render: DEFAULT_RENDER_OPTIONS },
      source,
      view,
      { write() {} },
      () => {},
    );
    const next = async (mark: string) => {
      sync.request();
      await waitFor(() => marks.at(-1) === mark || null, {
        message: `the mark '${mark}' (marks so far: ${marks.join(', ')})`,
      });
    };
    await next('running');
    phase = 'idle';
    await next('finished unseen');
    expect(sync.shownStatus.unseen).toBe(true);
    // A window shows it (the editor's `shown`): seen.
    visible = true;
    sync.seen();
    sync.reveal();
    await next('ready');
    // The window closes after the editor's last answer, and the next frame ends a turn: the answer to that
    // frame says no window showed it, and the mark follows.
    phase = 'turn';
    await next('running');
    visible = false;
    phase = 'idle';
    sync.request();
    await waitFor(() => marks.at(-1) === 'finished unseen' || null, {
      message: `the mark to follow (marks: ${marks.join(', ')})`,
    });
    expect(marks.slice(-2)).toEqual(['ready', 'finished unseen']);
    sync.stop();
  });

  it("a hidden background session's updates may wait to ride with another's; an approval, a rename or a drain may not", async () => {
    const session = new Session('/ws', 'default');
    const sent: Array<{ u: ViewUpdate; canWait: boolean }> = [];
    let hurried = 0;
    const sync = backgroundSync(session, {
      async apply(u: ViewUpdate, canWait = false) {
        sent.push({ u, canWait });
        return { intact: true, editorMs: 0, unsaved: [], visible: false };
      },
      hurry() {
        hurried++;
      },
    });
    sync.request();
    await waitFor(() => sent.length === 1, { message: 'the first frame' });
    expect(sent[0].canWait).toBe(false); // whether a window shows it is not known yet
    session.setPermissionMode('acceptEdits');
    sync.request();
    await waitFor(() => sent.length === 2, { message: 'the hidden status' });
    expect(sent[1].canWait).toBe(true);
    session.setPermissionMode('plan');
    sync.requestNow();
    await waitFor(() => sent.length === 3, { message: 'the urgent status' });
    expect(sent[2].canWait).toBe(false);
    session.setPermissionMode('default');
    sync.request();
    await sync.drain();
    expect(sent[3].canWait).toBe(false);
    expect(hurried).toBe(1);
    session.addApproval({
      requestId: 'r1',
      toolName: 'Bash',
      input: { command: 'ls' },
      toolUseId: 't1',
      suggestions: [],
      description: undefined,
      decisionReason: undefined,
    });
    sync.request();
    await waitFor(() => sent.length === 5, { message: 'the approval' });
    expect(sent[4].u.status?.info.pendingApprovals).toBe(1);
    expect(sent[4].canWait).toBe(false);
    sync.reveal();
    expect(hurried).toBe(2);
    sync.stop();
  });
});
