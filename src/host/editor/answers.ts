// Answers Neovim sends later, by notification (`editor_answer`): an editor query that starts something
// asynchronous in Neovim (a language server's request, lua/claude/editor/editor_lsp.lua) returns at once, and its
// answer arrives with the id the host gave it. A promise per id, given up after its time.

const pending = new Map<number, (answer: unknown) => void>();
let next = 0;

/** A fresh id and the promise of its answer, rejected when none arrives within `ms`. */
export function expectAnswer(ms: number, late: string): { id: number; answer: Promise<unknown> } {
  const id = ++next;
  const answer = new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error(late));
    }, ms);
    pending.set(id, (value) => {
      clearTimeout(timer);
      pending.delete(id);
      resolve(value);
    });
  });
  return { id, answer };
}

/** No answer is coming after all (the query failed): the id is forgotten. */
export function dropAnswer(id: number): void {
  pending.get(id)?.(undefined);
}

/** Neovim's answer to `id` (JSON); one nobody waits for any more is dropped. */
export function deliverAnswer(id: number, json: string): void {
  const resolve = pending.get(id);
  if (!resolve) return;
  try {
    resolve(JSON.parse(json));
  } catch {
    resolve(undefined);
  }
}
