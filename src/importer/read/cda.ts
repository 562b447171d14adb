/**
 * HL7 CDA lab result documents (`ClinicalDocument`, as Polish labs send
 * them under the HL7 Poland / PIK templates and as C-CDA does): every
 * `observation` that carries a `value` is one row. Its name comes from
 * `code` (LOINC codes map to the dictionary; a LOINC `displayName` is also
 * read as its analyte's English name), its value from the value's
 * `xsi:type` (`PQ`, `IVL_PQ`, `ST`, `CD`/`CE`/`CV`/`CO`, `INT`, `REAL`, `BL`),
 * its range from `referenceRange/observationRange`, its flag from
 * `interpretationCode`, its date from its own `effectiveTime` (else its
 * organizer's), and its specimen from the `specimen` of the observation or
 * its organizer, or from the section's or panel's name. Everything in
 * `recordTarget` is identity, never a row.
 *
 * @module
 */

import { dateProblem as storeDateProblem } from "../../domain/readings/dates.ts";
import { missingDateReason, type ParsedDocument, type RawRow, rawRow } from "../document.ts";
import { exportReading } from "./export_value.ts";
import { isUnitObservation, namedUnit, rangeOf, type Read, readValue } from "./cda_value.ts";
import type { LoincLookup } from "./fhir.ts";
import { labFlagOfInterpretation } from "../cell/mod.ts";
import { specimenOf, specimenOfCode } from "../table/mod.ts";
import { loincNames } from "./loinc_name.ts";
import {
  attribute,
  childElements,
  descend,
  descendants,
  firstChild,
  textOf,
  textsOf,
  type XmlElement,
} from "./xml.ts";

const LOINC_OID = "2.16.840.1.113883.6.1";
const ICD9_PL_OID = "2.16.840.1.113883.3.4424.11.2.6";
const SKIPPED_STATUSES = new Set(["nullified", "cancelled", "aborted", "obsolete"]);

/** Whether a parsed XML document is an HL7 CDA document. */
export function isCda(root: XmlElement): boolean {
  return root.local === "ClinicalDocument";
}

/**
 * An HL7 TS timestamp (`20250312081500+0100`) as a store date: a date and
 * time with its zone as an ISO date-time, anything else as its day.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(cdaDate("20250312081500+0100"), "2025-03-12T08:15:00+01:00");
 * assert.equal(cdaDate("202503120815"), "2025-03-12");
 * assert.equal(cdaDate("20250231"), undefined);
 * ```
 *
 * @internal tested alone: the time-zone cases of one timestamp, without a whole CDA document around each.
 */
export function cdaDate(ts: string | undefined): string | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(?:(\d{2})(?:\.\d+)?)?)?([+-]\d{4})?$/
    .exec(ts?.trim() ?? "");
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, zone] = match;
  const date = `${year}-${month}-${day}`;
  if (storeDateProblem(date) !== undefined) return undefined;
  if (hour === undefined || zone === undefined) return date;
  const full = `${date}T${hour}:${minute}:${second ?? "00"}${zone.slice(0, 3)}:${zone.slice(3)}`;
  return storeDateProblem(full) === undefined ? full : date;
}

/** Everything personal `recordTarget` states: names, ids, birth date, address, telecom. */
function identityOf(root: XmlElement): string[] {
  const found: string[] = [];
  for (const target of descendants(root, "recordTarget")) {
    for (const element of [target, ...descendants(target)]) {
      if (element.local === "id") {
        const extension = attribute(element, "extension")?.trim();
        if (extension) found.push(extension);
      }
      if (element.local === "telecom" || element.local === "birthTime") {
        const value = attribute(element, "value")?.trim();
        if (value) found.push(value.replace(/^(?:tel|mailto|fax):/i, ""));
        const date = element.local === "birthTime" ? cdaDate(value) : undefined;
        if (date) found.push(date.slice(0, 10));
      }
    }
    found.push(...textsOf(target));
  }
  return [...new Set(found)];
}

/** The printed name of a coded element: displayName, originalText, then code. */
function codeNames(code: XmlElement | undefined): string[] {
  if (code === undefined) return [];
  const names = [
    attribute(code, "displayName"),
    textOf(firstChild(code, "originalText")),
    ...childElements(code, "translation").map((t) => attribute(t, "displayName")),
  ];
  return [...new Set(names.map((n) => n?.trim() ?? "").filter((n) => n !== ""))];
}

/** The LOINC code of a coded element or its translations. */
function loincOf(code: XmlElement | undefined): string | undefined {
  if (code === undefined) return undefined;
  for (const coded of [code, ...childElements(code, "translation")]) {
    if (attribute(coded, "codeSystem") === LOINC_OID) return attribute(coded, "code");
  }
  return undefined;
}

/** The lab's own code: a local code first, then ICD-9-PL, then LOINC. */
function labCodeOf(code: XmlElement | undefined): string | undefined {
  if (code === undefined) return undefined;
  const coded = [code, ...childElements(code, "translation")]
    .map((c) => ({ system: attribute(c, "codeSystem"), code: attribute(c, "code")?.trim() }))
    .filter((c) => c.code);
  const local = coded.find((c) => c.system !== LOINC_OID && c.system !== ICD9_PL_OID);
  if (local) return local.code;
  const icd9 = coded.find((c) => c.system === ICD9_PL_OID);
  if (icd9) return `ICD-9: ${icd9.code}`;
  const loinc = coded.find((c) => c.system === LOINC_OID);
  return loinc ? `LOINC ${loinc.code}` : undefined;
}

