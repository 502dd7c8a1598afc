// :ClaudeModel and :ClaudeMode on one session: the running CLI is switched at once (once it can take it), and
// its next start uses the choice either way (startOptions.ts); the transcript says so. A model the CLI
// refuses is not kept: this session and the next go on with theirs.
import type { ClaudeProcess } from '../../cli/process/process';
import type { Session } from '../../session/model/session';
import type { StartOptions } from './startOptions';

/** `proc`: the CLI once it can take a control request, null when none runs. Whether the model was taken. */
export async function switchModel(
  proc: ClaudeProcess | null,
  session: Session,
  options: StartOptions,
  model: string,
): Promise<boolean> {
  try {
    if (proc) await proc.setModel(model || undefined);
  } catch (err) {
    session.addNotice(`Could not switch the model to ${model}: ${(err as Error).message}`, 'error');
    return false;
  }
  options.pickModel(model || undefined);
  session.setModel(model || null, true);
  return true;
}

/** Switches the permission mode, like switchModel; kept for the next start even when the CLI refuses it. */
export async function switchMode(
  ready: () => Promise<ClaudeProcess | null>,
  session: Session,
  options: StartOptions,
  mode: string,
): Promise<void> {
  options.pickMode(mode);
  const proc = await ready();
  const before = session.info.permissionMode;
  try {
    const reply = proc ? ((await proc.setPermissionMode(mode)) as { mode?: unknown } | undefined) : undefined;
    // The mode the CLI applied (its answer's `mode`), else the one asked; the CLI may have said so already.
    const applied = typeof reply?.mode === 'string' && reply.mode ? reply.mode : mode;
    const reported = before !== applied && session.info.permissionMode === applied;
    if (!reported) session.setPermissionMode(applied, true);
  } catch (err) {
    session.addNotice(`Could not switch the permission mode: ${(err as Error).message}`, 'error');
  }
}
