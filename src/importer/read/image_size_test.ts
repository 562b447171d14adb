import assert from "node:assert/strict";
import { imageSize } from "./image_size.ts";
import { checkImage, LimitError } from "./limits.ts";

/** A little-endian TIFF with one IFD per page, each giving width and height as LONGs. */
function tiffOf(pages: readonly [number, number][]): Uint8Array {
  const bytes = new Uint8Array(8 + pages.length * (2 + 2 * 12 + 4));
  const view = new DataView(bytes.buffer);
  bytes.set([0x49, 0x49, 0x2a, 0x00]);
  view.setUint32(4, 8, true);
  pages.forEach(([width, height], i) => {
    const at = 8 + i * 30;
    view.setUint16(at, 2, true);
    for (const [k, [tag, value]] of [[256, width], [257, height]].entries()) {
      const entry = at + 2 + k * 12;
      view.setUint16(entry, tag!, true);
      view.setUint16(entry + 2, 4, true);
      view.setUint32(entry + 4, 1, true);
      view.setUint32(entry + 8, value!, true);
    }
    view.setUint32(at + 26, i + 1 < pages.length ? at + 30 : 0, true);
  });
  return bytes;
}

function bmpOf(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(54);
  const view = new DataView(bytes.buffer);
  bytes.set([0x42, 0x4d]);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, -height, true);
  return bytes;
}

function webpOf(kind: "VP8 " | "VP8L" | "VP8X", width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(40);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode("RIFF"), 0);
  bytes.set(new TextEncoder().encode("WEBP"), 8);
  bytes.set(new TextEncoder().encode(kind), 12);
  if (kind === "VP8 ") {
    view.setUint16(26, width, true);
    view.setUint16(28, height, true);
  } else if (kind === "VP8L") {
    view.setUint32(21, (width - 1) | ((height - 1) << 14), true);
  } else {
    for (const [at, value] of [[24, width - 1], [27, height - 1]] as const) {
      bytes.set([value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff], at);
    }
  }
  return bytes;
}

Deno.test("imageSize() reads TIFF, BMP and WebP headers, not only PNG and JPEG", () => {
  assert.deepEqual(imageSize(tiffOf([[2480, 3508]])), { width: 2480, height: 3508, pages: 1 });
  assert.deepEqual(imageSize(tiffOf([[100, 100], [20000, 20000]])), {
    width: 20000,
    height: 20000,
    pages: 2,
  });
  assert.deepEqual(imageSize(bmpOf(1654, 2339)), { width: 1654, height: 2339 });
  assert.deepEqual(imageSize(webpOf("VP8 ", 1200, 1600)), { width: 1200, height: 1600 });
  assert.deepEqual(imageSize(webpOf("VP8L", 1200, 1600)), { width: 1200, height: 1600 });
  assert.deepEqual(imageSize(webpOf("VP8X", 20000, 20000)), { width: 20000, height: 20000 });
});

Deno.test("checkImage() refuses a huge TIFF, BMP or WebP by its header before OCR", () => {
  // A 20000² TIFF went whole to tesseract (1.4 GB).
  for (
    const image of [tiffOf([[20000, 20000]]), bmpOf(20000, 20000), webpOf("VP8X", 20000, 20000)]
  ) {
    assert.throws(
      () => checkImage(image, "the image"),
      (error: unknown) => error instanceof LimitError && /20000 × 20000 pixels/.test(error.message),
    );
  }
  const manyPages = tiffOf(Array.from({ length: 60 }, () => [100, 100] as [number, number]));
  assert.throws(() => checkImage(manyPages, "the image"), /60 pages, more than the limit of 50/);
  assert.throws(
    () => checkImage(new TextEncoder().encode("GIF89a......"), "the image"),
    /cannot tell the size/,
  );
});

Deno.test("imageSize() agrees with real files written by ImageMagick, where it is installed", async () => {
  let convert: string | undefined;
  try {
    const probe = await new Deno.Command("convert", {
      args: ["-version"],
      stdout: "null",
      stderr: "null",
    }).output();
    if (probe.success) convert = "convert";
  } catch {
    convert = undefined;
  }
  if (convert === undefined) {
    console.log("skipped: ImageMagick's convert is not installed");
    return;
  }
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-image-size-" });
  const checked: string[] = [];
  for (const ext of ["png", "jpg", "tif", "bmp", "webp"]) {
    const file = `${dir}/page.${ext}`;
    const made = await new Deno.Command(convert, { args: ["-size", "321x123", "xc:white", file] })
      .output();
    if (!made.success) continue; // a build without that format's delegate
    const size = imageSize(await Deno.readFile(file));
    assert.equal(size?.width, 321, ext);
    assert.equal(size?.height, 123, ext);
    checked.push(ext);
  }
  // Every build of ImageMagick writes these; WebP needs a delegate that may be missing.
  for (const ext of ["png", "jpg", "tif", "bmp"]) assert.ok(checked.includes(ext), ext);
  await Deno.remove(dir, { recursive: true });
});
