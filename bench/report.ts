// The end of the report: one row per measure with its target and whether it was met, the details behind
// the figures, and with --markdown FILE the same rows as bench/README.md's table.
import fs from 'node:fs';
import { medianCost, total, type CostRun } from './cost';
import { f1, f2, int, mb, range, say } from './format';
import type { Latency } from './latency';
import type { MemoryFigures } from './memory';
import type { ModelPace } from './model-pace';
import type { NaivePass } from './naive';
import { SESSIONS, type SessionsRun } from './sessions';
import type { LongPoint } from './long-session';
import { lspDetails, lspRows, type LspRun } from './lsp';
import type { PeerRun } from './peer';
import type { StartRun } from './peer-start';
import { BUDGET, COST_RUNS, FRAME_MS, MARKDOWN, MODEL_RATE } from './options';
import type { HostStartFigures, StartupFigures } from './startup';
import { median, percentile } from './timing';

/** What the run measured; null for each case that --only left out. */
export interface Measured {
  /** Each cost case's runs, cases in the order they ran. */
  all: CostRun[][];
  naive: NaivePass | null;
  latOpen: Latency | null;
  latClosed: Latency | null;
  sessions: SessionsRun | null;
  /** ms from each reply's first text delta to the text in the buffer. */
  firstText: number[] | null;
  long: LongPoint[] | null;
  peer: PeerRun[] | null;
  start: StartRun[] | null;
  lsp: LspRun[] | null;
  memory: MemoryFigures | null;
  model: ModelPace | null;
  startup: StartupFigures | null;
  hostStart: HostStartFigures | null;
}

export interface Row {
  what: string;
  figure: string;
  target: string;
  ok: boolean | null;
}

const p50 = (xs: number[]) => median(xs) / 1000;
const p99 = (xs: number[]) => percentile(xs, 99) / 1000;
const maxMs = (xs: number[]) => Math.max(0, ...xs) / 1000;
/** No round trip of the editor's while streaming may take a frame of a 60 Hz screen. */
const MAX_RTT_MS = 16;

