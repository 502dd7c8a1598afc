import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each end-to-end file runs real Neovim and CLI processes; two cores, so at most two files at once.
    maxWorkers: 2,
    pool: 'forks',
  },
});
