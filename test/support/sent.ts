// What the model was sent of the tools' results: for the tests of Claude's editor tools, whose answers reach the
// model as tool results. And what the CLI was sent of the permission answers, as test/fake-cli/wrap.mjs saw its
// stdin (stdin-tap), with the environment that makes it tap.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RecordedRequest } from '../fake-model/server';
import type { ChatFixture } from './chat';
import { waitFor } from './wait';

/** The text of the tool results the model was sent in its request `step` of `scenario`. */
export function resultsSent(requests: RecordedRequest[], scenario: string, step: number): string[] {
  const req = requests.find((r) => r.scenario === scenario && r.step === step);
  // The newest CLI may put a reminder of its own after the results.
  const last = [...(req?.body.messages ?? [])].reverse().find((m: any) => m.role === 'user');
  if (!last || !Array.isArray(last.content)) return [];
  return last.content
    .filter((b: any) => b.type === 'tool_result')
    .map((b: any) =>
      Array.isArray(b.content) ? b.content.map((c: any) => c.text ?? '').join('\n') : String(b.content),
    );
}

/** Waits for the tool results of request `step` of `scenario`. */
export const sent = (c: ChatFixture, scenario: string, step: number) =>
  waitFor(
    () => {
      const r = resultsSent(c.model.requests, scenario, step);
      return r.length ? r : null;
    },
    { timeout: 30_000, message: `the tool results of ${scenario} in the model's request ${step}` },
  );

export interface StdinTap {
  /** Where wrap.mjs writes what the host sends the CLI. */
  file: string;
  /** setup{ command } and setup{ env } for the chat: wrap.mjs around the real CLI, tapping its stdin. */
  setup: { command: string };
  env: Record<string, string>;
  remove(): void;
}

/** A chat's CLI as test/fake-cli/wrap.mjs around `real`, writing what the host sends it into a fresh file under
 *  the system's temporary directory. */
export function tappedStdin(real: string, wrap: string): StdinTap {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-stdin-'));
  const file = path.join(dir, 'stdin.jsonl');
  const env = { FAKE_CLI_REAL: real, FAKE_CLI_FAULTS: 'stdin-tap', FAKE_CLI_STDIN: file };
  return { file, setup: { command: wrap }, env, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The permission answers the host sent the CLI so far (the `response` of each successful control_response
 *  that allows or denies), in the order sent. */
export function permissionAnswers(file: string): Record<string, unknown>[] {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  return text.split('\n').flatMap((line) => {
    try {
      const m = JSON.parse(line);
      const r = m?.type === 'control_response' && m.response?.subtype === 'success' ? m.response.response : null;
      return r && (r.behavior === 'allow' || r.behavior === 'deny') ? [r] : [];
    } catch {
      return [];
    }
  });
}
