/**
 * Deciding what happens to each parsed row, so that every row ends in
 * exactly one status: written as new, skipped as already in the store, held
 * for review (implausible, an unsure date, a text under a numeric marker),
 * proposed (unknown name), kept back for OCR review, withheld (personal
 * data) or unreadable. Rows become store lines with only the contract
 * fields, the lab's flag, and `source`, the document's content hash (the
 * shapes and ids: `row_outcome.ts`; a row to its marker and line:
 * `row_marker.ts`).
 *
 * @module
 */

import type { InputFormat, RawRow } from "../document.ts";
import { nameWords, type PrivacyGuard } from "../privacy/mod.ts";
import { implausibility } from "./plausibility.ts";
import { impossibleValue } from "./possible_value.ts";
import { rangeProblem, textValueProblem } from "./row_problems.ts";
import { specimenFieldProblem, typedRange, valueFieldProblem } from "./field_types.ts";
import { factsOf } from "./marker_facts.ts";
import { missingUnitProblem, unanchoredScaleProblem, unitFieldProblem } from "./unit_field.ts";
import { rangeLimitsProblem } from "./range_limits.ts";
import { ocrDoubt } from "./ocr_doubts.ts";
import { ocrFirmDoubt } from "./ocr_firm.ts";
import { directedFlag, specimenCode, specimenPrefix, splitPrintedFlag } from "../cell/mod.ts";
import { cleanRow } from "./clean_row.ts";
import { consistencyDoubts } from "./consistency/consistency.ts";
import { arrowReading } from "./consistency/flag_range.ts";
import { relatedCodes } from "./consistency/relations.ts";
import { type ClassifyContext, rowId, type RowOutcome, sameMeasurementKey } from "./row_outcome.ts";
import { proposedName, resolveRow, toLine } from "./row_marker.ts";
import { ocrLostUnitProblem, ocrUnitByMarker } from "./ocr_unit.ts";

/** Whether a store line carries a printed range, in numbers or in words. */
function ranged(line: { ref_low?: number; ref_high?: number; ref_text?: string }): boolean {
  return line.ref_low !== undefined || line.ref_high !== undefined || line.ref_text !== undefined;
}

/**
 * The row without its lab's name when that name carries an identity string:
 * the name is optional provenance, so it is dropped, not the result.
 */
function withoutPersonalLab(row: RawRow, guard: PrivacyGuard): RawRow {
  if (row.lab === undefined || guard.field(row.lab) === undefined) return row;
  const { lab: _personal, ...rest } = row;
  return rest;
}

/**
 * Which identity field a row's texts match. A row whose printed name
 * resolves to a known marker is not withheld for the words of that name
 * alone (an identity string that holds "Leukocyty" is no reason to drop
 * every leukocyte count); everything else it carries is checked as before.
 */
function identityField(row: RawRow, context: ClassifyContext): string | undefined {
  const { guard, index } = context;
  const printed = [row.name, proposedName(row)];
  const known = typeof resolveRow(row, index) === "string";
  const except = known ? nameWords(printed) : undefined;
  const texts = [
    row.name,
    ...(row.alternatives ?? []),
    String(row.value.value),
    row.unit ?? "",
    row.range.ref_text ?? "",
    row.date ?? "",
    row.section ?? "",
  ];
  for (const text of texts) {
    const field = guard.field(text, except);
    if (field) return field;
  }
  // An unknown name holding a long number ("(perearst, D08412)", a doctor's code wrapped onto a
  // line of its own) is an identifier, never a marker's name: never proposed, never shown.
  if (!known && printed.some((name) => name !== undefined && IDENTIFIER.test(name))) {
    return "identifier";
  }
  return undefined;
}

/** A number of five digits or more, maybe after up to three letters ("D08412", "00817733"). */
const IDENTIFIER = /(?<![\p{L}\p{N}.,])\p{L}{0,3}\d{5,}(?![\p{N}.,])/u;

/**
 * A row cleaned, its printed flag split from its name, a personal lab name
 * dropped, its range typed (bounds or a qualitative reference; see
 * `field_types.ts`): `rangeProblem` says why the range cannot be kept), and
 * the specimen its name opens with ("Mocz - glukoza") put over its section's.
 */
