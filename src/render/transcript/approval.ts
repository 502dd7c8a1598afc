// A tool's approval as the transcript shows it, under the tool's call: the preview of what it does (a diff for
// an edit, the Write's content against the file it replaces), why it asks, its choices; and the options every
// entry is rendered with. Pure.
import { grantsFor } from '../../session/approvals/grants';
import { ASK_TOOL } from '../../session/approvals/questions';
import { diffWithin, splitLines, unifiedLines } from '../../session/history/diff';
import type { PendingApproval, ToolEntry } from '../../session/model/types';
import { toolLabel } from '../../session/tools/mcpNames';
import { EDITING_TOOLS, PLAN_TOOL, displayPath } from '../../session/tools/tools';
import { sanitize } from '../text';
import { choiceLines, headLines, reasonLines } from './approvalWords';
import { planLines, questionLines, type ApprovalKeys } from './ask';
import { elicitationLines } from './elicit';
import { inputLines } from './input';

export interface RenderOptions {
  cwd: string | null;
  /** Tool results longer than this are cut, with a line saying how much was left out. */
  maxResultLines: number;
  /** Lines of a Write/Edit preview shown in an approval. */
  maxPreviewLines: number;
  keys: ApprovalKeys;
}

/** The transcript's options: how much of a tool's output and of an edit's preview it shows (K shows all). */
export function renderOptions(cwd: string | null, keys: ApprovalKeys): RenderOptions {
  return { cwd, keys, maxResultLines: 40, maxPreviewLines: 60 };
}

/** Where lines go: an entry being rendered. */
interface Lines {
  line(text: string, group?: string): number;
}

/** A diff line's group by its first character. */
export const DIFF_GROUP: Record<string, string> = {
  '+': 'ClaudeDiffAdd',
  '-': 'ClaudeDiffDelete',
  '@': 'ClaudeApprovalHint',
};

/** A tool's approval under its call: what it does, why it asks, the choices and their keys; Claude's questions
 *  and plans, and an MCP server's request for input, with the keys that answer them. */
export function renderApproval(tool: ToolEntry, a: PendingApproval, out: Lines, opts: RenderOptions): void {
  if (a.elicitation) {
    for (const [text, group] of elicitationLines(a, opts.keys)) out.line(text, group);
    return;
  }
  if (tool.name === ASK_TOOL || tool.name === PLAN_TOOL) {
    const lines = tool.name === ASK_TOOL ? questionLines(a, opts.keys).lines : planLines(a, tool.input, opts.keys);
    for (const [text, group] of lines) out.line(text, group || undefined);
    return;
  }
  const k = opts.keys;
  for (const [text, group] of headLines(a, tool.name, tool.summary, tool.filePath)) out.line(text, group);
  const file = tool.filePath ? displayPath(tool.filePath, opts.cwd) : null;
  if (a.unsaved && file) {
    const what = "Allowing writes Claude's version to disk; your buffer keeps your text.";
    out.line(`  ⚠ ${file} has unsaved changes in Neovim. ${what}`, 'ClaudeNoticeError');
  }
  const reviewable = EDITING_TOOLS.has(tool.name);
  const preview = approvalPreview(tool, a, opts, reviewable);
  const lines = [
    ...preview,
    ...reasonLines(a, opts.cwd),
    ...choiceLines(a, toolLabel(tool.name), grantsFor(a.suggestions, opts.cwd), k, reviewable),
  ];
  for (const [text, group] of lines) out.line(text, group);
}

type PreviewLine = [string, string];

/** What the approval shows: a diff for edits, the command for Bash, else the input as `key: value` lines
 *  (a plan or a prompt as an indented block under its key). */
function approvalPreview(tool: ToolEntry, a: PendingApproval, opts: RenderOptions, reviewable: boolean): PreviewLine[] {
  const input = a.input;
  const lines: PreviewLine[] = [];
  const add = (prefix: string, text: unknown, group: string) => {
    if (typeof text !== 'string') return;
    for (const l of sanitize(text).replace(/\n$/, '').split('\n')) lines.push([`  ${prefix} ${l}`, group]);
  };
  if (tool.name === 'Write' && typeof a.replaces === 'string' && typeof input.content === 'string') {
    for (const l of overwriteDiff(a.replaces, input.content)) {
      const text = l.startsWith('@@') ? l : `${l[0]} ${sanitize(l.slice(1))}`;
      lines.push([`  ${text}`, DIFF_GROUP[l[0]] ?? 'ClaudeApprovalInput']);
    }
    if (lines.length === 0) lines.push(['  (the file holds this text already)', 'ClaudeApprovalHint']);
  } else if (tool.name === 'Write') {
    add('+', input.content, 'ClaudeDiffAdd');
  } else if (tool.name === 'Edit') {
    add('-', input.old_string, 'ClaudeDiffDelete');
    add('+', input.new_string, 'ClaudeDiffAdd');
  } else if (tool.name === 'MultiEdit' && Array.isArray(input.edits)) {
    for (const edit of input.edits as Record<string, unknown>[]) {
      add('-', edit.old_string, 'ClaudeDiffDelete');
      add('+', edit.new_string, 'ClaudeDiffAdd');
    }
  } else if (typeof input.command === 'string') {
    add('$', input.command, 'ClaudeApprovalInput');
  } else {
    add(' ', inputLines(input).join('\n'), 'ClaudeApprovalInput');
  }
  if (lines.length > opts.maxPreviewLines) {
    const cut = lines.length - opts.maxPreviewLines;
    lines.length = opts.maxPreviewLines;
    const whole = reviewable ? `: ${opts.keys.review || ':ClaudeReview'} reviews the whole diff` : '';
    lines.push([`  … ${cut} more lines${whole}`, 'ClaudeApprovalHint']);
  }
  return lines;
}

/** Unchanged lines shown around each change of a Write over a file; a diff costlier than DIFF_BUDGET steps
 *  (files far apart: thousands of lines each) shows as all old lines out, all new lines in. */
const CONTEXT_LINES = 2;
const DIFF_BUDGET = 4_000_000;

/** ` · overwrites 3 lines` on a Write over a file that exists (what it holds goes); '' otherwise. */
export function overwrites(a: PendingApproval): string {
  if (a.toolName !== 'Write' || a.replaces === undefined) return '';
  if (a.replaces === null) return ' · overwrites the file';
  const n = splitLines(a.replaces).lines.length;
  return n === 0 ? ' · overwrites an empty file' : ` · overwrites ${n} line${n === 1 ? '' : 's'}`;
}

/** The Write's content against the file it replaces, as unified diff lines. */
function overwriteDiff(before: string, after: string): string[] {
  const a = splitLines(before).lines;
  const b = splitLines(after).lines;
  const hunks = diffWithin(a, b, DIFF_BUDGET) ?? [{ oldStart: 1, newStart: 1, before: a, after: b }];
  return unifiedLines(a, hunks, CONTEXT_LINES);
}
