// Past sessions of a project, as the CLI stores them (~/.claude/projects/<cwd with / as ->/<id>.jsonl),
// for :ClaudeResume and :ClaudeSessions; and the git branch a session works on. Reads only the head of each
// record for its first prompt and the tail for its name.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readHistory, type History } from '../../session/history/record';

export interface PastSession {
  id: string;
  /** The name the session was given, else its first prompt, on one line. */
  title: string;
  /** When its conversation last moved (ms since the epoch): its last message, else its record's file time. */
  modified: number;
  branch: string | null;
}

/** Where the CLI keeps its state: its HOME and CLAUDE_CONFIG_DIR may differ from the host's (setup{ env }). */
export interface CliHome {
  home?: string;
  configDir?: string;
}

/** Where the CLI keeps its records, by the environment it runs in (setup{ env } may set HOME). */
export const cliHome = (env: Record<string, string>): CliHome => ({ home: env.HOME, configDir: env.CLAUDE_CONFIG_DIR });

/** The CLI's own directory (its records, settings, plans): CLAUDE_CONFIG_DIR, else .claude in its HOME. */
export function cliConfigDir(where: CliHome = {}): string {
  return where.configDir || process.env.CLAUDE_CONFIG_DIR || path.join(where.home || os.homedir(), '.claude');
}

export function projectDir(cwd: string, where: CliHome = {}): string {
  return path.join(cliConfigDir(where), 'projects', cwd.replace(/[^a-zA-Z0-9]/g, '-'));
}

const HEAD_BYTES = 64 * 1024;

/** Up to `bytes` of `file` from `from` (negative: that many before its end). */
function readPart(file: string, bytes: number, from: 'head' | 'tail'): string {
  let fd: number | undefined;
  try {
    fd = fs.openSync(file, 'r');
    const size = fs.fstatSync(fd).size;
    const start = from === 'head' ? 0 : Math.max(0, size - bytes);
    const buf = Buffer.alloc(Math.min(bytes, size));
    const n = fs.readSync(fd, buf, 0, buf.length, start);
    return buf.subarray(0, n).toString('utf8');
  } catch {
    return '';
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** What the user typed first, without the selection sent ahead of it (just its place when they typed nothing). */
function firstPrompt(history: History): string {
  for (const item of history.items) {
    if (item.kind !== 'prompt') continue;
    const words = item.text.trim() || item.context?.label || '';
    if (words) return words.replace(/\s+/g, ' ').slice(0, 100);
  }
  return '';
}

export function listSessions(cwd: string, where: CliHome = {}): PastSession[] {
  const dir = projectDir(cwd, where);
  let names: string[];
  try {
    names = fs.readdirSync(dir).filter((n) => n.endsWith('.jsonl'));
  } catch {
    return [];
  }
  return names
    .map((name) => {
      const file = path.join(dir, name);
      let fileTime = 0;
      try {
        fileTime = fs.statSync(file).mtimeMs;
      } catch {
        /* vanished */
      }
      const head = readHistory(readPart(file, HEAD_BYTES, 'head'));
      const tail = readHistory(readPart(file, HEAD_BYTES, 'tail'));
      const modified = tail.lastMessageAt ?? head.lastMessageAt ?? fileTime;
      const title = tail.title ?? head.title ?? (firstPrompt(head) || '(no prompt)');
      return { id: name.slice(0, -'.jsonl'.length), title, modified, branch: tail.branch ?? head.branch };
    })
    .sort((a, b) => b.modified - a.modified);
}

/** Where session `id`'s record is, or why `id` cannot name one. */
function recordFile(cwd: string, id: string, where: CliHome): { file: string } | { error: string } {
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(id)) return { error: `"${id}" is not a session id` };
  return { file: path.join(projectDir(cwd, where), `${id}.jsonl`) };
}

function unreadable(err: unknown, cwd: string): { error: string } {
  const code = (err as NodeJS.ErrnoException).code;
  return {
    error:
      code === 'ENOENT'
        ? `the CLI has no record of it for ${cwd}`
        : `its record could not be read (${(err as Error).message})`,
  };
}

/** The CLI's record of session `id`, or why it cannot be read. */
export function readRecord(cwd: string, id: string, where: CliHome = {}): { text: string } | { error: string } {
  const at = recordFile(cwd, id, where);
  if ('error' in at) return at;
  try {
    return { text: fs.readFileSync(at.file, 'utf8') };
  } catch (err) {
    return unreadable(err, cwd);
  }
}

/** readRecord without holding up the host: a record may be megabytes. */
export async function readRecordLater(
  cwd: string,
  id: string,
  where: CliHome = {},
): Promise<{ text: string } | { error: string }> {
  const at = recordFile(cwd, id, where);
  if ('error' in at) return at;
  try {
    return { text: await fs.promises.readFile(at.file, 'utf8') };
  } catch (err) {
    return unreadable(err, cwd);
  }
}

/** The branch checked out in the git work tree holding `dir` (read from .git/HEAD: no process), or null. */
export function gitBranch(dir: string): string | null {
  for (let d = dir; ; d = path.dirname(d)) {
    const dotGit = path.join(d, '.git');
    try {
      let gitDir = dotGit;
      if (fs.statSync(dotGit).isFile()) {
        const m = /^gitdir: (.+)$/m.exec(fs.readFileSync(dotGit, 'utf8'));
        if (!m) return null;
        gitDir = path.resolve(d, m[1].trim());
      }
      const head = fs.readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim();
      const ref = /^ref: refs\/heads\/(.+)$/.exec(head);
      return ref ? ref[1] : head.slice(0, 7);
    } catch {
      /* not here */
    }
    if (path.dirname(d) === d) return null;
  }
}
