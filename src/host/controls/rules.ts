// :ClaudeRules: the allow, ask and deny rules in effect, as the CLI lists them (list_permission_rules), each
// with the settings file it comes from; and removing one. No control request removes a rule (its answer says
// "this request never changes rules"; a removeRules update only rides on an approval's answer), so a rule is
// removed from the settings file it came from, and only from the user's or the project's local settings:
// the project's shared .claude/settings.json, managed settings and the command line are not the plugin's to
// edit. The CLI reads a settings file again when it changes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isRecord } from '../../cli/protocol/wire';
import { SOURCE_FILE } from '../../render/transcript/approvalWords';
import type { RuleRow, View } from '../view';
import { isUnsupported, notSupported } from '../../cli/protocol/versions';

/** Where the user's and the project's local settings are, for a CLI run in `cwd` with environment `env`. */
export function settingsFile(source: string, cwd: string, env: Record<string, string>): string {
  const home = env.CLAUDE_CONFIG_DIR || path.join(env.HOME || os.homedir(), '.claude');
  if (source === 'userSettings') return path.join(home, 'settings.json');
  if (source === 'localSettings') return path.join(cwd, '.claude', 'settings.local.json');
  return '';
}

const description = (d: unknown): string =>
  isRecord(d) ? [d.prefix, d.emphasis, d.suffix].filter((x) => typeof x === 'string').join('') : '';

/** The rows of a list_permission_rules answer; null when it is not one. */
export function ruleRows(response: unknown, cwd: string, env: Record<string, string>): RuleRow[] | null {
  const state = isRecord(response) && isRecord(response.state) ? response.state : null;
  if (!state || !Array.isArray(state.rules)) return null;
  const root = typeof state.originalCwd === 'string' && state.originalCwd ? state.originalCwd : cwd;
  return state.rules
    .filter(isRecord)
    .filter((r) => typeof r.rule === 'string')
    .map((r) => {
      const source = typeof r.source === 'string' ? r.source : '?';
      const file = r.notInEffect === true ? '' : settingsFile(source, root, env);
      const refused = file
        ? ''
        : r.notInEffect === true
          ? 'this rule is not in effect (managed settings allow only their own rules)'
          : source === 'projectSettings'
            ? 'this rule is in .claude/settings.json, shared with the project: edit it there'
            : `this rule comes from ${SOURCE_FILE[source] ?? source}, which the plugin does not edit`;
      return {
        behavior: String(r.behavior ?? '?'),
        rule: r.rule as string,
        source,
        about: description(r.description),
        where: SOURCE_FILE[source] ?? source,
        file,
        refused,
      };
    });
}

/** Removes `rule` from the `behavior` list of settings file `file`: null when done, else why not. The rest of
 *  the file stays as it was (its other keys, in their order). */
export function removeRule(file: string, behavior: string, rule: string): string | null {
  let settings: unknown;
  try {
    settings = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    return `could not read ${file}: ${(err as Error).message}`;
  }
  const list = isRecord(settings) && isRecord(settings.permissions) ? settings.permissions[behavior] : undefined;
  if (!Array.isArray(list) || !list.includes(rule)) return `${file} holds no ${behavior} rule ${rule} any more`;
  (settings as { permissions: Record<string, unknown> }).permissions[behavior] = list.filter((r) => r !== rule);
  try {
    fs.writeFileSync(file, JSON.stringify(settings, null, 2) + '\n');
  } catch (err) {
    return `could not write ${file}: ${(err as Error).message}`;
  }
  return null;
}

/** What listing and removing rules needs of a session. */
export interface RulesOf {
  control(request: { subtype: string }): Promise<unknown>;
  view: View;
  /** Says something in the session's transcript. */
  notice(text: string): void;
  cwd: string;
  env: Record<string, string>;
  /** The CLI's version, for saying that it cannot list rules. */
  version: string | null;
}

/** The CLI's rows, or why not (said to the user). */
async function listRules(of: RulesOf): Promise<RuleRow[] | null> {
  try {
    const rows = ruleRows(await of.control({ subtype: 'list_permission_rules' }), of.cwd, of.env);
    if (!rows) of.view.notify('The CLI said nothing usable about its permission rules', 'warn');
    return rows;
  } catch (err) {
    const why = (err as Error).message;
    of.view.notify(
      isUnsupported(why)
        ? `${notSupported(':ClaudeRules', of.version)}: it cannot list its permission rules`
        : `Could not list the permission rules: ${why}`,
      'warn',
    );
    return null;
  }
}

/** :ClaudeRules: the rules in effect, once the CLI listed them; a CLI that cannot is named. */
export async function showRules(of: RulesOf): Promise<void> {
  const rows = await listRules(of);
  if (rows) of.view.showRules?.(rows);
}

/** How long the CLI may take to read a settings file again after it changed: asked this often, this many times. */
const REREAD_MS = 200;
const REREAD_TRIES = 25;

/** Removes a rule picked in :ClaudeRules from the settings file it came from. The listing comes again once the
 *  CLI has read the file again (it watches it, and lists the rule a moment longer): listed at once, the rule just
 *  removed showed as if it were still there. Should the CLI still list it after a while, its line says so. */
export async function dropRule(of: RulesOf, behavior: string, rule: string, source: string): Promise<void> {
  const file = settingsFile(source, of.cwd, of.env);
  const why = file
    ? removeRule(file, behavior, rule)
    : `rules from ${SOURCE_FILE[source] ?? source} are not removed here`;
  if (why) {
    of.view.notify(why, 'warn');
    return;
  }
  // The file as the listing names it (.claude/settings.local.json, ~/.claude/settings.json): the absolute path,
  // one word, broke in the middle in a narrow chat.
  of.notice(`Removed the ${behavior} rule ${rule} from ${SOURCE_FILE[source] ?? file}`);
  const removed = (r: RuleRow) => r.behavior === behavior && r.rule === rule && r.source === source;
  let rows = await listRules(of);
  for (let tries = REREAD_TRIES; rows?.some(removed) && tries > 0; tries--) {
    await new Promise((resolve) => setTimeout(resolve, REREAD_MS));
    rows = await listRules(of);
  }
  if (!rows) return;
  const stale = (r: RuleRow): RuleRow => ({
    ...r,
    about: `removed from ${r.where}; the CLI has not read it again yet`,
    refused: `this rule is removed from ${r.where} already`,
  });
  of.view.showRules?.(rows.map((r) => (removed(r) ? stale(r) : r)));
}
