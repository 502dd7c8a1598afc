// The code's shape, checked from its text (no Neovim needed): no module over 300 lines, no line over 120
// characters, no require cycle, and every require at the top of its file, where a reader sees what a module
// stands on. A lazy require inside a function hid the cycles (issue 29); only plugin/claude.lua's entry
// points load modules on first use, by design (nothing loads at startup), and they are named below.
// Each tree is a set of files with a way to read its imports: the Lua side (lua/, plugin/) and the TypeScript
// side (src/), whose imports are read from its `import ... from '...'` and `export ... from '...'` lines.
// And the tests under test/ reach the plugin as a user or a script can, through `require('claude')`, never one of
// its modules (`claude.<module>`): only the tests about the code itself read it (TESTING.md), named below.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles, ROOT } from './support/tree';

const MAX_LINES = 300;
const MAX_WIDTH = 120;

/** One import of a module: what it names, its line (1-based), and the function it sits in (null: the top). */
interface Import {
  target: string;
  line: number;
  inFunction: string | null;
}

interface Tree {
  name: string;
  files: string[];
  /** The module a file is, as imports name it. */
  moduleOf(file: string): string;
  /** The imports of a file's text (the file, for imports named relative to it). */
  importsOf(text: string, file: string): Import[];
  /** Whether an import names a module of this tree (others, e.g. Neovim's own, are not checked). */
  own(target: string): boolean;
  /** Functions (by file, then name) allowed to import lazily. */
  lazy: Record<string, string[]>;
  /** The tree's layers, bottom first, each a list of modules: a module imports only from its own layer or
   *  below, and every module has a layer. */
  layers?: [string, string[]][];
  /** Cycles known and allowed, each sorted as cycles() gives it, with why in a comment. */
  allowedCycles?: string[][];
}

