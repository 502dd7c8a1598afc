// What the CLI's answer to `initialize` lists that the editor offers for completion. Pure.

/** The `key` field of each item of `init[list]` that is a non-empty string. */
function names(init: unknown, list: 'commands' | 'models', key: 'name' | 'value'): string[] {
  const items = (init as Record<string, unknown> | null | undefined)?.[list];
  return (Array.isArray(items) ? items : []).map((item) => (item as Record<string, unknown> | null)?.[key])
    .filter((n): n is string => typeof n === 'string' && n !== '');
}

/** The slash commands (their names) and the models (their values: `sonnet`, `default`, ...) it offers. */
export function initLists(init: unknown): { commands: string[]; models: string[] } {
  return { commands: names(init, 'commands', 'name'), models: names(init, 'models', 'value') };
}
