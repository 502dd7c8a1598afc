// The highlight groups are bare strings on both sides (the renderers' groups in src/, the winbar's %#...# in
// lua/, syntax/*.vim): this ties them to lua/claude/ui/highlights.lua, which defines them, and to
// :help claude-highlights, which documents them. Every group used is defined and documented with the link
// highlights.lua gives it, and every one defined is used. Read from the files' text; no Neovim needed.
//
// Telling a group from the other `Claude*` names (commands, User events, the host's function): a quoted
// name is a group unless what precedes it says otherwise (NOT_GROUPS); so a new kind of name fails here
// until it is named below, rather than passing unchecked.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles, ROOT } from './support/tree';

const NAME = /Claude[A-Z]\w*/;

/** What precedes a quoted Claude* name that is not a highlight group. */
const NOT_GROUPS: Array<[string, RegExp]> = [
  ['user command', /\bcommand\(\s*$/],
  ['User event', /\bpattern\s*=\s*$/],
  ["the host's function", /\bregisterFunction\(\s*$/],
];

/** `text` with its comments blanked (`--` for Lua, `//` and block comments for TypeScript); strings kept. */
function withoutComments(text: string, lua: boolean): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === quote || c === '\n') quote = null;
    } else if (c === "'" || c === '"' || (!lua && c === '`')) {
      quote = c;
      out += c;
    } else if (lua ? text.startsWith('--', i) : text.startsWith('//', i)) {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (!lua && text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      out += text.slice(i, end < 0 ? text.length : end + 2).replace(/[^\n]/g, ' ');
      i = end < 0 ? text.length : end + 1;
    } else {
      out += c;
    }
  }
  return out;
}

interface Use {
  name: string;
  where: string;
  kind: string;
}

/** Every Claude* name in a string of a source file: quoted whole ('ClaudeTool') or in a status line item
 *  (%#ClaudeOtherSessions#), each with what it is. */
function namesIn(file: string): Use[] {
  const text = withoutComments(fs.readFileSync(path.join(ROOT, file), 'utf8'), file.endsWith('.lua'));
  const uses: Use[] = [];
  const quoted = new RegExp(`(['"\`])(${NAME.source})\\1|%#(${NAME.source})#`, 'g');
  for (const m of text.matchAll(quoted)) {
    const line = text.slice(0, m.index).split('\n').length;
    const before = text.slice(text.lastIndexOf('\n', m.index) + 1, m.index);
    const kind = m[3] ? 'group' : (NOT_GROUPS.find(([, re]) => re.test(before))?.[0] ?? 'group');
    uses.push({ name: m[2] ?? m[3], where: `${file}:${line}`, kind });
  }
  return uses;
}

/** The groups syntax/*.vim highlights or links (its own groups are claudeMd*, lower case: none so far). */
function syntaxGroups(file: string): Use[] {
  const lines = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n');
  return lines.flatMap((l, i) =>
    /^\s*(hi|highlight|syn|syntax)\b/.test(l)
      ? [...l.matchAll(new RegExp(NAME.source, 'g'))].map((m) => ({
          name: m[0],
          where: `${file}:${i + 1}`,
          kind: 'group',
        }))
      : [],
  );
}

const uses: Use[] = [
  ...[...listFiles('src', '.ts'), ...listFiles('lua', '.lua'), ...listFiles('plugin', '.lua')].flatMap(namesIn),
  ...listFiles('syntax', '.vim').flatMap(syntaxGroups),
];
const used = new Map<string, string[]>();
for (const u of uses.filter((u) => u.kind === 'group')) used.set(u.name, [...(used.get(u.name) ?? []), u.where]);

/** highlights.lua's `M.links`: group -> the group it links to. */
const defined = new Map(
  [
    ...fs
      .readFileSync(path.join(ROOT, 'lua/claude/ui/highlights.lua'), 'utf8')
      .matchAll(/^\s*(Claude[A-Z]\w*)\s*=\s*'(\w+)'/gm),
  ].map((m) => [m[1], m[2]]),
);

/** :help claude-highlights: `*hl-ClaudeUser*  Normal  the prompt text`, group -> the link it names. */
const documented = (() => {
  const help = fs.readFileSync(path.join(ROOT, 'doc/claude.txt'), 'utf8');
  const start = help.indexOf('*claude-highlights*');
  const section = help.slice(start, help.indexOf('\n===', start));
  return new Map([...section.matchAll(/^\*hl-(Claude[A-Z]\w*)\*\s+(\w+)/gm)].map((m) => [m[1], m[2]]));
})();

describe('highlight group names: used, defined in lua/claude/ui/highlights.lua, documented in :help claude-highlights', () => {
  it('the scan finds the groups and tells the other names apart', () => {
    // A scan that finds nothing would pass everything below.
    expect(used.get('ClaudeApprovalHint')?.some((w) => w.startsWith('src/render/'))).toBe(true);
    expect(used.get('ClaudeOtherSessions')).toEqual([expect.stringMatching(/^lua\/claude\/transcript\/winbar\.lua:/)]);
    expect(defined.size).toBeGreaterThan(20);
    const other = (kind: string) => uses.filter((u) => u.kind === kind).map((u) => u.name);
    expect(other('user command')).toEqual(expect.arrayContaining(['ClaudeChat', 'ClaudeApprove']));
    expect(other('User event')).toEqual(expect.arrayContaining(['ClaudeTurnDone']));
    // No name is both a group and something else.
    // :ClaudeThinking (the issue's name for the command) and the group of thinking text share a name: Neovim
    // keeps commands and groups apart, and both are documented under their own tags. So are :ClaudeBlame and
    // the group of its marks (the issue's names for both).
    const shared = new Set(['ClaudeThinking', 'ClaudeBlame']);
    for (const u of uses.filter((u) => u.kind !== 'group' && !shared.has(u.name))) {
      expect(defined.has(u.name), `${u.where}: ${u.name}`).toBe(false);
    }
  });

  it('every group used is defined in highlights.lua', () => {
    const undefinedGroups = [...used]
      .filter(([name]) => !defined.has(name))
      .map(([name, where]) => `${name} (${where.join(', ')})`);
    expect(undefinedGroups).toEqual([]);
  });

  it('every group defined is used somewhere', () => {
    expect([...defined.keys()].filter((name) => !used.has(name))).toEqual([]);
  });

  it('the help documents exactly the groups defined, each with the link highlights.lua gives it', () => {
    expect(Object.fromEntries(documented)).toEqual(Object.fromEntries(defined));
  });
});
