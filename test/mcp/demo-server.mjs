#!/usr/bin/env node
// The demo's MCP server (`npm run demo`, scripts/demo.ts): one tool, `echo`, over the stdio transport
// (newline-delimited JSON-RPC), with no package of its own, since the demo runs from a plain `npm ci`. What
// :ClaudeMcp lists and what the `mcp` and `mcp-ask` scripts of the fake model call (`demo · echo`, and
// `demo · greet`, which asks the user for a name: an MCP elicitation).
import readline from 'node:readline';

const TOOLS = [
  {
    name: 'echo',
    description: 'Says back the text it is given',
    inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
  },
  {
    name: 'greet',
    description: 'Asks the user whom to greet (an MCP elicitation), then greets them',
    inputSchema: { type: 'object', properties: {} },
  },
];
/** The MCP request for input that `greet` sends the client, and the tools/call waiting for its answer. */
const ASK = {
  message: 'Whom should the demo greet?',
  requestedSchema: {
    type: 'object',
    properties: { name: { type: 'string', title: 'Name', description: 'Who to greet' } },
    required: ['name'],
  },
};
const waiting = new Map();
let asked = 0;

const send = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);

function answer(method, params) {
  switch (method) {
    case 'initialize':
      return {
        protocolVersion: params?.protocolVersion ?? '2025-06-18',
        capabilities: { tools: {} },
        serverInfo: { name: 'demo', version: '1.0.0' },
      };
    case 'ping':
      return {};
    case 'tools/list':
      return { tools: TOOLS };
    case 'tools/call':
      if (params?.name === 'echo') {
        return { content: [{ type: 'text', text: `echo: ${params?.arguments?.text ?? ''}` }] };
      }
      return { content: [{ type: 'text', text: `no tool ${params?.name}` }], isError: true };
    default:
      return undefined;
  }
}

readline.createInterface({ input: process.stdin }).on('line', (line) => {
  let message;
  try {
    message = JSON.parse(line);
  } catch {
    return;
  }
  if (message.id === undefined) return; // a notification (notifications/initialized, …): nothing to answer
  // The client's answer to our request for input: the greet call it was for gets its result.
  if (message.method === undefined) {
    const call = waiting.get(message.id);
    waiting.delete(message.id);
    const r = message.result;
    const text =
      r?.action === 'accept' ? `Hello, ${r.content?.name ?? 'nobody'}!` : `The user chose ${r?.action ?? 'nothing'}.`;
    if (call !== undefined) send({ id: call, result: { content: [{ type: 'text', text }] } });
    return;
  }
  if (message.method === 'tools/call' && message.params?.name === 'greet') {
    const id = `ask-${++asked}`;
    waiting.set(id, message.id);
    send({ id, method: 'elicitation/create', params: ASK });
    return;
  }
  const result = answer(message.method, message.params);
  if (result === undefined) send({ id: message.id, error: { code: -32601, message: `no method ${message.method}` } });
  else send({ id: message.id, result });
});