export function printResults(m: Measured): void {
  const { all, naive, latOpen, latClosed, sessions, firstText, long, peer, start, memory, model, startup, hostStart } =
    m;
  const { lsp } = m;
  // Each case: its run of median cost, with the others' costs for the range.
  const runs: CostRun[] = all.map(
    (list) => list.slice().sort((a, b) => total(a.cost) - total(b.cost))[Math.floor(list.length / 2)],
  );
  const spread = (r: CostRun) =>
    all
      .find((list) => list.includes(r))!
      .map((x) => total(x.cost))
      .sort((a, b) => a - b);

  // One lower bound for every ratio: the median of all its runs, in every editor.
  const lb = runs.length ? medianCost(all.flat().flatMap((r) => r.lb)) : null;
  const lbWarm = runs.length ? medianCost(all.flat().flatMap((r) => r.lbWarm)) : null;
  const ratio = (r: CostRun) => total(r.cost) / total(lb!);
  const byLabel = (label: string) => runs.find((r) => r.label === label);
  const recorded = byLabel('recorded pace, chat open') ?? byLabel('recorded pace, chat closed');
  const flood = byLabel('flood, chat open') ?? byLabel('flood, chat closed');
  const main = runs[0];
  const requests = (r: CostRun) => r.pass.wire.requests + r.pass.wire.notifications;
  const per1k = (r: CostRun) => (requests(r) / r.pass.deltas) * 1000;
  const latRatio = (l: Latency) => p99(l.streaming) / p99(l.idle);
  const costText = (r: CostRun) =>
    `${f2(ratio(r))}x (${f1(total(r.cost))} vs ${f1(total(lb!))} ms; ${r.pass.flush.flushes} frames)`;

  const rows: Row[] = [
    // A flood gets the fewest frames possible, so it has the tighter target (2x).
    ...runs.map((r) => {
      const limit = r.label.startsWith('flood') ? 2 : 3;
      return {
        what: `streaming cost / lower bound: ${r.label}`,
        figure: costText(r),
        target: `<= ${limit}x`,
        ok: ratio(r) <= limit,
      };
    }),
  ];
  if (naive && lb) {
    const naiveRatio = total(naive.estimate) / total(lb);
    rows.push({
      what: 'naive full re-render per delta / lower bound (extrapolated)',
      figure: `${int(naiveRatio)}x (~${f1(total(naive.estimate) / 1000)} s; ${naive.sampled} of ${int(naive.deltas)} deltas timed)`,
      target: 'contrast',
      ok: null,
    });
  }
  if (recorded)
    rows.push({
      what: 'RPC requests per 1,000 deltas: recorded pace',
      figure: `${f1(per1k(recorded))} (${requests(recorded)} for ${int(recorded.pass.deltas)} deltas)`,
      target: '<= 50',
      ok: per1k(recorded) <= 50,
    });
  if (flood)
    rows.push({
      what: 'RPC requests per 1,000 deltas: flood',
      figure: `${f1(per1k(flood))} (${requests(flood)})`,
      target: '<= 50',
      ok: per1k(flood) <= 50,
    });
  for (const [name, l] of [
    ['open', latOpen],
    ['closed', latClosed],
  ] as const) {
    if (!l) continue;
    rows.push(
      {
        what: `editor latency p50 / p99, chat ${name}: idle -> streaming`,
        figure: `${f2(p50(l.idle))} / ${f2(p99(l.idle))} -> ${f2(p50(l.streaming))} / ${f2(p99(l.streaming))} ms`,
        target: '',
        ok: null,
      },
      { what: `p99 streaming / p99 idle, chat ${name}`, figure: `${f2(latRatio(l))}x`, target: '', ok: null },
      {
        what: `longest round trip while streaming, chat ${name}`,
        figure: `${f2(maxMs(l.streaming))} ms`,
        target: `<= ${MAX_RTT_MS} ms`,
        ok: maxMs(l.streaming) <= MAX_RTT_MS,
      },
    );
  }
  if (sessions) {
    const ratio = p99(sessions.streaming) / p99(sessions.idle);
    const perSession = sessions.manyCpuMs / SESSIONS;
    rows.push(
      {
        what: `${SESSIONS} sessions streaming at once (1 shown): p50 / p99 idle -> streaming`,
        figure: `${f2(p50(sessions.idle))} / ${f2(p99(sessions.idle))} -> ${f2(p50(sessions.streaming))} / ${f2(p99(sessions.streaming))} ms`,
        target: '',
        ok: null,
      },
      { what: `p99 streaming / p99 idle, ${SESSIONS} sessions`, figure: `${f2(ratio)}x`, target: '', ok: null },
      {
        what: `longest round trip while streaming, ${SESSIONS} sessions`,
        figure: `${f2(maxMs(sessions.streaming))} ms`,
        target: `<= ${MAX_RTT_MS} ms`,
        ok: maxMs(sessions.streaming) <= MAX_RTT_MS,
      },
      {
        what: `CPU per session (host + Neovim), ${SESSIONS} at once / 1 alone`,
        figure: `${f2(perSession / sessions.oneCpuMs)}x (${f1(perSession)} vs ${f1(sessions.oneCpuMs)} ms)`,
        target: '<= 1x',
        ok: perSession <= sessions.oneCpuMs,
      },
    );
  }
  if (firstText?.length) {
    const m = median(firstText);
    rows.push({
      what: `first text of a reply: its first delta -> in the buffer (median of ${firstText.length}; max)`,
      figure: `${f1(m)} ms (max ${f1(Math.max(...firstText))})`,
      target: '<= 15 ms',
      ok: m <= 15,
    });
  }
  if (long && long.length >= 2) {
    const first = long[0];
    const last = long[long.length - 1];
    const ratio = last.nvimMsPerFrame / first.nvimMsPerFrame;
    const rssPerMb = (last.rssMb - first.rssMb) / mb(last.transcriptBytes - first.transcriptBytes);
    rows.push(
      {
        what:
          'long session: Neovim CPU per model-pace frame at ' +
          long.map((p) => `${f2(mb(p.transcriptBytes))} MB`).join(' / '),
        figure: long.map((p) => `${f2(p.nvimMsPerFrame)}`).join(' / ') + ' ms',
        target: '',
        ok: null,
      },
      {
        what: `long session: a frame at ${f1(mb(last.transcriptBytes))} MB / at ${f2(mb(first.transcriptBytes))} MB`,
        figure: `${f2(ratio)}x`,
        target: '<= 1.2x',
        ok: ratio <= 1.2,
      },
      {
        what: 'long session: host RSS growth per MB of transcript',
        figure: `${f1(rssPerMb)} MB/MB (${long.map((p) => `${int(p.rssMb)}`).join(' / ')} MB RSS)`,
        target: '<= 6 MB/MB',
        ok: rssPerMb <= 6,
      },
    );
  }
  if (peer) rows.push(...peerRows(peer));
  if (start) rows.push(...startRows(start));
  if (lsp) rows.push(...lspRows(lsp));
  if (memory) {
    const rssPerMb = mb(memory.rssAfter - memory.rssBefore) / mb(memory.transcriptBytes);
    const heapPerMb = mb(memory.heapAfter - memory.heapBefore) / mb(memory.transcriptBytes);
    const peakPerMb = mb(memory.peakRss - memory.rssBefore) / mb(memory.transcriptBytes);
    rows.push({
      what: 'host RSS growth per MB of transcript',
      figure: `${f1(rssPerMb)} MB/MB (retained heap ${f1(heapPerMb)} MB/MB; peak RSS +${f1(peakPerMb)} MB/MB)`,
      target: '',
      ok: null,
    });
  }
  if (model) {
    rows.push({
      what: `model pace (${MODEL_RATE} deltas/s, chat open): frames, mean / max gap`,
      figure: `${model.frames} for ${model.deltas} deltas in ${f1(model.seconds)} s; ${f1(model.meanGap)} / ${f1(model.maxGap)} ms`,
      target: '',
      ok: null,
    });
    rows.push({
      what: 'model pace: cost per frame (host + editor), mean / max',
      figure: `${f2(model.meanCost)} / ${f2(model.maxCost)} ms (host render ${f2(model.hostMs)}, apply() ${f2(model.applyMs)}; frames stretch past ${FRAME_MS} ms above ${f2(FRAME_MS * BUDGET)} ms)`,
      target: '',
      ok: null,
    });
  }
  if (startup)
    rows.push({
      what: "startup: the plugin's own --startuptime lines (median)",
      figure: `${f2(startup.pluginSelfMs)} ms (${startup.pluginLines.length} line${startup.pluginLines.length === 1 ? '' : 's'})`,
      target: '< 1 ms',
      ok: startup.pluginSelfMs < 1,
    });
  if (hostStart) {
    rows.push(
      {
        what: `host start: require() of the bundle (${int(hostStart.bundleBytes / 1000)} KB), median`,
        figure: `${f1(median(hostStart.requireMs))} ms`,
        target: '',
        ok: null,
      },
      {
        what: 'host start: job start to first answer (ping), median',
        figure: `${f1(median(hostStart.firstAnswerMs))} ms`,
        target: '',
        ok: null,
      },
    );
  }

  const detail = (r: CostRun) => [
    `  ${r.label}:`,
    `    ${r.pass.flush.flushes} frames in ${f1(r.pass.wallMs)} ms; ${requests(r)} requests (${[...r.pass.wire.byMethod].map(([m, n]) => `${m} ${n}`).join(', ')}), ${f2(mb(r.pass.wire.bytes))} MB sent`,
    `    host ${f1(r.pass.flush.syncMs)} ms render + ${f1(r.pass.wire.encodeMs)} ms encode and write (write alone ${f1(r.pass.wire.writeMs)} ms); GC pauses inside: render ${f1(r.gcRender)}, encode ${f1(r.gcEncode)} ms`,
    `    Neovim ${f1(r.pass.nvimCpuMs)} ms CPU, of which ${f1(r.pass.luaApplyMs)} ms inside frame.apply() (${r.pass.luaApplies} calls); per frame ${f2(total(r.cost) / r.pass.flush.flushes)} ms in all`,
    `    cost of the ${COST_RUNS} runs: ${spread(r).map(f1).join(', ')} ms (${spread(r)
      .map((c) => f2(c / total(lb!)))
      .join(', ')}x); against the warm lower bound: ${f2(total(r.cost) / total(lbWarm!))}x`,
    `    streamed buffer equals a full render (lines, folds, prompts, highlights): ${r.check.ok ? 'yes' : `NO (${r.check.why})`}`,
  ];
  const transcriptBytes = main ? main.check.lines.reduce((n, l) => n + Buffer.byteLength(l) + 1, 0) : 0;
  const allLb = all
    .flat()
    .flatMap((r) => r.lb)
    .map(total);
  const details = [
    '',
    'Details',
    ...(main && lb
      ? [
          `  transcript: ${int(main.check.lines.length)} lines, ${f2(mb(transcriptBytes))} MB`,
          `  lower bound: host ${f1(lb.hostMs)} ms encode and write + Neovim ${f1(lb.nvimMs)} ms CPU (${f1(lb.wallMs)} ms round trip); median of ${allLb.length} runs, range ${f1(Math.min(...allLb))}-${f1(Math.max(...allLb))} ms`,
          `  warm lower bound (a second write, into the editor that holds the streamed transcript): host ${f1(lbWarm!.hostMs)} + Neovim ${f1(lbWarm!.nvimMs)} = ${f1(total(lbWarm!))} ms`,
        ]
      : []),
    ...runs.flatMap(detail),
    ...(naive
      ? [
          `  naive: every ${naive.stride}th delta timed; host ${f1(naive.estimate.hostMs / 1000)} s + Neovim ${f1(naive.estimate.nvimMs / 1000)} s extrapolated; the last delta alone ${f1(naive.perDeltaLastMs)} ms`,
        ]
      : []),
    ...[
      ['open', latOpen],
      ['closed', latClosed],
    ].flatMap(([name, l]) => {
      const lat = l as Latency | null;
      return lat
        ? [
            `  latency, chat ${name as string}: ${lat.idle.length} idle / ${lat.streaming.length} streaming samples, max ${f2(Math.max(...lat.streaming) / 1000)} ms`,
          ]
        : [];
    }),
    ...(lsp ? lspDetails(lsp) : []),
    ...(memory
      ? [
          `  memory: RSS ${f1(mb(memory.rssBefore))} -> ${f1(mb(memory.rssAfter))} MB (peak ${f1(mb(memory.peakRss))}), heap ${f1(mb(memory.heapBefore))} -> ${f1(mb(memory.heapAfter))} MB, after GC; transcript ${f2(mb(memory.transcriptBytes))} MB`,
        ]
      : []),
    ...(startup
      ? [
          `  startup: whole startup ${f2(startup.withMs)} ms with the plugin, ${f2(startup.withoutMs)} ms without (medians, noise is larger than the difference);`,
          `    ${startup.commands} commands defined; claude Lua modules loaded at startup: ${startup.loadedModules.length ? startup.loadedModules.join(', ') : 'none'}`,
          ...startup.pluginLines.map((l) => `    ${l.trim()}`),
        ]
      : []),
    ...(hostStart
      ? [
          `  host start: require() ${range(hostStart.requireMs)} ms, job start to ping answered ${range(hostStart.firstAnswerMs)} ms (min-max of ${hostStart.runs});`,
          `    bundle ${int(hostStart.bundleBytes)} bytes`,
        ]
      : []),
  ];

  const width = Math.max(...rows.map((r) => r.what.length));
  const fwidth = Math.max(...rows.map((r) => r.figure.length));
  say('\nResults');
  for (const r of rows) {
    const status = r.ok === null ? '' : r.ok ? 'ok' : 'MISSED';
    say(`  ${r.what.padEnd(width)}  ${r.figure.padEnd(fwidth)}  ${r.target.padEnd(8)} ${status}`);
  }
  say(details.join('\n'));
  if (MARKDOWN) writeMarkdown(MARKDOWN, rows);
}

