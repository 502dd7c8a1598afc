// Thinking, effort, modes and models (issue 31, item 4), asserted where they land: the fake model's requests
// (their `thinking` and `output_config.effort`), the winbar and require('claude').sessions(), the transcript's
// notices, completion and vim.ui.select. Real CLI, fake model; test/fake-cli/scripted.mjs for a CLI that
// applies another mode than the one asked (the real one applies what it is asked or refuses).
import { afterEach, describe, expect, it } from 'vitest';
import { startChat, type ChatFixture, notifiedBy } from './support/chat';
import { cliAtLeast } from './support/claude-env';
import { SCRIPTED, startFaultChat, type FaultChat } from './support/faults';
import { waitFor } from './support/wait';

let chat: ChatFixture | FaultChat | null = null;
afterEach(async () => {
  const c = chat;
  chat = null;
  await c?.close();
});

/** The request body of the fake model's last call for `scenario`. */
const lastRequest = (c: ChatFixture, scenario: string) =>
  c.model.requests.filter((r) => r.scenario === scenario).at(-1)?.body;

/** Sends `prompt` tagged with `scenario` and waits for its reply; the request the model got. */
async function turn(c: ChatFixture, scenario: string, reply: string): Promise<any> {
  const before = c.model.requests.filter((r) => r.scenario === scenario).length;
  await c.nvim.command(`ClaudeChat again [scenario:${scenario}]`);
  await waitFor(() => c.model.requests.filter((r) => r.scenario === scenario).length > before || null, {
    timeout: 30_000,
    message: `the model asked for ${scenario}`,
  });
  await waitFor(async () => (await c.transcript()).filter((l) => l === reply).length > before || null, {
    timeout: 30_000,
    message: `the reply of ${scenario}`,
  });
  return lastRequest(c, scenario);
}

describe(':ClaudeThinking', () => {
  it('off, a budget, on: each reaches the next request to the model, and the transcript says so', async () => {
    // A model that takes a budget and can think or not (the CLI's default model may only think adaptively).
    chat = await startChat({ setup: { model: 'claude-sonnet-4-5' } });
    const c = chat as ChatFixture;
    await c.nvim.command('ClaudeChat first [scenario:text]');
    await c.waitForLine('Done.', 30_000);
    expect(lastRequest(c, 'text').thinking.type).toBe('enabled');

    await c.nvim.command('ClaudeThinking off');
    await c.waitForLine('ℹ Thinking off for this session');
    expect((await turn(c, 'text', 'Done.')).thinking).toEqual({ type: 'disabled' });

    await c.nvim.command('ClaudeThinking 5000');
    await c.waitForLine('ℹ Thinking budget: 5000 tokens for this session');
    expect((await turn(c, 'text', 'Done.')).thinking).toMatchObject({ type: 'enabled', budget_tokens: 5000 });

    await c.nvim.command('ClaudeThinking on');
    await c.waitForLine('ℹ Thinking on for this session');
    const on = (await turn(c, 'text', 'Done.')).thinking;
    expect(on.type).toBe('enabled');
    expect(on.budget_tokens).toBeGreaterThan(5000);
  });

  it('rejects what is not off, on or a budget the API takes, and sends nothing', async () => {
    chat = await startChat();
    const c = chat as ChatFixture;
    for (const bad of ['lots', '99999999999', '128001', '1023']) {
      expect((await notifiedBy(c, `ClaudeThinking ${bad}`)).join('\n')).toContain(
        `thinking takes off, on or a budget of 1024 to 128000 tokens, not "${bad}"`,
      );
    }
    expect(await c.lua(`return vim.fn.getcompletion('ClaudeThinking ', 'cmdline')`)).toEqual(['off', 'on']);
    // Nothing was started for them, nothing said in a transcript.
    expect(await c.lua('return #require("claude").sessions()')).toBe(0);
  });

  // The newest CLI's models say whether thinking can be off (supportsThinkingOff); its default cannot.
  it.runIf(cliAtLeast('2.1.332'))('a model that always thinks: the notice says thinking stays on', async () => {
    chat = await startChat();
    const c = chat as ChatFixture;
    await c.nvim.command('ClaudeChat first [scenario:text]');
    await c.waitForLine('Done.', 30_000);
    await c.nvim.command('ClaudeThinking off');
    await c.waitForLine(/^⚠ Thinking off for this session, but claude-[\w.-]+ always thinks: the CLI keeps thinking/);
    expect((await turn(c, 'text', 'Done.')).thinking.type).not.toBe('disabled');
  });
});

