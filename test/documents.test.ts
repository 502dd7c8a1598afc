// The documents beside the code, each for its reader: README.md for users (short: what a user needs, with
// :help claude for the rest), ARCHITECTURE.md for how the plugin is built (its module map names every
// module, and only modules that exist), TESTING.md for the tests and the faults they hold, bench/README.md
// for the benchmark. Comments name files by their path in the repository, never a machine's.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './support/nvim';

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The files under `dir` (relative to the repository) whose names end in `ext`, relative to the repository. */
function filesUnder(dir: string, ext: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(file, ext) : e.name.endsWith(ext) ? [file] : [];
  }).sort();
}

describe('README.md', () => {
  it('is under 12 KB', () => {
    expect(fs.statSync(path.join(ROOT, 'README.md')).size).toBeLessThan(12 * 1024);
  });

  it('links :help claude and the three documents beside it, which exist', () => {
    const readme = read('README.md');
    expect(readme).toContain(':help claude');
    for (const doc of ['ARCHITECTURE.md', 'TESTING.md', 'bench/README.md']) {
      expect(readme, doc).toContain(`](${doc})`);
      expect(fs.existsSync(path.join(ROOT, doc)), doc).toBe(true);
    }
  });
});

describe("ARCHITECTURE.md's module map", () => {
  /** The files the map names: the first word of each line of its code blocks. */
  const named = (): string[] => {
    const doc = read('ARCHITECTURE.md');
    const map = doc.slice(doc.indexOf('\n## Module map\n'), doc.indexOf('\n## ', doc.indexOf('\n## Module map\n') + 1));
    expect(map.length, 'a "## Module map" section').toBeGreaterThan(100);
    const blocks = [...map.matchAll(/```\n([\s\S]*?)```/g)].map((m) => m[1]);
    const words = blocks.flatMap((b) => b.split('\n')).map((line) => /^(\S+\.(?:ts|lua|vim))\s/.exec(line)?.[1]);
    return words.filter((w): w is string => !!w);
  };
  /** Where a name of the map is in the repository: host modules are named from src/, Lua modules by file name. */
  const resolve = (name: string): string =>
    (name.endsWith('.ts') ? path.join('src', name) : name.includes('/') ? name : path.join('lua', 'claude', name));

  it('names every module of the host and of the Lua side', () => {
    const listed = new Set(named().map(resolve));
    const modules = [...filesUnder('src', '.ts'), ...filesUnder(path.join('lua', 'claude'), '.lua'),
      ...filesUnder('plugin', '.lua'), ...filesUnder('syntax', '.vim')];
    expect(modules.filter((m) => !listed.has(m))).toEqual([]);
  });

  it('names no module that does not exist', () => {
    expect(named().map(resolve).filter((m) => !fs.existsSync(path.join(ROOT, m)))).toEqual([]);
  });
});

describe('comments', () => {
  it("name files by their path in the repository, not by a machine's absolute path", () => {
    const sources = ['src', 'lua', 'plugin', 'syntax', 'test', 'scripts', 'bench']
      .flatMap((dir) => ['.ts', '.lua', '.vim', '.mjs', '.sh'].flatMap((ext) => filesUnder(dir, ext)));
    const found: string[] = [];
    for (const file of sources) {
      read(file).split('\n').forEach((line, i) => {
        // A comment (`//`, `--`, `#`, `"` or a doc comment's `*`) naming a path in a machine's work or home tree.
        if (/(?:\/\/|--|#|^\s*"|^\s*\*).*\/(?:work|home)\//.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
