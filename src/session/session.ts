// The session model: consumes CLI messages and holds what the views render. Pure: no I/O.
import { recordAppend } from './appendLog';
import type { PermissionPrompt, SDKMessage } from '../cli/protocol';
import { EDITING_TOOLS, appliedDiff, displayPath, editCounts, resultText, toolFilePath, toolSummary } from './tools';
import type {
  AssistantEntry, ChangedFile, Entry, NoticeEntry, PendingApproval, SelectionContext, SessionInfo, ToolEntry, Usage, UserEntry,
} from './types';

/** Message types that carry nothing for the transcript. */
const SILENT_TYPES = new Set(['rate_limit_event', 'stream_request_start', 'keep_alive', 'prompt_suggestion', 'tool_progress', 'tool_use_summary']);
const SILENT_SYSTEM = new Set([
  'thinking_tokens', 'commands_changed', 'mcp_status', 'hook_started', 'hook_progress', 'hook_response',
  'session_state_changed', 'files_persisted', 'task_started', 'task_progress', 'task_updated', 'task_notification',
  'background_tasks_changed', 'memory_recall', 'informational', 'notification',
]);

export type Listener = (session: Session) => void;

/** What a permission mode means, for the notice that announces it. */
const MODE_MEANING: Record<string, string> = {
  default: ' (Claude asks before edits and commands)',
  acceptEdits: ' (file edits are accepted without asking)',
  plan: ' (Claude plans; it changes nothing)',
  bypassPermissions: ' (every tool runs without asking)',
  dontAsk: ' (anything not allowed by a rule is denied)',
};

type Any = Record<string, any>;

export class Session {
  readonly entries: Entry[] = [];
  readonly changedFiles = new Map<string, ChangedFile>();
  readonly info: SessionInfo = { sessionId: null, model: null, permissionMode: null, slashCommands: [], cwd: null };
  /** Cumulative for the session, as the CLI reports it: the latest value, never a sum. */
  costUsd = 0;
  usage: Usage = { inputTokens: 0, outputTokens: 0 };
  /** A turn is running: from the prompt being sent to its `result`. */
  busy = false;
  /** Messages of a type this model does not know, counted and left out. */
  readonly ignored = new Map<string, number>();

  private nextKey = 1;
  private clock = 1;
  private readonly listeners = new Set<Listener>();
  /** Message id (per sub-agent) → its one transcript entry; cleared on `result`. */
  private readonly assistantById = new Map<string, AssistantEntry>();
  /** Where deltas go: the entry of the latest `message_start`, per sub-agent. Never cleared mid-message. */
  private readonly liveAssistant = new Map<string, AssistantEntry>();
  /** Stream content-block index → index in the live entry's blocks, per sub-agent. */
  private readonly liveBlocks = new Map<string, Map<number, number>>();
  private readonly toolsById = new Map<string, ToolEntry>();
  private readonly approvals = new Map<string, PendingApproval>();