/** An element's own `effectiveTime`: its `value`, else its `low`. */
function effectiveTime(element: XmlElement): string | undefined {
  const time = firstChild(element, "effectiveTime");
  if (time === undefined) return undefined;
  return attribute(time, "value") ?? attribute(firstChild(time, "low"), "value") ??
    attribute(firstChild(time, "center"), "value");
}

/** The specimen an element's `specimen` names, by code or by name. */
function specimenElement(element: XmlElement): string | undefined {
  for (const specimen of childElements(element, "specimen")) {
    const code = descend(specimen, "specimenRole/specimenPlayingEntity/code");
    const found = specimenOfCode(attribute(code, "code")) ??
      codeNames(code).map(specimenOf).find((s) => s !== undefined) ??
      specimenOf(textOf(descend(specimen, "specimenRole/specimenPlayingEntity/name")));
    if (found !== undefined) return found;
  }
  return undefined;
}

interface Context {
  readonly section?: string;
  readonly specimen?: string;
  readonly time?: string;
}

/** Parses the root of an HL7 CDA document into rows. */
export function parseCda(root: XmlElement, loinc: LoincLookup): ParsedDocument {
  const identity = identityOf(root);
  // The custodian organization keeps the report: in a lab's CDA, the lab.
  const lab = textOf(
    descend(root, "custodian/assignedCustodian/representedCustodianOrganization/name"),
  ) || undefined;
  const rows: RawRow[] = [];
  const holds: string[] = [];
  const notes: string[] = [];
  const body = descend(root, "component/structuredBody");
  if (body === undefined) {
    return {
      format: "cda",
      rows,
      identity,
      holds: ["the CDA document has no structured body (component/structuredBody)"],
      notes,
    };
  }

  const observe = (observation: XmlElement, context: Context) => {
    const where = `line ${observation.line}`;
    const status = attribute(firstChild(observation, "statusCode"), "code");
    if (status !== undefined && SKIPPED_STATUSES.has(status)) {
      notes.push(`${where}: status "${status}"; skipped`);
      return;
    }
    const code = firstChild(observation, "code");
    const printed = codeNames(code);
    const english = loincNames(printed);
    const names = [...printed, ...english.names];
    const shown = names[0] ?? attribute(code, "code")?.trim();
    if (shown === undefined) {
      notes.push(`${where}: an observation with no code or name; skipped`);
      return;
    }
    const value = readValue(firstChild(observation, "value"));
    const unit = value.unit ?? namedUnit(observation);
    const read: Read = unit === undefined ? value : { ...value, unit };
    const { range, note } = rangeOf(observation);
    if (note !== undefined) notes.push(`${where}: ${note}`);
    const interpreted = childElements(observation, "interpretationCode")
      .map((c) => labFlagOfInterpretation(attribute(c, "code")))
      .find((f) => f !== undefined);
    const printedTime = effectiveTime(observation) ?? context.time;
    const date = cdaDate(printedTime);
    const dateProblem = missingDateReason(printedTime, date);
    const specimen = specimenElement(observation) ?? context.specimen ?? english.specimen;
    const known = loincOf(code);
    const dictionaryCode = known === undefined ? undefined : loinc(known);
    const labCode = labCodeOf(code);
    rows.push(rawRow({
      where,
      name: shown,
      code: dictionaryCode,
      alternatives: names.length > 1 ? names.slice(1) : undefined,
      date,
      ...exportReading(read, read.unit, range, interpreted),
      specimen,
      section: context.section,
      dateProblem,
      labCode,
      lab,
    }));
  };

  const walk = (element: XmlElement, context: Context) => {
    for (const child of childElements(element)) {
      if (child.local === "section") {
        const title = textOf(firstChild(child, "title")) || codeNames(firstChild(child, "code"))[0];
        const specimen = specimenOf(title);
        walk(child, {
          ...context,
          ...(title ? { section: title } : {}),
          ...(specimen ? { specimen } : {}),
        });
      } else if (child.local === "organizer") {
        const name = codeNames(firstChild(child, "code"))[0];
        const specimen = specimenElement(child) ?? specimenOf(name);
        const time = effectiveTime(child);
        walk(child, {
          ...context,
          ...(name ? { section: name } : {}),
          ...(specimen ? { specimen } : {}),
          ...(time ? { time } : {}),
        });
      } else if (child.local === "observation" && isUnitObservation(child)) {
        // It only names the unit of the observation it belongs to (read there).
        continue;
      } else if (child.local === "observation") {
        const hasValue = firstChild(child, "value") !== undefined;
        const inner = descendants(child, "observation").length > 0;
        if (hasValue || !inner) observe(child, context);
        if (inner) {
          const name = codeNames(firstChild(child, "code"))[0];
          const time = effectiveTime(child);
          walk(child, {
            ...context,
            ...(name && !hasValue ? { section: name } : {}),
            ...(time ? { time } : {}),
          });
        }
      } else if (child.local !== "text" && child.local !== "referenceRange") {
        walk(child, context);
      }
    }
  };
  walk(body, {});
  if (rows.length === 0) notes.push("no observations found in the CDA document");
  return { format: "cda", rows, identity, holds, notes };
}
