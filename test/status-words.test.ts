// The words the status gives a session and several sessions (src/render/status.ts): the one word lists give
// each (its mark), the statusline text that sums them up, the cost. Pure: no editor, no CLI.
import { describe, expect, it } from 'vitest';
import { sessionsLine, statusInfo, type StatusInfo } from '../src/render/status';
import { Session } from '../src/session/model/session';

const about = (id: string) => ({ id, title: null, sessionId: null, branch: null, startedAt: 0 });

/** Session `id`'s status in `phase`, with `approvals` tool uses waiting, `unseen` and `costUsd` spent. */
function status(
  id: string,
  phase: Parameters<typeof statusInfo>[1],
  o: { approvals?: number; unseen?: boolean; costUsd?: number } = {},
): StatusInfo {
  const session = new Session('/ws', 'default');
  for (let i = 0; i < (o.approvals ?? 0); i++) {
    session.addApproval({
      requestId: `r${i}`,
      toolName: 'Bash',
      input: { command: 'ls' },
      toolUseId: `t${i}`,
      suggestions: [],
      description: undefined,
      decisionReason: undefined,
    });
  }
  const info = statusInfo(session, phase, 0, about(id), o.unseen ?? false);
  // The cost comes from the CLI's result messages; here it is set directly (sessionsLine sums costUsd).
  return o.costUsd === undefined ? info : { ...info, costUsd: o.costUsd };
}

describe("a session's mark", () => {
  it('says what needs the user first: an approval, then a running turn, then a turn that ended unseen, then the state', () => {
    expect(status('1', 'turn', { approvals: 1, unseen: true }).mark).toBe('needs approval');
    expect(status('1', 'idle', { approvals: 2 }).mark).toBe('needs approval');
    expect(status('1', 'turn', { unseen: true }).mark).toBe('running');
    expect(status('1', 'idle', { unseen: true }).mark).toBe('finished unseen');
    expect(status('1', 'stopped', { unseen: true }).mark).toBe('finished unseen');
    expect(status('1', 'idle').mark).toBe('ready');
    expect(status('1', 'starting').mark).toBe('starting');
    expect(status('1', 'stopping').mark).toBe('stopped');
    expect(status('1', 'stopped').mark).toBe('stopped');
  });

  it('comes with the cost as the lists show it: cents matter below a dollar', () => {
    const session = new Session('/ws', 'default');
    expect(statusInfo(session, 'idle', 0, about('1')).costText).toBe('$0.0000');
  });
});

describe('the statusline of all the sessions', () => {
  it("is '' for none, and one session's own text for one", () => {
    expect(sessionsLine([])).toBe('');
    expect(sessionsLine([status('1', 'turn', { costUsd: 0.0312 })])).toBe('Claude: running $0.0312');
    // A count after a colon: `Claude 1 to approve` read as session 1's.
    expect(sessionsLine([status('2', 'idle', { approvals: 1 })])).toBe('Claude: 1 to approve $0.0000');
  });

  it('names, for several, those that run, need approval and finished unseen, in that order, then the cost of all', () => {
    expect(
      sessionsLine([
        status('1', 'idle', { approvals: 1, costUsd: 0.01 }),
        status('2', 'turn', { costUsd: 0.0023 }),
        status('3', 'idle', { unseen: true }),
        status('4', 'turn'),
      ]),
    ).toBe('Claude: sessions 2, 4 running · session 1 needs approval · session 3 finished unseen $0.0123');
    expect(sessionsLine([status('1', 'idle', { approvals: 1 }), status('3', 'idle', { approvals: 2 })])).toBe(
      'Claude: sessions 1, 3 need approval $0.0000',
    );
  });

  it('never reads a count as a session: session 2 waits, session 4 runs (issue 45)', () => {
    const line = sessionsLine([
      status('1', 'idle'),
      status('2', 'turn', { approvals: 1 }),
      status('3', 'idle'),
      status('4', 'turn'),
    ]);
    expect(line).toBe('Claude: session 4 running · session 2 needs approval $0.0000');
    expect(line).not.toMatch(/Claude 1/);
  });

  it('says how many there are when none runs, waits or finished unseen; past a dollar, the cost in cents', () => {
    expect(
      sessionsLine([
        status('1', 'idle', { costUsd: 1.5 }),
        status('2', 'starting', { costUsd: 0.25 }),
        status('3', 'stopped'),
      ]),
    ).toBe('Claude: 3 sessions $1.75');
  });
});
