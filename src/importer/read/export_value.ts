/**
 * One printed result from a structured export's value field (a Diagnostyka
 * `<value>`, a CDA `ST` value, a CSV result cell): the flag mark taken off,
 * the value parsed, and a result that only points elsewhere ("patrz opis"),
 * was not determined ("nie oznaczono") or is empty told apart as unreadable, so that it is listed, never dropped.
 *
 * @module
 */

import type { LabFlag, RowDraft } from "../document.ts";
import {
  noResultReason,
  type ParsedRange,
  type ParsedValue,
  parseValue,
  rowFlag,
  splitFlag,
} from "../cell/mod.ts";

/** What a value field holds: a value (maybe flagged), or why it cannot be read. */
export interface ExportValue {
  readonly value: ParsedValue;
  readonly flag?: LabFlag;
  readonly unreadable?: string;
}

/** A word followed by a grade in pluses, maybe in parentheses: "positiv (+)", "dodatni ++". */
const GRADE = /\p{L}\s*\(?\+{1,4}\)?$/u;

/** The reason a row with an empty result is unreadable. */
export const NO_RESULT = "no result value";

/**
 * Reads a value field. Any text is a result (the field is named, so
 * "10-15" in a sediment is kept as printed), unless it only refers to a
 * description, says the test was not done ("nie oznaczono"), or is empty.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(readExportValue("3,82 L"), { value: { value: 3.82 }, flag: "L" });
 * assert.deepEqual(readExportValue("patrz opis"), {
 *   value: { value: "patrz opis" },
 *   unreadable: "see the description",
 * });
 * assert.deepEqual(readExportValue(""), { value: { value: "" }, unreadable: "no result value" });
 * ```
 */
export function readExportValue(printed: string): ExportValue {
  const trimmed = printed.replace(/\s+/g, " ").trim();
  if (trimmed === "" || /^[-–—]$/.test(trimmed)) {
    return { value: { value: trimmed }, unreadable: NO_RESULT };
  }
  const none = noResultReason(trimmed);
  if (none !== undefined) return { value: { value: trimmed }, unreadable: none };
  const { text, flag } = splitFlag(trimmed, { lone: false });
  // The field is named, so a text that is no number ("10-15" in a sediment)
  // is the result as printed.
  const value = parseValue(text, true) ?? { value: text };
  // Pluses after a word grade it ("positiv (+)", "dodatni ++"): they are the
  // result, not the lab's flag, and the grade is kept as printed.
  if (flag !== undefined && typeof value.value === "string" && GRADE.test(trimmed)) {
    return { value: { value: trimmed } };
  }
  return flag === undefined ? { value } : { value, flag };
}

/**
 * The measured fields of a structured export's row: the value as read, its
 * unit and range, and the lab's flag (or else the mark on the value) checked
 * against the range by `rowFlag`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const reading = exportReading(readExportValue("3,82 L"), "mln/µl", { ref_low: 4.2 }, undefined);
 * assert.equal(reading.labFlag, "L");
 * ```
 */
export function exportReading(
  read: ExportValue,
  unit: string | undefined,
  range: ParsedRange,
  labFlag: LabFlag | undefined,
): Pick<RowDraft, "value" | "unit" | "range" | "labFlag" | "unreadable"> {
  return {
    value: read.value,
    unit,
    range,
    labFlag: rowFlag(labFlag ?? read.flag, read.value, range),
    unreadable: read.unreadable,
  };
}
