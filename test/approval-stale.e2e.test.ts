// An approval judged against the file as it is when it is answered (issue 45 item 1): a Write drawn as a
// create, whose file another process writes while it waits, is not answered by the key pressed next; it is
// drawn again as the overwrite it now is, and the key after that answers it. The same for :ClaudeApprove,
// the prompt's allow key and the review tab's :w. Real Neovim, real CLI, fake model.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startChat, type ChatFixture } from './support/chat';
import { focusTranscript, typeKeys } from './support/keys';
import { attachScreen, closeAfterEach, type Screen } from './support/screen';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(() => [screen, chat], () => { screen = chat = null; });

const THREE = 'line one\nline two\nline three\n';
const THEIRS = 'written by\nanother process\n';

/** A Write of hello.txt waiting, drawn as a create; then another process writes two lines to hello.txt. */
async function createOvertaken(): Promise<{ c: ChatFixture; file: string }> {
  const c = chat = await startChat();
  screen = await attachScreen(c, 80, 24);
  const file = path.join(c.ws.dir, 'hello.txt');
  await c.nvim.command('ClaudeChat create it [scenario:write]');
  const lines = await c.waitForLine('Allow Write?');
  expect(lines).toContain('? Write hello.txt');
  fs.writeFileSync(file, THEIRS);
  return { c, file };
}

/** The approval drawn again against the file on disk: an overwrite of its two lines, with the real diff. */
async function redrawn(c: ChatFixture): Promise<void> {
  const lines = await c.waitForLine('? Write hello.txt · overwrites 2 lines');
  const at = lines.indexOf('? Write hello.txt · overwrites 2 lines');
  expect(lines.slice(at + 1, at + 7)).toEqual(['  @@ -1,2 +1,3 @@', '  - written by', '  - another process',
    '  + line one', '  + line two', '  + line three']);
}

describe('an approval whose file changed since it was drawn (issue 45 item 1)', () => {
  it('a in the transcript: nothing written, the Write drawn again as an overwrite; a again allows it', async () => {
    const { c, file } = await createOvertaken();
    await focusTranscript(c);
    await c.lua(`vim.api.nvim_win_set_cursor(0, { vim.fn.search('^? Write hello.txt', 'nw'), 0 })`);
    await typeKeys(c, 'a', screen);
    await redrawn(c);
    await screen!.waitFor('hello.txt changed on disk');
    expect(fs.readFileSync(file, 'utf8')).toBe(THEIRS);
    expect((await c.status()).approvals).toBe(1);
    await c.lua(`vim.api.nvim_win_set_cursor(0, { vim.fn.search('^? Write hello.txt', 'nw'), 0 })`);
    await typeKeys(c, 'a', screen);
    await c.waitForLine('Created hello.txt.');
    await waitFor(() => fs.readFileSync(file, 'utf8') === THREE, { message: 'the Write on disk' });
  });
});
