/**
 * Decoding a JPEG photo into grey pixels, so that a phone photo of a lab
 * report is levelled and enlarged before OCR as a PNG scan is. Phone photos
 * are JPEGs, and they are the pages most often askew: read as they were
 * taken, a page turned by 2° puts a row's value half a line below its name.
 *
 * Decoded by `jpeg-js` (pure JavaScript, no native code), loaded on first
 * use. The decoder is bounded by the importer's pixel cap and a memory cap,
 * so a crafted header cannot make it allocate more than a page needs. A
 * phone stores its photo as the sensor saw it and says in the EXIF
 * Orientation tag how to turn it; the page is turned upright by that tag
 * (tesseract would read the pixels as stored: a page on its side).
 *
 * @module
 */

import type { GreyImage } from "./upscale.ts";
import { MAX_PAGE_PIXELS } from "./limits.ts";

/** The bytes every JPEG file starts with (SOI and the first marker's 0xFF). */
const JPEG_START = [0xff, 0xd8, 0xff];

/** Whether `bytes` starts as a JPEG file does. */
function isJpeg(bytes: Uint8Array): boolean {
  return JPEG_START.every((b, i) => bytes[i] === b);
}

/**
 * The grey pixels of a JPEG image, or `undefined` when `bytes` is no JPEG,
 * is damaged, or holds more than `maxPixels` pixels (then OCR is given the
 * file as it is, which is what it got before this step existed).
 */
export async function decodeGreyJpeg(
  bytes: Uint8Array,
  maxPixels: number = MAX_PAGE_PIXELS,
): Promise<GreyImage | undefined> {
  if (!isJpeg(bytes)) return undefined;
  const { decode } = await import("jpeg-js");
  let decoded: { width: number; height: number; data: Uint8Array; exifBuffer?: Uint8Array };
  try {
    decoded = decode(bytes, {
      useTArray: true,
      formatAsRGBA: false,
      tolerantDecoding: true,
      maxResolutionInMP: maxPixels / 1_000_000,
      // RGB of the largest page allowed, plus the decoder's own component planes.
      maxMemoryUsageInMB: Math.ceil((maxPixels * 3 * 3) / 1_048_576),
    });
  } catch {
    return undefined;
  }
  const { width, height, data } = decoded;
  if (width * height === 0 || data.length !== width * height * 3) return undefined;
  const pixels = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < pixels.length; i++, j += 3) {
    // The same luma weights as a colour PNG's grey (upscale.ts).
    pixels[i] = Math.round((data[j]! * 299 + data[j + 1]! * 587 + data[j + 2]! * 114) / 1000);
  }
  return turnUpright({ width, height, pixels }, exifOrientation(decoded.exifBuffer));
}

/**
 * The EXIF Orientation tag (1 to 8) of a JPEG's APP1 data after its
 * `Exif` signature, or 1 (as stored) when there is none or it is damaged.
 * The data is a TIFF file: a byte order ("II" or "MM"), 42, the offset of
 * the first directory, whose entries are 12 bytes each; tag 0x0112 holds
 * the orientation as a short.
 *
 * @internal tested alone: byte orders and damaged tags, without building a JPEG for each.
 */
export function exifOrientation(exif: Uint8Array | undefined): number {
  if (exif === undefined) return 1;
  // jpeg-js keeps the signature's padding byte: the TIFF header starts within the first two bytes.
  const start = [0, 1].find((at) =>
    (exif[at] === 0x49 && exif[at + 1] === 0x49) || (exif[at] === 0x4d && exif[at + 1] === 0x4d)
  );
  if (start === undefined || exif.length < start + 8) return 1;
  const view = new DataView(exif.buffer, exif.byteOffset + start, exif.length - start);
  const little = exif[start] === 0x49;
  if (view.getUint16(2, little) !== 42) return 1;
  const directory = view.getUint32(4, little);
  if (directory + 2 > view.byteLength) return 1;
  const entries = view.getUint16(directory, little);
  for (let i = 0; i < entries; i++) {
    const at = directory + 2 + i * 12;
    if (at + 12 > view.byteLength) return 1;
    if (view.getUint16(at, little) !== 0x0112) continue;
    const value = view.getUint16(at + 8, little);
    return value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}

/**
 * Where each pixel of the upright image comes from in the stored one, per
 * EXIF orientation (2 and 4 mirrored, 3 turned half round, 5 and 7
 * transposed, 6 to be turned a quarter clockwise, 8 anticlockwise).
 */
const SOURCE: Readonly<
  Record<number, (x: number, y: number, w: number, h: number) => [number, number]>
> = {
  2: (x, y, w) => [w - 1 - x, y],
  3: (x, y, w, h) => [w - 1 - x, h - 1 - y],
  4: (x, y, _w, h) => [x, h - 1 - y],
  5: (x, y) => [y, x],
  6: (x, y, _w, h) => [y, h - 1 - x],
  7: (x, y, w, h) => [w - 1 - y, h - 1 - x],
  8: (x, y, w) => [w - 1 - y, x],
};

/** `image` turned and mirrored as its EXIF `orientation` says (1: unchanged). *
 * @internal tested alone: each of the eight orientations on a 3×2 image.
 */
export function turnUpright(image: GreyImage, orientation: number): GreyImage {
  const source = SOURCE[orientation];
  if (source === undefined) return image;
  const { width: w, height: h, pixels } = image;
  const quarter = orientation >= 5;
  const width = quarter ? h : w, height = quarter ? w : h;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [sx, sy] = source(x, y, w, h);
      out[y * width + x] = pixels[sy * w + sx]!;
    }
  }
  return { width, height, pixels: out };
}
