// The session model: changed files, messages that render nothing, cost and usage, approvals and API
// notices. Fed with real CLI recordings and hand-written message sequences; one test per rule.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Session } from '../src/session/model/session';
import type { Entry } from '../src/session/model/types';
import {
  assistant,
  assistants,
  editTurn,
  fixtureMessages,
  FIXTURES,
  kinds,
  notices,
  plain,
  played,
  PROJECT,
  result,
  send,
} from './support/session';

describe('changed files', () => {
  it('records an allowed Write: a created file with an empty patch counts its content lines (write fixture)', () => {
    const s = played('write');
    expect([...s.changedFiles.values()]).toEqual([
      { path: `${PROJECT}/hello.txt`, additions: 3, deletions: 0, firstLine: 1, edits: 1 },
    ]);
  });

  it('records nothing when the editing tool fails or is denied (write-denied fixture + hand-written)', () => {
    const raw = fixtureMessages('write-denied');
    const denial = raw.find((m) => m.type === 'user');
    expect(denial.message.content[0].is_error).toBe(true); // the recording holds a real denial
    const s = played('write-denied');
    expect(s.changedFiles.size).toBe(0);
    expect(s.toolEntries).toHaveLength(1);
    expect(s.toolEntries[0]).toMatchObject({ name: 'Write', state: 'error', result: 'The user denied this tool use.' });

    const h = new Session(PROJECT);
    editTurn(
      h,
      'Edit',
      { file_path: '/p/x.ts', old_string: 'a', new_string: 'b' },
      { filePath: '/p/x.ts', structuredPatch: [{ oldStart: 1, newStart: 1, lines: ['-a', '+b'] }] },
      true,
    );
    expect(h.changedFiles.size).toBe(0);
    expect(h.toolEntries[0].state).toBe('error');
  });

  it("a kept buffer's warning goes right under the edit it is about, though the reply went on meanwhile", () => {
    const s = new Session(PROJECT);
    editTurn(
      s,
      'Edit',
      { file_path: '/p/x.ts', old_string: 'a', new_string: 'b' },
      { filePath: '/p/x.ts', structuredPatch: [{ oldStart: 1, newStart: 1, lines: ['-a', '+b'] }] },
    );
    send(s, assistant('msg_after', [{ type: 'text', text: 'Changed it.' }]));
    s.addUnsavedConflict('/p/x.ts');
    expect(kinds(s)).toEqual(['tool', 'notice', 'assistant']);
    expect(s.entries[1]).toMatchObject({ kind: 'notice', tone: 'warning', unsavedFile: '/p/x.ts' });
  });

  it('counts an Edit from its structuredPatch and ignores non-editing tools (edit fixture)', () => {
    const s = played('edit');
    expect(s.toolEntries.map((t) => [t.name, t.state])).toEqual([
      ['Read', 'done'],
      ['Edit', 'done'],
    ]);
    expect([...s.changedFiles.values()]).toEqual([
      { path: `${PROJECT}/app.ts`, additions: 2, deletions: 1, firstLine: 1, edits: 1 },
    ]);
  });

  it('counts each created file of a multi-tool message separately (multi fixture)', () => {
    const s = played('multi');
    expect(
      Object.fromEntries([...s.changedFiles].map(([file, c]) => [path.basename(file), [c.additions, c.deletions]])),
    ).toEqual({ 'a.txt': [1, 0], 'b.txt': [2, 0] });
  });

  it('takes additions/deletions from tool_use_result when present, also inside gitDiff, over the patch', () => {
    const patch = [{ oldStart: 1, oldLines: 1, newStart: 1, newLines: 1, lines: ['-x', '+y'] }];
    const s = new Session(PROJECT);
    editTurn(
      s,
      'Edit',
      { file_path: '/p/top.ts' },
      { filePath: '/p/top.ts', structuredPatch: patch, additions: 7, deletions: 4 },
    );
    editTurn(
      s,
      'Edit',
      { file_path: '/p/git.ts' },
      { filePath: '/p/git.ts', structuredPatch: patch, gitDiff: { additions: 5, deletions: 2, patch: '' } },
    );
    expect(s.changedFiles.get('/p/top.ts')).toMatchObject({ additions: 7, deletions: 4 });
    expect(s.changedFiles.get('/p/git.ts')).toMatchObject({ additions: 5, deletions: 2 });
  });

  it('counts structuredPatch +/- lines, skipping "\\ No newline" markers, and finds the first changed line', () => {
    const s = new Session(PROJECT);
    editTurn(
      s,
      'Edit',
      { file_path: '/p/a.ts' },
      {
        filePath: '/p/a.ts',
        structuredPatch: [
          {
            oldStart: 10,
            oldLines: 2,
            newStart: 10,
            newLines: 3,
            lines: [' keep', '\\ No newline at end of file', '-old', '\\ No newline at end of file', '+new', '+more'],
          },
          { oldStart: 40, oldLines: 1, newStart: 41, newLines: 0, lines: ['-gone'] },
        ],
      },
    );
    expect(s.changedFiles.get('/p/a.ts')).toEqual({
      path: '/p/a.ts',
      additions: 2,
      deletions: 2,
      firstLine: 11,
      edits: 1,
    });
  });

  it('counts the content lines of a Write create with an empty patch, and adds up edits of one file', () => {
    const s = new Session(PROJECT);
    editTurn(
      s,
      'Write',
      { file_path: '/p/n.txt', content: 'a\nb' },
      { type: 'create', filePath: '/p/n.txt', content: 'a\nb', structuredPatch: [], originalFile: null },
    );
    expect(s.changedFiles.get('/p/n.txt')).toEqual({
      path: '/p/n.txt',
      additions: 2,
      deletions: 0,
      firstLine: 1,
      edits: 1,
    });
    editTurn(
      s,
      'Edit',
      { file_path: '/p/n.txt' },
      { filePath: '/p/n.txt', structuredPatch: [{ oldStart: 2, newStart: 2, lines: ['-b', '+B'] }] },
    );
    expect(s.changedFiles.get('/p/n.txt')).toEqual({
      path: '/p/n.txt',
      additions: 3,
      deletions: 1,
      firstLine: 1,
      edits: 2,
    });
  });

  it("leaves out files in the CLI's own directory (its plan file): neither a changed file nor the turn's", () => {
    const s = new Session(PROJECT, null, '/home/u/.claude');
    s.markSent(s.addUser('plan it'));
    const plan = '/home/u/.claude/plans/note-from-the-editor.md';
    editTurn(
      s,
      'Write',
      { file_path: plan, content: '# Plan' },
      { type: 'create', filePath: plan, content: '# Plan', structuredPatch: [], originalFile: null },
    );
    // A sibling directory whose name starts the same is no part of it.
    editTurn(
      s,
      'Write',
      { file_path: '/home/u/.claude-notes/n.md', content: 'n' },
      { type: 'create', filePath: '/home/u/.claude-notes/n.md', content: 'n', structuredPatch: [], originalFile: null },
    );
    expect([...s.changedFiles.keys()]).toEqual(['/home/u/.claude-notes/n.md']);
    expect(s.turns.flatMap((t) => [...t.files.keys()])).toEqual(['/home/u/.claude-notes/n.md']);
  });
});

