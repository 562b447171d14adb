/**
 * Corrections from the command line: a held, proposed or OCR row (or any
 * row read wrong) gets its value, unit, range, date or marker set by hand,
 * as `--set 3fa2c1-17:value=18 --set 3fa2c1-17:unit=mg/dL` (a range as
 * printed: `--set 3fa2c1-17:range=3,9-6,1`, its decimal commas restored). The corrected row
 * then goes through every check any row goes through (so a held row still
 * needs `--accept ID` when it is still held); each correction is checked
 * here first, and a bad one stops the run with a specific message. What was
 * changed is recorded in the import log, by field, never with a name.
 *
 * @module
 */

import type { MarkerIndex } from "../../domain/markers/marker_index.ts";
import { resolveMarker } from "../../domain/markers/resolve.ts";
import { isKnownUnit, tidyUnit, unitDoubt } from "../../domain/readings/units.ts";
import { datePlausibility, parseRange, parseValue, toStoreDate } from "../cell/mod.ts";
import type { RawRow } from "../document.ts";

/** What a correction may set. */
export type CorrectedField = "value" | "unit" | "range" | "date" | "marker";

/** The fields a correction may set, in the order they are applied and logged. */
const CORRECTED_FIELDS: readonly CorrectedField[] = [
  "marker",
  "value",
  "unit",
  "range",
  "date",
];

/** One `--set ID:FIELD=VALUE`. */
export interface Correction {
  readonly id: string;
  readonly field: CorrectedField;
  /** The new value as typed (trimmed). */
  readonly to: string;
}

/** One field changed on a row, as the import log records it. */
export interface FieldChange {
  readonly field: CorrectedField;
  /** What the document gave: the value, unit or date as read, or the resolved marker code. */
  readonly from: string | number | null;
  readonly to: string | number;
}

const SHAPE = /^([0-9a-fA-F]{6,64}-\d{1,7}):([A-Za-z_]+)=(.*)$/s;

/**
 * Reads one `ID:FIELD=VALUE`, or says why it cannot be used. The value,
 * unit and date are checked here; the marker against the dictionary later.
 */
function parseCorrection(text: string): Correction | string {
  const match = SHAPE.exec(text.trim());
  if (!match) {
    return `Correction ${JSON.stringify(text)} is not ID:FIELD=VALUE (such as 3fa2c1-17:value=18)`;
  }
  const id = match[1]!.toLowerCase();
  const field = match[2]!.toLowerCase();
  const to = match[3]!.trim();
  const where = `in "--set ${text.trim()}"`;
  if (!(CORRECTED_FIELDS as readonly string[]).includes(field)) {
    return `Field "${field}" ${where} cannot be set; a correction sets value, unit, range, date or marker`;
  }
  if (to === "" && field !== "unit") return `The ${field} ${where} is empty`;
  if (to.length > 120) return `The ${field} ${where} is longer than 120 characters`;
  if (field === "value" && parseValue(to) === undefined) {
    return `Value ${
      JSON.stringify(to)
    } ${where} is not a number or a result word (such as 18, <0.5 or ujemny)`;
  }
  if (field === "range" && parseRange(to).ref_text !== undefined) {
    return `Range ${JSON.stringify(to)} ${where} is not bounds (such as 3,9-6,1, <5 or >40)`;
  }
  if (field === "date") {
    if (toStoreDate(to) === undefined) {
      return `Date ${JSON.stringify(to)} ${where} is not a valid date (YYYY-MM-DD or DD.MM.YYYY)`;
    }
  }
  if (field === "unit" && to !== "" && !isKnownUnit(to)) {
    const doubt = unitDoubt(to);
    return `Unit ${JSON.stringify(to)} ${where} is not a known unit${
      doubt === undefined ? "" : `; ${doubt.replace(/^.*; /, "")}`
    }`;
  }
  return { id, field: field as CorrectedField, to };
}

