import assert from "node:assert/strict";
import { imageSize } from "./limits.ts";
import { decodeGreyPng, doubleSize, encodeGreyPng, enlargeForOcr } from "./upscale.ts";

const grey = (width: number, height: number, at: (x: number, y: number) => number) => ({
  width,
  height,
  pixels: Uint8Array.from(
    { length: width * height },
    (_, i) => at(i % width, Math.floor(i / width)),
  ),
});

Deno.test("encodeGreyPng() and decodeGreyPng() round-trip grey pixels", async () => {
  const image = grey(5, 3, (x, y) => (x * 40 + y * 7) % 256);
  const png = await encodeGreyPng(image);
  assert.deepEqual(imageSize(png), { width: 5, height: 3 });
  assert.deepEqual(await decodeGreyPng(png), image);
});

Deno.test("doubleSize() doubles an image, keeping the corner pixels and blending between them", () => {
  const doubled = doubleSize(grey(2, 1, (x) => (x === 0 ? 0 : 200)));
  assert.equal(doubled.width, 4);
  assert.equal(doubled.height, 2);
  assert.deepEqual([...doubled.pixels.subarray(0, 4)], [0, 100, 200, 200]);
});

Deno.test("enlargeForOcr() doubles a small PNG and leaves a large one, or one over the pixel cap, alone", async () => {
  const small = await encodeGreyPng(grey(100, 50, () => 128));
  assert.deepEqual(imageSize(await enlargeForOcr(small, 40_000_000)), { width: 200, height: 100 });
  assert.equal(await enlargeForOcr(small, 10_000), small);
  const wide = await encodeGreyPng(grey(1800, 2, () => 0));
  assert.equal(await enlargeForOcr(wide, 40_000_000), wide);
  const notPng = new Uint8Array([1, 2, 3]);
  assert.equal(await enlargeForOcr(notPng, 40_000_000), notPng);
});
