// Deterministic, realistic-looking long markdown for the `large` scenario (the streaming benchmark):
// prose paragraphs on one long line each, headings, bullet lists, and fenced code blocks in several
// languages, from a seeded generator, so every recording of the scenario streams the same text.

/** A small seeded PRNG (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'the buffer renderer stream frame patch line highlight fold window cursor session model delta transcript ' +
  'editor latency request batch flush host client socket message entry block thinking tool result approval ' +
  'change file quickfix status winbar cost token output input cache scheduler event loop chunk decoder parser ' +
  'neovim plugin lua node process pipe json schema version key value update render diff append tail head ' +
  'simply because therefore however which keeps every only once after before while until since would could ' +
  'should must may might also then so that this those these each other more less first last next previous'
).split(' ');

const IDENTS = [
  'buffer',
  'lines',
  'patch',
  'frame',
  'entry',
  'session',
  'renderer',
  'delta',
  'count',
  'start',
  'stop',
  'offset',
  'result',
  'state',
  'chunk',
];

function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)];
}

function sentence(r: () => number): string {
  const n = 6 + Math.floor(r() * 16);
  const words: string[] = [];
  for (let i = 0; i < n; i++) {
    let w = pick(r, WORDS);
    if (r() < 0.05) w = `\`${pick(r, IDENTS)}\``;
    else if (r() < 0.03) w = `**${w}**`;
    words.push(w);
  }
  const s = words.join(' ');
  return s[0].toUpperCase() + s.slice(1) + (r() < 0.1 ? ':' : '.');
}

function paragraph(r: () => number): string {
  const n = 1 + Math.floor(r() * 6);
  return Array.from({ length: n }, () => sentence(r)).join(' ');
}

function tsBlock(r: () => number): string[] {
  const name = pick(r, IDENTS);
  const out = [
    '```ts',
    `export function ${name}Of(input: readonly string[], limit = ${Math.floor(r() * 100)}): number {`,
  ];
  const n = 4 + Math.floor(r() * 24);
  for (let i = 0; i < n; i++) {
    const a = pick(r, IDENTS);
    const b = pick(r, IDENTS);
    switch (Math.floor(r() * 5)) {
      case 0:
        out.push(`  const ${a}${i} = input.length > limit ? input.slice(0, limit) : input;`);
        break;
      case 1:
        out.push(`  if (${a}${i - 1 >= 0 ? i - 1 : ''} === undefined) return -1; // ${sentence(r).toLowerCase()}`);
        break;
      case 2:
        out.push(`  for (let i = 0; i < ${b}.length; i++) total += ${b}[i].length * ${i + 1};`);
        break;
      case 3:
        out.push(`  // ${sentence(r)}`);
        break;
      default:
        out.push(`  let ${a}_${b} = Math.max(${i}, limit - ${Math.floor(r() * 1000)});`);
    }
  }
  out.push('  return total;', '}', '```');
  return out;
}

function pyBlock(r: () => number): string[] {
  const out = ['```python', `def ${pick(r, IDENTS)}_of(items, limit=${Math.floor(r() * 50)}):`];
  const n = 3 + Math.floor(r() * 16);
  for (let i = 0; i < n; i++) {
    const a = pick(r, IDENTS);
    out.push(
      r() < 0.3 ? `    # ${sentence(r)}` : `    ${a}_${i} = [x for x in items if len(x) > ${Math.floor(r() * 80)}]`,
    );
  }
  out.push('    return len(items)', '```');
  return out;
}

function shBlock(r: () => number): string[] {
  const out = ['```bash'];
  const n = 1 + Math.floor(r() * 6);
  for (let i = 0; i < n; i++)
    out.push(
      `npm run ${pick(r, ['build', 'test', 'bench', 'typecheck'])} -- --${pick(r, IDENTS)}=${Math.floor(r() * 100)}`,
    );
  out.push('```');
  return out;
}

function luaBlock(r: () => number): string[] {
  const out = ['```lua', `local function ${pick(r, IDENTS)}(buf, lines)`];
  const n = 2 + Math.floor(r() * 10);
  for (let i = 0; i < n; i++)
    out.push(
      `  vim.api.nvim_buf_set_lines(buf, ${i}, ${i + 1}, false, { lines[${i + 1}] or '' }) -- ${pick(r, WORDS)}`,
    );
  out.push('end', '```');
  return out;
}

/** Markdown text of about `size` characters (at least `size`), deterministic for a seed. */
export function largeMarkdown(seed: number, size: number): string {
  const r = rng(seed);
  const parts: string[] = [];
  let length = 0;
  let section = 1;
  const add = (lines: string[]) => {
    const text = lines.join('\n');
    parts.push(text);
    length += text.length + 2;
  };
  while (length < size) {
    const roll = r();
    if (roll < 0.06) add([`## ${section++}. ${sentence(r).replace(/[.:]$/, '')}`]);
    else if (roll < 0.5) add([paragraph(r)]);
    else if (roll < 0.65) add(Array.from({ length: 2 + Math.floor(r() * 6) }, () => `- ${sentence(r)}`));
    else if (roll < 0.75) add(Array.from({ length: 2 + Math.floor(r() * 4) }, (_, i) => `${i + 1}. ${sentence(r)}`));
    else if (roll < 0.85) add(tsBlock(r));
    else if (roll < 0.91) add(pyBlock(r));
    else if (roll < 0.96) add(luaBlock(r));
    else add(shBlock(r));
  }
  return parts.join('\n\n') + '\n';
}

/** A thinking block's text: shorter lines of reasoning, deterministic for a seed. */
export function largeThinking(seed: number, size: number): string {
  const r = rng(seed);
  const lines: string[] = [];
  let length = 0;
  while (length < size) {
    const line = r() < 0.15 ? '' : Array.from({ length: 1 + Math.floor(r() * 3) }, () => sentence(r)).join(' ');
    lines.push(line);
    length += line.length + 1;
  }
  return lines.join('\n');
}

/** A source file for the scenario's Write call: `lines` lines of TypeScript. */
export function largeSource(seed: number, lines: number): string {
  const r = rng(seed);
  const out: string[] = ['// Written by the fake model for the streaming benchmark.'];
  while (out.length < lines) out.push(...tsBlock(r).slice(1, -1), '');
  return out.slice(0, lines).join('\n') + '\n';
}
