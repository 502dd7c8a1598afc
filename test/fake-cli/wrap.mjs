#!/usr/bin/env node
// Runs the REAL claude CLI (node_modules/.bin/claude, or $FAKE_CLI_REAL) with the same arguments and injects
// faults into what the host sees. The faults are read at each start from the JSON file $FAKE_CLI_CONTROL
// ({"faults": [...]}) or from $FAKE_CLI_FAULTS (comma separated), so a test can change them between starts:
//   exit-at-start    print an authentication error on stderr and exit 1, without starting the CLI
//   garbage          before the first system/init line: a non-JSON line and a truncated JSON line
//   unknown          before the first system/init line: messages of types nobody knows
//   stderr-flood:MB  when the first prompt arrives, MB megabytes of noise on stderr (default 8)
//   rechunk          every stdout chunk is written in two parts cut inside its first multi-byte character
//   tap              write the length in bytes of the longest stdout line so far to $FAKE_CLI_CONTROL.tap
//   slow-stop:MS     asked to stop (stdin closed, or SIGTERM), take MS ms before passing it on, as a CLI
//                    with MCP servers or hooks to shut down does
//   ask-words        every can_use_tool request gets the fields of $FAKE_CLI_ASK_WORDS (JSON) added: the
//                    words and flags (title, default_to_no, ...) the CLI sends only for asks a hook or an
//                    MCP server words (docs/cli-protocol.md § Permission prompts)
//   unsupported:SUB  the host's control requests of subtype SUB are answered as a CLI that does not know
//                    them answers (its words, as 2.1.197 says them: docs/cli-protocol.md § Unsupported requests),
//                    and never reach the CLI
//   says             before the first system/init line: the messages of $FAKE_CLI_SAYS (a JSON array), what
//                    the CLI says only when a disk fills up or a model refuses (session_writes_lost, ...)
//   stdin-tap        everything the host writes to the CLI's stdin is also appended to the file $FAKE_CLI_STDIN:
//                    what the CLI was told (a permission answer's fields), as the CLI reads it
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const real = process.env.FAKE_CLI_REAL || path.join(here, '..', '..', 'node_modules', '.bin', 'claude');

let faults = (process.env.FAKE_CLI_FAULTS || '').split(',').filter(Boolean);
if (process.env.FAKE_CLI_CONTROL) {
  try {
    faults = JSON.parse(fs.readFileSync(process.env.FAKE_CLI_CONTROL, 'utf8')).faults ?? [];
  } catch {
    /* none */
  }
}
const has = (name) => faults.find((f) => f === name || f.startsWith(name + ':'));
const arg = (name, dflt) => {
  const f = has(name);
  const v = f?.split(':')[1];
  return v ? Number(v) : dflt;
};

if (has('exit-at-start')) {
  process.stderr.write(
    'Error: Invalid API key · Please run /login\nAPI Error: 401 {"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"}}\n',
  );
  process.exit(1);
}

