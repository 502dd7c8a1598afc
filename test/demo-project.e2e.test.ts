// The demo's project (scripts/demo-init.ts projectSettings, as `npm run demo` writes it): its own MCP server,
// test/mcp/demo-server.mjs, whose tool the `mcp` script calls, and a PreToolUse hook that blocks the `rm` of
// the `hook` script. Real CLI, fake model.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectSettings } from '../scripts/demo-init';
import { startChat, type ChatFixture } from './support/chat';
import { mcpLines } from './support/mcp';
import { closeAfterEach } from './support/screen';
import { ROOT } from './support/nvim';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
closeAfterEach(
  () => [null, chat],
  () => {
    chat = null;
  },
);

async function demoProject(): Promise<ChatFixture> {
  const c = await startChat({ files: { 'greet.ts': 'export const greet = 1;\n' } });
  projectSettings(c.ws.dir, c.ws.home, ROOT);
  return c;
}

describe("the demo's project", () => {
  it("mcp: the demo server's tool asks as `demo · echo`, answers once allowed; :ClaudeMcp lists it", async () => {
    chat = await demoProject();
    await chat.nvim.command('ClaudeChat go [scenario:mcp]');
    await chat.waitForLine('  Allow demo · echo?', 30_000);
    await chat.nvim.command('ClaudeApprove');
    const lines = await chat.waitForLine('The demo server said it back.', 30_000);
    expect(lines).toContain('✓ demo · echo');
    expect(lines).toContain('  │ echo: hello from the editor');
    await chat.nvim.command('ClaudeMcp');
    // Padded to the longest name: the editor's own server, neovim, is listed too.
    await waitFor(async () => (await mcpLines(chat!))?.some((l) => /^● demo +project +connected +2 tools$/.test(l)), {
      message: ':ClaudeMcp listing the demo server',
      timeout: 20_000,
    });
  });

  it('mcp-ask: the demo server asks for a name; the allow key fills it in through vim.ui.input', async () => {
    chat = await demoProject();
    // vim.ui.input as a user's input plugin answers it.
    await chat.lua(
      `vim.ui.input = function(opts, cb) _G.asked = opts.prompt vim.schedule(function() cb('Ada') end) end`,
    );
    await chat.nvim.command('ClaudeChat go [scenario:mcp-ask]');
    await chat.waitForLine('  Allow demo · greet?', 30_000);
    await chat.nvim.command('ClaudeApprove');
    await chat.waitForLine('? demo asks: Whom should the demo greet?', 30_000);
    await chat.nvim.command('ClaudeApprove');
    const lines = await chat.waitForLine('The demo server greeted whoever you named.', 30_000);
    expect(lines).toContain('  │ Hello, Ada!');
    expect(await chat.lua<string>('return _G.asked')).toMatch(/Name/);
  });

  it('hook: the PreToolUse hook blocks the rm, and says so', async () => {
    chat = await demoProject();
    await chat.nvim.command('ClaudeChat go [scenario:hook]');
    const lines = await chat.waitForLine('The hook kept greet.ts.', 30_000);
    expect(lines.join('\n')).toContain('⚠ PreToolUse hook blocked Bash: the demo hook blocks rm');
    expect(fs.existsSync(path.join(chat.ws.dir, 'greet.ts'))).toBe(true);
  });
});
