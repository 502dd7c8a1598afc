// A control request the running CLI does not know, and how the user is told so: one test and one wording for
// every request the host sends. Pure.

/** The CLI's error answer to a request it does not know: the oldest supported and the newest CLI both say
 *  "Unsupported control request subtype: <subtype>" (docs/cli-protocol.md § Unsupported requests). */
export function isUnsupported(message: string): boolean {
  return /unsupported control request/i.test(message);
}

/** "`what` is not supported by claude X", naming the CLI's version when it said it. */
export function notSupported(what: string, version: string | null | undefined): string {
  return `${what} is not supported by ${version ? `claude ${version}` : 'this claude'}`;
}
