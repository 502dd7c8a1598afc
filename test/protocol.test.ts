// parseLine: each stdout line of the CLI checked and sorted by what the host must do with it. A line that is
// not a CLI message says why; a control envelope it cannot use is answered or ignored, never trusted.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseLine, type PermissionPrompt, type PermissionUpdate } from '../src/cli/protocol/inbound';
import { permissionAnswer } from '../src/cli/protocol/outbound';

const line = (value: unknown) => JSON.stringify(value);
const canUseTool = (request: Record<string, unknown>, id: unknown = 'r1') =>
  line({ type: 'control_request', request_id: id, request: { subtype: 'can_use_tool', ...request } });

describe('parseLine: lines that are not CLI messages', () => {
  it('a blank line is nothing', () => {
    expect(parseLine('')).toBeNull();
    expect(parseLine('  \t')).toBeNull();
  });

  it('says what the line is instead', () => {
    expect(parseLine('Warning: not JSON')).toMatchObject({
      kind: 'invalid',
      line: 'Warning: not JSON',
      reason: expect.stringContaining('JSON'),
    });
    const reasons = [
      '[1,2]',
      '42',
      '"text"',
      'null',
      'true',
      '{}',
      '{"type":7}',
      '{"type":null}',
      '{"type":{"a":1}}',
    ].map((l) => {
      const p = parseLine(l);
      return p?.kind === 'invalid' ? p.reason : p?.kind;
    });
    expect(reasons).toEqual([
      'an array, not a JSON object',
      'a number, not a JSON object',
      'a string, not a JSON object',
      'null, not a JSON object',
      'a boolean, not a JSON object',
      'a JSON object without a "type"',
      'its "type" is a number, not a string',
      'its "type" is null, not a string',
      'its "type" is an object, not a string',
    ]);
  });
});

describe('parseLine: messages', () => {
  it('passes any object with a string type on, fields unchecked (the session checks those)', () => {
    const m = { type: 'assistant', message: null, parent_tool_use_id: null };
    expect(parseLine(line(m))).toEqual({ kind: 'message', message: m });
    expect(parseLine(line({ type: 'some_future_type' }))).toEqual({
      kind: 'message',
      message: { type: 'some_future_type' },
    });
    expect(parseLine(line({ type: 'keep_alive' }))).toEqual({ kind: 'keep_alive' });
  });
});

