// A plan (ExitPlanMode) as a document the user edits (lua/claude/approvals/plan.lua): lines starting with `>>` are
// the user's comments on the line above them; the plan Claude gets back is the document without them, the
// feedback that sends it back to planning is the comments, each with the line it is on. Pure.
import type { Entry, PendingApproval, ToolEntry } from '../model/types';
import { PLAN_TOOL } from '../tools/tools';

/** What starts a comment line: a nested blockquote, which a plan hardly has, and which reads as an aside. */
export const PLAN_COMMENT = '>>';

/** One comment: the 1-based line of the plan (without comments) it is on (0: above the first), that line. */
export interface PlanComment {
  line: number;
  text: string;
  comment: string;
}

/** The plan without the comment lines, and the comments. */
export function readPlanDocument(doc: string): { plan: string; comments: PlanComment[] } {
  const kept: string[] = [];
  const comments: PlanComment[] = [];
  for (const line of doc.split('\n')) {
    if (!line.startsWith(PLAN_COMMENT)) {
      kept.push(line);
      continue;
    }
    const comment = line.slice(PLAN_COMMENT.length).trim();
    if (comment) comments.push({ line: kept.length, text: kept[kept.length - 1] ?? '', comment });
  }
  return { plan: kept.join('\n'), comments };
}

/** What Claude is told to keep planning with: each comment with the line it is on, or null for none. */
export function planFeedback(comments: readonly PlanComment[]): string | null {
  if (!comments.length) return null;
  const said = comments.map((c) =>
    c.line === 0 ? `the whole plan: ${c.comment}` : `line ${c.line} "${c.text.trim()}": ${c.comment}`,
  );
  return `Keep planning. The user's comments on the plan:\n${said.join('\n')}`;
}

/** The session's last ExitPlanMode call (not a sub-agent's: they do not plan for the user). */
export function lastPlanCall(entries: readonly Entry[]): ToolEntry | null {
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (e.kind === 'tool' && e.name === PLAN_TOOL) return e;
  }
  return null;
}

/** A plan call's text: the approval's input (newer CLIs add the plan file's text there), else the call's. */
export function planTextOf(call: ToolEntry, approval: PendingApproval | null): string {
  const from = [approval?.input.plan, call.input.plan];
  return (from.find((p) => typeof p === 'string') as string | undefined) ?? '';
}

/** ExitPlanMode's input to approve the plan as Claude wrote it: without `plan`, which the CLI then reads from
 *  its plan file. Sent back, even unchanged, claude 2.1.197 takes it for the user's edit and tells Claude
 *  "Approved Plan (edited by user)". */
export function unchangedPlanInput(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([k]) => k !== 'plan'));
}
