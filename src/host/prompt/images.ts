// :ClaudeImage and image paths pasted into the prompt: an image file read in the host, checked by its header
// (PNG, JPEG, GIF, WebP, whatever its name says), and kept until the next prompt, which carries it as an image
// block (`{ type: 'image', source: { type: 'base64', media_type, data } }` in the stream-json user message).
import fs from 'node:fs';
import path from 'node:path';

export interface ImageBlock {
  type: 'image';
  source: { type: 'base64'; media_type: string; data: string };
}

export interface AttachedImage {
  file: string;
  /** `shot.png · 640x480`: how the transcript names it. */
  label: string;
  block: ImageBlock;
}

/** The API's limit for one image. */
const MAX_BYTES = 5 * 1024 * 1024;

/** The media type and size an image's header says, or null when it is none of the four the API takes. */
export function imageInfo(b: Buffer): { mediaType: string; width: number; height: number } | null {
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.toString('latin1', 12, 16) === 'IHDR') {
    return { mediaType: 'image/png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  }
  if (b.length >= 10 && /^GIF8[79]a$/.test(b.toString('latin1', 0, 6))) {
    return { mediaType: 'image/gif', width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  }
  if (b.length >= 30 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') {
    const size = webpSize(b);
    return size && { mediaType: 'image/webp', ...size };
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    const size = jpegSize(b);
    return size && { mediaType: 'image/jpeg', ...size };
  }
  return null;
}

function webpSize(b: Buffer): { width: number; height: number } | null {
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const [b0, b1, b2, b3] = [b[21], b[22], b[23], b[24]];
    return { width: 1 + (((b1 & 0x3f) << 8) | b0), height: 1 + (((b3 & 0xf) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)) };
  }
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  return null;
}

/** A JPEG's size from its first start-of-frame segment (SOF0..SOF15 but DHT, JPG and DAC). */
function jpegSize(b: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { width: b.readUInt16BE(at + 7), height: b.readUInt16BE(at + 5) };
    }
    at += 2 + b.readUInt16BE(at + 2);
  }
  return null;
}

/** Reads image `file` (relative to `cwd`): the attachment, or why it cannot be one. */
export async function readImage(file: string, cwd: string): Promise<AttachedImage | { error: string }> {
  const abs = path.resolve(cwd, file);
  const name = path.basename(abs);
  const shown = abs.startsWith(cwd + path.sep) ? path.relative(cwd, abs) : abs;
  let data: Buffer;
  try {
    const stat = await fs.promises.stat(abs);
    if (!stat.isFile()) return { error: `${shown} is not a file` };
    const mb = (stat.size / 1048576).toFixed(1);
    if (stat.size > MAX_BYTES) return { error: `${name} is too large (${mb} MB; the API takes images up to 5 MB)` };
    data = await fs.promises.readFile(abs);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why = code ?? (err as Error).message;
    return { error: code === 'ENOENT' ? `no file ${shown}` : `cannot read ${shown}: ${why}` };
  }
  const info = imageInfo(data);
  if (!info) return { error: `${name} is not a PNG, JPEG, GIF or WebP image` };
  return {
    file: abs,
    label: `${name} · ${info.width}x${info.height}`,
    block: { type: 'image', source: { type: 'base64', media_type: info.mediaType, data: data.toString('base64') } },
  };
}

/** The images waiting for a session's next prompt. What the user asks is done in the order asked: an image
 *  is read while the host goes on, and a prompt sent (or the images dropped) right after `:ClaudeImage` waits
 *  for that read, so that the image goes with that prompt and not the next one. */
export class ImageAttachments {
  private list: AttachedImage[] = [];
  /** The last of the reads and takes asked for, each begun once the one before it is done. */
  private queue: Promise<void> = Promise.resolve();
  /** How many of them are not done yet. */
  private waiting = 0;

  /** `shown`: the names of what waits, for the prompt's winbar; `refused`: why a file was not attached. */
  constructor(
    private readonly cwd: () => string,
    private readonly shown: (names: string[]) => void,
    private readonly refused: (message: string) => void,
  ) {}

  /** Attaches image `file` (once: the same file again is already there). */
  attach(file: string): Promise<void> {
    return this.inOrder(async () => {
      const image = await readImage(file, this.cwd());
      if ('error' in image) {
        this.refused(`image not attached: ${image.error}`);
        return;
      }
      if (this.list.some((i) => i.file === image.file)) return;
      this.list.push(image);
      this.show();
    });
  }

  /** Hands what waits to `use` (the prompt being sent, or nothing: dropped), taken: at once when nothing
   *  asked before is still being done, else after it. */
  take(use: (images: AttachedImage[]) => void): void {
    const now = () => {
      const taken = this.list;
      this.list = [];
      if (taken.length) this.show();
      use(taken);
    };
    if (this.waiting === 0) now();
    else void this.inOrder(async () => now());
  }

  private inOrder(step: () => Promise<void>): Promise<void> {
    this.waiting++;
    const done = this.queue.then(step).finally(() => {
      this.waiting--;
    });
    this.queue = done.catch(() => undefined);
    return done;
  }

  private show(): void {
    this.shown(this.list.map((i) => path.basename(i.file)));
  }
}
