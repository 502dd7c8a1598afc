import fs from 'node:fs';
import { startNvim } from '../test/support/nvim';
import { cpuMsOf } from './support';
const say = (s: string) => process.stdout.write(s + '\n');
(async () => {
  const full = fs.readFileSync('/tmp/transcript.txt', 'utf8').split('\n');
  const sync = (x: string) => `vim.api.nvim_buf_call(b, function() vim.cmd("syn sync clear | ${x}") end)`;
  const variants: Array<[string, string, string[]]> = [
    ['base', '', full],
    ['minlines=50', sync('syn sync minlines=50'), full],
    ['minlines=50 linebreaks=1', sync('syn sync minlines=50 | syn sync linebreaks=1'), full],
    ['minlines=10', sync('syn sync minlines=10'), full],
    ['minlines=1', sync('syn sync minlines=1'), full],
    ['syntax off', 'vim.bo[b].syntax = "off"', full],
  ];
  const steps = 100;
  for (const [label, code, all] of variants) {
    const t = await startNvim({ cwd: '/tmp', setup: '{}' });
    const buf = await t.lua<number>(`local b = vim.api.nvim_create_buf(false, true); vim.bo[b].filetype = 'claudechat'; vim.cmd('vsplit'); vim.api.nvim_win_set_buf(0, b); vim.wo.wrap = true; vim.wo.linebreak = true; ${code} return b`);
    const per = Math.ceil(all.length / steps);
    const c0 = cpuMsOf(t.proc.pid!);
    for (let s = 0; s < steps; s++) {
      const chunk = all.slice(s * per, (s + 1) * per);
      await t.lua(`local b, first, chunk = ... ; vim.api.nvim_buf_set_lines(b, first and 0 or -1, -1, false, chunk); for _, w in ipairs(vim.fn.win_findbuf(b)) do vim.api.nvim_win_set_cursor(w, {vim.api.nvim_buf_line_count(b), 0}) end`, [buf, s === 0, chunk]);
    }
    await t.lua('return 1');
    const c1 = cpuMsOf(t.proc.pid!);
    say(`${label}: nvim ${(c1 - c0).toFixed(1)} ms for ${steps} appends`);
    await t.quit();
  }
})().then(() => process.exit(0));
