/**
 * What print drivers leave in a PDF's text layer, read as it is printed: a letter the font lacks
 * drawn as the letter overstruck with a spacing accent ("Odbe" then "ˇr:"), and the hyphen mapped
 * to the minus sign U+2212 ("35 − 105", "HDL−Cholesterin").
 */

import assert from "node:assert/strict";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument } from "pdf-lib";
import { linesFromItems } from "../layout/mod.ts";
import { pdfText } from "./pdf_text.ts";

const FONT_PATH = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

/** Each text drawn at [x, y from the top]; "after" draws it back over the last letter drawn. */
async function driverPdf(
  texts: readonly (readonly [text: string, x: number | "after", y: number])[],
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await Deno.readFile(FONT_PATH), { subset: true });
  const page = doc.addPage([595, 842]);
  let end = 0;
  for (const [text, at, y] of texts) {
    // an accent overstruck on the last letter: drawn back over it, as groff's \o does
    const x = at === "after" ? end - font.widthOfTextAtSize("r", 9) : at;
    page.drawText(text, { x, y: 842 - y, size: 9, font });
    end = x + font.widthOfTextAtSize(text, 9);
  }
  return await doc.save();
}

async function linesOf(bytes: Uint8Array): Promise<string[]> {
  const text = await pdfText(bytes);
  return linesFromItems(text.items).map((line) => line.cells.map((cell) => cell.text).join(" | "));
}

Deno.test("pdfText() composes a letter overstruck with a spacing accent drawn as its own text", async () => {
  const lines = await linesOf(
    await driverPdf([
      ["Odbe", 62, 100],
      ["\u02C7r:", "after", 100],
      ["20.01.2025 07:40", 153, 100],
      ["Kyselina moc", 62, 120],
      ["\u02C7ová", "after", 120],
      ["262", 220, 120],
      ["µmol/l", 250, 120],
    ]),
  );
  assert.ok(lines.some((line) => line.startsWith("Odběr:")), lines.join("\n"));
  assert.ok(lines.some((line) => line.startsWith("Kyselina močová | 262")), lines.join("\n"));
});

Deno.test("pdfText() reads the minus sign a driver puts for the hyphen as the hyphen-minus", async () => {
  const lines = await linesOf(
    await driverPdf([
      ["HDL\u2212Cholesterin", 46, 100],
      ["58", 300, 100],
      ["mg/dl", 336, 100],
      ["35 \u2212 105", 420, 100],
    ]),
  );
  assert.ok(lines.includes("HDL-Cholesterin | 58 | mg/dl | 35 - 105"), lines.join("\n"));
});
