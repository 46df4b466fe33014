/**
 * Packs PNG images into one .ico file (ICONDIR, one ICONDIRENTRY per image, then the PNGs as
 * they are), the form every browser reads for /favicon.ico. Pure: no file system.
 */

export interface IcoImage {
  /** Width and height in pixels, 1 to 256. */
  size: number;
  /** The PNG file's bytes. */
  png: Uint8Array;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

export function icoFromPngs(images: readonly IcoImage[]): Buffer {
  if (images.length === 0) throw new Error('An .ico file needs at least one image.');
  for (const { size, png } of images) {
    if (!Number.isInteger(size) || size < 1 || size > 256) {
      throw new Error(`An .ico image is 1 to 256 pixels wide, not ${size}.`);
    }
    if (!PNG_SIGNATURE.every((byte, i) => png[i] === byte)) {
      throw new Error(`The ${size}×${size} image is not a PNG file.`);
    }
  }
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = HEADER_BYTES + ENTRY_BYTES * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(ENTRY_BYTES);
    // 256 is written as 0, as the format has one byte for each dimension.
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => Buffer.from(png))]);
}
