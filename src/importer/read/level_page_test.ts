// Guards levelling a page photographed at an angle: its lines tilt more down the page, the skew
// is measured band by band and the page levelled row by row; a page askew by one angle is turned
// by that angle, and a band that cannot be told is not allowed to bend the fit.

import assert from "node:assert/strict";
import { measureSkew, shearLevel } from "./deskew.ts";
import { levelPage, skewByBand, varyingSkew } from "./level_page.ts";
import { textPage } from "../../../tests/support/fixture_page.ts";

/** A page whose lines tilt from 0° at its head to `foot`° at its foot. */
function photographedAtAnAngle(foot: number) {
  const page = textPage(13, { width: 1000, height: 1400 });
  return shearLevel(page, (y) => -(foot * y) / page.height);
}

Deno.test("skewByBand() measures a tilt that grows down the page", () => {
  const bands = skewByBand(photographedAtAnAngle(2.4));
  assert.ok(bands.length >= 4, `${bands.length} bands measured`);
  for (let i = 1; i < bands.length; i++) {
    assert.ok(bands[i]!.degrees >= bands[i - 1]!.degrees - 0.2, JSON.stringify(bands));
  }
  assert.ok(bands.at(-1)!.degrees - bands[0]!.degrees >= 1.2, JSON.stringify(bands));
});

Deno.test("levelPage() levels every band of a page photographed at an angle", () => {
  const levelled = levelPage(photographedAtAnAngle(2.4), true);
  assert.equal(levelled.varying, true);
  for (const band of skewByBand(levelled.image)) {
    assert.ok(Math.abs(band.degrees) <= 0.3, `band at row ${band.row}: ${band.degrees}°`);
  }
});

Deno.test("levelPage() turns a page askew by one angle by that angle, and leaves a level one", () => {
  const page = textPage(17, { width: 1000, height: 1400 });
  const askew = levelPage(shearLevel(page, -1.5), true);
  assert.equal(askew.varying, false);
  assert.ok(Math.abs(askew.degrees - 1.5) <= 0.2, `${askew.degrees}°`);
  assert.ok(Math.abs(measureSkew(askew.image) ?? 9) <= 0.1);
  const level = levelPage(page, true);
  assert.deepEqual([level.changed, level.degrees], [false, 0]);
  assert.equal(level.image, page);
});

Deno.test("levelPage() levels a scan by one angle only, and does not cut it", () => {
  const scanned = levelPage(photographedAtAnAngle(2.4), false);
  assert.equal(scanned.varying, false);
  const { width, height } = photographedAtAnAngle(2.4);
  assert.deepEqual([scanned.image.width, scanned.image.height], [width, height]);
});

Deno.test("varyingSkew() fits a line, leaves out a band far off it, and gives none for agreeing bands", () => {
  const rows = [250, 750, 1250, 1750, 2250, 2750];
  const line = varyingSkew(
    [0, 1, 1.5, 2, 2.8, 0].map((degrees, i) => ({ row: rows[i]!, degrees })),
  );
  assert.ok(line, "a varying skew");
  // The footer band's 0 is left out: the foot is still tilted.
  assert.ok(line(2750) > 2.8, `${line(2750)}° at the foot`);
  assert.ok(Math.abs(line(250)) < 0.4, `${line(250)}° at the head`);
  const agreeing = [1.1, 1.3, 1.2, 1.0].map((degrees, i) => ({ row: rows[i]!, degrees }));
  assert.equal(varyingSkew(agreeing), undefined);
  assert.equal(
    varyingSkew([{ row: 1, degrees: 0 }, { row: 2, degrees: 2 }]),
    undefined,
    "two bands",
  );
});
