// Reference screens as a user sees them at 80x24 and 160x48: the empty chat, a reply with thinking, a
// pending approval in the chat, and the review tab. Regenerate on purpose with UPDATE_SCREENS=1 (see test/support/screen.ts).
import { describe, it } from 'vitest';
import { waitFor } from './support/wait';
import { afterTurn, startChat, type ChatFixture } from './support/chat';
import { closeAfterEach, attachScreen, expectScreen, exposeHighlights, type Screen } from './support/screen';
import { APP } from './fake-model/scenarios';

let chat: ChatFixture | null = null;
let screen: Screen | null = null;
closeAfterEach(() => [screen, chat], () => { screen = chat = null; });

// Cost, tokens, the context share and the model name (also cut by a narrow winbar: `2% c>`, `<e-opus-5-5`)
// vary with the CLI; the layout and the words do not.
const MASK = [/\$\d+\.\d+/g, /\d+(\.\d+)?k? in \/ \d+(\.\d+)?k? out/g, /\d+% ctx/g, /\d+%(?= c)/g, /<[\w.-]*-\d+(-\d+)*(\[\w+\])?$/g, /claude-[\w.-]+(\[\w+\])?/g];

for (const [cols, rows] of [[80, 24], [160, 48]] as const) {
  describe(`the approval flow at ${cols}x${rows}`, () => {
    it('a pending Edit in the chat, then its review tab', async () => {
      chat = await startChat({ files: { 'app.ts': APP } });
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('edit app.ts');
      await chat.nvim.command('ClaudeChat edit [scenario:edit]');
      await screen.waitFor(/\[A\] accept every edit this/);
      await screen.waitFor((s) => s.text().includes('ga allow · gr deny'));
      await screen.settle();
      expectScreen(screen, `approval-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      await chat.nvim.input('<Esc><C-w>kr');
      await screen.waitFor(':w allows · :q denies');
      await screen.settle();
      expectScreen(screen, `review-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      await chat.nvim.command('ClaudeDeny');
    });
  });
}

for (const [cols, rows] of [[80, 24], [160, 48]] as const) {
  describe(`the chat at ${cols}x${rows}`, () => {
    it('empty, ready for a prompt; then a reply with its thinking folded once the answer came', async () => {
      chat = await startChat();
      screen = await attachScreen(chat, cols, rows);
      await exposeHighlights(chat);
      await chat.nvim.command('ClaudeChat');
      await waitFor(async () => (await chat!.status()).state === 'ready', { message: 'the CLI to be ready' });
      await screen.waitFor('Claude · ready');
      await screen.settle();
      expectScreen(screen, `empty-${cols}x${rows}`, { groups: 'auto', mask: MASK });
      await chat.nvim.command('ClaudeChat hi [scenario:thinking]');
      await chat.waitForLine('Hi! This reply came after some thinking.');
      await screen.waitFor('Hi! This reply came after some');
      await screen.waitFor('✻ Thinking…');
      await screen.waitFor('Claude · ready'); // the turn's result came
      await afterTurn(chat);
      await screen.waitFor(/ · \d+% c/); // the winbar has the context share too
      await screen.settle();
      expectScreen(screen, `thinking-${cols}x${rows}`, { groups: 'auto', mask: MASK });
    });
  });
}
