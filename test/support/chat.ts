// One end-to-end fixture: the fake model, a workspace, and a real Neovim whose plugin runs the
// REAL claude CLI against that model.
import { startFakeModel, type FakeModelServer } from '../fake-model/server';
import { scenarios } from '../fake-model/scenarios';
import { claudeBin, claudeEnv, makeWorkspace, type Workspace } from './claude-env';
import { startNvim, type TestNvim } from './nvim';
import { waitForLineIn } from './wait';

export interface ChatFixture extends TestNvim {
  model: FakeModelServer;
  ws: Workspace;
  /** The transcript buffer's lines. */
  transcript(): Promise<string[]>;
  /** Waits until the transcript contains a line matching `pattern`. */
  waitForLine(pattern: RegExp | string, timeout?: number): Promise<string[]>;
  status(): Promise<Record<string, any>>;
  close(): Promise<void>;
}

/** `options`: more fields of the setup{} table, as Lua source (`frame_ms = 20, render_budget = 0`). */
export async function startChat(opts: { files?: Record<string, string>; setup?: string; options?: string; env?: Record<string, string> } = {}): Promise<ChatFixture> {
  const ws = makeWorkspace(opts.files);
  const model = await startFakeModel(scenarios, { cwd: ws.dir });
  const env = claudeEnv(model.url, ws.home);
  const setup = opts.setup ?? `{ command = ${JSON.stringify(claudeBin())}, env = vim.json.decode(${JSON.stringify(JSON.stringify({ ...env, ...opts.env }))}), log_file = ${JSON.stringify(ws.home + '/claude-chat.log')}${opts.options ? `, ${opts.options}` : ''} }`;
  const t = await startNvim({ cwd: ws.dir, setup });
  const transcript = () => t.lua<string[]>(`local b = require('claude.view').buf
    if not b then return {} end
    return vim.api.nvim_buf_get_lines(b, 0, -1, false)`);
  return {
    ...t,
    model,
    ws,
    transcript,
    waitForLine: (pattern, timeout) => waitForLineIn(transcript, pattern, timeout),
    status: () => t.lua(`return vim.rpcrequest(require('claude.host').channel(), 'status', vim.empty_dict())`),
    async close() {
      await t.quit();
      await model.close();
      ws.cleanup();
    },
  };
}
