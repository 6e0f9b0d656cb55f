import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll } from 'vitest';
import { createLocalFileStorage } from '../../../server/storage/local-files';

/** A photo store in a temporary directory, removed after the file's tests. */
export const useTemporaryPhotoStorage = () => {
  const dir = mkdtempSync(join(tmpdir(), 'rendezvous-photos-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return createLocalFileStorage(dir);
};

/** A multipart/form-data body with one file part. */
export const multipart = (field: string, bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') => {
  const boundary = '----rendezvous-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

/** A JPEG with detail (stripes of the given colour), so its clear and blurred files differ visibly. */
export const stripedJpeg = (hue: number, width = 600, height = 400): Promise<Buffer> => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const on = Math.floor((x + y) / 8) % 2 === 0;
      pixels.set(on ? [hue, 255 - hue, 128] : [10, 10, 10], (y * width + x) * 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg().toBuffer();
};
