// The only place (with the entry point) that talks Neovim's API: every view update goes in ONE
// nvim_exec_lua request into lua/claude/transcript/frame.lua (with other sessions' updates that can ride along).
import { attach, type NeovimClient } from 'neovim';
import type { HookEvent } from '../session/messages/hooks';
import type { Applied, Editor, ForkPoint, NotifyLevel, RewindOffer, RuleRow, View, ViewUpdate } from '../host/view';
import type { McpListing } from '../render/panels/mcp';
import { quietLogger, toStderr } from './quietLogger';
import { UpdateLane } from './updateLane';

type Attach = Parameters<typeof attach>[0];
type ClientLogger = NonNullable<NonNullable<Attach['options']>['logger']>;

/** attach() with the quiet logger. */
export function attachClient(how: Omit<Attach, 'options'>): NeovimClient {
  return attach({ ...how, options: { logger: quietLogger as unknown as ClientLogger } });
}

/** The default logger also kept console.* off stdout, the RPC channel; with our own logger, the host
 *  does that itself: anything a dependency prints goes to stderr. */
export function keepConsoleOffStdout(): void {
  const c = console as unknown as Record<string, unknown>;
  for (const name of ['log', 'info', 'debug', 'trace', 'dir', 'table', 'warn', 'error']) c[name] = toStderr(name);
}

/** The patch's lines as one string, joined with newlines (which no buffer line holds): msgpack and Neovim
 *  handle one 1 MB string far faster than 15,000 short ones, and frame.lua splits it back in a fraction of
 *  the time decoding it took. The lines go as UTF-8 bytes (msgpack bin, which Neovim takes as a string):
 *  Node's own encoder is about twice as fast as the msgpack client's for a large string, 3 ms instead of 6-7
 *  for the bench's 1.1 MB turn. Its folds and prompts go as they are: a few numbers each, not one per line. */
function onTheWire(update: ViewUpdate): unknown {
  const p = update.patch;
  if (!p) return update;
  const { lines, ...rest } = p;
  return { ...update, patch: { ...rest, count: lines.length, text: Buffer.from(lines.join('\n')) } };
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

type Reply = { intact?: unknown; ms?: unknown; unsaved?: unknown; visible?: unknown; failed?: unknown } | null;
type Lane = UpdateLane<[string, unknown], Reply>;

/** How long a hidden session's update may wait to ride with another session's (see UpdateLane). */
const RIDE_MS = 500;

/** One lane into `nvim`: each request is one nvim_exec_lua into frame.apply_all() with the updates that go. */
function laneInto(nvim: NeovimClient): Lane {
  return new UpdateLane(
    (items) =>
      nvim.request('nvim_exec_lua', ["return require('claude.transcript.frame').apply_all(...)", [items]]) as Promise<
        Reply[]
      >,
    RIDE_MS,
  );
}

/** The editor: a view per session, their updates in one lane. */
export class NvimEditor implements Editor {
  private readonly lane: Lane;
  constructor(private readonly nvim: NeovimClient) {
    this.lane = laneInto(nvim);
  }
  view(id: string): View {
    return new NvimView(this.nvim, id, this.lane);
  }
  notify(message: string, level: NotifyLevel): void {
    notifyIn(this.nvim, message, level);
  }
  refused(message: string): void {
    this.nvim.notify('nvim_exec_lua', ["require('claude.approvals.approvals').refused(...)", [message]]);
  }
  fork(point: ForkPoint): void {
    this.nvim.notify('nvim_exec_lua', ["require('claude.sessions.sessions').forked(...)", [point]]);
  }
  unmade(session: string | number): void {
    this.nvim.notify('nvim_exec_lua', ["require('claude.sessions.sessions').unmade(...)", [session]]);
  }
}

function notifyIn(nvim: NeovimClient, message: string, level: NotifyLevel): void {
  nvim.notify('nvim_exec_lua', ["require('claude.records.view').notify(...)", [message, level]]);
}

/** What the editor shows of session `id`. */
export class NvimView implements View {
  private readonly lane: Lane;
  constructor(
    private readonly nvim: NeovimClient,
    private readonly id = '1',
    lane?: Lane,
  ) {
    this.lane = lane ?? laneInto(nvim);
  }

  async apply(update: ViewUpdate, canWait = false): Promise<Applied> {
    // frame.apply() answers { intact, ms, unsaved, visible } for each update.
    const r = await this.lane.push([this.id, onTheWire(update)], canWait);
    if (r && typeof r.failed === 'string') throw new Error(r.failed);
    return {
      intact: r?.intact !== false,
      editorMs: typeof r?.ms === 'number' ? r.ms : 0,
      unsaved: strings(r?.unsaved),
      visible: r?.visible !== false,
    };
  }

  hurry(): void {
    this.lane.hurry();
  }

  async unsavedBuffers(files: string[]): Promise<string[]> {
    return strings(
      await this.nvim.request('nvim_exec_lua', ["return require('claude.edits.buffers').unsaved(...)", [files]]),
    );
  }

  editorState(what: string, args: Record<string, unknown>): Promise<unknown> {
    return this.nvim.request('nvim_exec_lua', ["return require('claude.editor.editor').query(...)", [what, args]]);
  }

  offerRewind(offer: RewindOffer): void {
    this.nvim.notify('nvim_exec_lua', ["require('claude.changes.rewind').offer(...)", [this.id, offer]]);
  }

  showRules(rows: RuleRow[]): void {
    this.nvim.notify('nvim_exec_lua', ["require('claude.panels.rules').show(...)", [this.id, rows]]);
  }

  attachments(names: string[]): void {
    this.nvim.notify('nvim_exec_lua', ["require('claude.chat.image').attached(...)", [this.id, names]]);
  }

  fileSuggestions(query: string, paths: string[]): void {
    this.nvim.notify('nvim_exec_lua', ["require('claude.chat.complete').suggested(...)", [this.id, query, paths]]);
  }

  hooks(events: HookEvent[]): void {
    this.nvim.notify('nvim_exec_lua', ["require('claude.host.hooks').fire(...)", [this.id, events]]);
  }

  showMcp(listing: McpListing, open: boolean): void {
    this.nvim.notify('nvim_exec_lua', ["require('claude.panels.mcp').show(...)", [this.id, listing, open]]);
  }

  showFloat(title: string, lines: Array<[string, string]>): void {
    this.nvim.notify('nvim_exec_lua', ["require('claude.ui.float').show_lines(...)", [title, lines]]);
  }

  notify(message: string, level: NotifyLevel): void {
    notifyIn(this.nvim, message, level);
  }
}
