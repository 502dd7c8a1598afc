// The user's hooks in the session model (issue 31, item 6): every system/hook_* message is queued for
// `User ClaudeHook`; a hook that blocked (exit code 2) or whose JSON output decided or changed something is a
// notice saying which hook did what to which tool. Messages as the CLI's schema describes them (2.1.332).
import { describe, expect, it } from 'vitest';
import { Session } from '../src/session/model/session';
import type { NoticeEntry } from '../src/session/model/types';

const hook = (subtype: string, fields: Record<string, unknown> = {}) =>
  ({
    type: 'system',
    subtype,
    session_id: 's1',
    uuid: `u-${Math.random()}`,
    hook_id: 'h1',
    hook_name: 'PreToolUse:Bash',
    hook_event: 'PreToolUse',
    output: '',
    stdout: '',
    stderr: '',
    ...fields,
  }) as never;
const response = (fields: Record<string, unknown>) =>
  hook('hook_response', { outcome: 'success', exit_code: 0, ...fields });
const notices = (s: Session) =>
  s.entries.filter((e): e is NoticeEntry => e.kind === 'notice').map((e) => [e.tone, e.text]);
const json = (v: unknown) => ({ stdout: JSON.stringify(v), output: JSON.stringify(v) });

describe('hook events', () => {
  it('every hook message is queued once, in order, with its data; a quiet one is no notice', () => {
    const s = new Session('/p');
    s.consume(hook('hook_started'));
    s.consume(hook('hook_progress', { stdout: 'working' }));
    s.consume(response({ stdout: 'fine\n' }));
    expect(s.takeHooks()).toEqual([
      expect.objectContaining({
        phase: 'started',
        event: 'PreToolUse',
        hook_name: 'PreToolUse:Bash',
        session_id: 's1',
      }),
      expect.objectContaining({ phase: 'progress', stdout: 'working' }),
      expect.objectContaining({ phase: 'response', outcome: 'success', exit_code: 0, stdout: 'fine\n' }),
    ]);
    expect(s.takeHooks()).toEqual([]);
    expect(notices(s)).toEqual([]);
    expect(s.ignored.size).toBe(0);
  });

  it('exit code 2 blocks: the notice says what that meant for the event, with the first line of stderr', () => {
    const s = new Session('/p');
    s.consume(response({ exit_code: 2, outcome: 'error', stderr: 'no rm here\nsecond line' }));
    s.consume(
      response({
        hook_name: 'UserPromptSubmit',
        hook_event: 'UserPromptSubmit',
        exit_code: 2,
        stderr: 'no secrets',
      }),
    );
    s.consume(response({ hook_name: 'Stop', hook_event: 'Stop', exit_code: 2, stderr: 'tests fail' }));
    s.consume(response({ hook_name: 'PostToolUse:Edit', hook_event: 'PostToolUse', exit_code: 2, stderr: 'lint' }));
    s.consume(response({ exit_code: 1, outcome: 'error', stderr: 'a broken hook' }));
    expect(notices(s)).toEqual([
      ['warning', 'PreToolUse hook blocked Bash: no rm here'],
      ['warning', 'UserPromptSubmit hook blocked the prompt: no secrets'],
      ['warning', 'Stop hook kept Claude going: tests fail'],
      ['warning', 'PostToolUse hook reported an error on Edit to Claude: lint'],
    ]);
  });

  it('JSON output: a permission decision, a changed input, an older decision field', () => {
    const s = new Session('/p');
    s.consume(
      response(
        json({
          hookSpecificOutput: {
            hookEventName: 'PreToolUse',
            permissionDecision: 'deny',
            permissionDecisionReason: 'not on main',
          },
        }),
      ),
    );
    s.consume(
      response(
        json({
          hookSpecificOutput: {
            hookEventName: 'PreToolUse',
            permissionDecision: 'allow',
            updatedInput: { command: 'ls -a' },
          },
        }),
      ),
    );
    s.consume(response(json({ hookSpecificOutput: { hookEventName: 'PreToolUse', updatedInput: { command: 'ls' } } })));
    s.consume(response({ hook_name: 'Stop', hook_event: 'Stop', ...json({ decision: 'block', reason: 'run tests' }) }));
    s.consume(response(json({ continue: true })));
    s.consume(response({ stdout: '{not json' }));
    expect(notices(s)).toEqual([
      ['warning', 'PreToolUse hook denied Bash: not on main'],
      ['info', 'PreToolUse hook allowed Bash and changed its input'],
      ['info', 'PreToolUse hook changed the input of Bash'],
      ['warning', 'Stop hook kept Claude going: run tests'],
    ]);
  });
});
