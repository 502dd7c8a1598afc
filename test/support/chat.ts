// One end-to-end fixture: the fake model, a workspace, and a real Neovim whose plugin runs the
// REAL claude CLI against that model.
import { startFakeModel, type FakeModelServer, type Scenario } from '../fake-model/server';
import { scenarios as defaultScenarios } from '../fake-model/scenarios';
import { claudeSetup, makeWorkspace, type Workspace } from './claude-env';
import { transcriptLines } from './keys';
import { startNvim, type ClaudeSetup, type TestNvim } from './nvim';
import { sessionStatus, type SessionStatus } from './sessions';
import { waitFor, waitForLineIn } from './wait';

export interface ChatFixture extends TestNvim {
  model: FakeModelServer;
  ws: Workspace;
  /** The transcript buffer's lines. */
  transcript(): Promise<string[]>;
  /** Waits until the transcript contains a line matching `pattern`. */
  waitForLine(pattern: RegExp | string, timeout?: number): Promise<string[]>;
  /** Session `id`'s table of require('claude').sessions(), by default the current one's (throws while there is
   *  none). */
  status(id?: string): Promise<SessionStatus>;
  close(): Promise<void>;
}

export interface ChatOptions {
  files?: Record<string, string>;
  /** More fields of the setup{} table (`{ frame_ms: 20, render_budget: 0 }`), over the fixture's own. */
  setup?: ClaudeSetup;
  /** More environment for the CLI (setup{ env }). */
  env?: Record<string, string>;
  /** Scenarios of the fake model, on top of test/fake-model/scenarios.ts. */
  scenarios?: Record<string, Scenario>;
}

export async function startChat(opts: ChatOptions = {}): Promise<ChatFixture> {
  const ws = makeWorkspace(opts.files);
  let model: FakeModelServer | null = null;
  try {
    model = await startFakeModel({ ...defaultScenarios, ...opts.scenarios }, { cwd: ws.dir });
    const t = await startNvim({
      cwd: ws.dir,
      setup: claudeSetup(model.url, ws, {
        ...opts.setup,
        env: { ...(opts.setup?.env as Record<string, string> | undefined), ...opts.env },
      }),
    });
    const transcript = () => transcriptLines(t);
    const m = model;
    return {
      ...t,
      model: m,
      ws,
      transcript,
      waitForLine: (pattern, timeout) => waitForLineIn(transcript, pattern, timeout),
      status: (id) => sessionStatus(t, id),
      async close() {
        try {
          await t.quit();
        } finally {
          await m.close();
          ws.cleanup();
        }
      },
    };
  } catch (err) {
    await model?.close();
    ws.cleanup();
    throw err;
  }
}

/** After a turn's result: the host has also asked the CLI how full the context is (the winbar's `NN% ctx`
 *  comes a moment after "ready"), so a screen taken now does not race it. */
export const afterTurn = (chat: ChatFixture) =>
  waitFor(async () => (await chat.status()).context_pct != null, { message: 'the context share after the turn' });

/** What vim.notify got while Neovim ran the command `cmd`. */
export const notifiedBy = (c: ChatFixture, cmd: string) =>
  c.lua<string[]>(
    `
  local msgs = {}
  local notify = vim.notify
  vim.notify = function(m) table.insert(msgs, m) end
  vim.cmd(...)
  vim.notify = notify
  return msgs`,
    [cmd],
  );
