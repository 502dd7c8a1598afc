// A tool's input as the reader wants it in an approval: `key: value` lines, multi-line text as an indented
// block (a plan, a prompt, a script), lists as `- item`; never escaped JSON. Pure.

const INDENT = '  ';

function isPlain(v: unknown): boolean {
  return v === null || typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && !v.includes('\n'));
}

function plain(v: unknown): string {
  return v === null ? 'null' : String(v);
}

/** The lines of `value` under a key (or a list item) at `depth`: appended to `out`. */
function block(value: unknown, depth: number, out: string[]): void {
  const pad = INDENT.repeat(depth);
  if (typeof value === 'string') {
    for (const l of value.replace(/\n$/, '').split('\n')) out.push(`${pad}${l}`);
  } else if (Array.isArray(value)) {
    for (const item of value) {
      if (isPlain(item)) {
        out.push(`${pad}- ${plain(item)}`);
        continue;
      }
      // An object or a text as a list item: its first line after the dash, the rest under it.
      const at = out.length;
      block(item, depth + 1, out);
      if (out.length > at) out[at] = `${pad}- ${out[at].slice(pad.length + INDENT.length)}`;
      else out.push(`${pad}-`);
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (isPlain(v)) out.push(`${pad}${k}: ${plain(v)}`);
      else if (Array.isArray(v) && v.length === 0) out.push(`${pad}${k}: (none)`);
      else {
        out.push(`${pad}${k}:`);
        block(v, depth + 1, out);
      }
    }
  } else {
    out.push(`${pad}${plain(value)}`);
  }
}

/** `input` as readable lines, without leading indent of their own. */
export function inputLines(input: Record<string, unknown>): string[] {
  const out: string[] = [];
  block(input, 0, out);
  return out;
}
