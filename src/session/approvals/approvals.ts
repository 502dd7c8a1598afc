// The permission prompts a session waits on, as the user answers them: each shows on its tool's entry
// (introducing the entry when the prompt comes first), and every change to one touches that entry.
// Pure: no I/O. Each change says whether it changed anything; the session tells the listeners.
import type { PermissionPrompt } from '../../cli/protocol/inbound';
import type { Calls } from '../messages/calls';
import type { EntryLog } from '../model/entryLog';
import { pick, questionsOf } from './questions';
import type { DrawnFile, PendingApproval } from '../model/types';

export class Approvals {
  private readonly waiting = new Map<string, PendingApproval>();

  constructor(
    private readonly log: EntryLog,
    private readonly calls: Calls,
  ) {}

  get pending(): PendingApproval[] {
    return [...this.waiting.values()];
  }

  /** `file`: for a Write, the file it would replace as it is now (see PendingApproval). */
  add(prompt: PermissionPrompt, file?: DrawnFile): PendingApproval {
    const approval: PendingApproval = { ...prompt, unsaved: false, picks: [] };
    if (file) setFile(approval, file);
    this.waiting.set(approval.requestId, approval);
    // The prompt normally follows the assistant message that made the call; if not, the prompt itself
    // introduces the tool entry.
    const tool =
      (prompt.toolUseId && this.calls.get(prompt.toolUseId)) ||
      this.calls.register(prompt.toolUseId ?? `approval:${prompt.requestId}`, prompt.toolName, prompt.input);
    tool.approval = approval;
    tool.asked = true;
    this.log.touch(tool);
    return approval;
  }

  /** Whether the file a pending approval would change has unsaved changes in the editor. */
  setUnsaved(requestId: string, unsaved: boolean): boolean {
    const approval = this.waiting.get(requestId);
    if (!approval || approval.unsaved === unsaved) return false;
    approval.unsaved = unsaved;
    this.calls.approvalChanged(approval);
    return true;
  }

  /** The file a pending Write would replace changed since its approval was drawn: drawn again against `file`.
   *  Whether that changed anything. */
  redraw(requestId: string, file: DrawnFile): boolean {
    const approval = this.waiting.get(requestId);
    if (!approval || (approval.replaces === file.text && approval.stamp === file.stamp)) return false;
    setFile(approval, file);
    approval.redraws = (approval.redraws ?? 0) + 1;
    this.calls.approvalChanged(approval);
    return true;
  }

  /** The user picked option `n` (or typed an answer) for question `index` (0-based) of a pending
   *  AskUserQuestion. Returns why not, or null. */
  pick(requestId: string, index: number, n: number, typed: string | null): string | null {
    const approval = this.waiting.get(requestId);
    const q = approval ? questionsOf(approval.input)[index] : undefined;
    if (!approval) return 'this question is no longer waiting for an answer';
    if (!q) return `no question ${index + 1}`;
    const held = pick(q, approval.picks[index] ?? [], n, typed);
    if (typeof held === 'string') return held;
    approval.picks[index] = held;
    this.calls.approvalChanged(approval);
    return null;
  }

  /** The user allowed their own version of a proposal (reviewed in a diff). */
  markUserModified(toolUseId: string | undefined): boolean {
    const tool = toolUseId ? this.calls.get(toolUseId) : undefined;
    if (!tool || tool.userModified) return false;
    tool.userModified = true;
    this.log.touch(tool);
    return true;
  }

  /** The user answered, or the CLI withdrew the prompt (control_cancel_request). */
  resolve(requestId: string): PendingApproval | undefined {
    const approval = this.waiting.get(requestId);
    if (!approval) return undefined;
    this.waiting.delete(requestId);
    this.calls.approvalChanged(approval, true);
    return approval;
  }

  /** The CLI is gone: nothing can be approved any more. */
  dropAll(): void {
    for (const requestId of [...this.waiting.keys()]) this.resolve(requestId);
  }
}

function setFile(approval: PendingApproval, file: DrawnFile): void {
  if (file.text === undefined) delete approval.replaces;
  else approval.replaces = file.text;
  approval.stamp = file.stamp;
}
