import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { giftIds, giftPicturePath } from '../../io/entities/gift';

/** public/ is copied into the client build and served from its root, so /gifts/rose.svg is public/gifts/rose.svg. */
const pictureOf = (path: string): string => readFileSync(new URL(`../../public${path}`, import.meta.url), 'utf8');

describe('gift pictures', () => {
  it.each(giftIds)('draws %s as a small flat 96×96 SVG without text or scripts', async (gift) => {
    const svg = pictureOf(giftPicturePath(gift));
    expect(Buffer.byteLength(svg)).toBeLessThan(2048);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 96 96">/);
    expect(svg).not.toMatch(/<(text|script|image|foreignObject)\b|href=|on[a-z]+=/i);
    const { width, height, format } = await sharp(Buffer.from(svg)).metadata();
    expect({ width, height, format }).toEqual({ width: 96, height: 96, format: 'svg' });
  });

  it('gives every gift a picture of its own', () => {
    const pictures = giftIds.map((gift) => pictureOf(giftPicturePath(gift)));
    expect(new Set(pictures).size).toBe(giftIds.length);
  });
});
