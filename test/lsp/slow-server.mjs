// A language server for tests that answers textDocument/definition late: after the milliseconds given as its
// first argument (default 1500), with the first line of the file asked about, or of the file its second
// argument names (an absolute path). Speaks LSP over stdio.
import { pathToFileURL } from 'node:url';

const delay = Number(process.argv[2] ?? 1500);
const target = process.argv[3] ? pathToFileURL(process.argv[3]).href : null;
let buffer = Buffer.alloc(0);

function send(message) {
  const json = JSON.stringify({ jsonrpc: '2.0', ...message });
  process.stdout.write(`Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`);
}

function handle(msg) {
  switch (msg.method) {
    case 'initialize':
      send({
        id: msg.id,
        result: { capabilities: { definitionProvider: true, textDocumentSync: 1 }, serverInfo: { name: 'slow' } },
      });
      break;
    case 'textDocument/definition':
      setTimeout(
        () =>
          send({
            id: msg.id,
            result: {
              uri: target ?? msg.params.textDocument.uri,
              range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } },
            },
          }),
        delay,
      );
      break;
    case 'shutdown':
      send({ id: msg.id, result: null });
      break;
    case 'exit':
      process.exit(0);
      break;
    default:
      if (msg.id !== undefined && msg.method) send({ id: msg.id, result: null });
  }
}

process.stdin.on('data', (chunk) => {
  buffer = Buffer.concat([buffer, chunk]);
  for (;;) {
    const end = buffer.indexOf('\r\n\r\n');
    if (end < 0) return;
    const length = Number(/Content-Length: (\d+)/i.exec(buffer.subarray(0, end).toString())?.[1]);
    if (buffer.length < end + 4 + length) return;
    const body = buffer.subarray(end + 4, end + 4 + length).toString();
    buffer = buffer.subarray(end + 4 + length);
    handle(JSON.parse(body));
  }
});
