// Render options for tests and the benchmark: the host's own limits, with the approval keys of
// lua/claude/config.lua's defaults (test/review-grants.test.ts holds the two together).
import { renderOptions } from '../../src/host/chat';
import type { ApprovalKeys } from '../../src/render/entry';

export const DEFAULT_KEYS: ApprovalKeys = { allow: 'a', allow_session: 'A', allow_always: 'S', deny: 'd', review: 'r', show_output: 'K' };

export const DEFAULT_RENDER_OPTIONS = renderOptions(null, DEFAULT_KEYS);
