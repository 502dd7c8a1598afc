// Time to first text: from the host taking the first text delta of a reply (after the message and its
// block started, as the CLI writes them) to that text being in the transcript buffer, read from Neovim's
// own clock (on_lines) against the host's: both are the system's monotonic clock. Chat open.
import type { SDKMessage } from '../src/cli/protocol/inbound';
import { editor } from './editor';
import { sendPrompt, sleep, streamEvent as event } from './replay';
import { benchChat } from './stream-pass';

/** Replies timed, and the pause between the block's start and its first text (the API's ping comes between). */
const REPLIES = 21;
const START_TO_TEXT_MS = 8;

/** ms from each reply's first delta reaching the session to its text in the buffer. */
export async function firstTextRun(): Promise<number[]> {
  const ed = await editor(true, false);
  try {
    const chat = benchChat(ed);
    const out: number[] = [];
    for (let i = 0; i < REPLIES; i++) {
      const marker = `first words of reply ${i}`;
      sendPrompt(chat, `question ${i}`);
      await chat.drain();
      await ed.lua(
        `
        local marker = ...
        _G.bench_first_seen = nil
        local buf = require('claude.records.view').sessions['1'].buf
        vim.api.nvim_buf_attach(buf, false, { on_lines = function(_, b, _, first, _, last)
          if _G.bench_first_seen then return true end
          for _, l in ipairs(vim.api.nvim_buf_get_lines(b, first, last, false)) do
            if l:find(marker, 1, true) then _G.bench_first_seen = vim.uv.hrtime() return true end
          end
        end })`,
        [marker],
      );
      chat.session.consume(event({ type: 'message_start', message: { id: `m-${i}`, role: 'assistant', content: [] } }));
      chat.session.consume(event({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }));
      await sleep(START_TO_TEXT_MS);
      const t0 = process.hrtime.bigint();
      chat.session.consume(
        event({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: marker } }),
      );
      let seen: number | null = null;
      for (let tries = 0; seen === null && tries < 2000; tries++) {
        seen = await ed.lua<number | null>('return _G.bench_first_seen');
        if (seen === null) await sleep(1);
      }
      if (seen !== null) out.push(Number(BigInt(seen) - t0) / 1e6);
      chat.session.consume(
        event({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: ' and the rest of it.' } }),
      );
      chat.session.consume(event({ type: 'content_block_stop', index: 0 }));
      chat.session.consume(event({ type: 'message_stop' }));
      chat.session.consume({
        type: 'result',
        subtype: 'success',
        total_cost_usd: 0,
        usage: {},
      } as unknown as SDKMessage);
      await chat.drain();
      await sleep(120);
    }
    await chat.close();
    return out;
  } finally {
    await ed.quit();
  }
}
