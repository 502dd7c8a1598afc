// The head of the report, printed before anything runs: what the recorded turn holds, the editor, host and
// cores, and the method, so that every figure after it can be read against how it was taken.
import os from 'node:os';
import path from 'node:path';
import type { FixtureInfo } from './fixture';
import { f1, f2, int } from './format';
import { LSP_DELAY_MS } from './lsp';
import {
  CHUNK,
  COST_RUNS,
  FRAME_MS,
  IDLE_MS,
  LATENCY_RUNS,
  LOWER_BOUND_REPS,
  LSP_RUNS,
  NAIVE_SAMPLES,
  STARTUP_RUNS,
} from './options';
import { ROOT } from './root';

export function methodText(fixture: FixtureInfo, nvimVersion: string): string {
  return [
    'claude-chat.nvim streaming benchmark',
    '====================================',
    `fixture  ${path.relative(ROOT, fixture.file)}: ${int(fixture.lines)} stdout lines (${f1(fixture.bytes.length / 1e6)} MB) of ONE turn recorded from the`,
    `         real claude CLI against the fake model (bench/record.ts, scenario "large"): ${int(fixture.deltas)} text/thinking deltas,`,
    `         ${f2(fixture.textChars / 1e6)} M characters of text (markdown, code blocks) and ${int(fixture.thinkingChars)} of thinking, ${fixture.modelCalls} model calls,`,
    `         tools ${fixture.tools.join(', ')}, ${fixture.approvals} approval (answered at once, as recorded); ${fixture.jsonDeltas} tool-input deltas render nothing.`,
    `editor   ${nvimVersion}, headless, RPC over stdio as the plugin's job is; host node ${process.version}, ${os.cpus().length} CPUs`,
    `cores    cost runs: the host's main thread alone on CPU 0, its other threads and each Neovim on CPU 1 (taskset);`,
    '         latency runs and the rest: nothing pinned',
    '',
    'Method',
    '  Replay: the recorded stdout bytes go through the real LineDecoder and parseLine into the real ChatController',
    `  (Session.consume, TranscriptRenderer, FrameScheduler at the plugin's default ${FRAME_MS} ms frame, NvimView), whose every`,
    "  flush is one nvim_exec_lua into lua/claude/transcript/frame.lua apply() on the plugin's own transcript buffer. The event loop",
    '  runs between reads, so frames coalesce deltas as they would live. Two paces:',
    `    recorded: each pipe read the recorder saw, at its recorded time (${f1(fixture.chunks[fixture.chunks.length - 1][0] / 1000)} s: the CLI's own speed against a model that`,
    '              answers instantly; reads already due are merged, up to 64 KiB, as a pipe would);',
    `    flood:    ${CHUNK}-byte reads back to back, as fast as the host takes them (the fewest frames possible).`,
    "  Chat open: require('claude.chat.ui').open() shows the buffer (markdown syntax, manual folds, cursor following the end),",
    '  so Neovim redraws it after every frame; chat closed: opened and closed again before the stream, the same buffer, hidden.',
    '  Cost = host time of the render path (synchronous part of each flush: diff, render, status; plus msgpack encoding and',
    '  the pipe write of each request, timed at the client transport; wall time on a core of its own) + ALL Neovim CPU during the replay',
    '  (/proc/PID/task/*/schedstat: decoding, apply(), extmarks, folds, redraw). Parsing and Session.consume are left out.',
    '  Lower bound = the same measure for ONE nvim_buf_set_lines of the final transcript into a scratch buffer (no',
    `  window, no undo) of a fresh editor, as the stream's is, ${LOWER_BOUND_REPS} times after each cost run; every ratio uses the median of all.`,
    `  Each cost case runs ${COST_RUNS} times (fresh editors, cases in turn); the table shows its run of median cost.`,
    "  Latency: a separate process on the editor's socket (serverstart()) times nvim_eval('1') round trips,",
    `  one at a time about every ms: ${IDLE_MS} ms idle, then during a recorded-pace replay; ${LATENCY_RUNS} fresh editors each way.`,
    '  Naive baseline: every delta re-renders the whole transcript and replaces the whole buffer (one request per delta),',
    `  through the same gateway and apply(); too slow to run whole, so ${NAIVE_SAMPLES} evenly spaced deltas are timed and the total`,
    '  is extrapolated (sum x stride). Memory: a fresh host process, RSS after GC before and after a recorded-pace replay.',
    `  Host start: require() of the committed bundle in ${STARTUP_RUNS} fresh node processes (node's own start left out), and`,
    `  ${STARTUP_RUNS} times in one editor, from require('claude.host.host') starting the host job to its answer to a first request (ping).`,
    `  Sessions: 3 sessions replay the turn at once at recorded pace, session 1 shown, in ${LATENCY_RUNS} fresh editors; latency as above`,
    '  (round trips pooled), and CPU per session against 1 session alone (means). First text: 21 replies, each message and block started 8 ms before the first text delta;',
    "  from the host taking that delta to its text in the buffer (Neovim's on_lines, same monotonic clock), chat open.",
    '  Long session: the transcript grows to 10 MB over turns of about 100 KB; at 10 KB, 1 MB and 10 MB a reply streams',
    "  at 40 deltas/s: Neovim's CPU per frame, and the host's RSS after GC.",
    `  LSP, ${LSP_RUNS} fresh editors and sessions (real CLI, fake model): a language server answering definitions`,
    `  after ${f1(LSP_DELAY_MS / 1000)} s (test/lsp/slow-server.mjs) on an open file, the model calling the editor's`,
    "  definition tool: the probe's round trips from the prompt until the answer reached the model, then as many",
    '  with nothing pending.',
    '',
  ].join('\n');
}
