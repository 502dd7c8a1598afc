// Reading comfort in the transcript, as the screen of a real Neovim shows it (real CLI, fake model):
// emphasis and code-span markers concealed (conceallevel 2 unless the user chose otherwise), fenced code
// highlighted in its language (its syntax included when a fence first names it, its sync on fences kept),
// and a long pasted prompt shortened, the rest in a closed fold.
import { describe, expect, it } from 'vitest';
import type { Scenario } from './fake-model/server';
import { startChat, type ChatFixture, afterTurn } from './support/chat';
import { CHAT_LUA, focusTranscript, transcriptWin, typeKeys } from './support/keys';
import { closeAfterEach, attachScreen, exposeHighlights, type Screen } from './support/screen';
import { waitFor } from './support/wait';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(
  () => [screen, chat],
  () => {
    screen = chat = null;
  },
);

const MD = 'Use `npm test` and *care*, **always**.';
const md: Scenario = () => [
  {
    blocks: [
      {
        type: 'text',
        text: `${MD}\n\n\`\`\`ts\nconst answer: number = 42;\n\`\`\`\n\n\`\`\`lua\nlocal n = 1\n\`\`\`\n\n\`\`\`nosuchlang\nplain body\n\`\`\`\nEnd.`,
      },
    ],
  },
];

/** A ts block early in a reply that then streams slowly for a while. */
const slowAfterCode: Scenario = () => [
  {
    chunkSize: 6,
    delayMs: 30,
    blocks: [
      {
        type: 'text',
        text: `\`\`\`ts\nconst answer: number = 42;\n\`\`\`\n\n${'More words stream in. '.repeat(20)}Finished.`,
      },
    ],
  },
];

/** The screen cell where `text` starts; fails with the screen if it is not shown. */
function cell(s: Screen, text: string): { row: number; col: number } {
  const at = s.locate(text);
  if (!at) throw new Error(`the screen does not show ${JSON.stringify(text)}:\n${s.describe()}`);
  return { row: at.row, col: at.first };
}

/** The chat column's part of the row showing `text`. */
const chatRow = (s: Screen, text: string) => s.lines()[cell(s, text).row].split('│')[1];

const inChat = (c: ChatFixture, lua: string) => c.lua(`${CHAT_LUA} local buf = chat_buf() ${lua}`);
/** Lua: the languages whose syntax the transcript buffer `buf` includes, from its syntax clusters as
 *  `:syntax list` shows them (syntax/<name>.vim is included as @claudeMdLang_<name>). */
const LANGUAGES = `local out = vim.api.nvim_buf_call(buf, function() return vim.fn.execute('syntax list') end)
  local seen = {}
  for name in out:gmatch('claudeMdLang_([%w_]+)') do seen[name] = true end
  local names = vim.tbl_keys(seen)
  table.sort(names)
  return names`;

