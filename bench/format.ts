// Printing the benchmark's report: its number formats, and a `say` that writes to stdout directly.

// The neovim client silences console.* once attached (it guards the RPC stdio of a host): print directly.
// Printing is fine here: this is not the host, whose stdout is the RPC channel.
export const say = (text: string) => {
  process.stdout.write(text + '\n');
};

export const f1 = (n: number) => n.toFixed(1);
export const f2 = (n: number) => n.toFixed(2);
export const int = (n: number) => Math.round(n).toLocaleString('en-US');
export const range = (xs: number[]) => `${f1(Math.min(...xs))}-${f1(Math.max(...xs))}`;
export const mb = (bytes: number) => bytes / (1024 * 1024);
