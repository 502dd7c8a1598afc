// A tiny diagnostics source the tests control, standing in for a linter: on each read of app.ts (the first
// one and every reload) it flags `: number = '…'` as an error, and puts a warning on line 1 that every
// version of the file has.
import type { ChatFixture } from './chat';

/** Opens app.ts with the test's diagnostics source on it (run again by each reload, as a linter would be). */
export async function openWithLinter(c: ChatFixture): Promise<void> {
  await c.lua(`
    local ns = vim.api.nvim_create_namespace('test-lint')
    local function lint(buf)
      local items = { { lnum = 0, col = 0, severity = vim.diagnostic.severity.WARN, source = 'test-lint',
        message = 'a is exported' } }
      for i, line in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
        local col = line:find(": number = '")
        if col then
          table.insert(items, { lnum = i - 1, col = 6, severity = vim.diagnostic.severity.ERROR, source = 'test-lint',
            code = 2322, message = "Type 'string' is not assignable to type 'number'." })
        end
      end
      vim.diagnostic.set(ns, buf, items)
    end
    vim.api.nvim_create_autocmd('BufReadPost', { pattern = '*app.ts', callback = function(ev) lint(ev.buf) end })
    vim.cmd.edit('app.ts')`);
}
