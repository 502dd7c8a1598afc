// One replay of the recorded turn through the real ChatController (its Session, its ViewSync with the
// TranscriptRenderer and FrameScheduler, and NvimView) into an editor: what it cost the host and Neovim,
// its RPC traffic, host memory around it and, with a probe, the editor's latency meanwhile.
import type { InboundLine } from '../src/cli/protocol/inbound';
import { ChatController } from '../src/host/chat/chat';
import { fileLogger } from '../src/host/log';
import { NvimView } from '../src/nvim/gateway';
import { DEFAULT_KEYS } from '../test/support/render';
import { applyTimer, resetApplyTimer, type Editor } from './editor';
import { isRenderedDelta, type FixtureInfo } from './fixture';
import { newFlushStats, timeFlushes, type FlushStats } from './flush-timing';
import type { Probe } from './latency-probe';
import { BUDGET, CHUNK, FRAME_MS, MEMORY_ONLY, PROMPT, WORKSPACE } from './options';
import { replay, replayRecorded, sendPrompt, sinkInto } from './replay';
import { cpuMsOf, gc } from './timing';
import { newWireStats, type WireStats } from './wire';

export interface StreamPass {
  deltas: number;
  chunks: number;
  wire: WireStats;
  flush: FlushStats;
  nvimCpuMs: number;
  luaApplyMs: number;
  luaApplies: number;
  wallMs: number;
  rssBefore: number;
  rssAfter: number;
  heapBefore: number;
  heapAfter: number;
  latency: number[] | null;
  chat: ChatController;
}

/** The controller as the host makes one, at the plugin's default frame pacing (or --frame-ms, --budget). */
export function benchChat(ed: Editor): ChatController {
  return new ChatController(
    {
      command: 'claude',
      args: [],
      env: {},
      cwd: WORKSPACE,
      frameMs: FRAME_MS,
      renderBudget: BUDGET,
      keys: DEFAULT_KEYS,
      id: '1',
    },
    new NvimView(ed.nvim),
    fileLogger(null),
  );
}

/** One replay at `pace` ('max': the flood), counted from the user's prompt until the last frame is applied. */
export async function streamPass(
  ed: Editor,
  fixture: Pick<FixtureInfo, 'bytes' | 'chunks'>,
  probe: Probe | null,
  pace: 'recorded' | 'max',
): Promise<StreamPass> {
  const chat = benchChat(ed);
  const wire = newWireStats();
  const flush = newFlushStats(MEMORY_ONLY);
  await resetApplyTimer(ed);
  gc();
  const rssBefore = process.memoryUsage().rss;
  const heapBefore = process.memoryUsage().heapUsed;
  let deltas = 0;
  const sink = sinkInto(() => chat.session);
  probe?.reset();
  const cpu0 = cpuMsOf(ed.pid);
  ed.setWire(wire);
  timeFlushes(flush);
  const t0 = performance.now();
  sendPrompt(chat, PROMPT); // sent: a turn runs until the recording's result
  const onLine = (p: InboundLine) => {
    if (isRenderedDelta(p)) deltas++;
    sink(p);
  };
  const info =
    pace === 'max'
      ? await replay(fixture.bytes, CHUNK, onLine)
      : await replayRecorded(fixture.bytes, fixture.chunks, onLine);
  await chat.drain();
  const wallMs = performance.now() - t0;
  timeFlushes(null);
  ed.setWire(null);
  const cpu1 = cpuMsOf(ed.pid);
  const latency = probe ? await probe.dump() : null;
  gc();
  const rssAfter = process.memoryUsage().rss;
  const heapAfter = process.memoryUsage().heapUsed;
  const applies = await applyTimer(ed);
  return {
    deltas,
    chunks: info.chunks,
    wire,
    flush,
    nvimCpuMs: cpu1 - cpu0,
    luaApplyMs: applies.ms,
    luaApplies: applies.calls,
    wallMs,
    rssBefore,
    rssAfter,
    heapBefore,
    heapAfter,
    latency,
    chat,
  };
}