describe('messages without a transcript entry', () => {
  const snapshot = (s: Session) => s.entries.map((e: Entry) => `${e.key}@${e.version}`).join(',');

  it('renders nothing for rate_limit_event, system status/thinking_tokens/commands_changed/mcp_status', () => {
    const s = played('text');
    const before = snapshot(s);
    send(
      s,
      { type: 'rate_limit_event', rate_limit_info: { status: 'allowed' }, uuid: 'u', session_id: 's' },
      { type: 'system', subtype: 'status', status: 'requesting', uuid: 'u', session_id: 's' },
      { type: 'system', subtype: 'thinking_tokens', estimated_tokens: 12, uuid: 'u', session_id: 's' },
      { type: 'system', subtype: 'commands_changed', commands: [], uuid: 'u', session_id: 's' },
      { type: 'system', subtype: 'mcp_status', servers: [], uuid: 'u', session_id: 's' },
    );
    expect(snapshot(s)).toBe(before);
    expect(s.ignored.size).toBe(0);
  });

  it('turns system:permission_denied of a call it does not show into an error notice: the first sentence', () => {
    const s = new Session(PROJECT);
    send(s, {
      type: 'system',
      subtype: 'permission_denied',
      tool_name: 'Bash',
      tool_use_id: 't',
      message: 'Blocked by a deny rule. IMPORTANT: you may try another way.\nMore for the model.',
      uuid: 'u',
      session_id: 's',
    });
    expect(notices(s)).toEqual([
      expect.objectContaining({ tone: 'error', text: 'Bash denied without asking: Blocked by a deny rule.' }),
    ]);
  });

  it('counts unknown types in session.ignored and adds no entry; the real recordings have none', () => {
    const s = new Session(PROJECT);
    send(s, { type: 'brand_new_thing' }, { type: 'brand_new_thing' }, { type: 'system', subtype: 'brand_new_subtype' });
    expect(s.entries).toHaveLength(0);
    expect(Object.fromEntries(s.ignored)).toEqual({ brand_new_thing: 2, 'system:brand_new_subtype': 1 });

    for (const name of fs.readdirSync(FIXTURES).filter((f) => f.endsWith('.jsonl'))) {
      const r = played(name.replace(/\.jsonl$/, ''));
      expect([name, Object.fromEntries(r.ignored)]).toEqual([name, {}]);
    }
  });
});

