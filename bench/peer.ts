// This plugin beside Claude's own TUI in a Neovim :terminal (how coder/claudecode.nvim and similar plugins
// show Claude), on the same stream through the real CLI. Each runs in a real Neovim with its terminal UI in
// a 200x50 tmux pane, the chat or the terminal an 80-column right split, so that redraws count for both.
// - editor CPU: every nvim process of the pane (the UI client and the server it embeds), from /proc; the
//   CLI's own left out. Taken in runs without the latency probe, whose round trips cost Neovim CPU too.
// - latency: a second client's nvim_eval('1') round trips (bench/probe.mjs), idle and then streaming, in
//   runs of their own.
// - first text: from the fake model writing the reply's first text delta to that text in the buffer
//   (Neovim's on_lines), both on the system's monotonic clock.
import type { Scenario } from '../test/fake-model/server';
import { claudeBin } from '../test/support/claude-env';
import { waitFor } from '../test/support/wait';
import { Probe } from './latency-probe';
import { Pane, pidsUnder } from './pane';
import { sleep } from './replay';
import { BUDGET, FRAME_MS } from './options';
import { ROOT } from './root';
import { cpuMsOf } from './timing';

/** 'floor': Neovim alone, no plugin and no syntax, writing the same text into a window like the chat's at the
 *  plugin's frame rate: what showing the stream costs Neovim itself, whatever a plugin does. */
export type PeerKind = 'plugin' | 'tui' | 'floor';
export type PeerPace = 'model' | 'flood';
export const PEER_PACES: PeerPace[] = ['model', 'flood'];
export const PEER_KINDS: PeerKind[] = ['plugin', 'tui', 'floor'];

/** One run: CPU and first text from a run without the probe, latency (µs) from a run with it; or why it
 *  could not run. */
export type PeerRun = { kind: PeerKind; pace: PeerPace } & (
  | {
      cpuMs: number;
      streamMs: number;
      firstTextMs: number | null;
      updatesPerSec: number | null;
      idle: number[];
      streaming: number[];
      failed?: undefined;
    }
  | { failed: string }
);

const START = 'PEERSTART';
const END = 'PEEREND';
const PARAGRAPH = 'Some **markdown** prose with `code` in it, and a few more words to read along. ';
/** About `kb` KB of markdown between the two markers: headings, prose, short code blocks. */
const body = (kb: number) => {
  const part = `## Part\n\n${PARAGRAPH.repeat(4)}\n\n\`\`\`ts\nconst x = 1;\n\`\`\`\n\n`;
  return `${START} ${part.repeat(Math.ceil((kb * 1000) / part.length))}${END}\n`;
};
/** A model's pace: 30 characters about 60 times a second for about 10 s; the flood: 200 KB at once. */
const MODEL_TEXT = body(18);
/** How long the model takes to write it, not counting the API's own time. */
const MODEL_MS = Math.ceil(MODEL_TEXT.length / 30) * 16;
const SCENARIOS: Record<string, Scenario> = {
  'peer-model': () => [{ chunkSize: 30, delayMs: 16, blocks: [{ type: 'text', text: MODEL_TEXT }] }],
  'peer-flood': () => [{ chunkSize: 25, delayMs: 0, blocks: [{ type: 'text', text: body(200) }] }],
};
const IDLE_MS = 1500;
/** The init of the editor: the plugin's chat on the right, or the TUI in a terminal split of the same size. */
function initLua(kind: PeerKind, env: Record<string, string>): string {
  const envLua = `vim.json.decode(${JSON.stringify(JSON.stringify(env))})`;
  return kind === 'plugin'
    ? `vim.opt.rtp:prepend(${JSON.stringify(ROOT)})
require('claude').setup({ command = ${JSON.stringify(claudeBin())}, env = ${envLua}, position = 'right', size = 80,
  log_file = false, frame_ms = ${FRAME_MS}, render_budget = ${BUDGET} })`
    : // Opened once the UI is there, as a user would: a terminal opened by the init of Neovim 0.10 takes no
      // input (nvim_chan_send: "Can't send data to closed stream").
      kind === 'tui'
      ? `vim.api.nvim_create_autocmd('UIEnter', { once = true, callback = function()
  vim.cmd('vsplit | wincmd l | vertical resize 80')
  vim.fn.termopen({ ${JSON.stringify(claudeBin())} }, { env = ${envLua} })
end })`
      : FLOOR_INIT;
}

