// What the API's headers say to a plan's client near its limit, for the tests of rate-limit events.
import type { Scenario } from './server';

const resetsAt = String(Math.floor(Date.now() / 1000) + 2 * 3600);

/** 92% of the 5-hour window used, resetting in two hours. */
export const nearLimit: Scenario = () => [
  {
    blocks: [{ type: 'text', text: 'Answered near the limit.' }],
    headers: {
      'anthropic-ratelimit-unified-status': 'allowed_warning',
      'anthropic-ratelimit-unified-representative-claim': 'five_hour',
      'anthropic-ratelimit-unified-5h-utilization': '0.92',
      'anthropic-ratelimit-unified-5h-status': 'allowed_warning',
      'anthropic-ratelimit-unified-5h-surpassed-threshold': '0.9',
      'anthropic-ratelimit-unified-reset': resetsAt,
      'anthropic-ratelimit-unified-5h-reset': resetsAt,
    },
  },
];

/** Then the weekly window near its end (95% used, resetting in three days), the 5-hour one no longer past its
 *  threshold: the same status, another window. */
export const nearWeekly: Scenario = () => {
  const weekly = String(Math.floor(Date.now() / 1000) + 3 * 24 * 3600);
  return [
    {
      blocks: [{ type: 'text', text: 'Answered near the weekly limit.' }],
      headers: {
        'anthropic-ratelimit-unified-status': 'allowed_warning',
        'anthropic-ratelimit-unified-representative-claim': 'seven_day',
        'anthropic-ratelimit-unified-5h-utilization': '0.5',
        'anthropic-ratelimit-unified-5h-status': 'allowed',
        'anthropic-ratelimit-unified-5h-reset': resetsAt,
        'anthropic-ratelimit-unified-7d-utilization': '0.95',
        'anthropic-ratelimit-unified-7d-status': 'allowed_warning',
        'anthropic-ratelimit-unified-7d-surpassed-threshold': '0.9',
        'anthropic-ratelimit-unified-7d-reset': weekly,
        'anthropic-ratelimit-unified-reset': weekly,
      },
    },
  ];
};
