// Driving Neovim as a user does, through its public surface: typed keys, its mode, the transcript buffer
// found by name (:ls shows claude://chat).
import type { TestNvim } from './nvim';
import type { Screen } from './screen';
import { waitFor } from './wait';

/** Neovim's mode; `blocking` is true while a prompt (W12, hit-enter, ...) waits for a key. Answered even then. */
export const editorMode = (t: TestNvim) => t.nvim.request('nvim_get_mode', []) as Promise<{ mode: string; blocking: boolean }>;

/** Types keys and waits until Neovim has taken them all without stopping at a prompt (nvim_input returns
 *  before they run). On a timeout the error shows the screen, if one is attached. */
export async function typeKeys(t: TestNvim, keys: string, screen?: Screen | null): Promise<void> {
  await t.nvim.input(keys);
  await waitFor(async () => (await editorMode(t)).blocking === false, { message: `Neovim to take "${keys}" without a prompt` })
    .catch((err: Error) => { throw new Error(`${err.message}\n${screen?.text() ?? ''}`); });
}

/** Lines of the transcript buffer. */
export const transcriptLines = (t: TestNvim) => t.lua<string[]>(`local b = vim.fn.bufnr('claude://chat')
  return b > 0 and vim.api.nvim_buf_get_lines(b, 0, -1, false) or {}`);
