// The CLI's newer messages in the session model (issue 14, item 8), as the CLI's schema describes them
// (2.1.332): informational lines by level, recalled memories, notifications for vim.notify, a refused
// answer taken back (model_refusal_fallback, tombstone), a new conversation (conversation_reset), a
// compaction, and what system/init says about the CLI itself.
import { describe, expect, it } from 'vitest';
import { readHistory, replayHistory } from '../src/session/history/record';
import { Session } from '../src/session/model/session';
import type { NoticeEntry } from '../src/session/model/types';

const msg = (m: Record<string, unknown>) => m as never;
const system = (subtype: string, fields: Record<string, unknown> = {}) =>
  msg({ type: 'system', subtype, session_id: 's', uuid: `u-${subtype}`, ...fields });
const notices = (s: Session) =>
  s.entries.filter((e): e is NoticeEntry => e.kind === 'notice').map((e) => [e.tone, e.text]);

describe('informational messages', () => {
  it('system/informational shows its content, a warning as a warning', () => {
    const s = new Session('/p');
    s.consume(system('informational', { content: 'Stop hook said: tests pass', level: 'notice' }));
    s.consume(system('informational', { content: 'Usage limit at 90%', level: 'warning' }));
    s.consume(system('informational', { content: '   ', level: 'info' }));
    expect(notices(s)).toEqual([
      ['info', 'Stop hook said: tests pass'],
      ['warning', 'Usage limit at 90%'],
    ]);
    expect(s.ignored.size).toBe(0);
  });

  it('memory_recall is one line naming the memories', () => {
    const s = new Session('/p');
    s.consume(
      system('memory_recall', {
        mode: 'select',
        memories: [
          { path: '/h/.claude/memory/style.md', scope: 'personal' },
          { path: '/h/.claude/memory/db.md', scope: 'team' },
        ],
      }),
    );
    expect(notices(s)).toEqual([['info', 'Recalled 2 memories: style.md, db.md']]);
  });

  it('session_writes_lost warns that a resume may be incomplete; model_refusal_no_fallback is a notice', () => {
    const s = new Session('/p');
    s.consume(
      system('session_writes_lost', { error_code: 'ENOSPC', lost: ['transcript'], transcript_session_ids: ['s'] }),
    );
    s.consume(system('session_writes_lost', { error_code: 'EDQUOT', lost: ['transcript', 'global_config'] }));
    s.consume(
      system('model_refusal_no_fallback', {
        original_model: 'claude-x',
        request_id: null,
        content: 'claude-x declined this request.',
      }),
    );
    s.consume(system('model_refusal_no_fallback', { original_model: 'claude-x', request_id: null, content: '' }));
    expect(notices(s)).toEqual([
      ['warning', 'claude could not save parts of the conversation: resuming it may miss them (the disk is full)'],
      [
        'warning',
        'claude could not save parts of the conversation: resuming it may miss them, nor changes to ' +
          '~/.claude.json (the disk quota is used up)',
      ],
      ['warning', 'claude-x declined this request.'],
      ['warning', 'claude-x declined to answer, and no other model was tried.'],
    ]);
    expect(s.ignored.size).toBe(0);
  });

  it('a notification is for vim.notify, not the transcript', () => {
    const s = new Session('/p');
    s.consume(system('notification', { key: 'k', text: 'Fast mode is off', priority: 'high', color: 'warning' }));
    expect(s.entries).toEqual([]);
    expect(s.notifications).toEqual([{ text: 'Fast mode is off', level: 'warn' }]);
  });

  it('a compaction says how far the conversation shrank; a failed one says why; compacting shows meanwhile', () => {
    const s = new Session('/p');
    s.consume(system('status', { status: 'compacting' }));
    expect(s.compacting).toBe(true);
    s.consume(system('status', { status: null, compact_result: 'success' }));
    expect(s.compacting).toBe(false);
    s.consume(
      system('compact_boundary', { compact_metadata: { trigger: 'manual', pre_tokens: 45_200, post_tokens: 2561 } }),
    );
    s.consume(
      system('status', { status: null, compact_result: 'failed', compact_error: 'Not enough messages to compact.' }),
    );
    expect(notices(s)).toEqual([
      ['info', 'Conversation compacted: 45k → 2.6k tokens'],
      ['error', 'Could not compact the conversation: Not enough messages to compact.'],
    ]);
  });

  it('system/init names the CLI version and its capabilities', () => {
    const s = new Session('/p');
    s.consume(system('init', { model: 'm', claude_code_version: '2.1.332', capabilities: ['interrupt_receipt_v1'] }));
    expect([s.info.cliVersion, s.info.capabilities]).toEqual(['2.1.332', ['interrupt_receipt_v1']]);
  });
});

