// Permission prompts on their way into the session. The user must know before deciding that the file an
// edit would change has unsaved changes in a buffer: such an approval shows once the editor has said,
// warning included (a round trip, about a millisecond); a Write over a file that exists shows what it
// replaces. A call of one of the editor's own read-only tools that reads nothing outside the session's
// directories is allowed without asking (src/host/editor/server.ts), once the editor has said what it reads.
import path from 'node:path';
import type { PermissionPrompt } from '../../cli/protocol/inbound';
import type { Session } from '../../session/model/session';
import { EDITING_TOOLS, toolFilePath } from '../../session/tools/tools';
import { drawnFile } from './drawnFile';
import type { Logger } from '../log';
import { samePath } from '../history/turnHistory';
import type { View } from '../view';

/** The editor's tools: whether the host allows a call by itself (null: not one of them), and doing so. */
export interface SelfAllowed {
  decide(prompt: PermissionPrompt): Promise<boolean> | null;
  allow(prompt: PermissionPrompt): void;
}

export class ApprovalIntake {
  /** Edit approvals waiting for the editor to say whether their file has unsaved changes; calls of the
   *  editor's tools waiting to be allowed or asked about. */
  private readonly checking = new Set<string>();

  /** `cwd`: where the CLI runs (the prompts' relative paths are from there). */
  constructor(
    private readonly view: View,
    private readonly log: Logger,
    private readonly cwd: () => string,
    private readonly editor?: SelfAllowed,
  ) {}

  /** The CLI asks permission: the prompt goes into `session` once the user can be told all it needs. */
  add(prompt: PermissionPrompt, session: Session): void {
    const own = this.editor?.decide(prompt);
    if (own) {
      this.checking.add(prompt.requestId);
      void own.then((allowed) => {
        if (!this.checking.delete(prompt.requestId)) return; // withdrawn meanwhile
        if (allowed) this.editor!.allow(prompt);
        else session.addApproval(prompt);
      });
      return;
    }
    const file = toolFilePath(prompt.input);
    if (!file || !EDITING_TOOLS.has(prompt.toolName)) {
      session.addApproval(prompt);
      return;
    }
    this.checking.add(prompt.requestId);
    const drawn = prompt.toolName === 'Write' ? drawnFile(path.resolve(this.cwd(), file)) : undefined;
    const add = (unsaved: boolean) => {
      if (!this.checking.delete(prompt.requestId)) return; // withdrawn meanwhile
      session.addApproval(prompt, drawn);
      if (unsaved) session.setApprovalUnsaved(prompt.requestId, true);
    };
    this.view.unsavedBuffers([file]).then(
      (unsaved) => add(unsaved.length > 0),
      (err: Error) => {
        this.log.write('warn', `could not ask the editor about unsaved buffers: ${err.message}`);
        add(false);
      },
    );
  }

  /** The CLI withdrew a prompt (it may not be in the session yet). */
  cancelled(requestId: string): void {
    this.checking.delete(requestId);
  }

  /** A buffer of `file` gained or lost unsaved changes: pending approvals of `session` that edit it say so. */
  bufferModified(session: Session, file: string, modified: boolean): void {
    const same = samePath(file);
    for (const a of session.pendingApprovals) {
      const target = toolFilePath(a.input);
      if (target && EDITING_TOOLS.has(a.toolName) && same(target)) session.setApprovalUnsaved(a.requestId, modified);
    }
  }
}
