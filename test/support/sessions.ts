// What tests read of a session's state, through the public surface only: require('claude').sessions(), the
// table statusline plugins read too (doc/claude.txt, claude.sessions()), and /proc for the CLI's process.
import fs from 'node:fs';
import type { TestNvim } from './nvim';
import { waitFor } from './wait';

/** One table of require('claude').sessions(); a field the host has not reported yet is absent. */
export interface SessionStatus {
  id: string;
  title?: string;
  state: 'starting' | 'ready' | 'running' | 'stopping' | 'stopped';
  current: boolean;
  model?: string;
  mode?: string;
  cost_usd: number;
  input_tokens: number;
  output_tokens: number;
  context_pct?: number;
  approvals: number;
  questions: number;
  changed_files: number;
  queued: number;
  unseen: boolean;
  mark: 'needs approval' | 'running' | 'finished unseen' | 'starting' | 'stopped' | 'idle';
  session_id?: string;
  cwd?: string;
}

/** Session `id`'s table (by default the current session's). Throws while Neovim holds no such session, so
 *  that waitFor() goes on polling and a plain read fails saying why. */
export async function sessionStatus(t: TestNvim, id?: string): Promise<SessionStatus> {
  const s = await t.lua<SessionStatus | null>(
    `local id = ...
    if id == vim.NIL then id = nil end
    for _, s in ipairs(require('claude').sessions()) do
      if s.id == id or (id == nil and s.current) then return s end
    end
    return vim.NIL`,
    [id ?? null],
  );
  if (!s) throw new Error(`no session ${id ?? '(current)'} in require('claude').sessions()`);
  return s;
}

/** The slash commands the CLI announced, as the prompt buffer's 'omnifunc' offers them for a lone '/' (names
 *  without the '/'); [] before the CLI said. */
export function slashCommands(t: TestNvim): Promise<string[]> {
  return t.lua<string[]>(`local buf = vim.fn.bufnr('^claude://prompt')
    local items = vim.api.nvim_buf_call(buf, function() return vim.api.nvim_eval(vim.bo.omnifunc .. "(0, '/')") end)
    return vim.tbl_map(function(item) return item.word:sub(2) end, items)`);
}

/** The parent pid and start time (clock ticks since boot) of `pid`, from /proc; null once it is gone or a zombie. */
function stat(pid: number): { ppid: number; started: number } | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return fields[0] === 'Z' ? null : { ppid: Number(fields[1]), started: Number(fields[19]) };
  } catch {
    return null;
  }
}

function children(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((p) => stat(p)?.ppid === pid);
}

/** The pid of Neovim `t`'s host (its child running rplugin/node/claude-chat.js), or null while none runs. */
export function hostPid(t: TestNvim): number | null {
  return (
    children(t.proc.pid!).find((p) => {
      try {
        return fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('claude-chat.js');
      } catch {
        return false;
      }
    }) ?? null
  );
}

/** The pids of the CLI processes Neovim `t`'s sessions run, oldest first. Found as `ps` would: the host
 *  starts nothing but the sessions' CLIs (their tool processes are the CLIs' children). The public tables
 *  carry no pid: which process serves a session is the host's business, not a statusline's. */
export function cliPids(t: TestNvim): number[] {
  const host = hostPid(t);
  return host === null ? [] : children(host).sort((a, b) => (stat(a)?.started ?? 0) - (stat(b)?.started ?? 0));
}

/** The pid of the one CLI Neovim `t` runs, once there is exactly one (a CLI killed a moment ago may not have
 *  ended yet). */
export function cliPid(t: TestNvim): Promise<number> {
  return waitFor(
    () => {
      const pids = cliPids(t);
      return pids.length === 1 ? pids[0] : null;
    },
    { message: 'one claude process' },
  );
}
