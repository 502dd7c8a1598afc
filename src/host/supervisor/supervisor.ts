// Runs the CLI for one session: what goes to it (prompts, queued while it cannot take them; answers to its
// permission prompts; control requests), over the lifecycle that keeps it running (./lifecycle.ts).
import type { ControlRequestBody, PermissionPrompt } from '../../cli/protocol/inbound';
import type { PermissionDecision } from '../../cli/protocol/outbound';
import type { SelectionContext } from '../../session/model/types';
import { interruptTurn } from './ending';
import { CliLifecycle } from './lifecycle';
import type { PromptImage } from './promptQueue';
import { switchMode, switchModel } from './switches';

export type { Phase, SupervisorEvents } from './lifecycle';
export type { CliOptions } from './startOptions';

export class CliSupervisor extends CliLifecycle {
  /** Sends a prompt, or queues it until the CLI can take it. Nothing typed is ever dropped. `ask`: the
   *  scripting API's token, which the turn's report carries; `images`: what goes with it (host/prompt/images.ts). */
  send(text: string, context: SelectionContext | null, ask: string | null = null, images: PromptImage[] = []): void {
    if (text.trim() === '' && !context && !images.length) return;
    // Waiting for the CLI to start is not worth a "(queued)" mark; waiting behind a turn is.
    const behindTurn = this.current === 'turn' || this.queue.length > 0;
    this.queue.add(text, context, ask, images, behindTurn);
    if (this.current === 'stopped') void this.start();
    else this.sendNext();
    this.on.changed();
  }

  /** Takes back the prompts still queued with `ask` (an unattended run that ended before they were sent). */
  unqueue(ask: string): void {
    if (this.queue.unqueue(ask)) this.on.changed();
  }
  /** The user reverted a hunk (`note` says which): Claude is told with the next prompt. */
  noteReverted(note: string): void {
    this.queue.noteReverted(note);
  }

  /** Answers a permission prompt; false when no CLI is there to take the answer. */
  answer(prompt: PermissionPrompt, decision: PermissionDecision): boolean {
    if (!this.proc?.running) return false;
    this.session.resolveApproval(prompt.requestId);
    this.proc.answerPermission(prompt, decision, this.session.info.cliVersion);
    return true;
  }

  /** A control request to the CLI (docs/cli-protocol.md § Control requests), for every command that sends one.
   *  Waits while the CLI starts; rejects when none runs, for a request never starts one behind the user. */
  async control(request: ControlRequestBody): Promise<unknown> {
    const proc = await this.ready();
    if (!proc) throw new Error('Claude is not running (:ClaudeChat starts it)');
    return proc.request(request);
  }
  /** Names the session in the CLI's record (from its next start when it is not running). */
  async rename(title: string): Promise<void> {
    this.title = title;
    const proc = await this.ready();
    if (proc) await proc.renameSession(title);
  }

  /** Interrupts the running turn; false when none runs. */
  async interrupt(): Promise<boolean> {
    const proc = this.proc;
    if (!proc || this.current !== 'turn') return false;
    return interruptTurn(proc, this.session);
  }

  /** Switches the model (./switches.ts); whether the CLI took it. */
  async setModel(model: string): Promise<boolean> {
    return switchModel(await this.ready(), this.session, this.options, model);
  }
  /** Switches the permission mode (./switches.ts). */
  setMode(mode: string): Promise<void> {
    return switchMode(() => this.ready(), this.session, this.options, mode);
  }
}
