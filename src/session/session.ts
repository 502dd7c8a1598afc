// The session model: consumes CLI messages and holds what the views render. Pure: no I/O.
// One assistant message arrives several times (stream deltas, then one `assistant` message per content
// block): all of it merges into ONE entry through a map from message id to entry.
import type { SDKMessage } from '../cli/protocol';
import { ApprovalState } from './approvals';
import { EDITING_TOOLS, appliedDiff, resultText } from './tools';
import { appendPiece, dropPieces, endBlocks } from './blocks';
import { TASK_TOOLS, afterTaskCall } from './tasks';
import { ASK_TOOL, answeredLines } from './questions';
import { NOTICE_SUBTYPES, notificationLevel, resetNotice, systemNotice } from './system';
import { authNotice, isAuthFailure } from './auth';
import { remember, removeRetracted } from './retract';
import { addUsage, resultNotice } from './result';
import type { AssistantEntry, NoticeEntry } from './types';

/** Message types that carry nothing for the transcript. */
const SILENT_TYPES = new Set(['rate_limit_event', 'stream_request_start', 'keep_alive', 'prompt_suggestion', 'tool_progress', 'tool_use_summary']);
const SILENT_SYSTEM = new Set([
  'thinking_tokens', 'commands_changed', 'mcp_status', 'hook_started', 'hook_progress', 'hook_response',
  'session_state_changed', 'files_persisted', 'background_tasks_changed',
]);

type Any = Record<string, any>;

export type { Listener } from './entryLog';

export class Session extends ApprovalState {
  /** Message id (per sub-agent) → its one transcript entry; cleared on `result`. */
  private readonly assistantById = new Map<string, AssistantEntry>();
  /** Where deltas go: the entry of the latest `message_start`, per sub-agent. Never cleared mid-message. */
  private readonly liveAssistant = new Map<string, AssistantEntry>();
  /** Stream content-block index → index in the live entry's blocks, per sub-agent. */
  private readonly liveBlocks = new Map<string, Map<number, number>>();

  /** The CLI is gone: nothing is running and nothing can be approved any more. */
  endTurn(): void {
    this.busy = this.selfTurn = false;
    this.finishTurn(true);
    for (const approval of this.approvals.values()) this.dropApproval(approval.requestId);
    for (const tool of this.toolsById.values()) {
      if (tool.state === 'running') this.giveUp(tool, 'interrupted');
    }
    this.clearTurnMaps();
    this.emit();
  }

  // ---- what the CLI says ---------------------------------------------------------------------------

  consume(message: SDKMessage): void {
    const m = message as Any;
    switch (m.type) {
      case 'stream_event': this.onStreamEvent(m); break;
      case 'assistant': this.onAssistant(m); break;
      case 'user': this.onUser(m); break;
      case 'result': this.onResult(m); break;
      case 'system': this.onSystem(m); break;
      case 'conversation_reset':
        this.clearTurnMaps();
        this.usage = { inputTokens: 0, outputTokens: 0 }; // the CLI's cost starts again too
        this.push<NoticeEntry>({ kind: 'notice', ...resetNotice(m) });
        break;
      case 'tombstone':
        if (typeof m.message?.uuid === 'string') this.retract([m.message.uuid]);
        break;
      default:
        if (!SILENT_TYPES.has(m.type)) this.ignore(String(m.type));
        return;
    }
    this.emit();
  }

  private onStreamEvent(m: Any): void {
    const event = m.event ?? {};
    const agent = m.parent_tool_use_id ?? '';
    switch (event.type) {
      case 'message_start': {
        const id = event.message?.id;
        if (typeof id !== 'string') return;
        if (agent === '') this.selfStarted(id);
        const entry = this.assistantFor(agent, id);
        remember(entry, m.uuid);
        const previous = this.liveAssistant.get(agent);
        if (previous && previous !== entry) this.finish(previous);
        this.liveAssistant.set(agent, entry);
        this.liveBlocks.set(agent, new Map());
        return;
      }
      case 'content_block_start': {
        const entry = this.liveAssistant.get(agent);
        const type = event.content_block?.type;
        if (!entry || (type !== 'text' && type !== 'thinking')) return;
        entry.streamed = true;
        endBlocks(entry);
        entry.blocks.push({ type, text: '', streaming: true });
        this.liveBlocks.get(agent)?.set(event.index, entry.blocks.length - 1);
        this.touch(entry);
        return;
      }
      case 'content_block_delta': {
        const entry = this.liveAssistant.get(agent);
        const delta = event.delta ?? {};
        const piece = delta.type === 'text_delta' ? delta.text : delta.type === 'thinking_delta' ? delta.thinking : undefined;
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
        this.touch(entry);
        return;
      }
      case 'content_block_stop': {
        // The block is complete (a thinking block folds away once it is).
        const entry = this.liveAssistant.get(agent);
        const at = this.liveBlocks.get(agent)?.get(event.index);
        const block = at === undefined ? undefined : entry?.blocks[at];
        if (entry && block?.streaming) { block.streaming = false; this.touch(entry); }
        return;
      }
      default:
        return; // message_delta, message_stop: nothing to show, and the pointer stays.
    }
  }

