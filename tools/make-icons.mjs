// Draws the site's default home-screen icons (web app manifest, ADR 0024) into shell/public:
// a gold ring and play mark on the site's dark blue, 192 and 512 px, and a maskable 512 px whose
// mark stays inside the safe zone. Run once after changing the design: node tools/make-icons.mjs
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoRoot } from './stack.mjs';

const background = [0x0b, 0x10, 0x20];
const gold = [0xf5, 0xc2, 0x42];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
/** @param {Buffer} bytes */
function crc32(bytes) {
  let c = 0xffffffff;
  // The index is a byte: always one of the table's 256 entries.
  for (const byte of bytes) c = /** @type {number} */ (crcTable[(c ^ byte) & 0xff]) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
/**
 * @param {string} type
 * @param {Buffer} data
 */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A size×size RGB PNG; `scale` shrinks the mark (maskable icons keep it in the inner 80 %).
 * @param {number} size
 * @param {number} scale
 */
function icon(size, scale) {
  const rows = [];
  const c = size / 2;
  const outer = (size / 2) * 0.78 * scale;
  const inner = outer * 0.8;
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const dx = x + 0.5 - c;
      const dy = y + 0.5 - c;
      const r = Math.hypot(dx, dy);
      // The play triangle: pointing right, centred a little right of the middle.
      const tx = dx + outer * 0.12;
      const inTriangle = tx > -inner * 0.42 && tx < inner * 0.55 && Math.abs(dy) < (inner * 0.55 - tx) * 0.6;
      const colour = (r <= outer && r >= inner) || inTriangle ? gold : background;
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = path.join(repoRoot, 'shell', 'public');
for (const [file, size, scale] of /** @type {const} */ ([
  ['icon-192.png', 192, 1],
  ['icon-512.png', 512, 1],
  ['icon-maskable-512.png', 512, 0.8],
])) {
  fs.writeFileSync(path.join(out, file), icon(size, scale));
  console.log(`[icons] ${path.join('shell/public', file)}`);
}
