// The `claude` CLI's stream-json types that the plugin reads or writes, as the CLI under test
// (@anthropic-ai/claude-code, its version in package-lock.json) defines them in its control-protocol schemas.
// Only what the plugin uses, as docs/cli-protocol.md describes it (§ Permission prompts, § Permission answers):
// the CLI sends much more.

/** One line from the CLI that is not a control envelope: `assistant`, `user`, `stream_event`, `result`,
 *  `system`, and the many types the session leaves out. The CLI adds fields and types between versions,
 *  so all that is guaranteed is an object with a string `type`; the session checks the rest field by field. */
export interface CliMessage {
  type: string;
  [field: string]: unknown;
}

/** A control request's body; `subtype` says what is asked (can_use_tool, hook_callback, initialize, ...). */
export interface ControlRequestBody {
  subtype: string;
  [field: string]: unknown;
}

export type PermissionMode = 'default' | 'acceptEdits' | 'bypassPermissions' | 'plan' | 'dontAsk' | 'auto';
export type PermissionBehavior = 'allow' | 'deny' | 'ask';
/** Where an update applies: a settings file (kept), or only this session or its command line (not kept). */
export type PermissionUpdateDestination = 'userSettings' | 'projectSettings' | 'localSettings' | 'session' | 'cliArg';

export interface PermissionRuleValue {
  toolName: string;
  /** The rule's argument, e.g. `npm test` for Bash; absent: every use of the tool. */
  ruleContent?: string;
}

/** A change of permissions: offered by the CLI with a prompt (`permission_suggestions`), and sent back, when
 *  the user chose it, as `updatedPermissions`. */
export type PermissionUpdate =
  | {
      type: 'addRules';
      rules: PermissionRuleValue[];
      behavior: PermissionBehavior;
      destination: PermissionUpdateDestination;
    }
  | {
      type: 'replaceRules';
      rules: PermissionRuleValue[];
      behavior: PermissionBehavior;
      destination: PermissionUpdateDestination;
    }
  | {
      type: 'removeRules';
      rules: PermissionRuleValue[];
      behavior: PermissionBehavior;
      destination: PermissionUpdateDestination;
    }
  | { type: 'setMode'; mode: PermissionMode; destination: PermissionUpdateDestination }
  | { type: 'addDirectories'; directories: string[]; destination: PermissionUpdateDestination }
  | { type: 'removeDirectories'; directories: string[]; destination: PermissionUpdateDestination };

/** Who decided a permission answer; the plugin says only 'config' (it answered by itself), and only to a CLI that
 *  names it (./versions.ts). The CLI reads an answer without one as a person's. */
export type DecisionClassification = 'config';

/** The answer to a can_use_tool request. */
export type PermissionResult =
  | {
      behavior: 'allow';
      updatedInput?: Record<string, unknown>;
      updatedPermissions?: PermissionUpdate[];
      decisionClassification?: DecisionClassification;
    }
  | { behavior: 'deny'; message: string; interrupt?: boolean; decisionClassification?: DecisionClassification };

const MODES: readonly string[] = [
  'default',
  'acceptEdits',
  'bypassPermissions',
  'plan',
  'dontAsk',
  'auto',
] satisfies PermissionMode[];
const BEHAVIORS: readonly string[] = ['allow', 'deny', 'ask'] satisfies PermissionBehavior[];
const DESTINATIONS: readonly string[] = [
  'userSettings',
  'projectSettings',
  'localSettings',
  'session',
  'cliArg',
] satisfies PermissionUpdateDestination[];

/** A message field read loosely, field by field, where the CLI's JSON has more shapes than are worth typing (each
 *  reader checks what it uses). */
// biome-ignore lint/suspicious/noExplicitAny: the one place the loose shape is declared
export type Loose = Record<string, any>;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

const isRule = (value: unknown): value is PermissionRuleValue =>
  isRecord(value) &&
  typeof value.toolName === 'string' &&
  (value.ruleContent === undefined || typeof value.ruleContent === 'string');

/** Whether `value` is a PermissionUpdate as the CLI's schema defines it: only those are offered to the
 *  user, and so sent back. */
export function isPermissionUpdate(value: unknown): value is PermissionUpdate {
  if (!isRecord(value) || typeof value.destination !== 'string' || !DESTINATIONS.includes(value.destination)) {
    return false;
  }
  switch (value.type) {
    case 'addRules':
    case 'replaceRules':
    case 'removeRules':
      return (
        typeof value.behavior === 'string' &&
        BEHAVIORS.includes(value.behavior) &&
        Array.isArray(value.rules) &&
        value.rules.every(isRule)
      );
    case 'setMode':
      return typeof value.mode === 'string' && MODES.includes(value.mode);
    case 'addDirectories':
    case 'removeDirectories':
      return isStringArray(value.directories);
    default:
      return false;
  }
}
