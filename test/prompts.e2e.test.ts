// No flow of the plugin may make Neovim wait for ENTER (issue 12, defect 7): the demo's start, the notice
// of an approval that arrives while the chat is closed, a notice with wide characters. Each with a UI
// attached at 80x24, watching Neovim's mode (nvim_get_mode answers even during a hit-enter prompt) from the
// first screen on.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoInit } from '../scripts/demo-init';
import { startFakeModel, type FakeModelServer } from './fake-model/server';
import { DEMO_FILES, scenarios } from './fake-model/scenarios';
import { startChat, type ChatFixture } from './support/chat';
import { claudeBin, claudeEnv, makeWorkspace, type Workspace } from './support/claude-env';
import { editorMode, transcriptLines, typeKeys } from './support/keys';
import { quitNvim, ROOT, spawnNvim, type LuaRunner, type TestNvim } from './support/nvim';
import { attachScreen, type Screen } from './support/screen';
import { waitForLineIn } from './support/wait';

let screen: Screen | null = null;
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  await screen?.detach().catch(() => {});
  screen = null;
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * Watches Neovim's mode until `stop` resolves: fails (after answering the prompt, so the test can end) if
 * Neovim ever waits for ENTER meanwhile, with the screen it showed.
 */
async function neverAsksForEnter(t: Pick<TestNvim, 'nvim'>, s: Screen, stop: Promise<unknown>): Promise<void> {
  let done = false;
  let failure: Error | null = null;
  const stopped = stop.then(
    () => {
      done = true;
    },
    (err) => {
      done = true;
      failure ??= err as Error;
    },
  );
  while (!done) {
    const mode = (await editorMode(t as TestNvim)) as { mode: string; blocking: boolean };
    if (mode.blocking || mode.mode === 'r' || mode.mode === 'rm') {
      const shown = s.describe();
      await t.nvim.input('<CR>');
      failure ??= new Error(`Neovim asks for ENTER (mode ${mode.mode}):\n${shown}`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
  await stopped.catch(() => {});
  if (failure) throw failure;
}

describe('no hit-enter prompt at 80x24', () => {
  for (const [cols, rows] of [
    [80, 24],
    [60, 20],
  ] as const) {
    it(`npm run demo (${cols}x${rows}): from the UI attaching to the edit waiting for approval, Neovim never asks for ENTER`, async () => {
      const ws: Workspace = makeWorkspace(DEMO_FILES);
      cleanups.push(() => ws.cleanup());
      const model: FakeModelServer = await startFakeModel(scenarios, { cwd: ws.dir });
      cleanups.push(() => model.close());
      const init = path.join(ws.home, 'demo-init.lua');
      fs.writeFileSync(
        init,
        demoInit({
          claude: claudeBin(),
          env: claudeEnv(model.url, ws.home),
          logFile: path.join(ws.home, 'claude-chat.log'),
        }),
      );
      // As scripts/demo.ts starts it: a headless Neovim with the demo's init and greet.ts, then a UI attaches
      // (UIEnter starts the demo).
      const t = spawnNvim(
        ['--headless', '--clean', '-n', '-i', 'NONE', '--cmd', `set rtp^=${ROOT}`, '-S', init, 'greet.ts'],
        { cwd: ws.dir },
      );
      cleanups.push(() => quitNvim(t.nvim, t.proc, t.tag));
      screen = await attachScreen(t.nvim, cols, rows);
      const s = screen;
      const lua: LuaRunner = {
        lua: async <T>(code: string, args: unknown[] = []) =>
          (await t.nvim.request('nvim_exec_lua', [code, args])) as T,
      };
      await neverAsksForEnter(
        t,
        s,
        waitForLineIn(() => transcriptLines(lua), '  Allow Edit?', 30_000).then(() => s.waitFor('demo (offline)')),
      );
      // The notice and the chat are both on screen; the cursor is in the transcript.
      if (cols >= 80) expect(s.text()).toContain('claude-chat: demo (offline): a allows, r reviews, :help claude-demo');
      else expect(s.text()).toMatch(/^claude-chat: demo \(offline\): a allows.*…$/m);
      expect(await t.nvim.request('nvim_exec_lua', ['return vim.api.nvim_buf_get_name(0)', []])).toBe('claude://chat');
      await t.nvim.command('ClaudeDeny');
    });
  }

  for (const [cols, rows] of [
    [80, 24],
    [40, 12],
  ] as const) {
    it(`an approval that arrives while the chat is closed is one line on the command line (${cols}x${rows})`, async () => {
      const chat: ChatFixture = await startChat();
      cleanups.push(() => chat.close());
      screen = await attachScreen(chat, cols, rows);
      const s = screen;
      await chat.nvim.command('ClaudeChat');
      await typeKeys(chat, '<Esc>:ClaudeToggle<CR>', s);
      await chat.lua(`require('claude').send('make it [scenario:write]')`);
      const notice =
        cols >= 80 ? 'claude-chat: Write waits for approval (:ClaudeToggle)' : /claude-chat: Write waits.*…$/m;
      await neverAsksForEnter(chat, s, s.waitFor(notice, 20_000));
      // Then the user opens the chat and answers.
      await typeKeys(chat, ':ClaudeToggle<CR>', s);
      await chat.waitForLine('  Allow Write?');
      expect((await editorMode(chat)).blocking).toBe(false);
      await chat.nvim.command('ClaudeDeny');
    });
  }

  it(':ClaudeSessions rename and close through the built-in picker and input (80x24): no ENTER asked; the picker shows the new name at once', async () => {
    const chat: ChatFixture = await startChat();
    cleanups.push(() => chat.close());
    screen = await attachScreen(chat, 80, 24);
    const s = screen;
    await chat.nvim.command('ClaudeChat first [scenario:text]');
    await chat.waitForLine('Done.');
    await chat.nvim.command('ClaudeChat! second');
    await s.waitFor(/Hello from the fake model/);
    /** The built-in picker's rows (`N: ...`) as the screen shows them once it asks for a number. */
    const rows = async () => (await s.waitFor('Type number and <Enter>')).split('\n').filter((l) => /^\d+: /.test(l));
    /** Picks the row holding `label` by typing its number, as a user of the built-in picker does. */
    const pick = async (label: string) => {
      const row = (await rows()).find((l) => l.includes(label));
      expect(row, `a row with ${label} in:\n${s.text()}`).toBeDefined();
      await chat.nvim.input(`${row!.split(':')[0]}<CR>`);
    };
    await chat.nvim.input('<Esc>:ClaudeSessions rename<CR>');
    await pick('first');
    // The old name is in the question, not in the answer: what is typed is the whole new name.
    await s.waitFor('New name for first [scenario:text]:');
    await chat.nvim.input('Parser work<CR>');
    await neverAsksForEnter(chat, s, s.waitFor('claude-chat: Claude session 1 renamed: Parser work'));
    expect((await editorMode(chat)).blocking).toBe(false);
    // The picker shows the new name right away, though no window shows that session: even typed on at once,
    // before a frame of the host could bring it. <Up> brings the old name back to edit.
    await chat.nvim.input(':ClaudeSessions rename<CR>');
    await pick('Parser work');
    await s.waitFor('New name for Parser work:');
    await chat.nvim.input('<Up>   v2 <CR>');
    await neverAsksForEnter(chat, s, s.waitFor('claude-chat: Claude session 1 renamed: Parser work v2'));
    await chat.nvim.input(':ClaudeSessions rename<CR>');
    await pick('Parser work v2');
    await s.waitFor('New name for Parser work v2:');
    await chat.nvim.input('Lexer   work <CR>:ClaudeSessions close<CR>');
    await pick('Lexer work');
    await neverAsksForEnter(chat, s, s.waitFor(/claude-chat: Claude session 1 closed/));
    expect((await editorMode(chat)).blocking).toBe(false);
  });

  it('a notice with wide characters (a CJK directory) is cut to the command line in cells, not characters', async () => {
    const dir = '日本語のディレクトリ名はとても長くて画面の幅を超えてしまうかもしれません/さらに深い階層のディレクトリ';
    const chat: ChatFixture = await startChat({ files: { [`${dir}/x.txt`]: 'x\n' } });
    cleanups.push(() => chat.close());
    screen = await attachScreen(chat, 80, 24);
    const s = screen;
    await chat.nvim.command(`cd ${dir}`); // typed, a command line this long would ask for ENTER itself
    const done = typeKeys(chat, ':ClaudeResume<CR>', s).then(() => s.waitFor('claude-chat: no past sessions for'));
    await neverAsksForEnter(chat, s, done);
    const line = s.lines().find((l) => l.startsWith('claude-chat: no past sessions for'))!;
    expect(line.endsWith('…')).toBe(true);
    expect(s.locate(line.slice(-3))!.last).toBeLessThan(80);
  });

  it('two errors said before the screen is drawn again: the second replaces the first, both in :messages', async () => {
    // On a busy machine a run whose CLI ends at start says "claude exited" and "run ended" in one go; an error
    // message never overwrites the one before it, so Neovim's own vim.notify stacked them and asked for ENTER.
    const chat: ChatFixture = await startChat();
    cleanups.push(() => chat.close());
    screen = await attachScreen(chat, 80, 24);
    const s = screen;
    await s.waitFor('[No Name]');
    const done = chat
      .lua(`vim.schedule(function()
      require('claude').set_mode('first-bad-mode')
      require('claude').set_mode('second-bad-mode')
    end)`)
      .then(() => s.waitFor(/^claude-chat: unknown mode "second-bad-mode"/m));
    await neverAsksForEnter(chat, s, done);
    expect(s.text()).not.toContain('first-bad-mode');
    const said = await chat.lua<string>(`return vim.fn.execute('messages')`);
    expect(said).toMatch(/unknown mode "first-bad-mode"[\s\S]*unknown mode "second-bad-mode"/);
    const at = s.locate('claude-chat: unknown mode')!;
    expect(s.groupAt(at.row, at.first)).toBe('ErrorMsg'); // still said as an error
  });

  it("a notice that fits is said whole from the prompt window, whose 'linebreak' wraps text short", async () => {
    const chat: ChatFixture = await startChat();
    cleanups.push(() => chat.close());
    screen = await attachScreen(chat, 80, 24);
    const s = screen;
    await chat.nvim.command('ClaudeChat');
    await s.waitFor('Prompt ·');
    // 61 cells, in a room of 68 (v:echospace); measured as the 32 columns of the prompt window wrap it, 84.
    await typeKeys(chat, ':ClaudeImage nonexistent-walk.png<CR>', s);
    await s.waitFor(/^claude-chat: image not attached: no file nonexistent-walk\.png$/m);
  });
});
