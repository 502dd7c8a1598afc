// `@` completion as the CLI's terminal UI ranks it: the CLI's `file_suggestions` control request (fuzzy,
// gitignore-aware, directories too; its answer `{ suggestions: [{ path }], cwd? }` as 2.1.197 and 2.1.332 give
// it: docs/cli-protocol.md § File suggestions). Completion never waits for the CLI: the editor gets what the
// host already has for the query (or nothing yet), and the CLI's answer when it comes.
import type { ControlRequestBody } from '../../cli/protocol/inbound';
import type { Logger } from '../log';
import { isUnsupported } from '../../cli/protocol/versions';

interface Asker {
  request(body: ControlRequestBody): Promise<unknown>;
}

/** An answer older than this is asked again (files come and go), and shown meanwhile. */
const FRESH_MS = 5_000;
/** How often, and how far apart, a query the CLI answered empty while it builds its file index is asked again. */
const INDEX_TRIES = 15;
const INDEX_WAIT_MS = 200;
/** How many queries' answers are kept. */
const KEPT = 50;

/** The paths of a `file_suggestions` answer (directories end in '/'), or null when it has none. */
export function suggestedPaths(reply: unknown): string[] | null {
  const list = (reply as { suggestions?: unknown } | null)?.suggestions;
  if (!Array.isArray(list)) return null;
  return list
    .map((s) => (typeof s === 'string' ? s : (s as { path?: unknown } | null)?.path))
    .filter((p): p is string => typeof p === 'string' && p !== '');
}

export class FileSuggestions {
  private readonly answers = new Map<string, { paths: string[]; at: number }>();
  private readonly asking = new Set<string>();
  /** The CLI refused the request (an older one without it): completion lists files itself. */
  private unsupported = false;
  /** The CLIs whose file index is built (a first query with an answer, or the tries spent). */
  private readonly indexed = new WeakSet<object>();

  /** `ready`: the CLI once it takes a control request (null: none runs); `answered`: the CLI's answer to a
   *  query that was looked up before it came. */
  constructor(
    private readonly ready: () => Promise<Asker | null>,
    private readonly answered: (query: string, paths: string[]) => void,
    private readonly log: Logger,
  ) {}

  /** What the CLI suggested for `query` (null: nothing yet, or it cannot say); asks it when that is not fresh. */
  lookup(query: string): { paths: string[] | null; supported: boolean } {
    const known = this.answers.get(query);
    if (!this.unsupported && (!known || Date.now() - known.at > FRESH_MS)) void this.ask(query, !known);
    return { paths: known?.paths ?? null, supported: !this.unsupported };
  }

  private async ask(query: string, tell: boolean): Promise<void> {
    if (this.asking.has(query)) return;
    this.asking.add(query);
    try {
      const proc = await this.ready();
      if (!proc) return;
      let paths = suggestedPaths(await proc.request({ subtype: 'file_suggestions', query }));
      // While the CLI builds its file index (from its first query on) it answers empty: asked again a little
      // later, a few times.
      for (let i = 0; paths?.length === 0 && query !== '' && !this.indexed.has(proc) && i < INDEX_TRIES; i++) {
        await new Promise((resolve) => setTimeout(resolve, INDEX_WAIT_MS));
        paths = suggestedPaths(await proc.request({ subtype: 'file_suggestions', query }));
      }
      if (query !== '') this.indexed.add(proc);
      if (!paths) return;
      if (this.answers.size >= KEPT) this.answers.delete(this.answers.keys().next().value as string);
      this.answers.set(query, { paths, at: Date.now() });
      if (tell) this.answered(query, paths);
    } catch (err) {
      const message = (err as Error).message;
      if (isUnsupported(message)) this.unsupported = true;
      this.log.write('warn', `file_suggestions: ${message}`);
    } finally {
      this.asking.delete(query);
    }
  }
}
