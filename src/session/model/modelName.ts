// How a model id reads in the winbar and in notices. Pure.

/** `claude-opus-4-8[1m]` (the CLI's id for the 1M-token context variant) reads like a terminal escape: it is
 *  shown as `claude-opus-4-8 (1M context)`. Other ids are shown as they are. */
export function modelName(id: string): string {
  return id.replace(/\[(\d+)([km])\]$/i, (_, n: string, unit: string) => ` (${n}${unit.toUpperCase()} context)`);
}
