/**
 * One lab report made as every kind of document a person keeps (a PDF with
 * a text layer, an HTML page saved from a portal, a Word letter, a pasted
 * text note, a lab's CSV export), with its rows as printed: the truth a
 * careful transcript follows, and what the fault planter changes.
 *
 * @module
 */

import { zipSync } from "fflate";
import { ReportPdf } from "../realistic/report_pdf.ts";

/** A result as the document prints it. */
export interface PrintedRow {
  readonly code: string;
  readonly name: string;
  readonly value: string;
  readonly unit: string;
  readonly range: string;
  readonly flag: "" | "H" | "L";
}

/** The collection date every document prints, and as the transcript writes it. */
export const PRINTED_DATE = "12.03.2025";
export const DATE = "2025-03-12";
/** Another date each document prints that is no collection date. */
export const PRINT_DATE = "14.03.2025";
/** The identity strings on each document (invented). */
export const PATIENT = "Jan Próbny";
export const BIRTH_DATE = "01.02.1980";

/** The rows of the report. */
export const ROWS: readonly PrintedRow[] = [
  { code: "HGB", name: "Hemoglobina", value: "13,6", unit: "g/dl", range: "12,0 - 16,0", flag: "" },
  {
    code: "WBC",
    name: "Leukocyty",
    value: "6,40",
    unit: "tys/µl",
    range: "4,00 - 10,00",
    flag: "",
  },
  { code: "PLT", name: "Płytki krwi", value: "301", unit: "tys/µl", range: "150 - 400", flag: "" },
  { code: "GLU", name: "Glukoza", value: "104", unit: "mg/dl", range: "70 - 99", flag: "H" },
  { code: "CRP", name: "Białko CRP", value: "<0,5", unit: "mg/l", range: "< 5,0", flag: "" },
  {
    code: "FERR",
    name: "Ferrytyna",
    value: "61,3",
    unit: "ng/ml",
    range: "10,0 - 120,0",
    flag: "",
  },
  { code: "TSH", name: "TSH", value: "2,150", unit: "µIU/ml", range: "0,270 - 4,200", flag: "" },
  {
    code: "CHOL",
    name: "Cholesterol całkowity",
    value: "178",
    unit: "mg/dl",
    range: "115 - 190",
    flag: "",
  },
];

/** Rows of another document, for the "row of another document" fault. */
export const OTHER_ROWS: readonly PrintedRow[] = [
  {
    code: "HGB",
    name: "Hemoglobina",
    value: "11,2",
    unit: "g/dl",
    range: "12,0 - 16,0",
    flag: "L",
  },
  { code: "ALT", name: "ALT", value: "38", unit: "U/l", range: "< 33", flag: "H" },
];

const HEADER_LINES = [
  "Laboratorium Analiz Medycznych Test",
  `Pacjent: ${PATIENT}`,
  `Data urodzenia: ${BIRTH_DATE}`,
  `Data pobrania: ${PRINTED_DATE} 08:15`,
  `Data wydruku: ${PRINT_DATE}`,
];

function flagged(row: PrintedRow): string {
  return row.flag === "" ? row.value : `${row.value} ${row.flag}`;
}

/** The report as a PDF with a text layer. */
export async function pdfReport(): Promise<Uint8Array> {
  const pdf = await ReportPdf.create();
  const page = pdf.page();
  let y = 800;
  for (const line of HEADER_LINES) {
    page.text(40, y, line);
    y -= 14;
  }
  y -= 10;
  const columns = [40, 220, 300, 380];
  for (const [i, head] of ["Badanie", "Wynik", "Jednostka", "Zakres referencyjny"].entries()) {
    page.text(columns[i]!, y, head, { bold: true });
  }
  for (const row of ROWS) {
    y -= 14;
    for (const [i, cell] of [row.name, flagged(row), row.unit, row.range].entries()) {
      page.text(columns[i]!, y, cell);
    }
  }
  return await pdf.save();
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The report as a lab portal's page saved from a browser, with a script and a cookie banner. */
export function htmlReport(): Uint8Array {
  const rows = ROWS.map((row) =>
    `<tr><td>${escapeHtml(row.name)}</td><td><b>${escapeHtml(flagged(row))}</b></td>` +
    `<td>${escapeHtml(row.unit)}</td><td>${escapeHtml(row.range)}</td></tr>`
  ).join("\n");
  const html = `<!doctype html><html><head><title>Wyniki</title>
<style>td { padding: 4px }</style><script>window.track = "13,8 g/dl";</script></head>
<body><div class="cookie-consent">Ta strona używa plików cookie. Hemoglobina 13,8 g/dl</div>
<header><nav>Moje konto | Wyloguj</nav></header>
${HEADER_LINES.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<table><thead><tr><th>Badanie</th><th>Wynik</th><th>Jednostka</th><th>Norma</th></tr></thead>
<tbody>
${rows}
</tbody></table>
<script>document.write("<p>Glukoza 99 mg/dl</p>")</script>
</body></html>`;
  return new TextEncoder().encode(html);
}

function wordParagraph(text: string): string {
  return `<w:p><w:r><w:t xml:space="preserve">${escapeHtml(text)}</w:t></w:r></w:p>`;
}

function wordCell(text: string): string {
  return `<w:tc>${wordParagraph(text)}</w:tc>`;
}

/** The report as a GP's letter in Word: paragraphs, then a table of the results. */
export function docxReport(): Uint8Array {
  const table = `<w:tbl>${
    ROWS.map((row) =>
      `<w:tr>${[row.name, flagged(row), row.unit, row.range].map(wordCell).join("")}</w:tr>`
    ).join("")
  }</w:tbl>`;
  const body = [
    ...HEADER_LINES.map(wordParagraph),
    wordParagraph("Szanowni Państwo, przesyłam wyniki badań pacjenta."),
    table,
    wordParagraph("Z poważaniem, lek. med. Anna Lekarska"),
  ].join("");
  const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
  const encode = (text: string) => new TextEncoder().encode(text);
  return zipSync({
    "[Content_Types].xml": encode(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    "word/document.xml": encode(xml),
  }, { mtime: new Date("2025-01-01T00:00:00Z") });
}

/** The report as a note the person pasted from the lab's messages: one sentence per result. */
export function textReport(): Uint8Array {
  const lines = [
    `Pacjent: ${PATIENT}`,
    `Wyniki z laboratorium, pobranie ${PRINTED_DATE}:`,
    ...ROWS.map((row) => `${row.name}: ${flagged(row)} ${row.unit} (norma ${row.range})`),
    `Data urodzenia ${BIRTH_DATE}, wydruk ${PRINT_DATE}.`,
  ];
  return new TextEncoder().encode(lines.join("\n") + "\n");
}

/** The report as a lab's CSV export. */
export function csvReport(): Uint8Array {
  const lines = [
    "Data pobrania;Badanie;Wynik;Jednostka;Zakres;Flaga",
    ...ROWS.map((row) =>
      [PRINTED_DATE, row.name, row.value, row.unit, row.range, row.flag].join(";")
    ),
  ];
  return new TextEncoder().encode(lines.join("\n") + "\n");
}

/** The kinds of document, by extension. */
export const KINDS = {
  pdf: pdfReport,
  html: async () => await Promise.resolve(htmlReport()),
  docx: async () => await Promise.resolve(docxReport()),
  txt: async () => await Promise.resolve(textReport()),
  csv: async () => await Promise.resolve(csvReport()),
} as const;
