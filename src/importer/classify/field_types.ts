/**
 * Types at the boundary of the store: a field is written only when it is a
 * well-formed value of its type for the row's marker. A range is numeric
 * bounds, a qualitative reference from the lexicon ("ujemny", "0-5 wpw"),
 * or, for a cell of bands, the band the document let the table stage choose
 * (then already numbers). Anything else ("6 - 12 lat: 4,5 - 13,5" with no
 * age printed, "*—-1,015 4,025" from OCR noise, "Metoda: …" from a method
 * column) holds the row, with the field and the reason: it is never kept as
 * text; a structured export's display text beside its bounds is dropped for
 * them. A count per field of view ("1-3 wpw") is a urine sediment count,
 * never the strip test of the same name. A unit is one the marker is
 * measured in (`unit_field.ts`); a marker measured in units takes a number,
 * never a word. These holds cannot be accepted with `--accept-held`: the field
 * would be written wrong. Pure.
 *
 * @module
 */

import type { MarkerIndex } from "../../domain/markers/marker_index.ts";
import type { RawRow } from "../document.ts";
import {
  isNegativeWord,
  isPerFieldUnit,
  isQualitativeReference,
  isSedimentCount,
  noResultReason,
  type ParsedRange,
  parseRange,
  readBands,
} from "../cell/mod.ts";

/**
 * A row's range as the store keeps it: numeric bounds, or a qualitative
 * reference. A structured export's display text beside its bounds ("3.5 -
 * 5.1 mmol/L" with `low` and `high`) is dropped for the bounds; a text that
 * is itself bounds ("< 190", an export's text-only range) is read into
 * them. Anything else is `problem`: why the row is held.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(typedRange({ ref_low: 4, ref_high: 10 }), { range: { ref_low: 4, ref_high: 10 } });
 * assert.deepEqual(typedRange({ ref_text: "ujemny" }), { range: { ref_text: "ujemny" } });
 * assert.deepEqual(typedRange({ ref_low: 3.5, ref_high: 5.1, ref_text: "3.5-5.1 mmol/L" }), { range: { ref_low: 3.5, ref_high: 5.1 } });
 * assert.deepEqual(typedRange({ ref_text: "< 190" }), { range: { ref_high: 190 } });
 * assert.match(typedRange({ ref_text: "6 - 12 lat: 4,5 - 13,5" }).problem!, /^range: .*no one band fits/);
 * assert.match(typedRange({ ref_text: "*—-1,015 4,025" }).problem!, /^range: .*no numeric bounds/);
 * assert.deepEqual(typedRange({ ref_text: "ujemny: < 10,0 wątpliwy: 10,0 - 15,0 dodatni: > 15,0" }), { range: { ref_high: 10 } });
 * assert.deepEqual(typedRange({ ref_text: "> 30 - норма; 20 - 30 - недостатність; < 20 - дефіцит" }), { range: { ref_low: 30 } });
 * assert.deepEqual(typedRange({ ref_text: "altersabhängig, s. Kommentar" }), { range: {} });
 * ```
 */
