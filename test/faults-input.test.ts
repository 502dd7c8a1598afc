// Prompts and selections holding shell metacharacters, escape sequences, control characters and NUL bytes:
// they reach the model byte for byte (as the fake model received them), nothing is run by a shell, and the
// transcript shows them inertly. Real headless Neovim with the plugin, the real CLI, the fake model.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from './fake-model/server';
import { startFaultChat, type FaultChat } from './support/faults';
import { waitFor } from './support/wait';

let chat: FaultChat | null = null;
afterEach(async () => {
  await chat?.close();
  chat = null;
});

const SHELL = `$(touch pwned-1) \`touch pwned-2\` ; touch pwned-3 | cat && echo "double" 'single' > redirected.txt < /dev/null & $HOME %s %% ~ * ? [a] {b,c} # ! \\ \\n`;
const CONTROL = `esc \x1b[31mred\x1b[0m osc \x1b]0;pwned-title\x07 nul \0 after-nul bs \b del \x7f cr \r crlf \r\n c1 \u009b31m tab \t end`;
// eslint-disable-next-line no-control-regex
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/** Every text the model received in user messages, in order. */
function userTexts(requests: RecordedRequest[]): string[] {
  const last = requests.at(-1)?.body.messages ?? [];
  return last
    .filter((m: any) => m.role === 'user')
    .flatMap((m: any) =>
      typeof m.content === 'string'
        ? [m.content]
        : m.content.filter((b: any) => b.type === 'text').map((b: any) => b.text),
    );
}

async function turn(c: FaultChat, send: () => Promise<unknown>): Promise<string[]> {
  const before = c.model.requests.length;
  await send();
  await waitFor(() => c.model.requests.length > before, { message: 'the model request' });
  await c.waitIdle();
  return userTexts(c.model.requests);
}

describe('hostile input reaches the CLI verbatim and renders inertly', () => {
  it(':ClaudeChat with shell metacharacters: sent as typed, nothing runs', async () => {
    chat = await startFaultChat();
    const texts = await turn(chat, () => chat!.nvim.command(`ClaudeChat ${SHELL} [scenario:text]`));
    expect(texts).toContain(`${SHELL} [scenario:text]`);
    for (const f of ['pwned-1', 'pwned-2', 'pwned-3', 'redirected.txt'])
      expect(fs.existsSync(path.join(chat.ws.dir, f))).toBe(false);
    expect(await chat.transcript()).toContain(`${SHELL} [scenario:text]`);
  });

  it('a prompt with escape sequences, CR, DEL, C1 and NUL bytes: byte for byte to the model, shown as ^X in the buffer', async () => {
    chat = await startFaultChat();
    const prompt = `${CONTROL} [scenario:text]`;
    const texts = await turn(chat, () => chat!.send(prompt));
    expect(texts).toContain(prompt);
    const lines = await chat.waitForLine('Done.');
    expect(lines.some((l) => RAW_CONTROL.test(l))).toBe(false);
    expect(lines).toContain('esc ^[[31mred^[[0m osc ^[]0;pwned-title^G nul ^@ after-nul bs ^H del ^? cr  crlf ');
    expect(lines).toContain(' c1 \u009b31m tab \t end [scenario:text]');
  });

  it('a selection holding NUL, escapes and backtick fences goes out verbatim in a longer fence', async () => {
    chat = await startFaultChat({ files: { 'evil.sh': '' } });
    const content = ['echo $(whoami) `id` ; rm -rf / # nope', `printf "\x1b[2J\0"`, '```', 'end'];
    await chat.nvim.command('edit evil.sh');
    await chat.lua(`vim.api.nvim_buf_set_lines(0, 0, -1, false, ...)`, [content]);
    const texts = await turn(chat, () => chat!.nvim.command('1,4ClaudeChat explain $(this) [scenario:text]'));
    const expected = `evil.sh (lines 1-4):\n\`\`\`\`sh\n${content.join('\n')}\n\`\`\`\`\n\nexplain $(this) [scenario:text]`;
    expect(texts).toContain(expected);
    const lines = await chat.transcript();
    expect(lines.some((l) => RAW_CONTROL.test(l))).toBe(false);
    expect(lines).toContain('▌ You #1 · evil.sh:1-4');
  });

  it('a reply holding escape sequences and NUL renders without raw control bytes', async () => {
    chat = await startFaultChat({
      scenarios: { 'nasty-reply': () => [{ blocks: [{ type: 'text', text: `Reply: ${CONTROL} done-nasty` }] }] },
    });
    await chat.nvim.command('ClaudeChat go [scenario:nasty-reply]');
    const lines = await chat.waitForLine(/done-nasty/);
    expect(lines.some((l) => RAW_CONTROL.test(l))).toBe(false);
    expect(lines).toContain('Reply: esc ^[[31mred^[[0m osc ^[]0;pwned-title^G nul ^@ after-nul bs ^H del ^? cr  crlf ');
  });
});
