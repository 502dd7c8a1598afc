import fs from 'node:fs';
import { it } from 'vitest';
import { startChat } from './support/chat';
it('scratch', async () => {
  const chat = await startChat();
  await chat.nvim.command('ClaudeChat hello [scenario:text]');
  await chat.waitForLine('Done.', 8000).catch(e => process.stderr.write(String(e) + '\n'));
  process.stderr.write(JSON.stringify(await chat.status()) + '\n');
  process.stderr.write(fs.readFileSync(chat.ws.home + '/claude-chat.log', 'utf8').slice(-3000) + '\n');
  process.stderr.write(JSON.stringify(chat.model.requests.map(r => [r.scenario, r.step, r.body.model])) + '\n');
  await chat.close();
});
