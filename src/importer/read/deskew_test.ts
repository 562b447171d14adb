// Guards deskewing before OCR: a page askew by up to 2 degrees (as a phone photo or a
// scanner feeds it) is measured and turned level before tesseract reads it; a level page,
// and an image this process cannot decode, are left as they are.

import assert from "node:assert/strict";
import { estimateSkew } from "./deskew.ts";
import { rotateGrey } from "../../../tests/support/rotate_grey.ts";
import { decodeGreyPng, encodeGreyPng, type GreyImage } from "./upscale.ts";
import { ocrImage, type ProgramRunner } from "./ocr.ts";
import { textPage } from "../../../tests/support/fixture_page.ts";

const page = (seed?: number) => textPage(seed);

Deno.test("estimateSkew() finds the angle a page is askew by, up to 2 degrees either way", () => {
  const level = page();
  assert.equal(estimateSkew(level), 0);
  for (const degrees of [-2, -1.3, -0.6, 0.5, 1.1, 2]) {
    const askew = rotateGrey(level, degrees);
    const found = estimateSkew(askew);
    assert.ok(Math.abs(found + degrees) <= 0.2, `turned ${degrees}°, measured ${found}°`);
    // Turned back by what was measured, the page is level again.
    assert.ok(Math.abs(estimateSkew(rotateGrey(askew, found))) <= 0.1, `${degrees}°`);
  }
});

Deno.test("estimateSkew() gives 0 for a blank page or one with hardly any ink", () => {
  const blank: GreyImage = { width: 400, height: 300, pixels: new Uint8Array(400 * 300).fill(250) };
  assert.equal(estimateSkew(blank), 0);
  const speck = { ...blank, pixels: blank.pixels.slice() };
  for (let i = 0; i < 50; i++) speck.pixels[150 * 400 + 100 + i] = 0;
  assert.equal(estimateSkew(speck), 0);
});

Deno.test("ocrImage() gives tesseract the page turned level, not as it was scanned", async () => {
  let seen: Uint8Array | undefined;
  const fake: ProgramRunner = (_program, _args, stdin) => {
    seen = stdin;
    return Promise.resolve({ code: 0, stdout: new TextEncoder().encode(""), stderr: "" });
  };
  const askew = await encodeGreyPng(rotateGrey(page(3), -2));
  await ocrImage(askew, fake);
  const given = seen === undefined ? undefined : await decodeGreyPng(seen);
  assert.ok(given !== undefined, "tesseract was given a PNG");
  assert.ok(Math.abs(estimateSkew(given)) <= 0.1, `still askew by ${estimateSkew(given)}°`);
});
