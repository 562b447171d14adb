// Guards taking a fax's specks off a page before OCR: a lone dot of line noise goes, a decimal
// comma, a full stop and a dot touching a figure stay, and a page with no specks is left as it is.

import assert from "node:assert/strict";
import { withoutSpecks } from "./specks.ts";
import type { GreyImage } from "./upscale.ts";

/** A white `width`×`height` page with black boxes `[x, y, w, h]`. */
function page(width: number, height: number, boxes: [number, number, number, number][]): GreyImage {
  const pixels = new Uint8Array(width * height).fill(255);
  for (const [x0, y0, w, h] of boxes) {
    for (let y = y0; y < y0 + h; y++) pixels.fill(0, y * width + x0, y * width + x0 + w);
  }
  return { width, height, pixels };
}

type Box = [number, number, number, number];

/** Line noise: specks of 2 × 2 pixels strewn over the blank rows below the text (y ≥ 60). */
const noise: Box[] = Array.from({ length: 30 }, (_, i) => [7 + i * 3, 62 + (i % 5) * 7, 2, 2]);

Deno.test("withoutSpecks() takes the specks off a noisy page and keeps a comma, a stop and a dot on a figure", () => {
  const figure: Box = [10, 10, 16, 28];
  const comma: Box = [32, 34, 4, 7];
  const speck: Box = [60, 20, 2, 3];
  const stop: Box = [80, 35, 4, 4];
  const touching: Box = [26, 12, 2, 2];
  const cleaned = withoutSpecks(page(100, 100, [figure, comma, speck, stop, touching, ...noise]));
  assert.deepEqual(cleaned, page(100, 100, [figure, comma, stop, touching]));
});

Deno.test("withoutSpecks() leaves a page with no line noise as it is, its smallest stops too", () => {
  // A stop of 2 × 2 pixels in small print, on its line of text: no noise on the blank rows.
  const small = page(100, 100, [[10, 10, 12, 16], [24, 24, 2, 2], [28, 10, 12, 16]]);
  assert.equal(withoutSpecks(small), small);
});

Deno.test("withoutSpecks() gives a page with no specks back as it is", () => {
  const clean = page(100, 50, [[10, 10, 16, 28], [32, 34, 4, 7]]);
  assert.equal(withoutSpecks(clean), clean);
});

Deno.test("withoutSpecks() leaves a grey page with grain as it is, its specks too", () => {
  const noisy = page(100, 100, [[10, 10, 16, 28], [32, 34, 4, 7], ...noise]);
  const grainy = { ...noisy, pixels: noisy.pixels.map((p, i) => (p === 255 ? 230 + (i % 20) : p)) };
  assert.equal(withoutSpecks(grainy), grainy);
});
