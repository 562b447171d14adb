/**
 * Messy lab-report PDFs made here with pdf-lib and the DejaVu font, text
 * drawn at chosen places (two-column pages, reordered columns, flags on
 * either side, wrapped labels, two visits, a cumulative table), read through
 * pdfText() and the layout row builder, with exact rows asserted.
 */

import assert from "node:assert/strict";
import fontkit from "@pdf-lib/fontkit";
import { degrees, PDFDocument } from "pdf-lib";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { builtinLayer } from "../../store/builtin.ts";
import type { RawRow } from "../document.ts";
import { linesFromItems } from "../layout/mod.ts";
import { DEFAULT_LIMITS } from "./limits.ts";
import { hasTextLayer, pdfText } from "./pdf_text.ts";
import { parseReportLayout } from "../table/mod.ts";
import { readDocument } from "../pipeline/mod.ts";

const FONT_PATH = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
const index = buildMarkerIndex(buildDictionary([builtinLayer()]));

/** Text drawn at x, y (y measured down from the top of the page), in 9 pt unless given. */
type Drawn = readonly [text: string, x: number, y: number, size?: number];

/** A PDF whose pages hold the given texts at their places. */
async function positionedPdf(
  pages: readonly (readonly Drawn[])[],
  size: [number, number] = [595, 842],
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await Deno.readFile(FONT_PATH), { subset: true });
  for (const texts of pages) {
    const page = doc.addPage(size);
    for (const [text, x, y, points = 9] of texts) {
      page.drawText(text, { x, y: size[1] - y, size: points, font });
    }
  }
  return await doc.save();
}

/** Each row as a compact tuple: name, value, unit, range, lab flag, date, specimen, unreadable. */
function summary(row: RawRow): unknown[] {
  const range = [row.range.ref_low, row.range.ref_high, row.range.ref_text].filter((x) =>
    x !== undefined
  ).join("..");
  const value = "comparator" in row.value && row.value.comparator !== undefined
    ? `${row.value.comparator}${row.value.value}`
    : row.value.value;
  return [
    row.name,
    value,
    row.unit ?? "",
    range,
    row.labFlag ?? "",
    row.date ?? row.dateProblem ?? "",
    row.specimen ?? "",
    row.unreadable ?? "",
  ];
}

async function rowsOf(bytes: Uint8Array) {
  const text = await pdfText(bytes);
  return parseReportLayout(linesFromItems(text.items), index, "pdf");
}

const TWO_COLUMN_REPORT: Drawn[][] = [[
  ["Laboratorium Medyczne Przykład Sp. z o.o., ul. Przykładowa 1, 00-001 Warszawa", 40, 40],
  ["Imię i nazwisko: Jan Testowy      Numer zlecenia: 123/2024/45", 40, 60],
  ["Data urodzenia: 01.01.1985", 40, 75],
  ["Data pobrania: 12.03.2024 08:15", 300, 75],
  ["Data wydruku: 20.03.2024", 40, 90],
  ["Data wykonania: 13.03.2024", 300, 90],
  ["Morfologia krwi", 40, 120, 11],
  ["Badanie ogólne moczu", 310, 120, 11],
  ["Leukocyty", 40, 140],
  ["6,5", 140, 140],
  ["tys/µl", 175, 140],
  ["4,0 - 10,0", 225, 140],
  ["Barwa", 310, 140],
  ["żółta", 400, 140],
  ["żółta", 490, 140],
  ["Erytrocyty", 40, 155],
  ["3,9", 140, 155],
  ["L", 157, 155],
  ["mln/µl", 175, 155],
  ["4,2 - 5,4", 225, 155],
  ["Przejrzystość", 310, 155],
  ["przejrzysty", 400, 155],
  ["przejrzysty", 490, 155],
  ["Hemoglobina", 40, 170],
  ["↓ 11,2", 130, 170],
  ["g/dl", 175, 170],
  ["12 - 16", 225, 170],
  ["pH", 310, 170],
  ["6,0", 400, 170],
  ["5,0 - 8,0", 490, 170],
  ["Płytki krwi", 40, 185],
  ["450 H", 135, 185],
  ["tys/µl", 175, 185],
  ["150 - 400", 225, 185],
  ["Glukoza", 310, 185],
  ["nie wykryto", 400, 185],
  ["nie wykryto", 490, 185],
  ["Białko", 310, 200],
  ["0,3 *", 400, 200],
  ["< 0,15", 490, 200],
  ["Komentarz: próbka lekko zhemolizowana", 40, 230],
  ["Strona 1 z 2", 270, 800],
], [
  ["Biochemia", 40, 60, 11],
  ["Parametr", 40, 80],
  ["Norma", 200, 80],
  ["Wynik", 320, 80],
  ["Flaga", 380, 80],
  ["J.m.", 420, 80],
  ["Witamina B12", 40, 100],
  ["197 - 771", 200, 100],
  ["H powyżej 2000", 300, 100],
  ["pg/ml", 420, 100],
  ["Ferrytyna", 40, 115],
  ["10 - 120", 200, 115],
  ["8", 330, 115],
  ["L", 385, 115],
  ["µg/l", 420, 115],
  ["Witamina D3 metabolit", 40, 130],
  ["25(OH)", 40, 140],
  ["30 - 100", 200, 140],
  ["32,5", 325, 140],
  ["ng/ml", 420, 140],
  ["Borelioza IgG (ELISA)", 40, 160],
  ["ujemny", 200, 160],
  ["wątpliwy", 315, 160],
  ["Opis mikroskopowy", 40, 175],
  ["patrz opis", 315, 175],
  ["Kreatynina", 40, 190],
  ["0,7 - 1,2", 200, 190],
  ["0,9", 325, 190],
  ["mg/dl", 420, 190],
  ["Uwaga: wynik kontrolny", 40, 215],
  ["Wynik autoryzował: mgr Anna Nowak, diagnosta laboratoryjny", 40, 240],
  ["Strona 2 z 2", 270, 800],
]];

