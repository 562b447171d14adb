/**
 * The pixel size of an image, read from its header alone, for every image
 * format the importer accepts (PNG, JPEG, TIFF, BMP, WebP), so that an image
 * over the pixel cap is refused before OCR decodes it (a 20000² TIFF went
 * whole to tesseract at 1.4 GB). A multi-page TIFF gives its largest page and
 * its page count. Pure: bytes in, a size or `undefined` out.
 *
 * @module
 */

/** An image's size in pixels; `pages` for a multi-page TIFF. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
  readonly pages?: number;
}

/** At most this many TIFF pages are walked; more is reported as this many plus one. */
const MAX_TIFF_PAGES = 1000;

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

/** The header of a PNG (its IHDR chunk). */
export interface PngHeader {
  readonly width: number;
  readonly height: number;
  readonly depth: number;
  readonly colour: number;
  readonly interlace: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Whether the chunk at `at` has this four-letter type. */
function chunkIs(bytes: Uint8Array, at: number, type: string): boolean {
  return type.length === 4 && [...type].every((c, i) => bytes[at + 4 + i] === c.charCodeAt(0));
}

/**
 * The one header of a PNG, read once, for the pixel cap and the decoder
 * alike: the first chunk must be a 13-byte IHDR, and a PNG with another IHDR
 * later is damaged (`undefined`): a decoder that took the last one decoded
 * 1 × 150,000,000 pixels behind a header of 1000 × 1000. A zero or over
 * 2^31 dimension is damaged too (PNG specification, 11.2.2).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const png = new Uint8Array(33);
 * png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52], 0);
 * png.set([0, 0, 0, 4, 0, 0, 0, 2, 8, 0, 0, 0, 0], 16);
 * assert.deepEqual(pngHeader(png), { width: 4, height: 2, depth: 8, colour: 0, interlace: 0 });
 * ```
 */
export function pngHeader(bytes: Uint8Array): PngHeader | undefined {
  if (!startsWith(bytes, PNG_SIGNATURE) || bytes.length < 33) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(8) !== 13 || !chunkIs(bytes, 8, "IHDR")) return undefined;
  const header = {
    width: view.getUint32(16),
    height: view.getUint32(20),
    depth: bytes[24]!,
    colour: bytes[25]!,
    interlace: bytes[28]!,
  };
  const limit = 2 ** 31;
  if (
    header.width === 0 || header.height === 0 || header.width >= limit || header.height >= limit
  ) {
    return undefined;
  }
  for (let at = 33; at + 8 <= bytes.length; at += 12 + view.getUint32(at)) {
    if (chunkIs(bytes, at, "IHDR")) return undefined;
    if (chunkIs(bytes, at, "IEND")) break;
  }
  return header;
}

function png(bytes: Uint8Array): ImageSize | undefined {
  const header = pngHeader(bytes);
  return header === undefined ? undefined : { width: header.width, height: header.height };
}

function jpeg(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  if (!startsWith(bytes, [0xff, 0xd8])) return undefined;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = view.getUint16(at + 2);
    const startOfFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 &&
      marker !== 0xc8 && marker !== 0xcc;
    if (startOfFrame) return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    at += 2 + length;
  }
  return undefined;
}

/** One IFD's width and height (tags 256 and 257, SHORT or LONG), and the next IFD's offset. */
function tiffDirectory(
  view: DataView,
  offset: number,
  little: boolean,
): { width?: number; height?: number; next: number } | undefined {
  if (offset + 2 > view.byteLength) return undefined;
  const count = view.getUint16(offset, little);
  const end = offset + 2 + count * 12;
  if (end + 4 > view.byteLength) return undefined;
  let width: number | undefined;
  let height: number | undefined;
  for (let i = 0; i < count; i++) {
    const entry = offset + 2 + i * 12;
    const tag = view.getUint16(entry, little);
    if (tag !== 256 && tag !== 257) continue;
    const type = view.getUint16(entry + 2, little);
    const value = type === 3
      ? view.getUint16(entry + 8, little)
      : type === 4
      ? view.getUint32(entry + 8, little)
      : undefined;
    if (tag === 256) width = value;
    else height = value;
  }
  return {
    ...(width !== undefined ? { width } : {}),
    ...(height !== undefined ? { height } : {}),
    next: view.getUint32(end, little),
  };
}

function tiff(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  const little = startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]);
  if (!little && !startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return undefined;
  if (bytes.length < 8) return undefined;
  let offset = view.getUint32(4, little);
  let largest: { width: number; height: number } | undefined;
  let pages = 0;
  const seen = new Set<number>();
  while (offset !== 0 && !seen.has(offset) && pages <= MAX_TIFF_PAGES) {
    seen.add(offset);
    const directory = tiffDirectory(view, offset, little);
    if (directory?.width === undefined || directory.height === undefined) return undefined;
    pages++;
    if (
      largest === undefined || directory.width * directory.height > largest.width * largest.height
    ) {
      largest = { width: directory.width, height: directory.height };
    }
    offset = directory.next;
  }
  return largest === undefined ? undefined : { ...largest, pages };
}

function bmp(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  if (!startsWith(bytes, [0x42, 0x4d]) || bytes.length < 26) return undefined;
  const header = view.getUint32(14, true);
  if (header === 12) return { width: view.getUint16(18, true), height: view.getUint16(20, true) };
  return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
}

function webp(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  if (ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WEBP" || bytes.length < 30) {
    return undefined;
  }
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8 ") {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (chunk === "VP8L") {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    const width = 1 + (bytes[24]! | bytes[25]! << 8 | bytes[26]! << 16);
    const height = 1 + (bytes[27]! | bytes[28]! << 8 | bytes[29]! << 16);
    return { width, height };
  }
  return undefined;
}

/**
 * The pixel size of a PNG, JPEG, TIFF, BMP or WebP image from its header,
 * or `undefined` for another format or a damaged header.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const png = new Uint8Array(33);
 * png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52], 0);
 * png.set([0, 0, 0x27, 0x10, 0, 0, 0x13, 0x88], 16);
 * assert.deepEqual(imageSize(png), { width: 10000, height: 5000 });
 * ```
 */
export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const read of [png, jpeg, tiff, bmp, webp]) {
    const size = read(bytes, view);
    if (size !== undefined) return size;
  }
  return undefined;
}