  /** `mode`: the permission mode the CLI was started in, so that the first change of it is announced. */
  constructor(cwd: string | null = null, mode: string | null = null) {
    this.info.cwd = cwd;
    this.info.permissionMode = mode;
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get pendingApprovals(): PendingApproval[] {
    return [...this.approvals.values()];
  }

  get toolEntries(): ToolEntry[] {
    return this.entries.filter((e): e is ToolEntry => e.kind === 'tool');
  }

  // ---- what the user does -------------------------------------------------------------------------

  /** A prompt the user typed. `queued` marks one waiting behind a running turn; the turn itself
   *  begins when it is really sent (markSent). */
  addUser(text: string, context: SelectionContext | null = null, queued = false): UserEntry {
    const entry = this.push<UserEntry>({ kind: 'user', text, context, queued });
    this.emit();
    return entry;
  }

  /** The prompt went to the CLI: a turn runs until its `result`. */
  markSent(entry: UserEntry): void {
    entry.queued = false;
    this.touch(entry);
    this.busy = true;
    this.emit();
  }

  addNotice(text: string, tone: NoticeEntry['tone'] = 'info'): void {
    this.push<NoticeEntry>({ kind: 'notice', text, tone });
    this.emit();
  }

  /** The CLI is gone: nothing is running and nothing can be approved any more. */
  endTurn(): void {
    this.busy = false;
    for (const approval of this.approvals.values()) this.dropApproval(approval.requestId);
    for (const tool of this.toolsById.values()) {
      if (tool.state === 'running') { tool.state = 'error'; tool.result = tool.result ?? 'interrupted'; this.touch(tool); }
    }
    this.clearTurnMaps();
    this.emit();
  }

  // ---- approvals -----------------------------------------------------------------------------------

  addApproval(prompt: PermissionPrompt): PendingApproval {
    const approval: PendingApproval = { ...prompt, unsaved: false };
    this.approvals.set(approval.requestId, approval);
    // The prompt normally follows the assistant message that made the call; if not, the prompt itself
    // introduces the tool entry.
    const tool = (prompt.toolUseId && this.toolsById.get(prompt.toolUseId))
      || this.registerTool(prompt.toolUseId ?? `approval:${prompt.requestId}`, prompt.toolName, prompt.input);
    tool.approval = approval;
    tool.asked = true;
    this.touch(tool);
    this.emit();
    return approval;
  }

  /** Whether the file a pending approval would change has unsaved changes in the editor. */
  setApprovalUnsaved(requestId: string, unsaved: boolean): void {
    const approval = this.approvals.get(requestId);
    if (!approval || approval.unsaved === unsaved) return;
    approval.unsaved = unsaved;
    for (const tool of this.toolsById.values()) if (tool.approval === approval) this.touch(tool);
    this.emit();
  }

  /** The user allowed their own version of a proposal (reviewed in a diff). */
  markUserModified(toolUseId: string | undefined): void {
    const tool = toolUseId ? this.toolsById.get(toolUseId) : undefined;
    if (!tool || tool.userModified) return;
    tool.userModified = true;
    this.touch(tool);
    this.emit();
  }

  /** Claude changed a file whose buffer holds unsaved changes: the buffer was left alone; say so. */
  addUnsavedConflict(file: string): void {
    const shown = displayPath(file, this.info.cwd);
    this.push<NoticeEntry>({ kind: 'notice', text: `${shown} has unsaved changes; Claude's edit is on disk. Your buffer was not reloaded.`, tone: 'error', unsavedFile: file });
    this.emit();
  }

  /** The permission mode in effect, from whoever changed it (a command, an approval, the CLI): every
   *  change after the first report shows as a notice. */
  setPermissionMode(mode: string): void {
    const before = this.info.permissionMode;
    if (mode === before) return;
    this.info.permissionMode = mode;
    if (before !== null) this.push<NoticeEntry>({ kind: 'notice', text: `Permission mode: ${mode}${MODE_MEANING[mode] ?? ''}`, tone: 'info' });
    this.emit();
  }

  /** The user answered, or the CLI withdrew the prompt (control_cancel_request). */
  resolveApproval(requestId: string): PendingApproval | undefined {
    const approval = this.approvals.get(requestId);
    if (!approval) return undefined;
    this.dropApproval(requestId);
    this.emit();
    return approval;
  }

  private dropApproval(requestId: string): void {
    const approval = this.approvals.get(requestId);
    this.approvals.delete(requestId);
    for (const tool of this.toolsById.values()) {
      if (tool.approval && tool.approval === approval) { tool.approval = null; this.touch(tool); }
    }
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
        const entry = this.assistantFor(agent, id);
        this.liveAssistant.set(agent, entry);
        this.liveBlocks.set(agent, new Map());
        return;
      }
      case 'content_block_start': {
        const entry = this.liveAssistant.get(agent);
        const type = event.content_block?.type;
        if (!entry || (type !== 'text' && type !== 'thinking')) return;
        entry.streamed = true;
        entry.blocks.push({ type, text: '' });
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
          entry.blocks.push({ type, text: '' });
          at = entry.blocks.length - 1;
          this.liveBlocks.get(agent)?.set(event.index, at);
        }
        entry.streamed = true;
        const block = entry.blocks[at];
        recordAppend(block, block.text.length, piece);
        block.text += piece;
        this.touch(entry);
        return;
      }
      default:
        return; // content_block_stop, message_delta, message_stop: nothing to show, and the pointer stays.
    }
  }

  private onAssistant(m: Any): void {
    const message = m.message ?? {};
    const content: Any[] = Array.isArray(message.content) ? message.content : [];
    // The CLI reports API failures as a synthetic assistant message; show it as the error it is.
    if (m.error || message.model === '<synthetic>') {
      const text = content.map((b) => (b?.type === 'text' ? b.text : '')).join('').trim();
      if (text) this.push<NoticeEntry>({ kind: 'notice', text, tone: m.error ? 'error' : 'info' });
      return;
    }
    const agent = m.parent_tool_use_id ?? '';
    const id = typeof message.id === 'string' ? message.id : `anon:${m.uuid ?? this.nextKey}`;
    let entry: AssistantEntry | null = this.assistantById.get(`${agent}\u0000${id}`) ?? null;
    for (const block of content) {
      if (!block || typeof block !== 'object') continue;
      if (block.type === 'tool_use') {
        if (typeof block.id === 'string' && !this.toolsById.has(block.id)) this.registerTool(block.id, String(block.name), block.input ?? {});
        continue;
      }
      if (block.type !== 'text' && block.type !== 'thinking') continue;
      entry = entry ?? this.assistantFor(agent, id);
      if (entry.streamed) continue; // the deltas already delivered this text
      const text = block.type === 'text' ? block.text : block.thinking;
      if (typeof text !== 'string' || text === '') continue;
      entry.blocks.push({ type: block.type, text });
      this.touch(entry);
    }
  }

  private onUser(m: Any): void {
    const content = m.message?.content;
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
      if (!failed && EDITING_TOOLS.has(tool.name)) {
        tool.applied = appliedDiff(m.tool_use_result, tool.input);
        this.recordChange(tool, m.tool_use_result);
      }
    }
  }

  private recordChange(tool: ToolEntry, result: unknown): void {
    const r = (typeof result === 'object' && result !== null ? result : {}) as Any;
    const file = (typeof r.filePath === 'string' && r.filePath) || tool.filePath;
    if (!file) return;
    const counts = editCounts(result, tool.input);
    const known = this.changedFiles.get(file);
    if (known) {
      known.additions += counts.additions;
      known.deletions += counts.deletions;
      known.firstLine = Math.min(known.firstLine, counts.firstLine);
      known.edits++;
    } else {
      this.changedFiles.set(file, { path: file, ...counts, edits: 1 });
    }
  }

  private onResult(m: Any): void {
    this.busy = false;
    if (typeof m.total_cost_usd === 'number') this.costUsd = m.total_cost_usd;
    const u = m.usage;
    if (u && typeof u === 'object') {
      this.usage = {
        inputTokens: (u.input_tokens ?? 0) + (u.cache_read_input_tokens ?? 0) + (u.cache_creation_input_tokens ?? 0),
        outputTokens: u.output_tokens ?? 0,
      };
    }
    if (m.subtype !== 'success') {
      const why = Array.isArray(m.errors) && m.errors.length ? `: ${m.errors.join('; ')}` : '';
      const label = m.subtype === 'error_during_execution' ? 'Turn stopped' : m.subtype === 'error_max_turns' ? 'Stopped: too many turns'
        : m.subtype === 'error_max_budget_usd' ? 'Stopped: budget reached' : `Turn ended with ${m.subtype}`;
      this.push<NoticeEntry>({ kind: 'notice', text: label + why, tone: m.subtype === 'error_during_execution' ? 'info' : 'error' });
    } else if (m.is_error && typeof m.result === 'string' && !this.lastNoticeIs(m.result)) {
      this.push<NoticeEntry>({ kind: 'notice', text: m.result, tone: 'error' });
    }
    for (const tool of this.toolsById.values()) {
      if (tool.state === 'running' && !tool.approval) { tool.state = 'error'; tool.result = tool.result ?? 'no result'; this.touch(tool); }
    }
    this.clearTurnMaps();
  }

  private onSystem(m: Any): void {
    switch (m.subtype) {
      case 'init':
        this.info.sessionId = m.session_id ?? this.info.sessionId;
        this.info.model = m.model ?? this.info.model;
        if (typeof m.permissionMode === 'string') this.setPermissionMode(m.permissionMode);
        if (Array.isArray(m.slash_commands)) this.info.slashCommands = m.slash_commands.map(String);
        if (typeof m.cwd === 'string') this.info.cwd = m.cwd;
        return;
      case 'status':
        if (typeof m.permissionMode === 'string') this.setPermissionMode(m.permissionMode);
        return;
      case 'permission_denied': {
        const reason = m.message || m.decision_reason || 'permission denied';
        this.push<NoticeEntry>({ kind: 'notice', text: `${m.tool_name ?? 'Tool'} denied: ${reason}`, tone: 'error' });
        return;
      }
      case 'api_retry': {
        const status = m.error_status ? ` ${m.error_status}` : '';
        const secs = typeof m.retry_delay_ms === 'number' ? ` in ${(m.retry_delay_ms / 1000).toFixed(1)}s` : '';
        this.push<NoticeEntry>({ kind: 'notice', text: `API error${status} (${m.error ?? 'unknown'}), retrying${secs} (attempt ${m.attempt}/${m.max_retries})`, tone: 'info' });
        return;
      }
      case 'compact_boundary':
        this.push<NoticeEntry>({ kind: 'notice', text: 'Conversation compacted', tone: 'info' });
        return;
      default:
        if (!SILENT_SYSTEM.has(m.subtype)) this.ignore(`system:${m.subtype}`);
    }
  }

  // ---- helpers -------------------------------------------------------------------------------------

  private assistantFor(agent: string, id: string): AssistantEntry {
    const mapKey = `${agent}\u0000${id}`;
    let entry = this.assistantById.get(mapKey);
    if (!entry) {
      entry = this.push<AssistantEntry>({ kind: 'assistant', messageId: id, blocks: [], streamed: false });
      this.assistantById.set(mapKey, entry);
    }
    return entry;
  }

  private registerTool(id: string, name: string, input: Record<string, unknown>): ToolEntry {
    const tool = this.push<ToolEntry>({
      kind: 'tool', id, name, input, summary: toolSummary(name, input, this.info.cwd),
      filePath: toolFilePath(input), state: 'running', result: null, approval: null, asked: false, userModified: false, applied: null,
    });
    this.toolsById.set(id, tool);
    return tool;
  }

  private clearTurnMaps(): void {
    this.assistantById.clear();
    this.liveAssistant.clear();
    this.liveBlocks.clear();
    // Finished tools need no routing any more; pending ones keep theirs.
    for (const [id, tool] of this.toolsById) if (tool.state !== 'running' || !tool.approval) this.toolsById.delete(id);
  }

  private lastNoticeIs(text: string): boolean {
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const e = this.entries[i];
      if (e.kind === 'notice') return e.text === text.trim();
      if (e.kind === 'user') return false;
    }
    return false;
  }

  private ignore(type: string): void {
    this.ignored.set(type, (this.ignored.get(type) ?? 0) + 1);
  }

  private push<T extends Entry>(fields: Omit<T, 'key' | 'version'>): T {
    const entry = { ...fields, key: this.nextKey++, version: this.clock++ } as T;
    this.entries.push(entry);
    return entry;
  }

  private touch(entry: Entry): void {
    entry.version = this.clock++;
  }

  private emit(): void {
    for (const listener of this.listeners) listener(this);
  }
}