/** This plugin / Claude's TUI in a :terminal, at each pace: medians over the rounds of each figure. */
function peerRows(peer: PeerRun[]): Row[] {
  type Ran = Extract<PeerRun, { failed?: undefined }>;
  const rows: Row[] = [];
  const paces = [...new Set(peer.map((r) => r.pace))];
  for (const pace of paces) {
    const of = (kind: PeerRun['kind']) =>
      peer.filter((r): r is Ran => r.pace === pace && r.kind === kind && r.failed === undefined);
    const plugin = of('plugin');
    const tui = of('tui');
    const failed = peer.find((r) => r.pace === pace && r.kind === 'tui' && r.failed !== undefined);
    const cpu = (runs: Ran[]) => median(runs.map((r) => r.cpuMs));
    // Each round's own ratio (the kinds ran in turn within a round, so run i of each is round i): the spread.
    const rounds = (a: Ran[], b: Ran[], f: (r: Ran) => number) =>
      `rounds ${a
        .slice(0, b.length)
        .map((r, i) => f2(f(r) / f(b[i])))
        .join(', ')}`;
    const lat = (runs: Ran[]) => median(runs.map((r) => p99(r.streaming) / p99(r.idle)));
    const p99of = (runs: Ran[]) => median(runs.map((r) => p99(r.streaming)));
    const longest = (runs: Ran[]) => Math.max(...runs.map((r) => maxMs(r.streaming)));
    // The TUI in a terminal shows only a screenful: in a flood it may never draw the reply's first line.
    const first = (runs: Ran[]) => {
      const seen = runs.flatMap((r) => (r.firstTextMs === null ? [] : [r.firstTextMs]));
      return seen.length ? `${f1(median(seen))} ms` : 'never drawn';
    };
    const rate = (runs: Ran[]) => median(runs.map((r) => r.updatesPerSec ?? 0));
    const updates = (runs: Ran[]) => {
      const rates = runs.flatMap((r) => (r.updatesPerSec === null ? [] : [r.updatesPerSec]));
      return rates.length ? `${f1(median(rates))}/s (${rates.map(f1).join(', ')})` : 'none';
    };
    const secs = median(plugin.map((r) => r.streamMs)) / 1000;
    const latRatio = lat(plugin);
    const n = plugin.length;
    const model = pace === 'model';
    if (tui.length) {
      const cpuRatio = cpu(plugin) / cpu(tui);
      rows.push({
        what: `peer, ${pace} pace (${f1(secs)} s): editor CPU, this plugin / TUI in :terminal (median of ${n})`,
        figure: `${f2(cpuRatio)}x (${f1(cpu(plugin))} vs ${f1(cpu(tui))} ms; ${rounds(plugin, tui, (r) => r.cpuMs)})`,
        target: model ? '<= 0.5x' : '',
        ok: model ? cpuRatio <= 0.5 : null,
      });
    } else {
      rows.push({
        what: `peer, ${pace} pace (${f1(secs)} s): editor CPU, this plugin (median of ${n}); the TUI did not run`,
        figure: `${f1(cpu(plugin))} ms (${failed?.failed?.slice(0, 120) ?? 'no run'})`,
        target: model ? '<= 0.5x' : '',
        ok: model ? false : null,
      });
    }
    rows.push(
      {
        what: `peer, ${pace} pace: p99 streaming / p99 idle, this plugin (TUI)`,
        figure: `${f2(latRatio)}x (${tui.length ? `${f2(lat(tui))}x` : '-'})`,
        target: '',
        ok: null,
      },
      ...(tui.length
        ? [
            {
              what: `peer, ${pace} pace: p99 round trip while streaming, this plugin / TUI`,
              figure: `${f2(p99of(plugin) / p99of(tui))}x (${f2(p99of(plugin))} vs ${f2(p99of(tui))} ms; ${rounds(plugin, tui, (r) => p99(r.streaming))})`,
              target: model ? '<= 1x' : '',
              ok: model ? p99of(plugin) <= p99of(tui) : null,
            },
          ]
        : []),
      {
        what: `peer, ${pace} pace: longest round trip while streaming, this plugin (TUI)`,
        figure: `${f2(longest(plugin))} ms (${tui.length ? `${f2(longest(tui))} ms` : '-'})`,
        target: model ? `<= ${MAX_RTT_MS} ms` : '',
        ok: model ? longest(plugin) <= MAX_RTT_MS : null,
      },
      {
        what: `peer, ${pace} pace: first text, model's write -> buffer, this plugin (TUI)`,
        figure: `${first(plugin)} (${tui.length ? first(tui) : '-'})`,
        target: '',
        ok: null,
      },
      {
        what: `peer, ${pace} pace: screen updates a second while text streams, this plugin (TUI)`,
        figure: `${updates(plugin)} (${tui.length ? updates(tui) : '-'})`,
        target: model ? '>= 10/s' : '',
        ok: model ? rate(plugin) >= 10 : null,
      },
    );
    // What Neovim alone pays to show the same text as often: no plugin can cost less.
    const floor = of('floor');
    if (floor.length && tui.length) {
      rows.push(
        {
          what: `peer, ${pace} pace: editor CPU, Neovim alone (no plugin, no syntax, ${updates(floor)}) / TUI`,
          figure: `${f2(cpu(floor) / cpu(tui))}x (${f1(cpu(floor))} vs ${f1(cpu(tui))} ms; ${rounds(floor, tui, (r) => r.cpuMs)})`,
          target: 'floor',
          ok: null,
        },
        {
          what: `peer, ${pace} pace: editor CPU, this plugin / Neovim alone`,
          figure: `${f2(cpu(plugin) / cpu(floor))}x (${rounds(plugin, floor, (r) => r.cpuMs)})`,
          target: '',
          ok: null,
        },
        {
          what: `peer, ${pace} pace: p99 round trip while streaming, Neovim alone / TUI`,
          figure: `${f2(p99of(floor) / p99of(tui))}x (${f2(p99of(floor))} vs ${f2(p99of(tui))} ms; ${rounds(floor, tui, (r) => p99(r.streaming))})`,
          target: 'floor',
          ok: null,
        },
      );
    }
  }
  return rows;
}

