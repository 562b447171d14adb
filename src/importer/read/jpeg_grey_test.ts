// Guards reading a JPEG photo into grey pixels before OCR: the pixels are the photo's, the page is
// turned upright as its EXIF Orientation says, and a damaged, oversized or non-JPEG file is left
// for OCR as it is.

import assert from "node:assert/strict";
import { encode } from "jpeg-js";
import { decodeGreyJpeg, exifOrientation, turnUpright } from "./jpeg_grey.ts";
import type { GreyImage } from "./upscale.ts";

/** A `width`×`height` JPEG, black on its left third, white elsewhere. */
function jpegOf(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = x < width / 3 ? 0 : 255;
      data.set([v, v, v, 255], (y * width + x) * 4);
    }
  }
  return new Uint8Array(encode({ width, height, data }, 95).data);
}

/** An EXIF APP1 payload as jpeg-js keeps it (one padding byte) holding Orientation `value`. */
function exifWithOrientation(value: number, little: boolean): Uint8Array {
  const tiff = new DataView(new ArrayBuffer(8 + 2 + 12 + 4));
  tiff.setUint8(0, little ? 0x49 : 0x4d);
  tiff.setUint8(1, little ? 0x49 : 0x4d);
  tiff.setUint16(2, 42, little);
  tiff.setUint32(4, 8, little);
  tiff.setUint16(8, 1, little); // one entry
  tiff.setUint16(10, 0x0112, little); // Orientation
  tiff.setUint16(12, 3, little); // SHORT
  tiff.setUint32(14, 1, little);
  tiff.setUint16(18, value, little);
  return new Uint8Array([0, ...new Uint8Array(tiff.buffer)]);
}

/** `jpeg` with an APP1 Exif segment holding Orientation `value` inserted after its SOI marker. */
function withExif(jpeg: Uint8Array, value: number): Uint8Array {
  const payload = [..."Exif"].map((c) => c.charCodeAt(0)).concat([0], [
    ...exifWithOrientation(value, false),
  ]);
  const length = payload.length + 2;
  return new Uint8Array([
    ...jpeg.subarray(0, 2),
    0xff,
    0xe1,
    length >> 8,
    length & 255,
    ...payload,
    ...jpeg.subarray(2),
  ]);
}

Deno.test("decodeGreyJpeg() gives the photo's pixels in grey, dark where it is dark", async () => {
  const grey = await decodeGreyJpeg(jpegOf(60, 40));
  assert.ok(grey);
  assert.deepEqual([grey.width, grey.height], [60, 40]);
  assert.ok(grey.pixels[20 * 60 + 5]! < 40, "left third is dark");
  assert.ok(grey.pixels[20 * 60 + 50]! > 215, "the rest is light");
});

Deno.test("decodeGreyJpeg() leaves a PNG, a damaged JPEG and one over the pixel cap undecoded", async () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  assert.equal(await decodeGreyJpeg(png), undefined);
  const jpeg = jpegOf(60, 40);
  assert.equal(await decodeGreyJpeg(jpeg.subarray(0, 40)), undefined, "cut after its header");
  assert.equal(await decodeGreyJpeg(jpeg, 60 * 40 - 1), undefined, "one pixel over the cap");
  assert.ok(await decodeGreyJpeg(jpeg, 60 * 40), "exactly at the cap");
});

Deno.test("exifOrientation() reads the tag in either byte order, and 1 for none or damage", () => {
  for (const value of [1, 3, 6, 8]) {
    assert.equal(exifOrientation(exifWithOrientation(value, true)), value);
    assert.equal(exifOrientation(exifWithOrientation(value, false)), value);
  }
  assert.equal(exifOrientation(undefined), 1);
  assert.equal(exifOrientation(exifWithOrientation(9, true)), 1, "no such orientation");
  assert.equal(exifOrientation(exifWithOrientation(6, true).subarray(0, 14)), 1, "cut short");
  assert.equal(exifOrientation(new Uint8Array(20)), 1, "no TIFF header");
});

Deno.test("turnUpright() turns and mirrors as each EXIF orientation prescribes", () => {
  // 3 wide, 2 high: a b c / d e f
  const image: GreyImage = { width: 3, height: 2, pixels: Uint8Array.from([1, 2, 3, 4, 5, 6]) };
  const rows = (o: number) => {
    const { width, pixels } = turnUpright(image, o);
    return Array.from(
      { length: pixels.length / width },
      (_, y) => Array.from(pixels.subarray(y * width, (y + 1) * width)),
    );
  };
  assert.deepEqual(rows(1), [[1, 2, 3], [4, 5, 6]]);
  assert.deepEqual(rows(2), [[3, 2, 1], [6, 5, 4]]);
  assert.deepEqual(rows(3), [[6, 5, 4], [3, 2, 1]]);
  assert.deepEqual(rows(4), [[4, 5, 6], [1, 2, 3]]);
  assert.deepEqual(rows(5), [[1, 4], [2, 5], [3, 6]]);
  // Stored on its side, turned a quarter clockwise: the left column, read upwards, is the top row.
  assert.deepEqual(rows(6), [[4, 1], [5, 2], [6, 3]]);
  assert.deepEqual(rows(7), [[6, 3], [5, 2], [4, 1]]);
  assert.deepEqual(rows(8), [[3, 6], [2, 5], [1, 4]]);
});

Deno.test("decodeGreyJpeg() turns a photo stored on its side upright, as its EXIF tag says", async () => {
  const grey = await decodeGreyJpeg(withExif(jpegOf(60, 40), 6));
  assert.ok(grey);
  assert.deepEqual([grey.width, grey.height], [40, 60]);
  // The stored left third, turned a quarter clockwise, is the top third.
  assert.ok(grey.pixels[5 * 40 + 20]! < 40, "top is dark");
  assert.ok(grey.pixels[50 * 40 + 20]! > 215, "foot is light");
});
