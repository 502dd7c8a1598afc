// MCP servers in the editor (issue 31, item 1): :ClaudeMcp lists the session's servers and its keys enable,
// disable and reconnect them and show their tools; a server that fails to start is a notice; MCP tool calls are
// named `server · tool`. Real Neovim, real CLI, fake model, and a real MCP server from npm
// (@modelcontextprotocol/server-everything, scripts/ensure-test-servers.sh) beside one that exits at once.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVERYTHING_BIN } from './fake-model/mcp-scenarios';
import type { ChatFixture } from './support/chat';
import { cliAtLeast } from './support/claude-env';
import { WRAP } from './support/faults';
import { mcpConnected, mcpLines, startMcpChat } from './support/mcp';
import { cliPid } from './support/sessions';
import { ROOT } from './support/nvim';
import { attachScreen, closeAfterEach, type Screen } from './support/screen';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(
  () => [screen, chat],
  () => {
    screen = chat = null;
  },
);

const waitForMcp = (c: ChatFixture, re: RegExp, message: string, timeout = 20_000) =>
  waitFor(async () => ((await mcpLines(c)) ?? []).some((l) => re.test(l)), { message, timeout });

/** Puts the cursor on the listing's line of `server`. */
const onServer = (c: ChatFixture, server: string) =>
  c.lua(
    `
  local win = vim.fn.bufwinid(vim.fn.bufnr('^claude://mcp/'))
  vim.api.nvim_set_current_win(win)
  for i, l in ipairs(vim.api.nvim_buf_get_lines(0, 0, -1, false)) do
    if l:find(' ' .. ... .. ' ', 1, true) then vim.api.nvim_win_set_cursor(win, { i, 0 }) end
  end`,
    [server],
  );

/** What vim.notify was told, from now on. */
const recordNotes = (c: ChatFixture) =>
  c.lua(`_G.notes = {}
  vim.notify = function(msg) table.insert(_G.notes, msg) end`);
const notes = (c: ChatFixture) => c.lua<string[]>('return _G.notes');