/** The floor's editor: a scratch buffer in an 80-column right split with the transcript window's options
 *  (lua/claude/windows/wins.lua) and its light status line, left as the current window. _G.peer_floor(text, chan)
 *  writes `text` in equal parts every FRAME_MS over MODEL_MS, each part appended to the last line and the
 *  cursor put at the end, as a window following the end must; that is all a frame of it does. */
const FLOOR_INIT = `vim.api.nvim_create_autocmd('UIEnter', { once = true, callback = function()
  vim.cmd('vsplit | wincmd l | vertical resize 80 | enew')
  local buf, win = vim.api.nvim_get_current_buf(), vim.api.nvim_get_current_win()
  vim.bo[buf].buftype = 'nofile'
  _G.peer_floor_buf = buf
  for name, value in pairs({ wrap = true, linebreak = true, number = false, relativenumber = false,
      signcolumn = 'no', foldcolumn = '0', spell = false, list = false, breakindent = true,
      breakindentopt = 'list:2,min:12', smoothscroll = true, conceallevel = 2,
      statusline = '%<%f %h%w%m%r %=%-14.(%l,%c%V%) %P' }) do
    vim.wo[win][0][name] = value
  end
  vim.cmd('wincmd h')
  _G.peer_floor = function(text)
    local per, pos = math.ceil(#text / (${MODEL_MS} / ${FRAME_MS})), 1
    local timer = vim.uv.new_timer()
    timer:start(0, ${FRAME_MS}, vim.schedule_wrap(function()
      if pos > #text then return timer:close() end
      local part = text:sub(pos, pos + per - 1)
      pos = pos + per
      local n = vim.api.nvim_buf_line_count(buf)
      local last = vim.api.nvim_buf_get_lines(buf, n - 1, n, false)[1]
      vim.api.nvim_buf_set_lines(buf, n - 1, n, false, vim.split(last .. part, '\\n', { plain = true }))
      vim.api.nvim_win_set_cursor(win, { vim.api.nvim_buf_line_count(buf), 0 })
    end))
  end
end })`;

interface Measured {
  cpuMs: number;
  streamMs: number;
  firstTextMs: number | null;
  updatesPerSec: number | null;
  idle: number[];
  streaming: number[];
}