export function typedRange(range: ParsedRange): { range: ParsedRange; problem?: string } {
  const text = range.ref_text;
  if (text === undefined || isQualitativeReference(text)) return { range };
  const { ref_text: _text, ...bounds } = range;
  if (bounds.ref_low !== undefined || bounds.ref_high !== undefined) return { range: bounds };
  if (text.trim() === "") return { range: bounds };
  const parsed = parseRange(text);
  if (parsed.ref_text === undefined) return { range: parsed };
  const negative = negativeBand(text);
  if (negative !== undefined) return { range: negative };
  if (pointsElsewhere(text)) return { range: bounds };
  const shown = JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}…` : text);
  if (readBands(text) !== undefined) {
    return {
      range,
      problem:
        `range: ${shown} is printed in bands by age or sex, and no one band fits the age and sex the document prints`,
    };
  }
  return { range, problem: `range: ${shown} is no numeric bounds and no qualitative reference` };
}

/** What {@link noResultReason} says of a cell that points at the description. */
const SEE_DESCRIPTION = noResultReason("zob. komentarz");

/**
 * Whether a range cell has no bounds and only sends the reader to a comment ("siehe
 * Kommentar", "altersabhängig, s. Kommentar", "patrz opis"): the row has no reference range
 * to keep, and its value stands without one.
 */
function pointsElsewhere(text: string): boolean {
  return !/\d/.test(text) &&
    text.split(/[,;]/).some((part) => noResultReason(part.trim()) === SEE_DESCRIPTION);
}

/**
 * The negative band of an interpretation printed as the range ("ujemny: < 10,0 / wątpliwy: 10,0 -
 * 15,0 / dodatni: > 15,0", or its first line alone; "> 30 - норма; 20 - 30 - недостатність"): the
 * reference is the band of a negative (normal) result, as numbers. `undefined` when the text is no such interpretation.
 */
function negativeBand(text: string): ParsedRange | undefined {
  const bands = readBands(text);
  if (bands !== undefined) {
    if (bands.some((b) => b.age !== undefined || b.sex !== undefined || b.group !== undefined)) {
      return undefined;
    }
    const negative = bands.filter((b) => isNegativeWord(b.label));
    return negative.length === 1 ? numericOnly(negative[0]!.range) : undefined;
  }
  const one = /^(.+?)\s*:\s*(\S.*)$/u.exec(text.trim());
  return one !== null && isNegativeWord(one[1]!) ? numericOnly(parseRange(one[2]!)) : undefined;
}

function numericOnly(range: ParsedRange): ParsedRange | undefined {
  return range.ref_text === undefined && (range.ref_low ?? range.ref_high) !== undefined
    ? range
    : undefined;
}

/**
 * Whether a row is a count per field of view: its unit ("wpw", "/hpf") or its
 * value ("10-15 wpw") says so. Such a row is a urine sediment count.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const row = { where: "row 1", name: "Leukocyty", date: "2025-09-09", range: {} };
 * assert.equal(isPerFieldCount({ ...row, value: { value: "1-3" }, unit: "wpw" }), true);
 * assert.equal(isPerFieldCount({ ...row, value: { value: "10-15 wpw" } }), true);
 * assert.equal(isPerFieldCount({ ...row, value: { value: "dodatni" } }), false);
 * ```
 */
export function isPerFieldCount(row: RawRow): boolean {
  if (row.unit !== undefined && isPerFieldUnit(row.unit)) return true;
  return typeof row.value.value === "string" && isSedimentCount(row.value.value);
}

const SEDIMENT_CODES = new WeakMap<MarkerIndex, ReadonlySet<string>>();

/** The codes of urine sediment markers: those with a name the index files as a sediment form. */
function sedimentCodes(index: MarkerIndex): ReadonlySet<string> {
  let codes = SEDIMENT_CODES.get(index);
  if (codes === undefined) {
    codes = new Set(
      [...(index.specimenNames.get("urine:sediment")?.values() ?? [])].flat(),
    );
    SEDIMENT_CODES.set(index, codes);
  }
  return codes;
}

/**
 * Why a row's specimen and unit disagree with its marker, or `undefined`: a
 * count per field of view is a urine sediment count, so a marker that is not
 * one (the strip test "Leukocyty w moczu", or blood leukocytes) cannot take it.
 */
export function specimenFieldProblem(
  row: RawRow,
  code: string,
  index: MarkerIndex,
): string | undefined {
  if (!isPerFieldCount(row) || sedimentCodes(index).has(code)) return undefined;
  const [field, printed] = row.unit !== undefined && isPerFieldUnit(row.unit)
    ? ["unit", row.unit]
    : ["value", row.value.value];
  return `${field}: ${
    JSON.stringify(printed)
  } counts per field of view (a urine sediment), and ${code} is no sediment count`;
}

/**
 * Why a row's value is no value of its marker: a word ("dodatni") under a
 * marker measured in units, whose results are numbers. `measuredIn`: the
 * marker's units from its data.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const row = { where: "row 1", name: "Leukocyty", date: "2024-09-18", range: {} };
 * assert.match(valueFieldProblem({ ...row, value: { value: "dodatni" } }, "WBC", ["10^3/µL"])!, /^value: /);
 * assert.equal(valueFieldProblem({ ...row, value: { value: 5.2 } }, "WBC", ["10^3/µL"]), undefined);
 * assert.equal(valueFieldProblem({ ...row, value: { value: "dodatni" } }, "U_LEU", undefined), undefined);
 * ```
 */
export function valueFieldProblem(
  row: RawRow,
  code: string,
  measuredIn: readonly string[] | undefined,
): string | undefined {
  if (typeof row.value.value !== "string" || measuredIn === undefined) return undefined;
  return `value: ${
    JSON.stringify(row.value.value)
  } is a text, and ${code} is measured in numbers (${measuredIn.join(", ")})`;
}
