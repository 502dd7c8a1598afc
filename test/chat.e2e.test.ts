import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startChat, type ChatFixture } from './support/chat';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
afterEach(async () => { await chat?.close(); chat = null; });

describe(':ClaudeChat end to end (real Neovim, real CLI, fake model)', () => {
  it('streams a reply into the transcript buffer', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat hello [scenario:text]');
    const lines = await chat.waitForLine('Done.');
    expect(lines).toContain('▌ You');
    expect(lines).toContain('hello [scenario:text]');
    expect(lines).toContain('Here is a short answer.');
    expect(lines.filter((l) => l === 'Here is a short answer.')).toHaveLength(1);
    expect(lines).toContain('```ts');
  });
});
