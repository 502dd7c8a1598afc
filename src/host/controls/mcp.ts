// :ClaudeMcp for one session: asks the CLI for its MCP servers (mcp_status), has the editor show them, and
// carries out the listing's keys (mcp_toggle, mcp_reconnect). While the editor shows the listing it is sent
// again whenever the servers' states change (system/init re-sends them every turn), after each key, and while a
// server is still connecting (asked again until it is not).
// Requests the CLI does not know are said as "not supported by claude X" (src/cli/protocol/versions.ts).
import { mcpServers, type ElicitationRequest, type ElicitResult, type McpServer } from '../../cli/protocol/mcp';
import { mcpListing, mcpStateWords } from '../../render/panels/mcp';
import type { Session } from '../../session/model/session';
import type { PendingApproval } from '../../session/model/types';
import type { Logger } from '../log';
import type { CliSupervisor } from '../supervisor/supervisor';
import type { View } from '../view';
import { isUnsupported, notSupported } from '../../cli/protocol/versions';

/** What an answered elicitation's line says of it. */
const OUTCOME: Record<ElicitResult['action'], string> = {
  accept: 'answered',
  decline: 'declined',
  cancel: 'cancelled',
};

const PENDING_MS = 1000;
const PENDING_TRIES = 60;

const statesOf = (servers: readonly McpServer[]): string => servers.map((s) => `${s.name}=${s.status}`).join(' ');

export class McpPanel {
  /** The editor shows the listing (it says when it closes it). */
  private shown = false;
  /** The states system/init last reported, to see them change. */
  private reported = '';
  /** While a shown listing has a server still connecting, it is asked for again (PENDING_MS apart, a bounded
   *  number of times): the CLI reports states only at a turn's start, and a slow server connects after it. */
  private pendingTimer: NodeJS.Timeout | null = null;
  private pendingLeft = PENDING_TRIES;

  constructor(
    private readonly session: Session,
    private readonly cli: CliSupervisor,
    private readonly view: View,
    private readonly id: string,
    private readonly log: Logger,
  ) {}

  /** Lists the servers: `open`, in a buffer the editor opens (else only a listing it shows is brought up to
   *  date). */
  async show(open: boolean): Promise<McpServer[] | null> {
    try {
      const servers = mcpServers(await this.cli.control({ subtype: 'mcp_status' }));
      if (!open && !this.shown) return servers;
      this.shown = true;
      this.view.showMcp?.(mcpListing(servers, this.id), open);
      this.askAgainWhilePending(servers, open);
      return servers;
    } catch (err) {
      if (open) this.view.notify(this.failure('Listing the MCP servers', 'mcp_status', err), 'warn');
      else this.log.write('warn', `mcp_status: ${(err as Error).message}`);
      return null;
    }
  }

  /** The editor closed the listing: nothing is sent any more. */
  closed(): void {
    this.shown = false;
    if (this.pendingTimer) clearTimeout(this.pendingTimer);
    this.pendingTimer = null;
  }

  private askAgainWhilePending(servers: readonly McpServer[], opened: boolean): void {
    if (opened) this.pendingLeft = PENDING_TRIES;
    if (this.pendingTimer || !servers.some((s) => s.status === 'pending') || this.pendingLeft-- <= 0) return;
    this.pendingTimer = setTimeout(() => {
      this.pendingTimer = null;
      if (this.shown) void this.show(false);
    }, PENDING_MS);
    this.pendingTimer.unref?.();
  }

  /** The session changed: a new report of the servers' states brings a shown listing up to date. */
  changed(): void {
    const now = statesOf(this.session.info.mcpServers);
    if (now === this.reported) return;
    this.reported = now;
    if (this.shown) void this.show(false);
  }

  /** Enables or disables server `name` for this session. */
  toggle(name: string, enabled: boolean): Promise<void> {
    const what = `${enabled ? 'Enabling' : 'Disabling'} MCP server ${name}`;
    return this.act(what, 'mcp_toggle', { subtype: 'mcp_toggle', serverName: name, enabled });
  }

  /** Connects server `name` again (a failed one, one that needs authentication, or a connected one, restarted).
   *  What came of it is said either way, in a message that fits the command line: a failure's whole error is on
   *  the server's line of the listing (which wraps), named there rather than cut here. */
  async reconnect(name: string): Promise<void> {
    let failed: string | null = null;
    try {
      await this.cli.control({ subtype: 'mcp_reconnect', serverName: name });
    } catch (err) {
      failed = this.failure(`Reconnecting MCP server ${name}`, 'mcp_reconnect', err);
    }
    const now = (await this.show(false))?.find((s) => s.name === name);
    if (!failed) {
      this.view.notify(
        `MCP server ${name} reconnected: ${now ? mcpStateWords(now) : 'the listing says how it is'}`,
        'info',
      );
    } else if (this.shown && now?.error) {
      this.view.notify(`MCP server ${name} did not reconnect: its line in the listing says why`, 'warn');
    } else {
      this.view.notify(failed, 'warn');
    }
  }

  /** What the elicitation waiting as `requestId` asks for, for the editor's vim.ui prompts; null: none waits. */
  elicitation(requestId: string): ElicitationRequest | null {
    return this.session.pendingApprovals.find((a) => a.requestId === requestId)?.elicitation ?? null;
  }

  /** The user's answer to an elicitation: its line says what came of it, and the CLI hands it to the server.
   *  Why not, or null. */
  answer(requestId: string, result: ElicitResult): string | null {
    const approval = this.session.pendingApprovals.find((a) => a.requestId === requestId && a.elicitation);
    if (!approval) return 'this MCP request is no longer waiting for an answer';
    const url = approval.elicitation?.url;
    const opened = result.action === 'accept' && url ? `opened ${url} in the browser` : OUTCOME[result.action];
    this.session.settleElicitation(requestId, opened, result.action === 'accept');
    return this.cli.answer(approval, { behavior: 'elicit', result }) ? null : 'Claude is not running';
  }

  /** The server completed elicitation `approval` while it waited (the user signed in elsewhere): it closes, and
   *  the CLI, which waits for an answer all the same, is told the user went ahead. */
  completed(approval: PendingApproval): void {
    if (!this.session.pendingApprovals.includes(approval)) return;
    const server = approval.elicitation?.server ?? 'the server';
    this.session.settleElicitation(approval.requestId, `completed: ${server} says so`);
    this.cli.answer(approval, { behavior: 'elicit', result: { action: 'accept' } });
  }

  private async act(what: string, subtype: string, request: { subtype: string; [k: string]: unknown }): Promise<void> {
    try {
      await this.cli.control(request);
    } catch (err) {
      this.view.notify(this.failure(what, subtype, err), 'warn');
    }
    // The state after it, whatever came of it (a reconnect that failed says why on the server's line).
    await this.show(false);
  }

  /** What the user is told when `subtype` failed: a request the CLI does not know is named as such. */
  private failure(what: string, subtype: string, err: unknown): string {
    const message = err instanceof Error ? err.message : String(err);
    const version = this.session.info.cliVersion;
    if (isUnsupported(message)) return notSupported(subtype, version);
    return `${what} failed: ${message}`;
  }
}
