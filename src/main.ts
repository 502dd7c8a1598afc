// Entry point of the bundle (rplugin/node/claude-chat.js). Run by node as a child of Neovim with an
// RPC channel on stdio (lua/claude/host/host.lua starts it: no :UpdateRemotePlugins, no global host).
// Loaded by neovim-node-host instead, it registers nothing that would clash.
import type { NeovimClient } from 'neovim';
import { createDispatcher } from './host/rpc/dispatch';
import { attachClient, keepConsoleOffStdout, NvimEditor } from './nvim/gateway';

function runStandalone(): void {
  keepConsoleOffStdout();
  const nvim: NeovimClient = attachClient({ reader: process.stdin, writer: process.stdout });
  const dispatcher = createDispatcher(new NvimEditor(nvim));
  nvim.on('request', (method: string, args: unknown[], resp: { send(value: unknown, isError?: boolean): void }) => {
    // A refusal (bad arguments, no such session) is an error reply, which the caller's vim.rpcrequest raises.
    dispatcher.request(method, (args ?? [])[0]).then(
      (answer) => (answer.ok ? resp.send(answer.value ?? null) : resp.send(answer.error, true)),
      (err: Error) => resp.send(err?.message ?? String(err), true),
    );
  });
  nvim.on('notification', (method: string, args: unknown[]) => {
    dispatcher.notify(method, (args ?? [])[0]);
  });

  // Neovim closed the channel (it exited, or was killed): take the CLI down with us.
  let exiting = false;
  const exit = () => {
    if (exiting) return;
    exiting = true;
    // Neovim sends SIGKILL 2 s after SIGTERM: be done before that, the CLI with us.
    const timer = setTimeout(() => {
      dispatcher.killNow();
      process.exit(0);
    }, 1500);
    void dispatcher.shutdown().finally(() => {
      clearTimeout(timer);
      process.exit(0);
    });
  };
  process.stdin.on('end', exit);
  process.stdin.on('close', exit);
  process.on('SIGTERM', exit);
  process.on('SIGHUP', exit);
  process.on('SIGINT', () => {}); // <C-c> in Neovim must not kill the host
  process.on('exit', () => dispatcher.killNow());
  // Last line of defence: a bug in some handler must not end the session, and with it the CLI's turn.
  // A promise rejection nobody handles arrives here too (Node raises it as an uncaught exception).
  process.on('uncaughtException', (err) => {
    // A write to a Neovim that is gone (it quit while a frame was on its way): no fault, the host ends.
    if ((err as NodeJS.ErrnoException).code === 'EPIPE') {
      exit();
      return;
    }
    dispatcher.fault(err);
  });
}

if (require.main === module) runStandalone();

/** The remote-plugin form, for users who run :UpdateRemotePlugins anyway: it only reports where the
 *  real host lives, so nothing is defined twice. */
function remotePlugin(plugin: {
  registerFunction(name: string, fn: () => unknown, opts: { sync: boolean }): void;
}): void {
  plugin.registerFunction('ClaudeChatBundle', () => __filename, { sync: true });
}
module.exports = remotePlugin;
