// Installing: a copy of the plugin's files with only them on 'runtimepath' works as is (no build, no
// :UpdateRemotePlugins); :UpdateRemotePlugins with neovim-node-host is harmless; the help is complete and
// its committed tags are up to date.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NeovimClient } from 'neovim';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeModel, type FakeModelServer } from './fake-model/server';
import { DEMO_FILES, scenarios } from './fake-model/scenarios';
import { startChat } from './support/chat';
import { claudeSetup, makeWorkspace, type Workspace } from './support/claude-env';
import { focusTranscript, transcriptLines } from './support/keys';
import { nvimBin, quitNvim, ROOT, setupClaude, spawnNvim, startNvim, type LuaRunner } from './support/nvim';
import { runCleanups, waitFor } from './support/wait';
import { readSchema, schemaLeaves } from './support/schema';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  await runCleanups(cleanups.splice(0).reverse());
});

function tempDir(prefix: string): string {
  const d = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
  cleanups.push(() => fs.rmSync(d, { recursive: true, force: true }));
  return d;
}

/** What a fresh clone holds for Neovim: the plugin's runtime files, outside the repo (no node_modules above). */
function pluginCopy(): string {
  const dir = path.join(tempDir('cc-clone-'), 'claude-chat.nvim');
  for (const sub of ['plugin', 'lua', 'rplugin', 'doc', 'syntax']) {
    if (fs.existsSync(path.join(ROOT, sub))) fs.cpSync(path.join(ROOT, sub), path.join(dir, sub), { recursive: true });
  }
  return dir;
}

interface Editor extends LuaRunner {
  nvim: NeovimClient;
}

/** A headless Neovim started with exactly `args` (plus --embed). */
async function editor(args: string[], cwd: string, env: Record<string, string> = {}): Promise<Editor> {
  const { nvim, proc, tag } = spawnNvim(['--headless', '-n', '-i', 'NONE', ...args], { cwd, env });
  cleanups.push(() => quitNvim(nvim, proc, tag));
  return {
    nvim,
    lua: async <T>(code: string, a: unknown[] = []) => (await nvim.request('nvim_exec_lua', [code, a])) as T,
  };
}

async function fakeModel(ws: Workspace): Promise<FakeModelServer> {
  const model = await startFakeModel(scenarios, { cwd: ws.dir });
  cleanups.push(() => model.close());
  return model;
}

/** The user commands named Claude*, sorted. Names only: on Neovim 0.12, nvim_get_commands() also returns
 *  Lua callbacks, which cannot cross RPC. */
const claudeCommands = (t: LuaRunner) =>
  t.lua<string[]>(`
  local names = {}
  for name in pairs(vim.api.nvim_get_commands({})) do
    if name:match('^Claude') then table.insert(names, name) end
  end
  table.sort(names)
  return names`);

function workspace(): Workspace {
  const ws = makeWorkspace();
  cleanups.push(() => ws.cleanup());
  return ws;
}

async function roundTrip(e: Editor, prompt: string): Promise<string[]> {
  await e.nvim.command(`ClaudeChat ${prompt}`);
  return waitFor(
    async () => {
      const lines = await transcriptLines(e);
      return lines.includes('Done.') ? lines : null;
    },
    { timeout: 20_000, message: 'the reply in the transcript' },
  );
}

/** Command lines of the processes whose parent is `pid`. */
function childrenOf(pid: number): string[] {
  const out: string[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid)
        out.push(fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' '));
    } catch {
      /* gone */
    }
  }
  return out;
}

