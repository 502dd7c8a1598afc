// Hooks the host runs itself: registered in `initialize` (`hooks`), each run arriving as a `hook_callback`
// control request whose answer is the hook's output (the SDK's HookJSONOutput; docs/cli-protocol.md § Hooks).
// Used for what the editor tells Claude after its edits (src/host/editor/afterEdit.ts).

/** `matchers` as initialize's `hooks` names them (event → [{ matcher, hookCallbackIds }]); `run` answers one
 *  callback with a hook output, `{}` when it has nothing to say. */
export interface HostHooks {
  matchers: Record<string, { matcher?: string; hookCallbackIds: string[] }[]>;
  run(callbackId: string, input: Record<string, unknown>): Promise<unknown>;
}

/** The output of host hook `callbackId`: an empty one when there is no such hook or it failed, since a hook
 *  of ours must never stop Claude's tool. */
export function runHostHook(hooks: HostHooks | undefined, callbackId: string,
  input: Record<string, unknown>): Promise<unknown> {
  if (!hooks) return Promise.resolve({});
  return hooks.run(callbackId, input).then((output) => output ?? {}, () => ({}));
}
