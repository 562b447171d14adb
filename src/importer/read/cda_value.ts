/**
 * The value and reference range of a CDA observation, by the value's
 * `xsi:type` (`PQ`, `IVL_PQ`, `ST`, `CD`/`CE`/`CV`/`CO`, `INT`, `REAL`,
 * `BL`). A physical quantity whose unit is not UCUM is carried, as HL7's
 * C-CDA examples show, in a `translation` (the `PQ` itself `nullFlavor="OTH"`)
 * with its unit as `originalText` or `code`; an `IVL_PQ` from zero (or from
 * nothing) to a bound is a censored value ("≤ 5"), from a bound to nothing
 * is "> 500"; and a SNOMED "units" observation (246514001) only names the
 * unit of the observation it belongs to.
 *
 * @module
 */

import type { Comparator } from "../../domain/readings/flags.ts";
import { type ExportValue, NO_RESULT, readExportValue } from "./export_value.ts";
import { type ParsedValue, parseNumber, trailingZeros } from "../cell/mod.ts";
import { attribute, childElements, firstChild, textOf, type XmlElement } from "./xml.ts";
import { type ExportRange, exportRange } from "./export_range.ts";

/** A value as read, with its unit when the document gives one. */
export interface Read extends ExportValue {
  readonly unit?: string;
}

const UCUM_OID = "2.16.840.1.113883.6.8";
/** SNOMED CT "Unit of measure" (246514001): an observation that only names a unit. */
const UNITS_CONCEPT = "246514001";

function cleanUnit(unit: string | undefined): string | undefined {
  const trimmed = unit?.trim();
  return trimmed === undefined || trimmed === "" || trimmed === "1" ? undefined : trimmed;
}

/** The first `translation` of an element that carries a number. */
function translationOf(element: XmlElement | undefined): XmlElement | undefined {
  if (element === undefined) return undefined;
  return childElements(element, "translation").find((t) =>
    parseNumber(attribute(t, "value") ?? "") !== undefined
  );
}

/** An element's number: its own `value`, else its translation's. */
function number(element: XmlElement | undefined): number | undefined {
  const printed = numberText(element);
  return printed === undefined ? undefined : parseNumber(printed);
}

/** The text of an element's number as written (`1.0`), whose decimals the store keeps. */
function numberText(element: XmlElement | undefined): string | undefined {
  const own = attribute(element, "value");
  if (own !== undefined && attribute(element, "nullFlavor") === undefined) return own;
  return attribute(translationOf(element), "value");
}

/** An element's unit: its own `unit`, else its translation's (`originalText`, then `code`). */
function unitOf(element: XmlElement | undefined): string | undefined {
  const own = cleanUnit(attribute(element, "unit"));
  if (own !== undefined && attribute(element, "nullFlavor") === undefined) return own;
  const translation = translationOf(element);
  if (translation === undefined) return own;
  return cleanUnit(textOf(firstChild(translation, "originalText"))) ??
    cleanUnit(attribute(translation, "unit")) ?? cleanUnit(attribute(translation, "code"));
}

/** A censored value as an interval with one bound (`IVL_PQ` with only `high`). */
function bound(element: XmlElement, side: "low" | "high"): ParsedValue | undefined {
  const limit = firstChild(element, side);
  const value = number(limit);
  if (value === undefined) return undefined;
  const strict = attribute(limit, "inclusive") === "false";
  const comparator: Comparator = side === "high" ? (strict ? "<" : "<=") : (strict ? ">" : ">=");
  return { value, comparator };
}

/**
 * An interval value: one bound is a censored value; zero to a bound is one
 * too (a physical quantity is never below zero); two bounds above zero are
 * kept as printed ("10-15", a sediment count).
 */
function intervalOf(value: XmlElement): Read {
  const low = number(firstChild(value, "low"));
  const high = number(firstChild(value, "high"));
  const unit = unitOf(firstChild(value, "high")) ?? unitOf(firstChild(value, "low")) ??
    unitOf(value);
  const censored = low === undefined || (low === 0 && high !== undefined)
    ? bound(value, "high")
    : high === undefined
    ? bound(value, "low")
    : {
      value: `${attribute(firstChild(value, "low"), "value")}-${
        attribute(firstChild(value, "high"), "value")
      }`,
    };
  if (censored === undefined) return { value: { value: "" }, unreadable: NO_RESULT };
  return unit === undefined ? { value: censored } : { value: censored, unit };
}