describe('markdown in the transcript (screen)', () => {
  it('hides the markers of emphasis and code spans (conceallevel 2, on the cursor line too)', async () => {
    chat = await startChat({ scenarios: { md } });
    screen = await attachScreen(chat, 120, 30);
    await chat.nvim.command('ClaudeChat show [scenario:md]');
    await screen.waitFor('End.');
    await exposeHighlights(chat, '^claudeMd');
    await screen.settle();
    expect(chatRow(screen, 'Use npm test')).toMatch(/^Use npm test and care, always\. *$/);
    const win = await transcriptWin(chat);
    expect(await chat.lua(`return { vim.wo[...].conceallevel, vim.wo[...].concealcursor }`, [win])).toEqual([2, 'nc']);
    const code = cell(screen, 'npm test');
    expect(screen.groupAt(code.row, code.col)).toBe('claudeMdCode');
    expect(screen.groupAt(code.row, cell(screen, 'care').col)).toBe('claudeMdItalic');
    expect(screen.groupAt(code.row, cell(screen, 'always').col)).toBe('claudeMdBold');
    // The cursor on that line: still hidden in Normal mode.
    const lines = await chat.transcript();
    await focusTranscript(chat);
    await chat.lua('vim.api.nvim_win_set_cursor(0, { ..., 0 })', [lines.indexOf(MD) + 1]);
    await screen.settle();
    expect(screen.cursor().row).toBe(code.row);
    expect(chatRow(screen, 'Use npm test')).toMatch(/^Use npm test and care, always\. *$/);
  });

  it("the user's own 'conceallevel' wins: a global value they set, and :setlocal in the transcript", async () => {
    chat = await startChat({ scenarios: { md } });
    screen = await attachScreen(chat, 120, 30);
    await chat.lua('vim.o.conceallevel = 1');
    await chat.nvim.command('ClaudeChat show [scenario:md]');
    await screen.waitFor('End.');
    const win = await transcriptWin(chat);
    expect(await chat.lua(`return vim.wo[...].conceallevel`, [win])).toBe(1);
    // Level 1: each marker becomes one space.
    expect(chatRow(screen, 'npm test')).toMatch(/^Use  npm test  and  care ,  always \. *$/);
    // Set in the transcript: kept while more text streams in.
    await chat.lua('vim.wo[...].conceallevel = 0', [win]);
    await chat.nvim.command('ClaudeChat again [scenario:text]');
    await screen.waitFor('It has **markdown**, a list:');
    expect(await chat.lua(`return vim.wo[...].conceallevel`, [win])).toBe(0);
  });

  it('fenced code is highlighted in its language, whose syntax is included only once a fence names it', async () => {
    chat = await startChat({ scenarios: { md } });
    screen = await attachScreen(chat, 120, 30);
    await chat.nvim.command('ClaudeChat plain [scenario:thinking]');
    await screen.waitFor('Hi! This reply came after some thinking.');
    expect(await inChat(chat, LANGUAGES)).toEqual([]);
    expect(await chat.lua(`return vim.fn.hlexists('typescriptVariable')`)).toBe(0);
    await chat.nvim.command('ClaudeChat show [scenario:md]');
    await screen.waitFor('End.');
    // Included once the fence lines are complete (a later frame, or a moment without one).
    await waitFor(async () => JSON.stringify(await inChat(chat!, LANGUAGES)) === '["lua","typescript"]', {
      message: 'the lua and typescript syntaxes included',
    });
    await exposeHighlights(chat, '^typescript');
    await exposeHighlights(chat, '^lua');
    await exposeHighlights(chat, '^claudeMd');
    await screen.settle();
    const ts = cell(screen, 'const answer');
    expect(screen.groupAt(ts.row, ts.col)).toMatch(/^typescript/);
    expect(screen.groupAt(ts.row, cell(screen, '42').col)).toMatch(/^typescript/);
    const lua = cell(screen, 'local n = 1');
    expect(screen.groupAt(lua.row, lua.col)).toMatch(/^lua/);
    // The fences themselves, and a language without a syntax file, stay as before.
    expect(screen.groupAt(cell(screen, '```ts').row, cell(screen, '```ts').col)).toBe('claudeMdCodeDelimiter');
    const plain = cell(screen, 'plain body');
    expect(screen.groupAt(plain.row, plain.col)).toBe('claudeMdFence');
    // lua.vim asks for a 1000-line sync window: the transcript keeps its own, which syncs on fences.
    const sync = await inChat(
      chat,
      `return vim.api.nvim_buf_call(buf, function() return vim.fn.execute('syntax sync') end)`,
    );
    expect(sync).toMatch(/syncing on items; minimal 20, maximal 200 lines before top line\nclaudeSyncFence /);
    // The syntax loaded again (:set syntax=...): the languages shown are included again.
    await inChat(
      chat,
      `vim.api.nvim_buf_call(buf, function() vim.bo.syntax = 'OFF'; vim.bo.syntax = 'claudechat' end)`,
    );
    await exposeHighlights(chat, '^typescript');
    await screen.settle();
    expect(screen.groupAt(ts.row, ts.col)).toMatch(/^typescript/);
  });
});

