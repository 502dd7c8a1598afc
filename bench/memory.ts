// Host memory per MB of transcript: one recorded-pace replay in a host process of its own (this benchmark
// run again with --memory-only), so that nothing measured before it skews the RSS figures.
import { execFileSync } from 'node:child_process';
import { editor } from './editor';
import { loadFixture } from './fixture';
import { say } from './format';
import { streamPass } from './stream-pass';

export interface MemoryFigures {
  rssBefore: number;
  rssAfter: number;
  peakRss: number;
  heapBefore: number;
  heapAfter: number;
  transcriptBytes: number;
}

/** In a fresh host process (this script with --memory-only), so that nothing measured before skews RSS. */
export function memoryChild(): MemoryFigures {
  const out = execFileSync(process.execPath, [...process.execArgv, process.argv[1], '--memory-only'], {
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  return JSON.parse(out.trim().split('\n').pop()!) as MemoryFigures;
}

/** The child's side: one replay with the chat open, its figures printed as the last line of stdout. */
export async function memoryOnly(): Promise<void> {
  const fixture = loadFixture();
  const ed = await editor(true);
  try {
    const pass = await streamPass(ed, fixture, null, 'recorded');
    const transcriptBytes = await ed.lua<number>(`local b = require('claude.records.view').sessions['1'].buf
      return vim.api.nvim_buf_get_offset(b, vim.api.nvim_buf_line_count(b))`);
    const figures: MemoryFigures = {
      rssBefore: pass.rssBefore,
      rssAfter: pass.rssAfter,
      peakRss: pass.flush.peakRss,
      heapBefore: pass.heapBefore,
      heapAfter: pass.heapAfter,
      transcriptBytes,
    };
    say(JSON.stringify(figures));
  } finally {
    await ed.quit();
  }
}
