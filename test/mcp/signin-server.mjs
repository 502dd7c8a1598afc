#!/usr/bin/env node
// A small MCP server (stdio) for the tests, on the real MCP SDK (scripts/ensure-test-servers.sh installs it
// into .deps/servers): its one tool, `sign_in`, asks the client to open a URL (a URL elicitation, as an OAuth
// sign-in does) and, once the user opened it, says the sign-in is complete (notifications/elicitation/complete)
// as the browser flow would. A server completes it even before the user answered (the user signed in from
// another window): with SIGNIN_ELSEWHERE naming a file (from the project's directory), the completion goes out
// while the request still waits, once that file exists. The test makes the file when it has seen the request
// wait: a timer would race it on a busy machine.
import { existsSync } from 'node:fs';
import { McpServer } from '../../.deps/servers/node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js';
import { StdioServerTransport } from '../../.deps/servers/node_modules/@modelcontextprotocol/sdk/dist/esm/server/stdio.js';

const server = new McpServer({ name: 'signin', version: '1.0.0' });
let count = 0;

server.registerTool(
  'sign_in',
  {
    description: 'Sign in to the test service',
    inputSchema: {},
  },
  async () => {
    const elicitationId = `signin-${++count}`;
    const complete = server.server.createElicitationCompletionNotifier(elicitationId);
    const elsewhere = process.env.SIGNIN_ELSEWHERE;
    const asked = server.server.elicitInput({
      mode: 'url',
      message: 'Sign in to the test service',
      url: 'https://example.com/auth',
      elicitationId,
    });
    if (elsewhere) {
      const poll = setInterval(() => {
        if (!existsSync(elsewhere)) return;
        clearInterval(poll);
        void complete();
      }, 50);
      asked.then(
        () => clearInterval(poll),
        () => clearInterval(poll),
      );
    }
    const result = await asked;
    if (!elsewhere && result.action === 'accept') await complete();
    return { content: [{ type: 'text', text: `sign-in ${result.action}` }] };
  },
);

await server.connect(new StdioServerTransport());