describe(':ClaudeEffort', () => {
  it("offers the model's effort levels and sets the one picked: the next request has it", async () => {
    chat = await startChat();
    const c = chat as ChatFixture;
    await c.nvim.command('ClaudeChat first [scenario:text]');
    await c.waitForLine('Done.', 30_000);
    expect(await c.lua(`return vim.fn.getcompletion('ClaudeEffort ', 'cmdline')`)).toEqual([
      'low',
      'medium',
      'high',
      'xhigh',
      'max',
    ]);
    expect(lastRequest(c, 'text').output_config?.effort).not.toBe('low');
    await c.nvim.command('ClaudeEffort low');
    await c.waitForLine('ℹ Effort: low for this session');
    expect((await turn(c, 'text', 'Done.')).output_config.effort).toBe('low');
    // A level the model does not take is refused, and nothing changes.
    expect((await notifiedBy(c, 'ClaudeEffort extreme')).join('\n')).toBe('');
    const messages = () => c.lua<string>(`return vim.fn.execute('messages')`);
    await waitFor(async () => (await messages()).includes('unknown effort level extreme') || null, {
      message: 'the refusal',
    });
    expect((await turn(c, 'text', 'Done.')).output_config.effort).toBe('low');
  });
});

describe(':ClaudeMode', () => {
  it('auto where the model takes it: offered once the CLI said so, and the winbar shows it', async () => {
    chat = await startChat();
    const c = chat as ChatFixture;
    await c.nvim.command('ClaudeChat first [scenario:text]');
    await c.waitForLine('Done.', 30_000);
    expect(await c.lua(`return vim.fn.getcompletion('ClaudeMode ', 'cmdline')`)).toEqual([
      'default',
      'acceptEdits',
      'plan',
      'dontAsk',
      'auto',
    ]);
    await c.nvim.command('ClaudeMode auto');
    await waitFor(async () => (await c.status()).mode === 'auto' || null, { message: 'the CLI took auto' });
    const winbar = () => c.lua<string>(`return vim.wo[vim.fn.bufwinid('claude://chat')].winbar`);
    await waitFor(async () => /^Claude · ready · auto · /.test(await winbar()) || null, {
      message: 'auto in the winbar',
    }).catch(async (err) => {
      throw new Error(`${err.message}: ${await winbar()}`);
    });
  });

  it('a model without the auto mode: not offered, and asked anyway the CLI refuses it in the transcript', async () => {
    chat = await startChat({ setup: { model: 'claude-sonnet-4-5' } });
    const c = chat as ChatFixture;
    await c.nvim.command('ClaudeChat first [scenario:text]');
    await c.waitForLine('Done.', 30_000);
    expect(await c.lua(`return vim.fn.getcompletion('ClaudeMode ', 'cmdline')`)).toEqual([
      'default',
      'acceptEdits',
      'plan',
      'dontAsk',
    ]);
    await c.nvim.command('ClaudeMode auto');
    await c.waitForLine(/^✗ Could not switch the permission mode: .*auto mode unavailable for this model/);
    expect((await c.status()).mode).toBe('default');
  });

  // The CLI's permission_denied message (tested on the newest; the oldest supported may not send it).
  it.runIf(cliAtLeast('2.1.332'))(
    "dontAsk: a denied tool says why once, on its line, in the plugin's words",
    async () => {
      chat = await startChat({ setup: { permission_mode: 'dontAsk' } });
      const c = chat as ChatFixture;
      await c.nvim.command('ClaudeChat make a file [scenario:write]');
      const lines = await c.waitForLine('Nothing was written: you denied the Write.', 30_000);
      const at = lines.indexOf('✗ Write hello.txt');
      expect(lines.slice(at, at + 2)).toEqual([
        '✗ Write hello.txt',
        '  │ Denied without asking: in dontAsk mode only what an allow rule names runs (:ClaudeMode changes the mode)',
      ]);
      // The CLI's text for the model (a dozen lines: "IMPORTANT: You *may* attempt ...") is not shown, nor a
      // second notice of the same denial.
      expect(lines.join('\n')).not.toMatch(/IMPORTANT|don't ask mode/);
      expect(lines.filter((l) => /denied without asking/i.test(l))).toHaveLength(1);
      // In view, not folded away as a tool's output is.
      expect(
        await c.lua<number>(`local win = vim.fn.bufwinid('claude://chat')
        return vim.api.nvim_win_call(win, function() return vim.fn.foldclosed(${at + 2}) end)`),
      ).toBe(-1);
    },
  );

  it('the winbar shows the mode the CLI says it applied, not the one asked for', async () => {
    chat = await startFaultChat({ command: SCRIPTED, env: { FAKE_CLI_MODE_APPLIED: 'plan' } });
    await chat.nvim.command('ClaudeChat first [script:text:first reply]');
    await chat.waitForLine(/^first reply$/);
    await chat.nvim.command('ClaudeMode acceptEdits');
    await chat.waitForLine('ℹ Permission mode: plan (Claude plans before it changes anything)');
    expect((await chat.status()).mode).toBe('plan');
  });
});

describe(':ClaudeModel', () => {
  it('with no name: vim.ui.select of the models the CLI offers, with descriptions; the pick is taken', async () => {
    chat = await startChat();
    const c = chat as ChatFixture;
    await c.nvim.command('ClaudeChat first [scenario:text]');
    await c.waitForLine('Done.', 30_000);
    const offered = await c.lua<string[]>(`
      local offered = {}
      local select = vim.ui.select
      vim.ui.select = function(items, opts, on_choice)
        local chosen
        for _, it in ipairs(items) do
          table.insert(offered, opts.format_item(it))
          if it.value == 'haiku' then chosen = it end
        end
        on_choice(chosen)
      end
      vim.cmd('ClaudeModel')
      vim.ui.select = select
      return offered`);
    expect(offered.some((l) => /^Haiku — Haiku [\d.]+ · Fastest for quick answers/.test(l))).toBe(true);
    expect(offered.some((l) => /^Sonnet — /.test(l))).toBe(true);
    await c.waitForLine('ℹ Model set to haiku');
    expect((await turn(c, 'text', 'Done.')).model).toMatch(/^claude-haiku-/);
    expect(offered.filter((l) => l.endsWith(' (in use)'))).toHaveLength(1);
    // Asked again, the list marks the model now in use, and only it.
    const again = await c.lua<string[]>(`
      local offered = {}
      local select = vim.ui.select
      vim.ui.select = function(items, opts) for _, it in ipairs(items) do table.insert(offered, opts.format_item(it)) end end
      vim.cmd('ClaudeModel')
      vim.ui.select = select
      return offered`);
    expect(again.filter((l) => l.endsWith(' (in use)'))).toEqual([expect.stringMatching(/^Haiku — /)]);
  });

  it('refuses a name with a blank at once, and a name that is no model once the CLI said its list: nothing changes', async () => {
    chat = await startChat();
    const c = chat as ChatFixture;
    // A blank: said before any session starts for it.
    expect(await notifiedBy(c, 'ClaudeModel a b')).toEqual([
      'claude-chat: a model name has no blanks: "a b" (the model is not switched)',
    ]);
    expect(await c.lua('return #require("claude").sessions()')).toBe(0);
    await c.nvim.command('ClaudeChat first [scenario:text]');
    await c.waitForLine('Done.', 30_000);
    const before = lastRequest(c, 'text').model;
    // Not one the CLI offers, not an alias, not a claude-… id.
    await c.nvim.command('ClaudeModel gpt-5');
    const lines = await c.waitForLine(
      /^✗ Model not switched: gpt-5 is not one the CLI offers \(default, .*haiku.*\) or a Claude model id \(claude-…\)$/,
    );
    expect(lines.join('\n')).not.toContain('Model set to');
    expect((await turn(c, 'text', 'Done.')).model).toBe(before);
    expect((await c.status()).model).not.toBe('gpt-5');
    // The CLI's aliases and Claude model ids are taken.
    await c.nvim.command('ClaudeModel sonnet[1m]');
    await c.waitForLine('ℹ Model set to sonnet (1M context)');
  });
});
