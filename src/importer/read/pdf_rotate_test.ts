/**
 * Landscape pages printed as portrait pages turned by /Rotate (report engines and print drivers do
 * this): their text, drawn a quarter turn in the page's own space, is read where the page shows it,
 * across, so a table row is one line.
 */

import assert from "node:assert/strict";
import { degrees, PDFDocument, type PDFFont, type PDFPage, StandardFonts } from "pdf-lib";
import { linesFromItems } from "../layout/mod.ts";
import { pdfText } from "./pdf_text.ts";

/** Rows of [text, x, y] as shown (y down from the shown top) on a landscape view 842 × 595. */
const SHOWN: readonly (readonly [string, number, number])[] = [
  ["Untersuchung", 46, 120],
  ["Ergebnis", 290, 120],
  ["Einheit", 336, 120],
  ["Kalium", 46, 140],
  ["4,5", 300, 140],
  ["mmol/l", 336, 140],
  ["3,5 - 5,1", 420, 140],
  ["Calcium", 46, 153],
  ["2,34", 296, 153],
  ["mmol/l", 336, 153],
  ["2,15 - 2,50", 420, 153],
];

/** Draws `text` shown at (x, y) on a portrait A4 page turned `turn` × 90° clockwise by /Rotate. */
function drawShown(page: PDFPage, font: PDFFont, text: string, x: number, y: number, turn: number) {
  const [w, h] = [595, 842]; // the page's own box
  const up = 595 - y; // shown height is 595 on a landscape view
  if (turn === 1) page.drawText(text, { x: w - up, y: x, size: 9, font, rotate: degrees(90) });
  else page.drawText(text, { x: up, y: h - x, size: 9, font, rotate: degrees(-90) });
}

async function turnedPdf(turn: number, setRotate = true): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  // drawn column by column, as report engines draw, not in reading order
  for (const [text, x, y] of [...SHOWN].sort((a, b) => a[1] - b[1])) {
    drawShown(page, font, text, x, y, turn);
  }
  if (setRotate) page.setRotation(degrees(turn * 90));
  return await doc.save();
}

/** The table's lines as read: cells joined by " | ". */
async function tableLines(bytes: Uint8Array): Promise<string[]> {
  const text = await pdfText(bytes);
  return linesFromItems(text.items).map((line) => line.cells.map((cell) => cell.text).join(" | "));
}

for (const turn of [1, 3]) {
  Deno.test(`pdfText() reads a page turned by /Rotate ${turn * 90} across, as it is shown`, async () => {
    const text = await pdfText(await turnedPdf(turn));
    assert.deepEqual(text.sizes, [{ width: 842, height: 595 }]);
    const kalium = text.items.find((item) => item.text === "Kalium");
    assert.ok(kalium !== undefined);
    assert.ok(Math.abs(kalium.x - 46) < 1 && Math.abs(kalium.y - 140) < 1, JSON.stringify(kalium));
    const lines = linesFromItems(text.items).map((line) =>
      line.cells.map((cell) => cell.text).join(" | ")
    );
    assert.ok(lines.includes("Kalium | 4,5 | mmol/l | 3,5 - 5,1"), lines.join("\n"));
    assert.ok(lines.includes("Calcium | 2,34 | mmol/l | 2,15 - 2,50"), lines.join("\n"));
  });
  Deno.test(`pdfText() reads text turned ${turn * 90}° on a page with no /Rotate across`, async () => {
    const lines = await tableLines(await turnedPdf(turn, false));
    assert.ok(lines.includes("Kalium | 4,5 | mmol/l | 3,5 - 5,1"), lines.join("\n"));
  });
}

Deno.test("pdfText() reads level text across on a page whose /Rotate turns it sideways", async () => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  for (const [text, x, y] of SHOWN) page.drawText(text, { x, y: 842 - y, size: 9, font });
  page.setRotation(degrees(90));
  const lines = await tableLines(await doc.save());
  assert.ok(lines.includes("Kalium | 4,5 | mmol/l | 3,5 - 5,1"), lines.join("\n"));
});
