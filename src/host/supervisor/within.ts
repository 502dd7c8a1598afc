/** Settles when `promise` does or after `ms`, whichever comes first; a rejection counts as settling. */
export function within(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([
    promise.then(
      () => {},
      () => {},
    ),
    timeout,
  ]).finally(() => clearTimeout(timer));
}
