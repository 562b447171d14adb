/**
 * The values of a FHIR Observation: the JSON accessors the reader uses, the
 * result (`valueQuantity` with its comparator, `valueString`,
 * `valueCodeableConcept`, `valueInteger`, `valueBoolean`, `valueRange`),
 * the reference range of the normal type, and the lab's flag from
 * `interpretation`. Pure.
 *
 * @module
 */

import type { Comparator } from "../../domain/readings/flags.ts";
import type { LabFlag } from "../document.ts";
import { type ExportValue, readExportValue } from "./export_value.ts";
import { labFlagOfInterpretation, type ParsedValue } from "../cell/mod.ts";
import { type ExportRange, exportRange } from "./export_range.ts";

const COMPARATORS: readonly string[] = ["<", "<=", ">", ">="];

/** A JSON object. */
export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

export function list(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

export function str(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

function num(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** A result read from an Observation, with its unit. */
export interface Read extends ExportValue {
  readonly unit?: string;
}

/** UCUM's unity "1" (an INR, a ratio, a pH) is no unit to show or store. */
function withoutUnity(unit: string | undefined): string | undefined {
  return unit === "1" ? undefined : unit;
}

function quantityOf(quantity: Json, comparator?: Comparator): Read | undefined {
  const value = num(quantity.value);
  if (value === undefined) return undefined;
  const printed = str(quantity.comparator);
  const given = printed !== undefined && COMPARATORS.includes(printed)
    ? printed as Comparator
    : comparator;
  const unit = withoutUnity(str(quantity.unit) ?? str(quantity.code));
  const parsed: ParsedValue = given === undefined ? { value } : { value, comparator: given };
  return unit === undefined ? { value: parsed } : { value: parsed, unit };
}

export function valueOf(observation: Json): Read | undefined {
  const quantity = observation.valueQuantity;
  if (isObject(quantity)) return quantityOf(quantity);
  const text = str(observation.valueString);
  if (text !== undefined) return readExportValue(text);
  const concept = observation.valueCodeableConcept;
  if (isObject(concept)) {
    const shown = str(concept.text) ??
      list(concept.coding).map((c) => str(c.display) ?? str(c.code))
        .find((s) => s !== undefined);
    if (shown !== undefined) return readExportValue(shown);
  }
  const integer = num(observation.valueInteger);
  if (integer !== undefined) return { value: { value: integer } };
  if (typeof observation.valueBoolean === "boolean") {
    return { value: { value: String(observation.valueBoolean) } };
  }
  const range = observation.valueRange;
  if (isObject(range)) {
    const low = isObject(range.low) ? range.low : undefined;
    const high = isObject(range.high) ? range.high : undefined;
    if (low && num(low.value) !== undefined && high && num(high.value) !== undefined) {
      return { value: { value: `${num(low.value)}-${num(high.value)}` } };
    }
    if (high) return quantityOf(high, "<=");
    if (low) return quantityOf(low, ">=");
  }
  return undefined;
}

/**
 * The range of a normal type (or of no type), else the first one, read by
 * {@link exportRange}: a text-only range as printed, bounds out of order
 * dropped with a note.
 */
export function rangeOf(observation: Json): ExportRange {
  const ranges = list(observation.referenceRange);
  const normal = ranges.find((r) => {
    const type = isObject(r.type) ? r.type : undefined;
    const codes = list(type?.coding).map((c) => str(c.code));
    return type === undefined || codes.includes("normal");
  });
  const range = normal ?? ranges[0];
  if (!range) return { range: {} };
  const low = isObject(range.low) ? num(range.low.value) : undefined;
  const high = isObject(range.high) ? num(range.high.value) : undefined;
  return exportRange(low, high, str(range.text));
}

/** The lab's flag from `interpretation` (an R4 list or an older single concept). */
export function interpretationOf(observation: Json): LabFlag | undefined {
  const concepts = Array.isArray(observation.interpretation)
    ? list(observation.interpretation)
    : isObject(observation.interpretation)
    ? [observation.interpretation]
    : [];
  for (const concept of concepts) {
    for (const coding of list(concept.coding)) {
      const flag = labFlagOfInterpretation(str(coding.code));
      if (flag !== undefined) return flag;
    }
  }
  return undefined;
}
