// The chat at a real model's pace (a few dozen deltas a second, not a flood): how often frames come and
// what each costs, which is what render_budget paces.
import { LineDecoder } from '../src/cli/process/lineDecoder';
import { parseLine } from '../src/cli/protocol/inbound';
import { applyTimer, editor, resetApplyTimer } from './editor';
import { isRenderedDelta, type FixtureInfo } from './fixture';
import { newFlushStats, timeFlushes } from './flush-timing';
import { MODEL_DELTAS, MODEL_RATE, PROMPT } from './options';
import { sendPrompt, sinkInto } from './replay';
import { benchChat } from './stream-pass';

export interface ModelPace {
  deltas: number;
  frames: number;
  seconds: number;
  meanGap: number;
  maxGap: number;
  meanCost: number;
  maxCost: number;
  hostMs: number;
  applyMs: number;
}

/** A real model's pace: the first MODEL_DELTAS rendered deltas of the turn, MODEL_RATE a second (other lines
 *  at once), chat open. How often frames come and what each reported it cost the editor and host. */
export async function modelPacePass(fixture: FixtureInfo): Promise<ModelPace> {
  const ed = await editor(true, false);
  try {
    const chat = benchChat(ed);
    const flush = newFlushStats(false);
    const sink = sinkInto(() => chat.session);
    sendPrompt(chat, PROMPT); // sent: a turn runs until the recording's result
    await chat.drain();
    await resetApplyTimer(ed);
    timeFlushes(flush);
    const t0 = performance.now();
    let deltas = 0;
    const decoder = new LineDecoder();
    for (const line of decoder.push(fixture.bytes)) {
      const p = parseLine(line);
      if (!p) continue;
      if (isRenderedDelta(p)) {
        if (++deltas > MODEL_DELTAS) break;
        const due = t0 + (deltas * 1000) / MODEL_RATE;
        await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
      }
      sink(p);
    }
    await chat.drain();
    timeFlushes(null);
    const applies = await applyTimer(ed);
    const gaps = flush.starts.slice(1).map((t, i) => t - flush.starts[i]);
    return {
      deltas: Math.min(deltas, MODEL_DELTAS),
      frames: flush.flushes,
      seconds: (performance.now() - t0) / 1000,
      meanGap: gaps.reduce((a, b) => a + b, 0) / Math.max(1, gaps.length),
      maxGap: Math.max(0, ...gaps),
      meanCost: flush.costs.reduce((a, b) => a + b, 0) / Math.max(1, flush.costs.length),
      maxCost: Math.max(0, ...flush.costs),
      hostMs: flush.syncMs / Math.max(1, flush.flushes),
      applyMs: applies.ms / Math.max(1, applies.calls),
    };
  } finally {
    await ed.quit();
  }
}