  private onAssistant(m: Any): void {
    const message = m.message ?? {};
    const content: Any[] = Array.isArray(message.content) ? message.content : [];
    // The CLI reports API failures as a synthetic assistant message; show it as the error it is.
    if (m.error || message.model === '<synthetic>') {
      const text = content.map((b) => (b?.type === 'text' ? b.text : '')).join('').trim();
      // Not logged in, or a key the API refused: the CLI's words name its own /login; say what to run instead.
      const auth = m.error === 'authentication_failed' || (m.error && isAuthFailure(text));
      if (text) this.push<NoticeEntry>({ kind: 'notice', text: auth ? authNotice(text) : text, tone: m.error ? 'error' : 'info' });
      return;
    }
    const agent = m.parent_tool_use_id ?? '';
    if (agent === '') this.selfStarted(message.id);
    const id = typeof message.id === 'string' ? message.id : `anon:${m.uuid ?? this.nextKey}`;
    let entry: AssistantEntry | null = this.assistantById.get(`${agent}\u0000${id}`) ?? null;
    for (const block of content) {
      if (!block || typeof block !== 'object') continue;
      if (block.type === 'tool_use') {
        if (typeof block.id === 'string' && !this.toolsById.has(block.id)) remember(this.registerTool(block.id, String(block.name), block.input ?? {}, this.parentFor(agent)), m.uuid);
        continue;
      }
      if (block.type !== 'text' && block.type !== 'thinking') continue;
      entry = entry ?? this.assistantFor(agent, id);
      remember(entry, m.uuid);
      if (entry.streamed) continue; // the deltas already delivered this text
      const text = block.type === 'text' ? block.text : block.thinking;
      if (typeof text !== 'string' || text === '') continue;
      entry.blocks.push({ type: block.type, text });
      this.touch(entry);
    }
  }

  private onUser(m: Any): void {
    const content = m.message?.content;
    if (m.isReplay === true && typeof m.uuid === 'string' && m.parent_tool_use_id == null) {
      // A prompt echoed back (--replay-user-messages): we already show what the user typed; its uuid is
      // what a rewind names.
      const text = typeof content === 'string' ? content
        : Array.isArray(content) ? content.map((b: Any) => (b?.type === 'text' && typeof b.text === 'string' ? b.text : '')).join('') : '';
      this.promptEchoed(text, m.uuid);
      return;
    }
    if (!Array.isArray(content)) return; // a replayed prompt: we already show what the user typed
    for (const block of content) {
      if (block?.type !== 'tool_result') continue;
      const tool = this.toolsById.get(block.tool_use_id);
      if (!tool) continue;
      const failed = block.is_error === true;
      tool.state = failed ? 'error' : 'done';
      tool.result = resultText(block.content);
      tool.approval = null;
      if (m.tool_use_result?.userModified === true) tool.userModified = true;
      this.touch(tool);
      const answers = tool.name === ASK_TOOL && !failed ? answeredLines(m.tool_use_result) : null;
      if (answers) tool.result = answers;
      if (!failed && TASK_TOOLS.has(tool.name)) {
        const list = afterTaskCall(this.tasks, tool.name, tool.input, m.tool_use_result);
        if (list) this.setTasks(list);
      }
      if (!failed && EDITING_TOOLS.has(tool.name)) {
        tool.applied = appliedDiff(m.tool_use_result, tool.input);
        this.recordChange(tool, m.tool_use_result);
      }
    }
  }

