import { generateKeyPairSync } from 'node:crypto';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { ticketQrPng, ticketQrSvg } from './ticket-qr.ts';
import { createTicketSigner } from './ticket-signer.ts';

const pem = generateKeyPairSync('ed25519')
  .privateKey.export({ format: 'pem', type: 'pkcs8' })
  .toString();
const token = createTicketSigner(pem).sign({
  ticketId: '6f1c2a52-8c1e-4d8e-9d43-3f0b1c2d4e5f',
  tripId: 'a3d5e7f9-1b2c-4d5e-8f90-123456789abc',
  seat: 'L3',
  fromSeq: 0,
  toSeq: 7,
  serviceDate: '2030-03-01',
});

function decode(png: Buffer) {
  const image = PNG.sync.read(png);
  return { image, code: jsQR(new Uint8ClampedArray(image.data), image.width, image.height) };
}

describe('ticket QR code', () => {
  it('gives back the signed token when its PNG is scanned', async () => {
    const { code } = decode(await ticketQrPng(token));
    expect(code?.data).toBe(token);
  });

  it('uses error correction M and keeps a four-module quiet zone', async () => {
    const scale = 8;
    const { image, code } = decode(await ticketQrPng(token, scale));
    const modules = image.width / scale;
    // Version v has 17 + 4v modules; the quiet zone adds 4 on each side.
    expect((modules - 8 - 17) % 4).toBe(0);
    // The first dark pixel of the top left finder pattern sits 4 modules in from each edge.
    const dark = (x: number, y: number) => image.data[(y * image.width + x) * 4]! < 128;
    expect(dark(4 * scale - 1, 4 * scale - 1)).toBe(false);
    expect(dark(4 * scale, 4 * scale)).toBe(true);
    expect(code?.version).toBe((modules - 8 - 17) / 4);
    // The level is the top two format bits (masked with 10…), beside the finder on row 8:
    // M reads dark then light; L, Q and H read otherwise.
    const formatBit = (column: number) => dark((4 + column) * scale, (4 + 8) * scale);
    expect([formatBit(0), formatBit(1)]).toEqual([true, false]);
  });

  it('draws an SVG document for the web ticket', async () => {
    const svg = await ticketQrSvg(token);
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain('<path');
    // The same modules as the PNG: viewBox width = modules including the quiet zone.
    const png = PNG.sync.read(await ticketQrPng(token, 1));
    expect(svg).toContain(`viewBox="0 0 ${png.width} ${png.width}"`);
  });
});
