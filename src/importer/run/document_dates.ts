/**
 * The collection date a person gives a document that prints none the
 * importer can read: `--date 0bd312616402:2025-05-12` (the document's hash
 * prefix from the review table, then the date, `YYYY-MM-DD` or
 * `DD.MM.YYYY`). Every row of that document without a date of its own gets
 * it, and the document's "no collection date found" hold is lifted; each row
 * still goes through every check. What was chosen is recorded in the import
 * log, by document hash, row count and date.
 *
 * @module
 */

import type { ParsedDocument } from "../document.ts";
import { datePlausibility, toStoreDate } from "../cell/mod.ts";
import type { LogEntry } from "../write/mod.ts";

/** One `--date DOC:DATE`. */
export interface DocumentDate {
  /** The start of the document's hash, lower case. */
  readonly prefix: string;
  /** The date, as the store writes it (`YYYY-MM-DD`). */
  readonly date: string;
}

const SHAPE = /^([0-9a-fA-F]{6,64}):(.+)$/s;

/** Reads one `DOC:DATE`, or says why it cannot be used. */
function parseDocumentDate(text: string): DocumentDate | string {
  const match = SHAPE.exec(text.trim());
  if (!match) {
    return `Document date ${
      JSON.stringify(text)
    } is not DOCUMENT:DATE (such as 0bd312616402:2025-05-12, the document's hash prefix from the review table)`;
  }
  const typed = match[2]!.trim();
  const date = toStoreDate(typed);
  if (date === undefined || date.length !== 10) {
    return `Date ${
      JSON.stringify(typed)
    } in "--date ${text.trim()}" is not a valid date (YYYY-MM-DD or DD.MM.YYYY)`;
  }
  return { prefix: match[1]!.toLowerCase(), date };
}

/**
 * Reads every `--date`, refusing one document dated twice.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(parseDocumentDates(["0BD312:12.05.2025"]), [{ prefix: "0bd312", date: "2025-05-12" }]);
 * assert.equal(parseDocumentDates(["0bd312:2025-13-01"]), 'Date "2025-13-01" in "--date 0bd312:2025-13-01" is not a valid date (YYYY-MM-DD or DD.MM.YYYY)');
 * assert.equal(parseDocumentDates(["2025-05-12"]), 'Document date "2025-05-12" is not DOCUMENT:DATE (such as 0bd312616402:2025-05-12, the document\'s hash prefix from the review table)');
 * assert.equal(parseDocumentDates(["0bd312:2025-05-12", "0BD3120:2025-05-13"]), 'Document "0bd3120" has its date set twice');
 * ```
 */
export function parseDocumentDates(texts: readonly string[]): DocumentDate[] | string {
  const dates: DocumentDate[] = [];
  for (const text of texts) {
    const date = parseDocumentDate(text);
    if (typeof date === "string") return date;
    const twice = dates.find((d) =>
      d.prefix.startsWith(date.prefix) || date.prefix.startsWith(d.prefix)
    );
    if (twice !== undefined) return `Document "${date.prefix}" has its date set twice`;
    dates.push(date);
  }
  return dates;
}

/** A document date as it is given on the command line (for the sandboxed worker). */
export function documentDateArgument(date: DocumentDate): string {
  return `${date.prefix}:${date.date}`;
}

/** The hold a reader puts on a document in which it found no collection date at all. */
export function isNoDateHold(hold: string): boolean {
  return /^no collection date found\b/i.test(hold);
}

/** A document with its chosen date applied, and how many rows took it. */
export interface DatedDocument {
  readonly parsed: ParsedDocument;
  readonly rows: number;
}

/**
 * Gives the rows of a document that have no date the chosen one, and lifts
 * the document's "no date found" hold; or says why the date cannot be used.
 */
function applyDocumentDate(
  parsed: ParsedDocument,
  date: DocumentDate,
  today: string,
): DatedDocument | string {
  const problem = datePlausibility(date.date, today);
  if (problem !== undefined) return `The ${problem} given to document "${date.prefix}" with --date`;
  let rows = 0;
  const dated = parsed.rows.map((row) => {
    if (row.date !== undefined) return row;
    rows++;
    const { dateProblem: _chosen, ...rest } = row;
    return { ...rest, date: date.date, handDate: true as const };
  });
  if (rows === 0) {
    return `Every row of document "${date.prefix}" has its own date; --date gives a date only to rows without one`;
  }
  return {
    parsed: { ...parsed, rows: dated, holds: parsed.holds.filter((h) => !isNoDateHold(h)) },
    rows,
  };
}

/**
 * Applies each `--date` to the one document of the run whose hash starts
 * with its prefix. Returns the documents (same order) and the rows dated per
 * document hash, or why a date cannot be applied.
 */
export function dateDocuments<T extends { readonly hash: string; readonly parsed: ParsedDocument }>(
  documents: readonly T[],
  dates: readonly DocumentDate[],
  today: string,
): { documents: T[]; dated: Map<string, { date: string; rows: number }> } | string {
  const dated = new Map<string, { date: string; rows: number }>();
  const out = [...documents];
  for (const date of dates) {
    const matches = out.flatMap((d, i) => (d.hash.startsWith(date.prefix) ? [i] : []));
    if (matches.length === 0) {
      return `No document of this run has a hash starting "${date.prefix}"; the review table shows it after each file name`;
    }
    if (matches.length > 1) {
      return `Document "${date.prefix}" is ambiguous: ${matches.length} documents of this run start with it; give more of its hash`;
    }
    const i = matches[0]!;
    const applied = applyDocumentDate(out[i]!.parsed, date, today);
    if (typeof applied === "string") return applied;
    out[i] = { ...out[i]!, parsed: applied.parsed };
    dated.set(out[i]!.hash, { date: date.date, rows: applied.rows });
  }
  return { documents: out, dated };
}

/** The log line of a document dated with `--date`, when it is written. */
export function documentDateEntry(
  document: string,
  chosen: { date: string; rows: number },
  at: string,
): LogEntry {
  return { at, event: "date", document, date: chosen.date, rows: chosen.rows };
}