describe('cost and usage', () => {
  it('takes result.total_cost_usd as cumulative: the latest value, never a sum', () => {
    const s = new Session(PROJECT);
    send(s, result({ total_cost_usd: 0.01 }), result({ total_cost_usd: 0.03 }));
    expect(s.costUsd).toBe(0.03);

    const raw = fixtureMessages('sample-stream').filter((m) => m.type === 'result');
    expect(raw).toHaveLength(3);
    const costs = raw.map((m) => m.total_cost_usd as number);
    const r = played('sample-stream');
    expect(r.costUsd).toBe(costs[2]);
    expect(r.costUsd).toBeLessThan(costs.reduce((a, b) => a + b, 0));
  });

  it('counts input tokens as input + cache read + cache creation of the latest result', () => {
    const s = new Session(PROJECT);
    send(
      s,
      result({
        usage: { input_tokens: 100, cache_read_input_tokens: 20, cache_creation_input_tokens: 3, output_tokens: 9 },
      }),
    );
    expect(s.usage).toEqual({ inputTokens: 123, outputTokens: 9 });

    const usage = fixtureMessages('text').find((m) => m.type === 'result').usage;
    const t = played('text');
    expect(t.usage).toEqual({
      inputTokens: usage.input_tokens + usage.cache_read_input_tokens + usage.cache_creation_input_tokens,
      outputTokens: usage.output_tokens,
    });
    expect(t.usage.inputTokens).toBeGreaterThan(usage.input_tokens); // the fake model reports cache tokens
  });

  it("adds up the tokens of every result (each is that turn's), beside the cumulative cost (sample-stream fixture)", () => {
    const s = new Session(PROJECT);
    send(
      s,
      result({
        usage: { input_tokens: 100, cache_read_input_tokens: 20, cache_creation_input_tokens: 3, output_tokens: 9 },
      }),
      result({ usage: { input_tokens: 10, output_tokens: 1 } }),
      result({ usage: { input_tokens: 'x', output_tokens: null } }),
    );
    expect(s.usage).toEqual({ inputTokens: 133, outputTokens: 10 });

    const raw = fixtureMessages('sample-stream').filter((m) => m.type === 'result');
    const sum = (f: (u: any) => number) => raw.reduce((n, m) => n + f(m.usage), 0);
    const r = played('sample-stream');
    expect(r.usage).toEqual({
      inputTokens: sum((u) => u.input_tokens + u.cache_read_input_tokens + u.cache_creation_input_tokens),
      outputTokens: sum((u) => u.output_tokens),
    });
    expect(r.usage.inputTokens).toBe(640);
    // The CLI's own per-model figures are cumulative too: they agree.
    const model = Object.values(raw[2].modelUsage as Record<string, any>)[0];
    expect(r.usage.inputTokens).toBe(model.inputTokens + model.cacheReadInputTokens + model.cacheCreationInputTokens);
    expect(r.usage.outputTokens).toBe(model.outputTokens);
  });
});

