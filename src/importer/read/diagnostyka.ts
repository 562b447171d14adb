/**
 * Diagnostyka's XML export of one order: `result/header/order/created` (the
 * order's date), then `group` (a section such as "HEMATOLOGIA" or "BADANIE
 * MOCZU", in `group/name`) holding `test`s (`label`, `external_item_id/id`)
 * holding `parameter`s (`label`, `value`, `unit`, `low`, `high`, `flag`,
 * `remark_all`). Every parameter becomes one row with its own range; the
 * lab's item code goes into the row's provenance. Everything under
 * `header/patient` is identity, never a row.
 *
 * @module
 */

import {
  labFlagOfMark,
  type ParsedRange,
  parseNumber,
  parseRange,
  toStoreDate,
} from "../cell/mod.ts";
import { type LabFlag, type ParsedDocument, type RawRow, rawRow } from "../document.ts";
import { exportReading, readExportValue } from "./export_value.ts";
import { specimenOf } from "../table/mod.ts";
import {
  childElements,
  descend,
  descendants,
  firstChild,
  textOf,
  textsOf,
  type XmlElement,
} from "./xml.ts";

/**
 * Whether a parsed XML document is a Diagnostyka export: a `result` root
 * with a `header` or a `group`.
 */
export function isDiagnostykaXml(root: XmlElement): boolean {
  return root.local === "result" &&
    (firstChild(root, "header") !== undefined || firstChild(root, "group") !== undefined);
}

/** Element names that hold personal data wherever they appear. */
const PERSONAL = new Set(["patient", "pacjent"]);

/** Every text and attribute value inside the patient part: identity strings. */
function identityOf(root: XmlElement): string[] {
  const found: string[] = [];
  const people = [root, ...descendants(root)].filter((e) => PERSONAL.has(e.local.toLowerCase()));
  for (const person of people) {
    found.push(...textsOf(person));
    for (const element of [person, ...descendants(person)]) {
      for (const [key, value] of Object.entries(element.attributes)) {
        if (!key.startsWith("xmlns") && value.trim() !== "") found.push(value.trim());
      }
    }
  }
  // A short number (an age, a house number) alone would withhold every row
  // that prints it; what is personal in it is kept by the longer strings.
  return [...new Set(found)].filter((text) => !/^\d{1,4}$/.test(text));
}

const ICD9_SUFFIX = /\s*\(ICD-?9(?:-PL)?\s*:?\s*([^)]+)\)\s*$/i;

/** A parameter's label without an "(ICD-9: L43)" suffix, and that code. */
function splitLabel(label: string): { name: string; icd9?: string } {
  const match = ICD9_SUFFIX.exec(label);
  if (!match) return { name: label };
  return { name: label.slice(0, match.index).trim(), icd9: `ICD-9: ${match[1]!.trim()}` };
}

/** Elements some exports print a whole range in, when `low` and `high` are empty. */
const RANGE_ELEMENTS = ["range", "norm", "norma", "reference"];

/** The range a parameter prints: `low` and `high`, a text in either, or a range element. */
function rangeOf(parameter: XmlElement): ParsedRange {
  const low = textOf(firstChild(parameter, "low"));
  const high = textOf(firstChild(parameter, "high"));
  if (low === "" && high === "") {
    const printed = RANGE_ELEMENTS.map((name) => textOf(firstChild(parameter, name)))
      .find((text) => text !== "");
    return printed === undefined ? {} : parseRange(printed);
  }
  const lowNumber = parseNumber(low);
  const highNumber = parseNumber(high);
  const texts = [low, high].filter((t, i) => t !== "" && [lowNumber, highNumber][i] === undefined);
  if (texts.length > 0 && lowNumber === undefined && highNumber === undefined) {
    return parseRange(texts.join(" - "));
  }
  return {
    ...(lowNumber !== undefined ? { ref_low: lowNumber } : {}),
    ...(highNumber !== undefined ? { ref_high: highNumber } : {}),
    ...(texts.length > 0 ? { ref_text: texts.join(" ") } : {}),
  };
}

/** The lab's flag: the `flag` element, else a bare mark in `remark_all`, else one on the value. */
function flagOf(parameter: XmlElement): LabFlag | undefined {
  return labFlagOfMark(textOf(firstChild(parameter, "flag"))) ??
    labFlagOfMark(textOf(firstChild(parameter, "remark_all")));
}

/** Parses the root of a Diagnostyka XML export into rows. */
export function parseDiagnostyka(root: XmlElement): ParsedDocument {
  const identity = identityOf(root);
  const rows: RawRow[] = [];
  const holds: string[] = [];
  const notes: string[] = [];
  const created = textOf(descend(root, "header/order/created"));
  const date = created === "" ? undefined : toStoreDate(created);
  const dateProblem = created !== "" && date === undefined
    ? `the order's date ${JSON.stringify(created)} is not a date`
    : undefined;
  if (created === "") notes.push("the export gives no order date (header/order/created)");
  for (const group of childElements(root, "group")) {
    const section = textOf(firstChild(group, "name"));
    for (const test of childElements(group, "test")) {
      const testLabel = textOf(firstChild(test, "label"));
      const itemId = textOf(descend(test, "external_item_id/id")) ||
        textOf(firstChild(test, "external_item_id"));
      const specimen = specimenOf(testLabel) ?? specimenOf(section);
      const parameters = childElements(test, "parameter");
      if (parameters.length === 0) {
        notes.push(`line ${test.line}: test ${JSON.stringify(testLabel)} has no parameters`);
      }
      for (const parameter of parameters) {
        const where = `line ${parameter.line}`;
        const label = textOf(firstChild(parameter, "label")) || testLabel;
        const { name, icd9 } = splitLabel(label);
        if (name === "") {
          notes.push(`${where}: a parameter with no label; skipped`);
          continue;
        }
        const printed = readExportValue(textOf(firstChild(parameter, "value")));
        const unit = textOf(firstChild(parameter, "unit"));
        const range = rangeOf(parameter);
        const labCode = itemId || icd9 || splitLabel(testLabel).icd9;
        rows.push(rawRow({
          where,
          name,
          date,
          ...exportReading(printed, unit, range, flagOf(parameter)),
          specimen,
          section,
          dateProblem,
          labCode: labCode || undefined,
          // This export comes only from Diagnostyka's results service.
          lab: "Diagnostyka",
        }));
      }
    }
  }
  if (rows.length === 0) notes.push("no parameters found in the export");
  return { format: "xml", rows, identity, holds, notes };
}
