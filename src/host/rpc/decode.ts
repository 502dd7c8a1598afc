// Decoding what Neovim sends: msgpack gives untyped values (a Lua script may pass anything), and each RPC
// method has a decoder (src/host/rpc/methods.ts) built from the fields below. A decoder either gives the typed
// arguments or says what is wrong with them; nothing acts on arguments it has not decoded, so bad ones
// change nothing.

/** An outcome that may have failed: the error is a value for the caller to pass on, not a throw. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: string };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (error: string): Result<never> => ({ ok: false, error });

/** Why a value is not what a field takes: where in it (nested tables), what it must be, what it was. */
class Miss {
  constructor(
    readonly at: string[],
    readonly what: string,
    readonly got: string,
  ) {}
  toString(): string {
    return `${this.at.join('.')} must be ${this.what} (got ${this.got})`;
  }
}

/** One argument: how a value is taken, or why it cannot be. */
export interface Field<T> {
  what: string;
  take(value: unknown): T | Miss;
}

/** A field of values that `accept` tells apart (undefined: not this kind). */
function field<T>(what: string, accept: (value: unknown) => T | undefined): Field<T> {
  return { what, take: (v) => accept(v) ?? new Miss([], what, describe(v)) };
}

/** A Lua table with no entries arrives as an empty list, whether it was meant as a list or a map. */
const isMap = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && (!Array.isArray(v) || v.length === 0);

export const text = field<string>('a string', (v) => (typeof v === 'string' ? v : undefined));
export const nonEmpty = field<string>('a non-empty string', (v) => (typeof v === 'string' && v !== '' ? v : undefined));
export const bool = field<boolean>('true or false', (v) => (typeof v === 'boolean' ? v : undefined));
export const num = field<number>('a number', (v) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined));
export const int = field<number>('a whole number', (v) => (Number.isInteger(v) ? (v as number) : undefined));
export const strings = field<string[]>('a list of strings', (v) => {
  if (isMap(v) && !Array.isArray(v)) return Object.keys(v).length === 0 ? [] : undefined;
  return Array.isArray(v) && v.every((s) => typeof s === 'string') ? (v as string[]) : undefined;
});

/** A map of strings to strings (an empty Lua table included). */
export const stringMap = field<Record<string, string>>('a table of strings', (v) =>
  isMap(v) && Object.values(v).every((s) => typeof s === 'string') ? ({ ...v } as Record<string, string>) : undefined,
);

/** One of `values`. */
export function oneOf<T extends string>(values: readonly T[]): Field<T> {
  return field(`one of ${values.join(', ')}`, (v) => (values.includes(v as T) ? (v as T) : undefined));
}

/** Absent or nil (vim.NIL) gives undefined. */
export function optional<T>(f: Field<T>): Field<T | undefined> {
  return withDefault<T | undefined>(f, undefined);
}

/** Absent or nil gives `fallback`. */
export function withDefault<T>(f: Field<T>, fallback: T): Field<T> {
  const what = `${f.what} or nil`;
  return {
    what,
    take(v) {
      if (v === undefined || v === null) return fallback;
      const got = f.take(v);
      return got instanceof Miss && got.at.length === 0 ? new Miss([], what, got.got) : got;
    },
  };
}

type Fields = Record<string, Field<unknown>>;
export type Decoded<F extends Fields> = { [K in keyof F]: F[K] extends Field<infer T> ? T : never };

/** A table with these fields (others are ignored). */
export function table<F extends Fields>(fields: F, what = 'a table'): Field<Decoded<F>> {
  return { what, take: (v) => (isMap(v) ? takeFields(fields, v) : new Miss([], what, describe(v))) };
}

/** The arguments of one RPC method, from what Neovim sent (a map; an empty Lua table is an empty list). */
export function decoder<F extends Fields>(method: string, fields: F): (raw: unknown) => Result<Decoded<F>> {
  return (raw) => {
    const args = raw ?? {};
    if (!isMap(args)) return fail(`${method}: the arguments must be a table (got ${describe(args)})`);
    const got = takeFields(fields, args);
    return got instanceof Miss ? fail(`${method}: ${got}`) : ok(got);
  };
}

function takeFields<F extends Fields>(fields: F, raw: Record<string, unknown>): Decoded<F> | Miss {
  const out: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(fields)) {
    const taken = f.take(Array.isArray(raw) ? undefined : raw[name]);
    if (taken instanceof Miss) return new Miss([name, ...taken.at], taken.what, taken.got);
    out[name] = taken;
  }
  return out as Decoded<F>;
}

/** A value as a Lua user would name it. */
function describe(v: unknown): string {
  if (v === undefined || v === null) return 'nil';
  if (typeof v === 'string') return v.length > 40 ? 'a string' : JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return Array.isArray(v) ? 'a list' : 'a table';
}
