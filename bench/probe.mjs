// The benchmark's second editor client: a separate process connected to Neovim's socket that times
// nvim_eval('1') round trips, one at a time, about one per millisecond. Plain msgpack-rpc on a socket, no
// client library, so the figure is Neovim's responsiveness and not a library's overhead.
//   node bench/probe.mjs ADDRESS
// Commands on stdin, one per line: `reset` (drop the samples so far), `dump` (print them as one JSON
// line of microseconds, then reset), `quit`.
import net from 'node:net';
import readline from 'node:readline';

const address = process.argv[2];
if (!address) {
  process.stderr.write('usage: node bench/probe.mjs ADDRESS\n');
  process.exit(2);
}

const METHOD = Buffer.from('nvim_eval');
function request(id) {
  // [0, id, "nvim_eval", ["1"]]
  const b = Buffer.alloc(1 + 1 + 5 + 1 + METHOD.length + 1 + 2);
  let o = 0;
  b[o++] = 0x94;
  b[o++] = 0x00;
  b[o++] = 0xce;
  b.writeUInt32BE(id, o);
  o += 4;
  b[o++] = 0xa0 | METHOD.length;
  METHOD.copy(b, o);
  o += METHOD.length;
  b[o++] = 0x91;
  b[o++] = 0xa1;
  b[o++] = 0x31;
  return b;
}

/** Decodes one msgpack value at `o`; returns [value, next offset], or null if the buffer ends first. */
function decode(b, o) {
  if (o >= b.length) return null;
  const t = b[o];
  const need = (n) => o + n <= b.length;
  if (t <= 0x7f) return [t, o + 1];
  if (t >= 0xe0) return [t - 0x100, o + 1];
  if ((t & 0xf0) === 0x90 || t === 0xdc || t === 0xdd) {
    let n;
    let p;
    if ((t & 0xf0) === 0x90) {
      n = t & 0x0f;
      p = o + 1;
    } else if (t === 0xdc) {
      if (!need(3)) return null;
      n = b.readUInt16BE(o + 1);
      p = o + 3;
    } else {
      if (!need(5)) return null;
      n = b.readUInt32BE(o + 1);
      p = o + 5;
    }
    const out = [];
    for (let i = 0; i < n; i++) {
      const r = decode(b, p);
      if (!r) return null;
      out.push(r[0]);
      p = r[1];
    }
    return [out, p];
  }
  if ((t & 0xf0) === 0x80 || t === 0xde) {
    let n;
    let p;
    if ((t & 0xf0) === 0x80) {
      n = t & 0x0f;
      p = o + 1;
    } else {
      if (!need(3)) return null;
      n = b.readUInt16BE(o + 1);
      p = o + 3;
    }
    const out = {};
    for (let i = 0; i < n; i++) {
      const k = decode(b, p);
      if (!k) return null;
      const v = decode(b, k[1]);
      if (!v) return null;
      out[String(k[0])] = v[0];
      p = v[1];
    }
    return [out, p];
  }
  const str = (len, p) => (p + len <= b.length ? [b.toString('utf8', p, p + len), p + len] : null);
  if ((t & 0xe0) === 0xa0) return str(t & 0x1f, o + 1);
  switch (t) {
    case 0xc0:
      return [null, o + 1];
    case 0xc2:
      return [false, o + 1];
    case 0xc3:
      return [true, o + 1];
    case 0xcc:
      return need(2) ? [b[o + 1], o + 2] : null;
    case 0xcd:
      return need(3) ? [b.readUInt16BE(o + 1), o + 3] : null;
    case 0xce:
      return need(5) ? [b.readUInt32BE(o + 1), o + 5] : null;
    case 0xd0:
      return need(2) ? [b.readInt8(o + 1), o + 2] : null;
    case 0xd1:
      return need(3) ? [b.readInt16BE(o + 1), o + 3] : null;
    case 0xd2:
      return need(5) ? [b.readInt32BE(o + 1), o + 5] : null;
    case 0xd9:
      return need(2) ? str(b[o + 1], o + 2) : null;
    case 0xda:
      return need(3) ? str(b.readUInt16BE(o + 1), o + 3) : null;
    case 0xdb:
      return need(5) ? str(b.readUInt32BE(o + 1), o + 5) : null;
    case 0xd4:
      return need(3) ? ['ext', o + 3] : null;
    case 0xd5:
      return need(4) ? ['ext', o + 4] : null;
    case 0xd6:
      return need(6) ? ['ext', o + 6] : null;
    case 0xc7:
      return need(2) && need(3 + b[o + 1]) ? ['ext', o + 3 + b[o + 1]] : null;
    default:
      throw new Error(`probe: unsupported msgpack type 0x${t.toString(16)}`);
  }
}

let samples = [];
let pending = Buffer.alloc(0);
let id = 0;
let sentAt = 0n;
let quitting = false;

const sock = net.createConnection(address);
function send() {
  if (quitting) return;
  id = (id + 1) >>> 0;
  sentAt = process.hrtime.bigint();
  sock.write(request(id));
}
sock.on('connect', () => {
  process.stdout.write('ready\n');
  send();
});
sock.on('data', (chunk) => {
  const now = process.hrtime.bigint();
  pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
  for (;;) {
    const r = decode(pending, 0);
    if (!r) break;
    pending = pending.subarray(r[1]);
    const [msg] = r;
    if (Array.isArray(msg) && msg[0] === 1 && msg[1] === id) {
      if (msg[2] !== null) throw new Error(`probe: nvim_eval failed: ${JSON.stringify(msg[2])}`);
      samples.push(Number(now - sentAt) / 1000);
      setTimeout(send, 1);
    }
  }
});
sock.on('error', (err) => {
  if (!quitting) process.stderr.write(`probe: ${err.message}\n`);
  process.exit(quitting ? 0 : 1);
});

readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const cmd = line.trim();
  if (cmd === 'reset') samples = [];
  else if (cmd === 'dump') {
    process.stdout.write(JSON.stringify(samples) + '\n');
    samples = [];
  } else if (cmd === 'quit') {
    quitting = true;
    sock.end();
    setTimeout(() => process.exit(0), 50);
  }
});
