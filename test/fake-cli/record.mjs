#!/usr/bin/env node
// A stand-in for the `claude` CLI that first records how it was started, then is test/fake-cli/scripted.mjs
// (hosted like the real CLI, its prompts answered by script). Each hosted start appends one JSON line to the
// file $FAKE_CLI_RECORD: { pid, script (the path it was run by), argv (after that), cwd, env }, so a test
// sees exactly which command, flags, environment and directory the plugin's options gave the CLI. Run any
// other way (`:checkhealth claude` runs `claude --version`), it prints a version and exits.
import fs from 'node:fs';

if (!process.argv.includes('stream-json')) {
  process.stdout.write('2.1.332 (Claude Code)\n');
  process.exit(0);
}
if (process.env.FAKE_CLI_RECORD) {
  const record = {
    pid: process.pid,
    script: process.argv[1],
    argv: process.argv.slice(2),
    cwd: process.cwd(),
    env: process.env,
  };
  fs.appendFileSync(process.env.FAKE_CLI_RECORD, JSON.stringify(record) + '\n');
}
await import('./scripted.mjs');
