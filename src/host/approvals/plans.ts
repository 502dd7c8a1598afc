// :ClaudePlan and the plan document (lua/claude/approvals/plan.lua): the session's last plan as text, editable while
// its approval waits; :w there approves the plan as edited (ExitPlanMode's `updatedInput.plan`: Claude goes
// on with that text), the keep-planning key sends the user's comments back as the deny message.
import {
  lastPlanCall,
  PLAN_COMMENT,
  planFeedback,
  planTextOf,
  readPlanDocument,
  unchangedPlanInput,
} from '../../session/approvals/plans';
import type { Session } from '../../session/model/session';
import type { Answers } from './answers';
import type { CliSupervisor } from '../supervisor/supervisor';

export interface PlanDeps {
  session: Session;
  cli: CliSupervisor;
  answers: Answers;
}

/** How an answered plan ended, in words for the document's winbar. */
type Outcome = 'approved' | 'approved as you edited it' | 'sent back to planning' | 'answered';

/** What the user sent for a plan call (by its tool use id), per session: the text they approved. */
const sent = new WeakMap<Session, Map<string, { text: string; outcome: Outcome }>>();

const GONE = 'this plan is no longer waiting for an answer';

const record = (s: Session) => sent.get(s) ?? sent.set(s, new Map()).get(s)!;

/** The document :ClaudePlan and the plan key open: the last plan's text; `requestId` while it waits;
 *  `comment`, what starts a comment line (the document highlights those). */
export type PlanDocument =
  | { ok: false; why: string }
  | { ok: true; text: string; toolUseId: string; comment: string; requestId?: string; outcome?: Outcome };

export function planDocument(d: PlanDeps): PlanDocument {
  const call = lastPlanCall(d.session.entries);
  // Short enough for the command line at 80 columns: a longer message is cut there, its hint first.
  if (!call) return { ok: false, why: 'no plan yet in this session (:ClaudeMode plan)' };
  const approval = call.approval;
  const base = { ok: true as const, toolUseId: call.id, comment: PLAN_COMMENT };
  if (approval) return { ...base, text: planTextOf(call, approval), requestId: approval.requestId };
  const mine = record(d.session).get(call.id);
  const outcome: Outcome =
    mine?.outcome ??
    (call.state === 'done' ? 'approved' : call.state === 'error' ? 'sent back to planning' : 'answered');
  return { ...base, text: mine?.text ?? planTextOf(call, null), outcome };
}

/** :w in the document: the plan approved as the document has it, its comment lines left out. */
export function approvePlan(d: PlanDeps, requestId: string, doc: string): { error: string } | { outcome: Outcome } {
  const approval = d.session.pendingApprovals.find((a) => a.requestId === requestId);
  const call = approval && lastPlanCall(d.session.entries);
  if (!approval || !call || call.approval !== approval) return { error: GONE };
  const { plan } = readPlanDocument(doc);
  const edited = plan.replace(/\n+$/, '') !== planTextOf(call, approval).replace(/\n+$/, '');
  // Unchanged, it is approved as the allow key approves it: nothing tells Claude the user edited it.
  const updatedInput = edited ? { ...approval.input, plan } : unchangedPlanInput(approval.input);
  if (!d.cli.answer(approval, { behavior: 'allow', updatedInput })) {
    return { error: 'Claude is not running to take the answer' };
  }
  const outcome: Outcome = edited ? 'approved as you edited it' : 'approved';
  record(d.session).set(call.id, { text: plan, outcome });
  if (edited) d.session.markUserModified(call.id);
  return { outcome };
}

/** The keep-planning key in the document: its comments, each with the line it is on, go to Claude as the
 *  reason the plan is not approved (none: Claude is just told to keep planning). */
export function keepPlanning(d: PlanDeps, requestId: string, doc: string): { error: string } | { comments: number } {
  const call = lastPlanCall(d.session.entries);
  if (!call?.approval || call.approval.requestId !== requestId) {
    return { error: GONE };
  }
  const { comments } = readPlanDocument(doc);
  const why = d.answers.deny(planFeedback(comments) ?? undefined, requestId);
  if (why) return { error: why };
  record(d.session).set(call.id, { text: doc, outcome: 'sent back to planning' });
  return { comments: comments.length };
}
