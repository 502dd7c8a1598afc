// The host side of bench/probe.mjs, the second editor client that times Neovim's round trips. It runs as a
// process of its own so that the host's busy event loop does not delay what it times; this starts it on
// Neovim's socket and collects its samples.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { ROOT } from './root';

/** The second editor client (bench/probe.mjs), a separate process on Neovim's socket. */
export class Probe {
  private readonly lines: string[] = [];
  private waiter: { resolve: (line: string) => void; reject: (err: Error) => void } | null = null;
  /** Why the probe is gone (it can exit before anyone waits for it: a bench waiting then would hang). */
  private gone: Error | null = null;

  private constructor(private readonly proc: ChildProcess) {
    readline.createInterface({ input: proc.stdout! }).on('line', (line) => {
      if (this.waiter) {
        const w = this.waiter;
        this.waiter = null;
        w.resolve(line);
      } else this.lines.push(line);
    });
    proc.once('exit', (code) => {
      this.gone = new Error(`probe exited with ${code}`);
      if (this.waiter) {
        const w = this.waiter;
        this.waiter = null;
        w.reject(this.gone);
      }
    });
  }

  static async start(address: string): Promise<Probe> {
    const proc = spawn(process.execPath, [path.join(ROOT, 'bench', 'probe.mjs'), address], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const probe = new Probe(proc);
    const ready = await probe.next();
    if (ready !== 'ready') throw new Error(`probe: unexpected ${ready}`);
    return probe;
  }

  private next(): Promise<string> {
    const line = this.lines.shift();
    if (line !== undefined) return Promise.resolve(line);
    if (this.gone) return Promise.reject(this.gone);
    return new Promise((resolve, reject) => {
      this.waiter = { resolve, reject };
    });
  }

  reset(): void {
    this.proc.stdin!.write('reset\n');
  }

  /** Round trips (µs) since the last reset or dump. */
  async dump(): Promise<number[]> {
    this.proc.stdin!.write('dump\n');
    return JSON.parse(await this.next()) as number[];
  }

  quit(): Promise<void> {
    return new Promise((resolve) => {
      if (this.proc.exitCode !== null) {
        resolve();
        return;
      }
      this.proc.once('exit', () => resolve());
      this.proc.stdin!.write('quit\n');
    });
  }
}
