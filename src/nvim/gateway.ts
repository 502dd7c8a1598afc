// The only place (with the entry point) that talks Neovim's API: every view update is ONE
// nvim_exec_lua request into lua/claude/view.lua.
import type { NeovimClient } from 'neovim';
import type { NotifyLevel, View, ViewUpdate } from '../host/view';

export class NvimView implements View {
  constructor(private readonly nvim: NeovimClient) {}

  async apply(update: ViewUpdate): Promise<boolean> {
    const intact = await this.nvim.request('nvim_exec_lua', ["return require('claude.view').apply(...)", [update]]);
    return intact !== false;
  }

  notify(message: string, level: NotifyLevel): void {
    this.nvim.notify('nvim_exec_lua', ["require('claude.view').notify(...)", [message, level]]);
  }
}
