// The contrast the report gives: a naive renderer that redraws the whole transcript for every delta,
// through the same gateway and frame.apply(), timed on a sample of deltas and extrapolated.
import { NvimView } from '../src/nvim/gateway';
import { TranscriptRenderer } from '../src/render/transcript/transcript';
import { Session } from '../src/session/model/session';
import { DEFAULT_RENDER_OPTIONS } from '../test/support/render';
import { total, type Cost } from './cost';
import type { Editor } from './editor';
import { isRenderedDelta, type FixtureInfo } from './fixture';
import { CHUNK, NAIVE_SAMPLES, PROMPT, WORKSPACE } from './options';
import { replay, sinkInto } from './replay';
import { cpuMsOf, hostMs } from './timing';
import { newWireStats } from './wire';

export interface NaivePass {
  sampled: number;
  stride: number;
  deltas: number;
  estimate: Cost;
  perDeltaLastMs: number;
}

/** The baseline: every delta re-renders the whole transcript and replaces the whole buffer (one request per
 *  delta), through the same gateway and frame.apply. Every `stride`-th delta is rendered and timed; the
 *  total is extrapolated as the sum of the samples times the stride. */
export async function naivePass(ed: Editor, fixture: FixtureInfo): Promise<NaivePass> {
  const view = new NvimView(ed.nvim);
  const session = new Session(WORKSPACE);
  session.addUser(PROMPT);
  const stride = Math.max(1, Math.floor(fixture.deltas / NAIVE_SAMPLES));
  const samples: Cost[] = [];
  let lineCount = 0;
  let deltas = 0;
  const render = async () => {
    const t0 = performance.now();
    const c0 = hostMs();
    const patch = new TranscriptRenderer({ ...DEFAULT_RENDER_OPTIONS }).update(session.entries);
    if (!patch) return;
    patch.end = lineCount;
    const syncMs = hostMs() - c0;
    const wire = newWireStats();
    const cpu0 = cpuMsOf(ed.pid);
    ed.setWire(wire);
    await view.apply({ patch });
    ed.setWire(null);
    samples.push({ hostMs: syncMs + wire.encodeMs, nvimMs: cpuMsOf(ed.pid) - cpu0, wallMs: performance.now() - t0 });
    lineCount = patch.lines.length;
  };
  const sink = sinkInto(() => session);
  await replay(fixture.bytes, CHUNK, (p) => {
    sink(p);
    if (isRenderedDelta(p) && ++deltas % stride === 0) return render();
  });
  const sum = (k: keyof Cost) => samples.reduce((n, s) => n + s[k], 0) * stride;
  const last = samples[samples.length - 1];
  return {
    sampled: samples.length,
    stride,
    deltas,
    estimate: { hostMs: sum('hostMs'), nvimMs: sum('nvimMs'), wallMs: sum('wallMs') },
    perDeltaLastMs: total(last),
  };
}
