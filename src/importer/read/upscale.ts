/**
 * Enlarging a small PNG before OCR: tesseract misreads digits in low
 * resolution scans ("1,2" read as "172" at about 150 dpi), and reads them
 * right at twice the size. Decodes 8-bit PNGs (grey, grey and alpha, RGB,
 * RGBA) into grey pixels, doubles a small page with bilinear sampling, and
 * encodes grey pixels as a PNG again (`prepare_page.ts` runs these steps).
 * Nothing is written to disk.
 *
 * @module
 */

import { Unzlib } from "fflate";
import { pngHeader } from "./image_size.ts";
import { MAX_PAGE_PIXELS } from "./limits.ts";

/** Images narrower than this (in pixels) are enlarged before OCR: about 200 dpi on A4. */
const SMALL_IMAGE_WIDTH = 1700;

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 4: 2, 6: 4 };

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream) {
  const piped = new Blob([new Uint8Array(bytes)]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

/** A grey image, one byte per pixel. */
export interface GreyImage {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
}

/** How much zlib data one inflate step takes: at most about 260 KB comes out of it. */
const INFLATE_STEP = 256;

/**
 * Inflates `bytes` (zlib) up to `cap` bytes: `undefined` when the data is
 * damaged, or holds more than `cap` bytes (the rest is never inflated), or
 * less. Fed in small steps through fflate: the platform's
 * DecompressionStream inflates a whole input chunk at once (a 64 KB IDAT
 * came out as one 64 MiB chunk, 512 KB as 512 MiB after 22 s), so stopping
 * at its first chunk past the cap stopped nothing.
 */
function inflateExactly(bytes: Uint8Array, cap: number): Uint8Array | undefined {
  const out = new Uint8Array(cap);
  let size = 0;
  let over = false;
  let ended = false;
  const inflater = new Unzlib((chunk, final) => {
    if (over || size + chunk.length > cap) {
      over = true;
      return;
    }
    out.set(chunk, size);
    size += chunk.length;
    if (final) ended = true;
  });
  try {
    for (let at = 0; at < bytes.length && !over && !ended; at += INFLATE_STEP) {
      inflater.push(bytes.subarray(at, at + INFLATE_STEP), false);
    }
    if (!over && !ended) inflater.push(new Uint8Array(), true);
  } catch {
    return undefined;
  }
  return !over && size === cap ? out : undefined;
}

/**
 * Decodes an 8-bit, non-interlaced PNG into grey pixels, or `undefined` for
 * other PNGs, a damaged one, one over the pixel cap, or one whose data does
 * not inflate to exactly `height × (stride + 1)` bytes (inflating stops
 * there). The header is read by {@link pngHeader}, as for the pixel cap.
 */
export function decodeGreyPng(png: Uint8Array): Promise<GreyImage | undefined> {
  return Promise.resolve(decodeGrey(png));
}

/** {@link decodeGreyPng}'s work, synchronous: each inflate step is bounded. */
function decodeGrey(png: Uint8Array): GreyImage | undefined {
  const header = pngHeader(png);
  if (header === undefined) return undefined;
  const { width, height, depth, colour, interlace } = header;
  const channels = CHANNELS[colour];
  if (depth !== 8 || interlace !== 0 || channels === undefined) return undefined;
  if (width * height > MAX_PAGE_PIXELS) return undefined;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const data: Uint8Array[] = [];
  for (let at = 33; at + 8 <= png.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    if (type === "IDAT") data.push(png.subarray(at + 8, at + 8 + length));
    else if (type === "IEND") break;
    at += 12 + length;
  }
  const joined = new Uint8Array(data.reduce((n, d) => n + d.length, 0));
  let offset = 0;
  for (const d of data) {
    joined.set(d, offset);
    offset += d.length;
  }
  const raw = inflateExactly(joined, height * (width * channels + 1));
  if (raw === undefined) return undefined;
  const stride = width * channels;
  const pixels = new Uint8Array(width * height);
  let previous = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.slice(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? line[x - channels]! : 0;
      const b = previous[x]!;
      const c = x >= channels ? previous[x - channels]! : 0;
      let add = 0;
      if (filter === 1) add = a;
      else if (filter === 2) add = b;
      else if (filter === 3) add = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
        add = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      line[x] = (line[x]! + add) & 255;
    }
    for (let x = 0; x < width; x++) {
      const i = x * channels;
      const grey = channels >= 3
        ? (line[i]! * 299 + line[i + 1]! * 587 + line[i + 2]! * 114) / 1000
        : line[i]!;
      const alpha = channels === 2 || channels === 4 ? line[i + channels - 1]! / 255 : 1;
      pixels[y * width + x] = Math.round(grey * alpha + 255 * (1 - alpha));
    }
    previous = line;
  }
  return { width, height, pixels };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 255]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, body.length);
  out.set([...type].map((ch) => ch.charCodeAt(0)), 4);
  out.set(body, 8);
  view.setUint32(8 + body.length, crc32(out.subarray(4, 8 + body.length)));
  return out;
}

/** Encodes grey pixels as an 8-bit grey PNG. */
export async function encodeGreyPng(image: GreyImage): Promise<Uint8Array> {
  const { width, height, pixels } = image;
  // Filter "Sub" (1) on every row: gentle slopes of shading then compress well.
  const raw = new Uint8Array(height * (width + 1));
  for (let y = 0; y < height; y++) {
    const row = y * (width + 1);
    raw[row] = 1;
    for (let x = 0; x < width; x++) {
      const left = x === 0 ? 0 : pixels[y * width + x - 1]!;
      raw[row + 1 + x] = (pixels[y * width + x]! - left) & 0xff;
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 0, 0, 0, 0], 8);
  const parts = [
    new Uint8Array(SIGNATURE),
    chunk("IHDR", header),
    chunk("IDAT", await through(raw, new CompressionStream("deflate"))),
    chunk("IEND", new Uint8Array()),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Doubles a grey image with bilinear sampling. */
export function doubleSize(image: GreyImage): GreyImage {
  const { width, height, pixels } = image;
  const W = width * 2, H = height * 2;
  const out = new Uint8Array(W * H);
  for (let y = 0; y < H; y++) {
    const sy = y / 2, y0 = Math.floor(sy), y1 = Math.min(y0 + 1, height - 1), fy = sy - y0;
    for (let x = 0; x < W; x++) {
      const sx = x / 2, x0 = Math.floor(sx), x1 = Math.min(x0 + 1, width - 1), fx = sx - x0;
      const top = pixels[y0 * width + x0]! * (1 - fx) + pixels[y0 * width + x1]! * fx;
      const bottom = pixels[y1 * width + x0]! * (1 - fx) + pixels[y1 * width + x1]! * fx;
      out[y * W + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { width: W, height: H, pixels: out };
}

/**
 * The page to give OCR: a grey image narrower than {@link SMALL_IMAGE_WIDTH}
 * pixels, doubled in size, when the result stays within `maxPixels`; any
 * other image itself.
 */
export function enlargeForOcr(image: GreyImage, maxPixels: number): GreyImage {
  if (image.width >= SMALL_IMAGE_WIDTH) return image;
  if (image.width * image.height * 4 > maxPixels) return image;
  return doubleSize(image);
}
