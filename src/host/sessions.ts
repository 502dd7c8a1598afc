// Past sessions of a project, as the CLI stores them (~/.claude/projects/<cwd with / as ->/<id>.jsonl),
// for :ClaudeResume. Reads only the head of each file to find the first prompt.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface PastSession {
  id: string;
  /** The first prompt, on one line. */
  title: string;
  modified: number;
}

/** `home` and `configDir` are the CLI's (its environment may differ from the host's: setup{ env = ... }). */
export function projectDir(cwd: string, home = os.homedir(), configDir = process.env.CLAUDE_CONFIG_DIR): string {
  configDir = configDir || path.join(home || os.homedir(), '.claude');
  return path.join(configDir, 'projects', cwd.replace(/[^a-zA-Z0-9]/g, '-'));
}

function firstPrompt(file: string): string {
  let head = '';
  try {
    const fd = fs.openSync(file, 'r');
    const buf = Buffer.alloc(64 * 1024);
    const n = fs.readSync(fd, buf, 0, buf.length, 0);
    fs.closeSync(fd);
    head = buf.subarray(0, n).toString('utf8');
  } catch { return ''; }
  for (const line of head.split('\n')) {
    try {
      const rec = JSON.parse(line);
      const content = rec?.type === 'user' ? rec.message?.content : undefined;
      const text = typeof content === 'string' ? content
        : Array.isArray(content) ? content.filter((b: any) => b?.type === 'text').map((b: any) => b.text).join(' ') : '';
      const words = ownWords(text);
      if (words.trim()) return words.replace(/\s+/g, ' ').trim().slice(0, 100);
    } catch { /* a cut-off last line */ }
  }
  return '';
}

/** An attached selection, as src/session/prompt.ts sends it: `path (lines a-b):`, then a fenced block. */
const SELECTION = /^(.+) \(lines (\d+)-(\d+)\):\n(`{3,})[^\n]*\n[\s\S]*?\n\4(?:\n|$)/;

/** What the user typed, without the selection sent ahead of it; just the selection's place when they
 *  typed nothing. */
export function ownWords(text: string): string {
  const m = SELECTION.exec(text);
  if (!m) return text;
  const rest = text.slice(m[0].length).trim();
  return rest || `${m[1]}:${m[2]}-${m[3]}`;
}

export function listSessions(cwd: string, home?: string, configDir?: string): PastSession[] {
  const dir = projectDir(cwd, home, configDir);
  let names: string[];
  try { names = fs.readdirSync(dir).filter((n) => n.endsWith('.jsonl')); } catch { return []; }
  return names
    .map((name) => {
      const file = path.join(dir, name);
      let modified = 0;
      try { modified = fs.statSync(file).mtimeMs; } catch { /* vanished */ }
      return { id: name.slice(0, -'.jsonl'.length), title: firstPrompt(file) || '(no prompt)', modified };
    })
    .sort((a, b) => b.modified - a.modified);
}
