/**
 * Draws the app's icons from its logo, public/favicon.svg: public/favicon.ico (16, 32 and 48
 * pixels) and the web manifest's PNG icons (192 and 512 pixels). The outputs are committed; run
 * this again after changing the logo: `node --import tsx scripts/make-icons.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { icoFromPngs } from './ico.ts';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const logo = readFileSync(`${publicDir}favicon.svg`);

async function png(size: number): Promise<Buffer> {
  // Rendered at a density that gives `size` pixels, so small sizes are drawn, not scaled down.
  return sharp(logo, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const icoSizes = [16, 32, 48];
const icoImages = await Promise.all(icoSizes.map(async (size) => ({ size, png: await png(size) })));
writeFileSync(`${publicDir}favicon.ico`, icoFromPngs(icoImages));
for (const size of [192, 512]) {
  writeFileSync(`${publicDir}icon-${size}.png`, await png(size));
}
console.log(`Wrote favicon.ico and icon-192.png, icon-512.png in ${publicDir}`);
