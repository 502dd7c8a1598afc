// The image header reader of :ClaudeImage (src/host/prompt/images.ts): the media type by the file's first bytes, the
// width and height as the transcript shows them, and none for what is no image the API takes.
import { describe, expect, it } from 'vitest';
import { imageInfo } from '../src/host/prompt/images';

const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([7, 0, 9, 0]), Buffer.alloc(8)]);
/** A JPEG's start, an APP0 segment, then a SOF0 of 300x200. */
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 17, 8, 0, 200, 1, 44, 3, 0, 0, 0, 0]);
const riff = (chunk: string, body: number[]) =>
  Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP' + chunk, 'latin1'), Buffer.from(body), Buffer.alloc(16)]);

describe('imageInfo', () => {
  it('reads PNG, GIF, JPEG and the three WebP kinds; anything else is none', () => {
    const png = Buffer.alloc(24);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(png);
    png.write('IHDR', 12, 'latin1');
    png.writeUInt32BE(640, 16);
    png.writeUInt32BE(480, 20);
    expect(imageInfo(png)).toEqual({ mediaType: 'image/png', width: 640, height: 480 });
    expect(imageInfo(gif)).toEqual({ mediaType: 'image/gif', width: 7, height: 9 });
    expect(imageInfo(jpeg)).toEqual({ mediaType: 'image/jpeg', width: 300, height: 200 });
    // VP8 (lossy): 14-bit sizes at 26 and 28, after the frame tag and start code.
    expect(imageInfo(riff('VP8 ', [0, 0, 0, 0, 0, 0, 0, 0x9d, 0x01, 0x2a, 100, 0, 50, 0]))).toEqual({
      mediaType: 'image/webp',
      width: 100,
      height: 50,
    });
    // VP8L (lossless): 14 bits each, minus one, after the signature byte at 20.
    expect(imageInfo(riff('VP8L', [0, 0, 0, 0, 0x2f, 99, 0x40, 12, 0]))).toEqual({
      mediaType: 'image/webp',
      width: 100,
      height: 50,
    });
    // VP8X (extended): 24 bits each, minus one, at 24 and 27.
    expect(imageInfo(riff('VP8X', [0, 0, 0, 0, 0, 0, 0, 0, 0xff, 1, 0, 0x2b, 1, 0]))).toEqual({
      mediaType: 'image/webp',
      width: 512,
      height: 300,
    });
    expect(imageInfo(Buffer.from('not an image at all, just some text'))).toBeNull();
    expect(imageInfo(Buffer.alloc(0))).toBeNull();
  });
});
