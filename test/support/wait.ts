// Polling instead of sleeping: resolves as soon as a condition holds, fails with a clear message if it never does.

export interface WaitOptions {
  /** Milliseconds before giving up (default 15000). */
  timeout?: number;
  /** Milliseconds between checks (default 20). */
  interval?: number;
  /** What was awaited, for the timeout error. */
  message?: string;
}

/** Resolves with the first truthy value `cond` returns; a throwing `cond` counts as "not yet". */
export async function waitFor<T>(cond: () => T | Promise<T>, opts: WaitOptions = {}): Promise<NonNullable<T>> {
  const timeout = opts.timeout ?? 15_000;
  const interval = opts.interval ?? 20;
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await cond();
      if (value) return value as NonNullable<T>;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() >= deadline) {
      const why = lastError ? ` (last error: ${(lastError as Error).message ?? String(lastError)})` : '';
      throw new Error(`timed out after ${timeout} ms waiting for ${opts.message ?? 'a condition'}${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/** Waits until `lines()` holds a line matching `pattern`; on timeout the error shows the last lines seen. */
export async function waitForLineIn(
  lines: () => Promise<string[]>,
  pattern: RegExp | string,
  timeout = 20_000,
): Promise<string[]> {
  const re = typeof pattern === 'string' ? new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : pattern;
  let last: string[] = [];
  try {
    return await waitFor(
      async () => {
        last = await lines();
        return last.some((l) => re.test(l)) ? last : null;
      },
      { timeout, message: `a transcript line matching ${re}` },
    );
  } catch (err) {
    throw new Error(`${(err as Error).message}\n--- transcript ---\n${last.join('\n')}`);
  }
}

/** Runs every cleanup, in order, even when one fails; then throws the first failure. */
export async function runCleanups(cleanups: Array<() => unknown>): Promise<void> {
  let failure: unknown = null;
  for (const cleanup of cleanups) {
    try {
      await cleanup();
    } catch (err) {
      failure ??= err;
    }
  }
  if (failure) throw failure;
}
