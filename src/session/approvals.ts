// The permission prompts a session waits on, as the user answers them: each shows on its tool's entry
// (introducing the entry when the prompt comes first), and every change to one touches that entry.
// Pure: no I/O. (session.ts adds what the CLI says.)
import type { PermissionPrompt } from '../cli/protocol';
import { pick, questionsOf } from './questions';
import { SessionState } from './state';
import type { PendingApproval } from './types';

export class ApprovalState extends SessionState {
  protected readonly approvals = new Map<string, PendingApproval>();

  get pendingApprovals(): PendingApproval[] {
    return [...this.approvals.values()];
  }

  /** `replaces`: for a Write over a file that exists, that file's text (see PendingApproval). */
  addApproval(prompt: PermissionPrompt, replaces?: string | null): PendingApproval {
    const approval: PendingApproval = { ...prompt, unsaved: false, picks: [] };
    if (replaces !== undefined) approval.replaces = replaces;
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

  /** The user picked option `n` (or typed an answer) for question `index` (0-based) of a pending
   *  AskUserQuestion: the transcript shows the pick at once. Returns why not, or null. */
  pickAnswer(requestId: string, index: number, n: number, typed: string | null): string | null {
    const approval = this.approvals.get(requestId);
    const q = approval ? questionsOf(approval.input)[index] : undefined;
    if (!approval || !q) return approval ? `no question ${index + 1}` : 'this question is no longer waiting for an answer';
    const held = pick(q, approval.picks[index] ?? [], n, typed);
    if (typeof held === 'string') return held;
    approval.picks[index] = held;
    for (const tool of this.toolsById.values()) if (tool.approval === approval) this.touch(tool);
    this.emit();
    return null;
  }

  /** The user allowed their own version of a proposal (reviewed in a diff). */
  markUserModified(toolUseId: string | undefined): void {
    const tool = toolUseId ? this.toolsById.get(toolUseId) : undefined;
    if (!tool || tool.userModified) return;
    tool.userModified = true;
    this.touch(tool);
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

  protected dropApproval(requestId: string): void {
    const approval = this.approvals.get(requestId);
    this.approvals.delete(requestId);
    for (const tool of this.toolsById.values()) {
      if (tool.approval && tool.approval === approval) { tool.approval = null; this.touch(tool); }
    }
  }
}
