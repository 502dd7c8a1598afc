// What the plan's usage looks like where no test reaches the real thing: get_usage's windows come from
// claude.ai (the CLI asks it for a plan's subscriber only), and a limit reached stops the API (429), so these
// are fed the shapes the SDK's types declare (SDKControlGetUsageResponse, SDKRateLimitInfo). The API-key float
// and a limit near its end are end to end in test/usage.e2e.test.ts.
import { describe, expect, it } from 'vitest';
import { statusInfo, winbarText } from '../src/render/status';
import { usageView } from '../src/render/panels/usage';
import { resetText } from '../src/session/messages/rateLimit';
import { Session } from '../src/session/model/session';

const now = Date.parse('2026-12-06T12:00:00Z');
const at = (hours: number) => new Date(now + hours * 3600_000).toISOString();
const session = {
  total_cost_usd: 1.5,
  total_api_duration_ms: 65_000,
  total_duration_ms: 125_000,
  total_lines_added: 12,
  total_lines_removed: 3,
  model_usage: {},
};

describe(':ClaudeUsage on a plan', () => {
  it('lists each window with how much is used and when it resets, then the session', () => {
    const view = usageView(
      {
        session,
        subscription_type: 'max',
        rate_limits_available: true,
        rate_limits: {
          five_hour: { utilization: 42, resets_at: at(2.5) },
          seven_day: { utilization: 91.4, utilization_precise: 91.4, resets_at: at(75) },
          seven_day_opus: null,
          model_scoped: [{ display_name: 'Fable', utilization: 3, resets_at: null }],
          extra_usage: { is_enabled: true, monthly_limit: 50, used_credits: 12.5, utilization: 25, currency: 'USD' },
        },
      },
      now,
    )!;
    expect(view.title).toBe('Claude usage');
    expect(view.lines.map(([text]) => text)).toEqual([
      'Plan usage (max)',
      `  5-hour         42% used · resets ${resetText(Date.parse(at(2.5)))} (in 2h 30m)`,
      `  Weekly         91% used · resets ${resetText(Date.parse(at(75)))} (in 3d 3h)`,
      '  Weekly Fable    3% used',
      '  Extra usage: 12.5 of 50 USD this month',
      'This session',
      '  Cost           $1.50',
      '  API time       1m 5s',
      '  Wall time      2m 5s',
      '  Lines changed  +12 -3',
    ]);
    // A window nearly used up stands out.
    expect(view.lines[2][1]).toBe('WarningMsg');
    expect(view.lines[1][1]).toBe('Normal');
  });

  it('names nothing it was not told: an empty answer shows no float', () => {
    expect(usageView({}, now)).toBeNull();
    expect(usageView(null, now)).toBeNull();
  });
});

describe('rate_limit_event', () => {
  const event = (info: Record<string, unknown>) => ({
    type: 'rate_limit_event',
    rate_limit_info: info,
    uuid: 'u',
    session_id: 's',
  });
  const notices = (s: Session) => s.entries.filter((e) => e.kind === 'notice').map((e) => (e as { text: string }).text);
  const bar = (s: Session) =>
    winbarText(statusInfo(s, 'idle', 0, { id: '1', title: null, sessionId: null, branch: null, startedAt: 0 }));

  it('a limit reached: an error notice saying when Claude can answer again, and the winbar says so', () => {
    const s = new Session();
    const resets = Math.floor(now / 1000) + 3600;
    s.consume(event({ status: 'rejected', rateLimitType: 'seven_day', resetsAt: resets }));
    expect(notices(s)).toEqual([
      `The weekly limit is reached: Claude answers again once it resets (${resetText(resets * 1000)})`,
    ]);
    expect(bar(s)).toMatch(/^Claude · ready · ⚠ 7d limit · /);
  });

  it('the same news is told once; back under the limit, the mark goes', () => {
    const s = new Session();
    s.consume(event({ status: 'allowed_warning', rateLimitType: 'five_hour', utilization: 0.8 }));
    s.consume(event({ status: 'allowed_warning', rateLimitType: 'five_hour', utilization: 0.85 }));
    expect(notices(s)).toEqual(['80% of the 5-hour limit is used']);
    expect(bar(s)).toMatch(/ · ⚠ 5h 85%% · /);
    s.consume(event({ status: 'allowed', rateLimitType: 'five_hour' }));
    expect(bar(s)).not.toContain('⚠');
    expect(notices(s)).toHaveLength(1);
  });
});