function prepareRow(raw: RawRow, guard: PrivacyGuard) {
  const { row: cleaned, tooLong } = cleanRow(raw);
  const split = splitPrintedFlag(cleaned.name);
  const printedFlag = cleaned.labFlag ?? split.flag;
  const typed = typedRange(cleaned.range);
  // A range typed from text may give an "abnormal" flag its direction.
  const labFlag = cleaned.range.ref_text === undefined
    ? printedFlag
    : directedFlag(printedFlag, cleaned.value, typed.range);
  // "Mocz - glukoza" is urine glucose under any heading: only urine markers may take it; so is
  // "U-Glukóza" (a lab system's specimen code), and "S-Glukóza" is blood glucose.
  const specimen = specimenPrefix(cleaned.name) ?? specimenCode(cleaned.name)?.specimen;
  const ranged = {
    ...cleaned,
    range: typed.range,
    ...(specimen !== undefined ? { specimen } : {}),
  };
  const row = withoutPersonalLab(labFlag === undefined ? ranged : { ...ranged, labFlag }, guard);
  return { row, tooLong, split, rangeTypeProblem: typed.problem };
}

type Prepared = ReturnType<typeof prepareRow>;

/**
 * Decides the rows in an order that puts those printing a range first, and returns the
 * outcomes in the rows' own order: a result printed twice in one document (a letter's
 * prose "Hb 11,2 g/dl" and its table's row with "13,5 - 17,5") is written once, from
 * the row that carries its range; the other is already in the store.
 */
function rangedFirst(
  prepared: readonly Prepared[],
  decide: (entry: Prepared, i: number) => RowOutcome,
): RowOutcome[] {
  const hasRange = ({ row }: Prepared) =>
    row.range.ref_low !== undefined || row.range.ref_high !== undefined ||
    row.range.ref_text !== undefined;
  const order = prepared.map((_, i) => i);
  order.sort((a, b) => Number(!hasRange(prepared[a]!)) - Number(!hasRange(prepared[b]!)));
  const outcomes: RowOutcome[] = new Array(prepared.length);
  for (const i of order) outcomes[i] = decide(prepared[i]!, i);
  return outcomes;
}

/**
 * Classifies the rows of one document, in order: each gets exactly one
 * status and its id. Accepted rows are added to `context.known`, so a
 * measurement printed twice is written once (from the row that prints its range).
 */
