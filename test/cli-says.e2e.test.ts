// What the CLI says only when something goes wrong that the fake model cannot cause (a full disk, a model that
// refuses with no fallback) reaches the transcript through the real pipeline: the real CLI runs under
// test/fake-cli/wrap.mjs, which adds those messages to its stdout (`says`).
import { describe, expect, it } from 'vitest';
import { startChat, type ChatFixture } from './support/chat';
import { WRAP } from './support/faults';
import { closeAfterEach } from './support/screen';

let chat: ChatFixture | null = null;
closeAfterEach(
  () => [null, chat],
  () => {
    chat = null;
  },
);

const SAYS = [
  {
    type: 'system',
    subtype: 'session_writes_lost',
    error_code: 'ENOSPC',
    lost: ['transcript'],
    session_id: 's',
    uuid: 'u1',
  },
  {
    type: 'system',
    subtype: 'model_refusal_no_fallback',
    original_model: 'claude-test',
    session_id: 's',
    uuid: 'u2',
    content: 'claude-test declined to answer this prompt, and no fallback model is set.',
  },
];

describe('what the CLI says and the transcript keeps', () => {
  it('session_writes_lost warns that a resume may miss parts; model_refusal_no_fallback is a notice', async () => {
    chat = await startChat({
      setup: { command: WRAP },
      env: { FAKE_CLI_FAULTS: 'says', FAKE_CLI_SAYS: JSON.stringify(SAYS) },
    });
    await chat.nvim.command('ClaudeChat hello');
    const lines = await chat.waitForLine(
      'Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.',
      30_000,
    );
    expect(lines).toContain(
      '⚠ claude could not save parts of the conversation: resuming it may miss them (the disk is full)',
    );
    expect(lines).toContain('⚠ claude-test declined to answer this prompt, and no fallback model is set.');
  });
});
