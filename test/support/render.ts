// Render options for tests and the benchmark: the host's own limits, with the approval keys of
// lua/claude/options/schema.lua's defaults (read from the schema, never copied).
import { renderOptions } from '../../src/render/transcript/approval';
import { HINT_KEYS, type ApprovalKeys } from '../../src/render/transcript/ask';
import { schemaDefaults } from './schema';

const defaults = schemaDefaults();

export const DEFAULT_KEYS = Object.fromEntries(
  HINT_KEYS.map((k) => [k, String(defaults[`keymaps.${k}`])]),
) as ApprovalKeys;

export const DEFAULT_RENDER_OPTIONS = renderOptions(null, DEFAULT_KEYS);
