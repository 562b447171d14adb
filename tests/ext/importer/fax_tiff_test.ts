/**
 * End-to-end: a fax kept as a black-and-white TIFF, strewn with dense line
 * noise, is read as a scanned PDF's page is (`src/importer/read/fax_tiff.ts`,
 * `fax_noise.ts`): tesseract given such a TIFF as it is read it as noise. The
 * TIFF is built here from the fixture report (1 bit, WhiteIsZero, two strips,
 * uncompressed: the same wrapping as a CCITT fax's, which poppler decodes).
 * Skipped, with the reason printed, only when tesseract is not installed.
 */

import assert from "node:assert/strict";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument } from "pdf-lib";
import { FONT_PATH, hasProgram, rasterise } from "../../importer/fixtures.ts";
import { runImportTask, storeLines, workspace } from "../../importer/helpers.ts";
import { decodeGreyPng } from "../../../src/importer/read/upscale.ts";

/** A faxed report: a table in columns, 11 pt DejaVu. */
async function writeFaxedReport(path: string): Promise<void> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await Deno.readFile(FONT_PATH), { subset: true });
  const page = doc.addPage([595, 842]);
  const texts: [string, number, number][] = [
    ["Laboratorium Diagnostyczne Przykład", 40, 60],
    ["Pacjent: Jan Testowy", 40, 90],
    ["Data pobrania: 12.03.2025", 40, 110],
    ["Badanie", 40, 150],
    ["Wynik", 220, 150],
    ["Jednostka", 300, 150],
    ["Zakres referencyjny", 400, 150],
    ["Hemoglobina", 40, 175],
    ["13,4", 225, 175],
    ["g/dl", 300, 175],
    ["12,0 - 16,0", 400, 175],
    ["Kreatynina", 40, 200],
    ["0,9", 225, 200],
    ["mg/dl", 300, 200],
    ["0,7 - 1,2", 400, 200],
  ];
  for (const [text, x, y] of texts) page.drawText(text, { x, y: 842 - y, size: 11, font });
  await Deno.writeFile(path, await doc.save());
}

/** A 1-bit WhiteIsZero TIFF of a grey page (ink below 128), in two strips, at 200 dpi. */
function bilevelTiff(width: number, height: number, pixels: Uint8Array): Uint8Array {
  const rowBytes = Math.ceil(width / 8);
  const data = new Uint8Array(rowBytes * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (pixels[y * width + x]! < 128) data[y * rowBytes + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  const half = Math.ceil(height / 2);
  const tags: [number, number, number][] = [
    [256, 4, width],
    [257, 4, height],
    [258, 3, 1],
    [259, 3, 1],
    [262, 3, 0],
    [273, 4, 0], // two strip offsets, written below
    [278, 4, half],
    [279, 4, 0], // two strip byte counts, written below
    [282, 4, 200],
    [283, 4, 200],
  ];
  const ifd = 8;
  const arrays = ifd + 2 + tags.length * 12 + 4;
  const start = arrays + 16;
  const out = new Uint8Array(start + data.length);
  const view = new DataView(out.buffer);
  out.set([0x49, 0x49, 42, 0]);
  view.setUint32(4, ifd, true);
  view.setUint16(ifd, tags.length, true);
  const sizes = [half * rowBytes, (height - half) * rowBytes];
  tags.forEach(([tag, type, value], i) => {
    const at = ifd + 2 + i * 12;
    view.setUint16(at, tag, true);
    view.setUint16(at + 2, type, true);
    const pair = tag === 273 || tag === 279;
    view.setUint32(at + 4, pair ? 2 : 1, true);
    if (pair) view.setUint32(at + 8, tag === 273 ? arrays : arrays + 8, true);
    else if (type === 3) view.setUint16(at + 8, value, true);
    else view.setUint32(at + 8, value, true);
  });
  view.setUint32(arrays, start, true);
  view.setUint32(arrays + 4, start + sizes[0]!, true);
  view.setUint32(arrays + 8, sizes[0]!, true);
  view.setUint32(arrays + 12, sizes[1]!, true);
  out.set(data, start);
  return out;
}

const tesseract = await hasProgram("tesseract");
if (!tesseract) console.log("skipped: the fax test needs tesseract and pdftoppm");

Deno.test({
  name: "a noisy fax kept as a black-and-white TIFF is read as a scanned page",
  ignore: !tesseract,
  fn: async () => {
    const dir = await workspace();
    await writeFaxedReport(`${dir}/report.pdf`);
    await rasterise(`${dir}/report.pdf`, `${dir}/page.png`);
    const page = (await decodeGreyPng(await Deno.readFile(`${dir}/page.png`)))!;
    // Line noise: one dark dot in about fifty pixels, as a bad line leaves on a fax.
    const pixels = page.pixels.slice();
    let seed = 17;
    for (let i = 0; i < pixels.length; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      if (seed % 50 === 0) pixels[i] = 0;
    }
    await Deno.writeFile(`${dir}/in/fax.tif`, bilevelTiff(page.width, page.height, pixels));
    if (Deno.env.get("KEEP_FAX")) {
      await Deno.copyFile(`${dir}/in/fax.tif`, Deno.env.get("KEEP_FAX")!);
    }
    const run = await runImportTask(dir, ["--data", "data", "--accept-ocr", "in/fax.tif"]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /fax\.tif \(ocr,/);
    const lines = await storeLines(`${dir}/data`);
    assert.ok(
      lines.some((l) => l.code === "HGB" && l.value === 13.4 && l.date === "2025-03-12"),
      run.stdout,
    );
    await Deno.remove(dir, { recursive: true });
  },
});