Deno.test("a two-column page with reordered columns on page 2 gives exactly the printed rows", async () => {
  const doc = await rowsOf(await positionedPdf(TWO_COLUMN_REPORT));
  const d = "2024-03-12";
  assert.deepEqual(doc.rows.map(summary), [
    ["Leukocyty", 6.5, "tys/µl", "4..10", "", d, "blood", ""],
    ["Erytrocyty", 3.9, "mln/µl", "4.2..5.4", "L", d, "blood", ""],
    ["Hemoglobina", 11.2, "g/dl", "12..16", "L", d, "blood", ""],
    ["Płytki krwi", 450, "tys/µl", "150..400", "H", d, "blood", ""],
    ["Barwa", "żółta", "", "żółta", "", d, "urine", ""],
    ["Przejrzystość", "przejrzysty", "", "przejrzysty", "", d, "urine", ""],
    ["pH", 6, "", "5..8", "", d, "urine", ""],
    ["Glukoza", "nie wykryto", "", "nie wykryto", "", d, "urine", ""],
    ["Białko", 0.3, "", "0.15", "H", d, "urine", ""],
    ["Witamina B12", ">2000", "pg/ml", "197..771", "H", d, "blood", ""],
    ["Ferrytyna", 8, "µg/l", "10..120", "L", d, "blood", ""],
    ["Witamina D3 metabolit 25(OH)", 32.5, "ng/ml", "30..100", "", d, "blood", ""],
    ["Borelioza IgG (ELISA)", "wątpliwy", "", "ujemny", "A", d, "blood", ""],
    ["Opis mikroskopowy", "patrz opis", "", "", "", d, "blood", "see the description"],
    ["Kreatynina", 0.9, "mg/dl", "0.7..1.2", "", d, "blood", ""],
  ]);
  assert.deepEqual(doc.rows.map((r) => r.section), [
    ...Array(4).fill("Morfologia krwi"),
    ...Array(5).fill("Badanie ogólne moczu"),
    ...Array(6).fill("Biochemia"),
  ]);
  assert.deepEqual(doc.holds, []);
  assert.ok(doc.identity.includes("Jan Testowy"));
  // The name ends at the gap before the order number, which is an identity string of its own.
  assert.ok(!doc.identity.some((text) => /zlecenia/.test(text) || /Testowy.*2024/.test(text)));
  assert.ok(doc.identity.includes("123/2024/45"));
});

Deno.test("a report with two visits gives each row its own visit's date", async () => {
  const visit = (date: string, hgb: string): Drawn[] => [
    ["Pacjent: Jan Testowy", 40, 40],
    [`Data pobrania: ${date}`, 40, 55],
    ["Data wydruku: 20.09.2024", 300, 55],
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
  ];
  const doc = await rowsOf(
    await positionedPdf([visit("12.03.2024", "13,4"), visit("05.09.2024", "12,9")]),
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.value, r.date]), [
    ["Hemoglobina", { value: 13.4 }, "2024-03-12"],
    ["Ferrytyna", { value: 41 }, "2024-03-12"],
    ["Hemoglobina", { value: 12.9 }, "2024-09-05"],
    ["Ferrytyna", { value: 41 }, "2024-09-05"],
  ]);
  assert.deepEqual(doc.rows.map((r) => r.where), [
    "page 1, line 4",
    "page 1, line 5",
    "page 2, line 4",
    "page 2, line 5",
  ]);
});

