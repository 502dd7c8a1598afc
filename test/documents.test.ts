// The documents beside the code, each for its reader: README.md for users (short: what a user needs, with
// :help claude for the rest), ARCHITECTURE.md for how the plugin is built (its module map names every
// module, and only modules that exist), TESTING.md for the tests and the faults they hold, bench/README.md
// for the benchmark, docs/cli-protocol.md for what the plugin relies on of the CLI. Comments name files by their
// path in the repository, never a machine's nor one beside the checkout, and a section they cite exists.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './support/nvim';

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The files under `dir` (relative to the repository) whose names end in `ext`, relative to the repository. */
function filesUnder(dir: string, ext: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .flatMap((e) => {
      const file = path.join(dir, e.name);
      return e.isDirectory() ? filesUnder(file, ext) : e.name.endsWith(ext) ? [file] : [];
    })
    .sort();
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
  /** Where a name of the map is in the repository: host modules are named from src/, Lua modules from lua/claude/
   *  (`chat/ui.lua`), plugin/ and syntax/ by their paths. */
  const resolve = (name: string): string =>
    name.endsWith('.ts')
      ? path.join('src', name)
      : /^(plugin|syntax)\//.test(name)
        ? name
        : path.join('lua', 'claude', name);

  it('names every module of the host and of the Lua side', () => {
    const listed = new Set(named().map(resolve));
    const modules = [
      ...filesUnder('src', '.ts'),
      ...filesUnder(path.join('lua', 'claude'), '.lua'),
      ...filesUnder('plugin', '.lua'),
      ...filesUnder('syntax', '.vim'),
    ];
    expect(modules.filter((m) => !listed.has(m))).toEqual([]);
  });

  it('names no module that does not exist', () => {
    expect(
      named()
        .map(resolve)
        .filter((m) => !fs.existsSync(path.join(ROOT, m))),
    ).toEqual([]);
  });
});

describe('docs/cli-protocol.md', () => {
  it('is linked from ARCHITECTURE.md', () => {
    expect(read('ARCHITECTURE.md')).toContain('](docs/cli-protocol.md)');
  });
});

/** The code and the documents beside it (not the data: recorded streams, reference screens). */
const sources = (): string[] =>
  ['src', 'lua', 'plugin', 'syntax', 'test', 'scripts', 'bench'].flatMap((dir) =>
    ['.ts', '.lua', '.vim', '.mjs', '.cjs', '.sh', '.md'].flatMap((ext) => filesUnder(dir, ext)),
  );

/** The titles of the sections (`#` to `####` headings) of `doc`, a Markdown file of the repository. */
const sections = (doc: string): string[] => [...read(doc).matchAll(/^#{1,4} +(.+?) *$/gm)].map((m) => m[1]);

describe('comments', () => {
  it("name files by their path in the repository, not by a machine's absolute path", () => {
    const found: string[] = [];
    for (const file of sources()) {
      read(file)
        .split('\n')
        .forEach((line, i) => {
          // A comment (`//`, `--`, `#`, `"` or a doc comment's `*`) naming a path in a machine's work or home tree.
          if (/(?:\/\/|--|#|^\s*"|^\s*\*).*\/(?:work|home)\//.test(line))
            found.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  /** The notes folder beside a checkout, which a clone does not have: its path is relative to nothing inside. */
  const BESIDE = /(?:^|\/)\.\.\/shared(?:\/|$)/;

  it('cite no file outside the repository: none in the shared notes beside the checkout, no ../ out of it', () => {
    const found: string[] = [];
    for (const file of sources()) {
      read(file)
        .split('\n')
        .forEach((line, i) => {
          for (const [cited] of line.matchAll(/(?:\.\.\/)+[^\s'"`()[\]{},;]*/g)) {
            const where = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), cited));
            if (BESIDE.test(cited) || where.startsWith('..') || path.isAbsolute(where)) {
              found.push(`${file}:${i + 1}: ${cited}`);
            }
          }
        });
    }
    expect(found).toEqual([]);
  });

  it('cite sections of the documents that exist: `docs/cli-protocol.md § Control requests`', () => {
    const found: string[] = [];
    let cited = 0;
    for (const file of sources()) {
      // A section sign names a section of the Markdown file named last before it (its path from the repository's
      // root), by its title.
      let doc: string | null = null;
      read(file)
        .split('\n')
        .forEach((line, i) => {
          for (const m of line.matchAll(/([\w./-]+\.md)\b|\u00a7 */g)) {
            if (m[1]) {
              doc = m[1];
              continue;
            }
            const rest = line.slice(m.index + m[0].length);
            const known = doc && fs.existsSync(path.join(ROOT, doc)) ? sections(doc) : [];
            const named = known.some((title) => rest.startsWith(title) && !/^[\w']/.test(rest.slice(title.length)));
            if (named) cited++;
            else found.push(`${file}:${i + 1}: no section of ${doc ?? 'no document'} begins ${rest}`);
          }
        });
    }
    expect(found).toEqual([]);
    expect(cited, 'the comments cite sections of docs/cli-protocol.md').toBeGreaterThan(10);
  });
});
