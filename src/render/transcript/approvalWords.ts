// What a tool's approval says besides the call itself: the CLI's own words for it (a title, a description,
// why it asks, the path that made it ask, the ask rule behind it) and the choices it offers, as the CLI's
// flags shape them: `default_to_no` puts deny first and makes allow a key pressed twice,
// `suppress_always_allow_rule` leaves "always" out. Pure.
import type { Grants } from '../../session/approvals/grants';
import { displayPath } from '../../session/tools/tools';
import type { PendingApproval } from '../../session/model/types';
import type { ApprovalKeys, AskLine } from './ask';
import { oneLine } from '../text';

/** Where each settings source is, as the approval names it. */
export const SOURCE_FILE: Record<string, string> = {
  localSettings: '.claude/settings.local.json',
  projectSettings: '.claude/settings.json',
  userSettings: '~/.claude/settings.json',
  policySettings: 'managed settings',
  flagSettings: '--settings',
  cliArg: 'the command line',
  session: 'this session',
};

/** The lines above the call: the title (or the tool's name as the CLI shows it), then the description
 *  where it says more than the tool line. `summary`: the tool line's text; `file`: the tool's file. */
export function headLines(a: PendingApproval, toolName: string, summary: string, file: string | null): AskLine[] {
  const lines: AskLine[] = [];
  const name = a.title ?? (a.displayName && a.displayName !== toolName ? a.displayName : undefined);
  if (name) lines.push([`  ${oneLine(name)}`, 'ClaudeQuestion']);
  const about = a.description ? oneLine(a.description) : '';
  // Bash's description is its input's, and an edit's is its path: the tool line says those already.
  const said =
    about === '' ||
    summary.includes(about) ||
    about === a.input.description ||
    (file !== null && (about === file || file.endsWith(`/${about}`)));
  if (!said) lines.push([`  ${about}`, 'ClaudeApprovalHint']);
  return lines;
}

/** Why the CLI asks: its reason, the path that made it ask, the ask rule (and its file) behind it. */
export function reasonLines(a: PendingApproval, cwd: string | null): AskLine[] {
  const lines: AskLine[] = [];
  if (a.decisionReason) lines.push([`  ${oneLine(a.decisionReason)}`, 'ClaudeApprovalHint']);
  if (a.blockedPath)
    lines.push([`  Blocked path: ${oneLine(displayPath(a.blockedPath, cwd) || a.blockedPath)}`, 'ClaudeApprovalHint']);
  if (a.askRule) {
    const { rule, source } = a.askRule;
    const where = source ? ` in ${SOURCE_FILE[source] ?? source}` : '';
    lines.push([`  Asked by ${rule ? `the ask rule ${oneLine(rule)}` : 'an ask rule'}${where}`, 'ClaudeApprovalHint']);
  }
  return lines;
}

/** The choices, with the user's keys (a key they unmapped is not offered; the commands still are). */
export function choiceLines(
  a: PendingApproval,
  toolName: string,
  grants: Grants,
  keys: ApprovalKeys,
  reviewable: boolean,
): AskLine[] {
  const offer = (key: string, words: string) => (key ? `[${key}] ${words}` : '');
  const review = reviewable ? offer(keys.review, 'review the diff') : '';
  const lines: AskLine[] = [[`  Allow ${toolName}?`, 'ClaudeApprovalHint']];
  // The CLI asks that no stray key approve this: deny comes first, allow takes its key twice.
  const first = a.defaultToNo
    ? [offer(keys.deny, 'deny (the default)'), review, offer(keys.allow, 'allow once: press it twice')]
    : [offer(keys.allow, 'allow once'), review, offer(keys.deny, 'deny')];
  const shown = first.filter(Boolean);
  lines.push([`  ${shown.length ? shown.join('  ') : ':ClaudeApprove  :ClaudeDeny'}`, 'ClaudeApprovalHint']);
  const twice = a.defaultToNo ? ': press it twice' : '';
  const grant = (key: string, how: string, words: string) =>
    lines.push([`  ${offer(key, words + twice) || `:ClaudeApprove ${how}: ${words}`}`, 'ClaudeApprovalHint']);
  if (grants.session) grant(keys.allow_session, 'session', grants.session.words);
  if (grants.always && !a.noAlways) grant(keys.allow_always, 'always', grants.always.words);
  if (a.noAlways) lines.push(['  No "always" for this one: Claude Code asks each time', 'ClaudeApprovalHint']);
  return lines;
}
