// What goes over the RPC channel to Neovim, counted and timed at the transport under the neovim client:
// requests, notifications, bytes, and the host time to encode and write them.
import type { NeovimClient } from 'neovim';
import { hostMs } from './timing';

/** Counts and times what actually goes over the RPC channel, at the transport under the client. */
export interface WireStats {
  requests: number;
  notifications: number;
  /** Host time to encode and write requests and notifications (the client does it synchronously). */
  encodeMs: number;
  /** Of that, the write into the pipe. */
  writeMs: number;
  bytes: number;
  byMethod: Map<string, number>;
  /** The timed encode windows, to find the GC pauses inside them afterwards. */
  windows: [number, number][];
}

export const newWireStats = (): WireStats => ({
  requests: 0,
  notifications: 0,
  encodeMs: 0,
  writeMs: 0,
  bytes: 0,
  byMethod: new Map(),
  windows: [],
});

/** Wraps the client's transport; returns a setter for the stats object that counts (null: counting off). */
export function instrumentClient(nvim: NeovimClient): (stats: WireStats | null) => void {
  const transport = (nvim as unknown as { transport: Record<string, any> }).transport;
  let current: WireStats | null = null;
  const writer = transport.writer as { write(buf: Buffer): boolean };
  const origWrite = writer.write.bind(writer);
  writer.write = (buf: Buffer) => {
    if (!current) return origWrite(buf);
    current.bytes += buf.length;
    const t0 = hostMs();
    const ok = origWrite(buf);
    current.writeMs += hostMs() - t0;
    return ok;
  };
  for (const kind of ['request', 'notify'] as const) {
    const orig = transport[kind].bind(transport);
    transport[kind] = (method: string, ...rest: unknown[]) => {
      if (!current) return orig(method, ...rest);
      const t0 = hostMs();
      const result = orig(method, ...rest);
      const t1 = hostMs();
      current.encodeMs += t1 - t0;
      current.windows.push([t0, t1]);
      if (kind === 'request') current.requests++;
      else current.notifications++;
      current.byMethod.set(method, (current.byMethod.get(method) ?? 0) + 1);
      return result;
    };
  }
  return (stats) => {
    current = stats;
  };
}

/** Encodes [method, args] as a request three times on this client's transport, sending nothing. */
export function warmEncoder(nvim: NeovimClient, [method, args]: [string, unknown[]]): void {
  const transport = (nvim as unknown as { transport: { encodeToBuffer(v: unknown): Buffer } }).transport;
  for (let i = 0; i < 3; i++) transport.encodeToBuffer([0, 0, method, args]);
}
