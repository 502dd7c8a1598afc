// The tool calls of a session that can still change: each by its tool_use id, for the results, approvals
// and sub-agent messages that name it; Agent/Task calls also by id for the CLI's task_* reports (kept
// across turns: a background agent goes on after its turn's result). Pure: no I/O.
import { nextProgress } from './agents';
import type { EntryLog } from '../model/entryLog';
import { toolFilePath, toolSummary } from '../tools/tools';
import type { PendingApproval, ToolEntry } from '../model/types';

/** Tools that run a sub-agent: its messages carry the call's id as parent_tool_use_id. */
const AGENT_TOOLS = new Set(['Task', 'Agent']);

/** Tools whose changes to files the CLI's checkpoints do not keep (a command's, a sub-agent's). */
const UNTRACKED_TOOLS = new Set(['Bash', 'Task', 'Agent']);

import type { Loose as Any } from '../../cli/protocol/wire';

export class Calls {
  private readonly byId = new Map<string, ToolEntry>();
  private readonly agents = new Map<string, ToolEntry>();
  /** Other calls the CLI runs as a task (a shell, a monitor), by task id: their line says once they run in the
   *  background, and how they ended. */
  private readonly tasked = new Map<string, ToolEntry>();

  /** `cwd`: where paths are shown from; `untracked`: a call of a tool that changes files unreported began. */
  constructor(
    private readonly log: EntryLog,
    private readonly cwd: () => string | null,
    private readonly untracked: (tool: ToolEntry) => void,
  ) {}

  get(id: string): ToolEntry | undefined {
    return this.byId.get(id);
  }

  /** `parent`: the Agent/Task call whose sub-agent made this call. */
  register(id: string, name: string, input: Record<string, unknown>, parent: ToolEntry | null = null): ToolEntry {
    const tool = this.log.push<ToolEntry>(
      {
        kind: 'tool',
        id,
        name,
        input,
        summary: toolSummary(name, input, this.cwd()),
        filePath: toolFilePath(input),
        state: 'running',
        result: null,
        approval: null,
        asked: false,
        userModified: false,
        applied: null,
        children: [],
        agent: null,
      },
      parent,
    );
    this.byId.set(id, tool);
    if (AGENT_TOOLS.has(name)) this.agents.set(id, tool);
    if (UNTRACKED_TOOLS.has(name)) this.untracked(tool);
    return tool;
  }

  /** The Agent/Task call a message with this parent_tool_use_id belongs to ('' or unknown: none). */
  parentFor(agent: string): ToolEntry | null {
    return agent ? (this.agents.get(agent) ?? null) : null;
  }

  /** A call whose result will not come any more (its turn, its agent or its CLI ended): failed, `why` as its
   *  result unless it had one. */
  giveUp(tool: ToolEntry, why: string): void {
    tool.state = 'error';
    tool.result = tool.result ?? why;
    this.log.touch(tool);
  }

  /** A task_* message about an Agent/Task call: its progress line; once its sub-agent ended, the calls it left
   *  running are over too. */
  progress(m: Any): void {
    const tool =
      typeof m.tool_use_id === 'string'
        ? this.agents.get(m.tool_use_id)
        : [...this.agents.values()].find((t) => t.agent?.taskId === m.task_id);
    if (!tool) {
      this.taskProgress(m);
      return;
    }
    const next = nextProgress(tool.agent, m);
    if (!next) return;
    tool.agent = next;
    this.log.touch(tool);
    if (next.state === 'running') return;
    for (const child of tool.children) {
      if (child.kind !== 'tool' || child.state !== 'running' || child.approval) continue;
      this.giveUp(child, 'no result');
      this.byId.delete(child.id);
    }
  }

  /** A task_* message about a call that is no agent's (a shell): from when it runs in the background (it
   *  started there, or the user sent it there), its line says so, and then how it ended. */
  private taskProgress(m: Any): void {
    const id = typeof m.task_id === 'string' ? m.task_id : '';
    const call = typeof m.tool_use_id === 'string' ? this.byId.get(m.tool_use_id) : undefined;
    if (m.subtype === 'task_started' && call && id) this.tasked.set(id, call);
    const tool = this.tasked.get(id);
    if (!tool) return;
    const sent = m.subtype === 'task_updated' && m.patch?.is_backgrounded === true;
    if (!tool.agent && !sent && !(m.subtype === 'task_started' && m.is_backgrounded === true)) return;
    const next = nextProgress(tool.agent, sent ? { ...m, subtype: 'task_started' } : m);
    if (!next) return;
    if (next.state === 'running') next.doing ||= 'in the background';
    // An end told by task_updated names only its status (the CLI's `killed`: stopped); task_notification's
    // summary, which may follow, says more.
    else if (m.subtype === 'task_updated') {
      next.doing = m.patch.status === 'killed' ? 'stopped' : String(m.patch.status);
    } else if (typeof m.status === 'string' && !next.doing.includes(m.status)) {
      // A stopped shell's summary is only its description.
      next.doing = `${m.status} · ${next.doing}`;
    }
    tool.agent = next;
    this.log.touch(tool);
    if (m.subtype === 'task_notification') this.tasked.delete(id);
  }

  /** The turn's result came: its calls that still run without waiting on the user, outside a background
   *  agent, get no result any more. */
  turnEnded(): void {
    for (const tool of this.byId.values()) {
      if (tool.state === 'running' && !tool.approval && !this.inRunningAgent(tool)) this.giveUp(tool, 'no result');
    }
  }

  /** The CLI is gone: every call still running was interrupted. */
  cliGone(): void {
    for (const tool of this.byId.values()) if (tool.state === 'running') this.giveUp(tool, 'interrupted');
  }

  /** Between turns: finished calls need no routing any more; pending ones keep theirs. */
  prune(): void {
    for (const [id, tool] of this.byId) {
      if ((tool.state !== 'running' || !tool.approval) && !this.inRunningAgent(tool)) this.byId.delete(id);
    }
  }

  /** Every call `approval` is shown on (`drop`: it is no longer waited on) changed. */
  approvalChanged(approval: PendingApproval, drop = false): void {
    for (const tool of this.byId.values()) {
      if (tool.approval !== approval) continue;
      if (drop) tool.approval = null;
      this.log.touch(tool);
    }
  }

  /** A call a sub-agent made that still runs in the background: the main turn's end does not end it. */
  private inRunningAgent(tool: ToolEntry): boolean {
    return this.log.parentOf(tool)?.agent?.state === 'running';
  }
}
