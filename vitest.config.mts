import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each end-to-end file runs real Neovim and CLI processes. Three files at once on two cores: a test waits part
    // of its time (a reply streaming at the fake model's pace, a timeout it proves, a poll), and a third file
    // uses those waits; two left a quarter to a third of the cores idle (TESTING.md, *How long it takes*).
    maxWorkers: 3,
    pool: 'forks',
  },
});