describe('fence languages while a reply streams', () => {
  it('a fence word streamed a letter at a time includes only the whole word (```b is not B, ```bas not Basic)', async () => {
    // A frame for every letter: 40 ms between deltas, frames 20 ms apart at the least.
    const slow: Scenario = () => [
      { chunkSize: 1, delayMs: 40, blocks: [{ type: 'text', text: 'Run:\n```bash\necho hi\n```\nDone slowly.' }] },
    ];
    chat = await startChat({ scenarios: { slow }, setup: { frame_ms: 20, render_budget: 0 } });
    screen = await attachScreen(chat, 120, 30);
    await chat.nvim.command('ClaudeChat run [scenario:slow]');
    await screen.waitFor('Done slowly.');
    await waitFor(async () => ((await inChat(chat!, LANGUAGES)) as string[]).length > 0, {
      message: 'a syntax included',
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await inChat(chat, LANGUAGES)).toEqual(['bash']);
  });

  it('while the chat is closed no syntax is loaded; opening it includes the languages shown', async () => {
    chat = await startChat({ scenarios: { md } });
    screen = await attachScreen(chat, 120, 30);
    await chat.nvim.command('ClaudeChat');
    await chat.nvim.command('ClaudeToggle');
    await chat.lua(`require('claude').send('hidden [scenario:md]')`);
    await waitFor(async () => (await chat!.transcript()).includes('End.'), {
      message: 'the reply, with the chat closed',
    });
    // The turn over (languages are included when it ends, for the fences a window shows): none, no window.
    await afterTurn(chat);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await inChat(chat, LANGUAGES)).toEqual([]);
    await chat.nvim.command('ClaudeToggle');
    expect(await inChat(chat, LANGUAGES)).toEqual(['lua', 'typescript']);
    await exposeHighlights(chat, '^typescript');
    await screen.settle();
    const ts = cell(screen, 'const answer');
    expect(screen.groupAt(ts.row, ts.col)).toMatch(/^typescript/);
  });

  it("a language's syntax is included once a window shows one of its fences: scrolled to, not before", async () => {
    const far: Scenario = () => [
      {
        blocks: [
          {
            type: 'text',
            text: `\`\`\`python\nimport os\n\`\`\`\n\n${Array.from({ length: 70 }, (_, i) => `Line ${i} of prose.`).join('\n\n')}\n\n\`\`\`lua\nlocal n = 1\n\`\`\`\nEnd.`,
          },
        ],
      },
    ];
    chat = await startChat({ scenarios: { far } });
    screen = await attachScreen(chat, 120, 30);
    // The reply arrives while the chat is closed: streamed into an open chat, a slow frame could show the
    // python fence near the top before the prose pushes it out, and so include python legitimately.
    await chat.nvim.command('ClaudeChat');
    await chat.nvim.command('ClaudeToggle');
    await chat.lua(`require('claude').send('far [scenario:far]')`);
    await waitFor(async () => (await chat!.transcript()).includes('End.'), {
      message: 'the reply, with the chat closed',
    });
    await afterTurn(chat);
    await chat.nvim.command('ClaudeToggle');
    await screen.waitFor('End.');
    const coloured = async (text: string, group: RegExp, prefix: string) => {
      await exposeHighlights(chat!, prefix);
      await screen!.settle();
      const at = screen!.locate(text);
      return at !== null && group.test(screen!.groupAt(at.row, at.first) ?? '');
    };
    await waitFor(() => coloured('local n = 1', /^lua/, '^lua'), { message: 'the lua block, in view, in its colours' });
    expect(await chat.lua(`return vim.fn.hlexists('pythonInclude')`)).toBe(0);
    await focusTranscript(chat);
    await typeKeys(chat, 'gg', screen);
    await waitFor(() => coloured('import os', /^python/, '^python'), {
      message: 'the python block, scrolled to, in its colours',
    });
  });
});

describe('headings and code while a turn waits for the user (screen)', () => {
  it('a heading shows without its #; a fence takes its colours while an Edit after it waits for approval', async () => {
    const waits: Scenario = ({ cwd }) => [
      {
        blocks: [
          { type: 'text', text: '## Steps\n\n```ts\nconst answer: number = 42;\n```\n\nNow the edit.' },
          {
            type: 'tool_use',
            name: 'Edit',
            input: { file_path: `${cwd}/tpl.ts`, old_string: 'const s = 1;', new_string: 'const s = 2;' },
          },
        ],
      },
      { blocks: [{ type: 'text', text: 'Edited.' }] },
    ];
    chat = await startChat({ files: { 'tpl.ts': 'const s = 1;\n' }, scenarios: { waits } });
    screen = await attachScreen(chat, 120, 30);
    await chat.nvim.command('ClaudeChat steps [scenario:waits]');
    await screen.waitFor('Allow Edit?');
    // Nothing streams while the approval waits: the code takes its language's colours now, not at the end.
    const languages = () => inChat(chat!, LANGUAGES);
    await waitFor(async () => JSON.stringify(await languages()) === '["typescript"]', {
      message: 'typescript included while the approval waits',
    });
    expect((await chat.status()).state).toBe('running');
    await exposeHighlights(chat, '^typescript');
    await exposeHighlights(chat, '^claudeMd');
    await screen.settle();
    const ts = cell(screen, 'const answer');
    expect(screen.groupAt(ts.row, ts.col)).toMatch(/^typescript/);
    expect(chatRow(screen, 'Steps')).toMatch(/^Steps *$/);
    expect(screen.groupAt(cell(screen, 'Steps').row, cell(screen, 'Steps').col)).toBe('claudeMdH2');
    await chat.nvim.command('ClaudeApprove');
    await screen.waitFor('Edited.');
  });
});

