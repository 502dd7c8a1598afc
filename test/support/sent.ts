// What the model was sent of the tools' results: for the tests of Claude's editor tools, whose answers reach the
// model as tool results.
import type { RecordedRequest } from '../fake-model/server';
import type { ChatFixture } from './chat';
import { waitFor } from './wait';

/** The text of the tool results the model was sent in its request `step` of `scenario`. */
export function resultsSent(requests: RecordedRequest[], scenario: string, step: number): string[] {
  const req = requests.find((r) => r.scenario === scenario && r.step === step);
  // The newest CLI may put a reminder of its own after the results.
  const last = [...req?.body.messages ?? []].reverse().find((m: any) => m.role === 'user');
  if (!last || !Array.isArray(last.content)) return [];
  return last.content.filter((b: any) => b.type === 'tool_result').map((b: any) =>
    (Array.isArray(b.content) ? b.content.map((c: any) => c.text ?? '').join('\n') : String(b.content)));
}

/** Waits for the tool results of request `step` of `scenario`. */
export const sent = (c: ChatFixture, scenario: string, step: number) =>
  waitFor(() => { const r = resultsSent(c.model.requests, scenario, step); return r.length ? r : null; },
    { timeout: 30_000, message: `the tool results of ${scenario} in the model's request ${step}` });