/** One Neovim in tmux showing the plugin's chat, the TUI in a terminal or the floor, streaming one reply. */
async function measure(kind: PeerKind, pace: PeerPace, withProbe: boolean): Promise<Measured> {
  const pane = new Pane(`claude-peer-${process.pid}-${kind}-${pace}`);
  let probe: Probe | null = null;
  try {
    const client = await pane.open(SCENARIOS, (env) => initLua(kind, env));
    const model = pane.model!;
    const panePid = pane.pid;
    const lua = <T>(code: string, args: unknown[] = []) => client.lua(code, args as string[]) as Promise<T>;
    const bufExpr =
      kind === 'plugin'
        ? "vim.fn.bufnr('^claude://chat$')"
        : kind === 'floor'
          ? '(_G.peer_floor_buf or -1)'
          : "(function() for _, b in ipairs(vim.api.nvim_list_bufs()) do if vim.bo[b].buftype == 'terminal' then return b end end return -1 end)()";
    // The socket is there before the plugins are loaded: a command sent at once can come before :ClaudeChat is.
    await waitFor(async () => (await lua<boolean>('return vim.v.vim_did_enter == 1')) || null, {
      timeout: 30_000,
      interval: 50,
      message: 'the editor',
    });
    if (kind === 'plugin') await client.command('ClaudeChat');
    else if (kind === 'tui')
      await waitFor(
        async () =>
          (await lua<string[]>(`return vim.api.nvim_buf_get_lines(${bufExpr}, 0, -1, false)`)).some((l) =>
            l.includes('❯'),
          ),
        { timeout: 60_000, interval: 50, message: 'the TUI prompt' },
      );
    await waitFor(async () => (await lua<number>(`return ${bufExpr}`)) > 0, {
      timeout: 60_000,
      interval: 50,
      message: 'the buffer',
    });
    // The first text and the end of the reply, stamped as they reach the buffer; the end is also sent to
    // this client, which therefore need not poll (its requests would cost both editors CPU).
    let ended: () => void = () => {};
    const end = new Promise<void>((resolve) => {
      ended = resolve;
    });
    client.on('notification', (method: string) => {
      if (method === 'peer_end') ended();
    });
    await lua(
      `
      local buf, chan = ${bufExpr}, ...
      _G.peer_first, _G.peer_end, _G.peer_redraws = nil, nil, {}
      -- Screen updates of the window showing the reply: each redraw that draws it (on_win), whatever its
      -- cause, counted between the first text and the end.
      vim.api.nvim_set_decoration_provider(vim.api.nvim_create_namespace('peer_redraws'), {
        on_win = function(_, _, b)
          if b == buf and _G.peer_first and not _G.peer_end then table.insert(_G.peer_redraws, vim.uv.hrtime()) end
          return false
        end,
      })
      vim.api.nvim_buf_attach(buf, false, { on_lines = function(_, b, _, first, _, last)
        for _, l in ipairs(vim.api.nvim_buf_get_lines(b, first, last, false)) do
          if not _G.peer_first and l:find('${START}', 1, true) then _G.peer_first = vim.uv.hrtime() end
          if l:find('${END}', 1, true) then
            _G.peer_end = vim.uv.hrtime()
            vim.rpcnotify(chan, 'peer_end')
            return true
          end
        end
      end })`,
      [await client.channelId],
    );
    await sleep(1000); // the TUI's and the chat's start settles
    if (withProbe) probe = await Probe.start(pane.sock);
    probe?.reset();
    await sleep(IDLE_MS);
    const idle = probe ? await probe.dump() : [];
    const cpu = () => pidsUnder(panePid, true).reduce((n, pid) => n + cpuMsOf(pid), 0);
    const cpu0 = cpu();
    const t0 = performance.now();
    const prompt = `write it [scenario:peer-${pace}]`;
    if (kind === 'plugin') await client.command(`ClaudeChat ${prompt}`);
    else if (kind === 'floor') await lua('_G.peer_floor(...)', [MODEL_TEXT]);
    else {
      // A TUI that has exited cannot take the prompt, and says why on its last lines.
      const gone = await lua<string | null>(
        `
        local buf, prompt = ${bufExpr}, ...
        if pcall(vim.api.nvim_chan_send, vim.bo[buf].channel, prompt) then return nil end
        local lines = vim.tbl_filter(function(l) return l:match('%S') end, vim.api.nvim_buf_get_lines(buf, 0, -1, false))
        return table.concat(vim.list_slice(lines, math.max(1, #lines - 6)), ' / ')`,
        [`${prompt}\r`],
      );
      if (gone !== null)
        throw new Error(`Claude's TUI had exited before the prompt: ${gone.replace(/[│\s]+/g, ' ').trim()}`);
    }
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      end,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('peer bench: timed out waiting for the end of the reply')), 120_000);
      }),
    ]);
    clearTimeout(timer);
    const streamMs = performance.now() - t0;
    const cpuMs = cpu() - cpu0;
    const streaming = probe ? await probe.dump() : [];
    const seen = await lua<number | null>('return _G.peer_first');
    const redraws = await lua<number[]>('return _G.peer_redraws');
    // Updates over the time text streamed: from the first text's redraw to the last one's.
    const span = redraws.length > 1 ? Number(BigInt(redraws[redraws.length - 1]) - BigInt(redraws[0])) / 1e9 : 0;
    const updatesPerSec = span > 0 ? (redraws.length - 1) / span : null;
    const sent = model.textStartedAt();
    const firstTextMs = seen !== null && sent !== null ? Number(BigInt(seen) - sent) / 1e6 : null;
    return { cpuMs, streamMs, firstTextMs, updatesPerSec, idle, streaming };
  } finally {
    await probe?.quit().catch(() => {});
    await pane.close();
  }
}

/** `runs` rounds of both kinds at each pace, interleaved, each a CPU run and a latency run. */
export async function peerRuns(runs: number, paces: PeerPace[] = PEER_PACES): Promise<PeerRun[]> {
  const out: PeerRun[] = [];
  for (let r = 0; r < runs; r++) {
    for (const pace of paces) {
      // The floor is the model pace's: a flood's frames are the plugin's budget's, not a rate to copy.
      for (const kind of PEER_KINDS.filter((k) => k !== 'floor' || pace === 'model')) {
        try {
          const cpu = await measure(kind, pace, false);
          const lat = await measure(kind, pace, true);
          out.push({
            kind,
            pace,
            cpuMs: cpu.cpuMs,
            streamMs: cpu.streamMs,
            firstTextMs: cpu.firstTextMs,
            updatesPerSec: cpu.updatesPerSec,
            idle: lat.idle,
            streaming: lat.streaming,
          });
        } catch (err) {
          // The TUI is not this project's: when it cannot run here, the plugin's figures still count.
          if (kind !== 'tui') throw err;
          out.push({ kind, pace, failed: err instanceof Error ? err.message : String(err) });
        }
      }
    }
  }
  return out;
}
