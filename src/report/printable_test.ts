import assert from "node:assert/strict";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument } from "pdf-lib";
import { DEJAVU_SANS, DEJAVU_SANS_BOLD } from "../chart/font_data.ts";
import { printableFont, printableText } from "./printable.ts";

function bytesOf(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

async function embedded(base64: string) {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  return printableFont(await doc.embedFont(bytesOf(base64), { subset: true }));
}

Deno.test("the report's fonts print WBC units, Greek and Cyrillic labels as written", async () => {
  // `10⁹/L` printed as "10 /L" and a Cyrillic label blank.
  for (const base64 of [DEJAVU_SANS, DEJAVU_SANS_BOLD]) {
    const font = await embedded(base64);
    const charset = new Set(font.getCharacterSet());
    for (const text of ["10⁹/L", "10⁶/µL", "10¹²/L", "Гемоглобин", "β-HCG", "Δ ≠ ≈ ≤ ≥", "m²"]) {
      assert.equal(printableText(text, charset), text);
    }
  }
});

Deno.test("printableText() gives a readable stand-in for what the font lacks, never a blank", async () => {
  const font = await embedded(DEJAVU_SANS);
  const charset = new Set(font.getCharacterSet());
  assert.equal(printableText("血红蛋白 😀", charset), "???? ?");
  assert.equal(printableText("ﬁbrynogen", charset), "fibrynogen");
  // The font's measuring and encoding take the stand-in too.
  assert.equal(font.widthOfTextAtSize("😀", 10), font.widthOfTextAtSize("?", 10));
});

Deno.test("printableText() prints powers of ten as superscripts and an event marker as an arrow", async () => {
  // The PDF printed "10^3/µL" as typed, and an event marker "▾" as "?".
  const font = await embedded(DEJAVU_SANS);
  const charset = new Set(font.getCharacterSet());
  assert.equal(printableText("10^3/µL", charset), "10³/µL");
  assert.equal(printableText("10^12/L and 10^-2", charset), "10¹²/L and 10⁻²");
  assert.equal(printableText("x^2 stays", charset), "x^2 stays");
  assert.equal(printableText("▾", charset), "↓");
});
