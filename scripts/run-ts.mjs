#!/usr/bin/env node
// Runs a TypeScript entry point: bundles it with esbuild (platform node, CommonJS, packages left external)
// into .deps/run-ts/, then runs the bundle with node, passing the remaining arguments through.
//   node scripts/run-ts.mjs path/to/entry.ts [args...]
import { build } from 'esbuild';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [entryArg, ...args] = process.argv.slice(2);
if (!entryArg) {
  console.error('usage: node scripts/run-ts.mjs <entry.ts> [args...]');
  process.exit(2);
}
const entry = path.resolve(entryArg);
const outDir = path.join(root, '.deps', 'run-ts');
fs.mkdirSync(outDir, { recursive: true });
const tag = createHash('sha1').update(entry).digest('hex').slice(0, 8);
const outfile = path.join(outDir, `${path.basename(entry).replace(/\.[cm]?tsx?$/, '')}-${tag}.cjs`);

try {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: `node${process.versions.node.split('.')[0]}`,
    packages: 'external',
    sourcemap: 'inline',
    logLevel: 'warning',
  });
} catch {
  process.exit(1); // esbuild already printed the errors
}

// Node's own flags (node --single-threaded-gc scripts/run-ts.mjs ...) apply to the entry point too.
const child = spawn(process.execPath, [...process.execArgv, '--enable-source-maps', outfile, ...args], {
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => {
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});
