// What each way of allowing a permission prompt grants, in words the user reads before choosing. Pure.
// The CLI offers `permission_suggestions`; sending them all back (as "allow for session" once did) wrote
// permanent rules into settings files and switched the whole session to acceptEdits. Here each choice
// sends only the updates its words describe.
import type { PermissionUpdate } from '../../cli/protocol/inbound';
import { toolLabel } from '../tools/mcpNames';
import { displayPath } from '../tools/tools';

export interface Grant {
  /** Sent back as `updatedPermissions`. */
  updates: PermissionUpdate[];
  /** What the user is told it allows, e.g. "allow `touch a.txt` this session". */
  words: string;
}

export interface Grants {
  /** Allow this use and more like it, for this session only (nothing is written to disk). */
  session: Grant | null;
  /** Allow from now on: a rule saved to a settings file the words name. */
  always: Grant | null;
}

const SETTINGS_FILE: Record<string, string> = {
  localSettings: '.claude/settings.local.json',
  projectSettings: '.claude/settings.json',
  userSettings: '~/.claude/settings.json',
};

type RuleUpdate = Extract<PermissionUpdate, { type: 'addRules' }>;

function ruleWords(rule: { toolName: string; ruleContent?: string }): string {
  if (!rule.ruleContent) return `every ${toolLabel(rule.toolName)} use`;
  return rule.toolName === 'Bash' ? `\`${rule.ruleContent}\`` : `${rule.toolName}(${rule.ruleContent})`;
}

function modeWords(mode: string): string {
  switch (mode) {
    case 'acceptEdits':
      return 'accept every edit';
    case 'bypassPermissions':
      return 'allow every tool without asking';
    case 'plan':
      return 'switch to plan mode';
    default:
      return `switch to ${mode} mode`;
  }
}

function updateWords(u: PermissionUpdate, cwd: string | null): string {
  switch (u.type) {
    case 'addRules':
      return `${u.behavior === 'allow' ? 'allow' : u.behavior} ${u.rules.map(ruleWords).join(', ')}`;
    case 'setMode':
      return modeWords(u.mode);
    case 'addDirectories':
      return `allow access to ${u.directories.map((d) => displayPath(d, cwd) || d).join(', ')}`;
    default:
      return `${u.type} (${u.destination})`;
  }
}

/** The choices a prompt offers. "This session" prefers the narrowest grant: the suggested allow rules,
 *  kept for the session only; without any, the session-scoped suggestions (typically acceptEdits). */
export function grantsFor(suggestions: readonly PermissionUpdate[], cwd: string | null): Grants {
  const rules = suggestions.filter((s): s is RuleUpdate => s.type === 'addRules' && s.behavior === 'allow');
  let session: Grant | null = null;
  if (rules.length) {
    const updates = rules.map((r): PermissionUpdate => ({ ...r, destination: 'session' }));
    session = { updates, words: `${updates.map((u) => updateWords(u, cwd)).join('; ')} this session` };
  } else {
    const scoped = suggestions.filter((s) => s.destination === 'session' || s.destination === 'cliArg');
    if (scoped.length) {
      session = { updates: [...scoped], words: `${scoped.map((u) => updateWords(u, cwd)).join('; ')} this session` };
    }
  }
  const saved = rules.find((r) => SETTINGS_FILE[r.destination]);
  const always = saved
    ? { updates: [saved], words: `always ${updateWords(saved, cwd)} (saved to ${SETTINGS_FILE[saved.destination]})` }
    : null;
  return { session, always };
}
