// lua/claude/schema.lua is the one place the options are written: README.md and doc/claude.txt list exactly
// its options with its defaults; setup{} checks each option against it (one message, defaults for the
// wrong ones, the rest applies, no prompt); every `open` sends the host all the options it needs.
//   UPDATE_DOCS=1 CLAUDE_CHAT_NVIM=/path/to/nvim npx vitest run test/config-schema.test.ts
// rewrites the two option blocks from the schema (then review the diff).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorMode } from './support/keys';
import { ROOT, startNvim, type TestNvim } from './support/nvim';
import { cut, helpBlock, helpEntries, helpSpan, readmeBlock, readmeSpan, splice } from './support/options-doc';
import { readSchema, schemaLeaves } from './support/schema';
import { attachScreen, type Screen } from './support/screen';

const README = path.join(ROOT, 'README.md');
const HELP = path.join(ROOT, 'doc', 'claude.txt');
const UPDATE = process.env.UPDATE_DOCS === '1';

describe('the docs list the options of lua/claude/schema.lua with its defaults', () => {
  const schema = readSchema();

  it("README.md's setup({...}) block is the schema's", () => {
    const readme = fs.readFileSync(README, 'utf8');
    const span = readmeSpan(readme);
    if (UPDATE) fs.writeFileSync(README, splice(readme, span, readmeBlock(schema)));
    const now = fs.readFileSync(README, 'utf8');
    expect(cut(now, readmeSpan(now))).toBe(readmeBlock(schema));
  });

  it("doc/claude.txt's setup({...}) block is the schema's", () => {
    const help = fs.readFileSync(HELP, 'utf8');
    const span = helpSpan(help);
    if (UPDATE) fs.writeFileSync(HELP, splice(help, span, helpBlock(schema)));
    const now = fs.readFileSync(HELP, 'utf8');
    expect(cut(now, helpSpan(now))).toBe(helpBlock(schema));
  });

  it('doc/claude.txt has an entry for each option, saying its default (and values), and none for an option the schema lacks', () => {
    const help = fs.readFileSync(HELP, 'utf8');
    const entries = helpEntries(help, 'claude-option-');
    expect([...entries.keys()]).toEqual(schema.options.map((o) => o.name));
    for (const option of schema.options.filter((o) => !o.fields)) {
      const entry = entries.get(option.name);
      expect(entry, `*claude-option-${option.name}*`).toContain(`Default: \`${option.shown}\``);
      for (const value of option.values ?? []) expect(entry, `*claude-option-${option.name}*`).toContain(`'${value}'`);
    }
  });

  it('doc/claude.txt has an entry for each key, naming its default key, and none for a key the schema lacks', () => {
    const help = fs.readFileSync(HELP, 'utf8');
    const keys = schemaLeaves(schema).filter((l) => l.path.startsWith('keymaps.'));
    const entries = helpEntries(help, 'claude-keymap-');
    expect([...entries.keys()].sort()).toEqual(keys.map((k) => k.name).sort());
    for (const key of keys) {
      // `  <CR>        keymaps.send         normal mode: send the prompt` (`  false  keymaps.x` for one off by default)
      const line = /^\s+(\S+)\s+keymaps\.(\w+)\s/m.exec(entries.get(key.name)!);
      expect(line?.slice(1), `*claude-keymap-${key.name}*`).toEqual([typeof key.default === 'string' ? key.default : String(key.default), key.name]);
    }
  });

  it(':ClaudeMode in doc/claude.txt names every permission mode', () => {
    const entry = helpEntries(fs.readFileSync(HELP, 'utf8'), ':').get('ClaudeMode')!;
    for (const mode of schema.permission_modes) expect(entry).toContain(mode);
  });
});

