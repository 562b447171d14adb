import assert from "node:assert/strict";
import { imageSize } from "./image_size.ts";
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

Deno.test("enlargeForOcr() doubles a small page and leaves a wide one, or one over the pixel cap, alone", () => {
  const small = grey(100, 50, () => 128);
  const doubled = enlargeForOcr(small, 40_000_000);
  assert.deepEqual([doubled.width, doubled.height], [200, 100]);
  assert.equal(enlargeForOcr(small, 10_000), small);
  const wide = grey(1800, 2, () => 0);
  assert.equal(enlargeForOcr(wide, 40_000_000), wide);
});

/** A PNG chunk: length, type, body and a CRC (not checked by the decoder). */
function pngChunk(type: string, body: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(12 + body.length);
  new DataView(bytes.buffer).setUint32(0, body.length);
  bytes.set([...type].map((c) => c.charCodeAt(0)), 4);
  bytes.set(body, 8);
  return bytes;
}

function ihdr(width: number, height: number): Uint8Array {
  const body = new Uint8Array(13);
  const view = new DataView(body.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  body[8] = 8; // 8-bit grey, no interlace
  return pngChunk("IHDR", body);
}

/** `megabytes` MiB of zeros, deflated as they stream (never held whole). */
async function deflatedZeros(megabytes: number): Promise<Uint8Array> {
  let left = megabytes;
  const zeros = new Uint8Array(1024 * 1024);
  const source = new ReadableStream<Uint8Array<ArrayBuffer>>({
    pull(controller) {
      if (left-- > 0) controller.enqueue(zeros);
      else controller.close();
    },
  });
  const piped = source.pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

function pngOf(...chunks: Uint8Array[]): Uint8Array {
  const parts = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks];
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

Deno.test("decodeGreyPng() stops inflating at height × (stride + 1) bytes: a 100×100 header over 64 MiB of data is refused at once", async () => {
  const png = pngOf(
    ihdr(100, 100),
    pngChunk("IDAT", await deflatedZeros(64)),
    pngChunk("IEND", new Uint8Array()),
  );
  const started = performance.now();
  assert.equal(await decodeGreyPng(png), undefined);
  const ms = performance.now() - started;
  assert.ok(ms < 500, `decoding took ${ms.toFixed(0)} ms: the data was inflated past the image`);
});

Deno.test("decodeGreyPng() still decodes a PNG whose data holds exactly the image", async () => {
  const raw = new Uint8Array(2 * 4); // two rows: filter byte 0 and three zero pixels
  const piped = new Blob([raw]).stream().pipeThrough(new CompressionStream("deflate"));
  const data = new Uint8Array(await new Response(piped).arrayBuffer());
  const png = pngOf(ihdr(3, 2), pngChunk("IDAT", data), pngChunk("IEND", new Uint8Array()));
  assert.deepEqual(await decodeGreyPng(png), { width: 3, height: 2, pixels: new Uint8Array(6) });
});

Deno.test("a PNG with a second IHDR is refused by the size check and by the decoder alike", async () => {
  const data = await deflatedZeros(1);
  const png = pngOf(
    ihdr(1000, 1000),
    ihdr(1, 150_000_000),
    pngChunk("IDAT", data),
    pngChunk("IEND", new Uint8Array()),
  );
  assert.equal(imageSize(png), undefined);
  assert.equal(await decodeGreyPng(png), undefined);
  // An IHDR that is not the first chunk is refused too.
  const late = pngOf(
    pngChunk("tEXt", new Uint8Array(4)),
    ihdr(1, 150_000_000),
    pngChunk("IDAT", data),
  );
  assert.equal(imageSize(late), undefined);
  assert.equal(await decodeGreyPng(late), undefined);
});