export function classifyRows(
  rows: readonly RawRow[],
  format: InputFormat,
  source: string,
  context: ClassifyContext,
): RowOutcome[] {
  const facts = factsOf(context.index.dictionary);
  const prepared = rows.map((raw) => prepareRow(raw, context.guard));
  // FHIR quantities are JSON numbers: how many decimals the lab printed is lost.
  const printed = format !== "fhir";
  // The draw's rows checked against each other before any is decided.
  const relations = { facts, codes: relatedCodes(context.index.dictionary.clinical) };
  const drawLines = prepared.map(({ row, tooLong }) => {
    if (tooLong !== undefined || row.unreadable !== undefined) return undefined;
    if (identityField(row, context) !== undefined) return undefined;
    const code = resolveRow(row, context.index);
    const line = typeof code === "string" ? toLine(row, code, source, printed) : undefined;
    return typeof line === "object" ? { ...line, name: row.name } : undefined;
  });
  const drawDoubts = consistencyDoubts(drawLines, relations);
  const flagsPrinted = drawLines.some((line) => line?.lab_flag === "H" || line?.lab_flag === "L");
  // The units a scanned page's numeric rows were read with: a page that prints them loses none.
  const pageUnits = format === "ocr"
    ? prepared.filter(({ row }) =>
      row.unreadable === undefined && typeof row.value.value === "number"
    )
      .map(({ row }) => row.unit)
    : [];
  const decide = ({ row, tooLong, split, rangeTypeProblem }: Prepared, i: number): RowOutcome => {
    const id = rowId(source, i, context.idHashLength);
    const field = identityField(row, context);
    if (field) {
      // Its name is shown only when it names a dictionary marker: any other text of a row
      // that holds personal data may be personal too (a doctor's name beside an order number).
      const personalName = [row.name, ...(row.alternatives ?? [])].some((name) =>
        context.guard.field(name) !== undefined
      ) || typeof resolveRow(row, context.index) !== "string";
      return { id, row, status: "withheld", reason: `matches the ${field} field`, personalName };
    }
    if (row.unreadable !== undefined) {
      return { id, row, status: "unreadable", reason: row.unreadable };
    }
    if (tooLong !== undefined) return { id, row, status: "unreadable", reason: tooLong };
    const accepted = context.accepted?.has(id) === true;
    const resolved = resolveRow(row, context.index);
    if (typeof resolved !== "string") {
      if (format === "ocr" && !context.acceptOcr && !accepted) {
        return {
          id,
          row,
          status: "ocr_review",
          reason: "unknown name read by OCR",
          suggestions: resolved,
        };
      }
      return { id, row, status: "proposed", suggestions: resolved };
    }
    const code = resolved;
    if (row.dateProblem !== undefined) {
      return { id, row, status: "held", code, reason: row.dateProblem };
    }
    if (
      split.comparator !== undefined && typeof row.value.value === "number" &&
      !("comparator" in row.value && row.value.comparator !== undefined)
    ) {
      return {
        id,
        row,
        status: "held",
        code,
        reason: `"${split.comparator}" printed before the value, but the value has no comparator`,
      };
    }
    const measuredIn = facts(code)?.measuredIn;
    // A unit whose slash OCR lost (`U/l` read as `ul`), read by the marker's own units.
    const unitRead = format === "ocr" ? ocrUnitByMarker(code, row.unit, measuredIn) : undefined;
    const line = toLine(unitRead ? { ...row, unit: unitRead } : row, code, source, printed);
    if (typeof line === "string") return { id, row, status: "held", code, reason: line };
    // A field that is no value of its type for the marker: held, and no --accept-held writes it.
    const mistyped = rangeProblem(row) ?? rangeTypeProblem ??
      specimenFieldProblem(row, code, context.index) ??
      unitFieldProblem(code, line.unit, measuredIn) ??
      (format === "ocr" ? ocrLostUnitProblem(code, line.unit, measuredIn, pageUnits) : undefined) ??
      missingUnitProblem(code, line.unit, line.value, measuredIn) ??
      unanchoredScaleProblem(code, line.unit, measuredIn, ranged(line)) ??
      rangeLimitsProblem(line, facts) ?? valueFieldProblem(row, code, measuredIn);
    if (mistyped !== undefined) return { id, row, status: "held", code, reason: mistyped };
    // A value no person can have: held, and only a correction (--set) writes it.
    // A broken relation of the draw names the rows it was checked against: said first.
    const beyond = impossibleValue(line, facts);
    const impossible = beyond === undefined
      ? undefined
      : [drawDoubts.get(i), beyond].filter((r) => r !== undefined).join("; ");
    if (impossible !== undefined) {
      const arrow = format === "ocr" ? arrowReading(line) : undefined;
      const reason = arrow === undefined ? impossible : `${impossible}; it may be ${arrow} with ` +
        `the arrow read as a digit: correct it with --set ${id}:value=${arrow}`;
      return { id, row, status: "held", code, reason, acceptable: false };
    }
    if (context.known.has(sameMeasurementKey(line))) {
      return { id, row, status: "in_store", code, line };
    }
    // An OCR reading that would put the value off by a factor: corrected, never blanket-accepted.
    const firm = format === "ocr" ? ocrFirmDoubt(line, measuredIn, flagsPrinted) : undefined;
    if (firm !== undefined && !accepted) {
      const reason = firm.replaceAll("--set ID:", `--set ${id}:`);
      return { id, row, status: "held", code, line, reason, acceptable: false };
    }
    // A broken relation names the rows it was checked against: the better reason.
    const doubt = textValueProblem(row, code, context.numeric, facts) ?? drawDoubts.get(i) ??
      implausibility(line, facts) ?? (format === "ocr" ? ocrDoubt(line, facts) : undefined);
    // An arrow OCR read as the value's last digit ("24 ↑" as 241): corrected, never blanket-accepted.
    const arrow = format === "ocr" && doubt !== undefined && doubt === drawDoubts.get(i)
      ? arrowReading(line)
      : undefined;
    if (arrow !== undefined && !accepted) {
      return {
        id,
        row,
        status: "held",
        code,
        line,
        reason:
          `${doubt}; it may be ${arrow} with the arrow read as a digit: correct it with --set ${id}:value=${arrow}`,
        acceptable: false,
      };
    }
    if (doubt && !context.acceptHeld && !accepted) {
      return { id, row, status: "held", code, line, reason: doubt, acceptable: true };
    }
    if (format === "ocr" && !context.acceptOcr && !accepted) {
      return { id, row, status: "ocr_review", code, line, reason: "read by OCR" };
    }
    context.known.add(sameMeasurementKey(line));
    return {
      id,
      row,
      status: "new",
      code,
      line,
      ...(doubt ? { reason: `accepted: ${doubt}` } : {}),
    };
  };
  return rangedFirst(prepared, decide);
}