/** Reads an observation's value by its `xsi:type`. */
export function readValue(value: XmlElement | undefined): Read {
  const translated = number(value) !== undefined;
  if (value === undefined || (attribute(value, "nullFlavor") !== undefined && !translated)) {
    return { value: { value: "" }, unreadable: NO_RESULT };
  }
  const type = (attribute(value, "type") ?? "").replace(/^.*:/, "").toUpperCase();
  switch (type) {
    case "PQ":
    case "INT":
    case "REAL":
    case "MO": {
      const parsed = number(value);
      if (parsed === undefined) {
        return readExportValue(attribute(value, "value") ?? textOf(value));
      }
      const unit = unitOf(value);
      const read = { value: parsed, ...trailingZeros(numberText(value) ?? "", parsed) };
      return unit === undefined ? { value: read } : { value: read, unit };
    }
    case "IVL_PQ":
    case "IVL_INT":
    case "IVL_REAL":
      return intervalOf(value);
    case "CD":
    case "CE":
    case "CV":
    case "CO":
    case "CS": {
      const shown = attribute(value, "displayName")?.trim() ||
        textOf(firstChild(value, "originalText")) || attribute(value, "code")?.trim() || "";
      return readExportValue(shown);
    }
    case "BL":
      return readExportValue(attribute(value, "value") ?? "");
    default:
      // ST, ED and untyped values: the text as printed.
      return readExportValue(textOf(value));
  }
}

/**
 * The first reference range that is not for an abnormal interpretation,
 * read by {@link exportRange} (a text-only range as printed, bounds out of
 * order dropped with a note).
 */
export function rangeOf(observation: XmlElement): ExportRange {
  const ranges = childElements(observation, "referenceRange")
    .map((r) => firstChild(r, "observationRange"))
    .filter((r): r is XmlElement => r !== undefined);
  const range = ranges.find((r) => {
    const code = attribute(firstChild(r, "interpretationCode"), "code");
    return code === undefined || code === "N";
  });
  if (range === undefined) return { range: {} };
  const value = firstChild(range, "value");
  const low = number(firstChild(value ?? range, "low"));
  const high = number(firstChild(value ?? range, "high"));
  const text = textOf(firstChild(range, "text"));
  if (low === undefined && high === undefined) {
    const shown = text || (value ? textOf(value) || attribute(value, "displayName") || "" : "");
    return exportRange(undefined, undefined, shown);
  }
  // Bounds are the range; the text only settles bounds printed out of order.
  const read = exportRange(low, high, text || undefined);
  const { ref_text: _text, ...bounds } = read.range;
  return read.note === undefined ? { range: bounds } : { range: bounds, note: read.note };
}

/** Whether an observation only names a unit (SNOMED CT 246514001 "units"). */
export function isUnitObservation(observation: XmlElement): boolean {
  const code = firstChild(observation, "code");
  return attribute(code, "code") === UNITS_CONCEPT ||
    /^units?( of measure)?$/i.test(attribute(code, "displayName")?.trim() ?? "");
}

/**
 * The unit an observation's "units" observations name: a UCUM code first,
 * then the unit as the lab sent it (`originalText`), then its display name.
 */
export function namedUnit(observation: XmlElement): string | undefined {
  for (const relationship of childElements(observation, "entryRelationship")) {
    for (const inner of childElements(relationship, "observation")) {
      if (!isUnitObservation(inner)) continue;
      const value = firstChild(inner, "value");
      const ucum = attribute(value, "codeSystem") === UCUM_OID
        ? attribute(value, "code")
        : undefined;
      const unit = cleanUnit(ucum) ?? cleanUnit(textOf(firstChild(value, "originalText"))) ??
        cleanUnit(attribute(value, "code")) ?? cleanUnit(textOf(value));
      if (unit !== undefined) return unit;
    }
  }
  return undefined;
}
