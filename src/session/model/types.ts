import type { McpServer } from '../../cli/protocol/mcp';
import type { PermissionPrompt } from '../../cli/protocol/inbound';
import type { TaskItem } from '../messages/tasks';

// What the views render. Every entry carries a `version` that changes whenever the entry does, so a
// renderer can redo only the entries that moved.

export interface EntryBase {
  /** Stable identity, unique within the session. */
  key: number;
  /** Bumped on every change to this entry. */
  version: number;
  /** The CLI's uuids of the messages it was drawn from, for retracting them (model_refusal_fallback). */
  uuids?: string[];
}

export interface SelectionContext {
  /** Shown on the entry, e.g. `src/app.ts:10-24`. */
  label: string;
  path: string;
  startLine: number;
  endLine: number;
  filetype: string;
  text: string;
}

export interface UserEntry extends EntryBase {
  kind: 'user';
  text: string;
  context: SelectionContext | null;
  /** Waiting for the running turn to end before it is sent. */
  queued: boolean;
  /** Taken back while it waited (an unattended run that ended first): never sent. */
  unsent?: true;
  /** The images sent with it (`shot.png · 640x480`). */
  images?: string[];
  /** Its number, the one its turn has (`#2`, as in :2ClaudeDiff and "prompt #2"); null while it is queued. */
  n: number | null;
}

export interface AssistantBlock {
  type: 'text' | 'thinking';
  text: string;
  /** While the block streams: the deltas `text` was built from, so that a renderer can read only what is
   *  new (reading any part of a string built by `+=` copies all of it). Dropped when the message ends. */
  pieces?: string[];
  /** True while the block streams: from its content_block_start until its content_block_stop, the next
   *  block, or the end of its message. A block that arrived whole never streams. */
  streaming?: boolean;
}

export interface AssistantEntry extends EntryBase {
  kind: 'assistant';
  messageId: string;
  blocks: AssistantBlock[];
  /** True once stream events opened or filled a block of this entry: the `assistant` messages' text and
   *  thinking then repeat what the deltas delivered, and are skipped. */
  streamed: boolean;
}

export type ToolState = 'running' | 'done' | 'error';

/** A permission prompt the CLI is waiting on. */
export interface PendingApproval extends PermissionPrompt {
  /** The file it would change has unsaved changes in a Neovim buffer (the user is told before deciding). */
  unsaved: boolean;
  /** AskUserQuestion: what the user picked so far, per question (empty: not answered yet). */
  picks: string[][];
  /** A Write over a file that exists: the file's text when the approval was drawn, which the approval diffs
   *  against (null: too large to read); undefined when the Write creates the file (or for other tools). */
  replaces?: string | null;
  /** A Write: its file's stamp when `replaces` was read (src/host/approvals/drawnFile.ts), which the editor compares
   *  with the disk before a key answers it. */
  stamp?: string;
  /** A Write: how many times it was drawn again since it came, its file having changed (the editor tells a
   *  redrawn approval by it, also when the file's stamp stayed the same). */
  redraws?: number;
}

/** The file a Write would replace as its approval is drawn: its text (undefined: there is none, the Write
 *  creates it; null: too large to read, or not a file) and its stamp (src/host/approvals/drawnFile.ts). */
export interface DrawnFile {
  text: string | null | undefined;
  stamp: string;
}

export interface ToolEntry extends EntryBase {
  kind: 'tool';
  id: string;
  name: string;
  input: Record<string, unknown>;
  /** One line: `Read src/x.ts`, `Bash: npm test`. */
  summary: string;
  /** Absolute path of the file the tool works on, if any. */
  filePath: string | null;
  state: ToolState;
  result: string | null;
  /** Set while the CLI waits for the user to allow or deny this call. */
  approval: PendingApproval | null;
  /** The user was asked about this call (it did not run on the CLI's own rules). */
  asked: boolean;
  /** The user changed the proposal before allowing it (the CLI's `userModified`, or our own answer). */
  userModified: boolean;
  /** What a finished edit changed, as unified diff lines (`@@ …`, ` ctx`, `-old`, `+new`); null otherwise. */
  applied: string[] | null;
  /** Denied without asking (system/permission_denied): why, in the plugin's words, shown as its result. */
  denied?: string;
  /** After an edit, what Neovim's diagnostics newly said of the file: a heading, then one line each. */
  afterEdit?: string[];
  /** A sub-agent's entries (its text, thinking and tools: messages whose parent_tool_use_id is this call). */
  children: Entry[];
  /** For an Agent/Task call: how its sub-agent is doing (the CLI's task_* messages); null otherwise. */
  agent: AgentProgress | null;
}

export interface AgentProgress {
  state: 'running' | 'done' | 'error';
  /** What it does now (task_progress), or how it ended (task_notification's summary). */
  doing: string;
  toolUses: number;
  tokens: number;
  durationMs: number;
  /** The CLI's task id (task_updated names only that). */
  taskId: string;
}

export interface NoticeEntry extends EntryBase {
  kind: 'notice';
  text: string;
  tone: 'info' | 'warning' | 'error';
  /** A file whose buffer has unsaved changes while Claude's edit of it is on disk: the notice offers a diff. */
  unsavedFile?: string;
}

/** Claude's task list (its task tools: TaskCreate, TaskUpdate, ..., TodoWrite) as a checklist: one per
 *  turn that changed it, where the first change was made, updated in place until the turn ends. */
export interface TasksEntry extends EntryBase {
  kind: 'tasks';
  items: TaskItem[];
}

export type Entry = UserEntry | AssistantEntry | ToolEntry | NoticeEntry | TasksEntry;

/** The `default` of a switch that has a case for every kind of entry: `entry` is `never` there, so a kind
 *  added to Entry without its case fails to compile; at run time (a kind the types do not know) it throws. */
export function unknownKind(entry: never): never {
  throw new Error(`no case for an entry of kind ${(entry as { kind?: unknown }).kind}`);
}

export interface ChangedFile {
  path: string;
  additions: number;
  deletions: number;
  /** 1-based line of the first change, for jumping there. */
  firstLine: number;
  /** How many successful edits touched the file. */
  edits: number;
}

export interface Usage {
  /** input_tokens + cache_read_input_tokens + cache_creation_input_tokens, summed over the session's results. */
  inputTokens: number;
  /** output_tokens, summed over the session's results. */
  outputTokens: number;
}

export interface SessionInfo {
  sessionId: string | null;
  model: string | null;
  permissionMode: string | null;
  slashCommands: string[];
  cwd: string | null;
  /** The CLI's version and optional features, from system/init (`capabilities`: 2.1.3xx on). */
  cliVersion: string | null;
  capabilities: string[];
  /** The name the user gave the session (rename), as the CLI reports it; null: none. */
  title: string | null;
  /** The slash commands only a terminal runs (system/init `terminal_slash_commands`, 2.1.3xx); absent: unknown. */
  terminalCommands?: string[];
  /** The MCP servers and their states as system/init last reported them (no tools, no errors: mcp_status). */
  mcpServers: McpServer[];
}
