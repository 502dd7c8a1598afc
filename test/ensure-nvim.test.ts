// scripts/ensure-nvim.sh in a clone that is copied or moved: its Neovim (Debian's, unpacked into .deps/ and
// patched to run on the unpacked loader and libraries) is the copy's own, and runs after the first clone is
// gone. Worked on temporary copies of this clone's .deps tree; the shared one is only read. No network: an
// apt-get that fails stands in, so anything that would download makes the test fail.
// And $CLAUDE_CHAT_NVIM as TESTING.md writes it, relative to the clone: the tests start Neovim from directories
// of their own, so it is made absolute; one that is no Neovim is refused at once, as is a Neovim that cannot start.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { nvimBin, ROOT, startNvim } from './support/nvim';

const DEPS = path.join(ROOT, '.deps');
/** The line whose unpacked tree this clone has (none where the system's Neovim is used). */
const line = ['0.12', '0.10'].find((l) => fs.existsSync(path.join(DEPS, `nvim-${l}`, 'usr', 'bin', 'nvim')));
const unpacked = !!line && fs.existsSync(path.join(DEPS, 'patchelf', 'usr', 'bin', 'patchelf'));

let tmp: string | null = null;
afterEach(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  tmp = null;
});

/** A PATH without a Neovim of the line and with an apt-get that fails. */
function stubs(dir: string): string {
  fs.mkdirSync(dir);
  const failing = '#!/bin/sh\necho "apt-get: no network in this test" >&2\nexit 1\n';
  fs.writeFileSync(path.join(dir, 'apt-get'), failing, { mode: 0o755 });
  fs.writeFileSync(path.join(dir, 'nvim'), '#!/bin/sh\nexit 1\n', { mode: 0o755 });
  return `${dir}:/usr/bin:/bin`;
}

/** A clone at `dir` as far as the script is concerned: the script, and the unpacked Neovim and patchelf. */
function cloneAt(dir: string): void {
  fs.mkdirSync(path.join(dir, 'scripts'), { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'scripts', 'ensure-nvim.sh'), path.join(dir, 'scripts', 'ensure-nvim.sh'));
  fs.mkdirSync(path.join(dir, '.deps'));
  for (const part of [`nvim-${line}`, 'patchelf']) {
    execFileSync('cp', ['-a', path.join(DEPS, part), path.join(dir, '.deps')]);
  }
}

const ensure = (clone: string, PATH: string) =>
  execFileSync('bash', [path.join(clone, 'scripts', 'ensure-nvim.sh'), line!], {
    encoding: 'utf8',
    env: { PATH, HOME: tmp! },
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();

/** What the Neovim `launcher` starts says it is, and where its runtime is. */
const whoRuns = (launcher: string) =>
  execFileSync(
    launcher,
    [
      '--headless',
      '--clean',
      '-c',
      'lua io.write(vim.v.progpath .. "\\n" .. vim.env.VIMRUNTIME .. "\\n" .. vim.version().minor)',
      '+qa!',
    ],
    {
      encoding: 'utf8',
      env: { PATH: '/usr/bin:/bin', HOME: tmp! },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 20_000,
    },
  ).split('\n');

describe.runIf(unpacked)('scripts/ensure-nvim.sh in a copied clone', () => {
  it("the copy's launcher runs the copy's Neovim, also once the first clone is gone", () => {
    tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'cc-clone-')));
    const PATH = stubs(path.join(tmp, 'stubs'));
    const first = path.join(tmp, 'first');
    cloneAt(first);
    const launcher = ensure(first, PATH);
    expect(launcher).toBe(path.join(first, '.deps', 'bin', `nvim-${line}`));
    expect(whoRuns(launcher)).toEqual([
      path.join(first, '.deps', `nvim-${line}`, 'usr', 'bin', 'nvim'),
      path.join(first, '.deps', `nvim-${line}`, 'usr', 'share', 'nvim', 'runtime'),
      line!.split('.')[1],
    ]);

    // Copied, and the first clone deleted: the copy's launcher, run before ensure-nvim.sh is.
    const copy = path.join(tmp, 'copy');
    execFileSync('cp', ['-a', first, copy]);
    fs.rmSync(first, { recursive: true });
    const own = path.join(copy, '.deps', `nvim-${line}`);
    expect(whoRuns(path.join(copy, '.deps', 'bin', `nvim-${line}`))[0]).toBe(path.join(own, 'usr', 'bin', 'nvim'));
    expect(ensure(copy, PATH)).toBe(path.join(copy, '.deps', 'bin', `nvim-${line}`));
  });

  it('a launcher written before (it runs the tree of the clone it was written in) is rewritten', () => {
    tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'cc-clone-')));
    const PATH = stubs(path.join(tmp, 'stubs'));
    const clone = path.join(tmp, 'clone');
    cloneAt(clone);
    const launcher = path.join(clone, '.deps', 'bin', `nvim-${line}`);
    fs.mkdirSync(path.dirname(launcher));
    // As the old script wrote it in the clone this one was copied from (which still runs).
    const before = path.join(DEPS, `nvim-${line}`, 'usr', 'bin', 'nvim');
    fs.writeFileSync(launcher, `#!/bin/sh\nexec "${before}" "$@"\n`, { mode: 0o755 });
    expect(ensure(clone, PATH)).toBe(launcher); // nothing downloaded: apt-get would have failed it
    expect(whoRuns(launcher)[0]).toBe(path.join(clone, '.deps', `nvim-${line}`, 'usr', 'bin', 'nvim'));
  });
});

describe('$CLAUDE_CHAT_NVIM', () => {
  const ensureWith = (given: string) =>
    execFileSync('bash', [path.join(ROOT, 'scripts', 'ensure-nvim.sh')], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, CLAUDE_CHAT_NVIM: given },
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();

  it('a path relative to the clone (TESTING.md: .deps/bin/nvim) is made absolute: Neovim starts anywhere', async () => {
    const relative = path.relative(ROOT, nvimBin());
    expect(path.isAbsolute(relative)).toBe(false);
    const got = ensureWith(relative);
    expect(got).toBe(path.resolve(ROOT, relative));
    tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'cc-nvim-')));
    const t = await startNvim({ cwd: tmp, nvim: got });
    try {
      expect(await t.lua<number>('return vim.version().minor')).toBeGreaterThanOrEqual(10);
    } finally {
      await t.quit();
    }
  });

  it('one that is no Neovim is refused at once, naming it (no other Neovim is taken instead)', () => {
    let said = '';
    try {
      ensureWith('no/such/nvim');
    } catch (err) {
      said = String((err as { stderr?: unknown }).stderr);
    }
    expect(said.trim()).toBe(
      `ensure-nvim: CLAUDE_CHAT_NVIM=no/such/nvim is not a Neovim 0.10 or newer (looked for: ${ROOT}/no/such/nvim)`,
    );
  });

  it('a Neovim that cannot start fails the test at once, saying why (its client would wait forever)', async () => {
    tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'cc-nvim-')));
    const started = Date.now();
    await expect(startNvim({ cwd: tmp, nvim: '.deps/bin/nvim' })).rejects.toThrow(
      `could not start Neovim .deps/bin/nvim in ${tmp}: spawn .deps/bin/nvim ENOENT`,
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
