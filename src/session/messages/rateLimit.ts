// The plan's rate limits as the CLI reports them (rate_limit_event, for claude.ai subscribers: the CLI reads
// the API's anthropic-ratelimit-unified-* headers): near a limit or at it, a notice in the transcript and a
// mark in the winbar. Pure.
import type { EntryLog } from '../model/entryLog';

import type { Loose as Any } from '../../cli/protocol/wire';

/** How the windows read (rateLimitType: docs/cli-protocol.md § Rate limits). */
const WINDOW: Record<string, string> = {
  five_hour: '5-hour',
  seven_day: 'weekly',
  seven_day_opus: 'weekly Opus',
  seven_day_sonnet: 'weekly Sonnet',
  seven_day_overage_included: 'weekly',
  overage: 'extra usage',
};
/** The winbar's short name of each window. */
const SHORT: Record<string, string> = {
  five_hour: '5h',
  seven_day: '7d',
  seven_day_opus: '7d Opus',
  seven_day_sonnet: '7d Sonnet',
  seven_day_overage_included: '7d',
  overage: 'extra',
};

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** When a window resets (`at`: ms since the epoch) on the user's clock: the weekday and time, which name it
 *  unambiguously as no window is longer than a week. */
export function resetText(at: number): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${DAYS[d.getDay()]} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export class Limits {
  /** The winbar's mark (`5h 92%`, `5h limit`), null while no limit is near. */
  mark: string | null = null;
  /** The last status and window said, so that the same news is told once. */
  private said = '';

  constructor(private readonly log: EntryLog) {}

  /** A rate_limit_event: `allowed` clears the mark; `allowed_warning` and `rejected` set it and, when they are
   *  news, say so. */
  event(m: Any): void {
    const info: Any = m.rate_limit_info ?? {};
    const status = info.status;
    if (status !== 'allowed_warning' && status !== 'rejected') {
      this.mark = null;
      this.said = '';
      return;
    }
    const type = typeof info.rateLimitType === 'string' ? info.rateLimitType : '';
    const share = typeof info.utilization === 'number' ? Math.round(info.utilization * 100) : null;
    const resets = typeof info.resetsAt === 'number' ? resetText(info.resetsAt * 1000) : null;
    const window = WINDOW[type] ?? 'usage';
    const short = SHORT[type] ?? 'usage';
    this.mark = status === 'rejected' ? `${short} limit` : `${short} ${share ?? '?'}%`;
    const key = `${status}:${type}`;
    if (key === this.said) return;
    this.said = key;
    if (status === 'rejected') {
      const when = resets ? ` (${resets})` : '';
      this.log.notice(`The ${window} limit is reached: Claude answers again once it resets${when}`, 'error');
    } else {
      const until = resets ? ` (resets ${resets})` : '';
      this.log.notice(`${share !== null ? `${share}%` : 'Most'} of the ${window} limit is used${until}`, 'warning');
    }
  }
}
