// Guards cutting a photographed page out of its surround before OCR: the whole page is kept (its
// shadowed foot too), the desk around it goes, and a scan or a page with no darker surround is
// left whole.

import assert from "node:assert/strict";
import { cropToPage, pageBox } from "./page_crop.ts";
import type { GreyImage } from "./upscale.ts";
import { textPage } from "../../../tests/support/fixture_page.ts";

/** `page` laid on a desk of grey `desk`, `left` and `top` pixels in, `margin` all round. */
function onDesk(page: GreyImage, left: number, top: number, desk = 80): GreyImage {
  const width = page.width + 2 * left, height = page.height + 2 * top;
  const pixels = new Uint8Array(width * height).fill(desk);
  for (let y = 0; y < page.height; y++) {
    pixels.set(
      page.pixels.subarray(y * page.width, (y + 1) * page.width),
      (top + y) * width + left,
    );
  }
  return { width, height, pixels };
}

Deno.test("pageBox() finds the page on a desk, within a margin of a hundredth of the photo", () => {
  const photo = onDesk(textPage(3), 150, 100);
  const box = pageBox(photo);
  assert.ok(box, "a page is found");
  assert.ok(box.left <= 150 && box.left >= 150 - photo.width * 0.01 - 1, `left ${box.left}`);
  assert.ok(box.top <= 100 && box.top >= 100 - photo.height * 0.01 - 1, `top ${box.top}`);
  assert.ok(box.left + box.width >= 150 + 1200, "the right edge is kept");
  assert.ok(box.top + box.height >= 100 + 900, "the foot is kept");
  const cut = cropToPage(photo);
  assert.deepEqual([cut.width, cut.height], [box.width, box.height]);
  assert.equal(cut.pixels[(100 - box.top) * cut.width + (150 - box.left) + 5], 245, "page pixels");
});

Deno.test("pageBox() keeps the foot of a page in the phone's shadow", () => {
  const page = textPage(5);
  // The page darkens from 245 at its head to 150 at its foot.
  for (let y = 0; y < page.height; y++) {
    const light = Math.round(245 - (95 * y) / page.height);
    for (let x = 0; x < page.width; x++) {
      const i = y * page.width + x;
      if (page.pixels[i] === 245) page.pixels[i] = light;
    }
  }
  const box = pageBox(onDesk(page, 120, 120, 70));
  assert.ok(box);
  assert.ok(box.top + box.height >= 120 + 900, `foot cut at ${box.top + box.height}`);
});

Deno.test("pageBox() leaves a scan, a page barely lighter than the desk and a tiny page whole", () => {
  const scan = textPage(9);
  assert.equal(pageBox(scan), undefined);
  assert.equal(cropToPage(scan), scan);
  assert.equal(
    pageBox(onDesk(textPage(9, { paper: 130 }), 100, 100, 100)),
    undefined,
    "no contrast",
  );
  const tiny = onDesk(textPage(9, { width: 300, height: 200 }), 400, 400);
  assert.equal(pageBox(tiny), undefined, "too little of the photo to trust");
});

Deno.test("pageBox() keeps the head of a page whose table is ruled from edge to edge", () => {
  const page = textPage(4);
  // A black rule four pixels thick across the whole page, a third of the way down.
  const ruleAt = Math.round(page.height / 3);
  page.pixels.fill(0, ruleAt * page.width, (ruleAt + 4) * page.width);
  const box = pageBox(onDesk(page, 120, 100, 70));
  assert.ok(box);
  assert.ok(box.top <= 100, `the head above the rule is kept (top ${box.top})`);
  assert.ok(box.top + box.height >= 100 + page.height, "the foot is kept");
});
