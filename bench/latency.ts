// Editor latency while the chat streams: the probe's round trips with the editor idle, then during a
// recorded-pace replay, in fresh editors that are not pinned (the latency a user meets).
import { editor } from './editor';
import type { FixtureInfo } from './fixture';
import { Probe } from './latency-probe';
import { IDLE_MS } from './options';
import { streamPass } from './stream-pass';

export interface Latency {
  idle: number[];
  streaming: number[];
  replayMs: number[];
}

export async function latencyRuns(fixture: FixtureInfo, window: boolean, runs: number): Promise<Latency> {
  const out: Latency = { idle: [], streaming: [], replayMs: [] };
  for (let run = 0; run < runs; run++) {
    const ed = await editor(window, false); // latency is what a user meets: nothing pinned
    const probe = await Probe.start(ed.address);
    try {
      probe.reset();
      await new Promise((r) => setTimeout(r, IDLE_MS));
      out.idle.push(...(await probe.dump()));
      const pass = await streamPass(ed, fixture, probe, 'recorded');
      out.streaming.push(...pass.latency!);
      out.replayMs.push(pass.wallMs);
    } finally {
      await probe.quit();
      await ed.quit();
    }
  }
  return out;
}
