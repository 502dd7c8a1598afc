// Errors inside the host must not end it: an error nothing catches (the process-level handler of
// src/main.ts), input of the wrong shape from the CLI, and a view that Neovim refuses for a while (the
// catch around the view update in src/host/frames/viewSync.ts; the one around rendering: test/view-sync.test.ts). Real headless Neovim with the plugin; the real CLI, or
// test/fake-cli/scripted.mjs for output the real CLI does not produce.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SCRIPTED, startFaultChat, type FaultChat } from './support/faults';
import { typeKeys } from './support/keys';
import { slashCommands } from './support/sessions';
import { waitFor } from './support/wait';

let chat: FaultChat | null = null;
afterEach(async () => {
  const c = chat;
  chat = null;
  await c?.close();
});

describe('the host survives its own errors', () => {
  it('errors nothing catches (one thrown, one rejected promise): said once, both logged, and the session goes on', async () => {
    // Only the process-level handler of src/main.ts stands between such an error and the end of the host.
    chat = await startFaultChat({ command: SCRIPTED, hostFaults: ['throw', 'reject'] });
    await chat.nvim.command('ClaudeChat');
    await chat.waitForNotice(/internal error \(the session goes on\)/);
    await waitFor(() => /uncaught: Error: injected fault: rejected/.test(chat!.log()), {
      message: 'the rejection in the log',
    });
    expect(chat.log()).toMatch(/uncaught: Error: injected fault: thrown/);
    await chat.nvim.command('ClaudeChat still there? [script:text:still here after the error]');
    await chat.waitForLine(/^still here after the error$/);
    const notices = (await chat.notices()).map((n) => n.msg);
    expect(notices.filter((m) => /internal error/.test(m))).toHaveLength(1);
    expect(notices.filter((m) => /host exited/.test(m))).toEqual([]);
  });

  it('the bundle users run carries no such test hook: the faults above are loaded by the test (host-faults/)', () => {
    const bundle = fs.readFileSync(path.resolve(__dirname, '..', 'rplugin', 'node', 'claude-chat.js'), 'utf8');
    expect(bundle).not.toMatch(/CLAUDE_CHAT_HOST_FAULT|injected fault/);
  });

  it('a CLI answering `initialize` with commands of the wrong shape: the ones with a name are offered, prompts go out', async () => {
    chat = await startFaultChat({ command: SCRIPTED, env: { FAKE_CLI_INIT_COMMANDS: '[null, 3, {"name": "clear"}]' } });
    await chat.nvim.command('ClaudeChat first [script:text:first reply]');
    await chat.waitForLine(/^first reply$/);
    expect(await slashCommands(chat)).toEqual(['clear']);
    expect((await chat.notices()).filter((n) => /internal error/.test(n.msg))).toEqual([]);
  });

  it('malformed permission suggestions from the CLI are left out where they arrive: the approval shows and can be answered', async () => {
    chat = await startFaultChat({ command: SCRIPTED });
    await chat.nvim.command('ClaudeChat go [script:badgrants]');
    await chat.waitForLine('  Allow Bash?');
    await chat.nvim.command('ClaudeDeny');
    const lines = await chat.waitForLine('Answered: deny.');
    // Nothing of the malformed ones is offered: no "this session" or "always" choice.
    expect(lines.filter((l) => /^ {2}\[[AS]\]/.test(l))).toEqual([]);
    expect(chat.log()).not.toMatch(/uncaught|rendering failed/);
    await chat.nvim.command('ClaudeChat next [script:text:next reply]');
    await chat.waitForLine(/^next reply$/);
  });

  it("a view Neovim refuses (textlock: the user's mapping waits for a key) while an answered approval shrinks the transcript: afterwards it is exact", async () => {
    chat = await startFaultChat();
    const DENIED = 'Nothing was written: you denied the Write.'; // the script's last words after a denial
    // A mapping of the user's that reads one more key: while it waits, Neovim refuses text changes (E565).
    await chat.lua(`vim.keymap.set('n', '<Space>k', function() vim.fn.getcharstr(); return '' end, { expr = true })`);
    await chat.nvim.command('ClaudeChat create it [scenario:write]');
    await chat.waitForLine('Allow Write?');
    // Denied, and at once the mapping: the frames that drop the approval's lines (and bring the reply) are refused.
    await chat.nvim.input('<Esc>:ClaudeDeny<CR><Space>k');
    await waitFor(() => /E565/.test(chat!.log()), { message: 'the refused update (E565) in the host log' });
    // The frames that end the turn are refused too. Neovim cannot tell (it takes none of them); what can: the
    // model got the denial and answered it (the turn's last step), and the host's log shows two more refused
    // updates since (it retries with a back-off of at most 2 s), the later one made after the reply arrived.
    await waitFor(() => chat!.model.requests.some((r) => r.scenario === 'write' && r.step === 1), {
      message: 'the model to get the denial',
    });
    const refusals = () =>
      chat!
        .log()
        .split('\n')
        .filter((l) => l.includes('view update failed')).length;
    const before = refusals();
    await waitFor(() => refusals() >= before + 2, { timeout: 10_000, message: 'two more refused updates' });
    await typeKeys(chat, 'z'); // the key the mapping waits for
    await chat.waitIdle();
    const lines = await chat.waitForLine(DENIED);
    expect(lines).toEqual([
      '▌ You #1',
      'create it [scenario:write]',
      '',
      'I will create the file.',
      '',
      ...lines.slice(5, lines.indexOf(DENIED)),
      DENIED,
      '',
    ]);
    const tool = lines.slice(5, lines.indexOf(DENIED));
    expect(tool[0]).toMatch(/^✗ Write hello\.txt/);
    expect(tool.at(-1)).toBe('');
    expect(lines.filter((l) => /Allow Write\?|\[a\] allow once|accept every edit|^  \+ line/.test(l))).toEqual([]);
    // And the host goes on.
    await chat.nvim.command('ClaudeChat and after [scenario:text]');
    await chat.waitForLine('Done.');
  });
});
