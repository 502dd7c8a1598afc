// The scripts of the fake model a demo user can pick (test/fake-model/demo-guide.ts) are named wherever the
// user looks: `:help claude-demo` lists each with what it shows, README.md names each; the reply to a prompt
// without a tag, the demo's last reply and its start message point to the help.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoInit } from '../scripts/demo-init';
import { DEMO_GUIDE, TEST_ONLY_SCRIPTS, helpLines } from './fake-model/demo-guide';
import { scenarios } from './fake-model/scenarios';
import { ROOT } from './support/nvim';

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const context = { cwd: '/ws', planFile: null, refused: false };
/** All the text a scenario's replies hold. */
const replies = (name: string) => JSON.stringify(scenarios[name](context));

describe('the scripts of the demo', () => {
  it('are every scenario but the few the tests alone use, each once', () => {
    const tags = DEMO_GUIDE.map((s) => s.tag);
    expect(new Set(tags).size).toBe(tags.length);
    expect([...tags, ...TEST_ONLY_SCRIPTS].sort()).toEqual(Object.keys(scenarios).sort());
  });

  it(':help claude-demo lists each with what it shows', () => {
    const help = read('doc/claude.txt');
    const at = help.indexOf('*claude-demo*');
    expect(at).toBeGreaterThan(-1);
    expect(help.slice(at)).toContain(`\n${helpLines().join('\n')}\n`);
    for (const line of helpLines()) expect(line.length).toBeLessThanOrEqual(78);
  });

  // The README names a few and points to the help, which lists them all: it stays short (under 12 KB).
  it('README.md names some, each a script that exists, and the help tag', () => {
    const readme = read('README.md');
    const demo = readme.slice(readme.indexOf('### Try it without an account'), readme.indexOf('### Everyday use'));
    const named = [...demo.matchAll(/`([a-z][\w-]{2,})`/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(3);
    for (const tag of named)
      expect(
        DEMO_GUIDE.map((s) => s.tag),
        tag,
      ).toContain(tag);
    expect(demo).toContain(':help claude-demo');
  });

  it('a prompt without a tag is answered with where they are; so does the end of the demo', () => {
    expect(replies('default')).toContain(':help claude-demo');
    expect(replies('demo')).toContain(':help claude-demo');
  });

  // Whole on the command line at 80 columns: test/prompts.e2e.test.ts.
  it("the demo's start message names the help tag", () => {
    const init = demoInit({ claude: 'claude', env: {}, logFile: '/tmp/log' });
    const say = /notify'\)\.say\('([^']*)'\)/.exec(init)?.[1] ?? '';
    expect(say).toContain(':help claude-demo');
  });
});
