/**
 * After `vite build`: writes file.br (brotli, quality 11) and file.gz (gzip -9) beside every text file of
 * dist/client, so @fastify/static serves them as they are (preCompressed) and no request pays for
 * compression. Kept only when smaller than the original; index.html is a template, never served raw.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'dist/client');
const compressible = /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/;

const files = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });

let written = 0;
for (const file of files(dir).filter((name) => compressible.test(name))) {
  const source = readFileSync(file);
  const brotli = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  const gzip = gzipSync(source, { level: 9 });
  for (const [suffix, packed] of [['br', brotli], ['gz', gzip]] as const) {
    if (packed.length >= source.length) continue;
    writeFileSync(`${file}.${suffix}`, packed);
    written += 1;
  }
}
console.log(`precompress: ${written} .br/.gz files in ${path.relative(process.cwd(), dir) || dir}`);
