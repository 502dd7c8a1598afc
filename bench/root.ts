// The repository root, for what the benchmark reads and runs there (its recorded turn, bench/probe.mjs,
// the committed bundle, the plugin's runtime files). Found by searching upwards, which works both from
// the source tree and from the bundle that scripts/run-ts.mjs writes under .deps/run-ts.
import { repoRoot } from '../test/support/claude-env';

export const ROOT = repoRoot();
