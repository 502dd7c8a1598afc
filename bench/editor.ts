// The editors the benchmark streams into: a fresh headless Neovim with the plugin per run, its RPC client
// instrumented (wire.ts), frame.apply() timed inside it, and a socket for the latency probe's second client.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNvim, type TestNvim } from '../test/support/nvim';
import { pinCores } from './timing';
import { instrumentClient, type WireStats } from './wire';

/** Times frame.apply inside Neovim (wraps the module's function: the gateway looks it up on every call). */
const LUA_TIMER = `
local v = require('claude.transcript.frame')
if not _G.__claude_bench then
  local orig = v.apply
  _G.__claude_bench = { n = 0, ns = 0 }
  v.apply = function(id, u)
    local t = vim.uv.hrtime()
    local r = orig(id, u)
    local b = _G.__claude_bench
    b.ns = b.ns + (vim.uv.hrtime() - t)
    b.n = b.n + 1
    return r
  end
end
_G.__claude_bench.n = 0
_G.__claude_bench.ns = 0`;

export interface Editor extends TestNvim {
  pid: number;
  setWire: (stats: WireStats | null) => void;
  address: string;
}

/** A fresh headless Neovim with the plugin; with `window`, its chat open (require('claude.chat.ui').open(): the
 *  real transcript buffer in its window, following the end), else opened and closed again: the buffer
 *  hidden (chat closed). `bare`: neither (the lower bound's fresh editor). */
export async function editor(window: boolean, pin = true, bare = false): Promise<Editor> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-bench-'));
  const t = await startNvim({ cwd: dir, setup: {} });
  if (pin) pinCores(t.proc.pid);
  const setWire = instrumentClient(t.nvim);
  // Closed, the chat was open once (as a user's is, who closes it while Claude streams): its buffer exists,
  // and the stream's cost does not include making it (its syntax file loads then: 2-5 ms).
  if (!bare)
    await t.lua(
      window
        ? `require('claude.chat.ui').open()`
        : `require('claude.chat.ui').open(); require('claude.chat.ui').close()`,
    );
  await t.lua(LUA_TIMER);
  const address = await t.lua<string>(`return vim.fn.serverstart(...)`, [path.join(dir, 'nvim.sock')]);
  const quit = t.quit;
  return {
    ...t,
    pid: t.proc.pid!,
    setWire,
    address,
    async quit() {
      await quit();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts counting frame.apply() calls and their time in `ed` from zero. */
export async function resetApplyTimer(ed: Editor): Promise<void> {
  await ed.lua('_G.__claude_bench.n = 0; _G.__claude_bench.ns = 0');
}

/** frame.apply() calls in `ed` since resetApplyTimer, and their time inside Neovim (ms). */
export async function applyTimer(ed: Editor): Promise<{ calls: number; ms: number }> {
  const lua = await ed.lua<{ n: number; ns: number }>('return _G.__claude_bench');
  return { calls: lua.n, ms: lua.ns / 1e6 };
}
