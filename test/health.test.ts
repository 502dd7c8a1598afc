// :checkhealth claude in a real headless Neovim: what passes, and every failure with the fix to run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claudeBin } from './support/claude-env';
import { ROOT, setupClaude, startNvim, type ClaudeSetup, type TestNvim } from './support/nvim';
import { hostPid } from './support/sessions';
import { waitFor } from './support/wait';

let nvim: TestNvim | null = null;
const temps: string[] = [];
afterEach(async () => {
  const t = nvim;
  nvim = null;
  try {
    await t?.quit();
  } finally {
    for (const d of temps.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  }
});

function tempDir(prefix: string): string {
  const d = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
  temps.push(d);
  return d;
}

/** A copy of the plugin as a user would have it (no node_modules, no src), optionally without its bundle. */
function pluginCopy(opts: { bundle?: string | null } = {}): string {
  const dir = tempDir('cc-plugin-');
  for (const sub of ['plugin', 'lua', 'rplugin', 'doc', 'syntax']) {
    if (fs.existsSync(path.join(ROOT, sub))) fs.cpSync(path.join(ROOT, sub), path.join(dir, sub), { recursive: true });
  }
  const bundle = path.join(dir, 'rplugin', 'node', 'claude-chat.js');
  if (opts.bundle === null) fs.rmSync(bundle);
  else if (opts.bundle !== undefined) fs.writeFileSync(bundle, opts.bundle);
  return dir;
}

/** Starts Neovim with the repo (or `rtp`) as its plugin, runs setup(opts), then :checkhealth claude. */
async function checkhealth(setup: ClaudeSetup, rtp?: string): Promise<string[]> {
  const cwd = tempDir('cc-health-');
  if (rtp) {
    nvim = await startNvim({ cwd, plugin: false });
    await nvim.nvim.command(`set rtp^=${rtp} | runtime! plugin/claude.lua`);
  } else {
    nvim = await startNvim({ cwd });
  }
  await setupClaude(nvim, setup);
  return healthReport(nvim);
}

/** :checkhealth claude's lines. Neovim 0.12 marks the levels with emoji ("- ✅ OK"); the messages after
 *  them are the same, which is what the tests read. */
async function healthReport(t: TestNvim): Promise<string[]> {
  await t.nvim.command('checkhealth claude');
  const lines = await t.lua<string[]>(`return vim.api.nvim_buf_get_lines(0, 0, -1, false)`);
  return lines.map((l) => l.replace(/^(\s*)- (?:✅|⚠️|❌) (OK|WARNING|ERROR)\b/u, '$1- $2'));
}

/** The real CLI, with an API key (the fake one the tests use: `claude auth status` counts it as a login). */
const cli = (extra: ClaudeSetup = {}): ClaudeSetup => ({
  command: claudeBin(),
  env: { HOME: tempDir('cc-home-'), ANTHROPIC_API_KEY: 'sk-fake' },
  ...extra,
});

/** The line matching `re` and the ADVICE lines under it. */
function entry(lines: string[], re: RegExp): string {
  const at = lines.findIndex((l) => re.test(l));
  if (at < 0) throw new Error(`no line matching ${re} in:\n${lines.join('\n')}`);
  const out = [lines[at]];
  for (let i = at + 1; i < lines.length && /^\s+- /.test(lines[i]); i++) out.push(lines[i]);
  return out.join('\n');
}

describe(':checkhealth claude', () => {
  it('reports Neovim, node, the bundle, a host that answers ping, and the CLI version', async () => {
    const lines = await checkhealth(cli());
    const text = lines.join('\n');
    expect(text).not.toMatch(/ERROR|WARNING/);
    expect(text).toMatch(/^- OK Neovim 0\.(1\d|[2-9]\d)\.\d+$/m);
    expect(text).toMatch(/^- OK node v(\d+)\.\d+\.\d+ \(.*node\)$/m);
    expect(Number(/OK node v(\d+)/.exec(text)![1])).toBeGreaterThanOrEqual(18);
    expect(text).toContain(`- OK host bundle: ${path.join(ROOT, 'rplugin', 'node', 'claude-chat.js')}`);
    expect(text).toContain('- OK host started and answered ping');
    expect(text).toMatch(
      new RegExp(
        `^- OK claude \\d+\\.\\d+\\.\\d+ \\(Claude Code\\) \\(${claudeBin().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\)$`,
        'm',
      ),
    );
    expect(text).toContain('- OK logged in (ANTHROPIC_API_KEY)');
    // The check leaves nothing running that it started.
    await waitFor(() => hostPid(nvim!) === null || null, { message: 'the host the check started to end' });
  });

  it('pings the running host without stopping it', async () => {
    const cwd = tempDir('cc-health-');
    nvim = await startNvim({ cwd, setup: cli() });
    // A session started (its host with it), as :ClaudeChat would.
    await nvim.lua(`require('claude').start()`);
    const host = await waitFor(() => hostPid(nvim!), { message: 'the host' });
    const text = (await healthReport(nvim)).join('\n');
    expect(text).toContain('- OK host running and answering ping');
    expect(hostPid(nvim)).toBe(host);
  });

  it('a CLI that is not logged in: a warning saying what to run in a terminal (or which key to set), quickly', async () => {
    const started = Date.now();
    const lines = await checkhealth(cli({ env: { HOME: tempDir('cc-home-'), ANTHROPIC_API_KEY: '' } }));
    expect(entry(lines, /WARNING claude is not logged in/)).toBe(
      [
        '- WARNING claude is not logged in: prompts will fail until it is',
        '  - ADVICE:',
        '    - Run `claude` in a terminal and log in there with /login',
        '    - Or set ANTHROPIC_API_KEY, in your environment or in require("claude").setup({ env = { ANTHROPIC_API_KEY = ... } })',
      ].join('\n'),
    );
    // The CLI itself is fine.
    expect(lines.join('\n')).toMatch(/- OK claude \d/);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("command = '/nonexistent': an error with how to install or point at the CLI", async () => {
    const lines = await checkhealth({ command: '/nonexistent' });
    expect(entry(lines, /ERROR claude CLI/)).toBe(
      [
        '- ERROR claude CLI not found (`command = "/nonexistent"`)',
        '  - ADVICE:',
        '    - Install it: npm install -g @anthropic-ai/claude-code (then run `claude` once in a terminal to log in)',
        '    - Or set its path: require("claude").setup({ command = "/path/to/claude" })',
      ].join('\n'),
    );
    // The rest still passes.
    expect(lines.join('\n')).toContain('- OK host started and answered ping');
  });

  it('a CLI whose --version fails: the error shows its output', async () => {
    const dir = tempDir('cc-badcli-');
    const bad = path.join(dir, 'claude');
    fs.writeFileSync(bad, '#!/bin/sh\necho "claude: broken install" >&2\nexit 3\n', { mode: 0o755 });
    const lines = await checkhealth({ command: bad });
    expect(entry(lines, /ERROR .*--version/)).toMatch(
      /^- ERROR `.*\/claude --version` failed \(exit 3\): claude: broken install\n {2}- ADVICE:\n {4}- Install it: npm install -g @anthropic-ai\/claude-code/,
    );
  });

  it('a CLI older than the oldest tested one: a warning with the version and how to update', async () => {
    const dir = tempDir('cc-oldcli-');
    const old = path.join(dir, 'claude');
    fs.writeFileSync(old, '#!/bin/sh\necho "2.0.9 (Claude Code)"\n', { mode: 0o755 });
    const lines = await checkhealth({ command: old });
    expect(entry(lines, /WARNING claude 2\.0\.9/)).toBe(
      [
        `- WARNING claude 2.0.9 (Claude Code) (${old}) is older than 2.1.197, the oldest this plugin is tested with`,
        '  - ADVICE:',
        '    - Update it: npm install -g @anthropic-ai/claude-code',
      ].join('\n'),
    );
  });

  it("node = '/nonexistent/node': an error with the fix, and the host is not tried", async () => {
    const lines = await checkhealth(cli({ node: '/nonexistent/node' }));
    expect(entry(lines, /ERROR node/)).toBe(
      [
        '- ERROR node not found (`node = "/nonexistent/node"`)',
        '  - ADVICE:',
        '    - Install Node.js 18 or newer (https://nodejs.org), or set the path: require("claude").setup({ node = "/path/to/node" })',
      ].join('\n'),
    );
    expect(lines.join('\n')).toContain('- WARNING host not started: fix the errors above first');
    expect(lines.join('\n')).toMatch(/- OK claude \d/);
  });

  it('node that is too old: an error naming the version needed', async () => {
    const dir = tempDir('cc-oldnode-');
    const old = path.join(dir, 'node');
    fs.writeFileSync(old, '#!/bin/sh\necho v16.20.2\n', { mode: 0o755 });
    const lines = await checkhealth(cli({ node: old }));
    expect(entry(lines, /ERROR node/)).toMatch(
      /^- ERROR node v16\.20\.2 \(.*\) is too old: the host needs Node\.js 18 or newer\n {2}- ADVICE:\n {4}- Install Node\.js 18\+/,
    );
  });

  it('a plugin copy without its bundle: an error with the build command', async () => {
    const copy = pluginCopy({ bundle: null });
    const lines = await checkhealth(cli(), copy);
    expect(entry(lines, /ERROR host bundle/)).toBe(
      [
        `- ERROR host bundle missing: ${copy}/rplugin/node/claude-chat.js`,
        '  - ADVICE:',
        `    - Reinstall the plugin (the bundle is committed), or build it: cd ${copy} && npm ci && npm run build`,
      ].join('\n'),
    );
  });

  it('a bundle that does not answer: an error pointing at the rebuild and the log', async () => {
    const copy = pluginCopy({ bundle: 'process.exit(3);\n' });
    const lines = await checkhealth(cli(), copy);
    expect(lines.join('\n')).toContain(`- OK host bundle: ${copy}/rplugin/node/claude-chat.js`);
    expect(entry(lines, /ERROR the host/)).toMatch(
      new RegExp(
        `^- ERROR the host did not answer ping: .+\\n {2}- ADVICE:\\n {4}- Rebuild the bundle \\(cd ${copy} && npm run build\\), then look at the log: `,
      ),
    );
    await waitFor(() => hostPid(nvim!) === null || null, { message: 'the failed host gone' });
  });

  it('lists every option setup{} did not take, and where it is documented', async () => {
    const lines = await checkhealth(
      cli({ permission_mode: 'yolo', position: 'middle', keymaps: { allow: 1 }, wat: true }),
    );
    expect(entry(lines, /WARNING setup\{ permission_mode \}/)).toBe(
      "- WARNING setup{ permission_mode }: expected one of default, acceptEdits, plan, dontAsk, auto, bypassPermissions, got 'yolo'\n" +
        '  - ADVICE:\n    - Its default applies instead; see :help |claude-option-permission_mode|',
    );
    expect(entry(lines, /WARNING setup\{ position \}/)).toContain(
      "expected one of right, left, above, below, tab, got 'middle'",
    );
    expect(entry(lines, /WARNING setup\{ keymaps.allow \}/)).toContain('see :help |claude-keymap-allow|');
    expect(entry(lines, /WARNING setup\{ wat \}/)).toContain('unknown option');
    expect(lines.join('\n')).not.toContain('every option is valid');
  });

  it('says so when setup{} took every option', async () => {
    const lines = await checkhealth(cli());
    expect(lines).toContain('- OK setup{}: every option is valid');
  });
});
