// Claude's replies as they stream in. One assistant message arrives several times (stream deltas, then one
// `assistant` message per content block): all of it merges into ONE entry through a map from message id to
// entry, per sub-agent (a sub-agent's entries sit under its Agent/Task call). Pure: no I/O.
import { appendPiece, dropPieces, endBlocks } from './blocks';
import type { Calls } from './calls';
import type { EntryLog } from '../model/entryLog';
import { remember } from './retract';
import type { AssistantEntry } from '../model/types';

import type { Loose as Any } from '../../cli/protocol/wire';

export class Replies {
  /** How many text or thinking blocks have had their first words: the view shows a block's first words at
   *  once, not a frame later. */
  textStarts = 0;
  /** How many text or thinking deltas have arrived: the host tells from them whether text is flowing. */
  textDeltas = 0;
  /** Message id (per sub-agent) → its one transcript entry; cleared on `result`. */
  private readonly byId = new Map<string, AssistantEntry>();
  /** Where deltas go: the entry of the latest `message_start`, per sub-agent. Never cleared mid-message. */
  private readonly live = new Map<string, AssistantEntry>();
  /** Stream content-block index → index in the live entry's blocks, per sub-agent. */
  private readonly liveBlocks = new Map<string, Map<number, number>>();

  constructor(
    private readonly log: EntryLog,
    private readonly calls: Calls,
  ) {}

  /** A stream event of sub-agent `agent` ('' for Claude's own). */
  streamEvent(event: Any, agent: string, uuid: unknown): void {
    switch (event.type) {
      case 'message_start': {
        const id = event.message?.id;
        if (typeof id !== 'string') return;
        const entry = this.entryFor(agent, id);
        remember(entry, uuid);
        const previous = this.live.get(agent);
        if (previous && previous !== entry) this.finish(previous);
        this.live.set(agent, entry);
        this.liveBlocks.set(agent, new Map());
        return;
      }
      case 'content_block_start': {
        const entry = this.live.get(agent);
        const type = event.content_block?.type;
        if (!entry || (type !== 'text' && type !== 'thinking')) return;
        entry.streamed = true;
        endBlocks(entry);
        entry.blocks.push({ type, text: '', streaming: true });
        this.liveBlocks.get(agent)?.set(event.index, entry.blocks.length - 1);
        this.log.touch(entry);
        return;
      }
      case 'content_block_delta':
        this.delta(event, agent);
        return;
      case 'content_block_stop': {
        // The block is complete (a thinking block folds away once it is).
        const entry = this.live.get(agent);
        const at = this.liveBlocks.get(agent)?.get(event.index);
        const block = at === undefined ? undefined : entry?.blocks[at];
        if (entry && block?.streaming) {
          block.streaming = false;
          this.log.touch(entry);
        }
        return;
      }
      default:
        return; // message_delta, message_stop: nothing to show, and the pointer stays.
    }
  }

  /** A content block of an `assistant` message (id `id`, of sub-agent `agent`): its text or thinking joins
   *  the message's entry, unless the deltas already delivered it. */
  block(agent: string, id: string, block: Any, uuid: unknown): void {
    if (block.type !== 'text' && block.type !== 'thinking') return;
    const entry = this.entryFor(agent, id);
    remember(entry, uuid);
    if (entry.streamed) return; // the deltas already delivered this text
    const text = block.type === 'text' ? block.text : block.thinking;
    if (typeof text !== 'string' || text === '') return;
    entry.blocks.push({ type: block.type, text });
    this.log.touch(entry);
  }

  /** The turn ended: every message stopped growing, and none is routed to any more. */
  clear(): void {
    for (const entry of this.live.values()) this.finish(entry);
    this.byId.clear();
    this.live.clear();
    this.liveBlocks.clear();
  }

  private delta(event: Any, agent: string): void {
    const entry = this.live.get(agent);
    const delta = event.delta ?? {};
    const piece =
      delta.type === 'text_delta' ? delta.text : delta.type === 'thinking_delta' ? delta.thinking : undefined;
    if (!entry || typeof piece !== 'string' || piece === '') return;
    const type = delta.type === 'text_delta' ? 'text' : 'thinking';
    let at = this.liveBlocks.get(agent)?.get(event.index);
    if (at === undefined || entry.blocks[at]?.type !== type) {
      // A delta whose block start we missed: open the block now rather than drop the text.
      endBlocks(entry);
      entry.blocks.push({ type, text: '', streaming: true });
      at = entry.blocks.length - 1;
      this.liveBlocks.get(agent)?.set(event.index, at);
    }
    entry.streamed = true;
    const block = entry.blocks[at];
    if (block.text === '') this.textStarts++;
    this.textDeltas++;
    appendPiece(block, piece);
    this.log.touch(entry);
  }

  private entryFor(agent: string, id: string): AssistantEntry {
    const mapKey = `${agent}\u0000${id}`;
    let entry = this.byId.get(mapKey);
    if (!entry) {
      const fields = { kind: 'assistant' as const, messageId: id, blocks: [], streamed: false };
      entry = this.log.push<AssistantEntry>(fields, this.calls.parentFor(agent));
      this.byId.set(mapKey, entry);
    }
    return entry;
  }

  /** The message stopped growing: no block of it streams any more. */
  private finish(entry: AssistantEntry): void {
    dropPieces(entry);
    if (endBlocks(entry)) this.log.touch(entry);
  }
}
