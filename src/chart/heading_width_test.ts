// Guards headingWidth() against fontkit's shapers that cannot run under Deno: an Arabic label threw
// "this.shaper.plan is not a function" (fontkit sets its classes' static inheritance through
// `__proto__`, which Deno disables), so the chart of such a marker could not be drawn.

import assert from "node:assert/strict";
import { headingLines, headingWidth } from "./heading_width.ts";

Deno.test("headingWidth() measures a label in a script whose fontkit shaper cannot run, unshaped", () => {
  const arabic = "هيموجلوبين";
  const width = headingWidth(arabic);
  assert.ok(width > 0 && Number.isFinite(width), `measured ${width}`);
  assert.deepEqual(headingLines(arabic, "g/dL", 720), [`${arabic} (g/dL)`]);
});

Deno.test("headingWidth() still shapes Latin and Cyrillic labels (kerning counts)", () => {
  assert.ok(headingWidth("Hemoglobina") > 0);
  assert.ok(headingWidth("Гемоглобін") > 0);
  assert.ok(headingWidth("Hemoglobina Hemoglobina") > headingWidth("Hemoglobina"));
});
