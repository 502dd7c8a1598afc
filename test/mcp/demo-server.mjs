#!/usr/bin/env node
// The demo's MCP server (`npm run demo`, scripts/demo.ts): one tool, `echo`, over the stdio transport
// (newline-delimited JSON-RPC), with no package of its own, since the demo runs from a plain `npm ci`. What
// :ClaudeMcp lists and what the `mcp` script of the fake model calls (`demo · echo`).
import readline from 'node:readline';

const TOOLS = [{
  name: 'echo',
  description: 'Says back the text it is given',
  inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
}];

const send = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);

function answer(method, params) {
  switch (method) {
    case 'initialize':
      return { protocolVersion: params?.protocolVersion ?? '2025-06-18', capabilities: { tools: {} },
        serverInfo: { name: 'demo', version: '1.0.0' } };
    case 'ping': return {};
    case 'tools/list': return { tools: TOOLS };
    case 'tools/call':
      if (params?.name !== 'echo') return { content: [{ type: 'text', text: `no tool ${params?.name}` }], isError: true };
      return { content: [{ type: 'text', text: `echo: ${params?.arguments?.text ?? ''}` }] };
    default: return undefined;
  }
}

readline.createInterface({ input: process.stdin }).on('line', (line) => {
  let message;
  try { message = JSON.parse(line); } catch { return; }
  if (message.id === undefined) return; // a notification (notifications/initialized, …): nothing to answer
  const result = answer(message.method, message.params);
  if (result === undefined) send({ id: message.id, error: { code: -32601, message: `no method ${message.method}` } });
  else send({ id: message.id, result });
});
