/**
 * The shapes every input parser produces: the rows a document prints, each
 * with where it came from, and the identity strings found in the document
 * (which must never be written anywhere).
 *
 * @module
 */

import type { LabFlag } from "../domain/readings/flags.ts";
import type { ParsedRange, ParsedValue } from "./cell/mod.ts";

/** The kind of input a document was read as. */
export type InputFormat =
  | "csv"
  | "xlsx"
  | "eml"
  | "fhir"
  | "pdf"
  | "ocr"
  | "xml"
  | "cda"
  | "hl7"
  | "html"
  | "txt"
  | "word";

/** The lab's own flag, as the store keeps it: one type, defined in the domain. */
export type { LabFlag };

/** One result row as a document prints it, before its name is resolved. */
export interface RawRow {
  /** Where it is in the input, as `line 12`, for messages shown to the user only. */
  readonly where: string;
  /** The marker name as printed. */
  readonly name: string;
  /** Other names the document gives the same row (FHIR `coding.display`), tried in order. */
  readonly alternatives?: readonly string[];
  /**
   * The name as OCR may have read it with Cyrillic and Latin look-alike letters
   * mixed, folded to one script (`table/ocr_names.ts`): tried only when no
   * other name resolves, and only when all that resolve name one marker.
   */
  readonly lookAlikes?: readonly string[];
  /** A dictionary code already known from the document (a LOINC code, a pattern). */
  readonly code?: string;
  /** The store date, or `undefined` when the document gives none for this row. */
  readonly date: string | undefined;
  readonly value: ParsedValue;
  readonly unit?: string;
  readonly range: ParsedRange;
  /** The lab's flag printed next to the value (`H`, `L`, `↑`, `↓`, `*`, `!`, `+`), normalised. */
  readonly labFlag?: LabFlag;
  /**
   * The specimen the row's section names ("blood", "urine", …), from a heading
   * such as "Badanie ogólne moczu"; `undefined` when the document does not say.
   * A row with a specimen resolves only to markers of that specimen.
   */
  readonly specimen?: string;
  /** The section heading the row was printed under, as printed (for the review table only). */
  readonly section?: string;
  /**
   * Why the row's date cannot be told for sure (for example two visits and no
   * date in the row's section): the row is held with this reason, never stored
   * under another visit's date.
   */
  readonly dateProblem?: string;
  /**
   * Why a row that looks like a result cannot be read ("see the description"
   * for "patrz opis"): it is listed as `unreadable: <reason>` and never written.
   */
  readonly unreadable?: string;
  /** The lab's own item code (a structured export's test or parameter code): provenance only. */
  readonly labCode?: string;
  /** The laboratory's name, when the document names it (never a person's). */
  readonly lab?: string;
  /** The page it was printed on (a PDF or a scan): provenance, stored with the result. */
  readonly page?: number;
  /**
   * A row corrected by hand (`--set`): the review table's text of the row as
   * the document printed it, before the correction (see `printedRow`).
   */
  readonly printed?: string;
  /** Whether the row took the date given by hand to its document (`--date`). */
  readonly handDate?: true;
}

/** A date printed on a document, offered to the person when no collection date could be told. */
export interface DateCandidate {
  /** The date, `YYYY-MM-DD`. */
  readonly date: string;
  /** The line it is printed on (shown on the terminal only, masked; never written). */
  readonly line: string;
}

/** A document parsed into rows. */
export interface ParsedDocument {
  readonly format: InputFormat;
  readonly rows: readonly RawRow[];
  /** Personal strings found in the document: names, national IDs, birth dates, addresses. */
  readonly identity: readonly string[];
  /** Reasons the whole document is held back; when any, nothing of it is written. */
  readonly holds: readonly string[];
  /** Things worth telling the user that do not stop the import. */
  readonly notes: readonly string[];
  /** When no collection date was found: the dates the document prints, for `--date`. */
  readonly dateCandidates?: readonly DateCandidate[];
}

/** A row as a reader builds it: optional fields may be `undefined` or empty, and are left out. */
export type RowDraft =
  & { readonly [K in Exclude<keyof RawRow, "date">]?: RawRow[K] | undefined }
  & Pick<RawRow, "where" | "name" | "value" | "range" | "date">;

const DROPPED_WHEN_EMPTY = new Set(["unit", "section", "specimen", "labCode", "lab"]);

/**
 * A {@link RawRow} from a draft: optional fields that are `undefined` (or an
 * empty unit, section, specimen or item code) are left out, as the store's
 * exact optional types want; `date` is kept, even when unknown.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const row = rawRow({ where: "row 2", name: "Ferrytyna", date: undefined, value: { value: 30 }, range: {}, unit: "", labFlag: undefined });
 * assert.deepEqual(row, { where: "row 2", name: "Ferrytyna", date: undefined, value: { value: 30 }, range: {} });
 * ```
 */
export function rawRow(draft: RowDraft): RawRow {
  const row: Record<string, unknown> = { date: draft.date };
  for (const [key, value] of Object.entries(draft)) {
    if (value === undefined || (value === "" && DROPPED_WHEN_EMPTY.has(key))) continue;
    row[key] = value;
  }
  return row as unknown as RawRow;
}

/**
 * Why a structured document's row has no store date: none printed, or one
 * that is not a date. `undefined` when the date is good.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(missingDateReason(undefined, undefined), "the document gives no date for this result");
 * assert.equal(missingDateReason("2024-13-01", undefined), 'date "2024-13-01" is not a valid date');
 * assert.equal(missingDateReason("2024-03-01", "2024-03-01"), undefined);
 * ```
 */
export function missingDateReason(
  printed: string | undefined,
  date: string | undefined,
): string | undefined {
  if (printed === undefined) return "the document gives no date for this result";
  return date === undefined ? `date ${JSON.stringify(printed)} is not a valid date` : undefined;
}
