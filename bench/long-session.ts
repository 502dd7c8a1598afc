// A long session: the transcript grows to 10 MB over many turns; at 10 KB, 1 MB and 10 MB a reply streams
// at a model's pace, and what one of its frames costs (host and Neovim CPU) and the host's RSS are taken.
// A frame's cost should not grow with what is above it. Chat open.
import { execFileSync } from 'node:child_process';
import type { SDKMessage } from '../src/cli/protocol/inbound';
import { say } from './format';
import { editor } from './editor';
import { newFlushStats, timeFlushes } from './flush-timing';
import { sendPrompt, sleep, streamEvent as event } from './replay';
import { benchChat } from './stream-pass';
import { cpuMsOf, gc } from './timing';

export interface LongPoint {
  transcriptBytes: number;
  frames: number;
  frameMs: number;
  nvimMsPerFrame: number;
  rssMb: number;
}

/** Where the figures are taken, in bytes of transcript. */
const POINTS = [10_000, 1_000_000, 10_000_000];
/** One filler turn's reply: markdown paragraphs, a list and a code block, about 100 KB. */
const PARAGRAPH =
  'The answer goes on with **bold** words, `code`, and a [link](https://example.com) in a long line of prose. ';
const FILLER = Array.from(
  { length: 100 },
  (_, i) =>
    `## Part ${i}\n\n${PARAGRAPH.repeat(8)}\n\n- item one\n- item two\n\n\`\`\`ts\nconst part${i} = ${i};\n\`\`\`\n`,
).join('\n');
/** The probe reply: this many deltas, this many a second (10 s: at the default budget, frames come every
 *  200-250 ms, and 40 or more of them give a steady mean). */
const PROBE_DELTAS = 400;
const PROBE_RATE = 40;

export async function longSessionRun(): Promise<LongPoint[]> {
  const ed = await editor(true, false);
  try {
    const chat = benchChat(ed);
    const s = chat.session;
    let turn = 0;
    const reply = async (paced: boolean, text: string) => {
      turn++;
      sendPrompt(chat, `question ${turn}`);
      s.consume(event({ type: 'message_start', message: { id: `m-${turn}`, role: 'assistant', content: [] } }));
      s.consume(event({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }));
      if (paced) {
        for (let i = 0; i < PROBE_DELTAS; i++) {
          s.consume(
            event({
              type: 'content_block_delta',
              index: 0,
              delta: { type: 'text_delta', text: `word${i} and more words, ` },
            }),
          );
          await sleep(1000 / PROBE_RATE);
        }
      } else {
        s.consume(event({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } }));
      }
      s.consume(event({ type: 'content_block_stop', index: 0 }));
      s.consume(event({ type: 'message_stop' }));
      s.consume({ type: 'result', subtype: 'success', total_cost_usd: 0, usage: {} } as unknown as SDKMessage);
      await chat.drain();
    };
    const bytes = () =>
      ed.lua<number>(`local b = require('claude.records.view').sessions['1'].buf
      return vim.api.nvim_buf_get_offset(b, vim.api.nvim_buf_line_count(b))`);
    const out: LongPoint[] = [];
    for (const point of POINTS) {
      while ((await bytes()) < point - 5_000)
        await reply(false, FILLER.slice(0, Math.min(FILLER.length, point - (await bytes()))));
      await sleep(300);
      const flush = newFlushStats(false);
      const cpu0 = cpuMsOf(ed.pid);
      timeFlushes(flush);
      await reply(true, '');
      timeFlushes(null);
      const nvimMs = cpuMsOf(ed.pid) - cpu0;
      gc();
      out.push({
        transcriptBytes: await bytes(),
        frames: flush.flushes,
        frameMs: flush.costs.reduce((a, b) => a + b, 0) / Math.max(1, flush.costs.length),
        nvimMsPerFrame: nvimMs / Math.max(1, flush.flushes),
        rssMb: process.memoryUsage().rss / 1e6,
      });
    }
    await chat.close();
    return out;
  } finally {
    await ed.quit();
  }
}

/** The case in a fresh host process (this script with --long-only), so that RSS grows from a fresh heap. */
export function longSessionChild(): LongPoint[] {
  const out = execFileSync(process.execPath, [...process.execArgv, process.argv[1], '--long-only'], {
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  return JSON.parse(out.trim().split('\n').pop()!) as LongPoint[];
}

/** The child's side: the figures as the last line of stdout. */
export async function longSessionOnly(): Promise<void> {
  say(JSON.stringify(await longSessionRun()));
}
