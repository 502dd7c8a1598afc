// :ClaudeRules: the permission rules in effect as the real CLI lists them (list_permission_rules), each with its
// settings file; `x` removes one from the user's or the project's local settings once confirmed, and refuses
// the others, saying why. The oldest supported CLI cannot list them, and the user is told so.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliAtLeast } from './support/claude-env';
import { startChat, type ChatFixture } from './support/chat';
import { typeKeys } from './support/keys';
import { closeAfterEach } from './support/screen';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
closeAfterEach(
  () => [null, chat],
  () => {
    chat = null;
  },
);

const LOCAL = { permissions: { allow: ['Bash(npm test:*)'], ask: ['Bash(rm:*)'] } };
const SHARED = { permissions: { deny: ['Bash(curl:*)'] } };

/** The lines of the float :ClaudeRules opened, once it shows `want`. */
const floatLines = (c: ChatFixture, want: string) =>
  waitFor(
    async () => {
      const lines = await c.lua<string[] | null>(`
    local win = vim.api.nvim_get_current_win()
    if vim.api.nvim_win_get_config(win).relative == '' then return nil end
    return vim.api.nvim_buf_get_lines(0, 0, -1, false)`);
      return lines?.some((l) => l.includes(want)) ? lines : null;
    },
    { message: `the rules float showing ${want}`, timeout: 20_000 },
  );

async function started(): Promise<ChatFixture> {
  const c = await startChat({
    files: {
      '.claude/settings.local.json': JSON.stringify(LOCAL, null, 2),
      '.claude/settings.json': JSON.stringify(SHARED),
    },
  });
  await c.lua(`
    _G.seen = {}
    local notify = vim.notify
    vim.notify = function(msg, ...) table.insert(_G.seen, msg) return notify(msg, ...) end
    vim.ui.select = function(items, opts, on_choice) _G.asked = opts.prompt on_choice(items[1], 1) end`);
  await c.nvim.command('ClaudeChat hello');
  await c.waitForLine('Hello from the fake model.', 30_000);
  return c;
}

describe(':ClaudeRules', () => {
  it.runIf(cliAtLeast('2.1.332'))(
    'lists the rules with their files; x removes a local one, confirmed, from its file',
    async () => {
      chat = await started();
      await chat.nvim.command('ClaudeRules');
      const lines = await floatLines(chat, 'Bash(npm test:*)');
      expect(lines).toContain(
        'allow Bash(npm test:*)  (.claude/settings.local.json)  · Any Bash command starting with npm test',
      );
      expect(lines.some((l) => l.startsWith('ask   Bash(rm:*)  (.claude/settings.local.json)'))).toBe(true);
      expect(lines.some((l) => l.startsWith('deny  Bash(curl:*)  (.claude/settings.json)'))).toBe(true);
      const file = path.join(chat.ws.dir, '.claude', 'settings.local.json');
      // The project's shared settings are not edited here: refused, saying where to edit it.
      await chat.lua("vim.fn.search('Bash(curl')");
      await typeKeys(chat, 'x');
      await waitFor(async () =>
        (await chat!.lua<string[]>('return _G.seen')).find((m) => m.includes('shared with the project')),
      );
      await chat.nvim.command('ClaudeRules');
      await floatLines(chat, 'Bash(npm test:*)');
      await chat.lua("vim.fn.search('Bash(npm test')");
      await typeKeys(chat, 'x');
      expect(await chat.lua('return _G.asked')).toBe(`Remove the allow rule Bash(npm test:*) from ${file}?`);
      // Named as the listing names it: an absolute path broke in the middle in a narrow chat.
      await chat.waitForLine('ℹ Removed the allow rule Bash(npm test:*) from .claude/settings.local.json');
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ permissions: { allow: [], ask: ['Bash(rm:*)'] } });
      expect(JSON.parse(fs.readFileSync(path.join(chat.ws.dir, '.claude', 'settings.json'), 'utf8'))).toEqual(SHARED);
      // The listing comes again by itself, once the CLI has read the file again: without the rule.
      const again = await floatLines(chat, 'Bash(rm:*)');
      expect(again.filter((l) => l.includes('npm test'))).toEqual([]);
      expect(again.some((l) => l.startsWith('ask   Bash(rm:*)  (.claude/settings.local.json)'))).toBe(true);
    },
  );

  it.runIf(cliAtLeast('2.1.332'))('no rules: says so, and nothing about removing one', async () => {
    chat = await startChat();
    await chat.nvim.command('ClaudeChat hello');
    await chat.waitForLine('Hello from the fake model.', 30_000);
    await chat.nvim.command('ClaudeRules');
    expect(await floatLines(chat, 'No allow, ask or deny rules')).toEqual([
      'No allow, ask or deny rules are in effect',
    ]);
  });

  it.runIf(!cliAtLeast('2.1.332'))('an older CLI: says plainly it cannot list them', async () => {
    chat = await started();
    await chat.nvim.command('ClaudeRules');
    await waitFor(async () =>
      (await chat!.lua<string[]>('return _G.seen')).find((m) =>
        /:ClaudeRules is not supported by claude 2\.1\.\d+/.test(m),
      ),
    );
  });
});
