/**
 * End-to-end: a Polish lab report PDF with a text layer (generated here with
 * pdf-lib and DejaVu), and a scan of it read by tesseract. OCR rows are shown
 * but written only with --accept-ocr. The OCR test is skipped, with the
 * reason printed, only when tesseract is not installed.
 */

import assert from "node:assert/strict";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument } from "pdf-lib";
import {
  FONT_PATH,
  hasProgram,
  makeReportPdf,
  makeScannedPdf,
  rasterise,
} from "../../importer/fixtures.ts";
import { runImportTask, storeLines, workspace } from "../../importer/helpers.ts";
import { importsNothingPersonal } from "../../importer/privacy_check.ts";

Deno.test("a text-layer PDF imports its rows under the collection date, proposing unknown names", async () => {
  const dir = await workspace();
  await makeReportPdf(`${dir}/in/wyniki_jana_testowego.pdf`);
  const run = await runImportTask(dir, ["--data", "data", "in"]);
  assert.equal(run.code, 0, run.stderr);
  const lines = await storeLines(`${dir}/data`);
  assert.deepEqual(lines.map((l) => [l.code, l.date, l.value, l.comparator, l.unit]), [
    ["HGB", "2025-03-12", 13.4, undefined, "g/dl"],
    ["FERR", "2025-03-12", 8, undefined, "µg/l"],
    ["CRP", "2025-03-12", 0.5, "<", "mg/l"],
    ["CREA", "2025-03-12", 0.9, undefined, "mg/dl"],
  ]);
  const proposals = await Deno.readTextFile(`${dir}/data/alias-proposals.yaml`);
  assert.match(proposals, /name: Żelazo całkowite w surowicy/);
  assert.doesNotMatch(proposals, /Strona|Testowy|lat/);
  await Deno.remove(dir, { recursive: true });
});

const tesseract = await hasProgram("tesseract");
if (!tesseract) {
  console.log(
    "skipped: the OCR test needs tesseract (apt-get install -y tesseract-ocr tesseract-ocr-pol poppler-utils)",
  );
}

Deno.test({
  name: "a scan is read by OCR, shown for review, and written only with --accept-ocr",
  ignore: !tesseract,
  fn: async () => {
    const dir = await workspace();
    await makeReportPdf(`${dir}/report.pdf`);
    await rasterise(`${dir}/report.pdf`, `${dir}/in/scan.png`);
    await makeScannedPdf(`${dir}/in/scan.png`, `${dir}/in/skan.pdf`);
    const review = await runImportTask(dir, ["--data", "data", "in/scan.png", "in/skan.pdf"]);
    assert.equal(review.code, 0, review.stderr);
    assert.match(review.stdout, /scan\.png \(ocr,/);
    assert.match(review.stdout, /skan\.pdf \(ocr,/);
    assert.match(
      review.stdout,
      /HGB Hemoglobina +2025-03-12 +13\.4 .*OCR: read by OCR; written only with --accept-ocr/,
    );
    assert.deepEqual(await storeLines(`${dir}/data`), []);

    const accepted = await runImportTask(dir, ["--data", "data", "--accept-ocr", "in/scan.png"]);
    assert.equal(accepted.code, 0, accepted.stderr);
    const lines = await storeLines(`${dir}/data`);
    assert.ok(lines.some((l) => l.code === "HGB" && l.value === 13.4 && l.date === "2025-03-12"));
    assert.ok(lines.some((l) => l.code === "CRP" && l.value === 0.5 && l.comparator === "<"));
    await Deno.remove(dir, { recursive: true });
  },
});

/** Writes a PDF whose pages hold texts at [text, x, y from the top], in 9 pt DejaVu. */
async function writePositionedPdf(
  path: string,
  pages: readonly (readonly [string, number, number][])[],
): Promise<void> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await Deno.readFile(FONT_PATH), { subset: true });
  for (const texts of pages) {
    const page = doc.addPage([595, 842]);
    for (const [text, x, y] of texts) page.drawText(text, { x, y: 842 - y, size: 9, font });
  }
  await Deno.writeFile(path, await doc.save());
}

Deno.test("a two-visit PDF stores each visit's rows under its own date, the same value twice", async () => {
  const dir = await workspace();
  const visit = (date: string, hgb: string): [string, number, number][] => [
    ["Pacjent: Jan Testowy", 40, 40],
    [`Data pobrania: ${date}`, 40, 55],
    ["Badanie", 40, 80],
    ["Wynik", 200, 80],
    ["Jednostka", 260, 80],
    ["Zakres referencyjny", 330, 80],
    ["Hemoglobina", 40, 95],
    [hgb, 205, 95],
    ["g/dl", 260, 95],
    ["12,0 - 16,0", 330, 95],
    ["Ferrytyna", 40, 110],
    ["41", 205, 110],
    ["ng/ml", 260, 110],
    ["13 - 150", 330, 110],
    ["Strona 1 z 1", 270, 800],
  ];
  await writePositionedPdf(`${dir}/in/dwie_wizyty.pdf`, [
    visit("12.03.2024", "13,4"),
    visit("05.09.2024", "12,9"),
  ]);
  const run = await runImportTask(dir, ["--data", "data", "in"]);
  assert.equal(run.code, 0, run.stderr);
  const lines = await storeLines(`${dir}/data`);
  assert.deepEqual(lines.map((l) => [l.code, l.date, l.value]), [
    ["HGB", "2024-03-12", 13.4],
    ["FERR", "2024-03-12", 41],
    ["HGB", "2024-09-05", 12.9],
    ["FERR", "2024-09-05", 41],
  ]);
  await Deno.remove(dir, { recursive: true });
});

Deno.test({
  name: "no name, PESEL, birth date, address or file name from a scan read by OCR is written",
  ignore: !tesseract,
  fn: () => importsNothingPersonal(true),
});
