/**
 * Reading a model's transcript: the `transcribe_lab_document` prompt's CSV,
 * strictly. Its first line must be the header, every column of it one the
 * importer knows (the CSV reader's columns, plus `Printed name` and `Page`,
 * which point back to the document). The rows are read by the CSV reader;
 * beside each, what the verifier needs: the name, value, unit and range as
 * the transcript says they are printed, and the page.
 *
 * @module
 */

import { normalizeName } from "../../domain/text.ts";
import { type Column, detectLayout, mapHeader, parseCsv, splitRecords } from "../read/mod.ts";
import type { ParsedDocument, RawRow } from "../document.ts";
import type { TranscriptRow } from "./verify.ts";

/** The transcript's own columns, beyond the CSV reader's: where a row is printed. */
const TRANSCRIPT_COLUMNS = {
  printedName: ["printed name", "nazwa na wyniku"],
  page: ["page", "strona"],
} as const;

/**
 * The header the prompt asks for.
 *
 * @internal cross-check: a prompt test ties it to the prompt's header, kept apart so the prompt never imports the importer.
 */
export const TRANSCRIPT_HEADER =
  "Date;Test;Printed name;Value;Unit;Reference range;Flag;Specimen;Section;Page";

/** The CSV reader's columns a transcript may have: each one the verifier checks or that is no value. */
const READ_COLUMNS: ReadonlySet<Column> = new Set<Column>([
  "date",
  "name",
  "code",
  "value",
  "unit",
  "range",
  "flag",
  "specimen",
  "section",
]);

/** A transcript that cannot be read, with its file and line. */
class TranscriptError extends Error {
  constructor(readonly file: string, readonly line: number, detail: string) {
    super(`Cannot read transcript "${file}" line ${line}: ${detail}`);
    this.name = "TranscriptError";
  }
}

/** A transcript read: the rows as the CSV reader reads them, each with what it says is printed. */
export interface Transcript {
  readonly parsed: ParsedDocument;
  /** Per row of `parsed.rows`, in order. */
  readonly printed: readonly TranscriptRow[];
  /** Per row: the `Test` column (a dictionary code, or a name), which the row's name is not. */
  readonly tests: readonly string[];
}

function ownColumn(cell: string): keyof typeof TRANSCRIPT_COLUMNS | undefined {
  const name = normalizeName(cell);
  for (const [column, names] of Object.entries(TRANSCRIPT_COLUMNS)) {
    if ((names as readonly string[]).includes(name)) {
      return column as keyof typeof TRANSCRIPT_COLUMNS;
    }
  }
  return undefined;
}

/**
 * Reads a transcript's text; `file` names it in errors.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const t = readTranscript("Date;Test;Printed name;Value;Unit;Reference range;Flag;Specimen;Section;Page\n2024-03-12;HGB;Hemoglobina;13,2;g/dl;12-16;;blood;;1\n", "w.transcript.csv");
 * assert.deepEqual(t.printed, [{ printedName: "Hemoglobina", value: "13,2", unit: "g/dl", range: "12-16", date: "2024-03-12", page: 1 }]);
 * assert.throws(() => readTranscript("HGB;13,2\n", "w.csv"), /"w.csv" line 1: no header/);
 * ```
 */
export function readTranscript(text: string, file: string): Transcript {
  const layout = detectLayout(text);
  const firstLine = splitRecords(text, ";")[0]?.line ?? 1;
  if (layout === undefined || layout.headerIndex !== 0) {
    throw new TranscriptError(
      file,
      firstLine,
      `no header; the first line must be ${JSON.stringify(TRANSCRIPT_HEADER)}`,
    );
  }
  const header = layout.records[0]!;
  const known = mapHeader(header.fields);
  const own = new Map<keyof typeof TRANSCRIPT_COLUMNS, number>();
  for (const [i, cell] of header.fields.entries()) {
    const column = ownColumn(cell);
    if (column !== undefined) own.set(column, i);
    else {
      const column = [...known].find(([, index]) => index === i)?.[0];
      if (column === undefined || !READ_COLUMNS.has(column)) {
        throw new TranscriptError(
          file,
          header.line,
          `column ${JSON.stringify(cell)} is ${
            column === undefined ? "unknown" : "not a transcript column"
          }; expected ${JSON.stringify(TRANSCRIPT_HEADER)}`,
        );
      }
    }
  }
  const byLine = new Map(layout.records.map((r) => [r.line, r.fields]));
  const parsed = parseCsv(text);
  const printed: TranscriptRow[] = [];
  const rows: RawRow[] = [];
  const tests: string[] = [];
  for (const row of parsed.rows) {
    const line = Number(/^line (\d+)$/.exec(row.where)?.[1]);
    const fields = byLine.get(line) ?? [];
    const cell = (index: number | undefined) =>
      index === undefined ? "" : (fields[index] ?? "").trim();
    const printedName = cell(own.get("printedName")) || row.name;
    const pageText = cell(own.get("page"));
    if (pageText !== "" && !/^[1-9]\d{0,3}$/.test(pageText)) {
      throw new TranscriptError(
        file,
        line,
        `page ${JSON.stringify(pageText)} is not a page number`,
      );
    }
    printed.push({
      printedName,
      value: cell(known.get("value")),
      unit: cell(known.get("unit")),
      range: cell(known.get("range")),
      date: row.date,
      ...(pageText !== "" ? { page: Number(pageText) } : {}),
    });
    tests.push(row.name);
    // The row goes by the name the document prints (the review shows it, a
    // proposal keeps it); the transcript's code is tried after it.
    rows.push(
      printedName !== row.name
        ? { ...row, name: printedName, alternatives: [row.name, ...(row.alternatives ?? [])] }
        : row,
    );
  }
  return { parsed: { ...parsed, rows }, printed, tests };
}
