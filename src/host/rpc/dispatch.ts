// Routes the Lua layer's messages to the chat sessions. Actions arrive as notifications (vim.rpcnotify)
// and return at once: nothing in Neovim waits for the CLI, and their outcome arrives with the next frame.
// Queries are requests (vim.rpcrequest) answered without waiting for the CLI; they read at most the file a
// review or diff shows and the heads and tails of the CLI's records (:ClaudeSessions), never a whole record.
// Each message is decoded first (methods.ts): arguments of the wrong shape are refused and change nothing.
// The sessions and what the host keeps across them live in the registry (../sessions/registry.ts), the handlers
// in ./handlers.ts and ./queries.ts: not here.
import { fail, type Result } from './decode';
import { isMethod, METHODS, type ArgsOf, type Method } from './methods';
import { SessionRegistry } from '../sessions/registry';
import type { Editor } from '../view';
import { actionHandlers, handlerContext, type Handlers, type Reply } from './handlers';
import { queryHandlers } from './queries';

export interface Dispatcher {
  /** A request: its answer, or why there is none (the caller replies with an error). */
  request(method: string, args: unknown): Promise<Result<unknown>>;
  /** A notification: nobody waits; failures are logged and told to the user. */
  notify(method: string, args: unknown): void;
  shutdown(): Promise<void>;
  killNow(): void;
  /** An error nothing else caught: logged, and the user told once; the host keeps running. */
  fault(err: unknown): void;
}

export function createDispatcher(editor: Editor): Dispatcher {
  const registry = new SessionRegistry(editor);
  const ctx = handlerContext(registry, editor);
  let faulted = false;

  const handlers: Handlers = { ...actionHandlers(ctx), ...queryHandlers(ctx) };

  /** Decodes `raw` for `method` and runs its handler: nothing runs on arguments that do not decode. */
  const run = <M extends Method>(method: M, raw: unknown): Reply => {
    const args = METHODS[method](raw) as Result<ArgsOf<M>>;
    return args.ok ? (handlers[method] as (a: ArgsOf<M>) => Reply)(args.value) : args;
  };

  /** A notification's failure: nobody waits for an answer, so the user is told (and the log keeps it). */
  const refused = (error: string) => {
    registry.log.write('warn', error);
    editor.notify(error, 'error');
  };

  /** A refused `open` that made no session: the editor's record of it goes (it would list it as starting
   *  forever). Not when the session lives: then only this open's new options were refused. */
  const unmade = (raw: unknown) => {
    const id = typeof raw === 'object' && raw !== null ? (raw as { session?: unknown }).session : undefined;
    if ((typeof id === 'string' || typeof id === 'number') && !registry.get(String(id))) editor.unmade(id);
  };

  const fault = (err: unknown) => {
    const text = err instanceof Error ? (err.stack ?? err.message) : String(err);
    registry.log.write('error', `uncaught: ${text}`);
    if (!faulted) {
      faulted = true;
      const message = err instanceof Error ? err.message : String(err);
      editor.notify(`internal error (the session goes on): ${message}`, 'error');
    }
  };

  return {
    async request(method, args) {
      if (!isMethod(method)) return fail(`unknown request ${method}`);
      const answer = await run(method, args);
      if (!answer.ok) registry.log.write('warn', `${method}: ${answer.error}`);
      return answer;
    },
    notify(method, args) {
      if (!isMethod(method)) {
        refused(`unknown action ${method}`);
        return;
      }
      const failed = (error: string) => {
        refused(error);
        if (method === 'open') unmade(args);
      };
      try {
        void Promise.resolve(run(method, args)).then(
          (r) => {
            if (!r.ok) failed(r.error);
          },
          (err: Error) => failed(err.message),
        );
      } catch (err) {
        failed((err as Error).message);
      }
    },
    async shutdown() {
      await Promise.all(registry.all().map((c) => c.shutdown()));
    },
    killNow() {
      for (const c of registry.all()) c.killNow();
    },
    fault,
  };
}