const child = spawn(real, process.argv.slice(2), { stdio: ['pipe', 'pipe', 'inherit'] });
const stopDelay = arg('slow-stop', 0);
const later = (fn) => (stopDelay ? setTimeout(fn, stopDelay) : fn());
for (const sig of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(sig, () => later(() => child.kill(sig)));
child.on('close', async (code, signal) => {
  // Pass on everything the CLI wrote before it went away, then go the same way.
  while (writing || out.length) await new Promise((resolve) => setTimeout(resolve, 5));
  if (signal) {
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else process.exit(code ?? 1);
});
child.stdin.on('error', () => {});

/** The control requests of a subtype `unsupported:` names are answered here; the other lines go on. */
const unknown = faults.filter((f) => f.startsWith('unsupported:')).map((f) => f.slice('unsupported:'.length));
let pending = '';
function refuseUnknown(chunk) {
  if (!unknown.length) return chunk;
  const lines = (pending + chunk.toString('utf8')).split('\n');
  pending = lines.pop();
  const kept = lines.filter((line) => {
    let m;
    try {
      m = JSON.parse(line);
    } catch {
      return true;
    }
    if (m?.type !== 'control_request' || !unknown.includes(m.request?.subtype)) return true;
    const error = `Unsupported control request subtype: ${m.request.subtype}`;
    out.push(
      Buffer.from(
        JSON.stringify({ type: 'control_response', response: { subtype: 'error', request_id: m.request_id, error } }) +
          '\n',
      ),
    );
    void flush();
    return false;
  });
  return kept.length ? kept.join('\n') + '\n' : '';
}

let flooded = false;
process.stdin.on('data', (chunk) => {
  if (has('stdin-tap'))
    try {
      fs.appendFileSync(process.env.FAKE_CLI_STDIN, chunk);
    } catch {
      /* its test is over */
    }
  child.stdin.write(refuseUnknown(chunk));
  if (has('stderr-flood') && !flooded && chunk.includes('"type":"user"')) {
    flooded = true;
    const mb = arg('stderr-flood', 8);
    const line = 'debug: ' + 'noise '.repeat(20) + '\n';
    const block = line.repeat(Math.ceil(65536 / line.length));
    let left = mb * 1024 * 1024;
    const pump = () => {
      while (left > 0) {
        left -= block.length;
        if (!process.stderr.write(block)) {
          process.stderr.once('drain', pump);
          return;
        }
      }
      process.stderr.write('debug: end of the flood\n');
    };
    pump();
  }
});
process.stdin.on('end', () => later(() => child.stdin.end()));

let injected = false;
const out = [];
let writing = false;
const flush = async () => {
  if (writing) return;
  writing = true;
  while (out.length) {
    const chunk = out.shift();
    for (const part of cutParts(chunk)) {
      await new Promise((resolve) => process.stdout.write(part, resolve));
      if (has('rechunk')) await new Promise((resolve) => setTimeout(resolve, 1));
    }
  }
  writing = false;
};
/** Two parts cut one byte into the chunk's first multi-byte character (with `rechunk`), else the chunk. */
function cutParts(chunk) {
  if (!has('rechunk')) return [chunk];
  const at = chunk.findIndex((b) => b >= 0xc0);
  return at === -1 ? [chunk] : [chunk.subarray(0, at + 1), chunk.subarray(at + 1)];
}

let lineBytes = 0;
let longest = 0;
const tap = (chunk) => {
  for (let from = 0; ; ) {
    const nl = chunk.indexOf(10, from);
    if (nl === -1) {
      lineBytes += chunk.length - from;
      break;
    }
    longest = Math.max(longest, lineBytes + nl - from);
    lineBytes = 0;
    from = nl + 1;
  }
  fs.writeFileSync(`${process.env.FAKE_CLI_CONTROL}.tap`, String(longest));
};

/** With `ask-words`: whole lines, each can_use_tool request with the extra fields. */
let partial = '';
function withAskWords(chunk) {
  const text = partial + chunk.toString('utf8');
  const cut = text.lastIndexOf('\n') + 1;
  partial = text.slice(cut);
  const extra = JSON.parse(process.env.FAKE_CLI_ASK_WORDS || '{}');
  const lines = text
    .slice(0, cut)
    .split('\n')
    .map((line) => {
      if (!line.includes('"can_use_tool"')) return line;
      const m = JSON.parse(line);
      Object.assign(m.request, extra);
      return JSON.stringify(m);
    });
  return Buffer.from(lines.join('\n'));
}

child.stdout.on('data', (chunk) => {
  if (has('ask-words')) chunk = withAskWords(chunk);
  if (has('tap')) tap(chunk);
  if (!injected && (has('garbage') || has('unknown') || has('says'))) {
    const at = chunk.indexOf('{"type":"system","subtype":"init"');
    if (at !== -1) {
      injected = true;
      const extra = [];
      if (has('garbage')) {
        extra.push('Warning: this line is not JSON at all\n');
        extra.push(
          '{"type":"assistant","message":{"id":"msg_truncated","content":[{"type":"text","text":"cut off in the midd\n',
        );
      }
      if (has('says')) {
        for (const m of JSON.parse(process.env.FAKE_CLI_SAYS || '[]')) extra.push(JSON.stringify(m) + '\n');
      }
      if (has('unknown')) {
        extra.push(JSON.stringify({ type: 'quantum_flux', payload: { level: 9 } }) + '\n');
        extra.push(JSON.stringify({ type: 'system', subtype: 'warp_core_breach', detail: 'contained' }) + '\n');
      }
      chunk = Buffer.concat([chunk.subarray(0, at), Buffer.from(extra.join('')), chunk.subarray(at)]);
    }
  }
  out.push(chunk);
  void flush();
});