describe('MCP servers', () => {
  it(':ClaudeMcp lists each server with its source, state and tools; one that failed to start is a notice', async () => {
    chat = await startMcpChat();
    await chat.nvim.command('ClaudeChat hello');
    const lines = await chat.waitForLine(
      'Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.',
      30_000,
    );
    expect(
      lines.filter((l) => /MCP server broken failed to start: :ClaudeMcp shows why and reconnects/.test(l)),
    ).toHaveLength(1);
    await chat.nvim.command('ClaudeMcp');
    await waitForMcp(chat, /^● everything +project +connected +\d+ tools$/, 'the listing');
    const shown = (await mcpLines(chat))!;
    expect(shown[0]).toBe('t enable/disable  r reconnect  <CR> tools  R refresh  q close');
    expect(shown).toContainEqual(
      expect.stringMatching(/^✗ broken +project +failed +(MCP error -32000: )?Connection closed$/),
    );
    // Another turn re-sends the servers' states: the failure is not said again.
    await chat.nvim.command('ClaudeChat again');
    await waitFor(
      async () => (await chat!.transcript()).filter((l) => l.startsWith('Hello from the fake model')).length === 2,
      { timeout: 30_000, message: 'the second reply' },
    );
    expect((await chat.transcript()).filter((l) => l.includes('MCP server broken failed'))).toHaveLength(1);
  });

  it('t disables and enables a server, r reconnects one (a failure is said), <CR> shows its tools, q closes', async () => {
    chat = await startMcpChat();
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine('Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.', 30_000);
    await recordNotes(chat);
    const from = await chat.lua<string>('return vim.fn.bufname()');
    await chat.nvim.command('ClaudeMcp');
    await waitForMcp(chat, /^● everything .* connected/, 'the listing');
    await onServer(chat, 'everything');
    await chat.nvim.input('t');
    await waitForMcp(chat, /^○ everything +project +disabled +t enables it$/, 'everything disabled');
    await chat.nvim.input('t');
    await waitForMcp(chat, /^● everything +project +connected +\d+ tools$/, 'everything enabled again');
    await chat.nvim.input('<CR>');
    const float = await waitFor(
      () =>
        chat!.lua<string[] | null>(`
      for _, w in ipairs(vim.api.nvim_list_wins()) do
        if vim.api.nvim_win_get_config(w).relative ~= '' then
          return vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(w), 0, -1, false)
        end
      end
      return vim.NIL`),
      { message: "the tools' float" },
    );
    expect(float).toContain('everything · echo');
    await chat.nvim.input('q');
    await onServer(chat, 'broken');
    await chat.nvim.input('r');
    // Said in words that fit the command line; the error is on the server's line.
    await waitFor(
      async () =>
        (await notes(chat!)).includes(
          'claude-chat: MCP server broken did not reconnect: its line in the listing says why',
        ),
      { message: 'the failed reconnect said', timeout: 20_000 },
    );
    await waitForMcp(chat, /^✗ broken +project +failed +(MCP error -32000: )?Connection closed$/, 'its error');
    // A connected one is restarted, and that is said too.
    await onServer(chat, 'everything');
    await chat.nvim.input('r');
    await waitFor(
      async () =>
        (await notes(chat!)).some((n) =>
          /^claude-chat: MCP server everything reconnected: connected, \d+ tools$/.test(n),
        ),
      { message: 'the reconnect said', timeout: 20_000 },
    );
    await chat.nvim.input('q');
    await waitFor(async () => (await mcpLines(chat!)) === null, { message: 'q closed the listing' });
    // Back where :ClaudeMcp was typed.
    expect(await chat.lua<string>('return vim.fn.bufname()')).toBe(from);
  });

  it(":only and <C-w>o typed in the listing close it and leave the user's windows; q closes it as the last window", async () => {
    chat = await startMcpChat();
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine('Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.', 30_000);
    await chat.nvim.command('wincmd p');
    const mine = await chat.lua<number[]>('return vim.api.nvim_tabpage_list_wins(0)');
    for (const keys of [':only<CR>', '<C-w>o']) {
      await chat.nvim.command('ClaudeMcp');
      await waitForMcp(chat, /^● everything .* connected/, 'the listing');
      await chat.nvim.input(keys);
      await waitFor(async () => (await mcpLines(chat!)) === null, { message: `the listing closed by ${keys}` });
      expect(await chat.lua<number[]>('return vim.api.nvim_tabpage_list_wins(0)')).toEqual(mine);
    }
    // :only from a script leaves it alone; q closes it all the same, the window staying the user's.
    await chat.nvim.command('ClaudeMcp');
    await waitForMcp(chat, /^● everything .* connected/, 'the listing');
    await chat.lua(`vim.cmd('only')`);
    await chat.nvim.input('q');
    await waitFor(async () => (await mcpLines(chat!)) === null, { message: 'the last listing closed by q' });
    expect(
      await chat.lua(`return { vim.fn.bufname(), vim.wo.wrap, vim.wo.linebreak, vim.wo.winbar,
        #vim.api.nvim_tabpage_list_wins(0) }`),
    ).toEqual(['', true, false, '', 1]);
  });

  it("a failed server's long error is whole on its line, wrapped under the details, not cut at the window's edge", async () => {
    // A port nothing listens on: the CLI's error for it is longer than an 80-column line.
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    chat = await startMcpChat({}, { down: { type: 'http', url: `http://127.0.0.1:${port}/mcp` } });
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine('Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.', 30_000);
    await chat.nvim.command('ClaudeMcp');
    await waitForMcp(chat, /^✗ down +project +failed +\S/, 'down failed, in the listing');
    await waitForMcp(chat, /^● everything +project +connected +\d+ tools$/, 'everything connected, in the listing');
    const line = (await mcpLines(chat))!.find((l) => l.startsWith('✗ down'))!;
    expect(line.length).toBeGreaterThan(80);
    // The window shows it all: as many rows as its lines wrap into, its continuation under the detail column.
    const shown = await chat.lua<{ rows: number; height: number; wrap: boolean; shift: string; width: number }>(`
        local win = vim.fn.bufwinid(vim.fn.bufnr('^claude://mcp/'))
        return { rows = vim.api.nvim_win_text_height(win, {}).all, height = vim.api.nvim_win_get_height(win),
          wrap = vim.wo[win].wrap, shift = vim.wo[win].breakindentopt, width = vim.api.nvim_win_get_width(win) }`);
    expect(shown.wrap).toBe(true);
    expect(shown.height).toBe(shown.rows + 1); // and its winbar, the title
    expect(shown.rows).toBeGreaterThan((await mcpLines(chat))!.length);
    const connected = (await mcpLines(chat))!.find((l) => l.startsWith('● everything'))!;
    expect(shown.shift).toBe(`shift:${connected.search(/\d+ tools$/)}`);
  });

  it('a CLI without mcp_status: "not supported by claude X", and the session goes on', async () => {
    chat = await startMcpChat({ command: WRAP, env: { FAKE_CLI_FAULTS: 'unsupported:mcp_status' } });
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine('Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.', 30_000);
    await recordNotes(chat);
    await chat.nvim.command('ClaudeMcp');
    await waitFor(
      async () =>
        (await notes(chat!)).some((n) => /^claude-chat: mcp_status is not supported by claude \d+\.\d+\.\d+$/.test(n)),
      { message: 'said not supported' },
    );
    expect(await mcpLines(chat)).toBeNull();
    await chat.nvim.command('ClaudeChat again');
    await waitFor(
      async () => (await chat!.transcript()).filter((l) => l.startsWith('Hello from the fake model')).length === 2,
      { timeout: 30_000, message: 'the session goes on' },
    );
  });

  it('a CLI without mcp_toggle: t says "not supported by claude X"; the listing stays as it was', async () => {
    chat = await startMcpChat({ command: WRAP, env: { FAKE_CLI_FAULTS: 'unsupported:mcp_toggle' } });
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine('Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.', 30_000);
    await recordNotes(chat);
    await chat.nvim.command('ClaudeMcp');
    await waitForMcp(chat, /^● everything .* connected/, 'the listing');
    await onServer(chat, 'everything');
    await chat.nvim.input('t');
    await waitFor(
      async () =>
        (await notes(chat!)).some((n) => /^claude-chat: mcp_toggle is not supported by claude \d+\.\d+\.\d+$/.test(n)),
      { message: 'said not supported' },
    );
    await waitForMcp(chat, /^● everything .* connected/, 'the listing as it was');
  });

  it('the listing left open follows the states system/init reports: a server that failed is connected after a restart', async () => {
    // `later` fails until its marker file exists; the CLI that restarts then connects it.
    const later = {
      command: 'sh',
      args: ['-c', `test -f ready && exec '${path.join(ROOT, EVERYTHING_BIN)}' stdio || exit 1`],
    };
    chat = await startMcpChat({}, { later });
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine('Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.', 30_000);
    await chat.nvim.command('ClaudeMcp');
    await waitForMcp(chat, /^✗ later +project +failed/, 'later failed, in the listing');
    fs.writeFileSync(path.join(chat.ws.dir, 'ready'), '');
    process.kill(await cliPid(chat), 'SIGKILL');
    await chat.waitForLine(/was killed by SIGKILL/, 30_000);
    await chat.nvim.command('ClaudeChat again');
    // A CLI started again on a busy machine takes a while to start the server and connect it.
    await waitForMcp(
      chat,
      /^● later +project +connected +\d+ tools$/,
      'later connected, in the listing left open',
      60_000,
    );
  }, 120_000);

  it('a server still connecting reads pending; the listing left open shows it connected, with no other turn', async () => {
    // `slow` starts once its marker file exists: the test sees it pending, then lets it connect.
    const script = `while [ ! -f go ]; do sleep 0.1; done; exec '${path.join(ROOT, EVERYTHING_BIN)}' stdio`;
    chat = await startMcpChat({}, { slow: { command: 'sh', args: ['-c', script] } });
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine('Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.', 30_000);
    await chat.nvim.command('ClaudeMcp');
    await waitForMcp(chat, /^… slow +project +pending/, 'slow pending, in the listing');
    fs.writeFileSync(path.join(chat.ws.dir, 'go'), '');
    await waitForMcp(
      chat,
      /^● slow +project +connected +\d+ tools$/,
      'slow connected, in the listing left open',
      30_000,
    );
    expect(chat.model.requests.length).toBe(1);
  }, 60_000);

  it('an MCP tool call reads `server · tool` in its approval and its row, never mcp__server__tool', async () => {
    chat = await startMcpChat();
    await mcpConnected(chat);
    await chat.nvim.command('ClaudeChat echo it [scenario:mcp-echo]');
    const asked = await chat.waitForLine('  Allow everything · echo?', 30_000);
    expect(asked).toContain('? everything · echo');
    await chat.nvim.command('ClaudeApprove');
    const lines = await chat.waitForLine('The server echoed it back.', 30_000);
    expect(lines).toContain('✓ everything · echo');
    expect(lines.join('\n')).not.toContain('mcp__');
  });
});