/** From the command to the reply's first word on screen, this plugin / the TUI, cold and warm. */
function startRows(runs: StartRun[]): Row[] {
  type Ran = Extract<StartRun, { failed?: undefined }>;
  return (['cold', 'warm'] as const).map((start) => {
    const of = (kind: StartRun['kind']) =>
      runs.filter((r): r is Ran => r.start === start && r.kind === kind && r.failed === undefined).map((r) => r.ms);
    const plugin = of('plugin');
    const tui = of('tui');
    const what = `start, ${start}: command -> first reply word on screen, this plugin / TUI (median of ${plugin.length})`;
    if (!tui.length) {
      const why = runs.find((r) => r.start === start && r.kind === 'tui' && r.failed !== undefined)?.failed ?? 'no run';
      return {
        what,
        figure: `${f1(median(plugin))} ms; the TUI did not run (${why.slice(0, 100)})`,
        target: '',
        ok: null,
      };
    }
    const ratio = median(plugin) / median(tui);
    return {
      what,
      figure: `${f2(ratio)}x (${f1(median(plugin))} vs ${f1(median(tui))} ms; ${range(plugin)} / ${range(tui)})`,
      target: '<= 1x',
      ok: ratio <= 1,
    };
  });
}

function writeMarkdown(file: string, rows: Row[]): void {
  const md = [
    '| Measure | Figure | Target |',
    '| --- | --- | --- |',
    ...rows.map(
      (r) => `| ${r.what} | ${r.figure} | ${r.target}${r.ok === null ? '' : r.ok ? ' (met)' : ' (missed)'} |`,
    ),
  ];
  fs.writeFileSync(file, md.join('\n') + '\n');
  say(`\nmarkdown table written to ${file}`);
}
