/**
 * A parsed row to its marker and its store line: the name to propose for
 * an unknown row, the row's marker by its names, section, specimen and unit
 * (or the closest markers to suggest), the store line of a resolved row, and
 * the codes a run's rows give as numbers.
 *
 * @module
 */

import type { Comparator } from "../../domain/readings/flags.ts";
import type { MarkerIndex } from "../../domain/markers/marker_index.ts";
import { type Resolution, resolveMarker, type Suggestion } from "../../domain/markers/resolve.ts";
import { tidyUnit } from "../../domain/readings/units.ts";
import { decimalsOf } from "../../domain/readings/convert.ts";
import { describeIssue, labName, storeLineSchema } from "../../store/schemas.ts";
import type { RawRow } from "../document.ts";
import { specimenCode, splitPrintedFlag } from "../cell/mod.ts";
import { isPerFieldCount } from "./field_types.ts";
import { factsOf } from "./marker_facts.ts";
import { codeByUnit, pairByUnit } from "./code_family.ts";
import { withoutLookAlikes } from "./look_alikes.ts";
import { cleanRow, MAX_NAME } from "./clean_row.ts";
import type { ImportedLine } from "./row_outcome.ts";

/**
 * The name to propose for a row: as printed, without a flag or comparator
 * word the layout left after it ("Ferrytyna H" is proposed as "Ferrytyna").
 */
export function proposedName(row: RawRow): string {
  return splitPrintedFlag(row.name).name;
}

/**
 * The marker of a row (its code), or the closest markers to suggest when
 * none of its names resolves.
 */
export function resolveRow(row: RawRow, index: MarkerIndex): string | Suggestion[] {
  if (row.code !== undefined && index.dictionary.markers.has(row.code)) return row.code;
  let suggestions: Suggestion[] | undefined;
  const bare = proposedName(row);
  // A name longer than the store keeps is unreadable: never resolved, since
  // suggesting markers for a 3-million-character cell took a minute.
  if (row.name.length > MAX_NAME) return [];
  // "S-Kreatinin": the name without its specimen code (the code gave the row its specimen).
  const coded = specimenCode(bare)?.name;
  const names = [
    row.name,
    ...(bare !== row.name ? [bare] : []),
    ...(coded !== undefined ? [coded] : []),
    ...(row.alternatives ?? []),
  ].filter((name) => name.length <= MAX_NAME);
  // A row's section names its specimen: a urine "Glukoza" is never blood glucose.
  // A count per field of view ("1-3 wpw") is a urine sediment count, whatever its heading.
  const sediment = isPerFieldCount(row) && (row.specimen === undefined || row.specimen === "urine");
  const specimen = row.specimen ?? (sediment ? "urine" : undefined);
  const section = sediment ? `${row.section ?? ""} (sediment)`.trim() : row.section;
  const context = {
    ...(specimen !== undefined ? { specimen } : {}),
    ...(section !== undefined ? { section } : {}),
  };
  const codeOf = (name: string): string | Resolution => {
    const resolution = resolveMarker(index, name, context);
    if (resolution.kind !== "found") return resolution;
    const unit = row.unit === undefined ? undefined : tidyUnit(row.unit);
    const facts = factsOf(index.dictionary);
    // A count printed as its percentage ("Neutrophils 57.9 %") is its percentage's marker.
    const paired = pairByUnit(index, facts, resolution.marker.code, unit);
    if (paired !== resolution.marker.code) return paired;
    if (resolution.matched !== "code") return resolution.marker.code;
    // A bare code ("PCT") in another marker's unit ("%") may be that marker's.
    return codeByUnit(index, facts, resolution.marker.code, unit, specimen);
  };
  let ambiguous = false;
  for (const name of names) {
    const code = codeOf(name);
    if (typeof code === "string") return code;
    if (code.kind !== "found") suggestions ??= [...code.suggestions];
    ambiguous ||= code.kind === "marker_ambiguous";
  }
  // Look-alike letters are folded only for a name that, as read, names nothing.
  const twin = ambiguous ? undefined : lookAlikeCode(row, codeOf);
  if (twin !== undefined) return twin;
  return withoutLookAlikes(names, suggestions ?? [], factsOf(index.dictionary));
}

/**
 * The one marker the row's look-alike readings name (Cyrillic and Latin
 * twins folded, see `RawRow.lookAlikes`), or `undefined` when they name none,
 * or more than one, or any of them resolves ambiguously.
 */
function lookAlikeCode(
  row: RawRow,
  codeOf: (name: string) => string | Resolution,
): string | undefined {
  const codes = new Set<string>();
  for (const reading of row.lookAlikes ?? []) {
    const bare = splitPrintedFlag(reading).name;
    for (const name of bare !== reading ? [reading, bare] : [reading]) {
      if (name.length > MAX_NAME) continue;
      const code = codeOf(name);
      if (typeof code === "string") codes.add(code);
      else if (code.kind === "marker_ambiguous") return undefined;
    }
  }
  return codes.size === 1 ? [...codes][0] : undefined;
}

/**
 * Builds the store line of a resolved row; returns the reason when it breaks
 * the store contract. `printed` says the document's numbers were read from
 * printed text, so their decimals are known and stored (`1,0` is `value: 1,
 * decimals: 1`); a FHIR quantity is a JSON number, whose precision is not.
 */
export function toLine(
  row: RawRow,
  code: string,
  source: string,
  printed = true,
): ImportedLine | string {
  if (row.date === undefined) return "no date for this row";
  const unit = row.unit === undefined ? "" : tidyUnit(row.unit);
  const value = row.value;
  const decimals = printed && typeof value.value === "number"
    ? Math.max("decimals" in value ? value.decimals ?? 0 : 0, decimalsOf(value.value))
    : undefined;
  const candidate = {
    code,
    date: row.date,
    value: value.value,
    ...(decimals !== undefined ? { decimals } : {}),
    ...("comparator" in value && value.comparator !== undefined
      ? { comparator: value.comparator as Comparator }
      : {}),
    ...(unit !== "" ? { unit } : {}),
    ...(row.range.ref_low !== undefined ? { ref_low: row.range.ref_low } : {}),
    ...(row.range.ref_high !== undefined ? { ref_high: row.range.ref_high } : {}),
    ...(row.range.ref_text !== undefined ? { ref_text: row.range.ref_text } : {}),
  };
  const lab = labName(row.lab);
  const checked = storeLineSchema.safeParse(candidate);
  if (!checked.success) return describeIssue(checked.error, candidate);
  return {
    ...candidate,
    ...(row.labFlag !== undefined ? { lab_flag: row.labFlag } : {}),
    ...(lab !== undefined ? { lab } : {}),
    source,
  };
}

/**
 * The codes whose results this run's rows give as numbers: with the store's
 * numeric readings, they make a text value under the same code suspect.
 */
export function numericCodesOf(rows: readonly RawRow[], index: MarkerIndex): Set<string> {
  const codes = new Set<string>();
  for (const row of rows) {
    if (typeof row.value.value !== "number" || row.unreadable !== undefined) continue;
    const cleaned = cleanRow(row);
    if (cleaned.tooLong !== undefined) continue;
    const resolved = resolveRow(cleaned.row, index);
    if (typeof resolved === "string") codes.add(resolved);
  }
  return codes;
}
