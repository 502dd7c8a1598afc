// Where each pending approval sits in a session's transcript region, for the editor: the keys answer the
// one under the cursor, and a new one is scrolled into view. Each span also says why each grant would be
// refused (host/approvals/answers.ts decides), and a Write what its file was when it was drawn
// (host/approvals/drawnFile.ts), so that a key is refused at once without asking the host.
import { HINT_KEYS, questionLines, type ApprovalKeys } from '../../render/transcript/ask';
import type { TranscriptRenderer } from '../../render/transcript/transcript';
import { toolLabel } from '../../session/tools/mcpNames';
import { ASK_TOOL } from '../../session/approvals/questions';
import type { Session } from '../../session/model/session';
import { EDITING_TOOLS, PLAN_TOOL } from '../../session/tools/tools';
import type { Entry, PendingApproval } from '../../session/model/types';
import { GRANTS, refusal, type Grant } from '../approvals/answers';
import { writeTarget } from '../approvals/drawnFile';
import type { ApprovalSpan } from '../view';

/** Question rows do not depend on the keys the hint names. */
const NO_KEYS = Object.fromEntries(HINT_KEYS.map((k) => [k, ''])) as ApprovalKeys;

/** Where each pending approval sits in the session's region (0-based lines, its blank line included), and
 *  why each grant would be refused: the transcript answers the one under the cursor and scrolls a new one
 *  into view. */
export function approvalSpans(session: Session, renderer: TranscriptRenderer, cwd: string | null): ApprovalSpan[] {
  const spans: ApprovalSpan[] = [];
  for (const approval of session.pendingApprovals) {
    // A sub-agent's call sits among its Agent/Task call's lines: that call's span holds it.
    const entry = session.entries.find((e) => e.kind === 'tool' && asksFor(e, approval.requestId));
    const span = entry ? renderer.spanOf(entry.key) : null;
    if (!span) continue;
    const refused = Object.fromEntries(GRANTS.map((g) => [g, refusal(approval, g, cwd) ?? '']));
    const kind = approval.elicitation
      ? 'elicitation'
      : approval.toolName === ASK_TOOL
        ? 'question'
        : approval.toolName === PLAN_TOOL
          ? 'plan'
          : 'tool';
    // A question of the call's own lines starts under its tool line; a sub-agent's sits among the agent's.
    const own = entry?.kind === 'tool' && entry.approval === approval;
    const questions =
      kind === 'question'
        ? questionLines(approval, NO_KEYS).rows.map((r) => ({
            ...(own ? { first: span.first + 1 + r.first, last: span.first + 1 + r.last } : {}),
            multi: r.multi,
            options: r.options,
            answered: r.answered,
          }))
        : undefined;
    const tool = approval.elicitation ? `MCP server ${approval.elicitation.server}` : toolLabel(approval.toolName);
    spans.push({
      id: approval.requestId,
      first: span.first,
      last: span.last,
      tool,
      kind,
      refused: refused as Record<Grant, string>,
      reviewable: EDITING_TOOLS.has(approval.toolName),
      ...(questions ? { questions } : {}),
      ...(approval.defaultToNo ? { defaultNo: true } : {}),
      ...drawnOf(approval, cwd),
    });
  }
  return spans;
}

/** A Write's file and its stamp as drawn (host/approvals/drawnFile.ts), for the editor to compare with the disk; how
 *  many times it was drawn again. */
function drawnOf(approval: PendingApproval, cwd: string | null): Pick<ApprovalSpan, 'drawn'> {
  const file = writeTarget(approval, cwd ?? '');
  return file && approval.stamp ? { drawn: { file, stamp: approval.stamp, redraws: approval.redraws ?? 0 } } : {};
}

/** Whether tool entry `e`, or a call of its sub-agent, waits for approval `requestId`. */
function asksFor(e: Entry, requestId: string): boolean {
  return e.kind === 'tool' && (e.approval?.requestId === requestId || e.children.some((c) => asksFor(c, requestId)));
}
