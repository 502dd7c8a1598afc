// The plugin costs nothing until it is used (issue 40 item 2): requiring `claude` creates no autocmd and no map,
// and with the README's lazy.nvim spec (its `cmd` list, as lazy.nvim stubs each command) every user command
// works as the first thing typed in a fresh Neovim. Real headless Neovim; lazy.nvim's command stub emulated.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT, startNvim, type TestNvim } from './support/nvim';

let nvim: TestNvim | null = null;
afterEach(async () => {
  await nvim?.quit();
  nvim = null;
});

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'claude-lazy-'));

/** Every autocmd and every map (global, any mode, and the current buffer's), as comparable strings. */
const editorHooks = (t: TestNvim) =>
  t.lua<string[]>(`
  local out = {}
  for _, a in ipairs(vim.api.nvim_get_autocmds({})) do
    table.insert(out, ('autocmd %s %s %s %s'):format(a.event, a.group_name or '', a.pattern or '', a.buffer or ''))
  end
  for _, mode in ipairs({ 'n', 'v', 'x', 's', 'o', 'i', 'l', 'c', 't' }) do
    for _, m in ipairs(vim.api.nvim_get_keymap(mode)) do table.insert(out, 'map ' .. mode .. ' ' .. m.lhs) end
    for _, m in ipairs(vim.api.nvim_buf_get_keymap(0, mode)) do table.insert(out, 'bufmap ' .. mode .. ' ' .. m.lhs) end
  end
  table.sort(out)
  return out`);

/** The README's lazy.nvim spec, as Lua evaluates it (in `t`): its `cmd` list and `keys`, and whether it is lazy. */
function readmeSpec(t: TestNvim): Promise<{ cmd: string[]; keys: number; lazy: boolean }> {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const spec = /### lazy\.nvim\n\n```lua\n([\s\S]*?)```/.exec(readme)![1];
  return t.lua(
    `local spec = assert(loadstring('return ' .. ...))()
    return { cmd = spec.cmd, keys = #(spec.keys or {}), lazy = spec.lazy ~= false }`,
    [spec],
  );
}

/** lazy.nvim's command stubs (its handler/cmd.lua): each loads the plugin (on the runtimepath, plugin/ sourced,
 *  setup(opts) called), then runs the command again as typed. */
const LAZY = `
  local root, cmds = ...
  local function load()
    for _, c in ipairs(cmds) do pcall(vim.api.nvim_del_user_command, c) end
    vim.opt.rtp:append(root)
    vim.cmd.source(root .. '/plugin/claude.lua')
    require('claude').setup({})
  end
  for _, c in ipairs(cmds) do
    vim.api.nvim_create_user_command(c, function(ev)
      local command = { cmd = c, bang = ev.bang or nil, mods = ev.smods, args = ev.fargs,
        count = ev.count >= 0 and ev.range == 0 and ev.count or nil }
      if ev.range == 1 then command.range = { ev.line1 } elseif ev.range == 2 then command.range = { ev.line1, ev.line2 } end
      load()
      local info = vim.api.nvim_get_commands({})[c]
      command.nargs = info.nargs
      if ev.args and ev.args ~= '' and info.nargs and info.nargs:find('[1?]') then command.args = { ev.args } end
      vim.cmd(command)
    end, { bang = true, range = true, nargs = '*' })
  end`;

/** A typical first use of each command (one that takes an argument gets one). */
const FIRST: Record<string, string> = {
  ClaudeMode: 'ClaudeMode plan',
  ClaudeThinking: 'ClaudeThinking off',
  ClaudeEffort: 'ClaudeEffort high',
  ClaudeImage: 'ClaudeImage nothing.png',
  ClaudeRun: 'ClaudeRun',
  ClaudeModel: 'ClaudeModel sonnet',
  ClaudeChat: 'ClaudeChat',
  ClaudeDeny: 'ClaudeDeny not now',
  ClaudeSessions: 'ClaudeSessions',
};

describe('loading', () => {
  it('requiring claude, and its setup{}, create no autocmd and no map, and load no other module', async () => {
    nvim = await startNvim({ cwd: tmp() });
    const before = await editorHooks(nvim);
    await nvim.lua(`require('claude')`);
    expect(await editorHooks(nvim)).toEqual(before);
    await nvim.lua(`require('claude').setup({})`);
    expect(await editorHooks(nvim)).toEqual(before);
    expect(
      await nvim.lua(`return vim.tbl_filter(function(m) return m:match('^claude%.') end,
      vim.tbl_keys(package.loaded))`),
    ).toEqual(expect.not.arrayContaining(['claude.boot', 'claude.host']));
  });

  it("the README's lazy.nvim spec names every command, and each works as the first thing typed", async () => {
    nvim = await startNvim({ cwd: tmp(), plugin: false });
    const spec = await readmeSpec(nvim);
    expect({ lazy: spec.lazy, keys: spec.keys > 0 }).toEqual({ lazy: true, keys: true });
    const cmds = spec.cmd;
    await nvim.quit();
    const defined = [
      ...fs.readFileSync(path.join(ROOT, 'plugin', 'claude.lua'), 'utf8').matchAll(/^command\('(\w+)'/gm),
    ].map((m) => m[1]);
    expect([...cmds].sort()).toEqual([...defined].sort());
    const cwd = tmp();
    for (const c of cmds) {
      nvim = await startNvim({ cwd, plugin: false, setup: undefined });
      await nvim.lua(LAZY, [ROOT, cmds]);
      const ran = await nvim.lua<{ ok: boolean; err: string; desc: string }>(
        `
        local line, name = ...
        local ok, err = pcall(vim.cmd, line)
        return { ok = ok, err = tostring(err), desc = (vim.api.nvim_get_commands({})[name] or {}).definition or '' }`,
        [FIRST[c] ?? c, c],
      );
      // Ran without a Vim error (E492 and the like), and the command is now the plugin's own.
      expect({ c, ok: ran.ok, err: ran.ok ? '' : ran.err, own: ran.desc !== '' }).toEqual({
        c,
        ok: true,
        err: '',
        own: true,
      });
      await nvim.quit();
      nvim = null;
    }
  });
});
