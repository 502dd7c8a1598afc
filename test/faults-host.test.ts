// Errors inside the host must not end it: an error nothing catches (the process-level handlers of
// src/main.ts), a transcript render that throws, and a view that Neovim refuses for a while (the catches
// around the frame flush in src/host/chat.ts). Real headless Neovim with the plugin; the real CLI, or
// test/fake-cli/scripted.mjs for output the real CLI does not produce.
import { afterEach, describe, expect, it } from 'vitest';
import { SCRIPTED, startFaultChat, type FaultChat } from './support/faults';
import { typeKeys } from './support/keys';
import { waitFor } from './support/wait';

let chat: FaultChat | null = null;
afterEach(async () => { const c = chat; chat = null; await c?.close(); });

describe('the host survives its own errors', () => {
  it('an error nothing catches (a CLI answering `initialize` with a null command): said once, and the session goes on', async () => {
    // The controller's start-up code throws on the null entry, in a promise nobody awaits: only the
    // process-level handlers stand between it and the end of the host.
    chat = await startFaultChat({ command: SCRIPTED, env: { FAKE_CLI_INIT_COMMANDS: '[null]' } });
    await chat.nvim.command('ClaudeChat');
    await chat.waitForNotice(/internal error \(the session goes on\)/);
    expect(chat.log()).toMatch(/error uncaught: TypeError/);
    await chat.nvim.command('ClaudeChat still there? [script:text:still here after the error]');
    await chat.waitForLine('still here after the error');
    await chat.waitForLine('still there? [script:text:still here after the error]');
    const notices = (await chat.notices()).map((n) => n.msg);
    expect(notices.filter((m) => /internal error/.test(m))).toHaveLength(1);
    expect(notices.filter((m) => /host exited/.test(m))).toEqual([]);
  });

  it('malformed permission suggestions from the CLI: contained where rendering fails, the host goes on, the transcript catches up', async () => {
    // Rendering this approval throws (its choices come from the suggestions: a null entry, rules that are not
    // a list). The frame flush must contain that: logged, no uncaught error, no end of the host. (Today the
    // approval cannot be shown, nor answered by a key or :ClaudeDeny, which need it drawn: the user gets out
    // with :ClaudeInterrupt. Were the suggestions validated, nothing would throw and this still holds.)
    chat = await startFaultChat({ command: SCRIPTED });
    await chat.nvim.command('ClaudeChat go [script:badgrants]');
    await waitFor(async () => (await chat!.status()).pendingApprovals === 1, { message: 'the approval to wait' });
    await chat.lua(`vim.rpcrequest(require('claude.host').channel(), 'drain', vim.empty_dict())`);
    await chat.nvim.command('ClaudeInterrupt');
    const lines = await chat.waitForLine('Answered: interrupted.');
    await chat.waitIdle();
    expect(lines.filter((l) => l === 'go [script:badgrants]')).toHaveLength(1);
    expect((await chat.transcript()).filter((l) => /^✗ Bash: echo grants/.test(l))).toHaveLength(1);
    expect(chat.log()).not.toMatch(/uncaught/);
    expect((await chat.notices()).filter((n) => /internal error|host exited/.test(n.msg))).toEqual([]);
    await chat.nvim.command('ClaudeChat next [script:text:next reply]');
    await chat.waitForLine('next reply');
  });

  it("a view Neovim refuses (textlock: the user's mapping waits for a key) while an answered approval shrinks the transcript: afterwards it is exact", async () => {
    chat = await startFaultChat();
    // A mapping of the user's that reads one more key: while it waits, Neovim refuses text changes (E565).
    await chat.lua(`vim.keymap.set('n', '<Space>k', function() vim.fn.getcharstr(); return '' end, { expr = true })`);
    await chat.nvim.command('ClaudeChat create it [scenario:write]');
    await chat.waitForLine('Allow Write?');
    // Denied, and at once the mapping: the frames that drop the approval's lines (and bring the reply) are refused.
    await chat.nvim.input('<Esc>:ClaudeDeny<CR><Space>k');
    await waitFor(() => /E565/.test(chat!.log()), { message: 'the refused update (E565) in the host log' });
    await waitFor(async () => (await chat!.status()).busy === false, { message: 'the turn to end' });
    await typeKeys(chat, 'z'); // the key the mapping waits for
    await chat.waitIdle();
    const lines = await chat.waitForLine('Created hello.txt.');
    expect(lines).toEqual([
      '▌ You', 'create it [scenario:write]', '',
      'I will create the file.', '',
      ...lines.slice(5, lines.indexOf('Created hello.txt.')),
      'Created hello.txt.', '',
    ]);
    const tool = lines.slice(5, lines.indexOf('Created hello.txt.'));
    expect(tool[0]).toMatch(/^✗ Write hello\.txt/);
    expect(tool.at(-1)).toBe('');
    expect(lines.filter((l) => /Allow Write\?|\[a\] allow once|accept every edit|^  \+ line/.test(l))).toEqual([]);
    // And the host goes on.
    await chat.nvim.command('ClaudeChat and after [scenario:text]');
    await chat.waitForLine('Done.');
  });
});
