// What a session is and runs with: its ids, model, permission mode, directory, the CLI's version and slash
// commands, its name; how a model id reads. Whoever changes one (a command, an approval, the CLI) goes through
// here, so that a change the user should know of shows as a notice. Pure; the session tells the listeners.
import type { EntryLog } from './entryLog';
import type { SessionInfo } from './types';

/** What a permission mode means, for the notice that announces it. */
const MODE_MEANING: Record<string, string> = {
  default: ' (Claude asks before edits and commands)',
  acceptEdits: ' (file edits are accepted without asking)',
  plan: ' (Claude plans before it changes anything)',
  bypassPermissions: ' (every tool runs without asking)',
  dontAsk: ' (anything not allowed by a rule is denied)',
  auto: ' (a classifier decides what runs without asking)',
};

import type { Loose as Any } from '../../cli/protocol/wire';

export class Settings {
  readonly info: SessionInfo;

  /** `mode`: the permission mode the CLI was started in, so that the first change of it is announced. */
  constructor(
    private readonly log: EntryLog,
    cwd: string | null,
    mode: string | null,
  ) {
    this.info = {
      sessionId: null,
      model: null,
      permissionMode: mode,
      slashCommands: [],
      cwd,
      cliVersion: null,
      capabilities: [],
      title: null,
      mcpServers: [],
    };
  }

  /** The model in use, as the user set it (a notice says so) or the CLI reported it. */
  setModel(model: string | null, announce: boolean): void {
    if (model) this.info.model = model;
    if (announce) this.log.notice(`Model set to ${model ? modelName(model) : 'default'}`);
  }

  setSlashCommands(names: string[]): void {
    this.info.slashCommands = names;
  }

  /** The permission mode in effect: every change after the first report shows as a notice; `confirm` (the
   *  user asked for it) shows one even when the mode was already in effect. Whether anything changed. */
  setPermissionMode(mode: string, confirm: boolean): boolean {
    const before = this.info.permissionMode;
    if (mode === before && !confirm) return false;
    this.info.permissionMode = mode;
    if (before !== null || confirm) this.log.notice(`Permission mode: ${mode}${MODE_MEANING[mode] ?? ''}`);
    return true;
  }

  /** The session's name: the user's (a rename), the CLI's report of it, or the recorded one (`unlessNamed`:
   *  only if it has none). A blank name is not taken. */
  setTitle(title: unknown, unlessNamed = false): void {
    const name = typeof title === 'string' ? title.trim() : '';
    if (name && !(unlessNamed && this.info.title)) this.info.title = name;
  }

  /** system/init: what the CLI says of itself as it starts. */
  init(m: Any): void {
    this.info.sessionId = m.session_id ?? this.info.sessionId;
    this.info.model = m.model ?? this.info.model;
    if (typeof m.permissionMode === 'string') this.setPermissionMode(m.permissionMode, false);
    if (Array.isArray(m.slash_commands)) this.info.slashCommands = m.slash_commands.map(String);
    if (typeof m.cwd === 'string') this.info.cwd = m.cwd;
    if (typeof m.claude_code_version === 'string') this.info.cliVersion = m.claude_code_version;
    if (Array.isArray(m.capabilities)) this.info.capabilities = m.capabilities.map(String);
    // Not offered in the prompt: they need the terminal's UI.
    if (Array.isArray(m.terminal_slash_commands)) {
      const terminal = (this.info.terminalCommands = m.terminal_slash_commands.map(String));
      this.info.slashCommands = this.info.slashCommands.filter((c) => !terminal.includes(c));
    }
  }
}

/** `claude-opus-4-8[1m]` (the CLI's id for the 1M-token context variant) reads like a terminal escape: it is
 *  shown as `claude-opus-4-8 (1M context)`. Other ids are shown as they are. */
export function modelName(id: string): string {
  return id.replace(/\[(\d+)([km])\]$/i, (_, n: string, unit: string) => ` (${n}${unit.toUpperCase()} context)`);
}
