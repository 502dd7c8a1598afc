// The renderer reuses its last render of a streaming entry (and the transcript patches only what moved):
// whatever arrives, the buffer it builds must equal a full render from scratch.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LineDecoder } from '../src/cli/process/lineDecoder';
import { parseLine } from '../src/cli/protocol/inbound';
import { EntryRenderer } from '../src/render/transcript/entry';
import { BufferModel } from './support/buffer-model';
import { DEFAULT_RENDER_OPTIONS } from './support/render';
import { TranscriptRenderer } from '../src/render/transcript/transcript';
import { Session } from '../src/session/model/session';
import type { AssistantEntry, Entry } from '../src/session/model/types';
import { rng } from './fake-model/large-text';

/** A full render of `entries` that shares nothing with earlier renders (fresh objects, so no cache). */
function fresh(entries: readonly Entry[]) {
  return (
    new TranscriptRenderer({ ...DEFAULT_RENDER_OPTIONS }).update(structuredClone(entries as Entry[])) ?? {
      lines: [],
      folds: [],
      prompts: [],
      highlights: [],
    }
  );
}

function expectSame(model: BufferModel, entries: readonly Entry[], where: string): void {
  const ref = fresh(entries);
  expect(model.lines, `${where}: lines`).toEqual(ref.lines);
  expect(model.folds, `${where}: folds`).toEqual(ref.folds);
  expect(model.prompts, `${where}: prompts`).toEqual(ref.prompts);
  expect(model.highlights, `${where}: highlights`).toEqual(ref.highlights);
}

const PIECES = [
  'a',
  'word ',
  '\n',
  '\n\n',
  '  ',
  ' \n',
  'x\ny',
  '```ts\n',
  'é🎉',
  '',
  '\t',
  'end.\n',
  // Markdown, whose highlights depend on earlier lines (fences) and on the whole line (emphasis, code spans).
  '```\n',
  '`co',
  'de` ',
  '**bo',
  'ld** ',
  '# head\n',
  '- item ',
  '_it_ ',
  'é`ü`',
  '~~~\n',
  '[l](http://x.y) ',
];

describe('incremental rendering', () => {
  it('renders a streaming assistant entry exactly as a full render, whatever the deltas', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const r = rng(seed);
      const entry: AssistantEntry = {
        kind: 'assistant',
        key: 1,
        version: 1,
        messageId: 'm',
        blocks: [],
        streamed: true,
      };
      const renderer = new EntryRenderer(DEFAULT_RENDER_OPTIONS);
      for (let step = 0; step < 60; step++) {
        const roll = r();
        if (roll < 0.12 || entry.blocks.length === 0) {
          // A new block ends the one before (a thinking block then folds at another level).
          for (const b of entry.blocks) b.streaming = false;
          entry.blocks.push({
            type: r() < 0.4 ? 'thinking' : 'text',
            text: r() < 0.2 ? '' : PIECES[Math.floor(r() * PIECES.length)],
            streaming: r() < 0.8,
          });
        } else if (roll < 0.2) {
          entry.blocks[entry.blocks.length - 1].streaming = false; // content_block_stop
        } else {
          // Deltas usually go to the last block, sometimes to an earlier one (several content blocks in flight).
          const at = r() < 0.85 ? entry.blocks.length - 1 : Math.floor(r() * entry.blocks.length);
          // Streamed text keeps its pieces (which the renderer reads); an assistant message's does not.
          const block = entry.blocks[at];
          const piece = PIECES[Math.floor(r() * PIECES.length)];
          if (r() < 0.8) (block.pieces ??= [block.text]).push(piece);
          else block.pieces = undefined;
          block.text += piece;
        }
        if (r() < 0.7) {
          const got = renderer.render(entry);
          const ref = new EntryRenderer(DEFAULT_RENDER_OPTIONS).render(structuredClone(entry));
          expect(
            { lines: got.lines, folds: got.folds, highlights: got.highlights },
            `seed ${seed} step ${step}`,
          ).toEqual({ lines: ref.lines, folds: ref.folds, highlights: ref.highlights });
        }
      }
    }
  });

  const fixtures = path.join(__dirname, 'fixtures');
  const large = path.join(__dirname, '..', 'bench', 'fixtures', 'large-turn.jsonl.gz');
  const cases: Array<[string, () => string, number]> = fs
    .readdirSync(fixtures)
    .filter((f) => f.endsWith('.jsonl'))
    .map((f) => [f, () => fs.readFileSync(path.join(fixtures, f), 'utf8'), 1] as [string, () => string, number]);
  if (fs.existsSync(large))
    cases.push([
      'bench large turn (first 6,000 lines)',
      () => zlib.gunzipSync(fs.readFileSync(large)).toString('utf8').split('\n').slice(0, 6000).join('\n'),
      97,
    ]);

  it.each(cases)('patches the buffer into exactly a full render while %s streams', (_name, read, every) => {
    const session = new Session('/WORKSPACE');
    const renderer = new TranscriptRenderer({ ...DEFAULT_RENDER_OPTIONS });
    const model = new BufferModel();
    session.addUser('Please go ahead');
    const decoder = new LineDecoder();
    let n = 0;
    let pending: string | null = null;
    const step = () => {
      const patch = renderer.update(session.entries);
      if (patch) model.apply(patch);
    };
    for (const line of [...decoder.push(read()), ...decoder.end()]) {
      const p = parseLine(line);
      if (!p) continue;
      if (pending) {
        session.resolveApproval(pending);
        pending = null;
      }
      if (p.kind === 'message') session.consume(p.message);
      else if (p.kind === 'permission') {
        session.addApproval(p.prompt);
        pending = p.prompt.requestId;
      }
      // Render after some lines only, so patches also cover several deltas at once.
      if (++n % 3 !== 0) continue;
      step();
      if (n % every === 0) expectSame(model, session.entries, `line ${n}`);
    }
    step();
    expectSame(model, session.entries, 'end');
  });
});