describe('parseLine: control envelopes', () => {
  it('a can_use_tool request becomes a permission prompt', () => {
    const suggestions = [
      {
        type: 'addRules',
        rules: [{ toolName: 'Bash', ruleContent: 'npm test' }],
        behavior: 'allow',
        destination: 'localSettings',
      },
    ];
    expect(
      parseLine(
        canUseTool({
          tool_name: 'Bash',
          input: { command: 'npm test' },
          tool_use_id: 't1',
          permission_suggestions: suggestions,
          description: 'Run tests',
          decision_reason: 'asks',
          title: 'Run the tests',
          default_to_no: 'yes',
        }),
      ),
    ).toEqual({
      kind: 'permission',
      // The CLI's words are kept; a flag that is not `true` is not set.
      prompt: {
        requestId: 'r1',
        toolName: 'Bash',
        input: { command: 'npm test' },
        toolUseId: 't1',
        suggestions,
        description: 'Run tests',
        decisionReason: 'asks',
        title: 'Run the tests',
      },
    });
    expect(parseLine(canUseTool({ tool_name: 'Read', input: {}, tool_use_id: 5, description: null }))).toMatchObject({
      kind: 'permission',
      prompt: { toolUseId: undefined, suggestions: [], description: undefined, decisionReason: undefined },
    });
  });

  it('keeps only the suggestions the CLI would take back', () => {
    const good: PermissionUpdate[] = [
      { type: 'addRules', rules: [{ toolName: 'Edit' }], behavior: 'allow', destination: 'session' },
      { type: 'replaceRules', rules: [], behavior: 'ask', destination: 'userSettings' },
      {
        type: 'removeRules',
        rules: [{ toolName: 'Bash', ruleContent: 'rm' }],
        behavior: 'deny',
        destination: 'projectSettings',
      },
      { type: 'setMode', mode: 'acceptEdits', destination: 'session' },
      { type: 'addDirectories', directories: ['/src'], destination: 'cliArg' },
      { type: 'removeDirectories', directories: [], destination: 'localSettings' },
    ];
    const bad = [
      null,
      'addRules',
      [],
      { type: 'addRules', rules: [{ toolName: 'Edit' }], behavior: 'allow' },
      { type: 'addRules', rules: [{ toolName: 'Edit' }], behavior: 'allow', destination: 'elsewhere' },
      { type: 'addRules', rules: [{ toolName: 3 }], behavior: 'allow', destination: 'session' },
      { type: 'addRules', rules: [{ toolName: 'Bash', ruleContent: null }], behavior: 'allow', destination: 'session' },
      { type: 'addRules', rules: 'Bash', behavior: 'allow', destination: 'session' },
      { type: 'addRules', rules: [], behavior: 'maybe', destination: 'session' },
      { type: 'setMode', mode: 'yolo', destination: 'session' },
      { type: 'addDirectories', directories: [1], destination: 'session' },
      { type: 'grantEverything', destination: 'session' },
    ];
    const parsed = parseLine(canUseTool({ tool_name: 'Edit', input: {}, permission_suggestions: [...bad, ...good] }));
    expect(parsed).toMatchObject({ kind: 'permission', prompt: { suggestions: good } });
    expect(
      parseLine(canUseTool({ tool_name: 'Edit', input: {}, permission_suggestions: { type: 'setMode' } })),
    ).toMatchObject({ prompt: { suggestions: [] } });
  });

  it('a request it cannot read or does not serve is refused, saying why, so the CLI does not wait', () => {
    expect(parseLine(canUseTool({ tool_name: null, input: null }, 'weird-1'))).toEqual({
      kind: 'control_request',
      requestId: 'weird-1',
      refusal: 'claude-chat.nvim could not read this can_use_tool request: "tool_name" is null, not a string',
    });
    expect(parseLine(canUseTool({ tool_name: 'Bash', input: ['ls'] }))).toMatchObject({
      refusal: expect.stringMatching(/"input" is an array, not an object$/),
    });
    expect(
      parseLine(line({ type: 'control_request', request_id: 'r2', request: { subtype: 'request_user_dialog' } })),
    ).toEqual({
      kind: 'control_request',
      requestId: 'r2',
      refusal: 'claude-chat.nvim does not handle request_user_dialog',
    });
    // A hook the host registered (src/cli/process/launch.ts) is run; one that names no callback is refused.
    expect(
      parseLine(
        line({
          type: 'control_request',
          request_id: 'r4',
          request: { subtype: 'hook_callback', callback_id: 'x', input: { a: 1 } },
        }),
      ),
    ).toEqual({ kind: 'hook_callback', requestId: 'r4', callbackId: 'x', input: { a: 1 } });
    expect(
      parseLine(line({ type: 'control_request', request_id: 'r5', request: { subtype: 'hook_callback' } })),
    ).toEqual({
      kind: 'control_request',
      requestId: 'r5',
      refusal: 'claude-chat.nvim could not read this hook_callback',
    });
    for (const request of [undefined, null, {}, { subtype: 4 }]) {
      expect(parseLine(line({ type: 'control_request', request_id: 'r3', request }))).toEqual({
        kind: 'control_request',
        requestId: 'r3',
        refusal: 'claude-chat.nvim could not read this control request: it has no "subtype"',
      });
    }
  });

  it('responses and cancellations settle the request they name', () => {
    expect(
      parseLine(
        line({
          type: 'control_response',
          response: { subtype: 'success', request_id: 'nvim-1', response: { commands: [] } },
        }),
      ),
    ).toEqual({
      kind: 'control_response',
      requestId: 'nvim-1',
      ok: true,
      response: { commands: [] },
      error: undefined,
    });
    expect(
      parseLine(line({ type: 'control_response', response: { subtype: 'error', request_id: 'nvim-2', error: 'no' } })),
    ).toEqual({ kind: 'control_response', requestId: 'nvim-2', ok: false, response: undefined, error: 'no' });
    expect(
      parseLine(
        line({ type: 'control_response', response: { subtype: 'error', request_id: 'nvim-3', error: { code: 1 } } }),
      ),
    ).toMatchObject({ ok: false, error: undefined });
    expect(parseLine(line({ type: 'control_cancel_request', request_id: 'r1' }))).toEqual({
      kind: 'control_cancel',
      requestId: 'r1',
    });
  });

  it('an envelope naming no request is ignored: there is nothing to answer, settle or cancel', () => {
    expect(parseLine(canUseTool({ tool_name: 'Bash', input: {} }, 7))).toEqual({
      kind: 'ignored',
      reason: 'a control_request without a request_id',
    });
    for (const response of [undefined, null, 'ok', { subtype: 'success' }, { subtype: 'success', request_id: 1 }]) {
      expect(parseLine(line({ type: 'control_response', response }))).toEqual({
        kind: 'ignored',
        reason: 'a control_response without a request_id',
      });
    }
    expect(parseLine(line({ type: 'control_cancel_request' }))).toEqual({
      kind: 'ignored',
      reason: 'a control_cancel_request without a request_id',
    });
  });
});

