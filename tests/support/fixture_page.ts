/**
 * A synthetic page for the tests of OCR's page preparation (levelling,
 * cutting a photo's page out): rows of dark "words" of uneven lengths, like
 * a lab table, on a light page, drawn from a seed.
 *
 * @module
 */

import type { GreyImage } from "../../src/importer/read/upscale.ts";

/** A `width`×`height` page (grey `paper`) with rows of words from `seed`. */
export function textPage(
  seed = 7,
  { width = 1200, height = 900, paper = 245 }: { width?: number; height?: number; paper?: number } =
    {},
): GreyImage {
  const pixels = new Uint8Array(width * height).fill(paper);
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let top = 60; top < height - 60; top += 38) {
    let x = 60 + Math.floor(random() * 40);
    while (x < width - 120) {
      const word = 30 + Math.floor(random() * 140);
      for (let y = top; y < top + 14; y++) {
        for (let dx = 0; dx < word && x + dx < width - 60; dx++) {
          if (random() < 0.8) pixels[y * width + x + dx] = 20 + Math.floor(random() * 40);
        }
      }
      x += word + 25 + Math.floor(random() * 60);
    }
  }
  return { width, height, pixels };
}