  private onResult(m: Any): void {
    // The result of a turn the CLI started by itself: a prompt sent meanwhile runs on, to a result of its own.
    const promptRuns = this.selfTurn && this.turn !== null;
    this.selfTurn = false;
    this.busy = promptRuns;
    this.turnEnded = !promptRuns;
    const interrupted = this.interrupting;
    this.interrupting = false;
    // The cost is the session's so far (the latest figure, never summed); usage is this turn's: summed.
    if (typeof m.total_cost_usd === 'number') this.costUsd = m.total_cost_usd;
    this.usage = addUsage(this.usage, m);
    const notice = resultNotice(m, interrupted);
    if (notice && !(notice.once && this.lastNoticeIs(notice.text))) this.push<NoticeEntry>({ kind: 'notice', text: notice.text, tone: notice.tone });
    for (const tool of this.toolsById.values()) {
      if (tool.state === 'running' && !tool.approval && !this.inRunningAgent(tool)) this.giveUp(tool, 'no result');
    }
    this.clearTurnMaps();
    if (!promptRuns) this.finishTurn(false);
  }

  private onSystem(m: Any): void {
    switch (m.subtype) {
      case 'init':
        this.info.sessionId = m.session_id ?? this.info.sessionId;
        this.info.model = m.model ?? this.info.model;
        if (typeof m.permissionMode === 'string') this.setPermissionMode(m.permissionMode);
        if (Array.isArray(m.slash_commands)) this.info.slashCommands = m.slash_commands.map(String);
        if (typeof m.cwd === 'string') this.info.cwd = m.cwd;
        if (typeof m.claude_code_version === 'string') this.info.cliVersion = m.claude_code_version;
        if (Array.isArray(m.capabilities)) this.info.capabilities = m.capabilities.map(String);
        return;
      case 'status':
        if (typeof m.permissionMode === 'string') this.setPermissionMode(m.permissionMode);
        this.compacting = m.status === 'compacting';
        break;
      case 'task_started':
      case 'task_progress':
      case 'task_updated':
      case 'task_notification':
        this.onTask(m);
        return;
      case 'session_title_changed':
        this.info.title = typeof m.title === 'string' && m.title.trim() ? m.title.trim() : this.info.title;
        return;
      case 'notification':
        if (typeof m.text === 'string' && m.text.trim()) this.notifications.push({ text: m.text.trim(), level: notificationLevel(m) });
        return;
      case 'model_refusal_fallback':
        if (Array.isArray(m.retracted_message_uuids)) this.retract(m.retracted_message_uuids);
        break;
    }
    const notice = systemNotice(m);
    if (notice) this.push<NoticeEntry>({ kind: 'notice', ...notice });
    else if (!SILENT_SYSTEM.has(m.subtype) && !NOTICE_SUBTYPES.has(m.subtype)) this.ignore(`system:${m.subtype}`);
  }

  /** The CLI took back messages it had sent (a refused answer replaced by another model's): they go. */
  private retract(uuids: unknown[]): void {
    const gone = new Set(uuids.filter((u): u is string => typeof u === 'string'));
    if (gone.size) removeRetracted(this.entries, gone, (e) => this.touch(e));
  }

  // ---- helpers -------------------------------------------------------------------------------------

  private assistantFor(agent: string, id: string): AssistantEntry {
    const mapKey = `${agent}\u0000${id}`;
    let entry = this.assistantById.get(mapKey);
    if (!entry) {
      entry = this.push<AssistantEntry>({ kind: 'assistant', messageId: id, blocks: [], streamed: false }, this.parentFor(agent));
      this.assistantById.set(mapKey, entry);
    }
    return entry;
  }

  private clearTurnMaps(): void {
    this.endChecklist();
    for (const entry of this.liveAssistant.values()) this.finish(entry);
    this.assistantById.clear();
    this.liveAssistant.clear();
    this.liveBlocks.clear();
    // Finished tools need no routing any more; pending ones keep theirs.
    for (const [id, tool] of this.toolsById) {
      if ((tool.state !== 'running' || !tool.approval) && !this.inRunningAgent(tool)) this.toolsById.delete(id);
    }
  }

  /** The message stopped growing: no block of it streams any more. */
  private finish(entry: AssistantEntry): void {
    dropPieces(entry);
    if (endBlocks(entry)) this.touch(entry);
  }

  private ignore(type: string): void {
    this.ignored.set(type, (this.ignored.get(type) ?? 0) + 1);
  }
}