/** vim.ui as a user's input and picker plugins would answer it, recording each prompt: the name field gets
 *  `Ada Lovelace`, every other input its default, the yes/no field `no`, every other pick the first item. */
const stubUi = (c: ChatFixture) =>
  c.lua(`_G.asked = {}
  vim.ui.input = function(opts, cb)
    table.insert(_G.asked, opts.prompt)
    vim.schedule(function() cb(vim.startswith(opts.prompt, 'String (Your full') and 'Ada Lovelace' or opts.default or '') end)
  end
  vim.ui.select = function(items, opts, cb)
    table.insert(_G.asked, opts.prompt)
    local i = vim.startswith(opts.prompt, 'Boolean') and 2 or 1
    vim.schedule(function() cb(items[i], i) end)
  end
  vim.ui.open = function(url) table.insert(_G.asked, 'open ' .. url) end`);
const asked = (c: ChatFixture) => c.lua<string[]>('return _G.asked');

/** What the model was sent back as the results of its tool calls, in every request so far, as text. Read from the
 *  tool results wherever they are: a server that connects during the turn (on a busy machine the turn starts
 *  while the servers still connect) is announced in a message the CLI puts after the result. */
const toolResults = (c: ChatFixture) =>
  c.model.requests
    .flatMap((r) => (r.body.messages ?? []) as Array<{ content: unknown }>)
    .flatMap((m) => (Array.isArray(m.content) ? (m.content as Array<{ type: string; content?: unknown }>) : []))
    .filter((b) => b.type === 'tool_result')
    .map((b) => textOf(b.content))
    .join('\n');
