// The arguments of each RPC method the Lua layer calls (lua/claude/*.lua: host.notify / host.request), one
// decoder each: the router (dispatch.ts) acts only on what its method's decoder gave, so arguments of the
// wrong shape are refused with a message naming the method and the field, and change nothing.
import {
  bool,
  decoder,
  int,
  nonEmpty,
  num,
  oneOf,
  optional,
  stringMap,
  strings,
  table,
  text,
  withDefault,
  type Result,
} from './decode';
import { HINT_KEYS, type ApprovalKeys } from '../../render/transcript/ask';
import { GRANTS } from '../approvals/answers';
import { EDITOR_TOOL_GROUPS } from '../editor/tools';

/** The session a message is about (the editor's name for it); nil: the current one. */
const session = optional(nonEmpty);
/** A pending approval's control request id; nil: the first one waiting. */
const requestId = optional(nonEmpty);

/** The user's keymaps ('' for an unmapped one): those the hints name must be there, the others are ignored. */
const KEYS = table(
  Object.fromEntries(HINT_KEYS.map((k) => [k, text])) as Record<keyof ApprovalKeys, typeof text>,
  `a table of the keymaps (${HINT_KEYS.join(', ')} at least)`,
);

/** setup{ editor_tools }: each switch of the editor's tools (src/host/editor/tools.ts) on or off. */
const EDITOR_TOOLS = table(
  { ...Object.fromEntries(EDITOR_TOOL_GROUPS.map((g) => [g, bool])), after_edit: bool },
  `a table of ${EDITOR_TOOL_GROUPS.join(', ')}, after_edit: true or false`,
);

/** A selection sent with a prompt (lua/claude/init.lua selection_context). */
const SELECTION = table(
  {
    label: text,
    path: text,
    startLine: int,
    endLine: int,
    filetype: text,
    text,
  },
  'a selection (require("claude").selection_context())',
);

