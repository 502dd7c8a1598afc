// The bundle replaces winston by src/nvim/winstonStub.ts (the esbuild alias in package.json "build").
// The neovim client's logger module must still work on the stub: the client calls its getLogger() whenever
// it decodes a Buffer, Window or Tabpage from a reply.
import { build } from 'esbuild';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROOT } from './support/nvim';

const buildScript: string = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.build;
const stub = /--alias:winston=(\S+)/.exec(buildScript)?.[1];

type Logger = Record<'debug' | 'info' | 'warn' | 'error', (...args: unknown[]) => void> & { level: string };

/** neovim/lib/utils/logger.js bundled as the host bundles it (winston aliased to the stub), then loaded. */
async function loggerModuleOnStub(): Promise<{ getLogger(): Logger }> {
  const out = await build({
    stdin: { contents: "module.exports = require('neovim/lib/utils/logger');", resolveDir: ROOT },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    logLevel: 'silent',
    alias: { winston: path.resolve(ROOT, stub!) },
  });
  const mod = { exports: {} as { getLogger(): Logger } };
  new Function('module', 'exports', 'require', out.outputFiles[0].text)(
    mod,
    mod.exports,
    createRequire(path.join(ROOT, 'package.json')),
  );
  return mod.exports;
}

describe('winston stub', () => {
  const saved = { ...console };
  afterEach(() => {
    Object.assign(console, saved);
    vi.restoreAllMocks();
  });

  it('is what the build puts in place of winston', () => {
    expect(stub).toBe('./src/nvim/winstonStub.ts');
    expect(fs.existsSync(path.join(ROOT, stub!))).toBe(true);
  });

  it("serves the client's getLogger(): the quiet logger, and nothing ever reaches stdout", async () => {
    const { getLogger } = await loggerModuleOnStub();
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const logger = getLogger(); // also routes console.* through the logger, as winston's version did
    logger.debug('request -> %s', 'nvim_exec_lua');
    logger.info('handleRequest: %s', 'ping');
    logger.warn('careful %d', 1);
    logger.error('broken');
    console.log('a dependency talking');
    console.error('a dependency failing');
    const written = err.mock.calls.map((c) => String(c[0]));
    out.mockRestore();
    err.mockRestore();
    expect(out).not.toHaveBeenCalled();
    expect(logger.level).not.toBe('debug');
    expect(written).toEqual(['warn careful 1\n', 'error broken\n', 'error a dependency failing\n']);
  });
});
