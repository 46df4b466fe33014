/**
 * Draws the app's icons from its logo, public/favicon.svg: public/favicon.ico (16, 32 and 48
 * pixels), the web manifest's PNG icons (192 and 512 pixels) and its maskable icons (192 and 512
 * pixels: the logo inside the central 60 % on a full square of the brand colour, so a launcher's
 * circle or squircle never cuts it). The outputs are committed; run this again after changing the
 * logo: `node --import tsx scripts/make-icons.ts`.
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

/** --color-brand of src/client/styles/global.css, the logo's own background. */
const BRAND = '#0b4f63';

/** The logo at 60 % in the middle of a brand-coloured square: inside the maskable safe zone (80 %). */
async function maskablePng(size: number): Promise<Buffer> {
  const inner = Math.round(size * 0.6);
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: await png(inner), gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const icoSizes = [16, 32, 48];
const icoImages = await Promise.all(icoSizes.map(async (size) => ({ size, png: await png(size) })));
writeFileSync(`${publicDir}favicon.ico`, icoFromPngs(icoImages));
for (const size of [192, 512]) {
  writeFileSync(`${publicDir}icon-${size}.png`, await png(size));
  writeFileSync(`${publicDir}icon-maskable-${size}.png`, await maskablePng(size));
}
console.log(
  `Wrote favicon.ico, icon-192.png, icon-512.png, icon-maskable-192.png and icon-maskable-512.png in ${publicDir}`,
);
