// What an MCP server's request for input (an elicitation) shows while it waits: what it asks, the form's
// fields or the URL it wants opened, and the keys that answer it (the form is filled in through vim.ui, one
// field at a time: lua/claude/approvals/elicit.lua). Pure.
import type { PendingApproval } from '../../session/model/types';
import type { ApprovalKeys, AskLine } from './ask';
import { oneLine } from '../text';

/** How much of the fields' names the form's line shows. */
const NAMES_WIDTH = 50;

const offer = (key: string, words: string) => (key ? `[${key}] ${words}` : '');

export function elicitationLines(a: PendingApproval, keys: ApprovalKeys): AskLine[] {
  const r = a.elicitation;
  const lines: AskLine[] = [];
  if (r?.mode === 'url' && r.url) lines.push([`  URL: ${oneLine(r.url)}`, 'ClaudeApprovalInput']);
  const fields = r?.fields ?? [];
  if (r?.mode !== 'url' && fields.length) {
    // Named until a line's worth: the form itself asks each one.
    let names = fields.map((f) => `${oneLine(f.title)}${f.required ? '*' : ''}`).join(', ');
    if (names.length > NAMES_WIDTH) names = `${names.slice(0, names.lastIndexOf(', ', NAMES_WIDTH))}, …`;
    const count = fields.length === 1 ? '1 field' : `${fields.length} fields`;
    lines.push([`  A form of ${count}: ${names}`, 'ClaudeApprovalInput']);
  }
  const answer = r?.mode === 'url' ? 'open it in the browser' : 'fill in the form';
  const hint = [offer(keys.allow, answer), offer(keys.deny, 'decline')].filter(Boolean);
  lines.push([`  ${hint.length ? hint.join('  ') : ':ClaudeApprove  :ClaudeDeny'}`, 'ClaudeApprovalHint']);
  return lines;
}
