// :ClaudeUsage: the plan's usage windows with their reset times, from the CLI's get_usage answer; for a
// session billed by API key (no plan, so no windows), what the session cost instead. Pure.
import { resetText } from '../../session/messages/rateLimit';
import { formatTokens } from '../../session/model/meter';

import type { Loose as Any } from '../../cli/protocol/wire';
type Line = [string, string];
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The plan's windows, in the order the CLI's /usage shows them (SDKControlGetUsageResponse.rate_limits). */
const WINDOWS: Array<[string, string]> = [
  ['five_hour', '5-hour'],
  ['seven_day', 'Weekly'],
  ['seven_day_opus', 'Weekly Opus'],
  ['seven_day_sonnet', 'Weekly Sonnet'],
  ['seven_day_oauth_apps', 'Weekly (apps)'],
];

/** How long until `at` (ms), as `2h 10m` or `3d 4h`. */
function until(at: number, now: number): string {
  const min = Math.max(0, Math.round((at - now) / 60_000));
  if (min < 60) return `${min}m`;
  const h = Math.floor(min / 60);
  return h < 24 ? `${h}h ${min % 60}m` : `${Math.floor(h / 24)}d ${h % 24}h`;
}

function seconds(ms: number | null): string {
  if (ms === null) return '?';
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m ${s % 60}s`;
}

const cost = (usd: number | null) => (usd === null ? '?' : `$${usd.toFixed(usd >= 1 ? 2 : 4)}`);

/** One window: how much of it is used, when it resets. */
function windowLine(name: string, w: Any, width: number, now: number): Line {
  const used = num(w.utilization_precise) ?? num(w.utilization);
  const at = typeof w.resets_at === 'string' ? Date.parse(w.resets_at) : NaN;
  const resets = Number.isFinite(at) ? ` · resets ${resetText(at)} (in ${until(at, now)})` : '';
  const share = used === null ? '  ?' : `${Math.round(used)}`.padStart(3);
  return [`  ${name.padEnd(width)}  ${share}% used${resets}`, used !== null && used >= 90 ? 'WarningMsg' : 'Normal'];
}

/** The session's totals: cost, times, lines, and each model's tokens. */
function sessionLines(s: Any): Line[] {
  const lines: Line[] = [
    [`  Cost           ${cost(num(s.total_cost_usd))}`, 'Normal'],
    [`  API time       ${seconds(num(s.total_api_duration_ms))}`, 'Normal'],
    [`  Wall time      ${seconds(num(s.total_duration_ms))}`, 'Normal'],
    [`  Lines changed  +${num(s.total_lines_added) ?? 0} -${num(s.total_lines_removed) ?? 0}`, 'Normal'],
  ];
  const models = s.model_usage && typeof s.model_usage === 'object' ? Object.entries(s.model_usage as Any) : [];
  for (const [model, u] of models) {
    const n = (k: string) => formatTokens(num((u as Any)?.[k]) ?? 0);
    const tokens =
      `${n('inputTokens')} in, ${n('outputTokens')} out, ${n('cacheReadInputTokens')} cache read, ` +
      `${n('cacheCreationInputTokens')} cache write`;
    lines.push([`  ${model}: ${tokens} (${cost(num((u as Any)?.costUSD))})`, 'Comment']);
  }
  return lines;
}

/** The float's title and lines (with highlight groups), or null when the answer says nothing usable. `now`:
 *  ms since the epoch, for "resets in". */
export function usageView(answer: unknown, now: number): { title: string; lines: Line[] } | null {
  const a = (answer && typeof answer === 'object' ? answer : {}) as Any;
  const session = a.session && typeof a.session === 'object' ? (a.session as Any) : null;
  const limits =
    a.rate_limits_available === true && a.rate_limits && typeof a.rate_limits === 'object'
      ? (a.rate_limits as Any)
      : null;
  if (!session && !limits) return null;
  const lines: Line[] = [];
  if (limits) {
    const plan = typeof a.subscription_type === 'string' ? ` (${a.subscription_type})` : '';
    lines.push([`Plan usage${plan}`, 'Title']);
    const rows: Array<[string, Any]> = WINDOWS.filter(([k]) => limits[k] && typeof limits[k] === 'object').map(
      ([k, name]) => [name, limits[k]],
    );
    for (const m of Array.isArray(limits.model_scoped) ? limits.model_scoped : []) {
      if (typeof m?.display_name === 'string') rows.push([`Weekly ${m.display_name}`, m]);
    }
    const width = Math.max(0, ...rows.map(([name]) => name.length));
    for (const [name, w] of rows) lines.push(windowLine(name, w, width, now));
    const extra = limits.extra_usage as Any | null | undefined;
    if (extra?.is_enabled === true && num(extra.used_credits) !== null) {
      const of = num(extra.monthly_limit) !== null ? ` of ${extra.monthly_limit}` : '';
      lines.push([`  Extra usage: ${extra.used_credits}${of} ${extra.currency ?? ''} this month`.trimEnd(), 'Normal']);
    }
  } else {
    // No plan (an API key, Bedrock, Vertex, a login without a plan): no windows; what the session cost instead.
    lines.push(['No plan usage windows (API key or cloud billing): this session so far', 'Title']);
  }
  if (session) {
    if (limits) lines.push(['This session', 'Title']);
    lines.push(...sessionLines(session));
  }
  return { title: 'Claude usage', lines };
}
