// What the plugin knows of a claude CLI by its version number alone: values a newer CLI's protocol names and an
// older one's does not, where no capability announces them (docs/cli-protocol.md § Version detection); and a
// control request the running CLI does not know, and how the user is told so: one test and one wording for every
// request the host sends. Pure.

/** The first CLI whose permission answer takes `decisionClassification: 'config'`. Older ones have no such value
 *  (2.1.197 and 2.1.332 let it pass unread): it is sent only where it means what the plugin says. */
export const CONFIG_CLASSIFICATION_SINCE = '2.1.337';

const parts = (version: string): number[] => (/^(\d+)\.(\d+)\.(\d+)/.exec(version.trim()) ?? []).slice(1).map(Number);

/** Whether `version` (as the CLI reports it, e.g. '2.1.337'; null while it has not) is `since` or newer. An
 *  unknown or unreadable version is not: a field is sent only to a CLI known to take it. */
export function atLeast(version: string | null | undefined, since: string): boolean {
  const have = version ? parts(version) : [];
  const want = parts(since);
  if (have.length !== 3) return false;
  for (let i = 0; i < 3; i++) if (have[i] !== want[i]) return have[i] > want[i];
  return true;
}

/** The CLI's error answer to a request it does not know: the oldest supported and the newest CLI both say
 *  "Unsupported control request subtype: <subtype>" (docs/cli-protocol.md § Unsupported requests). */
export function isUnsupported(message: string): boolean {
  return /unsupported control request/i.test(message);
}

/** "`what` is not supported by claude X", naming the CLI's version when it said it. */
export function notSupported(what: string, version: string | null | undefined): string {
  return `${what} is not supported by ${version ? `claude ${version}` : 'this claude'}`;
}
