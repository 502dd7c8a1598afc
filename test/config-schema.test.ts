// lua/claude/options/schema.lua is the one place the options are written: README.md and doc/claude.txt list exactly
// its options with its defaults; setup{} checks each option against it (one message, the wrong ones keep
// what they had, the rest applies, no prompt; a later setup{} changes only what it names), seen as a user
// sees it: the messages, :checkhealth claude, the chat's windows and keys, the host's log, and how the CLI
// was started (test/fake-cli/record.mjs is `claude` there); a session started after setup{} changed runs
// with the new options.
//   UPDATE_DOCS=1 CLAUDE_CHAT_NVIM=/path/to/nvim npx vitest run test/config-schema.test.ts
// rewrites the two option blocks from the schema (then review the diff).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorMode, transcriptLines } from './support/keys';
import { ROOT, startNvim, type TestNvim } from './support/nvim';
import { cut, helpBlock, helpEntries, helpSpan, readmeBlock, readmeSpan, splice } from './support/options-doc';
import { readSchema, schemaLeaves } from './support/schema';
import { attachScreen, type Screen } from './support/screen';
import { hostPid, sessionStatus } from './support/sessions';
import { waitFor } from './support/wait';

const README = path.join(ROOT, 'README.md');
const HELP = path.join(ROOT, 'doc', 'claude.txt');
const UPDATE = process.env.UPDATE_DOCS === '1';