describe('install', () => {
  it('a fresh copy with only the plugin on runtimepath works without a build or :UpdateRemotePlugins', async () => {
    const copy = pluginCopy();
    const ws = workspace();
    const model = await fakeModel(ws);
    // --clean: no user config, no rplugin manifest; the plugin is put on 'runtimepath' as a plugin manager does.
    const e = await editor(['--clean', '--cmd', `set rtp^=${copy}`], ws.dir);
    await setupClaude(e, claudeSetup(model.url, ws));
    expect(await e.lua(`return vim.fn.exists('*ClaudeChatBundle')`)).toBe(0);

    const lines = await roundTrip(e, 'hello [scenario:text]');
    expect(lines).toContain('Here is a short answer.');
    // The host is the copy's bundle (not the checkout's), run by node as Neovim's own job, its garbage collector on its one thread.
    const nvimPid = await e.lua<number>(`return vim.fn.getpid()`);
    expect(childrenOf(nvimPid)).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `node --single-threaded-gc ${copy.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/rplugin/node/claude-chat\\.js$`,
        ),
      ),
    );
    // Its help works from the copy's committed tags.
    await e.nvim.command('help :ClaudeResume');
    expect(await e.lua(`return { vim.fn.expand('%:p'), vim.fn.getline('.') }`)).toEqual([
      path.join(copy, 'doc', 'claude.txt'),
      expect.stringContaining('*:ClaudeResume*'),
    ]);
  });

  it('after :UpdateRemotePlugins (neovim-node-host), the bundle registers only ClaudeChatBundle and the chat still works', async () => {
    const state = tempDir('cc-xdg-');
    const xdg = {
      XDG_CONFIG_HOME: path.join(state, 'config'),
      XDG_DATA_HOME: path.join(state, 'data'),
      XDG_STATE_HOME: path.join(state, 'state'),
    };
    const init = path.join(state, 'init.lua');
    fs.writeFileSync(
      init,
      `vim.opt.rtp:prepend(${JSON.stringify(ROOT)})\nvim.g.node_host_prog = ${JSON.stringify(path.join(ROOT, 'node_modules', '.bin', 'neovim-node-host'))}\n`,
    );
    // A user's Neovim (no --clean: the manifest is read at startup), first registering the remote plugins.
    execFileSync(nvimBin(), ['--headless', '-n', '-i', 'NONE', '-u', init, '-c', 'UpdateRemotePlugins', '-c', 'qa!'], {
      env: { ...process.env, ...xdg },
      stdio: 'pipe',
    });
    const manifest = fs.readFileSync(path.join(xdg.XDG_DATA_HOME, 'nvim', 'rplugin.vim'), 'utf8');
    const specs = manifest.split('\n').filter((l) => l.includes("'type':"));
    expect(specs).toEqual([expect.stringContaining("'name': 'ClaudeChatBundle', 'type': 'function'")]);
    expect(manifest).toContain(
      `call remote#host#RegisterPlugin('node', '${path.join(ROOT, 'rplugin', 'node', 'claude-chat.js')}'`,
    );

    const ws = workspace();
    const model = await fakeModel(ws);
    const e = await editor(['-u', init], ws.dir, xdg);
    expect(await e.lua(`return vim.fn.ClaudeChatBundle()`)).toBe(path.join(ROOT, 'rplugin', 'node', 'claude-chat.js'));
    await setupClaude(e, claudeSetup(model.url, ws));
    // The commands are the Lua layer's, defined once.
    expect(await claudeCommands(e)).toEqual([
      'ClaudeAnswer',
      'ClaudeApprove',
      'ClaudeBlame',
      'ClaudeChanges',
      'ClaudeChat',
      'ClaudeContext',
      'ClaudeDeny',
      'ClaudeDiff',
      'ClaudeEffort',
      'ClaudeFix',
      'ClaudeFork',
      'ClaudeImage',
      'ClaudeInterrupt',
      'ClaudeMcp',
      'ClaudeMode',
      'ClaudeModel',
      'ClaudePlan',
      'ClaudeResume',
      'ClaudeRevert',
      'ClaudeReview',
      'ClaudeRewind',
      'ClaudeRules',
      'ClaudeRun',
      'ClaudeSessions',
      'ClaudeTasks',
      'ClaudeThinking',
      'ClaudeTodos',
      'ClaudeToggle',
      'ClaudeUsage',
    ]);
    const lines = await roundTrip(e, 'hello [scenario:text]');
    expect(lines).toContain('Here is a short answer.');
    const errors = await e.lua<string>(`return vim.fn.execute('messages')`);
    expect(errors).not.toMatch(/E\d{2,4}:|Error/);
  });
});

