// Scripts in which the fake model calls the tools of a real MCP server, @modelcontextprotocol/server-everything
// (installed by scripts/ensure-test-servers.sh), configured as `everything` for the test's session. Its tool
// names, as the CLI prefixes them: mcp__everything__echo, ..._trigger-elicitation-request (a form),
// ..._trigger-url-elicitation (a URL to open).
import type { Scenario } from './server';

const done = (text: string) => ({ blocks: [{ type: 'text' as const, text }] });
const call = (name: string, input: Record<string, unknown>) => ({
  blocks: [{ type: 'tool_use' as const, name: `mcp__everything__${name}`, input }],
});

export const mcpScenarios: Record<string, Scenario> = {
  'mcp-echo': () => [call('echo', { message: 'hi from the fake model' }), done('The server echoed it back.')],
  'mcp-elicit': () => [call('trigger-elicitation-request', {}), done('The form went back to the server.')],
  'mcp-url': () => [
    call('trigger-url-elicitation', { url: 'https://example.com/sign-in', message: 'Sign in to go on.' }),
    done('The URL step is over.'),
  ],
  // test/mcp/signin-server.mjs, configured as `signin`: a sign-in through a URL.
  'mcp-signin': () => [
    { blocks: [{ type: 'tool_use', name: 'mcp__signin__sign_in', input: {} }] },
    done('The sign-in is over.'),
  ],
};

/** Where the test servers are (scripts/ensure-test-servers.sh). */
export const EVERYTHING_BIN = '.deps/servers/node_modules/.bin/mcp-server-everything';
