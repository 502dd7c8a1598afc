// The user's hooks as the CLI reports them (--include-hook-events): system/hook_started, hook_progress and
// hook_response (docs/cli-protocol.md § Hooks). Each is queued for the editor's `User ClaudeHook`
// autocmd; a hook that blocked or changed something is also a notice in the transcript. Pure.
import type { Notice } from './system';

import type { Loose as Any } from '../../cli/protocol/wire';

/** A hook's event as `User ClaudeHook` hands it to the user's autocmds (its `data`). */
export interface HookEvent {
  /** The CLI's session id. */
  session_id: string;
  /** started, progress or response. */
  phase: 'started' | 'progress' | 'response';
  /** The hook event (PreToolUse, PostToolUse, Stop, ...). */
  event: string;
  /** The CLI's name for it: the event, with the tool after a colon (PreToolUse:Bash). */
  hook_name: string;
  hook_id: string;
  /** success, error or cancelled; only on a response. */
  outcome?: string;
  exit_code?: number;
  output: string;
  stdout: string;
  stderr: string;
}

/** The hook subtypes of system messages. */
export const HOOK_SUBTYPES = new Set(['hook_started', 'hook_progress', 'hook_response']);

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The event a hook message `m` (one of HOOK_SUBTYPES) carries. */
export function hookEvent(m: Any): HookEvent {
  const event: HookEvent = {
    session_id: str(m.session_id),
    phase: String(m.subtype).replace(/^hook_/, '') as HookEvent['phase'],
    event: str(m.hook_event),
    hook_name: str(m.hook_name),
    hook_id: str(m.hook_id),
    output: str(m.output),
    stdout: str(m.stdout),
    stderr: str(m.stderr),
  };
  if (typeof m.outcome === 'string') event.outcome = m.outcome;
  if (typeof m.exit_code === 'number') event.exit_code = m.exit_code;
  return event;
}

/** A hook's JSON output (what it printed on stdout), or null when it printed something else. */
function jsonOutput(e: HookEvent): Any | null {
  const text = (e.stdout || e.output).trim();
  if (!text.startsWith('{')) return null;
  try {
    const parsed = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

const firstLine = (s: string): string => s.trim().split('\n')[0]?.trim() ?? '';

/** What a blocking (exit code 2) hook of event `event` did: its effect depends on when it ran. */
function blockedWhat(event: string, tool: string): string {
  switch (event) {
    case 'PreToolUse':
    case 'PermissionRequest':
      return `blocked ${tool || 'a tool'}`;
    case 'UserPromptSubmit':
      return 'blocked the prompt';
    case 'Stop':
    case 'SubagentStop':
      return 'kept Claude going';
    default:
      return tool ? `reported an error on ${tool} to Claude` : 'reported an error to Claude';
  }
}

const DECISION_WORDS: Record<string, string> = {
  approve: 'approved',
  deny: 'denied',
  allow: 'allowed',
  ask: 'asked about',
  defer: 'deferred',
};

/** The transcript's notice for a hook that blocked or changed something (a response), else null. */
export function hookNotice(e: HookEvent): Notice | null {
  if (e.phase !== 'response') return null;
  const colon = e.hook_name.indexOf(':');
  const tool = colon >= 0 ? e.hook_name.slice(colon + 1) : '';
  const event = e.event || (colon >= 0 ? e.hook_name.slice(0, colon) : e.hook_name) || 'A';
  const who = `${event} hook`;
  if (e.exit_code === 2) {
    const why = firstLine(e.stderr);
    return { text: `${who} ${blockedWhat(event, tool)}${why ? `: ${why}` : ''}`, tone: 'warning' };
  }
  const out = jsonOutput(e);
  if (!out) return null;
  const specific: Any =
    out.hookSpecificOutput && typeof out.hookSpecificOutput === 'object' ? out.hookSpecificOutput : {};
  const decision = str(specific.permissionDecision) || str(out.decision);
  const why = firstLine(str(specific.permissionDecisionReason) || str(out.reason));
  const what = tool || 'a tool';
  const did: string[] = [];
  // `decision: block` (the older field) means what an exit code 2 means for that event.
  if (decision === 'block') did.push(blockedWhat(event, tool));
  else if (decision) did.push(`${DECISION_WORDS[decision] ?? decision} ${what}`);
  if (specific.updatedInput && typeof specific.updatedInput === 'object') {
    did.push(did.length ? 'changed its input' : `changed the input of ${what}`);
  }
  if (!did.length) return null;
  const tone = decision === 'block' || decision === 'deny' ? 'warning' : 'info';
  return { text: `${who} ${did.join(' and ')}${why ? `: ${why}` : ''}`, tone };
}
