// Claude Code's own controls, from the editor: what fills the context (:ClaudeContext), the plan's usage
// (:ClaudeUsage), thinking (:ClaudeThinking),
// effort (:ClaudeEffort), and what the CLI offers for completion (its commands and models, with what each
// model supports). Each is a control request (docs/cli-protocol.md § Control requests); one an older CLI does
// not know is named as such (§ Unsupported requests), and nothing waits on the CLI.
import type { ControlRequestBody } from '../../cli/protocol/inbound';
import { contextBreakdown } from '../../render/panels/context';
import { usageView } from '../../render/panels/usage';
import type { Session } from '../../session/model/session';
import {
  commandInfos,
  currentModel,
  modelInfos,
  modelRefusal,
  type CommandInfo,
  type ModelInfo,
} from '../supervisor/initAnswer';
import type { View } from '../view';
import { isUnsupported, notSupported } from '../../cli/protocol/versions';

export interface ControlDeps {
  session: Session;
  view: View;
  /** The CLI supervisor: its control requests (CliSupervisor.control's policy), its `initialize` answer, the
   *  model and mode it switches to, the turn it interrupts. */
  cli: {
    control(body: ControlRequestBody): Promise<unknown>;
    init: unknown;
    ready(): Promise<unknown>;
    setModel(model: string): Promise<boolean>;
    setMode(mode: string): Promise<void>;
    interrupt(): Promise<boolean>;
  };
}

/** :ClaudeContext: what fills the context window, in a float; a CLI that cannot say is named. */
export async function showContext(d: ControlDeps): Promise<void> {
  const version = d.session.info.cliVersion ? ` (claude ${d.session.info.cliVersion})` : '';
  try {
    const shown = contextBreakdown(await d.cli.control({ subtype: 'get_context_usage', detail: 'summary' }));
    if (shown) d.view.showFloat(shown.title, shown.lines);
    else d.view.notify(`The CLI${version} said nothing usable about its context`, 'warn');
  } catch (err) {
    d.view.notify(`Context usage is not available${version}: ${(err as Error).message}`, 'warn');
  }
}

/** The commands a terminal's UI runs, which do nothing useful here: the CLI names them in system/init
 *  (`terminal_slash_commands`, 2.1.3xx); before its first turn says, these (as the CLI named them). */
const TERMINAL_ONLY = ['color', 'doctor', 'focus', 'reload-plugins'];

/** What completion offers: the commands (without the terminal's own), the models, and of the session's model
 *  its effort levels and whether it takes the auto mode (null: not known). */
export interface Catalog {
  commands: CommandInfo[];
  models: ModelInfo[];
  model: string | null;
  efforts: string[];
  autoMode: boolean | null;
}

/** The effort levels a model takes when the CLI does not say (EffortLevel in the SDK's types). */
const EFFORTS = ['low', 'medium', 'high', 'xhigh', 'max'];

export function catalog(d: ControlDeps): Catalog {
  const terminal = d.session.info.terminalCommands ?? TERMINAL_ONLY;
  const models = modelInfos(d.cli.init);
  const model = currentModel(models, d.session.info.model, null);
  // The names the CLI said last (system/init's, else the `initialize` answer's), with what that answer says.
  const described = new Map(commandInfos(d.cli.init).map((c) => [c.name, c]));
  return {
    // Names starting with `__` are the CLI's own plumbing (`__remote-workflow`: "server-launched sessions only").
    commands: d.session.info.slashCommands
      .filter((name) => !terminal.includes(name) && !name.startsWith('__'))
      .map((name) => described.get(name) ?? { name, description: '', argumentHint: '' }),
    models,
    model: model?.value ?? null,
    efforts: model?.effortLevels.length ? model.effortLevels : EFFORTS,
    autoMode: model ? model.autoMode : null,
  };
}

/** What a failed request says: a request the CLI does not know is "not supported by claude X". */
export function failure(d: ControlDeps, what: string, err: Error): string {
  const version = d.session.info.cliVersion;
  if (isUnsupported(err.message)) return notSupported(what, version);
  return `${what} is not available${version ? ` (claude ${version})` : ''}: ${err.message}`;
}

/** :ClaudeUsage: the plan's windows (or, billed by API key, the session's cost) in a float. */
export async function showUsage(d: ControlDeps): Promise<void> {
  try {
    const shown = usageView(await d.cli.control({ subtype: 'get_usage', skip_behaviors: true }), Date.now());
    if (shown) d.view.showFloat(shown.title, shown.lines);
    else d.view.notify('The CLI said nothing usable about its usage', 'warn');
  } catch (err) {
    d.view.notify(failure(d, 'Usage', err as Error), 'warn');
  }
}

/** :ClaudeModel: a name that is no model (modelRefusal: judged once the CLI said which it offers) is refused
 *  in the transcript and nothing changes; the CLI gets the others. Resolves true once the CLI took it. */
export async function switchModel(d: ControlDeps, model: string): Promise<boolean> {
  await d.cli.ready();
  const refused = modelRefusal(model, modelInfos(d.cli.init));
  if (refused) {
    d.session.addNotice(refused, 'error');
    return false;
  }
  return d.cli.setModel(model);
}

/** :ClaudeThinking: `tokens` 0 turns thinking off, null back on (the model's default), else its budget. */
export async function setThinking(d: ControlDeps, tokens: number | null): Promise<void> {
  try {
    await d.cli.control({ subtype: 'set_max_thinking_tokens', max_thinking_tokens: tokens });
  } catch (err) {
    d.session.addNotice(failure(d, 'Setting thinking', err as Error), 'error');
    return;
  }
  const model = currentModel(modelInfos(d.cli.init), d.session.info.model, null);
  const said = tokens === 0 ? 'Thinking off' : tokens === null ? 'Thinking on' : `Thinking budget: ${tokens} tokens`;
  // The CLI takes the request and keeps thinking on for a model that cannot do without (supportsThinkingOff).
  const name = model?.value === 'default' ? model.resolved : model?.displayName;
  const but =
    tokens === 0 && model?.thinkingOff === false ? `, but ${name} always thinks: the CLI keeps thinking on for it` : '';
  d.session.addNotice(`${said} for this session${but}`, but ? 'warning' : 'info');
}

/** :ClaudeEffort: how hard the model works, of the levels the session's model takes. */
export async function setEffort(d: ControlDeps, level: string): Promise<void> {
  const levels = catalog(d).efforts;
  if (!levels.includes(level)) {
    d.view.notify(`unknown effort level ${level} (one of ${levels.join(', ')})`, 'error');
    return;
  }
  try {
    await d.cli.control({ subtype: 'apply_flag_settings', settings: { effortLevel: level } });
    d.session.addNotice(`Effort: ${level} for this session`);
  } catch (err) {
    d.session.addNotice(failure(d, 'Setting the effort', err as Error), 'error');
  }
}
