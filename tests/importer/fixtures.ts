/**
 * Fixture documents for the importer's end-to-end tests, made up for the
 * tests (patient "Jan Testowy", PESEL-like "85010112345"): a Polish lab
 * report PDF with a text layer, generated with pdf-lib and the DejaVu font
 * (standard PDF fonts cannot encode ł or ż), and a scan of it, rasterised
 * with pdftoppm.
 *
 * @module
 */

import fontkit from "@pdf-lib/fontkit";
import { PDFDocument } from "pdf-lib";

/** The DejaVu font, from the Debian package fonts-dejavu-core. */
export const FONT_PATH = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

/** Personal strings the fixtures contain and no written file may. */
export const PERSONAL = [
  "Jan Testowy",
  "Testowy",
  "85010112345",
  "1985-01-01",
  "01.01.1985",
  "Testowa 7",
  "00-950",
  "wyniki_jana_testowego",
];

/** The lines of the fixture lab report, as printed. */
export const REPORT_LINES: readonly string[] = [
  "Laboratorium Diagnostyczne Przykład Sp. z o.o.",
  "Pacjent: Jan Testowy    PESEL: 85010112345",
  "Data urodzenia: 01.01.1985    Płeć: M",
  "Adres: ul. Testowa 7, 00-950 Warszawa",
  "Data wykonania: 14.03.2025",
  "Data pobrania: 12.03.2025 08:15",
  "Badanie Wynik Jednostka Zakres referencyjny",
  "Hemoglobina 13,4 g/dl 12,0 - 16,0",
  "Ferrytyna 8 µg/l L 10 - 120",
  "Żelazo całkowite w surowicy 45 µg/dl ↓ 50 - 170",
  "CRP <0,5 mg/l < 5",
  "Kreatynina 0,9 mg/dl 0,7-1,2",
  "Testowy Jan 45 lat",
  "Strona 1 z 1",
];

/** Writes a one-page PDF with a text layer holding `lines`. */
export async function makeReportPdf(path: string, lines: readonly string[] = REPORT_LINES) {
  let font: Uint8Array;
  try {
    font = await Deno.readFile(FONT_PATH);
  } catch {
    throw new Error(
      `The PDF fixture needs the font "${FONT_PATH}": install it with apt-get install -y fonts-dejavu-core`,
    );
  }
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const embedded = await doc.embedFont(font, { subset: true });
  const page = doc.addPage([595, 842]);
  lines.forEach((line, i) => {
    page.drawText(line, { x: 40, y: 790 - i * 22, size: 12, font: embedded });
  });
  await Deno.writeFile(path, await doc.save());
}

/** Rasterises page 1 of a PDF into a PNG "scan" with pdftoppm. */
export async function rasterise(pdfPath: string, pngPath: string): Promise<void> {
  const output = await new Deno.Command("pdftoppm", {
    args: ["-r", "200", "-png", "-gray", "-f", "1", "-l", "1", "-singlefile", pdfPath],
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (output.code !== 0) throw new Error(new TextDecoder().decode(output.stderr));
  await Deno.writeFile(pngPath, output.stdout);
}

/** Writes a PDF without a text layer: the PNG scan as its only content. */
export async function makeScannedPdf(pngPath: string, pdfPath: string): Promise<void> {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(await Deno.readFile(pngPath));
  const page = doc.addPage([595, 842]);
  page.drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  await Deno.writeFile(pdfPath, await doc.save());
}

/** Whether a program can be run here. */
export async function hasProgram(name: string): Promise<boolean> {
  try {
    await new Deno.Command(name, { args: ["--version"], stdout: "null", stderr: "null" }).output();
    return true;
  } catch {
    return false;
  }
}