/** Lua source with comments removed and each string literal replaced by `\0<n>\0` (its value in `strings`). */
function lexLua(text: string): { code: string; strings: string[] } {
  const strings: string[] = [];
  let code = '';
  let i = 0;
  const longBracket = (at: number): number | null => {
    const m = /^\[(=*)\[/.exec(text.slice(at, at + 64));
    return m ? m[1].length : null;
  };
  while (i < text.length) {
    const c = text[i];
    if (c === '-' && text[i + 1] === '-') {
      const level = longBracket(i + 2);
      if (level !== null) {
        const close = ']' + '='.repeat(level) + ']';
        const end = text.indexOf(close, i + 2);
        const stop = end < 0 ? text.length : end + close.length;
        code += text.slice(i, stop).replace(/[^\n]/g, ' '); // keep the line count
        i = stop;
      } else {
        while (i < text.length && text[i] !== '\n') i++;
      }
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      let value = '';
      while (j < text.length && text[j] !== c && text[j] !== '\n') {
        if (text[j] === '\\') {
          value += text[j + 1] ?? '';
          j += 2;
        } else value += text[j++];
      }
      strings.push(value);
      code += `\0${strings.length - 1}\0`;
      i = j + 1;
    } else if (c === '[' && longBracket(i) !== null) {
      const level = longBracket(i)!;
      const close = ']' + '='.repeat(level) + ']';
      const end = text.indexOf(close, i);
      const stop = end < 0 ? text.length : end + close.length;
      const value = text.slice(i + level + 2, end < 0 ? text.length : end);
      strings.push(value);
      code += `\0${strings.length - 1}\0` + '\n'.repeat(value.split('\n').length - 1);
      i = stop;
    } else {
      code += c;
      i++;
    }
  }
  return { code, strings };
}

/** Lua's requires, each with the function it sits in: blocks are tracked by their keywords (function, if,
 *  do, repeat ... end/until), which is exact once comments and strings are out of the way. */
function luaImports(text: string): Import[] {
  const { code, strings } = lexLua(text);
  const out: Import[] = [];
  const stack: { kind: string; name: string }[] = [];
  const token = /\brequire\s*\(?\s*\0(\d+)\0|\b(function|if|do|repeat|end|until)\b/g;
  let m: RegExpExecArray | null;
  while ((m = token.exec(code))) {
    const line = code.slice(0, m.index).split('\n').length;
    if (m[1] !== undefined) {
      const fn = [...stack].reverse().find((b) => b.kind === 'function');
      out.push({ target: strings[Number(m[1])], line, inFunction: fn ? fn.name : null });
      continue;
    }
    const word = m[2];
    if (word === 'end' || word === 'until') stack.pop();
    else if (word === 'function') {
      const after = /^\s*([\w.:]+)?/.exec(code.slice(token.lastIndex))![1];
      const before = /([\w.]+)\s*=\s*$/.exec(code.slice(Math.max(0, m.index - 80), m.index));
      stack.push({ kind: 'function', name: after ?? before?.[1] ?? '(anonymous)' });
    } else stack.push({ kind: word, name: '' });
  }
  return out;
}

const LUA: Tree = {
  name: 'Lua',
  files: [...listFiles('lua', '.lua'), ...listFiles('plugin', '.lua')],
  moduleOf: (file) => LUA_MODULE(file),
  importsOf: luaImports,
  own: (target) => target === 'claude' || target.startsWith('claude.'),
  // Nothing loads at startup, nor when `claude` is required: each command loads the plugin on first use through
  // plugin/claude.lua's two, the public API through its own (lua/claude/init.lua), and setup{} only the options.
  lazy: { 'plugin/claude.lua': ['claude', 'module'], 'lua/claude/init.lua': ['plugin', 'M.setup'] },
  // Each folder of lua/claude/ is one feature on one floor: ARCHITECTURE.md's picture of the floors names them.
  layers: luaFloors(),
};

/** The Lua floors, bottom first, read from ARCHITECTURE.md's picture (a `floors` block: `floor: folder ...`, where
 *  `.` is lua/claude/ itself and `plugin` is plugin/): each module's floor is its folder's. A folder the picture
 *  does not name has no floor (and fails). */
function luaFloors(): [string, string[]][] {
  const doc = fs.readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8');
  const picture = /```floors\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
  const files = [...listFiles('lua', '.lua'), ...listFiles('plugin', '.lua')];
  const folderOf = (f: string) =>
    f.startsWith('plugin/') ? 'plugin' : path.posix.dirname(f.replace(/^lua\/claude\/?/, '')) || '.';
  return picture
    .trim()
    .split('\n')
    .map((line) => {
      const [floor, folders] = line.split(':');
      const named = folders.trim().split(/\s+/);
      return [floor.trim(), files.filter((f) => named.includes(folderOf(f))).map((f) => LUA_MODULE(f))];
    });
}

/** The module a Lua file is, as requires name it (plugin/claude.lua by its path). */
function LUA_MODULE(file: string): string {
  const rel = file
    .replace(/^lua\//, '')
    .replace(/\.lua$/, '')
    .replace(/\/init$/, '');
  return file.startsWith('lua/') ? rel.split('/').join('.') : file;
}

/** TypeScript's imports: `import ... from '...'`, `export ... from '...'` and `import '...'` at the start of a
 *  line (so at the top: a dynamic import() is not read). A relative path is resolved to its file in the tree. */
function tsImports(text: string, file: string): Import[] {
  const out: Import[] = [];
  const statement = /^(?:(?:import|export)\s+(?:[\w*{},\s]*?\s+)?from\s+|import\s+)'([^']+)'/gm;
  let m: RegExpExecArray | null;
  while ((m = statement.exec(text))) {
    const line = text.slice(0, m.index).split('\n').length;
    let target = m[1];
    if (target.startsWith('.')) {
      const base = path.posix.join(path.posix.dirname(file), target);
      target = [`${base}.ts`, `${base}/index.ts`].find((f) => fs.existsSync(path.join(ROOT, f))) ?? base;
    }
    out.push({ target, line, inFunction: null });
  }
  return out;
}

const TS: Tree = {
  name: 'TypeScript',
  files: listFiles('src', '.ts'),
  moduleOf: (file) => file,
  importsOf: tsImports,
  own: (target) => target.startsWith('src/'),
  lazy: {},
  // Each top folder under src/ is a layer (its features in folders below it): the CLI's protocol at the bottom,
  // Neovim's side on top, main.ts joining them. A new folder at the top is a new layer, placed here.
  layers: ['cli', 'session', 'render', 'host', 'nvim', 'top'].map((layer): [string, string[]] => [
    layer,
    listFiles('src', '.ts').filter((f) => (f.split('/').length > 2 ? f.split('/')[1] : 'top') === layer),
  ]),
};

const TREES: Tree[] = [LUA, TS];

/** The cycles of `graph`, one per strongly connected component of more than one module (or a self-import). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.has(v)) out.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return out;
}

/** Where a Lua file writes into another module's table: `x.f = ...` (or `x.a.b = ...`, `x[k] = ...`) for a local
 *  `x` bound to a module of the plugin's own, or `require('claude.x').f = ...`. A module that sets or wraps
 *  another's functions is wiring no reader of either sees: lua/claude/host/events.lua declares what goes upward. */
function luaForeignWrites(text: string): { line: number; target: string }[] {
  const { code, strings } = lexLua(text);
  const modules = new Map<string, string>();
  for (const m of code.matchAll(/\blocal\s+(\w+)\s*=\s*require\s*\(?\s*\0(\d+)\0\s*\)?/g)) {
    const target = strings[Number(m[2])];
    if (target === 'claude' || target.startsWith('claude.')) modules.set(m[1], target);
  }
  const out: { line: number; target: string }[] = [];
  const write = /(?:\b(\w+)|\brequire\s*\(?\s*\0(\d+)\0\s*\)?)((?:\s*(?:\.\s*\w+|\[[^\]\n]*\]))+)\s*=(?!=)/g;
  for (const m of code.matchAll(write)) {
    const target = m[1] !== undefined ? modules.get(m[1]) : strings[Number(m[2])];
    if (target === undefined || !(target === 'claude' || target.startsWith('claude.'))) continue;
    // `local x = a.b == c` and `x.f == y` are no writes; a write is a statement `x.f = ...` (also after `;`).
    const before = code.slice(Math.max(0, code.lastIndexOf('\n', m.index!) + 1), m.index!);
    if (!/^\s*(?:.*;\s*)?$/.test(before)) continue;
    out.push({
      line: code.slice(0, m.index!).split('\n').length,
      target: `${target}${m[3].replace(/\s/g, '').replace(/\0(\d+)\0/g, (_, n) => `'${strings[Number(n)]}'`)}`,
    });
  }
  return out;
}

describe.each(TREES)('$name files', (tree) => {
  const texts = new Map(tree.files.map((f) => [f, fs.readFileSync(path.join(ROOT, f), 'utf8')]));

  it(`have at most ${MAX_LINES} lines each`, () => {
    const long = tree.files
      .map((f) => ({ f, n: texts.get(f)!.replace(/\n$/, '').split('\n').length }))
      .filter(({ n }) => n > MAX_LINES)
      .map(({ f, n }) => `${f}: ${n} lines`);
    expect(long).toEqual([]);
  });

  it(`have no line over ${MAX_WIDTH} characters`, () => {
    const wide: string[] = [];
    for (const f of tree.files) {
      texts
        .get(f)!
        .split('\n')
        .forEach((l, i) => {
          const width = [...l].length;
          if (width > MAX_WIDTH) wide.push(`${f}:${i + 1}: ${width} characters`);
        });
    }
    expect(wide).toEqual([]);
  });

  it('import every module at the top of the file (only the named lazy entry points load on first use)', () => {
    const inside: string[] = [];
    for (const f of tree.files) {
      for (const imp of tree.importsOf(texts.get(f)!, f)) {
        if (imp.inFunction !== null && tree.own(imp.target) && !(tree.lazy[f] ?? []).includes(imp.inFunction)) {
          inside.push(`${f}:${imp.line}: ${imp.target} inside ${imp.inFunction}()`);
        }
      }
    }
    expect(inside).toEqual([]);
  });

  it('import no module that imports them back, however far round (no cycle)', () => {
    const graph = new Map<string, Set<string>>();
    for (const f of tree.files) {
      const targets = tree
        .importsOf(texts.get(f)!, f)
        .filter((imp) => tree.own(imp.target))
        .map((imp) => imp.target);
      graph.set(tree.moduleOf(f), new Set(targets));
    }
    expect(cycles(graph)).toEqual(tree.allowedCycles ?? []);
  });

  it.runIf(tree.layers)('import only from their own layer or below, each module in one layer', () => {
    const layerOf = new Map<string, number>();
    for (const [i, [, modules]] of tree.layers!.entries()) for (const m of modules) layerOf.set(m, i);
    const problems: string[] = [];
    for (const f of tree.files) {
      const from = tree.moduleOf(f);
      if (!layerOf.has(from)) {
        problems.push(`${f}: ${from} is in no layer`);
        continue;
      }
      for (const imp of tree.importsOf(texts.get(f)!, f)) {
        const to = layerOf.get(imp.target);
        if (tree.own(imp.target) && to !== undefined && to > layerOf.get(from)!) {
          const [fromName] = tree.layers![layerOf.get(from)!];
          const [toName] = tree.layers![to];
          problems.push(`${f}:${imp.line}: ${from} (${fromName}) imports ${imp.target} (${toName})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

/** The modules of the plugin's own (`claude.<module>`) that `text` names to Lua: `require('claude.x')` in any
 *  of Lua's forms (also `v:lua.require'claude.x'`, and with the quotes escaped inside a TypeScript string), and
 *  `package.loaded['claude.x']`, through which a module is read or replaced as well. */
function pluginModules(text: string): { target: string; line: number }[] {
  const named = /(?:\brequire\s*\(?|\bpackage\.loaded\s*\[)\s*\\*(['"])(claude\.[\w.]+)\\*\1/g;
  return [...text.matchAll(named)].map((m) => ({ target: m[2], line: text.slice(0, m.index).split('\n').length }));
}

/** Test files that may name a module of the plugin's own, with the modules each may name and why. Any other
 *  file under test/ (the end-to-end, screen, fault and everyday tests and their support) may not: a test that
 *  reads or replaces the plugin's internals would pass against code no user runs. */
const READS_PLUGIN_MODULES: Record<string, string[]> = {
  // The tests of the documents read the option schema itself (TESTING.md, Tests of the documents).
  'test/support/schema-json.lua': ['claude.options.schema'],
};

describe('the Lua modules', () => {
  it("write nothing into another module's table (what goes upward is an event: lua/claude/host/events.lua)", () => {
    const writes = LUA.files.flatMap((f) =>
      luaForeignWrites(fs.readFileSync(path.join(ROOT, f), 'utf8')).map(
        ({ line, target }) => `${f}:${line}: ${target}`,
      ),
    );
    expect(writes).toEqual([]);
  });

  it('the reader of those writes sees them, and no read, comparison or write of a local table', () => {
    const src = [
      "local frame = require('claude.frame')",
      "local ui = require 'claude.ui'",
      'local t = {}',
      'frame.on_turns = M.ended',
      'ui.map_keys = function() end',
      "require('claude.approvals').on_update = f",
      "frame['x'] = 1",
      'if frame.on_turns == f then end',
      'local x = frame.on_turns',
      't.a = 1',
      'M.f = frame.g',
      '-- frame.y = 2',
    ].join('\n');
    expect(luaForeignWrites(src)).toEqual([
      { line: 4, target: 'claude.frame.on_turns' },
      { line: 5, target: 'claude.ui.map_keys' },
      { line: 6, target: 'claude.approvals.on_update' },
      { line: 7, target: "claude.frame['x']" },
    ]);
  });
});

describe('the tests under test/', () => {
  // This file itself is left out: its readers' tests hold requires as sample text.
  const files = ['.ts', '.mjs', '.js', '.lua', '.vim']
    .flatMap((ext) => listFiles('test', ext))
    .filter((f) => f !== 'test/structure.test.ts');

  it("name no module of the plugin's own (only require('claude')), but for the files named with why", () => {
    const named: string[] = [];
    for (const f of files) {
      for (const { target, line } of pluginModules(fs.readFileSync(path.join(ROOT, f), 'utf8'))) {
        if (!(READS_PLUGIN_MODULES[f] ?? []).includes(target)) named.push(`${f}:${line}: ${target}`);
      }
    }
    expect(named).toEqual([]);
  });

  it('of those named, each still names its modules (an entry no longer needed goes)', () => {
    const unused = Object.entries(READS_PLUGIN_MODULES).flatMap(([f, modules]) => {
      const seen = new Set(pluginModules(fs.readFileSync(path.join(ROOT, f), 'utf8')).map((m) => m.target));
      return modules.filter((m) => !seen.has(m)).map((m) => `${f}: ${m}`);
    });
    expect(unused).toEqual([]);
  });

  it("the reader sees every way a test names a module of the plugin's own, and not require('claude')", () => {
    const src = [
      "await c.lua(`require('claude.sessions').close('1')`);",
      'local e = require "claude.editor"',
      'vim.bo.omnifunc = "v:lua.require\'claude.complete\'.omnifunc"',
      "nvim.lua('return require(\\'claude.view\\').x')",
      'await c.lua("require(\\"claude.host\\").channel()")',
      "package.loaded['claude.start'].open = function() end",
      "await c.lua(`return require('claude').sessions()`)",
      'vim.o.statusline = "%{v:lua.require\'claude\'.status()}"',
      "local m = require('claudette.x')",
    ].join('\n');
    expect(pluginModules(src)).toEqual([
      { target: 'claude.sessions', line: 1 },
      { target: 'claude.editor', line: 2 },
      { target: 'claude.complete', line: 3 },
      { target: 'claude.view', line: 4 },
      { target: 'claude.host', line: 5 },
      { target: 'claude.start', line: 6 },
    ]);
  });
});

describe('the TypeScript import reader', () => {
  it('sees imports and re-exports over one line or several, resolved to their files, and nothing else', () => {
    const src = [
      "import fs from 'node:fs';",
      "import type { Answers } from '../approvals/answers';",
      'import {',
      '  type Shown,',
      '  nextUpdate,',
      "} from '../frames/viewSync';",
      "// import x from './comment';",
      "export { entryAt } from './entryAt';",
      "export * from '../view';",
      'export interface Shape {',
      '  a: string;',
      '}',
      'const s = "import y from \'./string\'";',
      "import '../log';",
    ].join('\n');
    expect(tsImports(src, 'src/host/chat/x.ts')).toEqual([
      { target: 'node:fs', line: 1, inFunction: null },
      { target: 'src/host/approvals/answers.ts', line: 2, inFunction: null },
      { target: 'src/host/frames/viewSync.ts', line: 3, inFunction: null },
      { target: 'src/host/chat/entryAt.ts', line: 8, inFunction: null },
      { target: 'src/host/view.ts', line: 9, inFunction: null },
      { target: 'src/host/log.ts', line: 14, inFunction: null },
    ]);
  });
});

describe('the Lua import reader', () => {
  it('sees requires at the top and inside functions, and none in strings or comments', () => {
    const src = [
      "local a = require('claude.a')",
      '-- require("claude.comment")',
      'local s = "v:lua.require\'claude.string\'.f"',
      'local function f(x)',
      '  if x then',
      "    return require 'claude.b'",
      '  end',
      'end',
      'M.g = function()',
      '  for _ = 1, 2 do',
      '  end',
      '  return require("claude.c")',
      'end',
      '--[[ require("claude.long") ]]',
      "local t = { p = [[require('claude.bracket')]] }",
      "local d = require('claude.d')",
    ].join('\n');
    expect(luaImports(src)).toEqual([
      { target: 'claude.a', line: 1, inFunction: null },
      { target: 'claude.b', line: 6, inFunction: 'f' },
      { target: 'claude.c', line: 12, inFunction: 'M.g' },
      { target: 'claude.d', line: 16, inFunction: null },
    ]);
  });

  it('finds a cycle however long, and none in a tree', () => {
    const g = (edges: Record<string, string[]>) => new Map(Object.entries(edges).map(([k, v]) => [k, new Set(v)]));
    expect(cycles(g({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([['a', 'b', 'c']]);
    expect(cycles(g({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });
});