describe("the plugin's own lines are not markdown (screen)", () => {
  it('an approval keeps the backticks and asterisks of its diff', async () => {
    const tpl: Scenario = ({ cwd }) => [
      {
        blocks: [
          {
            type: 'tool_use',
            name: 'Edit',
            input: { file_path: `${cwd}/tpl.ts`, old_string: "const s = 'hi';", new_string: 'const s = `hi *there*`;' },
          },
        ],
      },
      { blocks: [{ type: 'text', text: 'Now `s` is a *template*.' }] },
    ];
    chat = await startChat({ files: { 'tpl.ts': "const s = 'hi';\n" }, scenarios: { tpl } });
    screen = await attachScreen(chat, 120, 30);
    await chat.nvim.command('ClaudeChat template [scenario:tpl]');
    await screen.waitFor('Allow Edit?');
    await screen.settle();
    expect(screen.text()).toContain("  - const s = 'hi';");
    expect(screen.text()).toContain('  + const s = `hi *there*`;');
    await chat.nvim.command('ClaudeApprove');
    // After it, the reply's own markdown is concealed again.
    await screen.waitFor('Now s is a template.');
  });
});

describe('a long prompt in the transcript (screen)', () => {
  it('shows its first 5 lines; the rest is in a closed fold that zo opens', async () => {
    chat = await startChat();
    screen = await attachScreen(chat, 120, 40);
    const prompt = Array.from({ length: 30 }, (_, i) => `pasted line ${i + 1}${i === 0 ? ' [scenario:text]' : ''}`);
    await chat.nvim.command('ClaudeChat');
    await chat.lua(`require('claude').send(...)`, [prompt.join('\n')]);
    await screen.waitFor('Done.');
    await screen.settle();
    const text = screen.text();
    expect(text).toContain('pasted line 5');
    expect(text).toMatch(/\+-+ 25 lines: pasted line 6/);
    expect(text).not.toContain('pasted line 7');
    expect(await chat.transcript()).toContain('pasted line 30'); // all of it is in the buffer
    await focusTranscript(chat);
    await chat.lua(`vim.fn.search('^pasted line 6$')`);
    await typeKeys(chat, 'zo', screen);
    await screen.waitFor('pasted line 30');
    expect(screen.text()).not.toMatch(/lines: pasted line 6/);
  });

  it("while a reply streams its code stays plain; once the turn ends it takes its language's colours", async () => {
    chat = await startChat({ scenarios: { slow: slowAfterCode } });
    screen = await attachScreen(chat, 120, 30);
    await chat.nvim.command('ClaudeChat code [scenario:slow]');
    await screen.waitFor('More words stream in.');
    await screen.settle();
    // Streaming (an included syntax would make every redraw of the stream dearer): the fence's own colour.
    expect((await chat.status()).state).toBe('running');
    expect(screen.groupAt(cell(screen, 'const answer').row, cell(screen, 'const answer').col)).not.toMatch(
      /^typescript/,
    );
    expect(await inChat(chat, LANGUAGES)).toEqual([]);
    await screen.waitFor('Finished.');
    await waitFor(async () => JSON.stringify(await inChat(chat!, LANGUAGES)) === '["typescript"]', {
      message: 'typescript included once the turn ended',
    });
    await exposeHighlights(chat, '^typescript');
    await screen.settle();
    expect(screen.groupAt(cell(screen, 'const answer').row, cell(screen, 'const answer').col)).toMatch(/^typescript/);
  });
});