describe('the documented lazy.nvim spec', () => {
  /** The lazy.nvim spec of README.md (### lazy.nvim) and of doc/claude.txt (*claude-install*), as Lua source. */
  const specs = (): [string, string][] => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const fromReadme = /\n### lazy\.nvim\n+```lua\n(\{[\s\S]*?\n\})\n```/.exec(readme)?.[1];
    const help = fs.readFileSync(path.join(ROOT, 'doc', 'claude.txt'), 'utf8');
    const fromHelp = /\nlazy\.nvim: >lua\n( {4}\{[\s\S]*?\n {4}\})\n<\n/.exec(help)?.[1];
    expect(fromReadme, 'README.md: a ```lua { ... } block under ### lazy.nvim').toBeTruthy();
    expect(fromHelp, 'doc/claude.txt: a lazy.nvim: >lua block').toBeTruthy();
    return [
      ['README.md', fromReadme!],
      ['doc/claude.txt', fromHelp!],
    ];
  };

  it('gives every command the plugin defines from the start: it loads eagerly or lists every command', async () => {
    const t = await startNvim({ cwd: ROOT });
    cleanups.push(() => t.quit());
    const commands = await claudeCommands(t);
    expect(commands).toContain('ClaudeMode');
    for (const [file, source] of specs()) {
      const spec = await t.lua<{ lazy?: boolean; cmd?: string[] | string; event: boolean; ft: boolean; keys: boolean }>(
        `local s = assert(load('return ' .. ...))()
        return { lazy = s.lazy, cmd = s.cmd, keys = s.keys ~= nil, event = s.event ~= nil, ft = s.ft ~= nil }`,
        [source],
      );
      // lazy.nvim loads a plugin at startup when `lazy = false`; otherwise, with `cmd`, `keys`, `event` or
      // `ft`, only on one of those: a command missing from `cmd` (and the help) would not exist until then.
      const eager =
        spec.lazy === false || (spec.lazy === undefined && !spec.cmd && !spec.keys && !spec.event && !spec.ft);
      if (eager) continue;
      const listed = typeof spec.cmd === 'string' ? [spec.cmd] : (spec.cmd ?? []);
      expect(
        commands.filter((c) => !listed.includes(c)),
        `${file}: commands its lazy-loaded spec leaves out`,
      ).toEqual([]);
    }
  });
});

