// `npx tsx scripts/draw-icons.ts`: draws the installable app's icons (public/icons/) from the heart of public/icon.svg.
// Run again only when the artwork changes; the PNGs are committed.
import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';

const heart = 'M256 392 118 260a78 78 0 0 1 138-95 78 78 0 0 1 138 95Z';
const dark = '#1f2a6b';
const light = '#7cc4f0';

/** For launchers that show the icon as it is: a rounded square. */
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="${dark}"/><path d="${heart}" fill="${light}"/></svg>`;
/** For launchers that cut their own shape: full bleed, the heart inside the safe zone (a circle of 40 % radius). */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${dark}"/><path d="${heart}" fill="${light}"/></svg>`;
/** The notification badge (Android's status bar): one colour on transparent, the system tints it. */
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="80 120 352 300"><path d="${heart}" fill="#ffffff"/></svg>`;

const draw = (svg: string, size: number, file: string) =>
  sharp(Buffer.from(svg)).resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png({ compressionLevel: 9 }).toFile(`public/icons/${file}`);

await mkdir('public/icons', { recursive: true });
await draw(any, 192, 'icon-192.png');
await draw(any, 512, 'icon-512.png');
await draw(maskable, 512, 'maskable-512.png');
await draw(badge, 96, 'badge-96.png');
