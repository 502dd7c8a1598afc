// What the two approvals that are not about a tool call show: Claude's questions (AskUserQuestion) with
// numbered options, and a plan (ExitPlanMode) as markdown, each with the keys that answer it. Pure.
import { otherNumber, questionsOf } from '../../session/approvals/questions';
import { PLAN_SESSION_WORDS } from '../../session/tools/tools';
import type { PendingApproval } from '../../session/model/types';
import { oneLine, sanitize } from '../text';

/** The keymaps (lua/claude/options/schema.lua's names) the transcript's hints name: the one list of them. Every
 *  `open` sends all of the user's keymaps; the host takes these (src/host/rpc/methods.ts). */
export const HINT_KEYS = ['allow', 'allow_session', 'allow_always', 'deny', 'review', 'show_output'] as const;

/** The user's key for each of HINT_KEYS ('' for a key they unmapped). */
export type ApprovalKeys = Record<(typeof HINT_KEYS)[number], string>;

/** A line and its highlight group ('' for none: markdown syntax colours a plan). */
export type AskLine = [string, string];

/** Where one question sits among an approval's lines (0-based, relative to the first), for the keys. */
export interface QuestionRows {
  first: number;
  last: number;
  multi: boolean;
  options: number;
  answered: boolean;
}

const offer = (key: string, words: string) => (key ? `[${key}] ${words}` : '');

/** The questions, each with its numbered options (the last, "Other", takes a typed answer) and what the
 *  user picked so far; then the keys. */
export function questionLines(a: PendingApproval, keys: ApprovalKeys): { lines: AskLine[]; rows: QuestionRows[] } {
  const lines: AskLine[] = [];
  const rows: QuestionRows[] = [];
  const questions = questionsOf(a.input);
  questions.forEach((q, i) => {
    const picked = a.picks[i] ?? [];
    const first = lines.length;
    const head = q.header ? `${oneLine(q.header)} · ` : '';
    lines.push([`  ${head}${oneLine(q.question)}${q.multiSelect ? ' (pick any)' : ''}`, 'ClaudeQuestion']);
    q.options.forEach((o, j) => {
      const chosen = picked.includes(o.label);
      const about = o.description ? ` · ${oneLine(o.description)}` : '';
      lines.push([
        `  ${chosen ? '✓' : ' '} ${j + 1} ${oneLine(o.label)}${about}`,
        chosen ? 'ClaudeChosen' : 'ClaudeApprovalInput',
      ]);
    });
    const labels = new Set(q.options.map((o) => o.label));
    const typed = picked.find((v) => !labels.has(v));
    lines.push([
      `  ${typed ? '✓' : ' '} ${otherNumber(q)} Other: ${typed ? oneLine(typed) : 'type your own answer'}`,
      typed ? 'ClaudeChosen' : 'ClaudeApprovalInput',
    ]);
    rows.push({
      first,
      last: lines.length - 1,
      multi: q.multiSelect,
      options: otherNumber(q),
      answered: picked.length > 0,
    });
  });
  if (questions.length === 0) {
    lines.push(['  (the question came without options to pick from)', 'ClaudeApprovalHint']);
  }
  const most = Math.max(0, ...rows.map((r) => r.options));
  // host/approvals/answers.ts: only a lone single choice goes at once
  const waits = !(questions.length === 1 && !questions[0].multiSelect);
  const hint = [
    most ? `[1-${most}] ${questions.length > 1 ? 'answer the question under the cursor' : 'answer'}` : '',
    waits ? offer(keys.allow, 'send the answers') : '',
    offer(keys.deny, 'decline'),
    ':ClaudeAnswer',
  ].filter(Boolean);
  lines.push([`  ${hint.join('  ')}`, 'ClaudeApprovalHint']);
  return { lines, rows };
}

/** The plan as Claude wrote it (markdown, coloured by the transcript's syntax), then the choices. */
export function planLines(a: PendingApproval, toolInput: Record<string, unknown>, keys: ApprovalKeys): AskLine[] {
  const plan =
    typeof a.input.plan === 'string' ? a.input.plan : typeof toolInput.plan === 'string' ? toolInput.plan : '';
  const lines: AskLine[] = plan.trim()
    ? sanitize(plan)
        .replace(/\n+$/, '')
        .split('\n')
        .map((l) => [l, ''] as AskLine)
    : [['  (Claude sent no plan text)', 'ClaudeApprovalHint']];
  lines.push(['  Approve this plan?', 'ClaudeApprovalHint']);
  const choices = [
    offer(keys.allow, 'approve (Claude asks before edits)'),
    offer(keys.allow_session, `approve and ${PLAN_SESSION_WORDS}`),
    offer(keys.deny, 'keep planning'),
    offer(keys.review, 'edit as a document'),
  ].filter(Boolean);
  lines.push([
    `  ${choices.length ? choices.join('  ') : ':ClaudeApprove  :ClaudeApprove session  :ClaudeDeny'}`,
    'ClaudeApprovalHint',
  ]);
  return lines;
}
