// The session model's background tasks (issue 31 item 2), from the messages the real CLI sends (seen from
// 2.1.332 and 2.1.197 against the fake model): what runs in the background is counted, a foreground command is
// not (background_tasks_changed lists it too) until the user sends it there, the CLI's own (ambient) tasks are
// not the user's, and a task's end is kept with how it ended.
import { describe, expect, it } from 'vitest';
import { Session } from '../src/session/model/session';

const msg = (m: Record<string, unknown>) => m as never;
const system = (subtype: string, fields: Record<string, unknown>) => msg({ type: 'system', subtype, ...fields });
const bash = (id: string, input: Record<string, unknown>) =>
  msg({
    type: 'assistant',
    parent_tool_use_id: null,
    message: { id: `msg_${id}`, content: [{ type: 'tool_use', id, name: 'Bash', input }] },
  });

describe('background tasks', () => {
  it('a foreground command is no background task until the user sends it there', () => {
    const s = new Session('/p');
    s.consume(bash('toolu_1', { command: 'sleep 40', description: 'Wait' }));
    // 2.1.332 lists it in background_tasks_changed before it says it runs in the foreground.
    s.consume(
      system('task_started', {
        task_id: 'b1',
        tool_use_id: 'toolu_1',
        description: 'Wait',
        is_backgrounded: false,
        task_type: 'local_bash',
      }),
    );
    const listed = { task_id: 'b1', task_type: 'local_bash', description: 'Wait' };
    s.consume(system('background_tasks_changed', { tasks: [listed] }));
    expect(s.backgroundRunning).toBe(0);
    s.consume(system('task_updated', { task_id: 'b1', patch: { is_backgrounded: true } }));
    expect(s.backgroundRunning).toBe(1);
    expect(s.background.map((t) => [t.id, t.kind, t.what, t.state])).toEqual([
      ['b1', 'local_bash', 'sleep 40', 'running'],
    ]);
    s.consume(
      system('task_notification', {
        task_id: 'b1',
        tool_use_id: 'toolu_1',
        status: 'stopped',
        summary: 'Wait',
      }),
    );
    expect(s.backgroundRunning).toBe(0);
    expect(s.background[0].state).toBe('stopped');
  });

  it("the CLI's own (ambient) tasks are not counted; one listed before it started is", () => {
    const s = new Session('/p');
    s.consume(
      system('background_tasks_changed', {
        tasks: [
          { task_id: 'w1', task_type: 'local_workflow', description: 'Review' },
          { task_id: 'a1', task_type: 'local_bash', description: 'The CLI itself', ambient: true },
        ],
      }),
    );
    expect(s.background.map((t) => [t.id, t.kind, t.what])).toEqual([['w1', 'local_workflow', 'Review']]);
  });

  it('a monitor (or a workflow) started in the background gets the row a shell gets, and its kind in the list', () => {
    const s = new Session('/p');
    s.consume(
      msg({
        type: 'assistant',
        parent_tool_use_id: null,
        message: {
          id: 'msg_m',
          content: [
            {
              type: 'tool_use',
              id: 'toolu_m',
              name: 'Monitor',
              input: { command: 'tail -f app.log', description: 'Watch' },
            },
          ],
        },
      }),
    );
    s.consume(
      system('task_started', {
        task_id: 'm1',
        tool_use_id: 'toolu_m',
        description: 'Watch',
        is_backgrounded: true,
        task_type: 'monitor',
      }),
    );
    const row = s.toolEntries.find((t) => t.id === 'toolu_m')!;
    expect([row.agent?.state, row.agent?.doing]).toEqual(['running', 'in the background']);
    expect(s.background.map((t) => [t.kind, t.state])).toEqual([['monitor', 'running']]);
    s.consume(
      system('task_notification', {
        task_id: 'm1',
        tool_use_id: 'toolu_m',
        status: 'completed',
        summary: 'Watch',
      }),
    );
    expect(row.agent?.state).not.toBe('running');
    expect(s.backgroundRunning).toBe(0);
  });

  it("2.1.197's task_started has no is_backgrounded: the call's run_in_background tells", () => {
    const s = new Session('/p');
    s.consume(bash('toolu_2', { command: 'npm run watch', run_in_background: true }));
    s.consume(system('task_started', { task_id: 'b2', tool_use_id: 'toolu_2', task_type: 'local_bash' }));
    s.consume(bash('toolu_3', { command: 'ls' }));
    s.consume(system('task_started', { task_id: 'b3', tool_use_id: 'toolu_3', task_type: 'local_bash' }));
    expect(s.background.map((t) => t.what)).toEqual(['npm run watch']);
  });
});
