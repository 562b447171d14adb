// Guards evening out the light of a photographed page before OCR: the shaded paper becomes as white
// as the lit paper while the ink stays dark (one threshold then splits ink from paper everywhere),
// a heading bar stays ink, and an evenly lit scan is left as it is.

import assert from "node:assert/strict";
import { evenLight, paperGrid, shadedText } from "./even_light.ts";
import type { GreyImage } from "./upscale.ts";
import { textPage } from "../../../tests/support/fixture_page.ts";

/** `page` lit from its top left corner: its grey falls to `dimmest` of itself at the far corner. */
function shaded(page: GreyImage, dimmest: number): GreyImage {
  const { width, height } = page;
  const pixels = page.pixels.map((p, i) => {
    const x = i % width, y = Math.floor(i / width);
    const light = 1 - (1 - dimmest) * ((x / width + y / height) / 2);
    return Math.round(p * light);
  });
  return { width, height, pixels };
}

/** The share of pixels put on the wrong side by one threshold at `level`, against `truth`'s ink. */
function misread(image: GreyImage, truth: GreyImage, level: number): number {
  let wrong = 0;
  for (let i = 0; i < image.pixels.length; i++) {
    if ((image.pixels[i]! < level) !== (truth.pixels[i]! < 128)) wrong++;
  }
  return wrong / image.pixels.length;
}

Deno.test("evenLight() whitens the shaded paper and keeps the ink: one threshold splits them", () => {
  const page = textPage(5);
  const photo = shaded(page, 0.25);
  // Shaded, no single threshold works: the dim corner's paper is darker than the lit corner's ink.
  assert.ok(misread(photo, page, 128) > 0.05, `${misread(photo, page, 128)}`);
  const evened = evenLight(photo);
  assert.notEqual(evened, photo);
  assert.ok(misread(evened, page, 160) < 0.002, `${misread(evened, page, 160)} misread`);
  const corner = evened.pixels[(page.height - 20) * page.width + page.width - 20]!;
  assert.ok(corner >= 225, `the dim corner's paper is ${corner}`);
});

Deno.test("evenLight() keeps a heading bar dark: a block of ink takes its neighbours' paper", () => {
  const page = textPage(9);
  const pixels = page.pixels.slice();
  // A black bar across the page, two blocks high (the page is cut into 900 / 40 ≈ 22-pixel blocks).
  pixels.fill(15, 400 * page.width, 444 * page.width);
  const evened = evenLight(shaded({ ...page, pixels }, 0.25));
  for (const x of [100, 600, 1100]) {
    assert.ok(evened.pixels[420 * page.width + x]! < 60, `bar at x=${x}`);
  }
});

Deno.test("evenLight() leaves an evenly lit page, or one a single threshold still reads, as it is", () => {
  const page = textPage(5);
  assert.equal(evenLight(page), page);
  // Dimmed to 0.6 at the far corner: its paper stays well above the page's threshold.
  const dimmed = shaded(page, 0.6);
  assert.equal(shadedText(dimmed, 22), false);
  assert.equal(evenLight(dimmed), dimmed);
  assert.equal(shadedText(shaded(page, 0.25), 22), true);
  const { grid } = paperGrid(page, 22);
  assert.ok(Math.min(...grid) >= 240, `paper read as ${Math.min(...grid)}`);
});
