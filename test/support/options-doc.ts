// The option blocks of README.md and doc/claude.txt as lua/claude/options/schema.lua makes them, and where they
// sit in those files. test/config-schema.test.ts compares; UPDATE_DOCS=1 rewrites them.
import type { Schema, SchemaOption } from './schema';

/** Where README.md's comments start: past most `name = default,` (a longer one gets one space). */
const README_COMMENT_COLUMN = 34;

const quoted = (values: string[]) => values.map((v) => `'${v}'`).join(' | ');

/** An option's one line in README.md: its doc, and the values it takes when it has a fixed few. */
function readmeComment(o: SchemaOption): string {
  return o.values ? `${o.doc}: ${quoted(o.values)}` : o.doc;
}

function withComment(code: string, comment: string): string {
  return `${code.padEnd(README_COMMENT_COLUMN - 1)} -- ${comment}`;
}

function readmeLines(options: SchemaOption[], indent: string): string[] {
  return options.flatMap((o) =>
    o.fields
      ? [withComment(`${indent}${o.name} = {`, o.doc), ...readmeLines(o.fields, indent + '  '), `${indent}},`]
      : [withComment(`${indent}${o.name} = ${o.shown},`, readmeComment(o))],
  );
}

/** README.md's block: every option with its default and one line on it. */
export function readmeBlock(schema: Schema): string {
  return ["require('claude').setup({", ...readmeLines(schema.options, '  '), '})'].join('\n');
}

function helpLines(options: SchemaOption[], indent: string): string[] {
  return options.flatMap((o) =>
    o.fields
      ? [`${indent}${o.name} = {`, ...helpLines(o.fields, indent + '  '), `${indent}},`]
      : [`${indent}${o.name} = ${o.shown},`],
  );
}

/** doc/claude.txt's block (a help code block: indented, no comments to keep within 78 columns). */
export function helpBlock(schema: Schema): string {
  return ["    require('claude').setup({", ...helpLines(schema.options, '      '), '    })'].join('\n');
}

export interface Span {
  start: number;
  end: number;
}

/** The setup({...}) block under README.md's "### Configuration". */
export function readmeSpan(readme: string): Span {
  const heading = readme.indexOf('\n### Configuration\n');
  const fence = readme.indexOf("```lua\nrequire('claude').setup({\n", heading);
  if (heading < 0 || fence < 0)
    throw new Error("README.md: no ```lua require('claude').setup({ block under ### Configuration");
  const start = fence + '```lua\n'.length;
  const end = readme.indexOf('\n```', start);
  return { start, end };
}

/** The setup({...}) block of doc/claude.txt's *claude-options* section (between `>lua` and `<`). */
export function helpSpan(help: string): Span {
  const section = help.indexOf('*claude-options*');
  const open = help.indexOf('>lua\n', section);
  if (section < 0 || open < 0) throw new Error('doc/claude.txt: no >lua block in the *claude-options* section');
  const start = open + '>lua\n'.length;
  const end = help.indexOf('\n<\n', start);
  return { start, end };
}

export const cut = (text: string, span: Span) => text.slice(span.start, span.end);
export const splice = (text: string, span: Span, block: string) =>
  text.slice(0, span.start) + block + text.slice(span.end);

/** The text under each `*{prefix}NAME*` tag of the help, up to the next tag line. */
export function helpEntries(help: string, prefix: string): Map<string, string> {
  const entries = new Map<string, string>();
  const lines = help.split('\n');
  const tagLine = /^\s+(\*[^*\s]+\*\s*)+$/;
  lines.forEach((line, i) => {
    const m = new RegExp(`\\*${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([\\w.]+)\\*`).exec(line);
    if (!m || !tagLine.test(line)) return;
    const body: string[] = [];
    for (let j = i + 1; j < lines.length && !tagLine.test(lines[j]) && !/^={10,}/.test(lines[j]); j++)
      body.push(lines[j]);
    entries.set(m[1], body.join('\n'));
  });
  return entries;
}