/** A tool result's text: a string, or its text blocks. */
const textOf = (content: unknown): string =>
  Array.isArray(content) ? content.map((t: { text?: string }) => t.text ?? '').join('\n') : String(content);

describe('an MCP server asks for input (elicitation)', () => {
  it('waits in the transcript; the allow key fills in its form through vim.ui, one field at a time', async () => {
    chat = await startMcpChat();
    await stubUi(chat);
    await mcpConnected(chat);
    await chat.nvim.command('ClaudeChat fill it in [scenario:mcp-elicit]');
    await chat.waitForLine('  Allow everything · trigger-elicitation-request?', 30_000);
    await chat.nvim.command('ClaudeApprove');
    const lines = await chat.waitForLine('? everything asks: Please provide inputs for the following fields:', 30_000);
    expect(lines).toContain('  [a] fill in the form  [d] decline');
    expect(await asked(chat)).toEqual([]); // nothing is asked before the user's key
    await chat.nvim.command('ClaudeApprove');
    await chat.waitForLine('The form went back to the server.', 30_000);
    expect((await asked(chat))[0]).toBe('String (Your full, legal name): ');
    expect(await asked(chat)).toHaveLength(13);
    expect(await asked(chat)).toContain(
      'Untitled Multiple Select Enum (Choose your favorite instruments) [optional], one or more of Guitar, Piano, ' +
        'Violin, Drums, Bass: ',
    );
    // The server's own summary of what it got: the typed name, a `no`, a default.
    const result = toolResults(chat);
    for (const said of ['Name: Ada Lovelace', 'Agreed to terms: false', 'Favorite Integer: 42'])
      expect(result).toContain(said);
    expect(await chat.transcript()).toContain('✓ everything asks: Please provide inputs for the following fields:');
  });

  it('the deny key declines; the server hears so', async () => {
    chat = await startMcpChat();
    await stubUi(chat);
    await mcpConnected(chat);
    await chat.nvim.command('ClaudeChat decline it [scenario:mcp-elicit]');
    await chat.waitForLine('  Allow everything · trigger-elicitation-request?', 30_000);
    await chat.nvim.command('ClaudeApprove');
    await chat.waitForLine('? everything asks: Please provide inputs for the following fields:', 30_000);
    await chat.nvim.command('ClaudeDeny');
    await chat.waitForLine('The form went back to the server.', 30_000);
    expect(toolResults(chat)).toContain('User declined to provide the requested information.');
    expect(await asked(chat)).toEqual([]);
  });

  it('an unattended run declines it: nobody is there to answer, nothing is accepted on their behalf', async () => {
    chat = await startMcpChat();
    await stubUi(chat);
    await mcpConnected(chat);
    await chat.lua(`require('claude').run({ prompt = 'fill it in [scenario:mcp-elicit]', allow = { 'mcp__everything' },
      on_done = function(result) vim.g.run_result = result end })`);
    const result = await waitFor(
      () => chat!.lua<{ status: number; denied: Array<{ input: string }> } | null>('return vim.g.run_result'),
      { timeout: 60_000, message: "the run's on_done" },
    );
    expect(result.status).toBe(2);
    expect(result.denied).toHaveLength(1);
    await chat.waitForLine('The form went back to the server.', 30_000);
    expect(await chat.transcript()).toContainEqual(
      expect.stringMatching(/^✗ Unattended run: declined .*\(nobody is there to answer it\)$/),
    );
    // The server's answer to its tool call: it heard "decline" (the CLI may send a reminder after it).
    expect(JSON.stringify(chat.model.requests.map((r) => r.body.messages))).toContain(
      'User declined to provide the requested information.',
    );
    expect(await asked(chat)).toEqual([]);
  });

  // URL elicitations (an OAuth sign-in) are newer than 2.1.197, which offers its MCP servers forms only.
  it.runIf(cliAtLeast('2.1.300'))(
    'a URL is opened with vim.ui.open when the user says so, and the transcript says it was',
    async () => {
      chat = await startMcpChat();
      await stubUi(chat);
      await chat.nvim.command('ClaudeChat sign in [scenario:mcp-url]');
      await chat.waitForLine('  Allow everything · trigger-url-elicitation?', 30_000);
      await chat.nvim.command('ClaudeApprove');
      const lines = await chat.waitForLine('? everything asks: Sign in to go on.', 30_000);
      expect(lines).toContain('  URL: https://example.com/sign-in');
      expect(lines).toContain('  [a] open it in the browser  [d] decline');
      await chat.nvim.command('ClaudeApprove');
      await chat.waitForLine('The URL step is over.', 30_000);
      expect(await asked(chat)).toEqual(['open https://example.com/sign-in']);
      expect(await chat.transcript()).toContain('  │ opened https://example.com/sign-in in the browser');
      expect(toolResults(chat)).toContain('User completed the URL elicitation flow.');
    },
  );

  it('<Esc> in the form cancels it: the server hears "cancel" and gets none of the fields filled in so far', async () => {
    chat = await startMcpChat();
    // Neovim's own vim.ui (input(), inputlist()) answered with keys, each once its prompt is on the screen.
    screen = await attachScreen(chat, 80, 24);
    await mcpConnected(chat);
    await chat.nvim.command('ClaudeChat fill it in [scenario:mcp-elicit]');
    await chat.waitForLine('  Allow everything · trigger-elicitation-request?', 30_000);
    await chat.nvim.command('ClaudeApprove');
    await chat.waitForLine('  [a] fill in the form  [d] decline', 30_000);
    await chat.nvim.input('<Esc>:ClaudeApprove<CR>');
    await screen.waitFor('String (Your full, legal name):', 30_000);
    await chat.nvim.input('Ada Lovelace<CR>');
    await screen.waitFor('Type number and <Enter>');
    await chat.nvim.input('2<CR>'); // `no`
    await screen.waitFor('String with default (Favorite first line of a story) [optional]');
    await chat.nvim.input('<Esc>');
    const lines = await chat.waitForLine('The form went back to the server.', 30_000);
    expect(lines).toContain('✗ everything asks: Please provide inputs for the following fields:');
    expect(lines).toContain('  │ cancelled');
    // The server's own words, and the answer it got: `cancel`, with nothing of the name typed.
    expect(toolResults(chat)).toContain('User cancelled the elicitation dialog.');
    expect(toolResults(chat)).toContain('Raw result: {\n  "action": "cancel"\n}');
    expect(toolResults(chat)).not.toContain('Ada Lovelace');
  });

  it('a request the CLI withdraws (the turn interrupted) leaves the transcript; a form being filled stops', async () => {
    chat = await startMcpChat();
    await mcpConnected(chat);
    await chat.nvim.command('ClaudeChat then stop [scenario:mcp-elicit]');
    await chat.waitForLine('  Allow everything · trigger-elicitation-request?', 30_000);
    await chat.nvim.command('ClaudeApprove');
    await chat.waitForLine('? everything asks: Please provide inputs for the following fields:', 30_000);
    // The user's input plugin holds the first field open (its answer never comes).
    await chat.lua(`_G.held = nil
      vim.ui.input = function(opts, cb) _G.held = cb end`);
    await chat.nvim.command('ClaudeApprove');
    await waitFor(() => chat!.lua<boolean>('return _G.held ~= nil'), { message: 'the first field asked' });
    await chat.nvim.command('ClaudeInterrupt');
    const lines = await chat.waitForLine('✗ everything asks: Please provide inputs for the following fields:', 30_000);
    // 2.1.197 ends the turn without withdrawing it: the request ends with the turn all the same.
    expect(lines).toContain(cliAtLeast('2.1.300') ? '  │ closed: the CLI withdrew it' : '  │ no result');
    expect(lines.join('\n')).not.toContain('[a] fill in the form');
    // The field the user then answers goes nowhere: the form stops, and says so.
    await recordNotes(chat);
    await chat.lua("_G.held('Ada')");
    await waitFor(
      async () =>
        (await notes(chat!)).includes('claude-chat: everything no longer waits for this form: nothing was sent'),
      { message: 'the form stopped' },
    );
  });

  it.runIf(cliAtLeast('2.1.300'))(
    'a request its server completes while it waits (signed in elsewhere) closes; the CLI is told',
    async () => {
      const signin = {
        command: 'node',
        args: [path.join(ROOT, 'test/mcp/signin-server.mjs')],
        env: { SIGNIN_ELSEWHERE: 'signed-in' },
      };
      chat = await startMcpChat({}, { signin });
      await stubUi(chat);
      await chat.nvim.command('ClaudeChat sign in [scenario:mcp-signin]');
      await chat.waitForLine('  Allow signin · sign_in?', 30_000);
      await chat.nvim.command('ClaudeApprove');
      await chat.waitForLine('? signin asks: Sign in to the test service', 30_000);
      // The user signs in from another window, and presses no key: the server's system/elicitation_complete closes it.
      fs.writeFileSync(path.join(chat.ws.dir, 'signed-in'), '');
      const lines = await chat.waitForLine('The sign-in is over.', 30_000);
      expect(lines).toContain('✓ signin asks: Sign in to the test service');
      expect(lines).toContain('  │ completed: signin says so');
      expect(toolResults(chat)).toContain('sign-in accept');
      expect(await asked(chat)).toEqual([]);
    },
  );

  it('with the chat hidden, the request is said by its server, as a tool waiting for approval is', async () => {
    chat = await startMcpChat();
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine('Hello from the fake model. Tag a prompt with [scenario:NAME] to pick a script.', 30_000);
    await chat.nvim.command('ClaudeToggle');
    await recordNotes(chat);
    await chat.lua("require('claude').send('fill it in [scenario:mcp-elicit]')");
    await waitFor(
      async () =>
        (await notes(chat!)).includes(
          'claude-chat: everything · trigger-elicitation-request waits for approval (:ClaudeToggle)',
        ),
      { message: 'the tool said', timeout: 30_000 },
    );
    await chat.nvim.command('ClaudeApprove');
    await waitFor(
      async () => (await notes(chat!)).includes('claude-chat: MCP server everything asks for input (:ClaudeToggle)'),
      { message: 'the request said', timeout: 30_000 },
    );
    await chat.nvim.command('ClaudeDeny');
    await chat.waitForLine('The form went back to the server.', 30_000);
  });
});