Deno.test("a cumulative report gives one row per date cell and none for an empty cell", async () => {
  const doc = await rowsOf(
    await positionedPdf([[
      ["Zestawienie wyników", 40, 40, 12],
      ["Data wydruku: 20.02.2025", 40, 60],
      ["Badanie", 40, 90],
      ["12.03.2024", 180, 90],
      ["05.09.2024", 250, 90],
      ["14.02.2025", 320, 90],
      ["Jednostka", 390, 90],
      ["Zakres", 460, 90],
      ["Hemoglobina", 40, 105],
      ["13,4", 190, 105],
      ["12,9", 260, 105],
      ["14,1 H", 325, 105],
      ["g/dl", 390, 105],
      ["12 - 14", 460, 105],
      ["Ferrytyna", 40, 120],
      ["41", 195, 120],
      ["8 L", 330, 120],
      ["µg/l", 390, 120],
      ["10 - 120", 460, 120],
    ]]),
  );
  assert.deepEqual(doc.rows.map(summary), [
    ["Hemoglobina", 13.4, "g/dl", "12..14", "", "2024-03-12", "", ""],
    ["Hemoglobina", 12.9, "g/dl", "12..14", "", "2024-09-05", "", ""],
    ["Hemoglobina", 14.1, "g/dl", "12..14", "H", "2025-02-14", "", ""],
    ["Ferrytyna", 41, "µg/l", "10..120", "", "2024-03-12", "", ""],
    ["Ferrytyna", 8, "µg/l", "10..120", "L", "2025-02-14", "", ""],
  ]);
  assert.deepEqual(doc.holds, []);
});

Deno.test("pdfText() refuses a PDF over the page cap, naming the limit", async () => {
  const bytes = await positionedPdf([[["a", 40, 40]], [["b", 40, 40]], [["c", 40, 40]]]);
  await assert.rejects(
    pdfText(bytes, { ...DEFAULT_LIMITS, maxPages: 2 }),
    /the document has 3 pages, more than the limit of 2 pages per document/,
  );
});

Deno.test("pdfText() reads a tiny PDF with a 10000 × 10000 pt page quickly, reporting its size", async () => {
  const bytes = await positionedPdf([[["Hemoglobina 13,4 g/dl 12,0 - 16,0", 40, 40]]], [
    10000,
    10000,
  ]);
  const started = performance.now();
  const text = await pdfText(bytes);
  assert.ok(performance.now() - started < 5000);
  assert.deepEqual(text.sizes, [{ width: 10000, height: 10000 }]);
  assert.equal(hasTextLayer(text), true);
});

async function installed(program: string): Promise<boolean> {
  try {
    await new Deno.Command(program, { args: ["-v"], stdout: "null", stderr: "null" }).output();
    return true;
  } catch {
    return false;
  }
}

const ocrTools = await installed("tesseract") && await installed("pdftoppm");

Deno.test({
  name:
    "a 3 KB scanned PDF with one 10000 × 10000 pt page is refused at once, naming the pixel limit",
  ignore: !ocrTools,
  fn: async () => {
    const doc = await PDFDocument.create();
    doc.addPage([10000, 10000]).drawRectangle({ x: 10, y: 10, width: 100, height: 100 });
    const bytes = await doc.save();
    assert.ok(bytes.length < 3000);
    const dir = await Deno.makeTempDir();
    const path = `${dir}/huge.pdf`;
    await Deno.writeFile(path, bytes);
    const started = performance.now();
    await assert.rejects(
      readDocument({ path, kind: "pdf" }, bytes, index),
      /page 1 is 10000 × 10000 pt: even at 100 dpi it would be 192\.9 megapixels, more than the limit of 40 megapixels per page/,
    );
    assert.ok(performance.now() - started < 10_000);
    await Deno.remove(dir, { recursive: true });
  },
});