export const METHODS = {
  // Actions (vim.rpcnotify): nobody waits; their outcome arrives with the next frame.
  /** Every option, defaults filled in from lua/claude/options/schema.lua (the host has none of its own). */
  open: decoder('open', {
    session,
    command: nonEmpty,
    args: strings,
    env: stringMap,
    cwd: nonEmpty,
    model: optional(text),
    permission_mode: optional(text),
    frame_ms: num,
    render_budget: num,
    log_file: optional(text),
    keys: KEYS,
    resume: optional(nonEmpty),
    fork_at: optional(nonEmpty),
    editor_tools: EDITOR_TOOLS,
  }),
  shown: decoder('shown', { session, whole: withDefault(bool, false) }),
  close: decoder('close', { session }),
  rename: decoder('rename', { session, title: text }),
  send: decoder('send', { session, text, context: optional(SELECTION), ask: optional(nonEmpty) }),
  rewind: decoder('rewind', { session, line: optional(int), turn: optional(int), confirmed: withDefault(bool, false) }),
  reverted: decoder('reverted', { session, file: nonEmpty, turn: int, start: int, before: strings, after: strings }),
  approve: decoder('approve', { session, grant: withDefault(oneOf(GRANTS), 'once'), request_id: requestId }),
  deny: decoder('deny', { session, message: optional(text), request_id: requestId }),
  /** The editor found the file of a pending Write changed on disk since its approval was drawn. */
  recheck: decoder('recheck', { session, request_id: nonEmpty }),
  choose: decoder('choose', {
    session,
    request_id: requestId,
    question: int,
    option: int,
    text: optional(text),
    send: withDefault(bool, true),
  }),
  buffer_modified: decoder('buffer_modified', { file: text, modified: bool }),
  interrupt: decoder('interrupt', { session }),
  /** :ClaudeImage or a pasted image path: `path` goes with the next prompt; `drop`: what waits no longer does. */
  attach_image: decoder('attach_image', { session, path: nonEmpty }),
  drop_images: decoder('drop_images', { session }),
  context: decoder('context', { session }),
  rules: decoder('rules', { session }),
  remove_rule: decoder('remove_rule', { session, behavior: nonEmpty, rule: nonEmpty, source: nonEmpty }),
  set_model: decoder('set_model', { session, model: withDefault(text, '') }),
  set_mode: decoder('set_mode', { session, mode: nonEmpty }),
  fork: decoder('fork', { session, line: int }),
  usage: decoder('usage', { session }),
  /** 0: thinking off; nil: on (the model's default); else its budget in tokens. */
  thinking: decoder('thinking', { session, tokens: optional(int) }),
  effort: decoder('effort', { session, level: nonEmpty }),
  /** :ClaudeMcp (`open`), its listing closed, and its keys. */
  mcp: decoder('mcp', { session, open: withDefault(bool, true) }),
  mcp_closed: decoder('mcp_closed', { session }),
  mcp_toggle: decoder('mcp_toggle', { session, server: nonEmpty, enabled: bool }),
  mcp_reconnect: decoder('mcp_reconnect', { session, server: nonEmpty }),
  /** The answer to an MCP server's request for input; `content`: the form's values as a JSON object. */
  elicit: decoder('elicit', {
    session,
    request_id: nonEmpty,
    action: oneOf(['accept', 'decline', 'cancel'] as const),
    content: optional(text),
  }),
  task_output: decoder('task_output', { session, task_id: nonEmpty }),
  stop_task: decoder('stop_task', { session, task_id: nonEmpty }),
  to_background: decoder('to_background', { session }),
  /** The later answer (JSON) to an editor query of the host's (host/editor/answers.ts), e.g. a language server's. */
  editor_answer: decoder('editor_answer', { id: int, answer: text }),
  // Queries (vim.rpcrequest): answered without waiting for the CLI.
  /** An unattended run (require('claude').run): the prompt, its allow list, the token its turn report carries. */
  run: decoder('run', { session, text: nonEmpty, allow: strings, ask: nonEmpty, timeout: num }),
  run_result: decoder('run_result', { session, ask: nonEmpty, early: optional(bool) }),
  review: decoder('review', { session, request_id: requestId }),
  approve_version: decoder('approve_version', { session, request_id: nonEmpty, text, version: optional(nonEmpty) }),
  /** :ClaudePlan: the last plan; its document written (approved) or sent back with its comments. */
  plan: decoder('plan', { session }),
  approve_plan: decoder('approve_plan', { session, request_id: nonEmpty, text }),
  keep_planning: decoder('keep_planning', { session, request_id: nonEmpty, text }),
  tasks: decoder('tasks', { session }),
  background: decoder('background', { session }),
  questions: decoder('questions', { session, request_id: requestId }),
  /** What a waiting MCP elicitation asks for (its fields), for the form. */
  elicitation: decoder('elicitation', { session, request_id: nonEmpty }),
  text_before: decoder('text_before', { session, file: nonEmpty, turn: withDefault(int, 0) }),
  hunks_in: decoder('hunks_in', { session, file: nonEmpty }),
  /** :ClaudeBlame: the lines of `file` (its text now: `lines`) Claude wrote, in any session; the files. */
  blame: decoder('blame', { file: nonEmpty, lines: strings }),
  blame_files: decoder('blame_files', {}),
  entry_at: decoder('entry_at', { session, line: int }),
  status: decoder('status', { session }),
  catalog: decoder('catalog', { session }),
  /** `@` completion: what the CLI ranked for `query` (the text after the `@`), as far as the host has it. */
  file_suggestions: decoder('file_suggestions', { session, query: text }),
  sessions: decoder('sessions', { cwd: nonEmpty, env: optional(stringMap) }),
  drain: decoder('drain', {}),
  ping: decoder('ping', {}),
};

export type Method = keyof typeof METHODS;
export type ArgsOf<M extends Method> = (typeof METHODS)[M] extends (raw: unknown) => Result<infer T> ? T : never;
export type OpenArgs = ArgsOf<'open'>;

export const isMethod = (name: string): name is Method => Object.hasOwn(METHODS, name);
