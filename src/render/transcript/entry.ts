// Renders one transcript entry to lines, highlights and folds. Pure; the caches of streaming
// entries belong to the instance (assistant.ts).
import { launchedInBackground } from '../../session/messages/agents';
import { ASK_TOOL } from '../../session/approvals/questions';
import { DIFF_GROUP, overwrites, renderApproval, type RenderOptions } from './approval';
import { checklistLines, checklistTitle } from './tasks';
import { TASK_TOOLS } from '../../session/messages/tasks';
import {
  unknownKind,
  type AgentProgress,
  type Entry,
  type NoticeEntry,
  type TasksEntry,
  type ToolEntry,
  type UserEntry,
} from '../../session/model/types';
import { AssistantRenderer } from './assistant';
import { oneLine, sanitize, type Fold, type Highlight, type RenderedEntry } from '../text';

export type { Fold, Highlight, RenderedEntry } from '../text';

/** Tool results fold at level 2: closed at the transcript's foldlevel=1 until `zo`. */
const RESULT_FOLD = 2;
/** A prompt longer than this many lines (a long paste) shows its first PROMPT_SHOWN lines; the rest is in a
 *  closed fold (level 2, like a tool's output). */
const PROMPT_MAX_LINES = 10;
const PROMPT_SHOWN = 5;

const STATE_MARK: Record<ToolEntry['state'], string> = { running: '⋯', done: '✓', error: '✗' };
const STATE_GROUP: Record<ToolEntry['state'], string> = {
  running: 'ClaudeToolRunning',
  done: 'ClaudeToolDone',
  error: 'ClaudeToolError',
};

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

class Builder implements RenderedEntry {
  lines: string[] = [];
  highlights: Highlight[] = [];
  folds: Fold[] = [];

  line(text: string, group?: string): number {
    const at = this.lines.length;
    this.lines.push(text);
    if (group) this.highlights.push([at, group]);
    return at;
  }

  /** Folds the lines from `first` to the last one so far at `level` (nothing when there are none). */
  fold(first: number, level: number): void {
    if (first < this.lines.length) this.folds.push([first, this.lines.length - 1, level]);
  }

  range(line: number, start: number, end: number, group: string): void {
    this.highlights.push([line, start, end, group]);
  }
}

function renderUser(e: UserEntry, out: Builder): void {
  const label = e.context ? ` · ${e.context.label}` : '';
  const queued = e.queued ? ' (queued)' : e.unsent ? ' (not sent)' : '';
  const you = e.n === null ? '▌ You' : `▌ You #${e.n}`;
  const head = out.line(`${you}${label}${queued}`, 'ClaudeUserHeader');
  if (label) out.range(head, bytes(`${you} · `), bytes(`${you}${label}`), 'ClaudeContextLabel');
  const lines = sanitize(e.text).split('\n');
  for (const l of lines) out.line(l, 'ClaudeUser');
  for (const image of e.images ?? []) out.line(`[image: ${sanitize(image)}]`, 'ClaudeContextLabel');
  if (lines.length > PROMPT_MAX_LINES) out.fold(head + 1 + PROMPT_SHOWN, RESULT_FOLD);
}

/** What a sub-agent's entries are drawn with, under its Agent/Task call. */
const CHILD_PREFIX = '  ┆ ';
const AGENT_MARK: Record<AgentProgress['state'], string> = { running: '⋯', done: '✓', error: '✗' };

/** `Reading app.ts · 1 tool · 163 tokens · 0.2 s`: what the sub-agent does (or how it ended), and its cost. */
function agentLine(a: AgentProgress): string {
  const parts = [oneLine(a.doing).slice(0, 100) || (a.state === 'running' ? 'working' : a.state)];
  if (a.toolUses) parts.push(`${a.toolUses} tool${a.toolUses === 1 ? '' : 's'}`);
  if (a.tokens) parts.push(`${a.tokens} tokens`);
  if (a.durationMs) parts.push(`${(a.durationMs / 1000).toFixed(1)} s`);
  return `${AGENT_MARK[a.state]} ${parts.join(' · ')}`;
}

/** A sub-agent's entries, indented under its call, in one fold: open while it runs, closed once it ended. */
function renderChildren(e: ToolEntry, out: Builder, child: (c: Entry) => RenderedEntry): void {
  const running = e.agent ? e.agent.state === 'running' : e.state === 'running';
  const level = running ? 1 : RESULT_FOLD;
  const shift = bytes(CHILD_PREFIX);
  const first = out.lines.length;
  for (const c of e.children) {
    const r = child(c);
    const base = out.lines.length;
    for (const l of r.lines) out.line(CHILD_PREFIX + l);
    for (const h of r.highlights) {
      out.highlights.push(h.length === 2 ? [base + h[0], h[1]] : [base + h[0], h[1] + shift, h[2] + shift, h[3]]);
    }
  }
  // Their own folds are not kept: folds never nest.
  out.fold(first, level);
}

/** Claude's task list: `≡ Tasks 1/3 done`, then one line per task. */
function renderTasks(e: TasksEntry, out: Builder): void {
  out.line(`≡ ${checklistTitle(e.items)}`, 'ClaudeTool');
  for (const [text, group] of checklistLines(e.items)) out.line(`  ${text}`, group);
}