describe('how a turn ended', () => {
  const stopped = {
    subtype: 'error_during_execution',
    is_error: true,
    result: undefined,
    errors: ['[ede_diagnostic] result_type=user last_content_type=n/a stop_reason=null'],
  };

  it('an interrupt the host sent: "Interrupted", without the CLI\'s diagnostics', () => {
    const s = new Session(PROJECT);
    s.markSent(s.addUser('go'));
    s.markInterrupting();
    send(s, result(stopped));
    expect(notices(s).map((n) => [n.text, n.tone])).toEqual([['Interrupted', 'info']]);
  });

  it("a turn that stopped on its own keeps the CLI's words; an old interrupt does not carry over to the next turn", () => {
    const s = new Session(PROJECT);
    s.markSent(s.addUser('go'));
    s.markInterrupting();
    send(s, result()); // the turn ended before the interrupt took effect
    s.markSent(s.addUser('again'));
    send(s, result(stopped), result({ subtype: 'error_max_turns', is_error: true, errors: ['max turns'] }));
    expect(notices(s).map((n) => n.text)).toEqual([
      'Turn stopped: [ede_diagnostic] result_type=user last_content_type=n/a stop_reason=null',
      'Stopped: too many turns: max turns',
    ]);
  });

  it('not logged in: the advice names what to run in a terminal, once (the assistant error and the result)', () => {
    const s = new Session(PROJECT);
    send(
      s,
      {
        ...assistant('a1', [{ type: 'text', text: 'Not logged in · Please run /login' }]),
        error: 'authentication_failed',
      },
      result({ is_error: true, result: 'Not logged in · Please run /login' }),
    );
    expect(notices(s).map((n) => [n.text, n.tone])).toEqual([
      [
        'Claude Code is not logged in.\nTo log in, run `claude` in a terminal, then /login there, or set ANTHROPIC_API_KEY (in your environment or in setup{ env }). Then send the prompt again.',
        'error',
      ],
    ]);
    const k = new Session(PROJECT);
    send(k, result({ is_error: true, api_error_status: 401, result: 'Invalid API key · Fix external API key' }));
    expect(notices(k)[0].text).toBe(
      'Invalid API key · Fix external API key\n' +
        'Check ANTHROPIC_API_KEY (in your environment or in setup{ env }), or unset it and log in: run `claude` in a terminal, then /login there. Then send the prompt again.',
    );
  });
});

describe('approvals and API notices', () => {
  it('marks the tool entry on addApproval and clears it on resolveApproval (write fixture)', () => {
    const seen: Array<{ toolState: unknown; pending: number; tools: number }> = [];
    const s = played('write', {
      onPermission: (prompt, session) => {
        const tool = session.toolEntries.find((t) => t.id === prompt.toolUseId);
        seen.push({
          toolState: tool?.approval?.requestId === prompt.requestId && tool.approval.toolName,
          pending: session.pendingApprovals.length,
          tools: session.toolEntries.length,
        });
      },
    });
    expect(seen).toEqual([{ toolState: 'Write', pending: 1, tools: 1 }]); // the existing entry, no second one
    expect(s.pendingApprovals).toEqual([]);
    expect(s.toolEntries).toHaveLength(1);
    expect(s.toolEntries[0].approval).toBeNull();

    // A prompt for a call the session has not seen introduces the tool entry itself.
    const h = new Session(PROJECT);
    const approval = h.addApproval({
      requestId: 'r1',
      toolName: 'Bash',
      input: { command: 'rm -rf build' },
      toolUseId: 't9',
      suggestions: [],
      description: undefined,
      decisionReason: 'asks',
    });
    expect(h.toolEntries).toEqual([expect.objectContaining({ id: 't9', summary: 'Bash: rm -rf build', approval })]);
    expect(h.resolveApproval('r1')).toBe(approval);
    expect(h.toolEntries[0].approval).toBeNull();
    expect(h.resolveApproval('r1')).toBeUndefined();
  });

  it('shows api_retry as an info notice (overloaded-once fixture)', () => {
    const s = played('overloaded-once');
    expect(kinds(s)).toEqual(['user', 'notice', 'assistant']);
    expect(notices(s)[0].tone).toBe('info');
    expect(notices(s)[0].text).toMatch(/^API error 529 \(overloaded\), retrying in \d+\.\ds \(attempt 1\/10\)$/);
    expect(assistants(s)[0].blocks.map(plain)).toEqual([{ type: 'text', text: 'Recovered after a retry.' }]);
  });

  it('shows an API error (synthetic assistant message) as one error notice, not doubled by the is_error result (api-error fixture)', () => {
    const raw = fixtureMessages('api-error');
    expect(raw.find((m) => m.type === 'result')).toMatchObject({
      is_error: true,
      result: 'API Error: 400 fake model: this request is invalid',
    });
    const s = played('api-error');
    expect(kinds(s)).toEqual(['user', 'notice']);
    expect(notices(s)[0]).toMatchObject({ tone: 'error', text: 'API Error: 400 fake model: this request is invalid' });
    expect(s.busy).toBe(false);
  });
});
