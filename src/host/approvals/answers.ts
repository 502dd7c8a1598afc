// The user's answers to permission prompts: allow (once, for the session, always), deny, or allow their
// own version of a reviewed edit. Each answer is exactly what the approval's hint put in words.
import type { PermissionUpdate } from '../../cli/protocol/inbound';
import { grantsFor } from '../../session/approvals/grants';
import { unchangedPlanInput } from '../../session/approvals/plans';
import { PLAN_SESSION_WORDS, PLAN_TOOL } from '../../session/tools/tools';
import { ASK_TOOL, answersFor, questionsOf } from '../../session/approvals/questions';
import { inputForUserVersion, proposalFor, type Proposal } from '../../session/approvals/review';
import type { Session } from '../../session/model/session';
import { toolFilePath } from '../../session/tools/tools';
import type { PendingApproval } from '../../session/model/types';
import fs from 'node:fs';
import path from 'node:path';
import { redrawIfChanged, versionOf } from './drawnFile';
import type { CliSupervisor } from '../supervisor/supervisor';

/** How the user allowed a prompt: this once, the narrow grant for this session, or a rule saved to settings. */
export type Grant = 'once' | 'session' | 'always';
export const GRANTS: readonly Grant[] = ['once', 'session', 'always'];

/** The outcome: null when answered, else why not (for the user). */
export type Answered = string | null;

/** How a review was answered, or why not (`stale`: its file changed since the review was made). */
export type VersionAnswer = { error: string; stale?: true } | { outcome: 'allowed' | 'modified' | 'unchanged' };

const GONE = 'this tool use is no longer waiting for an answer';

/** What Claude is told when the user says no without saying why. */
const DENIED: Record<string, string> = {
  [ASK_TOOL]: 'The user declined to answer.',
  [PLAN_TOOL]: 'The user wants to keep planning.',
};

const ACCEPT_EDITS: PermissionUpdate = { type: 'setMode', mode: 'acceptEdits', destination: 'session' };

/** Why `grant` cannot answer `approval` now, in the words the user is told; null when it can. The one place this is
 *  decided. Answers.allow refuses by it, and every approval span the editor gets carries its outcome for each grant
 *  (host/frames/approvalSpans.ts), which answer.lua only looks up: a key press is refused at once, in these words,
 *  without Neovim waiting on the host, and a refused answer is never sent, so the approval stays in the editor's
 *  list to be answered. What the editor cannot know yet (picks it just sent) the host still refuses here, and the
 *  editor gets the approval back (ChatController.refused). */
export function refusal(approval: PendingApproval, grant: Grant, cwd: string | null): string | null {
  // Its answer is a form the editor fills in (lua/claude/approvals/elicit.lua), or a decline: never a grant.
  if (approval.elicitation) return 'an MCP server asks for input: the allow key answers it, the deny key declines';
  if (approval.toolName === ASK_TOOL) {
    if (grant !== 'once') return 'a question is answered, not allowed for the session or always';
    const done = answersFor(questionsOf(approval.input), approval.picks);
    if (!('missing' in done)) return null;
    const [which, has, it] = done.missing.length === 1 ? ['question', 'has', 'it'] : ['questions', 'have', 'each'];
    return `${which} ${done.missing.join(' and ')} ${has} no answer yet: a number key on ${it}, or :ClaudeAnswer`;
  }
  if (approval.toolName === PLAN_TOOL) {
    return grant === 'always' ? 'a plan is approved once, or with edits accepted for this session' : null;
  }
  if (grant === 'always' && approval.noAlways) {
    return `Claude Code offers no "always" for this ${approval.toolName} call: it asks each time (allow it once)`;
  }
  if (grant === 'once' || grantsFor(approval.suggestions, cwd)[grant]) return null;
  return `${approval.toolName} offers no "${grant === 'session' ? 'for this session' : 'always'}" choice`;
}

export class Answers {
  constructor(
    private readonly session: () => Session,
    private readonly cli: CliSupervisor,
  ) {}

  allow(grant: Grant, requestId: string | undefined): Answered {
    const approval = this.find(requestId);
    if (!approval) return GONE;
    const why = refusal(approval, grant, this.cli.cwd) ?? this.redrawn(approval);
    if (why) return why;
    if (approval.toolName === ASK_TOOL) return this.submit(approval);
    if (approval.toolName === PLAN_TOOL) return this.approvePlan(approval, grant === 'session');
    const grants = grantsFor(approval.suggestions, this.cli.cwd);
    const chosen = grant === 'session' ? grants.session : grant === 'always' ? grants.always : null;
    if (!this.cli.answer(approval, { behavior: 'allow', updatedPermissions: chosen?.updates })) return GONE;
    if (chosen) this.session().addNotice(allowedNotice(grant, chosen.words));
    return null;
  }

  deny(message: string | undefined, requestId: string | undefined): Answered {
    const approval = this.find(requestId);
    if (!approval) return GONE;
    return this.cli.answer(approval, {
      behavior: 'deny',
      message: message || DENIED[approval.toolName] || 'The user denied this tool use.',
    })
      ? null
      : GONE;
  }

  /** The user picked option `n` of question `question` (1-based; the number after the options is "Other",
   *  with `typed`). The pick answers a lone single-choice question at once; with several questions, or
   *  one where several may be picked, the answers wait for the allow key (the hint says which). */
  choose(requestId: string | undefined, question: number, n: number, typed: string | null, send = true): Answered {
    const approval = this.find(requestId);
    if (!approval || approval.toolName !== ASK_TOOL) return approval ? `${approval.toolName} asks no question` : GONE;
    const why = this.session().pickAnswer(approval.requestId, question - 1, n, typed);
    if (why) return why;
    const questions = questionsOf(approval.input);
    return send && questions.length === 1 && !questions[0].multiSelect ? this.submit(approval) : null;
  }

