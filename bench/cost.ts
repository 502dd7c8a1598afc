// Streaming cost against its lower bound, the targets' measure: a replay in a fresh editor, the check that
// it left the buffer a full render would, and single writes of the final transcript for the lower bound.
import type { ChatController } from '../src/host/chat/chat';
import { TranscriptRenderer } from '../src/render/transcript/transcript';
import { DEFAULT_RENDER_OPTIONS } from '../test/support/render';
import { editor, type Editor } from './editor';
import type { FixtureInfo } from './fixture';
import { LOWER_BOUND_REPS } from './options';
import { streamPass, type StreamPass } from './stream-pass';
import { cpuMsOf, gc, gcInside } from './timing';
import { newWireStats, warmEncoder } from './wire';

export interface Cost {
  hostMs: number;
  nvimMs: number;
  wallMs: number;
}
export const total = (c: Cost) => c.hostMs + c.nvimMs;

/** One nvim_buf_set_lines of the final transcript into a scratch buffer (no window, no undo), `reps` times:
 *  each in a FRESH editor (cold, the measure the targets use: the streamed transcript too is the first
 *  thing its editor holds, and a first write pays for growing Neovim's heap), or each in `warmIn`, the
 *  editor that already holds the streamed transcript (warm: about half the cost, shown for contrast). */
export async function lowerBound(lines: string[], reps: number, warmIn?: Editor): Promise<Cost[]> {
  const runs: Cost[] = [];
  for (let i = 0; i < reps; i++) {
    const ed = warmIn ?? (await editor(false, true, true));
    try {
      const buf = await ed.lua<number>(
        'local b = vim.api.nvim_create_buf(false, true); vim.bo[b].undolevels = -1; return b',
      );
      // The host warm, as in the stream passes (which run after the latency runs): a new client's first
      // large encode runs de-optimized, at about twice the cost of the next. Encoded, not sent.
      warmEncoder(ed.nvim, ['nvim_buf_set_lines', [buf, 0, -1, false, lines]]);
      const wire = newWireStats();
      gc();
      const cpu0 = cpuMsOf(ed.pid);
      ed.setWire(wire);
      const t0 = performance.now();
      await ed.nvim.request('nvim_buf_set_lines', [buf, 0, -1, false, lines]);
      const wallMs = performance.now() - t0;
      ed.setWire(null);
      runs.push({ hostMs: wire.encodeMs, nvimMs: cpuMsOf(ed.pid) - cpu0, wallMs });
      const count = await ed.lua<number>('return vim.api.nvim_buf_line_count(...)', [buf]);
      if (count !== lines.length) throw new Error(`lower bound: ${count} lines written, expected ${lines.length}`);
      if (warmIn) await ed.lua('vim.api.nvim_buf_delete(..., { force = true })', [buf]);
    } finally {
      if (!warmIn) await ed.quit();
    }
  }
  return runs;
}

/** The run of median total cost. */
export function medianCost(runs: Cost[]): Cost {
  return runs.slice().sort((a, b) => total(a) - total(b))[Math.floor(runs.length / 2)];
}

/** The streamed buffer must be what a full render of the final session gives: lines, folds, prompts,
 *  highlights. */
async function checkFinalBuffer(
  ed: Editor,
  chat: ChatController,
): Promise<{ lines: string[]; ok: boolean; why: string }> {
  const got = await ed.lua<{ lines: string[]; folds: number[][]; prompts: number[]; marks: number }>(`
    local buf, transcript = require('claude.records.view').sessions['1'].buf, require('claude.transcript.transcript')
    return { lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false), folds = require('claude.transcript.folds').ranges(buf),
      prompts = transcript.prompts(buf), marks = #vim.api.nvim_buf_get_extmarks(buf, transcript.ns, 0, -1, {}) }`);
  const ref = new TranscriptRenderer({ ...DEFAULT_RENDER_OPTIONS }).update(chat.session.entries)!;
  const problems: string[] = [];
  if (got.lines.length !== ref.lines.length || got.lines.some((l, i) => l !== ref.lines[i])) {
    const at = got.lines.findIndex((l, i) => l !== ref.lines[i]);
    problems.push(`lines differ (${got.lines.length} vs ${ref.lines.length}, first at ${at})`);
  }
  // The editor counts lines from 1.
  const folds = ref.folds.map(([first, last, level]) => [first + 1, last + 1, level]);
  if (JSON.stringify(got.folds) !== JSON.stringify(folds)) problems.push('folds differ');
  if (JSON.stringify(got.prompts) !== JSON.stringify(ref.prompts.map((l) => l + 1))) problems.push('prompts differ');
  if (got.marks !== ref.highlights.length) problems.push(`${got.marks} extmarks, expected ${ref.highlights.length}`);
  return { lines: got.lines, ok: problems.length === 0, why: problems.join('; ') };
}

export interface CostRun {
  label: string;
  pass: StreamPass;
  cost: Cost;
  lb: Cost[];
  lbWarm: Cost[];
  check: Awaited<ReturnType<typeof checkFinalBuffer>>;
  gcRender: number;
  gcEncode: number;
}

/** One replay without the probe in a fresh editor, then the lower bound in the same editor. */
export async function costRun(fixture: FixtureInfo, window: boolean, pace: 'recorded' | 'max'): Promise<CostRun> {
  const ed = await editor(window);
  try {
    const pass = await streamPass(ed, fixture, null, pace);
    const gcRender = await gcInside(pass.flush.windows);
    const gcEncode = await gcInside(pass.wire.windows);
    const check = await checkFinalBuffer(ed, pass.chat);
    const lbWarm = await lowerBound(check.lines, 2, ed);
    const lb = await lowerBound(check.lines, LOWER_BOUND_REPS);
    const cost: Cost = {
      hostMs: pass.flush.syncMs + pass.wire.encodeMs,
      nvimMs: pass.nvimCpuMs,
      wallMs: pass.flush.wallMs,
    };
    return {
      label: `${pace === 'max' ? 'flood' : 'recorded pace'}, chat ${window ? 'open' : 'closed'}`,
      pass,
      cost,
      lb,
      lbWarm,
      check,
      gcRender,
      gcEncode,
    };
  } finally {
    await ed.quit();
  }
}
