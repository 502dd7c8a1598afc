// What a session's controller asks of the editor. The Neovim gateway implements it; tests and the
// benchmark can implement it too.
import type { McpListing } from '../render/panels/mcp';
import type { QuickfixItem } from '../render/quickfix';
import type { StatusInfo } from '../render/status';
import type { BufferPatch } from '../render/transcript/transcript';
import type { TurnReport } from '../render/turns';
import type { HookEvent } from '../session/messages/hooks';
import type { Grant } from './approvals/answers';

/** Lines of the session's region to replace: [start, end) relative to the region's first line; `end`
 *  null: to the region's end (the view's content is unknown, so all of it goes). */
export interface RegionPatch extends Omit<BufferPatch, 'end'> {
  end: number | null;
}

/** Everything that changed since the last update; absent fields did not change. */
export interface ViewUpdate {
  patch?: RegionPatch;
  /** The status, its winbar, and the statusline text of all the live sessions (render/status.ts formats
   *  both): the editor shows them as they are. */
  status?: { info: StatusInfo; winbar: string; line: string };
  quickfix?: { title: string; items: QuickfixItem[] };
  /** Every pending approval, in order, where it sits in the region. */
  approvals?: ApprovalSpan[];
  /** Files Claude changed since the last update: their buffers are reloaded unless they have unsaved changes. */
  edited?: string[];
  /** Turns that ended since the last update, oldest first: each pushes its quickfix list of hunks (when it
   *  changed files) and fires User ClaudeTurnDone. */
  turns?: TurnReport[];
  /** Claude's task list as the checklist shows it (render/transcript/tasks.ts), when it changed: the pinned
   *  :ClaudeTodos! panel follows it without asking. */
  tasks?: { title: string; lines: Array<[string, string]> };
}

export interface ApprovalSpan {
  /** The control request id, which answers it. */
  id: string;
  /** 0-based first and last line in the region (the tool line, the hint lines and the blank line after). */
  first: number;
  last: number;
  /** What asks, as the user reads it: the tool (`server · tool` for an MCP tool's), or `MCP server NAME`. */
  tool: string;
  /** For each grant, why it cannot answer this approval now, in the words the user is told ('' when it can):
   *  host/approvals/answers.ts `refusal` decides, answer.lua looks it up (a key is refused at once, nothing is
   *  sent). */
  refused: Record<Grant, string>;
  /** What it asks: a tool call, Claude's questions (answered by number), a plan, or an MCP server's request
   *  for input (answered through a form: lua/claude/approvals/elicit.lua). */
  kind: 'tool' | 'question' | 'plan' | 'elicitation';
  /** An edit, which the review key opens as a diff (nothing else has a diff to review). */
  reviewable: boolean;
  /** The CLI asks that no single key allow it (`default_to_no`): an allow key must be pressed twice. */
  defaultNo?: boolean;
  /** A Write: its file and the file's stamp when the approval was drawn (host/approvals/drawnFile.ts), which the editor
   *  compares with the disk before a key answers it, and how many times it was drawn again (the editor brings
   *  a redrawn one into view). */
  drawn?: { file: string; stamp: string; redraws: number };
  /** For questions: each one's lines in the region (absent for a sub-agent's), its number of choices
   *  ("Other" included), whether several may be picked and whether it has an answer. */
  questions?: Array<{ first?: number; last?: number; multi: boolean; options: number; answered: boolean }>;
}

/** One rule as :ClaudeRules lists it (src/host/controls/rules.ts). */
export interface RuleRow {
  behavior: string;
  rule: string;
  source: string;
  /** The CLI's reading of it ('' when it has none). */
  about: string;
  /** Where it is, as the listing names it. */
  where: string;
  /** The settings file it is removed from; '' when it cannot be removed here. */
  file: string;
  /** Why it cannot be removed here ('' when it can). */
  refused: string;
}

/** A rewind's dry run, for the user to confirm. */
export interface RewindOffer {
  turn: number;
  prompt: string;
  /** Each file with what the rewind does to it (`+a -d`; '' when not known). */
  files: Array<{ path: string; change: string; lnum: number }>;
  insertions: number;
  deletions: number;
  /** Tools of the turns undone whose changes the rewind cannot restore (Bash, sub-agents). */
  untracked: string[];
}

export type NotifyLevel = 'info' | 'warn' | 'error';

export interface Applied {
  /** False when the transcript buffer was recreated (the user wiped it): the caller must then send the
   *  whole transcript again. */
  intact: boolean;
  /** Editor time this update took, plus the redraw that followed the previous one, in ms. */
  editorMs: number;
  /** Of the `edited` files, those whose buffers have unsaved changes and were left as they are. */
  unsaved: string[];
  /** Some window shows the transcript (else updates come less often: nobody sees them). */
  visible: boolean;
}

export interface View {
  /** Applies one update in one round trip; with `canWait`, in the next round trip another session's update
   *  makes, if one comes soon. */
  apply(update: ViewUpdate, canWait?: boolean): Promise<Applied>;
  /** An update that waits to ride with another goes now. */
  hurry?(): void;
  notify(message: string, level: NotifyLevel): void;
  /** Shows `lines` (each with its highlight group) in a float titled `title`. */
  showFloat(title: string, lines: Array<[string, string]>): void;
  /** :ClaudeRules: the rules in effect, each removable (or not) with a key (src/host/controls/rules.ts). */
  showRules?(rows: RuleRow[]): void;
  /** Shows :ClaudeMcp's listing: `open`, in a buffer opened for it; else only in one the editor shows. */
  showMcp?(listing: McpListing, open: boolean): void;
  /** Lists what rewinding to before prompt `offer.turn` changes and asks the user to confirm it. */
  offerRewind(offer: RewindOffer): void;
  /** The names of the images the next prompt carries (its winbar says them). */
  attachments?(names: string[]): void;
  /** The CLI's ranked `@` completion for `query`, which the editor looked up before it came. */
  fileSuggestions?(query: string, paths: string[]): void;
  /** The user's hooks ran: each event fires `User ClaudeHook` in the editor, in order. */
  hooks?(events: HookEvent[]): void;
  /** Of `files`, those open in a buffer with unsaved changes. */
  unsavedBuffers(files: string[]): Promise<string[]>;
  /** One query of the editor's state for Claude's editor tools (lua/claude/editor/editor.lua): what Neovim holds in
   *  memory, answered at once. */
  editorState?(what: string, args: Record<string, unknown>): Promise<unknown>;
}

/** The editor as the host's sessions share it: a view per session, and messages. */
export interface Editor {
  /** The view of session `id` (its transcript buffer, prompt, status and quickfix list). */
  view(id: string): View;
  notify(message: string, level: NotifyLevel): void;
  /** An answer the user gave did not take (`message`: why): said as a warning that holds until they answer
   *  one (lua/claude/approvals/approvals.lua clears it then). */
  refused(message: string): void;
  /** Starts a new session from `point` (:ClaudeFork, once the CLI's record holds the turn) and shows it. */
  fork(point: ForkPoint): void;
  /** The `open` of session `session` (as the editor named it) was refused before the host made it: the record
   *  the editor made when it sent the open goes, as no CLI will ever report to it. */
  unmade(session: string | number): void;
}

/** Where a fork starts: the conversation forked and its last message kept. */
export interface ForkPoint {
  resume: string;
  at: string;
  prompt: string;
}
