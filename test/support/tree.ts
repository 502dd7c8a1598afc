// The repository's own source files, for the tests that read them as text (structure, highlight names).
import fs from 'node:fs';
import path from 'node:path';

/** The repository root. */
export const ROOT = path.resolve(__dirname, '..', '..');

/** The files under `dir` (relative to the root) whose names end in `ext`, as paths from the root, sorted. */
export function listFiles(dir: string, ext: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(rel, ext));
    else if (entry.name.endsWith(ext)) out.push(rel);
  }
  return out.sort();
}