describe('setup{} checks each option against the schema', () => {
  let t: TestNvim;
  let screen: Screen;
  let dir: string;

  beforeAll(async () => {
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'cc-config-')));
    t = await startNvim({ cwd: dir });
    // Wide enough for every message whole; the test of several problems narrows it.
    screen = await attachScreen(t, 160, 24);
  });
  afterAll(async () => {
    await screen?.detach();
    await t?.quit();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  interface Outcome {
    /** The messages setup{} left (:messages). */
    messages: string[];
    problems: { path: string; message: string }[];
    options: Record<string, any>;
  }

  /** Runs Lua from Neovim's main loop, as a user's config runs; fails at once (after answering it) if Neovim
   *  then waits for ENTER. nvim_get_mode is answered even during such a prompt; any other request waits. */
  async function runWithoutPrompt(code: string): Promise<void> {
    let done = false;
    const onNotification = (method: string) => { if (method === 'config_test_done') done = true; };
    t.nvim.on('notification', onNotification);
    try {
      const chan = await t.nvim.channelId;
      await t.lua(`vim.schedule(function() ${code}; vim.rpcnotify(${chan}, 'config_test_done') end)`);
      for (const deadline = Date.now() + 10_000; !done;) {
        if ((await editorMode(t)).blocking) {
          const shown = screen.text();
          await t.nvim.input('<CR>');
          throw new Error(`a prompt for ENTER after ${code}:\n${shown}`);
        }
        if (Date.now() > deadline) throw new Error(`timed out running ${code}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    } finally {
      t.nvim.removeListener('notification', onNotification);
    }
  }

  /** Runs setup(`opts`, Lua source) with the builtin vim.notify; returns what it said and set.
   *  `problems` and `options` are read from lua/claude/config.lua itself, on purpose: what this describe
   *  guards is the check's outcome for each option of the schema (the default in place of a wrong value, the
   *  right ones applied), and most options (frame_ms, render_budget, env, args, log_file, ...) have no public
   *  reader before a session runs. Where they land is tested through the public surface elsewhere:
   *  setup-options.e2e.test.ts (args, model, frame_ms), the keymaps test below, :checkhealth claude (the
   *  problems, in the several-options test). */
  async function setup(opts: string): Promise<Outcome> {
    await t.nvim.command('messages clear');
    await runWithoutPrompt(`require('claude').setup(${opts})`);
    await screen.settle();
    return t.lua<Outcome>(`
      local config = require('claude.config')
      local messages = vim.split(vim.trim(vim.fn.execute('messages')), '\\n', { trimempty = true })
      return { messages = messages, problems = config.problems, options = config.options }`);
  }

  /** Each: setup{} source, the message (without "claude-chat: "), the option's path (its value afterwards
   *  is the default). Every case also sets compose_height = 7, which must apply. */
  const CASES: [string, string, string][] = [
    ["keymaps = { allow = 1 }", 'setup{ keymaps.allow }: expected a string or false, got number', 'keymaps.allow'],
    ["keymaps = { send = true }", 'setup{ keymaps.send }: expected a string or false, got true', 'keymaps.send'],
    ["keymaps = 'x'", 'setup{ keymaps }: expected a table, got string', 'keymaps'],
    ["keymaps = { alow = 'x' }", 'setup{ keymaps.alow }: unknown option', 'keymaps'],
    ['wat = 1', 'setup{ wat }: unknown option', 'command'],
    ["position = 'middle'", "setup{ position }: expected one of right, left, above, below, tab, got 'middle'", 'position'],
    ["permission_mode = 'yolo'", "setup{ permission_mode }: expected one of default, acceptEdits, plan, dontAsk, auto, bypassPermissions, got 'yolo'", 'permission_mode'],
    ['size = 0', 'setup{ size }: expected a whole number or a fraction below 1, got 0', 'size'],
    ['size = 1.5', 'setup{ size }: expected a whole number or a fraction below 1, got 1.5', 'size'],
    ["size = '40%'", 'setup{ size }: expected a whole number or a fraction below 1, got string', 'size'],
    ['frame_ms = -1', 'setup{ frame_ms }: expected a number from 0 to 1000, got -1', 'frame_ms'],
    ['render_budget = 2', 'setup{ render_budget }: expected a number from 0 to 1, got 2', 'render_budget'],
    ["command = ''", "setup{ command }: expected a non-empty string, got ''", 'command'],
    ["args = '--x'", 'setup{ args }: expected a list of strings, got string', 'args'],
    ['args = { 1 }', 'setup{ args }: expected a list of strings, got a number at [1]', 'args'],
    ['env = { A = 1 }', 'setup{ env }: expected a table of strings, got a number at A', 'env'],
    ['log_file = true', 'setup{ log_file }: expected a file path or false, got true', 'log_file'],
    ['model = 3', 'setup{ model }: expected a non-empty string, got number', 'model'],
  ];

  const at = (options: Record<string, any>, dotted: string) => dotted.split('.').reduce((o, k) => o?.[k], options);

  it.each(CASES)('{ %s }: one message naming it, its default instead, the other option applies', async (opts, message, dotted) => {
    const defaults = (await setup('{}')).options;
    const got = await setup(`{ ${opts}, compose_height = 7 }`);
    expect(got.messages).toEqual([`claude-chat: ${message}`]);
    expect(got.problems.length).toBe(1);
    expect(at(got.options, dotted)).toEqual(at(defaults, dotted));
    expect(got.options.compose_height).toBe(7);
    expect({ ...got.options, compose_height: 5 }).toEqual(defaults);
  });

  it('several wrong options: one message, naming the first and how many more; the rest applies', async () => {
    const got = await setup(`{ position = 'middle', keymaps = { allow = 1, deny = 'x' }, wat = true, frame_ms = 20 }`);
    expect(got.problems.map((p) => p.path)).toEqual(['position', 'keymaps.allow', 'wat']);
    expect(got.messages).toEqual([`claude-chat: setup{ position }: expected one of right, left, above, below, tab, got 'middle' (+2 more: :checkhealth claude)`]);
    expect(screen.lines().at(-1)).toBe(got.messages[0]);
    expect([got.options.position, got.options.keymaps.allow, got.options.keymaps.deny, got.options.frame_ms]).toEqual(['right', 'a', 'x', 20]);
    expect(got.options.wat).toBeUndefined();
    // :checkhealth claude lists each of them, the message setup{} gave first.
    await t.nvim.command('checkhealth claude');
    const report = await t.lua<string[]>(`return vim.api.nvim_buf_get_lines(0, 0, -1, false)`);
    await t.nvim.command('bwipeout');
    const warned = report.map((l) => /setup\{ ([\w.]+) \}:/.exec(l)?.[1]).filter(Boolean);
    expect(warned).toEqual(['position', 'keymaps.allow', 'wat']);
  });

  it('on a narrow screen the message is cut to the echo area: no prompt for ENTER', async () => {
    for (const columns of [80, 40]) {
      await screen.resize(columns, 24);
      const got = await setup(`{ position = 'middle', keymaps = { allow = 1 }, wat = true }`);
      expect(got.messages.length).toBe(1);
      expect(got.messages[0]).toMatch(/^claude-chat: setup\{ .*…$/);
      expect(got.messages[0].length).toBeLessThan(columns);
      expect(screen.lines().at(-1)).toBe(got.messages[0]);
    }
    await screen.resize(160, 24);
  });

  it('takes every value the schema allows without a word: unmapped keys, bypassPermissions, no log, sizes', async () => {
    const got = await setup(`{
      keymaps = { allow = '', deny = false }, permission_mode = 'bypassPermissions', log_file = false, model = 'sonnet',
      position = 'tab', size = 80, frame_ms = 0, render_budget = 0, args = { '--verbose' }, env = { A = '1' } }`);
    expect(got.messages).toEqual([]);
    expect(got.problems).toEqual([]);
    expect(got.options).toMatchObject({
      keymaps: { allow: '', deny: false, review: 'r' }, permission_mode: 'bypassPermissions', log_file: false, model: 'sonnet',
      position: 'tab', size: 80, frame_ms: 0, render_budget: 0, args: ['--verbose'], env: { A: '1' },
    });
    // A JSON null (vim.json.decode) is no value: the default.
    expect((await setup(`vim.json.decode('{"position": null, "frame_ms": 30}')`)).options).toMatchObject({ position: 'right', frame_ms: 30 });
    expect((await setup(`'right'`)).messages).toEqual(['claude-chat: setup(): expected a table, got string']);
  });

  it("keys set to '' or false are not mapped in the chat's buffers; the others are", async () => {
    await setup(`{ keymaps = { allow = '', deny = false, send = '<C-g>' } }`);
    const maps = await t.lua<Record<string, string>>(`
      require('claude').open()
      local chat, prompt = vim.fn.bufnr('claude://chat'), vim.fn.bufnr('claude://prompt')
      local function rhs(buf, lhs)
        return vim.api.nvim_buf_call(buf, function() return vim.fn.maparg(lhs, 'n', false, true).desc or '' end)
      end
      return { a = rhs(chat, 'a'), d = rhs(chat, 'd'), r = rhs(chat, 'r'), cg = rhs(prompt, '<C-g>'), cr = rhs(prompt, '<CR>') }`);
    expect(maps).toMatchObject({ a: '', d: '', cg: 'Claude: send the prompt', cr: '' });
    expect(maps.r).toMatch(/^Claude: review/);
    await t.lua(`require('claude').close()`);
  });

  it('the lists :ClaudeMode and :ClaudeApprove complete are the schema\'s and answer.lua\'s', async () => {
    const schema = readSchema();
    expect(await t.lua(`return vim.fn.getcompletion('ClaudeMode ', 'cmdline')`)).toEqual(schema.suggested_permission_modes);
    expect(schema.permission_modes).toEqual(expect.arrayContaining([...schema.suggested_permission_modes, 'bypassPermissions']));
    // The grants claude.approve() takes, as doc/claude.txt names them (*claude.approve()*, :ClaudeApprove).
    const grants = ['once', 'session', 'always'];
    const help = fs.readFileSync(HELP, 'utf8');
    for (const grant of grants) expect(helpEntries(help, ':').get('ClaudeApprove')).toContain(grant);
    expect(await t.lua(`return vim.fn.getcompletion('ClaudeApprove ', 'cmdline')`)).toEqual(grants);
  });

  it('every `open` sends the host each option it needs, defaults filled in, and what setup{} changed since', async () => {
    await setup('{}');
    // This replaces lua/claude/host.lua's notify on purpose: the test's subject is that private Lua → host
    // message, the one place every option the host needs is sent (frame_ms, render_budget, log_file and the
    // key names have no other reader before a session runs a turn). Their visible effects are tested end to
    // end: setup-options.e2e.test.ts (args, model, frame_ms reach the CLI and the pacing).
    const sent = await t.lua<Record<string, any>[]>(`
      local host = require('claude.host')
      local notify, sent = host.notify, {}
      host.notify = function(method, args)
        if method == 'open' then table.insert(sent, args) end
        return true
      end
      require('claude').start()
      require('claude').setup({ frame_ms = 20, model = 'sonnet', permission_mode = 'plan', log_file = false, keymaps = { deny = false, allow = 'y' }, env = { A = '1' } })
      require('claude').start()
      host.notify = notify
      return sent`);
    const logFile = await t.lua<string>(`return vim.fn.stdpath('log') .. '/claude-chat.log'`);
    // Every keymap by its schema name ('' for one off by default): the host takes those its hints name.
    const keys = Object.fromEntries(schemaLeaves().filter((l) => l.path.startsWith('keymaps.'))
      .map((l) => [l.name, typeof l.default === 'string' ? l.default : '']));
    expect(keys).toMatchObject({ allow: 'a', allow_session: 'A', allow_always: 'S', deny: 'd', review: 'r', show_output: 'K' });
    // null: the CLI's own model and mode, no log (the host has no defaults of its own).
    expect(sent[0]).toEqual({
      session: '1', command: 'claude', args: [], env: {}, cwd: dir, model: null, permission_mode: null, frame_ms: 50, render_budget: 0.0035, log_file: logFile, keys,
    });
    expect(sent[1]).toEqual({
      session: '1', command: 'claude', args: [], env: { A: '1' }, cwd: dir, model: 'sonnet', permission_mode: 'plan', frame_ms: 20, render_budget: 0.0035, log_file: null,
      keys: { ...keys, allow: 'y', deny: '' },
    });
  });
});
