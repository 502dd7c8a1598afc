// The benchmark's command-line options and fixed settings, read once at start (see bench/stream.ts for
// the usage line). Defaults that the plugin itself has (frame_ms, render_budget) come from its schema.
import { schemaDefaults } from '../test/support/schema';

function option(name: string, fallback: number): number;
function option(name: string, fallback: string | null): string | null;
function option(name: string, fallback: number | string | null): number | string | null {
  const at = process.argv.indexOf(`--${name}`);
  if (at === -1 || at + 1 >= process.argv.length) return fallback;
  const raw = process.argv[at + 1];
  return typeof fallback === 'number' ? Number(raw) : raw;
}

/** Bytes per stdout chunk for --pace max: Node reads a child's pipe 64 KiB at a time when the producer is ahead. */
export const CHUNK = option('chunk', 65536);
export const NAIVE_SAMPLES = option('naive-samples', 150);
export const LATENCY_RUNS = option('latency-runs', 3);
export const STARTUP_RUNS = option('startup-runs', 15);
export const IDLE_MS = option('idle-ms', 2000);
export const MARKDOWN = option('markdown', null);
/** Internal: the child process that measures memory in a fresh host. */
export const MEMORY_ONLY = process.argv.includes('--memory-only');
/** The long-session case alone, in a host process of its own (its RSS figures start from a fresh heap). */
export const LONG_ONLY = process.argv.includes('--long-only');
const DEFAULTS = schemaDefaults();
/** The plugin's default frame_ms (lua/claude/options/schema.lua), or --frame-ms N. */
export const FRAME_MS = option('frame-ms', Number(DEFAULTS.frame_ms));
/** The plugin's default render_budget (lua/claude/options/schema.lua), or --budget X (0: plain frame_ms frames). */
export const BUDGET = option('budget', Number(DEFAULTS.render_budget));
/** --only CASES: a comma-separated subset of open-recorded, closed-recorded, open-flood, closed-flood,
 *  latency-open, latency-closed, sessions, model, first-text, long, peer, start, lsp, naive, memory, startup,
 *  host-start (for iterating; the full run does all of them). */
const ONLY =
  option('only', null)
    ?.split(',')
    .map((c) => c.trim()) ?? null;
export const wanted = (c: string) => ONLY === null || ONLY.includes(c);
export const WORKSPACE = '/WORKSPACE';
export const PROMPT = 'Please go ahead [scenario:large]';
/** Replays of each cost case (fresh editors, round robin): the report uses the run of median cost. */
export const COST_RUNS = option('cost-runs', 3);
/** Rounds of the peer case (this plugin beside Claude's TUI in a :terminal, bench/peer.ts): the report takes medians. */
export const PEER_RUNS = option('peer-runs', 3);
/** Rounds of the lsp case (bench/lsp.ts), each in a fresh editor and session: the report shows each and the median. */
export const LSP_RUNS = option('lsp-runs', 3);
/** The model-pace case: this many rendered deltas, this many a second (a fast model streams 20-60). */
export const MODEL_DELTAS = 120;
export const MODEL_RATE = 40;
export const LOWER_BOUND_REPS = 3;
