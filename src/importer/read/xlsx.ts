/**
 * A spreadsheet saved as `.xlsx` (or as `.ods` or the older `.xls`, which
 * the same library reads), read with `@e965/xlsx` (SheetJS 0.20.3)
 * into records of text cells, which the CSV reader then reads (one result a
 * row under a header, or a marker a row with a date over each column). A
 * formula cell gives the value the spreadsheet program saved with it; a
 * formula saved without its value cannot be read here and says so (open the
 * file in a spreadsheet program and save it again). A cell formatted as a
 * date (a serial number) becomes an ISO date; a number keeps the digits it
 * has, with a decimal point. Each sheet with any cells is read; a file that
 * is no spreadsheet (neither a ZIP nor an OLE container, or a damaged one)
 * is an error. The library is loaded when the first spreadsheet is read, so
 * that the read stage's face stays light for the importer's launcher.
 *
 * @module
 */

import type * as XLSX from "@e965/xlsx";
import { parseSheetRecords } from "./csv.ts";
import type { CsvRecord } from "./sheet_records.ts";
import type { ParsedDocument } from "../document.ts";

/**
 * Why an `.xlsx` file cannot be read.
 *
 * @internal test seam: the tests tell a refusal of a file from a crash by this class.
 */
export class SpreadsheetError extends Error {
  override name = "SpreadsheetError";
}

/** One sheet's cells as text records, and its formula cells saved without a value. */
export interface SheetRecords {
  readonly sheet: string;
  readonly records: readonly CsvRecord[];
  /** Cell references (`D7`) of formulas whose value was not saved. */
  readonly uncomputed: readonly string[];
}

/** How an `.xlsx` or `.ods` file (a ZIP archive) starts. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** How an `.xls` file (an OLE compound file) starts. */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The most cells read from one file: a person's own sheet is far smaller. */
const MAX_CELLS = 200_000;

/**
 * A cell's text: a date cell as `YYYY-MM-DD` (with `HH:MM` when it has a
 * time), a number with a decimal point, text as it is.
 */
function cellText(cell: XLSX.CellObject | undefined): string {
  if (cell === undefined || cell.v === undefined || cell.v === null) return "";
  const value = cell.v;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return "";
    const iso = value.toISOString();
    const time = iso.slice(11, 16);
    return time === "00:00" ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${time}`;
  }
  // Fifteen significant figures, as a spreadsheet program shows them: 13.200000000000001 is 13.2.
  if (typeof value === "number") return cell.t === "n" ? String(Number(value.toPrecision(15))) : "";
  if (typeof value === "boolean") return "";
  return String(value);
}

/**
 * Reads every sheet of an `.xlsx` file into text records. Throws a
 * {@link SpreadsheetError} for a file that is no `.xlsx` or is damaged.
 *
 * @example
 * ```ts ignore
 * const sheets = await readXlsx(await Deno.readFile("moje_wyniki.xlsx"));
 * ```
 *
 * @internal tested alone: the cells as read (ISO dates, formulas' saved values), before `parseXlsx()` makes rows of them.
 */
export async function readXlsx(bytes: Uint8Array): Promise<SheetRecords[]> {
  const starts = (magic: readonly number[]) =>
    bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
  if (!starts(ZIP_MAGIC) && !starts(OLE_MAGIC)) {
    throw new SpreadsheetError(
      "it is not a spreadsheet (an .xlsx or .ods file is a ZIP archive and an .xls file an OLE one, and this one is neither); save it from your spreadsheet program as .xlsx or .csv",
    );
  }
  const XLSX = await import("@e965/xlsx");
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, {
      type: "array",
      cellDates: true,
      cellFormula: true,
      cellHTML: false,
      cellStyles: false,
      sheetStubs: true,
      dense: false,
    });
  } catch (error) {
    throw new SpreadsheetError(
      `the spreadsheet is damaged and cannot be read (${
        error instanceof Error ? error.message : String(error)
      }); open it in your spreadsheet program and save it again as .xlsx or .csv`,
    );
  }
  if (book.SheetNames.length === 0) {
    throw new SpreadsheetError("the spreadsheet has no sheets");
  }
  const sheets: SheetRecords[] = [];
  let cells = 0;
  for (const name of book.SheetNames) {
    const sheet = book.Sheets[name];
    const ref = sheet?.["!ref"];
    if (sheet === undefined || ref === undefined) continue;
    const range = XLSX.utils.decode_range(ref);
    const records: CsvRecord[] = [];
    const uncomputed: string[] = [];
    for (let r = range.s.r; r <= range.e.r; r++) {
      const fields: string[] = [];
      for (let c = range.s.c; c <= range.e.c; c++) {
        if (++cells > MAX_CELLS) {
          throw new SpreadsheetError(`the spreadsheet has more than ${MAX_CELLS} cells`);
        }
        const address = XLSX.utils.encode_cell({ r, c });
        const cell = sheet[address] as XLSX.CellObject | undefined;
        if (cell?.f !== undefined && (cell.t === "z" || cell.v === undefined)) {
          uncomputed.push(address);
        }
        fields.push(cellText(cell));
      }
      if (fields.some((f) => f.trim() !== "")) records.push({ line: r + 1, fields });
    }
    if (records.length > 0) sheets.push({ sheet: name, records, uncomputed });
  }
  return sheets;
}

/**
 * An `.xlsx` file as a parsed document: each sheet read as the CSV reader
 * reads records (rows from sheets after the first say their sheet), a sheet
 * with no result table noted, and the document held when a formula's value
 * was not saved (its cell would otherwise be silently empty).
 */
export async function parseXlsx(bytes: Uint8Array): Promise<ParsedDocument> {
  const sheets = await readXlsx(bytes);
  const parsed = sheets.map((s) => ({ sheet: s, doc: parseSheetRecords(s.records, "xlsx") }));
  const read = parsed.filter((p) => p.doc.rows.length > 0);
  const several = read.length > 1;
  const rows = read.flatMap(({ sheet, doc }) =>
    doc.rows.map((row) => several ? { ...row, where: `sheet "${sheet.sheet}", ${row.where}` } : row)
  );
  const uncomputed = sheets.flatMap((s) =>
    s.uncomputed.map((cell) => several || sheets.length > 1 ? `${s.sheet}!${cell}` : cell)
  );
  const holds = read.length === 0
    ? [...new Set(parsed.flatMap((p) => p.doc.holds))]
    : read.flatMap((p) => p.doc.holds);
  if (sheets.length === 0) holds.push("the spreadsheet has no cells");
  if (uncomputed.length > 0) {
    holds.push(
      `${uncomputed.length} formula cell(s) (${uncomputed.slice(0, 5).join(", ")}${
        uncomputed.length > 5 ? ", …" : ""
      }) were saved without their values, so they cannot be read; open the file in a spreadsheet program and save it again`,
    );
  }
  const notes = [
    ...read.flatMap((p) => p.doc.notes),
    ...(read.length > 0
      ? parsed.filter((p) => p.doc.rows.length === 0).map((p) =>
        `sheet "${p.sheet.sheet}" holds no results table; not read`
      )
      : []),
  ];
  return {
    format: "xlsx",
    rows,
    identity: parsed.flatMap((p) => p.doc.identity),
    holds,
    notes,
  };
}
