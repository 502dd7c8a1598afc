// Errors Claude introduced come back to it: after its edit of a file open in Neovim, the diagnostics that
// appeared there once the language server (or any vim.diagnostic source) has settled go to Claude with the
// edit's result, and under the edit in the transcript. A host hook (src/cli/process/launch.ts) on PostToolUse of the
// editing tools: the CLI waits for its answer, so the wait is bounded (lua/claude/editor/afteredit.lua settles within
// 1.5 s of the reload; the host gives up at WAIT_MS) and every other case is answered with `{}` at once.
import path from 'node:path';
import type { HostHooks } from '../../cli/process/launch';
import type { Session } from '../../session/model/session';
import { displayPath } from '../../session/tools/tools';
import { counts, diagnosticLine, type Diagnostic } from './tools';
import type { Logger } from '../log';
import type { CliOptions } from '../supervisor/startOptions';
import type { View } from '../view';

export const AFTER_EDIT_HOOK = 'nvim-after-edit';
/** The tools whose edits are watched: those that change a file (the CLI matches this as a regex). */
const EDITS = 'Edit|Write|MultiEdit|NotebookEdit';
/** How long the host waits for the diagnostics in all; between two looks. */
const WAIT_MS = 2000;
const POLL_MS = 100;

import type { Loose as Any } from '../../cli/protocol/wire';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class AfterEdit implements HostHooks {
  readonly matchers = { PostToolUse: [{ matcher: EDITS, hookCallbackIds: [AFTER_EDIT_HOOK] }] };

  /** `options`: the session's current options (setup{ editor_tools = { after_edit } }). */
  constructor(
    private readonly view: View,
    private readonly log: Logger,
    private readonly options: () => CliOptions,
    private readonly session: () => Session,
  ) {}

  async run(callbackId: string, input: Any): Promise<unknown> {
    if (callbackId !== AFTER_EDIT_HOOK || this.options().editorTools?.after_edit === false) return {};
    const tool = input.tool_input ?? {};
    const file =
      typeof tool.file_path === 'string'
        ? tool.file_path
        : typeof tool.notebook_path === 'string'
          ? tool.notebook_path
          : null;
    const query = this.view.editorState?.bind(this.view);
    if (!file || !query) return {};
    const cwd = this.options().cwd;
    const until = Date.now() + WAIT_MS;
    // A Neovim that does not answer (busy in a prompt of its own) must not hold the CLI past the bound either.
    const ask = (what: string, args: Any) => within(query(what, args), until - Date.now());
    try {
      const started = (await ask('after_edit_start', { file: path.resolve(cwd, file) })) as Any;
      if (typeof started?.id !== 'number') return {};
      let r: Any = { done: false };
      while (!r?.done && Date.now() < until) {
        await sleep(POLL_MS);
        r = (await ask('after_edit_result', { id: started.id })) as Any;
      }
      const items: Diagnostic[] = Array.isArray(r?.items) ? r.items : [];
      if (!r?.done || !items.length) return {};
      const shown = displayPath(typeof r.path === 'string' ? r.path : file, cwd);
      const lines = items.map((d) => diagnosticLine(shown, d));
      const heading = `Neovim: ${counts(items).replace(/(\d+) /g, '$1 new ')} in ${shown} after this edit`;
      const toolUseId = typeof input.tool_use_id === 'string' ? input.tool_use_id : '';
      if (toolUseId) this.session().afterEdit(toolUseId, [heading, ...lines]);
      return {
        hookSpecificOutput: {
          hookEventName: 'PostToolUse',
          additionalContext: `${heading} (its diagnostics, as the user sees them):\n${lines.join('\n')}`,
        },
      };
    } catch (err) {
      this.log.write('warn', `after edit: ${(err as Error).message}`);
      return {};
    }
  }
}

function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Neovim did not answer in time')), Math.max(ms, 0));
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}
