// What the CLI's answer to `initialize` lists that the editor offers: the slash commands and the models, with
// what each model supports (effort levels, the auto mode, thinking off). Pure.

/** The `key` field of each item of `init[list]` that is a non-empty string. */
function names(init: unknown, list: 'commands' | 'models', key: 'name' | 'value'): string[] {
  const items = (init as Record<string, unknown> | null | undefined)?.[list];
  return (Array.isArray(items) ? items : [])
    .map((item) => (item as Record<string, unknown> | null)?.[key])
    .filter((n): n is string => typeof n === 'string' && n !== '');
}

/** The slash commands (their names) and the models (their values: `sonnet`, `default`, ...) it offers. */
export function initLists(init: unknown): { commands: string[]; models: string[] } {
  return { commands: names(init, 'commands', 'name'), models: names(init, 'models', 'value') };
}

type Fields = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const items = (init: unknown, list: string): Fields[] => {
  const all = (init as Fields | null | undefined)?.[list];
  return (Array.isArray(all) ? all : []).filter((i): i is Fields => !!i && typeof i === 'object');
};

/** A slash command as completion shows it: its name, what it does, what it takes. */
export interface CommandInfo {
  name: string;
  description: string;
  argumentHint: string;
}

/** The commands of the `initialize` answer (SlashCommand{name, description, argumentHint}). */
export function commandInfos(init: unknown): CommandInfo[] {
  return items(init, 'commands')
    .filter((c) => str(c.name) !== '')
    .map((c) => ({ name: str(c.name), description: str(c.description), argumentHint: str(c.argumentHint) }));
}

/** A model the CLI offers (ModelInfo of the `initialize` answer), with what it supports. */
export interface ModelInfo {
  value: string;
  /** The model id it stands for now (`claude-opus-5-5`): what system/init then names. */
  resolved: string;
  displayName: string;
  description: string;
  /** The effort levels it takes; empty when it takes none (or the CLI did not say). */
  effortLevels: string[];
  /** Whether the `auto` permission mode is available with it. */
  autoMode: boolean;
  /** False when thinking cannot be turned off for it (the CLI keeps it on); null when the CLI did not say. */
  thinkingOff: boolean | null;
}

export function modelInfos(init: unknown): ModelInfo[] {
  return items(init, 'models')
    .filter((m) => str(m.value) !== '')
    .map((m) => ({
      value: str(m.value),
      resolved: str(m.resolvedModel),
      displayName: str(m.displayName) || str(m.value),
      description: str(m.description),
      effortLevels: Array.isArray(m.supportedEffortLevels) ? m.supportedEffortLevels.map(String) : [],
      autoMode: m.supportsAutoMode === true,
      thinkingOff: typeof m.supportsThinkingOff === 'boolean' ? m.supportsThinkingOff : null,
    }));
}

/** The model of `models` a session runs: the one it was switched or started with (`picked`, a value or an
 *  id), else the one system/init named (`reported`, an id), else the CLI's default. */
export function currentModel(
  models: readonly ModelInfo[],
  picked: string | null,
  reported: string | null,
): ModelInfo | null {
  const by = (name: string | null) => (name ? models.find((m) => m.value === name || m.resolved === name) : undefined);
  return by(picked) ?? by(reported) ?? (picked ? null : (models.find((m) => m.value === 'default') ?? null));
}

/** The CLI's own model aliases (`--model` takes them), each also with `[1m]`, its 1M-token context variant. */
const ALIASES = ['default', 'best', 'opusplan', 'opus', 'sonnet', 'haiku', 'fable'];
/** The models named when the CLI listed none (what :ClaudeModel completes before a CLI said). */
const NAMED = ['default', 'opus', 'sonnet', 'haiku'];

/** Why `name` is no model to switch to, or null: a name the CLI offers (`models`, its `initialize` answer), one
 *  of its aliases, or a Claude model id (`claude-sonnet-4-5`; the Bedrock and Vertex forms hold `claude` too).
 *  The CLI would take another name and only the next request would fail (claude 2.1.197 does not check at all):
 *  a name with a blank, or `gpt-5`, is refused before anything changes. */
export function modelRefusal(name: string, models: readonly ModelInfo[]): string | null {
  const offered = models.length ? models.map((m) => m.value) : NAMED;
  const choices = `one the CLI offers (${offered.join(', ')}) or a Claude model id (claude-…)`;
  if (/\s/.test(name)) return `Model not switched: a model name has no blanks ("${name}"); give ${choices}`;
  const known =
    name === '' ||
    models.some((m) => m.value === name || m.resolved === name) ||
    ALIASES.includes(name.replace(/\[1m\]$/i, '')) ||
    /claude/i.test(name);
  return known ? null : `Model not switched: ${name} is not ${choices}`;
}