Deno.test("a two-column page whose columns do not share baselines is still read block by block", async () => {
  const left = (y: number, name: string, value: string, unit: string, range: string): Drawn[] => [
    [name, 40, y],
    [value, 140, y],
    [unit, 175, y],
    [range, 225, y],
  ];
  const right = (y: number, name: string, value: string, range: string): Drawn[] => [
    [name, 310, y],
    [value, 400, y],
    [range, 490, y],
  ];
  const doc = await rowsOf(
    await positionedPdf([[
      ["Data pobrania: 12.03.2024", 40, 60],
      ["Morfologia krwi", 40, 120, 11],
      ["Badanie ogólne moczu", 310, 127, 11],
      ...left(140, "Leukocyty", "6,5", "tys/µl", "4,0 - 10,0"),
      ...right(147, "Glukoza", "nie wykryto", "nie wykryto"),
      ...left(155, "Erytrocyty", "4,8", "mln/µl", "4,2 - 5,4"),
      ...right(162, "Białko", "0,3 *", "< 0,15"),
      ...left(170, "Hemoglobina", "14,1", "g/dl", "12 - 16"),
      ...right(177, "Leukocyty", "ujemny", "ujemny"),
      ...left(185, "Płytki krwi", "250", "tys/µl", "150 - 400"),
    ]]),
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.specimen]), [
    ["Leukocyty", "blood"],
    ["Erytrocyty", "blood"],
    ["Hemoglobina", "blood"],
    ["Płytki krwi", "blood"],
    ["Glukoza", "urine"],
    ["Białko", "urine"],
    ["Leukocyty", "urine"],
  ]);
});

Deno.test("pdfText() leaves out a watermark set at a slant across the table, and spells out ligatures", async () => {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await Deno.readFile(FONT_PATH), { subset: true });
  const page = doc.addPage([842, 595]);
  const at = (text: string, x: number, y: number) =>
    page.drawText(text, { x, y: 595 - y, size: 9, font });
  at("Vyšetrenie", 40, 100);
  at("Výsledok", 200, 100);
  at("Jednotka", 280, 100);
  at("Ref. hodnoty", 360, 100);
  at("ALP", 40, 120);
  at("1,12", 200, 120);
  at("µkat/l", 280, 120);
  at("0,67 - 2,15", 360, 120);
  page.drawText("KÓPIA", { x: 150, y: 595 - 160, size: 110, font, rotate: degrees(18) });
  at("Coef\uFB01cient", 40, 300);
  const text = await pdfText(await doc.save());
  assert.ok(!text.items.some((item) => item.text.includes("KÓPIA")));
  assert.ok(text.items.some((item) => item.text === "Coefficient"));
  const rows = parseReportLayout(linesFromItems(text.items), index, "pdf").rows;
  assert.deepEqual(rows.map(summary).map((r) => r.slice(0, 4)), [[
    "ALP",
    1.12,
    "µkat/l",
    "0.67..2.15",
  ]]);
});

Deno.test("a table set with tabs, its cells a column off their heads, gives each row its unit and range", async () => {
  const bytes = await positionedPdf([[
    ["Sample collected: 22.01.2025 08:05", 76, 340],
    ["Test", 76, 376],
    ["Result", 151, 376],
    ["Units", 200, 376],
    ["Reference interval", 250, 376],
    ["Sodium", 76, 503],
    ["139", 151, 503],
    ["mmol/L", 175, 503],
    ["133 – 146", 225, 503],
    ["Total cholesterol", 76, 554],
    ["5.8", 200, 554],
    ["mmol/L", 225, 554],
    ["<5.0", 274, 554],
    ["H", 303, 554],
    ["Potassium", 76, 516],
    ["4.3", 151, 516],
    ["mmol/L", 175, 516],
    ["3.5 – 5.3", 225, 516],
    ["Ferritin", 76, 605],
    ["64", 151, 605],
    ["µg/L 30 – 400", 175, 605],
    ["Vitamin B12", 76, 618],
    ["1027", 175, 618],
    ["ng/L 197 – 771", 225, 618],
    ["H", 302, 618],
  ]]);
  const rows = (await rowsOf(bytes)).rows.map(summary).map((r) => r.slice(0, 5));
  assert.deepEqual(rows, [
    ["Sodium", 139, "mmol/L", "133..146", ""],
    ["Potassium", 4.3, "mmol/L", "3.5..5.3", ""],
    ["Total cholesterol", 5.8, "mmol/L", "5", "H"],
    ["Ferritin", 64, "µg/L", "30..400", ""],
    ["Vitamin B12", 1027, "ng/L", "197..771", "H"],
  ]);
});
