import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { maxInputPixels, processPhoto, type ProcessedPhoto } from '../../server/modules/photos/pipeline';

const solid = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } }).toFormat(format).toBuffer();

const processed = async (input: Buffer): Promise<ProcessedPhoto> => {
  const result = await processPhoto(input);
  if (result === 'invalid_image') throw new Error('refused a valid image');
  return result;
};

// CRC-32 as PNG chunks need it (the polynomial of ISO 3309).
const crc32 = (bytes: Buffer): number => {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
/** A complete grey PNG, every row present: all black, so it compresses about a thousandfold (a decompression bomb's shape). */
const blackPng = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * height))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

describe('photo pipeline', () => {
  it('strips EXIF and GPS: the input carries them, no output file does', async () => {
    const input = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 53/1 0/1' } })
      .jpeg()
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif?.toString('latin1')).toContain('TestCam');
    expect(before.exif?.length ?? 0).toBeGreaterThan(100); // the GPS IFD is there too
    const result = await processed(input);
    for (const file of Object.values(result.files)) {
      const after = await sharp(file).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.orientation).toBeUndefined();
    }
  });

  it('applies the EXIF orientation: a landscape file marked "rotate 90°" comes out portrait', async () => {
    const input = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#777777' } }).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const full = await sharp((await processed(input)).files.full).metadata();
    expect([full.width, full.height]).toEqual([40, 80]);
  });

  it('re-encodes every accepted format to WebP in the sizes the views need', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'gif'] as const) {
      const result = await processed(await solid(2000, 1000, format));
      const size = async (file: Buffer) => {
        const meta = await sharp(file).metadata();
        return [meta.format, meta.width, meta.height];
      };
      expect(await size(result.files.full)).toEqual(['webp', 1200, 600]);
      expect(await size(result.files.card)).toEqual(['webp', 400, 400]);
      expect(await size(result.files.thumb)).toEqual(['webp', 96, 96]);
      expect(await size(result.files['full-blurred'])).toEqual(['webp', 1200, 600]);
      expect(await size(result.files['card-blurred'])).toEqual(['webp', 400, 400]);
      expect(await size(result.files['thumb-blurred'])).toEqual(['webp', 96, 96]);
      expect(Buffer.from(result.thumbhash, 'base64').length).toBeGreaterThan(5);
    }
  });

  it('does not enlarge a small photo', async () => {
    const full = await sharp((await processed(await solid(300, 200, 'png'))).files.full).metadata();
    expect([full.width, full.height]).toEqual([300, 200]);
  });

  it('blurs: the blurred card keeps the colours but not the detail of the clear one', async () => {
    // A checkerboard of 10 px squares: sharp edges everywhere, so the clear card varies a lot pixel to pixel.
    const width = 400;
    const pixels = Buffer.alloc(width * width * 3);
    for (let y = 0; y < width; y += 1) {
      for (let x = 0; x < width; x += 1) pixels.fill((Math.floor(x / 10) + Math.floor(y / 10)) % 2 === 0 ? 255 : 0, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
    const input = await sharp(pixels, { raw: { width, height: width, channels: 3 } }).png().toBuffer();
    const result = await processed(input);
    const deviation = async (file: Buffer) => (await sharp(file).greyscale().stats()).channels[0]?.stdev ?? 0;
    expect(await deviation(result.files.card)).toBeGreaterThan(100);
    expect(await deviation(result.files['card-blurred'])).toBeLessThan(10);
    expect(result.files['card-blurred'].equals(result.files.card)).toBe(false);
  });

  it('refuses what is not a real image of an accepted format', async () => {
    const jpeg = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#abcdef' } }).jpeg().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const tiff = await solid(10, 10, 'png').then((png) => sharp(png).tiff().toBuffer());
    for (const input of [Buffer.from('just some text, not a picture'), jpeg.subarray(0, jpeg.length / 2), svg, tiff, Buffer.alloc(0)]) {
      expect(await processPhoto(input)).toBe('invalid_image');
    }
  });

  it('refuses a small file that decodes to more pixels than the limit', async () => {
    const bomb = blackPng(7_000, 6_000);
    expect(7_000 * 6_000).toBeGreaterThan(maxInputPixels);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await processPhoto(bomb)).toBe('invalid_image');
    // The same construction within the limit is a valid image: the limit is what refuses the bomb.
    expect(await processPhoto(blackPng(300, 200))).not.toBe('invalid_image');
  });
});