describe('help', () => {
  it('doc/tags is what :helptags generates from doc/claude.txt, without duplicate tags', async () => {
    const dir = tempDir('cc-doc-');
    fs.copyFileSync(path.join(ROOT, 'doc', 'claude.txt'), path.join(dir, 'claude.txt'));
    const t = await startNvim({ cwd: dir, plugin: false });
    cleanups.push(() => t.quit());
    await t.nvim.command(`helptags ${dir}`); // throws on E154 (duplicate tag)
    expect(fs.readFileSync(path.join(ROOT, 'doc', 'tags'), 'utf8')).toBe(
      fs.readFileSync(path.join(dir, 'tags'), 'utf8'),
    );
  });

  it('has a tag for every command, option, keymap, highlight group and the statusline function', async () => {
    const tags = new Set(
      fs
        .readFileSync(path.join(ROOT, 'doc', 'tags'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split('\t')[0]),
    );
    const t = await startNvim({ cwd: ROOT });
    cleanups.push(() => t.quit());
    const commands = await claudeCommands(t);
    expect(commands.length).toBeGreaterThan(15); // found at all: each must have its tag below
    // The groups as Neovim knows them once the plugin is set up (setup{} defines them).
    const groups = await t.lua<string[]>(
      `require('claude').setup({}) return vim.fn.getcompletion('Claude', 'highlight')`,
    );
    expect(groups.length).toBeGreaterThan(10);
    // From the schema's list: options with a nil default are not in config.options.
    const options = readSchema().options.map((o) => o.name);
    const keymaps = schemaLeaves()
      .filter((l) => l.path.startsWith('keymaps.'))
      .map((l) => l.name);
    expect(options).toEqual(expect.arrayContaining(['command', 'env', 'model', 'permission_mode', 'keymaps']));
    expect(keymaps).toEqual(expect.arrayContaining(['send', 'allow', 'deny']));

    const wanted = [
      'claude',
      'claude.txt',
      'claude-install',
      'claude-health',
      'claude-completion',
      'claude-statusline',
      'claude.status()',
      'ClaudeChatStatus',
      ':ClaudeChat!',
      ...commands.map((c) => `:${c}`),
      ...options.map((o) => `claude-option-${o}`),
      ...keymaps.map((k) => `claude-keymap-${k}`),
      ...groups.map((g) => `hl-${g}`),
    ];
    expect(wanted.filter((w) => !tags.has(w))).toEqual([]);
  });

  it(':help claude opens the plugin help; tags land on their entries', async () => {
    const t = await startNvim({ cwd: ROOT });
    cleanups.push(() => t.quit());
    for (const [tag, expected] of [
      ['claude', '*claude*'],
      [':ClaudeMode', '*:ClaudeMode*'],
      ['hl-ClaudeThinking', '*hl-ClaudeThinking*'],
      ['claude.status()', '*claude.status()*'],
      ['claude-option-permission_mode', '*claude-option-permission_mode*'],
    ]) {
      await t.nvim.command(`help ${tag}`);
      const at = await t.lua<[string, string, string]>(
        `return { vim.fn.expand('%:t'), vim.bo.buftype, vim.fn.getline('.') }`,
      );
      expect(at).toEqual(['claude.txt', 'help', expect.stringContaining(expected)]);
    }
  });
});

describe('npm run demo', () => {
  it('its scenario streams thinking and a code block, asks to approve the Edit, and lists greet.ts in quickfix', async () => {
    const chat = await startChat({ files: DEMO_FILES });
    cleanups.push(() => chat.close());
    // What scripts/demo.ts runs: the function's lines as the selection.
    await chat.nvim.command(`edit greet.ts`);
    await chat.nvim.command('4,7ClaudeChat Refactor this [scenario:demo]');
    let lines = await chat.waitForLine('Allow Edit?');
    expect(lines).toContain('▌ You #1 · greet.ts:4-7');
    expect(lines).toContain('✻ Thinking…');
    expect(lines).toContain('```ts');
    expect(lines).toContain('? Edit greet.ts');
    expect(lines).toContain('  + export function greet(name: string): string {');
    await focusTranscript(chat);
    await chat.nvim.input('a');
    lines = await chat.waitForLine(/^That is the demo\./);
    expect(lines).toContain('✓ Edit greet.ts');
    expect(fs.readFileSync(path.join(chat.ws.dir, 'greet.ts'), 'utf8')).toContain('  return `Hello, ${name}!`;');
    // The open buffer reloads from disk (plugin/claude.lua runs :checktime on status changes).
    await waitFor(
      async () =>
        (
          await chat.lua<string[]>(`return vim.api.nvim_buf_get_lines(vim.fn.bufnr('greet.ts'), 0, -1, false)`)
        ).includes('  return `Hello, ${name}!`;') || null,
      { message: 'greet.ts reloaded' },
    );
    const qf = await waitFor(
      async () => {
        const l = await chat.lua<{ items: { bufnr: number; lnum: number; text: string }[] }>(
          `return vim.fn.getqflist({ items = 1 })`,
        );
        return l.items.length ? l.items : null;
      },
      { message: 'a quickfix entry' },
    );
    expect(qf).toEqual([expect.objectContaining({ lnum: 4, text: '+2 -3' })]);
  });
});
