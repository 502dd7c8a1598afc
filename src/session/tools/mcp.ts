// MCP in the session (how its tools are named: mcpNames.ts): the servers system/init reports (a server that
// failed to start is a notice once), and an MCP server's request for input (elicitation), which waits in the
// transcript like an approval until the user answers it. Pure.
import { mcpServers } from '../../cli/protocol/mcp';
import { ELICIT_TOOL } from '../../cli/protocol/inbound';
import type { Approvals } from '../approvals/approvals';
import type { Calls } from '../messages/calls';
import type { EntryLog } from '../model/entryLog';
import type { PendingApproval, SessionInfo } from '../model/types';

/** system/init's `mcp_servers` (re-sent every turn): kept, and a server that failed since the last report
 *  (at start, mostly) is said once, naming it and :ClaudeMcp. */
export function mcpInit(info: SessionInfo, log: EntryLog, list: unknown): void {
  if (!Array.isArray(list)) return;
  const before = new Map(info.mcpServers.map((s) => [s.name, s.status]));
  const now = mcpServers(list);
  info.mcpServers = now;
  const failed = now.filter((s) => s.status === 'failed' && before.get(s.name) !== 'failed').map((s) => s.name);
  if (failed.length) {
    const which = failed.length === 1 ? `MCP server ${failed[0]}` : `MCP servers ${failed.join(', ')}`;
    log.notice(`${which} failed to start: :ClaudeMcp shows why and reconnects`, 'error');
  }
}

/** An elicitation ended (answered, declined, withdrawn by the CLI, completed by its server): it leaves the
 *  approvals, its entry keeps `outcome`, marked done (`done`: the server got what it asked for) or not. Whether
 *  it was waiting. */
export function settleElicitation(
  parts: { approvals: Approvals; calls: Calls; log: EntryLog },
  requestId: string,
  outcome: string,
  done = true,
): boolean {
  // Only an elicitation's entry (an interrupt may have dropped its approval already); another approval the CLI
  // withdraws leaves as approvals do (session.resolveApproval).
  const tool = parts.calls.get(`approval:${requestId}`);
  if (tool?.name !== ELICIT_TOOL) return false;
  const waited = parts.approvals.resolve(requestId) !== undefined;
  if (tool.state !== 'running') return waited;
  tool.state = done ? 'done' : 'error';
  tool.result = outcome;
  parts.log.touch(tool);
  return true;
}

/** system/elicitation_complete: the server says the elicitation `elicitationId` is done (a sign-in the user
 *  finished in the browser). One still waiting is handed to the host (`completed`), which closes it: the CLI
 *  waits for its answer all the same. */
export function elicitationCompleted(approvals: Approvals, completed: PendingApproval[], elicitationId: unknown): void {
  if (typeof elicitationId !== 'string') return;
  const waiting = approvals.pending.find((a) => a.elicitation?.elicitationId === elicitationId);
  if (waiting && !completed.includes(waiting)) completed.push(waiting);
}
