import { crc32, deflateSync } from "node:zlib";

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A valid, fully decodable PNG of `width` × `height` black pixels (1-bit greyscale), a few KB
 * per 100 megapixels: an image bomb. Built with zlib in ~0.2 s for 16,000 × 16,000 (31 KB),
 * where sharp would take seconds to draw one. Tests only (contract and e2e).
 */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // compression 0, filter 0, interlace 0
  const rowBytes = 1 + Math.ceil(width / 8); // filter byte + packed pixels
  const raw = Buffer.alloc(rowBytes * height); // all zeros: filter None, black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
