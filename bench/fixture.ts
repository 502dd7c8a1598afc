// The benchmark's input: one large turn recorded from the real claude CLI by bench/record.ts (its stdout
// bytes and how they arrived), and what it holds, for the report and for counting rendered deltas.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { LineDecoder } from '../src/cli/process/lineDecoder';
import { parseLine, type InboundLine } from '../src/cli/protocol/inbound';
import { ROOT } from './root';

export const FIXTURE_DIR = path.join(ROOT, 'bench', 'fixtures');

/** [ms since the first chunk, line index, characters of that line received]: one recorded pipe read. */
export type RecordedChunk = [number, number, number];

/** The recorded CLI stdout of the large turn, as bytes (gunzipped if stored gzipped), and how it arrived. */
export function loadFixture(): { bytes: Buffer; file: string; chunks: RecordedChunk[] } {
  const plain = path.join(FIXTURE_DIR, 'large-turn.jsonl');
  const gz = plain + '.gz';
  const timing = path.join(FIXTURE_DIR, 'large-turn.chunks.json.gz');
  let bytes: Buffer;
  let file: string;
  if (fs.existsSync(plain)) {
    bytes = fs.readFileSync(plain);
    file = plain;
  } else if (fs.existsSync(gz)) {
    bytes = zlib.gunzipSync(fs.readFileSync(gz));
    file = gz;
  } else throw new Error(`no recorded turn in ${FIXTURE_DIR}: run node scripts/run-ts.mjs bench/record.ts`);
  if (!fs.existsSync(timing)) throw new Error(`${timing} is missing: run node scripts/run-ts.mjs bench/record.ts`);
  const chunks = JSON.parse(zlib.gunzipSync(fs.readFileSync(timing)).toString('utf8')) as RecordedChunk[];
  return { bytes, file, chunks };
}

/** A text or thinking delta: the stream events that change what the transcript shows. */
export function isRenderedDelta(p: InboundLine): boolean {
  if (p.kind !== 'message' || p.message.type !== 'stream_event') return false;
  const e = (p.message as { event?: { type?: string; delta?: { type?: string } } }).event;
  return e?.type === 'content_block_delta' && (e.delta?.type === 'text_delta' || e.delta?.type === 'thinking_delta');
}

export interface FixtureInfo {
  file: string;
  bytes: Buffer;
  chunks: RecordedChunk[];
  lines: number;
  deltas: number;
  textChars: number;
  thinkingChars: number;
  jsonDeltas: number;
  modelCalls: number;
  tools: string[];
  approvals: number;
}

/** The recorded turn with what the report says of it: lines, deltas, characters, model calls, tools. */
export function describeFixture(): FixtureInfo {
  const { bytes, file, chunks } = loadFixture();
  const decoder = new LineDecoder();
  const info: FixtureInfo = {
    file,
    bytes,
    chunks,
    lines: 0,
    deltas: 0,
    textChars: 0,
    thinkingChars: 0,
    jsonDeltas: 0,
    modelCalls: 0,
    tools: [],
    approvals: 0,
  };
  for (const line of [...decoder.push(bytes), ...decoder.end()]) {
    const p = parseLine(line);
    if (!p) continue;
    info.lines++;
    if (p.kind === 'permission') info.approvals++;
    if (p.kind !== 'message') continue;
    const m = p.message as Record<string, any>;
    if (m.type === 'stream_event') {
      const e = m.event;
      if (e?.type === 'message_start') info.modelCalls++;
      if (e?.type === 'content_block_start' && e.content_block?.type === 'tool_use')
        info.tools.push(e.content_block.name);
      if (e?.type !== 'content_block_delta') continue;
      if (e.delta?.type === 'text_delta') {
        info.deltas++;
        info.textChars += e.delta.text.length;
      } else if (e.delta?.type === 'thinking_delta') {
        info.deltas++;
        info.thinkingChars += e.delta.thinking.length;
      } else if (e.delta?.type === 'input_json_delta') info.jsonDeltas++;
    }
  }
  return info;
}
