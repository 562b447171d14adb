// Guards preparing a page for OCR in one pass: a photo is cut out of its desk before its light is
// evened (evening would whiten the desk) and before it is enlarged; an askew scan is levelled; a
// level, evenly lit, large scan is given to tesseract as the very bytes it came in.

import assert from "node:assert/strict";
import { preparedGrey, prepareForOcr } from "./prepare_page.ts";
import { estimateSkew } from "./deskew.ts";
import { decodeGreyPng, encodeGreyPng, type GreyImage } from "./upscale.ts";
import { rotateGrey } from "../../../tests/support/rotate_grey.ts";
import { textPage } from "../../../tests/support/fixture_page.ts";

/** `page` on a desk of grey 70, `margin` pixels all round, its light falling to `dimmest` at the right. */
function photographed(page: GreyImage, margin: number, dimmest: number): GreyImage {
  const width = page.width + 2 * margin, height = page.height + 2 * margin;
  const pixels = new Uint8Array(width * height).fill(70);
  for (let y = 0; y < page.height; y++) {
    for (let x = 0; x < page.width; x++) {
      const light = 1 - (1 - dimmest) * (x / page.width);
      pixels[(y + margin) * width + x + margin] = Math.round(
        page.pixels[y * page.width + x]! * light,
      );
    }
  }
  return { width, height, pixels };
}

Deno.test("preparedGrey() doubles a small photo and cuts it out of its desk", () => {
  const page = textPage(4, { width: 800, height: 1000 });
  const prepared = preparedGrey(photographed(page, 120, 0.8), true, 40_000_000);
  // Cut to the page (with a margin of a hundredth), then doubled.
  assert.ok(prepared.width < (800 + 2 * 120) * 2 * 0.9, `${prepared.width} wide`);
  assert.ok(prepared.width >= 1600, `${prepared.width} wide`);
});

Deno.test("preparedGrey() evens the light of a page in deep shade before it doubles it", () => {
  const page = textPage(4, { width: 800, height: 1000 });
  const prepared = preparedGrey(photographed(page, 0, 0.2), true, 40_000_000);
  assert.equal(prepared.width, 1600);
  // The dim right side of the paper is white, as the lit left side is.
  const y = Math.round(prepared.height / 2) + 30;
  const right = prepared.pixels[y * prepared.width + prepared.width - 200]!;
  assert.ok(right >= 225, `the shaded paper is ${right}`);
});

Deno.test("prepareForOcr() levels an askew scan and gives a level, evenly lit, large one unchanged", async () => {
  const askew = await encodeGreyPng(rotateGrey(textPage(11, { width: 1800, height: 1000 }), 1.7));
  const prepared = await prepareForOcr(askew, 40_000_000);
  const decoded = await decodeGreyPng(prepared.image);
  assert.ok(decoded !== undefined);
  assert.ok(Math.abs(estimateSkew(decoded)) <= 0.1, `${estimateSkew(decoded)}°`);
  assert.deepEqual(prepared.grey, decoded);
  const level = await encodeGreyPng(textPage(11, { width: 1800, height: 1000 }));
  assert.equal((await prepareForOcr(level, 40_000_000)).image, level);
  const jpegHeaderOnly = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
  assert.deepEqual(await prepareForOcr(jpegHeaderOnly, 40_000_000), { image: jpegHeaderOnly });
});