describe('the docs list the options of lua/claude/options/schema.lua with its defaults', () => {
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
      expect(line?.slice(1), `*claude-keymap-${key.name}*`).toEqual([
        typeof key.default === 'string' ? key.default : String(key.default),
        key.name,
      ]);
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
  /** Where test/fake-cli/record.mjs, the `claude` on Neovim's PATH here, tells how each CLI was started. */
  let recordFile: string;
  /** What the chat and its CLI look like with setup{} and with setup{ compose_height = 7 }. */
  let defaults: Seen;
  let composed: Seen;

  beforeAll(async () => {
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'cc-config-')));
    const bin = path.join(dir, 'bin');
    fs.mkdirSync(bin);
    fs.symlinkSync(path.join(ROOT, 'test', 'fake-cli', 'record.mjs'), path.join(bin, 'claude'));
    recordFile = path.join(dir, 'cli.jsonl');
    // The default command (`claude`) is the recorder; the default log file lands under `dir` (stdpath('log')).
    t = await startNvim({
      cwd: dir,
      env: {
        PATH: `${bin}${path.delimiter}${process.env.PATH}`,
        FAKE_CLI_RECORD: recordFile,
        XDG_STATE_HOME: path.join(dir, 'state'),
      },
    });
    // Wide enough for every message whole; the test of several problems narrows it.
    screen = await attachScreen(t, 160, 24);
    defaults = (await setupAndOpen('{}')).seen;
    composed = (await setupAndOpen('{ compose_height = 7 }')).seen;
  });
  afterAll(async () => {
    await screen?.detach();
    await t?.quit();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** What a user can see of the options in force: how the CLI was started, where the host logs, the chat's
   *  windows and the keys mapped in its buffers. (frame_ms and render_budget only pace frames: their effect
   *  is timed by setup-options.e2e.test.ts and pacing.e2e.test.ts.) */
  interface Seen {
    cli: { script: string; argv: string[]; cwd: string; env: Record<string, string> };
    /** The files under `dir` that tell of that CLI's start (the host's log). */
    logs: string[];
    /** Tab pages, and each window of the chat's: its buffer's name (without the session's number), place, size. */
    layout: { tabs: number; windows: [string, number, number, number, number][] };
    /** The keys mapped in the transcript's and the prompt's buffers: 'transcript n a' → its description. */
    keys: Record<string, string>;
  }

  /** Runs Lua from Neovim's main loop, as a user's config runs; fails at once (after answering it) if Neovim
   *  then waits for ENTER. nvim_get_mode is answered even during such a prompt; any other request waits.
   *  (The rpcnotify goes to this test's own channel, to say the code ran: not to the plugin's host.) */
  async function runWithoutPrompt(code: string): Promise<void> {
    let done = false;
    const onNotification = (method: string) => {
      if (method === 'config_test_done') done = true;
    };
    t.nvim.on('notification', onNotification);
    try {
      const chan = await t.nvim.channelId;
      await t.lua(`vim.schedule(function() ${code}; vim.rpcnotify(${chan}, 'config_test_done') end)`);
      for (const deadline = Date.now() + 10_000; !done; ) {
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

  const records = (): Seen['cli'][] =>
    fs.existsSync(recordFile)
      ? fs
          .readFileSync(recordFile, 'utf8')
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l))
      : [];

  /** setup{} of every option at its default: README.md's block (a later setup{} keeps what an earlier one set,
   *  so a case that is to start from the defaults names them all). */
  const RESET = readmeBlock(readSchema());

  /** Runs setup(`opts`, Lua source) with the builtin vim.notify, over the defaults (`reset`) or over what the
   *  calls before set; returns the messages it left (:messages). */
  async function setup(opts: string, reset = true): Promise<string[]> {
    await t.nvim.command('messages clear');
    await runWithoutPrompt(`${reset ? `${RESET}\n` : ''}require('claude').setup(${opts})`);
    await screen.settle();
    return t.lua<string[]>(`return vim.split(vim.trim(vim.fn.execute('messages')), '\\n', { trimempty = true })`);
  }

  /** Opens a new session's chat (:ClaudeChat!) with the options in force, and reads what it shows and how its
   *  CLI was started. `fresh`: in a host of its own (it picks its log file at its first session). */
  async function open(fresh = true): Promise<Seen> {
    if (fresh) await stopHost();
    const before = records().length;
    await t.nvim.command('ClaudeChat!');
    const cli = await waitFor(() => records()[before] ?? null, { message: 'the CLI to start' });
    const pid = (cli as unknown as { pid: number }).pid;
    // Ready once the CLI answered: the host logged its start (at the spawn) well before that.
    await waitFor(async () => (await sessionStatus(t)).state === 'ready', { message: 'the session to be ready' });
    const logs = (fs.readdirSync(dir, { recursive: true }) as string[])
      .filter((f) => fs.statSync(path.join(dir, f)).isFile() && f !== 'cli.jsonl')
      .filter((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes(`claude started, pid ${pid}`));
    const { layout, keys } = await t.lua<Pick<Seen, 'layout' | 'keys'>>(`
      local layout, keys = { tabs = vim.fn.tabpagenr('$'), windows = {} }, {}
      for _, w in ipairs(vim.api.nvim_tabpage_list_wins(0)) do
        local buf = vim.api.nvim_win_get_buf(w)
        local name = vim.api.nvim_buf_get_name(buf):gsub('%-%d+$', '')
        if vim.api.nvim_win_get_config(w).relative == '' then
          local at = vim.api.nvim_win_get_position(w)
          local size = { vim.api.nvim_win_get_width(w), vim.api.nvim_win_get_height(w) }
          table.insert(layout.windows, { name, at[1], at[2], size[1], size[2] })
        end
        local kind = ({ ['claude://chat'] = 'transcript', ['claude://prompt'] = 'prompt' })[name]
        for _, mode in ipairs(kind and { 'n', 'i', 'x' } or {}) do
          for _, m in ipairs(vim.api.nvim_buf_get_keymap(buf, mode)) do
            keys[('%s %s %s'):format(kind, mode, m.lhs)] = m.desc or m.rhs or ''
          end
        end
      end
      require('claude').close()
      return { layout = layout, keys = keys }`);
    const { script, argv, cwd, env } = cli;
    return { cli: { script, argv, cwd, env }, logs, layout, keys };
  }

  /** Ends the host (as a crash would, but quietly: SIGTERM), once Neovim knows: claude.status() is '' then. */
  async function stopHost(): Promise<void> {
    const host = hostPid(t);
    if (host === null) return;
    process.kill(host, 'SIGTERM');
    await waitFor(
      async () => hostPid(t) === null && (await t.lua<string>(`return require('claude').status()`)) === '',
      { message: 'the host to stop' },
    );
  }

  async function setupAndOpen(opts: string, fresh = true, reset = true): Promise<{ messages: string[]; seen: Seen }> {
    const messages = await setup(opts, reset);
    return { messages, seen: await open(fresh) };
  }

  /** Each: setup{} source and the message (without "claude-chat: "). Every case also sets compose_height = 7,
   *  which must apply, while the wrong option's default is in force: the chat and its CLI look exactly as
   *  with setup{ compose_height = 7 }. */
  const CASES: [string, string][] = [
    ['keymaps = { allow = 1 }', 'setup{ keymaps.allow }: expected a string or false, got number'],
    ['keymaps = { send = true }', 'setup{ keymaps.send }: expected a string or false, got true'],
    ["keymaps = 'x'", 'setup{ keymaps }: expected a table, got string'],
    ["keymaps = { alow = 'x' }", 'setup{ keymaps.alow }: unknown option'],
    ['wat = 1', 'setup{ wat }: unknown option'],
    ["position = 'middle'", "setup{ position }: expected one of right, left, above, below, tab, got 'middle'"],
    [
      "permission_mode = 'yolo'",
      'setup{ permission_mode }: expected one of default, acceptEdits, plan, dontAsk, ' +
        "auto, bypassPermissions, got 'yolo'",
    ],
    ['size = 0', 'setup{ size }: expected a whole number or a fraction below 1, got 0'],
    ['size = 1.5', 'setup{ size }: expected a whole number or a fraction below 1, got 1.5'],
    ["size = '40%'", 'setup{ size }: expected a whole number or a fraction below 1, got string'],
    ['frame_ms = -1', 'setup{ frame_ms }: expected a number from 0 to 1000, got -1'],
    ['render_budget = 2', 'setup{ render_budget }: expected a number from 0 to 1, got 2'],
    ["command = ''", "setup{ command }: expected a non-empty string, got ''"],
    ["args = '--x'", 'setup{ args }: expected a list of strings, got string'],
    ['args = { 1 }', 'setup{ args }: expected a list of strings, got a number at [1]'],
    ['env = { A = 1 }', 'setup{ env }: expected a table of strings, got a number at A'],
    ['log_file = true', 'setup{ log_file }: expected a file path or false, got true'],
    ['model = 3', 'setup{ model }: expected a non-empty string, got number'],
    ["editor_tools = { selection = 'no' }", 'setup{ editor_tools.selection }: expected true or false, got string'],
  ];

  it('the defaults: the recorder as `claude` in this directory, the default log, a prompt 5 lines high', () => {
    expect(defaults.cli.script).toBe(path.join(dir, 'bin', 'claude'));
    expect(defaults.cli.cwd).toBe(dir);
    expect(defaults.cli.argv).not.toContain('--model');
    expect(defaults.cli.argv).not.toContain('--permission-mode');
    expect(defaults.logs).toEqual([path.join('state', 'nvim', 'claude-chat.log')]);
    const prompt = (s: Seen) => s.layout.windows.find((w) => w[0] === 'claude://prompt')!;
    expect([prompt(defaults)[4], prompt(composed)[4]]).toEqual([5, 7]);
    expect(defaults.keys).toMatchObject({
      'transcript n a': expect.stringMatching(/^Claude: allow/),
      'prompt n <CR>': 'Claude: send the prompt',
    });
    // The rest of what they show is the same.
    expect({ ...composed, layout: defaults.layout }).toEqual(defaults);
  });

  it.each(CASES)('{ %s }: one message naming it, its default instead, the other option applies', async (opts, msg) => {
    const got = await setupAndOpen(`{ ${opts}, compose_height = 7 }`);
    expect(got.messages).toEqual([`claude-chat: ${msg}`]);
    expect(got.seen).toEqual(composed);
  });

  it('several wrong options: one message, naming the first and how many more; the rest applies', async () => {
    const got = await setupAndOpen(
      `{ position = 'middle', keymaps = { allow = 1, deny = 'x' }, wat = true, frame_ms = 20 }`,
    );
    expect(got.messages).toEqual([
      `claude-chat: setup{ position }: expected one of right, left, above, below, tab, got 'middle' (+2 more: :checkhealth claude)`,
    ]);
    expect(screen.lines().at(-1)).toBe(got.messages[0]);
    // The default place and allow key; deny on x.
    expect(got.seen.layout).toEqual(defaults.layout);
    expect(got.seen.keys['transcript n a']).toBe(defaults.keys['transcript n a']);
    expect(got.seen.keys['transcript n x']).toBe(defaults.keys['transcript n d']);
    expect(got.seen.keys['transcript n d']).toBeUndefined();
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
      const messages = await setup(`{ position = 'middle', keymaps = { allow = 1 }, wat = true }`);
      expect(messages.length).toBe(1);
      expect(messages[0]).toMatch(/^claude-chat: setup\{ .*…$/);
      expect(messages[0].length).toBeLessThan(columns);
      expect(screen.lines().at(-1)).toBe(messages[0]);
    }
    await screen.resize(160, 24);
  });

  it('takes every value the schema allows without a word: unmapped keys, bypassPermissions, no log, sizes', async () => {
    const got = await setupAndOpen(`{
      keymaps = { allow = '', deny = false }, permission_mode = 'bypassPermissions', log_file = false, model = 'sonnet',
      position = 'left', size = 50, frame_ms = 0, render_budget = 0, args = { '--verbose' }, env = { A = '1' } }`);
    expect(got.messages).toEqual([]);
    const { argv, env } = got.seen.cli;
    expect(argv.slice(argv.indexOf('--model'), argv.indexOf('--model') + 2)).toEqual(['--model', 'sonnet']);
    expect(argv.slice(argv.indexOf('--permission-mode'), argv.indexOf('--permission-mode') + 2)).toEqual([
      '--permission-mode',
      'bypassPermissions',
    ]);
    expect(argv.length - defaults.cli.argv.length).toBe(5); // and --verbose once more
    expect(env.A).toBe('1');
    expect(got.seen.logs).toEqual([]);
    expect(got.seen.keys['transcript n a']).toBeUndefined();
    expect(got.seen.keys['transcript n d']).toBeUndefined();
    expect(got.seen.keys['transcript n r']).toMatch(/^Claude: review/);
    // On the left, 50 columns wide.
    const transcript = got.seen.layout.windows.find((w) => w[0] === 'claude://chat')!;
    expect([transcript[2], transcript[3]]).toEqual([0, 50]);
    expect((await setupAndOpen(`{ position = 'tab', size = 80 }`)).seen.layout.tabs).toBe(defaults.layout.tabs + 1);
    // A JSON null (vim.json.decode) is no value: the default.
    const nulls = await setupAndOpen(`vim.json.decode('{"position": null, "frame_ms": 30}')`);
    expect(nulls.messages).toEqual([]);
    expect(nulls.seen.layout).toEqual(defaults.layout);
    expect(await setup(`'right'`)).toEqual(['claude-chat: setup(): expected a table, got string']);
  });

  it('a later setup{} changes only the options it names; one it names takes the value given whole', async () => {
    const first = await setupAndOpen(`{ args = { '--verbose' }, env = { A = '1' }, compose_height = 7 }`, false);
    // The form :help claude-run shows for a CI job, after the user's own setup{}: their options stay.
    const run = await setupAndOpen(`{ run = { allow = { 'Edit' } } }`, false, false);
    expect(run.messages).toEqual([]);
    expect(run.seen).toEqual(first.seen);
    // A group changes only the fields named: the other keys stay as they were.
    const keys = await setupAndOpen(`{ keymaps = { allow = 'y' } }`, false, false);
    expect(keys.seen.keys['transcript n y']).toBe(first.seen.keys['transcript n a']);
    expect(keys.seen.keys['transcript n d']).toBe(first.seen.keys['transcript n d']);
    expect(keys.seen.cli).toEqual(first.seen.cli);
    // env named: the table given is the whole of it.
    const env = await setupAndOpen(`{ env = { B = '2' } }`, false, false);
    expect(env.seen.cli.env).toMatchObject({ B: '2' });
    expect(env.seen.cli.env.A).toBeUndefined();
    expect(env.seen.cli.argv).toEqual(first.seen.cli.argv);
    // A wrong value is said and changes nothing: what the calls before set stays.
    const wrong = await setupAndOpen(`{ env = { C = 3 }, args = 'x' }`, false, false);
    expect(wrong.messages).toEqual([
      'claude-chat: setup{ args }: expected a list of strings, got string (+1 more: :checkhealth claude)',
    ]);
    expect(wrong.seen.cli).toEqual(env.seen.cli);
    expect(wrong.seen.layout).toEqual(first.seen.layout);
  });

  it("keys set to '' or false are not mapped in the chat's buffers; the others are", async () => {
    const { keys } = (await setupAndOpen(`{ keymaps = { allow = '', deny = false, send = '<C-g>' } }`)).seen;
    expect(keys['transcript n a']).toBeUndefined();
    expect(keys['transcript n d']).toBeUndefined();
    expect(keys['prompt n <CR>']).toBeUndefined();
    expect(keys['prompt n <C-G>']).toBe('Claude: send the prompt');
    expect(keys['transcript n r']).toMatch(/^Claude: review/);
  });

  it("the lists :ClaudeMode and :ClaudeApprove complete are the schema's and answer.lua's", async () => {
    const schema = readSchema();
    expect(await t.lua(`return vim.fn.getcompletion('ClaudeMode ', 'cmdline')`)).toEqual(
      schema.suggested_permission_modes,
    );
    expect(schema.permission_modes).toEqual(
      expect.arrayContaining([...schema.suggested_permission_modes, 'bypassPermissions']),
    );
    // The grants claude.approve() takes, as doc/claude.txt names them (*claude.approve()*, :ClaudeApprove).
    const grants = ['once', 'session', 'always'];
    const help = fs.readFileSync(HELP, 'utf8');
    for (const grant of grants) expect(helpEntries(help, ':').get('ClaudeApprove')).toContain(grant);
    expect(await t.lua(`return vim.fn.getcompletion('ClaudeApprove ', 'cmdline')`)).toEqual(grants);
  });

  it('a session started after setup{} changed runs with the new options; the hints name the new keys', async () => {
    await setupAndOpen('{}');
    const got = await setupAndOpen(
      `{ frame_ms = 20, model = 'sonnet', permission_mode = 'plan',
      keymaps = { deny = false, allow = 'y' }, env = { A = '1' } }`,
      false,
    );
    expect(got.messages).toEqual([]);
    const { argv, env, cwd } = got.seen.cli;
    expect(argv).toEqual([...defaults.cli.argv, '--model', 'sonnet', '--permission-mode', 'plan']);
    expect(env).toEqual({ ...defaults.cli.env, A: '1' });
    expect(cwd).toBe(dir);
    expect(got.seen.keys['transcript n y']).toBe(defaults.keys['transcript n a']);
    expect(got.seen.keys['transcript n d']).toBeUndefined();
    // The host's hints under an approval name them too: [y] to allow, no key to deny.
    await t.nvim.command('ClaudeChat ask [script:badgrants]');
    const hint = await waitFor(async () => (await transcriptLines(t)).find((l) => /^ {2}\[\w\] /.test(l)) ?? null, {
      message: "the approval's hints",
    });
    expect(hint).toMatch(/^ {2}\[y\] allow/);
    expect(hint).not.toMatch(/\[d\]/);
    await t.nvim.command('ClaudeDeny');
    await t.lua(`require('claude').close()`);
  });
});