describe('parseLine on what the real CLI printed (the recorded fixtures)', () => {
  const fixtures = path.join(__dirname, 'fixtures');
  const recorded = [
    ...fs
      .readdirSync(fixtures)
      .filter((f) => f.endsWith('.jsonl'))
      .map((f) => fs.readFileSync(path.join(fixtures, f), 'utf8')),
    zlib
      .gunzipSync(fs.readFileSync(path.join(__dirname, '..', 'bench', 'fixtures', 'large-turn.jsonl.gz')))
      .toString('utf8'),
  ]
    .flatMap((text) => text.split('\n'))
    .filter((l) => l.trim() !== '');

  it('every line is a message, a prompt, the answer to initialize or a keep-alive; every suggestion passes the checks', () => {
    const strays: string[] = [];
    let prompts = 0;
    for (const l of recorded) {
      const p = parseLine(l)!;
      if (p.kind === 'permission') {
        prompts++;
        expect(p.prompt.suggestions).toEqual(JSON.parse(l).request.permission_suggestions ?? []);
      } else if (!(p.kind === 'message' || p.kind === 'keep_alive' || (p.kind === 'control_response' && p.ok))) {
        strays.push(`${p.kind}: ${l.slice(0, 120)}`);
      }
    }
    expect(prompts).toBeGreaterThan(0);
    expect(strays).toEqual([]);
  });
});

describe('permissionAnswer: an answer the plugin gave by itself says so to a CLI that names the word', () => {
  const prompt = { requestId: 'r1', toolName: 'Write', input: { file_path: 'a.txt' } } as unknown as PermissionPrompt;
  const said = (version: string | null, byConfig = true) =>
    [
      permissionAnswer(prompt, { behavior: 'allow', byConfig }, version),
      permissionAnswer(prompt, { behavior: 'deny', message: 'no', byConfig }, version),
    ].map((a) => (a as { decisionClassification?: string }).decisionClassification);

  it("2.1.337 and newer: 'config', for an allow and a denial alike", () => {
    for (const v of ['2.1.337', '2.1.340', '2.2.0', '3.0.1', '2.1.337 (Claude Code)']) {
      expect(said(v), v).toEqual(['config', 'config']);
    }
  });

  it('an older CLI, or one whose version is not known (yet): nothing', () => {
    for (const v of ['2.1.336', '2.1.332', '2.1.197', '1.9.999', 'dev', '', null]) {
      expect(said(v), String(v)).toEqual([undefined, undefined]);
    }
  });

  it("a person's answer: nothing, whatever the CLI", () => {
    expect(said('2.1.337', false)).toEqual([undefined, undefined]);
  });
});
