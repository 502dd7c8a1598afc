// What the user is told when the CLI ends: one place for the wording of start failures and crashes. Pure.
import { conversationMissing } from '../../cli/process/exit';
import type { ExitInfo } from '../../cli/process/exit';
import { isAuthFailure, loginAdvice } from '../../session/messages/auth';

const STDERR_LINES_SHOWN = 8;
/** A stderr line longer than this is cut in the notice (the log has it whole). */
const STDERR_LINE_CHARS = 300;

export interface ExitContext {
  /** The CLI had answered `initialize` (it was working, not failing to start). */
  wasReady: boolean;
  /** A turn was running. */
  wasBusy: boolean;
  /** Prompts waiting to be sent. */
  queued: number;
  /** The supervisor starts the CLI again at once for the queued prompts. */
  restarting: boolean;
  /** The next start resumes this conversation. */
  resumes: boolean;
  /** The id of the conversation this CLI was to resume and could not (the next starts fresh). */
  unresumable?: string;
}

/** The notice for an exit, or null when there is nothing to report (a clean exit between turns). */
export function exitMessage(info: ExitInfo, ctx: ExitContext): string | null {
  if (ctx.unresumable && conversationMissing(info.stderrTail)) {
    const queued = ctx.queued === 1 ? 'The queued prompt goes' : `The ${ctx.queued} queued prompts go`;
    return (
      `claude has no record of conversation ${ctx.unresumable} to resume (it was stopped before saving it).` +
      `\n${ctx.queued ? queued : 'The next prompt goes'} to a new conversation,` +
      ' which knows nothing of the turns above.'
    );
  }
  const message = exitNotice(info, ctx);
  return message && ctx.unresumable
    ? `${message}\nSession ${ctx.unresumable} could not be resumed: the next conversation starts fresh, without` +
        ' what was said above.'
    : message;
}

function exitNotice(info: ExitInfo, ctx: ExitContext): string | null {
  const queued = ctx.queued === 1 ? '1 queued prompt' : `${ctx.queued} queued prompts`;
  if (info.spawnError) {
    const install =
      `Could not start claude (${info.spawnError}). ` +
      `Install it (npm i -g @anthropic-ai/claude-code) or set \`command\` in require('claude').setup{}.`;
    return ctx.queued ? `${install}\nThe ${queued} will be sent once it starts.` : install;
  }
  if (info.code === 0 && !info.signal && !ctx.wasBusy) return null;
  const how = info.signal ? `was killed by ${info.signal}` : `exited with code ${info.code}`;
  const tail = info.stderrTail
    .trim()
    .split('\n')
    .slice(-STDERR_LINES_SHOWN)
    .map((l) => (l.length > STDERR_LINE_CHARS ? l.slice(0, STDERR_LINE_CHARS) + '…' : l))
    .join('\n');
  const resumes = ctx.resumes ? ' (the conversation resumes)' : '';
  const next = ctx.restarting
    ? `Starting it again for the ${queued}${resumes}.`
    : `Send a prompt to start it again${resumes}${ctx.queued ? `; the ${queued} will follow` : ''}.`;
  // Its stderr says "Please run /login", a command the chat does not have: say where to log in instead.
  const login = isAuthFailure(tail) ? `\n${loginAdvice(tail)}` : '';
  return `claude ${how}${ctx.wasBusy ? ' during a turn' : ''}.${tail ? `\n${tail}` : ''}${login}\n${next}`;
}

/** Why the CLI ended, in a few words on one line (an unattended run it ended names it, headless too, where
 *  no transcript shows the notice): what kept it from starting, or its exit and its last word on stderr. */
export function exitCause(info: ExitInfo): string {
  if (info.spawnError) return info.spawnError;
  const how = info.signal ? `killed by ${info.signal}` : `exited with code ${info.code}`;
  const last = info.stderrTail.trim().split('\n').at(-1)?.trim() ?? '';
  return last ? `${how}: ${last.length > STDERR_LINE_CHARS ? `${last.slice(0, STDERR_LINE_CHARS)}…` : last}` : how;
}

/** A CLI started with `--resume <resumed>` that failed before reporting any session, or said it has no
 *  record of the conversation (killed before it saved it): resuming it again would fail the same way. */
export function cannotResume(resumed: string | undefined, info: ExitInfo, reported: boolean): boolean {
  const failed = info.code !== 0 || !!info.signal;
  return !!resumed && failed && (!reported || conversationMissing(info.stderrTail));
}

/** What identifies a failure, so that the same start failure again (every prompt retries) is told once. */
export function failureKey(info: ExitInfo): string {
  return `${info.spawnError}|${info.code}|${info.signal}|${info.stderrTail}`;
}