function renderTool(e: ToolEntry, out: Builder, opts: RenderOptions, child: (c: Entry) => RenderedEntry): void {
  // The checklist shows what the task tools did; only a call that failed keeps its own line.
  if (TASK_TOOLS.has(e.name) && e.state !== 'error' && !e.approval) return;
  const mark = e.approval ? '?' : STATE_MARK[e.state];
  const group = e.approval ? 'ClaudeApproval' : STATE_GROUP[e.state];
  // Said on the tool's own line: a call that ran without anybody being asked, and a proposal the user changed.
  const auto = !e.asked && e.state === 'done' ? ' · auto-allowed' : '';
  const mine = e.userModified ? ' · your version' : '';
  const summary = oneLine(e.summary) + (e.approval ? overwrites(e.approval) : '');
  const head = out.line(`${mark} ${summary}${auto}${mine}`, 'ClaudeTool');
  out.range(head, 0, bytes(mark), group);
  const noteStart = bytes(`${mark} ${summary}`);
  if (auto) out.range(head, noteStart, noteStart + bytes(auto), 'ClaudeToolAuto');
  if (mine) out.range(head, noteStart + bytes(auto), noteStart + bytes(auto + mine), 'ClaudeToolMine');
  if (e.approval) renderApproval(e, e.approval, out, opts);
  if (e.agent) out.line(`${CHILD_PREFIX}${agentLine(e.agent)}`, 'ClaudeToolResult');
  if (e.children.length) renderChildren(e, out, child);
  // A finished edit keeps what it changed (folded, as a diff); other tools keep their output.
  const diff = e.applied && e.state === 'done';
  const readable = e.result !== null && e.result !== '' && !(e.agent && launchedInBackground(e.result));
  const body = diff ? e.applied!.map(sanitize) : readable ? sanitize(e.result!).split('\n') : null;
  if (!body) return;
  const base = e.state === 'error' ? 'ClaudeToolError' : 'ClaudeToolResult';
  const shown = body.length > opts.maxResultLines ? body.slice(0, opts.maxResultLines) : body;
  const first = out.lines.length;
  for (const t of shown) out.line(`  │ ${t}`, (diff && DIFF_GROUP[t[0]]) || base);
  const all = opts.keys.show_output ? `: ${opts.keys.show_output} shows all` : '';
  const more = body.length - shown.length;
  if (more > 0) out.line(`  │ … ${more} more lines${all}`, base);
  // What the user answered Claude, and why a call was denied without asking, stay in view; other output folds away.
  if (!(e.name === ASK_TOOL && e.state === 'done') && !e.denied) out.fold(first, RESULT_FOLD);
  if (e.afterEdit?.length) renderAfterEdit(e.afterEdit, out);
}

/** What Neovim's diagnostics newly said after an edit (src/host/editor/afterEdit.ts, which told Claude too): a
 *  heading in view, the diagnostics folded under it like a result. */
function renderAfterEdit([heading, ...items]: string[], out: Builder): void {
  out.line(`  ⚠ ${sanitize(heading)}`, 'ClaudeNoticeError');
  const first = out.lines.length;
  for (const t of items) out.line(`  │ ${sanitize(t)}`, 'ClaudeToolError');
  out.fold(first, RESULT_FOLD);
}

const NOTICE_MARK: Record<NoticeEntry['tone'], string> = { info: 'ℹ', warning: '⚠', error: '✗' };
const NOTICE_GROUP: Record<NoticeEntry['tone'], string> = {
  info: 'ClaudeNoticeInfo',
  warning: 'ClaudeNoticeWarn',
  error: 'ClaudeNoticeError',
};

function renderNotice(e: NoticeEntry, out: Builder, opts: RenderOptions): void {
  const mark = NOTICE_MARK[e.tone];
  const group = NOTICE_GROUP[e.tone];
  for (const [i, l] of sanitize(e.text).split('\n').entries()) out.line(i === 0 ? `${mark} ${l}` : `  ${l}`, group);
  if (e.unsavedFile && opts.keys.review) {
    out.line(`  [${opts.keys.review}] compare your buffer with the file on disk`, 'ClaudeApprovalHint');
  }
}

/** Renders entries with one set of options; a streaming assistant entry reuses its last render. */
export class EntryRenderer {
  private readonly assistant = new AssistantRenderer();

  constructor(private readonly opts: RenderOptions) {}

  /** The entry as lines, highlights and folds. The arrays returned are shared with later renders of the
   *  same entry: read them, never change them. */
  render(entry: Entry): RenderedEntry {
    const out = new Builder();
    // Every kind has its case: a kind added to Entry without one does not compile (unknownKind takes `never`).
    switch (entry.kind) {
      case 'assistant':
        return this.assistant.render(entry);
      case 'user':
        renderUser(entry, out);
        break;
      case 'tool':
        renderTool(entry, out, this.opts, (c) => this.render(c));
        break;
      case 'notice':
        renderNotice(entry, out, this.opts);
        break;
      case 'tasks':
        renderTasks(entry, out);
        break;
      default:
        return unknownKind(entry);
    }
    return out;
  }
}
