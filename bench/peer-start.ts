// How long a user waits for the first word of a reply: from `:ClaudeChat hello` in this plugin, or the
// prompt sent to Claude's TUI in a Neovim :terminal, to the reply's first word drawn on screen. Cold: nothing
// runs yet (the plugin starts its host and the CLI; the TUI is started with the prompt as its argument).
// Warm: a session is already running and waits for a prompt. Same editor, tmux pane and fake model as
// bench/peer.ts; the time is read from Neovim's own clock at the command and at the redraw that first
// shows the word.
import type { Scenario } from '../test/fake-model/server';
import { claudeBin } from '../test/support/claude-env';
import { waitFor } from '../test/support/wait';
import { BUDGET, FRAME_MS } from './options';
import { Pane } from './pane';
import type { PeerKind as AnyKind } from './peer';
import { ROOT } from './root';

/** Start is the plugin's and the TUI's: the floor starts nothing. */
type PeerKind = Exclude<AnyKind, 'floor'>;

export type StartKind = 'cold' | 'warm';
export const START_KINDS: StartKind[] = ['cold', 'warm'];
export type StartRun = { kind: PeerKind; start: StartKind } & ({ ms: number; failed?: undefined } | { failed: string });

const WORD = 'PEERWORD';
const SCENARIOS: Record<string, Scenario> = {
  'peer-hello': () => [{ blocks: [{ type: 'text', text: `${WORD} back.` }] }],
};
const PROMPT = 'hello [scenario:peer-hello]';

/** The editor's init: the plugin set up (nothing started), or nothing for the TUI; in both, a redraw hook
 *  that stamps the first redraw showing the word in any window. */
function initLua(kind: PeerKind, env: Record<string, string>): string {
  const envLua = `vim.json.decode(${JSON.stringify(JSON.stringify(env))})`;
  const setup =
    kind === 'plugin'
      ? `vim.opt.rtp:prepend(${JSON.stringify(ROOT)})
require('claude').setup({ command = ${JSON.stringify(claudeBin())}, env = ${envLua}, position = 'right', size = 80,
  log_file = false, frame_ms = ${FRAME_MS}, render_budget = ${BUDGET} })`
      : `_G.peer_env = ${envLua}`;
  return `${setup}
_G.peer_t0, _G.peer_shown = nil, nil
vim.api.nvim_set_decoration_provider(vim.api.nvim_create_namespace('peer_start'), {
  on_win = function(_, _, buf, top, bot)
    if _G.peer_t0 and not _G.peer_shown then
      for _, l in ipairs(vim.api.nvim_buf_get_lines(buf, top, bot + 1, false)) do
        if l:find('${WORD}', 1, true) then _G.peer_shown = vim.uv.hrtime() break end
      end
    end
    return false
  end,
})`;
}

/** The TUI in a terminal split on the right, as bench/peer.ts opens it; `prompt`: its first prompt. */
const openTui = (prompt: string | null) => `vim.cmd('vsplit | wincmd l | vertical resize 80')
vim.fn.termopen({ ${JSON.stringify(claudeBin())}${prompt ? `, ${JSON.stringify(prompt)}` : ''} }, { env = _G.peer_env })`;

async function measureStart(kind: PeerKind, start: StartKind): Promise<number> {
  const pane = new Pane(`claude-peer-start-${process.pid}-${kind}-${start}`);
  try {
    const client = await pane.open(SCENARIOS, (env) => initLua(kind, env));
    const lua = <T>(code: string) => client.lua(code, []) as Promise<T>;
    await waitFor(async () => (await lua<boolean>('return vim.v.vim_did_enter == 1')) || null, {
      timeout: 30_000,
      interval: 50,
      message: 'the editor',
    });
    if (start === 'warm') {
      if (kind === 'plugin') {
        await client.command('ClaudeChat');
        await waitFor(
          async () =>
            (await lua<string | null>("local s = require('claude').sessions()[1] return s and s.state")) === 'ready' ||
            null,
          { timeout: 60_000, interval: 50, message: 'the session ready' },
        );
      } else {
        await lua(openTui(null));
        await waitFor(
          async () =>
            (await lua<string[]>(`return vim.api.nvim_buf_get_lines(0, 0, -1, false)`)).some((l) => l.includes('❯')),
          { timeout: 60_000, interval: 50, message: 'the TUI prompt' },
        );
      }
      await new Promise((r) => setTimeout(r, 1000)); // what started settles
    }
    // The command as the user gives it, stamped on Neovim's clock just before it runs.
    if (kind === 'plugin') await lua(`_G.peer_t0 = vim.uv.hrtime() vim.cmd(${JSON.stringify(`ClaudeChat ${PROMPT}`)})`);
    else if (start === 'cold') await lua(`_G.peer_t0 = vim.uv.hrtime() ${openTui(PROMPT)}`);
    else
      await lua(
        `_G.peer_t0 = vim.uv.hrtime() vim.api.nvim_chan_send(vim.bo.channel, ${JSON.stringify(`${PROMPT}\r`)})`,
      );
    const ns = await waitFor(async () => lua<number | null>('return _G.peer_shown and (_G.peer_shown - _G.peer_t0)'), {
      timeout: 60_000,
      interval: 20,
      message: 'the first word on screen',
    });
    return ns / 1e6;
  } finally {
    await pane.close();
  }
}

/** `runs` rounds of each start, the plugin and the TUI interleaved. */
export async function startRuns(runs: number): Promise<StartRun[]> {
  const out: StartRun[] = [];
  for (let r = 0; r < runs; r++) {
    for (const start of START_KINDS) {
      for (const kind of ['plugin', 'tui'] as const) {
        try {
          out.push({ kind, start, ms: await measureStart(kind, start) });
        } catch (err) {
          if (kind === 'plugin') throw err;
          out.push({ kind, start, failed: err instanceof Error ? err.message : String(err) });
        }
      }
    }
  }
  return out;
}
