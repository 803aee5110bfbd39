import { deflateSync, inflateSync } from 'node:zlib';

/**
 * Makes a screenshot small enough to commit: the browser's 8-bit RGB(A) PNG becomes a PNG of at
 * most 256 colours (median cut over 5 bits per channel, each pixel its nearest palette colour).
 * The smartboard's gradients take a 1920x1080 screenshot near 1 MB; as a palette PNG it is a
 * few hundred KB and reads the same for a review of the layout.
 */
export function toPalettePng(png: Buffer): Buffer {
  const { width, height, rgb } = decode(png);
  const pixels = width * height;
  // Histogram over 15-bit colours.
  const bins = new Uint32Array(1 << 15);
  const keys = new Uint16Array(pixels);
  for (let i = 0; i < pixels; i++) {
    const k =
      ((rgb[i * 3] as number) >> 3) * 1024 +
      ((rgb[i * 3 + 1] as number) >> 3) * 32 +
      ((rgb[i * 3 + 2] as number) >> 3);
    keys[i] = k;
    bins[k] = (bins[k] ?? 0) + 1;
  }
  const used: number[] = [];
  for (let k = 0; k < bins.length; k++) if (bins[k]) used.push(k);
  const palette = medianCut(used, bins, 256);
  // Nearest palette colour for each used bin (at the bin's centre).
  const index = new Uint8Array(1 << 15);
  for (const k of used) {
    const r = ((k >> 10) << 3) + 4;
    const g = (((k >> 5) & 31) << 3) + 4;
    const b = ((k & 31) << 3) + 4;
    let best = 0;
    let bestD = Number.POSITIVE_INFINITY;
    palette.forEach(([pr, pg, pb], p) => {
      const d = (r - pr) ** 2 + (g - pg) ** 2 + (b - pb) ** 2;
      if (d < bestD) {
        bestD = d;
        best = p;
      }
    });
    index[k] = best;
  }
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++)
      raw[row + 1 + x] = index[keys[y * width + x] as number] as number;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette.flat())),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Rgb = [number, number, number];

/** Median cut over 15-bit colours weighted by their counts: up to `size` colours. */
function medianCut(used: number[], bins: Uint32Array, size: number): Rgb[] {
  const channel = (k: number, c: number) => (c === 0 ? k >> 10 : c === 1 ? (k >> 5) & 31 : k & 31);
  let boxes: number[][] = [used];
  while (boxes.length < size) {
    // Split the box with the widest channel range (weighted by pixels, so big areas get detail).
    let pick = -1;
    let pickScore = 0;
    let pickChannel = 0;
    boxes.forEach((box, i) => {
      if (box.length < 2) return;
      let weight = 0;
      for (const k of box) weight += bins[k] ?? 0;
      for (let c = 0; c < 3; c++) {
        let lo = 31;
        let hi = 0;
        for (const k of box) {
          const v = channel(k, c);
          if (v < lo) lo = v;
          if (v > hi) hi = v;
        }
        const score = (hi - lo) * Math.sqrt(weight);
        if (score > pickScore) {
          pickScore = score;
          pick = i;
          pickChannel = c;
        }
      }
    });
    if (pick < 0) break;
    const box = (boxes[pick] as number[]).sort(
      (a, b) => channel(a, pickChannel) - channel(b, pickChannel),
    );
    let total = 0;
    for (const k of box) total += bins[k] ?? 0;
    let acc = 0;
    let cut = 1;
    for (let i = 0; i < box.length - 1; i++) {
      acc += bins[box[i] as number] ?? 0;
      cut = i + 1;
      if (acc >= total / 2) break;
    }
    boxes = [...boxes.slice(0, pick), box.slice(0, cut), box.slice(cut), ...boxes.slice(pick + 1)];
  }
  return boxes.map((box) => {
    let w = 0;
    const sum = [0, 0, 0];
    for (const k of box) {
      const n = bins[k] ?? 0;
      w += n;
      for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + n * ((channel(k, c) << 3) + 4);
    }
    return sum.map((s) => Math.min(255, Math.round(s / Math.max(1, w)))) as Rgb;
  });
}

/** An 8-bit, non-interlaced RGB or RGBA PNG (what Chromium's screenshots are) as RGB bytes. */
function decode(png: Buffer): { width: number; height: number; rgb: Uint8Array } {
  let offset = 8;
  let width = 0;
  let height = 0;
  let colorType = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      colorType = body[9] ?? 0;
      if (body[8] !== 8 || body[12] !== 0 || (colorType !== 2 && colorType !== 6)) {
        throw new Error('toPalettePng: only 8-bit non-interlaced RGB(A) PNGs');
      }
    } else if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const bpp = colorType === 6 ? 4 : 3;
  const stride = width * bpp;
  const raw = inflateSync(Buffer.concat(data));
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const dst = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? (out[dst + x - bpp] as number) : 0;
      const b = y > 0 ? (out[dst - stride + x] as number) : 0;
      const c = x >= bpp && y > 0 ? (out[dst - stride + x - bpp] as number) : 0;
      const v = raw[src + x] as number;
      let predicted = 0;
      if (filter === 1) predicted = a;
      else if (filter === 2) predicted = b;
      else if (filter === 3) predicted = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      out[dst + x] = (v + predicted) & 255;
    }
  }
  if (bpp === 3) return { width, height, rgb: out };
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    rgb[i * 3] = out[i * 4] as number;
    rgb[i * 3 + 1] = out[i * 4 + 1] as number;
    rgb[i * 3 + 2] = out[i * 4 + 2] as number;
  }
  return { width, height, rgb };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 255] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}
