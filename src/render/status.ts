// The one-line status for the chat window's winbar and for statusline plugins. Pure.
import type { Session } from '../session/session';

export interface StatusInfo {
  model: string | null;
  mode: string | null;
  costUsd: number;
  inputTokens: number;
  outputTokens: number;
  busy: boolean;
  pendingApprovals: number;
  changedFiles: number;
  queued: number;
  state: 'starting' | 'ready' | 'running' | 'stopped';
}

export function statusInfo(session: Session, state: StatusInfo['state'], queued: number): StatusInfo {
  return {
    model: session.info.model,
    mode: session.info.permissionMode,
    costUsd: session.costUsd,
    inputTokens: session.usage.inputTokens,
    outputTokens: session.usage.outputTokens,
    busy: session.busy,
    pendingApprovals: session.pendingApprovals.length,
    changedFiles: session.changedFiles.size,
    queued,
    state: session.busy && state === 'ready' ? 'running' : state,
  };
}

export function formatTokens(n: number): string {
  if (n >= 1_000_000) return `${(n / 1_000_000).toFixed(1)}M`;
  if (n >= 10_000) return `${Math.round(n / 1000)}k`;
  if (n >= 1000) return `${(n / 1000).toFixed(1)}k`;
  return String(n);
}

/** Winbar text, most important first; `%` is escaped because the winbar is a statusline format string. */
export function winbarText(s: StatusInfo): string {
  const esc = (t: string) => t.replace(/%/g, '%%');
  const state = s.pendingApprovals ? `approval needed (${s.pendingApprovals})` : s.state === 'running' ? 'running…' : s.state;
  const parts = ['Claude', state + (s.queued ? `, ${s.queued} queued` : ''), `$${s.costUsd.toFixed(4)}`,
    `${formatTokens(s.inputTokens)} in / ${formatTokens(s.outputTokens)} out`];
  if (s.changedFiles) parts.push(`${s.changedFiles} changed`);
  if (s.mode && s.mode !== 'default') parts.push(s.mode);
  // `%<` cuts what follows it first: the model name is what a narrow window loses.
  return esc(parts.join(' · ')) + (s.model ? ` · %<${esc(s.model)}` : '');
}