/**
 * Reads every `--set`, refusing a field set twice for one row.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(parseCorrections(["3fa2c1-17:value=18"]), [{ id: "3fa2c1-17", field: "value", to: "18" }]);
 * assert.equal(parseCorrections(["3fa2c1-17:value=1,8,1"]), 'Value "1,8,1" in "--set 3fa2c1-17:value=1,8,1" is not a number or a result word (such as 18, <0.5 or ujemny)');
 * assert.equal(parseCorrections(["17=18"]), 'Correction "17=18" is not ID:FIELD=VALUE (such as 3fa2c1-17:value=18)');
 * assert.equal(parseCorrections(["3fa2c1-1:unit=g/dl"]).length, 1);
 * assert.equal(parseCorrections(["3fa2c1-1:unit=g/dl", "3fa2c1-1:unit=g/l"]), 'Row "3fa2c1-1" has its unit set twice');
 * ```
 */
export function parseCorrections(texts: readonly string[]): Correction[] | string {
  const corrections: Correction[] = [];
  for (const text of texts) {
    const correction = parseCorrection(text);
    if (typeof correction === "string") return correction;
    if (corrections.some((c) => c.id === correction.id && c.field === correction.field)) {
      return `Row "${correction.id}" has its ${correction.field} set twice`;
    }
    corrections.push(correction);
  }
  return corrections;
}

/** A correction as it is given on the command line (for the sandboxed worker). */
export function correctionArgument(correction: Correction): string {
  return `${correction.id}:${correction.field}=${correction.to}`;
}

/** A row's range as read, for the log: "39-61", "<33", or `null` when it printed none. */
function shownRange(row: RawRow): string | null {
  const { ref_low: low, ref_high: high, ref_text: text } = row.range;
  if (low !== undefined && high !== undefined) return `${low}-${high}`;
  if (high !== undefined) return `<${high}`;
  if (low !== undefined) return `>${low}`;
  return text ?? null;
}

/** A row with its corrections applied, and what changed; or why they cannot be applied. */
export type Corrected = { row: RawRow; changes: FieldChange[] } | { problem: string };

/**
 * Applies one row's corrections: the marker must be a dictionary marker
 * (code, label or alias), the date not in the future. A corrected date
 * clears the row's date doubt; a corrected value clears an "unreadable"
 * reason. Whether the unit can belong to the marker is checked by the
 * caller (`correctDocuments`), so that parsing `--set` in the launcher loads
 * no classifier.
 */
export function applyCorrections(
  row: RawRow,
  id: string,
  corrections: readonly Correction[],
  index: MarkerIndex,
  today: string,
  currentCode: string | undefined,
): Corrected {
  let next: RawRow = row;
  const changes: FieldChange[] = [];
  for (const field of CORRECTED_FIELDS) {
    const correction = corrections.find((c) => c.field === field);
    if (correction === undefined) continue;
    const { to } = correction;
    const where = `for row "${id}"`;
    if (field === "marker") {
      const resolution = resolveMarker(index, to);
      if (resolution.kind !== "found") {
        const near = resolution.suggestions.slice(0, 3).map((s) => s.code).join(", ");
        return {
          problem: `Marker ${JSON.stringify(to)} ${where} is not in the dictionary${
            near === "" ? "" : `; closest: ${near}`
          }`,
        };
      }
      const code = resolution.marker.code;
      next = { ...next, code };
      changes.push({ field, from: currentCode ?? null, to: code });
    } else if (field === "value") {
      const value = parseValue(to)!;
      const { unreadable: _cleared, ...rest } = next;
      next = { ...rest, value };
      changes.push({
        field,
        from: row.value.value,
        to: typeof value.value === "number" ? value.value : to,
      });
    } else if (field === "range") {
      const range = parseRange(to);
      next = { ...next, range };
      changes.push({ field, from: shownRange(row), to });
    } else if (field === "unit") {
      const unit = tidyUnit(to);
      const { unit: _old, ...rest } = next;
      next = unit === "" ? rest : { ...rest, unit };
      changes.push({ field, from: row.unit ?? null, to: unit });
    } else {
      const date = toStoreDate(to)!;
      const problem = datePlausibility(date, today);
      if (problem !== undefined) return { problem: `The corrected ${problem} ${where}` };
      const { dateProblem: _cleared, ...rest } = next;
      next = { ...rest, date };
      changes.push({ field, from: row.date ?? null, to: date });
    }
  }
  return { row: next, changes };
}
