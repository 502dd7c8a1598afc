// What an unattended run (require('claude').run, :ClaudeRun) lets through: a tool call runs when an entry of
// its `allow` list names it, in the CLI's permission rule syntax (docs/cli-protocol.md § Permission rules):
// `Tool` for every call of a tool, `Bash(npm run lint:*)` for a command prefix, `Bash(git status)` for one
// command, `Edit(src/**)` / `Read(*.md)` for file globs, `WebFetch(domain:example.com)`, `mcp__server` for
// all of an MCP server's tools. Anything else is denied, naming the entry that would have let it run. Pure.
import path from 'node:path';
import { EDITING_TOOLS, toolFilePath } from '../tools/tools';

type Input = Record<string, unknown>;

/** As the CLI's rules do: an `Edit` rule covers every tool that edits files, a `Read` rule those that read. */
const FAMILIES: Record<string, ReadonlySet<string>> = {
  Edit: EDITING_TOOLS,
  Read: new Set(['Read', 'Grep', 'Glob', 'LS']),
};

/** A command joining several (`a && b`, `a; b`, pipes, substitutions) or redirecting to or from a file: a
 *  prefix rule must not let the rest through, so such a command matches only an entry naming it whole. */
const COMPOUND = /&&|\|\||[;|&`\n<>]|\$\(/;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** `Tool(content)` → its parts; a bare `Tool` has no content. */
function parse(entry: string): { tool: string; content: string | null } {
  const m = /^([^()]+)\((.*)\)$/s.exec(entry.trim());
  return m ? { tool: m[1].trim(), content: m[2] } : { tool: entry.trim(), content: null };
}

function toolMatches(ruleTool: string, tool: string): boolean {
  if (ruleTool === tool || FAMILIES[ruleTool]?.has(tool)) return true;
  // `mcp__server` (or `mcp__server__*`) names every tool of that server.
  const server = ruleTool.replace(/__\*$/, '');
  return ruleTool.startsWith('mcp__') && server.split('__').length === 2 && tool.startsWith(`${server}__`);
}

/** A glob with `*` (within a path segment), `**` (across them) and `?` as a regular expression. */
function globRegex(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      re += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/** A Bash command against `pattern`: `prefix:*` (the prefix, then nothing or a space and more), a glob
 *  with `*`, or the command itself. */
function commandMatches(pattern: string, command: string): boolean {
  const cmd = command.trim();
  if (cmd === pattern.trim()) return true;
  if (COMPOUND.test(cmd)) return false;
  if (pattern.endsWith(':*')) {
    const prefix = pattern.slice(0, -2).trim();
    return cmd === prefix || cmd.startsWith(`${prefix} `);
  }
  return pattern.includes('*') && globRegex(pattern.trim()).test(cmd);
}

/** A file against a gitignore-like `pattern`: `//abs` and `~/` are absolute, `/x` and `x/y` are from the
 *  run's directory, a pattern without a slash matches a name in any directory. */
function fileMatches(pattern: string, file: string, cwd: string, home: string): boolean {
  const abs = path.resolve(cwd, file);
  if (pattern.startsWith('//')) return globRegex(pattern.slice(1)).test(abs);
  if (pattern.startsWith('~/')) return globRegex(path.join(home, pattern.slice(2))).test(abs);
  const rel = path.relative(cwd, abs);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return false;
  if (!pattern.replace(/^\//, '').includes('/')) return globRegex(pattern).test(path.basename(rel));
  return globRegex(pattern.replace(/^\//, '')).test(rel);
}

function contentMatches(tool: string, content: string, input: Input, cwd: string, home: string): boolean {
  if (tool === 'Bash') return commandMatches(content, str(input.command));
  if (tool === 'WebFetch' && content.startsWith('domain:')) {
    try {
      return new URL(str(input.url)).hostname === content.slice('domain:'.length);
    } catch {
      return false;
    }
  }
  const file = toolFilePath(input) ?? (str(input.path) || null);
  return file !== null && fileMatches(content, file, cwd, home);
}

/** The entry of `allow` that lets `tool` run with `input` (in `cwd`), or null. */
export function allowedBy(
  allow: readonly string[],
  tool: string,
  input: Input,
  cwd: string,
  home = process.env.HOME ?? '/',
): string | null {
  for (const entry of allow) {
    const rule = parse(entry);
    if (!toolMatches(rule.tool, tool)) continue;
    if (rule.content === null || rule.content === '*') return entry;
    if (contentMatches(tool, rule.content, input, cwd, home)) return entry;
  }
  return null;
}

/** The allow entry that would let this call run: what a denial tells the user to add. */
export function neededEntry(tool: string, input: Input, cwd: string): string {
  if (tool === 'Bash' && str(input.command).trim()) return `Bash(${str(input.command).trim()})`;
  const file = toolFilePath(input);
  if (file) {
    const rel = path.relative(cwd, path.resolve(cwd, file));
    return `${tool}(${rel.startsWith('..') ? `/${path.resolve(cwd, file)}` : rel})`;
  }
  return tool;
}
