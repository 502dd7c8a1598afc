// Knowledge about the CLI's tools: one-line summaries, which file a tool touches, and the +/- counts
// of an edit, read from the tool's structured result.
import type { Loose } from '../../cli/protocol/wire';
import path from 'node:path';
import { editorCallSummary } from './editorCalls';
import { ELICIT_TOOL, elicitationSummary, toolLabel } from './mcpNames';

export const EDITING_TOOLS = new Set(['Write', 'Edit', 'MultiEdit', 'NotebookEdit']);

/** The tool with which Claude asks to leave plan mode, its plan (markdown) in `input.plan`. */
export const PLAN_TOOL = 'ExitPlanMode';
/** Approving a plan "for this session": Claude goes on in acceptEdits (the CLI's session-scoped setMode). */
export const PLAN_SESSION_WORDS = 'accept edits for this session';

type Input = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

export function toolFilePath(input: Input): string | null {
  return str(input.file_path) ?? str(input.notebook_path) ?? null;
}

export function displayPath(file: string, cwd: string | null): string {
  if (!cwd || !path.isAbsolute(file)) return file;
  const rel = path.relative(cwd, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : file;
}

/** The most of a command (a question, a URL...) a tool's line shows: the transcript wraps, so a line is not
 *  cut to a width; only a script's worth (a heredoc) is, its approval showing all of it. */
const MOST = 500;

function oneLine(text: string, max = MOST): string {
  const flat = text.replace(/\s*\n\s*/g, ' ⏎ ').trim();
  return flat.length > max ? flat.slice(0, max - 1) + '…' : flat;
}

export function toolSummary(tool: string, input: Input, cwd: string | null): string {
  if (tool === PLAN_TOOL) return 'Plan';
  if (tool === ELICIT_TOOL) return elicitationSummary(input);
  const name = toolLabel(tool);
  if (tool === 'AskUserQuestion' && Array.isArray(input.questions)) {
    const qs = input.questions as Array<Record<string, unknown>>;
    const first =
      qs.length === 1 && typeof qs[0]?.question === 'string' ? `: ${oneLine(qs[0].question as string)}` : '';
    return `Question${qs.length === 1 ? '' : `s (${qs.length})`}${first}`;
  }
  const file = toolFilePath(input);
  const editor = editorCallSummary(tool, file ? displayPath(file, cwd) : '');
  if (editor) return editor;
  if (file) {
    const shown = displayPath(file, cwd);
    if (tool === 'Read' && typeof input.offset === 'number') return `Read ${shown}:${input.offset}`;
    return `${name} ${shown}`;
  }
  const cmd = str(input.command);
  if (cmd) return `${name}: ${oneLine(cmd)}`;
  const pattern = str(input.pattern);
  if (pattern) {
    const where = str(input.path);
    return `${name} ${oneLine(pattern, 60)}${where ? ` in ${displayPath(where, cwd)}` : ''}`;
  }
  const target = str(input.url) ?? str(input.query) ?? str(input.description) ?? str(input.prompt);
  if (target) return `${name}: ${oneLine(target)}`;
  return name;
}

export interface EditCounts {
  additions: number;
  deletions: number;
  firstLine: number;
}

interface Hunk {
  oldStart?: number;
  newStart?: number;
  lines?: unknown;
}

function countPatch(hunks: Hunk[]): { additions: number; deletions: number } {
  let additions = 0;
  let deletions = 0;
  for (const hunk of hunks) {
    if (!Array.isArray(hunk.lines)) continue;
    for (const line of hunk.lines) {
      if (typeof line !== 'string' || line.startsWith('\\')) continue; // "\ No newline at end of file"
      if (line.startsWith('+')) additions++;
      else if (line.startsWith('-')) deletions++;
    }
  }
  return { additions, deletions };
}

/** First line a patch changes (the first +/- line, not the hunk's leading context). */
function firstChangedLine(hunks: Hunk[]): number {
  let best = Infinity;
  for (const hunk of hunks) {
    let line = typeof hunk.newStart === 'number' ? hunk.newStart : 1;
    if (!Array.isArray(hunk.lines)) {
      best = Math.min(best, line);
      continue;
    }
    for (const l of hunk.lines) {
      if (typeof l !== 'string' || l.startsWith('\\')) continue;
      if (l.startsWith('+') || l.startsWith('-')) {
        best = Math.min(best, Math.max(line, 1));
        break;
      }
      line++;
    }
  }
  return best === Infinity ? 1 : best;
}

/** The first line (1-based, in the file as the edit left it) that an applied diff (appliedDiff) changes. */
export function firstAppliedLine(diff: readonly string[]): number {
  let line = 1;
  for (const l of diff) {
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)/.exec(l);
    if (hunk) line = Number(hunk[1]);
    else if (l.startsWith('+') || l.startsWith('-')) return Math.max(line, 1);
    else if (!l.startsWith('\\')) line++;
  }
  return 1;
}

function countLines(text: string): number {
  if (text === '') return 0;
  const n = text.split('\n').length;
  return text.endsWith('\n') ? n - 1 : n;
}

/** +/- counts of a successful edit: explicit additions/deletions when given, else counted from the patch. */
export function editCounts(result: unknown, input: Input): EditCounts {
  const r = (typeof result === 'object' && result !== null ? result : {}) as Loose;
  const hunks: Hunk[] = Array.isArray(r.structuredPatch) ? r.structuredPatch : [];
  const firstLine = firstChangedLine(hunks);
  const explicit = [r, r.gitDiff].find((o) => o && typeof o.additions === 'number' && typeof o.deletions === 'number');
  if (explicit) return { additions: explicit.additions, deletions: explicit.deletions, firstLine };
  if (hunks.length) return { ...countPatch(hunks), firstLine };
  // A created file has an empty patch: all of its content is new.
  const content = str(r.content) ?? str(input.content);
  if (content !== undefined && (r.type === 'create' || r.originalFile == null)) {
    return { additions: countLines(content), deletions: 0, firstLine: 1 };
  }
  return { additions: 0, deletions: 0, firstLine: 1 };
}

/** Text of a tool_result's content (a string or a list of blocks). */
export function resultText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((b: Loose) =>
      b && b.type === 'text' && typeof b.text === 'string' ? b.text : b && b.type === 'image' ? '[image]' : '',
    )
    .filter((s) => s !== '')
    .join('\n');
}

/** What a successful edit changed, as unified diff lines for the transcript: the hunks of its
 *  `structuredPatch`, or every line of a created file as added. Null when the result says nothing. */
export function appliedDiff(result: unknown, input: Input): string[] | null {
  const r = (typeof result === 'object' && result !== null ? result : {}) as Loose;
  const hunks: Hunk[] = Array.isArray(r.structuredPatch) ? r.structuredPatch : [];
  const out: string[] = [];
  for (const h of hunks as Array<Hunk & { oldLines?: number; newLines?: number }>) {
    if (!Array.isArray(h.lines)) continue;
    out.push(`@@ -${h.oldStart ?? 0},${h.oldLines ?? 0} +${h.newStart ?? 0},${h.newLines ?? 0} @@`);
    for (const l of h.lines) if (typeof l === 'string') out.push(l);
  }
  if (out.length) return out;
  const content = str(r.content) ?? str(input.content);
  if (content !== undefined && (r.type === 'create' || r.originalFile == null)) {
    return content
      .replace(/\n$/, '')
      .split('\n')
      .map((l) => `+${l}`);
  }
  return null;
}
