// A chat's session model, made with what its changes set off: the next frame (at once for the words the user
// waits for), the MCP panel, vim.notify for what the CLI asks to show, the hooks' User ClaudeHook events.
import { Session } from '../../session/model/session';
import type { McpPanel } from '../controls/mcp';
import { FirstWords } from '../frames/firstWords';
import { cliConfigDir, cliHome } from '../sessions/records';
import type { View } from '../view';

/** Who hears of the session's changes (not yet there while the chat is being made). */
export interface SessionListeners {
  /** A frame is due; `now`: it carries words the user waits for. */
  frame(now: boolean): void;
  mcp(): McpPanel | undefined;
}

export function newSession(
  cwd: string,
  mode: string | undefined,
  env: Record<string, string>,
  view: View,
  on: SessionListeners,
): Session {
  // What the CLI writes in its own directory (by the environment it runs in) is not the project's change.
  const session = new Session(cwd, mode ?? 'default', cliConfigDir(cliHome(env)));
  const firstWords = new FirstWords();
  session.onChange(() => {
    on.frame(firstWords.changed(session, performance.now()));
    const mcp = on.mcp();
    mcp?.changed();
    for (const approval of session.takeCompletedElicitations()) mcp?.completed(approval);
    // What the CLI asks to show as a notification goes to vim.notify, once.
    for (const n of session.takeNotifications()) view.notify(n.text, n.level);
    // The hooks' events: one message for those since the last change, none when no hook ran.
    const hooks = session.takeHooks();
    if (hooks.length) view.hooks?.(hooks);
  });
  return session;
}
