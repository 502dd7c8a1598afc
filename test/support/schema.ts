// lua/claude/options/schema.lua as Neovim reads it (through schema-json.lua), for tests and the benchmark that need
// the options' defaults: read from the schema itself, never from a copy.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { nvimBin, ROOT } from './nvim';

export interface SchemaOption {
  name: string;
  doc: string;
  /** A group (keymaps): its options. */
  fields?: SchemaOption[];
  /** The default as the docs write it (Lua source). */
  shown?: string;
  /** The default as Neovim computes it (absent for nil). */
  default?: unknown;
  /** What a message says the option expects. */
  expects?: string;
  /** The values an option of fixed choices accepts. */
  values?: string[];
}

export interface Schema {
  options: SchemaOption[];
  permission_modes: string[];
  suggested_permission_modes: string[];
  positions: string[];
}

export interface SchemaLeaf extends SchemaOption {
  /** 'command', 'keymaps.allow', ... */
  path: string;
}

let cached: Schema | null = null;

export function readSchema(): Schema {
  cached ??= JSON.parse(
    execFileSync(nvimBin(), ['--clean', '-l', path.join(ROOT, 'test', 'support', 'schema-json.lua'), ROOT], {
      encoding: 'utf8',
    }),
  ) as Schema;
  return cached;
}

/** Every leaf of the schema with its dotted path, in the schema's order. */
export function schemaLeaves(schema = readSchema()): SchemaLeaf[] {
  const walk = (options: SchemaOption[], prefix: string): SchemaLeaf[] =>
    options.flatMap((o) => (o.fields ? walk(o.fields, `${prefix}${o.name}.`) : [{ ...o, path: prefix + o.name }]));
  return walk(schema.options, '');
}

/** The defaults by dotted path ('frame_ms', 'keymaps.allow'). */
export function schemaDefaults(schema = readSchema()): Record<string, unknown> {
  return Object.fromEntries(schemaLeaves(schema).map((l) => [l.path, l.default]));
}
