// Render options for tests and the benchmark: the host's own limits, with the approval keys of
// lua/claude/schema.lua's defaults (read from the schema, never copied).
import { renderOptions } from '../../src/host/chat';
import type { ApprovalKeys } from '../../src/render/ask';
import { schemaDefaults } from './schema';

const defaults = schemaDefaults();
const key = (name: keyof ApprovalKeys) => String(defaults[`keymaps.${name}`]);

export const DEFAULT_KEYS: ApprovalKeys = {
  allow: key('allow'), allow_session: key('allow_session'), allow_always: key('allow_always'),
  deny: key('deny'), review: key('review'), show_output: key('show_output'),
};

export const DEFAULT_RENDER_OPTIONS = renderOptions(null, DEFAULT_KEYS);
