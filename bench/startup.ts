// How long the plugin takes to start: Neovim's startup with and without it (--startuptime), and the
// host's own start, from require() of the committed bundle and from jobstart() to a first answer.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './root';
import { median } from './timing';

export interface StartupFigures {
  runs: number;
  /** Median over runs of the summed self time of the startuptime lines naming the plugin's files. */
  pluginSelfMs: number;
  pluginLines: string[];
  /** Median total startup with and without the plugin on 'runtimepath'. */
  withMs: number;
  withoutMs: number;
  /** claude* Lua modules loaded after startup (must be none: nothing loads before first use). */
  loadedModules: string[];
  commands: number;
}

/** `nvim --headless --startuptime FILE -c q`, with and without the repo on 'runtimepath', `runs` times each. */
export function measureStartup(nvim: string, runs: number): StartupFigures {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-startup-'));
  const base = ['--headless', '--clean', '-n', '-i', 'NONE'];
  const withPlugin = ['--cmd', `set rtp^=${ROOT}`];
  const plugin: number[] = [];
  const totals = { with: [] as number[], without: [] as number[] };
  let pluginLines: string[] = [];
  const total = (text: string) => {
    const last =
      text
        .trim()
        .split('\n')
        .filter((l) => /^\d/.test(l))
        .pop() ?? '';
    return parseFloat(last);
  };
  try {
    for (let i = 0; i < runs; i++) {
      for (const mode of ['without', 'with'] as const) {
        const file = path.join(dir, `${mode}-${i}.log`);
        execFileSync(nvim, [...base, ...(mode === 'with' ? withPlugin : []), '--startuptime', file, '-c', 'q'], {
          stdio: 'ignore',
        });
        const text = fs.readFileSync(file, 'utf8');
        totals[mode].push(total(text));
        if (mode === 'with') {
          // The repo's own files: not the Neovim runtime that ensure-nvim.sh may have unpacked under .deps/.
          const own = text
            .split('\n')
            .filter((l) => l.includes(ROOT + '/') && !l.includes(path.join(ROOT, '.deps') + '/'));
          pluginLines = own;
          // "clock  self+sourced  self: sourcing FILE": the third figure is the file's own time.
          plugin.push(
            own.reduce((sum, l) => {
              const m = /^\s*[\d.]+\s+[\d.]+\s+([\d.]+):/.exec(l);
              return sum + (m ? parseFloat(m[1]) : 0);
            }, 0),
          );
        }
      }
    }
    const probe = execFileSync(
      nvim,
      [
        ...base,
        ...withPlugin,
        '-c',
        `lua io.stdout:write(vim.json.encode({ mods = vim.tbl_filter(function(k) return k:match('^claude') ~= nil end, vim.tbl_keys(package.loaded)), cmds = #vim.tbl_filter(function(k) return k:match('^Claude') ~= nil end, vim.tbl_keys(vim.api.nvim_get_commands({}))) }))`,
        '-c',
        'q',
      ],
      { encoding: 'utf8' },
    );
    const loaded = JSON.parse(probe) as { mods: string[] | Record<string, never>; cmds: number };
    return {
      runs,
      pluginSelfMs: median(plugin),
      pluginLines: pluginLines.map((l) => l.replace(ROOT, '<repo>')),
      withMs: median(totals.with),
      withoutMs: median(totals.without),
      loadedModules: Array.isArray(loaded.mods) ? loaded.mods : [],
      commands: loaded.cmds,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface HostStartFigures {
  runs: number;
  bundleBytes: number;
  /** require() of the bundle in a fresh node process, node's own start left out (ms, each run). */
  requireMs: number[];
  /** From jobstart() of the host, as lua/claude/host/host.lua does it, to its answer to a first request (ping),
   *  timed inside Neovim (ms, each run). */
  firstAnswerMs: number[];
}

/** Timed in the child: it must not start the host (a require()d bundle does not: require.main differs). */
const REQUIRE_TIMER =
  'const t = performance.now(); require(process.argv[1]); process.stdout.write(String(performance.now() - t));';

/** Starts the host in `ed` through require('claude.host.host') and times its first answer; stops it and waits
 *  for its exit, so that runs do not overlap. */
const FIRST_ANSWER_TIMER = `
local host = require('claude.host.host')
local t = vim.uv.hrtime()
local reply = host.request('ping')
local ms = (vim.uv.hrtime() - t) / 1e6
local chan = host.channel()
host.stop()
if chan then vim.fn.jobwait({ chan }, 3000) end
return { ms = ms, reply = reply }`;

/** How long the host takes to start: `runs` fresh node processes requiring the bundle, then `runs` hosts
 *  started by the plugin in `ed` (a Neovim with the plugin set up). */
export async function measureHostStart(
  ed: { lua<T>(code: string): Promise<T> },
  runs: number,
  bundle = path.join(ROOT, 'rplugin', 'node', 'claude-chat.js'),
): Promise<HostStartFigures> {
  const requireMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    requireMs.push(Number(execFileSync(process.execPath, ['-e', REQUIRE_TIMER, bundle], { encoding: 'utf8' })));
  }
  const firstAnswerMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await ed.lua<{ ms: number; reply: unknown }>(FIRST_ANSWER_TIMER);
    if (r.reply !== 'pong') throw new Error(`host start: ping answered ${JSON.stringify(r.reply)}`);
    firstAnswerMs.push(r.ms);
  }
  return { runs, bundleBytes: fs.statSync(bundle).size, requireMs, firstAnswerMs };
}
