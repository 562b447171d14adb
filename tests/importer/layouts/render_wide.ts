/**
 * Writes the person's own spreadsheet kept wide (the `file:csv-wide` and
 * `file:xlsx-wide` features): a marker on each row (name, unit, range) and a
 * column per collection date, headed by the date and sometimes the lab
 * ("12.03.2024 (VITA-LAB)"); a test not done that day is an empty cell. As
 * CSV (`;` and decimal commas, or `,` and decimal points) or as `.xlsx`
 * (numbers as numbers, written by `@e965/xlsx`).
 *
 * @module
 */

import * as XLSX from "@e965/xlsx";
import type { DocumentContent, PrintedRow } from "./content.ts";
import { printedDateFormat } from "./features.ts";
import { Random } from "./random.ts";
import { NOTES } from "./features_blind.ts";
import { formatDate, WORDS } from "./words.ts";

/** The sheet as rows of text cells (the first the header). */
export function wideSheet(content: DocumentContent): string[][] {
  const { layout } = content;
  const random = new Random(content.seed ^ 0x2f6b1a3d);
  const w = WORDS[layout.language];
  const headers = layout.otherHeaders ? w.otherHeaders : w.headers;
  // A sheet's dates are typed as digits: a named month is written as an ISO date.
  const format = printedDateFormat(layout);
  const date = (iso: string) =>
    format === "named-month" ? iso : formatDate(iso, format, layout.language);
  const shortLab = content.lab.split(" ").at(-1)!;
  const dateHeaders = content.visits.map((v) =>
    random.chance(0.4) ? `${date(v.collected)} (${shortLab})` : date(v.collected)
  );
  const byVisit = content.visits.map((v) =>
    new Map(v.sections.flatMap((s) => s.rows).map((row) => [row.truth.code, row]))
  );
  const first: PrintedRow[] = content.visits[0]!.sections.flatMap((s) => s.rows);
  const header = [
    random.pick(headers.label),
    random.pick(headers.unit),
    random.pick(headers.range),
    ...dateHeaders,
  ];
  const rows = first.map((row) => [
    row.label,
    row.unit,
    row.range,
    ...byVisit.map((visit) => visit.get(row.truth.code)?.value ?? ""),
  ]);
  if (!layout.blind.wideNotes) return [header, ...rows];
  // A notes column after the dates: a few words a person wrote beside some markers.
  const [notes, ...written] = NOTES[layout.language];
  return [
    [...header, notes],
    ...rows.map((r) => [...r, random.chance(0.4) ? random.pick(written) : ""]),
  ];
}

function csvField(text: string, delimiter: string): string {
  return text.includes(delimiter) || text.includes('"') ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A printed number as a spreadsheet keeps it, or the text when it is not a plain number. */
function cellValue(text: string, decimal: string): string | number {
  const plain = decimal === "," ? /^-?\d+(,\d+)?$/ : /^-?\d+(\.\d+)?$/;
  return plain.test(text) ? Number(text.replace(",", ".")) : text;
}

/** The file's bytes: CSV or `.xlsx` by the layout. */
export function renderWide(content: DocumentContent): Uint8Array {
  const sheet = wideSheet(content);
  const decimal = WORDS[content.layout.language].decimal;
  if (content.layout.file === "csv-wide") {
    const delimiter = decimal === "," ? ";" : ",";
    const text = sheet.map((row) => row.map((c) => csvField(c, delimiter)).join(delimiter))
      .join("\r\n");
    return new TextEncoder().encode(`${text}\r\n`);
  }
  const cells = sheet.map((row, i) =>
    i === 0
      ? row
      : row.map((c, j) => (j < 3 || j > content.visits.length + 2 ? c : cellValue(c, decimal)))
  );
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(cells), "Wyniki");
  return new Uint8Array(XLSX.write(book, { type: "array", bookType: "xlsx" }) as ArrayBuffer);
}