  /** A pending AskUserQuestion's questions for :ClaudeAnswer: option labels (with their description) and
   *  the numbers picked so far. */
  questions(
    requestId: string | undefined,
  ): Array<{ question: string; header: string; multi: boolean; options: string[]; picked: number[] }> {
    const approval = this.find(requestId);
    if (!approval || approval.toolName !== ASK_TOOL) return [];
    return questionsOf(approval.input).map((q, i) => ({
      question: q.question,
      header: q.header,
      multi: q.multiSelect,
      options: q.options.map((o) => (o.description ? `${o.label} · ${o.description}` : o.label)),
      picked: q.options.flatMap((o, n) => ((approval.picks[i] ?? []).includes(o.label) ? [n + 1] : [])),
    }));
  }

  /** Sends the answers picked so far, if every question has one. */
  private submit(approval: PendingApproval): Answered {
    const done = answersFor(questionsOf(approval.input), approval.picks);
    if ('missing' in done) return refusal(approval, 'once', this.cli.cwd);
    return this.cli.answer(approval, { behavior: 'allow', updatedInput: { ...approval.input, answers: done.answers } })
      ? null
      : GONE;
  }

  /** A plan approved: Claude goes on in the default mode (it asks before edits), or (`acceptEdits`: the
   *  'session' grant) in acceptEdits for this session, exactly as the approval's hint says. */
  private approvePlan(approval: PendingApproval, acceptEdits: boolean): Answered {
    const updatedPermissions = acceptEdits ? [ACCEPT_EDITS] : undefined;
    const updatedInput = unchangedPlanInput(approval.input);
    if (!this.cli.answer(approval, { behavior: 'allow', updatedInput, updatedPermissions })) return GONE;
    if (acceptEdits) this.session().addNotice(allowedNotice('session', PLAN_SESSION_WORDS));
    return null;
  }

  /** What a review of the pending edit shows: the file (or cell) now and as the call would leave it, and the
   *  file's version it was made against (drawnFile.ts). The approval in the transcript shows the file as it
   *  is too. */
  review(requestId: string | undefined): Proposal & { requestId?: string; tool?: string; version?: string } {
    const approval = this.find(requestId);
    if (!approval) return { ok: false, why: 'no tool use is waiting for approval' };
    this.redrawn(approval);
    const file = readText(toolFilePath(approval.input));
    const proposal = proposalFor(approval.toolName, approval.input, file);
    return { ...proposal, requestId: approval.requestId, tool: approval.toolName, version: versionOf(file) };
  }

  /** Allows a reviewed edit with the user's version of its result (`text`): the tool input is rewritten so
   *  that the file ends up exactly so. A version that changes nothing denies the call instead. `against`: the
   *  file's version the review was made against; a file changed since is not answered (`stale`: the review
   *  is made again against it). */
  allowVersion(requestId: string, text: string, against?: string): VersionAnswer {
    const approval = this.find(requestId);
    if (!approval) return { error: GONE };
    const file = readText(toolFilePath(approval.input));
    if (against !== undefined && against !== versionOf(file)) {
      this.redrawn(approval);
      const name = path.basename(toolFilePath(approval.input) ?? '');
      return { error: `${name} changed on disk, shown on the left; :w again`, stale: true };
    }
    const proposal = proposalFor(approval.toolName, approval.input, file);
    const version =
      proposal.ok && proposal.proposed === text
        ? null
        : inputForUserVersion(approval.toolName, approval.input, file, text);
    if (version?.kind === 'error') return { error: version.why };
    const answered = !version
      ? this.cli.answer(approval, { behavior: 'allow' })
      : version.kind === 'unchanged'
        ? this.cli.answer(approval, {
            behavior: 'deny',
            message: 'The user reviewed the proposed change and kept the file as it is.',
          })
        : this.cli.answer(approval, { behavior: 'allow', updatedInput: version.input });
    if (!answered) return { error: GONE };
    if (version?.kind === 'input') this.session().markUserModified(approval.toolUseId);
    return { outcome: !version ? 'allowed' : version.kind === 'unchanged' ? 'unchanged' : 'modified' };
  }

  /** The editor found the file of pending Write `requestId` changed on disk: drawn again against it. */
  recheck(requestId: string): void {
    const approval = this.find(requestId);
    if (approval) this.redrawn(approval);
  }

  /** A Write's approval drawn again if its file changed since: why the answer is not sent (drawnFile.ts). */
  private redrawn(approval: PendingApproval): string | null {
    return redrawIfChanged(this.session(), approval, this.cli.cwd);
  }

  private find(requestId: string | undefined): PendingApproval | undefined {
    const pending = this.session().pendingApprovals;
    return requestId ? pending.find((a) => a.requestId === requestId) : pending[0];
  }
}

/** What the transcript says after a grant: "Allowed: `touch x` this session", "Allowed always: `touch x`
 *  (saved to …)", "Allowed: accept every edit this session" (the hint's words, without their leading "allow"). */
export function allowedNotice(grant: Grant, words: string): string {
  if (grant === 'always') return `Allowed always: ${words.replace(/^always (allow )?/, '')}`;
  return `Allowed: ${words.replace(/^allow /, '')}`;
}

/** A file's text, or null when it does not exist or cannot be read. */
function readText(file: string | null): string | null {
  if (!file) return null;
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
