// The session model's sub-agents (issue 14): messages whose parent_tool_use_id is an Agent/Task call become
// that call's children; the main turn's result does not end a sub-agent that runs on in the background;
// task_* messages give the call its progress, and its end ends the calls the sub-agent left running.
import { describe, expect, it } from 'vitest';
import { Session } from '../src/session/model/session';
import type { ToolEntry } from '../src/session/model/types';

const TASK = 'toolu_task';
const msg = (m: Record<string, unknown>) => m as never;
const assistant = (content: unknown[], parent: string | null = null, id = `msg_${Math.random()}`) =>
  msg({ type: 'assistant', parent_tool_use_id: parent, message: { id, content } });
const toolResult = (id: string, text: string, parent: string | null = null) =>
  msg({
    type: 'user',
    parent_tool_use_id: parent,
    message: { content: [{ type: 'tool_result', tool_use_id: id, content: text }] },
  });
const system = (subtype: string, fields: Record<string, unknown>) => msg({ type: 'system', subtype, ...fields });

function started(): { s: Session; task: ToolEntry } {
  const s = new Session('/p');
  s.consume(
    assistant([{ type: 'tool_use', id: TASK, name: 'Task', input: { description: 'Look around', prompt: 'go' } }]),
  );
  s.consume(system('task_started', { task_id: 't1', tool_use_id: TASK, description: 'Look around' }));
  s.consume(toolResult(TASK, 'Async agent launched successfully.'));
  return { s, task: s.entries.find((e): e is ToolEntry => e.kind === 'tool')! };
}

describe('sub-agents', () => {
  it("a sub-agent's text and tool calls are its Task call's children, not transcript entries", () => {
    const { s, task } = started();
    s.consume(
      assistant(
        [
          { type: 'text', text: 'Sub-agent reading.' },
          { type: 'tool_use', id: 'toolu_read', name: 'Read', input: { file_path: '/p/a.ts' } },
        ],
        TASK,
      ),
    );
    expect(s.entries.map((e) => e.kind)).toEqual(['tool']);
    expect(task.children.map((c) => c.kind)).toEqual(['assistant', 'tool']);
    const version = task.version;
    s.consume(toolResult('toolu_read', '1\tconst a = 1;', TASK));
    expect((task.children[1] as ToolEntry).state).toBe('done');
    expect(task.version).toBeGreaterThan(version); // a child's change re-renders its call
  });

  it("the main turn's result leaves a background sub-agent's running call running; its result still lands", () => {
    const { s, task } = started();
    s.consume(assistant([{ type: 'tool_use', id: 'toolu_read', name: 'Read', input: { file_path: '/p/a.ts' } }], TASK));
    s.consume(msg({ type: 'result', subtype: 'success', total_cost_usd: 0.01, usage: {} }));
    const read = task.children[0] as ToolEntry;
    expect(read.state).toBe('running');
    s.consume(toolResult('toolu_read', 'one line', TASK));
    expect([read.state, read.result]).toEqual(['done', 'one line']);
  });

  it('task_progress and task_notification: what it does, then how it ended; its end ends what it left running', () => {
    const { s, task } = started();
    s.consume(assistant([{ type: 'tool_use', id: 'toolu_bash', name: 'Bash', input: { command: 'sleep 9' } }], TASK));
    s.consume(
      system('task_progress', {
        task_id: 't1',
        tool_use_id: TASK,
        description: 'Running sleep',
        usage: { total_tokens: 120, tool_uses: 1, duration_ms: 400 },
      }),
    );
    expect(task.agent).toMatchObject({
      state: 'running',
      doing: 'Running sleep',
      toolUses: 1,
      tokens: 120,
      durationMs: 400,
    });
    s.consume(
      system('task_notification', {
        task_id: 't1',
        tool_use_id: TASK,
        status: 'failed',
        summary: 'Gave up.',
        usage: { total_tokens: 130, tool_uses: 1, duration_ms: 900 },
      }),
    );
    expect(task.agent).toMatchObject({ state: 'error', doing: 'Gave up.', tokens: 130, durationMs: 900 });
    expect((task.children[0] as ToolEntry).state).toBe('error');
  });
});

describe('a turn the CLI starts by itself', () => {
  const result = () => msg({ type: 'result', subtype: 'success', total_cost_usd: 0.01, usage: {} });

  it('is a running turn; its result does not end the turn of a prompt sent meanwhile, which runs to its own', () => {
    const s = new Session('/p');
    s.markSent(s.addUser('go'));
    s.consume(assistant([{ type: 'text', text: 'An agent is on it.' }], null, 'msg_first'));
    s.consume(result());
    // The background agent reported back: Claude goes on by itself.
    s.consume(assistant([{ type: 'text', text: 'The agent found it.' }], null, 'msg_self'));
    expect(s.busy).toBe(true);
    const prompt = s.addUser('then this');
    s.markSent(prompt);
    s.consume(result());
    expect(s.turns.map((t) => [t.prompt.text, t.done])).toEqual([
      ['go', true],
      ['then this', false],
    ]);
    expect(s.busy).toBe(true);
    // The prompt's own reply is not taken for another turn the CLI started by itself.
    s.consume(assistant([{ type: 'text', text: 'Answered.' }], null, 'msg_answer'));
    const goesOn = s.entries.filter((e) => e.kind === 'notice' && e.text.startsWith('Claude goes on by itself'));
    expect(goesOn).toHaveLength(1);
    s.consume(result());
    expect(s.turns.map((t) => [t.prompt.text, t.done])).toEqual([
      ['go', true],
      ['then this', true],
    ]);
    expect(s.busy).toBe(false);
  });

  it("begins with the CLI's system/init, before Claude writes a word; the init of a prompt's turn begins nothing", () => {
    const s = new Session('/p');
    s.markSent(s.addUser('go'));
    s.consume(system('init', { session_id: 's1', tools: [] }));
    expect(s.entries.filter((e) => e.kind === 'notice')).toEqual([]);
    s.consume(result());
    expect(s.busy).toBe(false);
    s.consume(system('init', { session_id: 's1', tools: [] }));
    expect(s.busy).toBe(true);
    // Said once, before its reply.
    s.consume(assistant([{ type: 'text', text: 'The agent found it.' }], null, 'msg_self'));
    const notices = s.entries.filter((e) => e.kind === 'notice').map((e) => (e as { text: string }).text);
    expect(notices).toEqual(['Claude goes on by itself (a task it started in the background reported back)']);
    expect(s.entries.at(-1)?.kind).toBe('assistant');
  });
});
