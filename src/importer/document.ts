/**
 * The shapes every input parser produces: the rows a document prints, each
 * with where it came from, and the identity strings found in the document
 * (which must never be written anywhere).
 *
 * @module
 */

import type { ParsedRange, ParsedValue } from "./values.ts";

/** The kind of input a document was read as. */
export type InputFormat = "csv" | "fhir" | "pdf" | "ocr";

/** One result row as a document prints it, before its name is resolved. */
export interface RawRow {
  /** Where it is in the input, as `line 12`, for messages shown to the user only. */
  readonly where: string;
  /** The marker name as printed. */
  readonly name: string;
  /** Other names the document gives the same row (FHIR `coding.display`), tried in order. */
  readonly alternatives?: readonly string[];
  /** A dictionary code already known from the document (a LOINC code, a pattern). */
  readonly code?: string;
  /** The store date, or `undefined` when the document gives none for this row. */
  readonly date: string | undefined;
  readonly value: ParsedValue;
  readonly unit?: string;
  readonly range: ParsedRange;
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
}
