// Records the benchmark's large turn ONCE from the REAL `claude` CLI against the fake model (scenario
// `large` in test/fake-model/scenarios.ts): every stdout line of the session, temp paths replaced as in the
// test fixtures, written to bench/fixtures/large-turn.jsonl, or gzipped to large-turn.jsonl.gz when the
// text is over 5 MB. Beside it, large-turn.chunks.json.gz: how the stdout arrived, one [ms since the first
// chunk, line index, characters of that line received] per pipe read, for replaying at the CLI's own pace.
//   node scripts/run-ts.mjs bench/record.ts
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoRoot } from '../test/support/claude-env';
import { expectEqual, read, record } from '../test/fixtures/recorder';
import { largeSource } from '../test/fake-model/large-text';

const GZIP_OVER = 5 * 1024 * 1024;

async function main(): Promise<void> {
  const started = Date.now();
  const chunks: Array<[number, number, number]> = [];
  const lines = await record('large', {
    onChunk: (ms, line, chars) => {
      chunks.push([Math.round(ms * 1000) / 1000, line, chars]);
    },
    turns: ['large'],
    answer: 'allow',
    timeoutMs: 600_000,
    check: (dir, out) => {
      expectEqual('large.ts written', read(path.join(dir, 'large.ts')), largeSource(6, 120));
      expectEqual(
        'bash output seen',
        out.some((l) => l.includes('"type":"user"') && l.includes('149\\n150')),
        true,
      );
      // Not by the line's start: on the CLI 2.1.3xx `type` is not a result's first key.
      expectEqual('one result', out.filter((l) => JSON.parse(l).type === 'result').length, 1);
    },
  });
  const text = lines.join('\n') + '\n';
  const dir = path.join(repoRoot(), 'bench', 'fixtures');
  fs.mkdirSync(dir, { recursive: true });
  const plain = path.join(dir, 'large-turn.jsonl');
  const gz = plain + '.gz';
  for (const old of [plain, gz]) fs.rmSync(old, { force: true });
  fs.writeFileSync(path.join(dir, 'large-turn.chunks.json.gz'), zlib.gzipSync(JSON.stringify(chunks), { level: 9 }));
  const bytes = Buffer.byteLength(text);
  let written: string;
  if (bytes > GZIP_OVER) {
    fs.writeFileSync(gz, zlib.gzipSync(text, { level: 9 }));
    written = gz;
  } else {
    fs.writeFileSync(plain, text);
    written = plain;
  }
  const deltas = lines.filter((l) => l.includes('"type":"content_block_delta"')).length;
  console.log(
    `${path.relative(repoRoot(), written)}: ${lines.length} lines, ${(bytes / 1e6).toFixed(1)} MB of stdout, ` +
      `${deltas} deltas, ${(fs.statSync(written).size / 1e6).toFixed(1)} MB on disk; ${chunks.length} stdout chunks over ` +
      `${(chunks[chunks.length - 1][0] / 1000).toFixed(1)} s (${Date.now() - started} ms)`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
