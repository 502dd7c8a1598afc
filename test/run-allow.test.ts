// What an unattended run's allow list lets through (src/session/approvals/runAllow.ts): the CLI's rule syntax for
// tools, command prefixes and file globs, and the entry a denial names.
import { describe, expect, it } from 'vitest';
import { allowedBy, neededEntry } from '../src/session/approvals/runAllow';

const CWD = '/work/project';
const HOME = '/home/me';
const allows = (allow: string[], tool: string, input: Record<string, unknown>) =>
  allowedBy(allow, tool, input, CWD, HOME) !== null;

describe('allowedBy', () => {
  it('a tool name allows every call of it; Edit covers the tools that edit files, Read those that read', () => {
    expect(allows(['Write'], 'Write', { file_path: `${CWD}/a.txt` })).toBe(true);
    expect(allows(['Write'], 'Edit', { file_path: `${CWD}/a.txt` })).toBe(false);
    expect(allows(['Edit'], 'MultiEdit', { file_path: `${CWD}/a.txt` })).toBe(true);
    expect(allows(['Read'], 'Grep', { pattern: 'x' })).toBe(true);
    expect(allows(['Read'], 'Bash', { command: 'cat a' })).toBe(false);
  });

  it('Bash(prefix:*) allows that command and its arguments, not a longer word nor a compound command', () => {
    const allow = ['Bash(npm run lint:*)'];
    expect(allows(allow, 'Bash', { command: 'npm run lint' })).toBe(true);
    expect(allows(allow, 'Bash', { command: 'npm run lint -- --fix' })).toBe(true);
    expect(allows(allow, 'Bash', { command: 'npm run linter' })).toBe(false);
    expect(allows(allow, 'Bash', { command: 'npm run lint && rm -rf /' })).toBe(false);
    expect(allows(allow, 'Bash', { command: 'npm run lint; curl x' })).toBe(false);
    expect(allows(allow, 'Bash', { command: 'npm run lint | sh' })).toBe(false);
    expect(allows(allow, 'Bash', { command: 'npm run lint $(x)' })).toBe(false);
    expect(allows(allow, 'Bash', { command: 'npm run lint `x`' })).toBe(false);
    expect(allows(allow, 'Bash', { command: 'npm run lint\ncurl x' })).toBe(false);
    // A redirection writes (or reads) a file the entry does not name.
    expect(allows(allow, 'Bash', { command: 'npm run lint > ~/.bashrc' })).toBe(false);
    expect(allows(allow, 'Bash', { command: 'npm run lint -- < /etc/shadow' })).toBe(false);
    expect(allows(['Bash(git status)'], 'Bash', { command: 'git status' })).toBe(true);
    expect(allows(['Bash(git status)'], 'Bash', { command: 'git status --short' })).toBe(false);
  });

  it('file tools match path globs: relative to the directory, a bare name anywhere, // absolute, ~/ home', () => {
    expect(allows(['Edit(src/**)'], 'Edit', { file_path: `${CWD}/src/a/b.ts` })).toBe(true);
    expect(allows(['Edit(src/**)'], 'Edit', { file_path: `${CWD}/test/b.ts` })).toBe(false);
    expect(allows(['Edit(src/*.ts)'], 'Edit', { file_path: `${CWD}/src/a/b.ts` })).toBe(false);
    expect(allows(['Edit(*.md)'], 'Write', { file_path: `${CWD}/docs/x.md` })).toBe(true);
    expect(allows(['Edit(*.md)'], 'Write', { file_path: '/elsewhere/x.md' })).toBe(false);
    expect(allows(['Read(//etc/hosts)'], 'Read', { file_path: '/etc/hosts' })).toBe(true);
    expect(allows(['Read(~/notes/*)'], 'Read', { file_path: `${HOME}/notes/a.txt` })).toBe(true);
  });

  it('WebFetch(domain:x), and mcp__server for all of its tools', () => {
    expect(allows(['WebFetch(domain:example.com)'], 'WebFetch', { url: 'https://example.com/a' })).toBe(true);
    expect(allows(['WebFetch(domain:example.com)'], 'WebFetch', { url: 'https://evil.com/example.com' })).toBe(false);
    expect(allows(['mcp__neovim'], 'mcp__neovim__diagnostics', {})).toBe(true);
    expect(allows(['mcp__neovim'], 'mcp__neovimx__diagnostics', {})).toBe(false);
  });
});

describe('neededEntry', () => {
  it('names the command, the file relative to the directory, or the tool', () => {
    expect(neededEntry('Bash', { command: 'rm -rf build' }, CWD)).toBe('Bash(rm -rf build)');
    expect(neededEntry('Edit', { file_path: `${CWD}/src/a.ts` }, CWD)).toBe('Edit(src/a.ts)');
    expect(neededEntry('Write', { file_path: '/etc/x' }, CWD)).toBe('Write(//etc/x)');
    expect(neededEntry('WebSearch', { query: 'x' }, CWD)).toBe('WebSearch');
  });
});