describe('messages the CLI takes back', () => {
  const refused = (s: Session) => {
    s.consume(
      msg({ type: 'stream_event', uuid: 'se-1', event: { type: 'message_start', message: { id: 'msg_refused' } } }),
    );
    s.consume(
      msg({
        type: 'stream_event',
        uuid: 'se-2',
        event: { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
      }),
    );
    s.consume(
      msg({
        type: 'stream_event',
        uuid: 'se-3',
        event: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'I will not' } },
      }),
    );
    s.consume(
      msg({
        type: 'assistant',
        uuid: 'a-1',
        message: {
          id: 'msg_refused',
          content: [
            { type: 'text', text: 'I will not' },
            { type: 'tool_use', id: 'toolu_x', name: 'Bash', input: { command: 'ls' } },
          ],
        },
      }),
    );
  };

  it('model_refusal_fallback removes the refused answer and its calls, and says what happened', () => {
    const s = new Session('/p');
    s.addUser('do it');
    refused(s);
    expect(s.entries.map((e) => e.kind)).toEqual(['user', 'assistant', 'tool']);
    s.consume(
      system('model_refusal_fallback', {
        trigger: 'refusal',
        direction: 'retry',
        original_model: 'claude-a',
        fallback_model: 'claude-b',
        request_id: null,
        retracted_message_uuids: ['a-1'],
        content: 'claude-a declined; claude-b answered instead.',
      }),
    );
    expect(s.entries.map((e) => e.kind)).toEqual(['user', 'notice']);
    expect(notices(s)).toEqual([['warning', 'claude-a declined; claude-b answered instead.']]);
  });

  it('a refused answer that only streamed goes by its stream uuid; tombstone removes one message', () => {
    const s = new Session('/p');
    s.consume(
      msg({ type: 'stream_event', uuid: 'se-1', event: { type: 'message_start', message: { id: 'msg_partial' } } }),
    );
    s.consume(
      msg({
        type: 'stream_event',
        uuid: 'se-2',
        event: { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
      }),
    );
    s.consume(
      msg({
        type: 'stream_event',
        uuid: 'se-3',
        event: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'partial' } },
      }),
    );
    expect(s.entries.map((e) => e.kind)).toEqual(['assistant']);
    s.consume(msg({ type: 'tombstone', message: { uuid: 'se-1' } }));
    expect(s.entries).toEqual([]);
  });
});

describe('conversation_reset', () => {
  it('starts a new section: a notice says Claude no longer sees what is above', () => {
    const s = new Session('/p');
    s.addUser('hi');
    s.consume(
      msg({ type: 'result', subtype: 'success', total_cost_usd: 0.5, usage: { input_tokens: 100, output_tokens: 20 } }),
    );
    s.consume(
      msg({ type: 'conversation_reset', new_conversation_id: 'c2', uuid: 'u', session_id: 's', trigger: 'clear' }),
    );
    // The CLI counts the new conversation's cost from zero; the tokens shown start again with it.
    expect(s.usage).toEqual({ inputTokens: 0, outputTokens: 0 });
    expect(notices(s)).toEqual([['info', 'New conversation (/clear): Claude no longer sees what is above']]);
    expect(s.ignored.size).toBe(0);
  });
});

describe('what the host takes from the session, through its methods', () => {
  it('each notification the CLI asked for is handed out once', () => {
    const s = new Session('/p');
    s.consume(system('notification', { key: 'k', text: 'Fast mode is off' }));
    s.consume(system('notification', { key: 'k', text: 'Fast mode is on', color: 'error' }));
    expect(s.takeNotifications()).toEqual([
      { text: 'Fast mode is off', level: 'info' },
      { text: 'Fast mode is on', level: 'error' },
    ]);
    expect(s.takeNotifications()).toEqual([]);
    expect(s.notifications).toEqual([]);
  });

  it("its name: the first prompt until it has one; the CLI's or the user's; a record's only when unnamed", () => {
    const s = new Session('/p');
    expect(s.title).toBeNull();
    s.addUser('  fix   the\nbuild  ');
    expect(s.title).toBe('fix the build');
    s.consume(system('session_title_changed', { title: '  Build fix ' }));
    expect(s.title).toBe('Build fix');
    s.consume(system('session_title_changed', { title: '   ' }));
    s.setTitle('');
    expect(s.title).toBe('Build fix');
    const seen: string[] = [];
    s.onChange(() => seen.push(s.info.title ?? ''));
    s.setTitle('Mine');
    expect([s.title, seen]).toEqual(['Mine', ['Mine']]);
    const record = (title: string) => readHistory(JSON.stringify({ type: 'custom-title', customTitle: title }));
    replayHistory(s, record('Recorded'));
    expect(s.title).toBe('Mine');
    const fresh = new Session('/p');
    replayHistory(fresh, record('Recorded'));
    expect(fresh.title).toBe('Recorded');
  });
});
