/**
 * FHIR R4 JSON: a `Bundle` or a single `Observation`. LOINC codings map to
 * the dictionary's `loinc` lists; otherwise `code.text` and each
 * `coding.display` go through the ordinary name resolution. `Patient`
 * resources are read only to learn the identity strings to keep out.
 *
 * @module
 */

import type { Comparator } from "../domain/flags.ts";
import { toStoreDate } from "./dates.ts";
import type { ParsedDocument, RawRow } from "./document.ts";
import type { ParsedRange, ParsedValue } from "./values.ts";

const LOINC_SYSTEM = "http://loinc.org";
const COMPARATORS: readonly string[] = ["<", "<=", ">", ">="];
const SKIPPED_STATUSES = new Set(["entered-in-error", "cancelled", "registered"]);

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function list(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

function str(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

function num(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** Everything personal a Patient (or a reference's display) states. */
function patientIdentity(patient: Json): string[] {
  const found: string[] = [];
  for (const name of list(patient.name)) {
    const text = str(name.text);
    if (text) found.push(text);
    for (const part of [...(Array.isArray(name.given) ? name.given : []), name.family]) {
      const piece = str(part);
      if (piece) found.push(piece);
    }
  }
  for (const identifier of list(patient.identifier)) {
    const value = str(identifier.value);
    if (value) found.push(value);
  }
  const birth = str(patient.birthDate);
  if (birth) found.push(birth);
  for (const address of list(patient.address)) {
    const parts = [
      address.text,
      ...(Array.isArray(address.line) ? address.line : []),
      address.city,
    ];
    for (const part of [...parts, address.postalCode]) {
      const piece = str(part);
      if (piece) found.push(piece);
    }
  }
  for (const telecom of list(patient.telecom)) {
    const value = str(telecom.value);
    if (value) found.push(value);
  }
  return found;
}

function resources(document: Json): Json[] {
  if (document.resourceType === "Bundle") {
    return list(document.entry).map((entry) => entry.resource).filter(isObject);
  }
  return [document];
}

function valueOf(observation: Json): { value: ParsedValue; unit?: string } | undefined {
  const quantity = observation.valueQuantity;
  if (isObject(quantity)) {
    const value = num(quantity.value);
    if (value === undefined) return undefined;
    const comparator = str(quantity.comparator);
    const unit = str(quantity.unit) ?? str(quantity.code);
    const parsed: ParsedValue = comparator !== undefined && COMPARATORS.includes(comparator)
      ? { value, comparator: comparator as Comparator }
      : { value };
    return unit === undefined ? { value: parsed } : { value: parsed, unit };
  }
  const text = str(observation.valueString);
  if (text !== undefined) return { value: { value: text } };
  const concept = observation.valueCodeableConcept;
  if (isObject(concept)) {
    const shown = str(concept.text) ??
      list(concept.coding).map((c) => str(c.display) ?? str(c.code))
        .find((s) => s !== undefined);
    if (shown !== undefined) return { value: { value: shown } };
  }
  const integer = num(observation.valueInteger);
  if (integer !== undefined) return { value: { value: integer } };
  return undefined;
}

function rangeOf(observation: Json): ParsedRange {
  const range = list(observation.referenceRange)[0];
  if (!range) return {};
  const low = isObject(range.low) ? num(range.low.value) : undefined;
  const high = isObject(range.high) ? num(range.high.value) : undefined;
  const text = str(range.text);
  return {
    ...(low !== undefined ? { ref_low: low } : {}),
    ...(high !== undefined ? { ref_high: high } : {}),
    ...(text !== undefined ? { ref_text: text } : {}),
  };
}

/** How a FHIR document resolves LOINC codes: LOINC code → dictionary code, if exactly one. */
export type LoincLookup = (loinc: string) => string | undefined;

/**
 * Parses a FHIR R4 JSON document. `names` of each row list `code.text` then
 * every `coding.display`; the first that resolves wins (done by the caller),
 * and the first is what a proposal shows.
 */
export function parseFhir(text: string, loinc: LoincLookup): ParsedDocument {
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      format: "fhir",
      rows: [],
      identity: [],
      holds: [`not valid JSON: ${reason}`],
      notes: [],
    };
  }
  if (!isObject(document) || typeof document.resourceType !== "string") {
    return {
      format: "fhir",
      rows: [],
      identity: [],
      holds: ['not a FHIR resource: no "resourceType"'],
      notes: [],
    };
  }
  const identity: string[] = [];
  const rows: RawRow[] = [];
  const holds: string[] = [];
  const notes: string[] = [];
  const all = resources(document);
  for (const resource of all) {
    if (resource.resourceType === "Patient") identity.push(...patientIdentity(resource));
    for (const contained of list(resource.contained)) {
      if (contained.resourceType === "Patient") identity.push(...patientIdentity(contained));
    }
    if (isObject(resource.subject)) {
      const display = str(resource.subject.display);
      if (display) identity.push(display);
    }
  }
  for (const [i, resource] of all.entries()) {
    if (resource.resourceType !== "Observation") continue;
    const where = `Observation ${str(resource.id) ?? `#${i + 1}`}`;
    if (SKIPPED_STATUSES.has(str(resource.status) ?? "")) {
      notes.push(`${where}: status "${resource.status}"; skipped`);
      continue;
    }
    const code = isObject(resource.code) ? resource.code : {};
    const codings = list(code.coding);
    const names = [str(code.text), ...codings.map((c) => str(c.display))].filter(
      (n): n is string => n !== undefined,
    );
    let known: string | undefined;
    for (const coding of codings) {
      const codeValue = str(coding.code);
      if (str(coding.system) === LOINC_SYSTEM && codeValue !== undefined) {
        known ??= loinc(codeValue);
      }
    }
    const shownName = names[0] ?? codings.map((c) => str(c.code)).find((c) => c !== undefined);
    if (shownName === undefined) {
      notes.push(`${where}: no code or name; skipped`);
      continue;
    }
    const value = valueOf(resource);
    if (value === undefined) {
      notes.push(`${where}: no value; skipped`);
      continue;
    }
    const printedDate = str(resource.effectiveDateTime) ??
      (isObject(resource.effectivePeriod) ? str(resource.effectivePeriod.start) : undefined);
    const date = printedDate === undefined ? undefined : toStoreDate(printedDate);
    if (printedDate !== undefined && date === undefined) {
      holds.push(`${where}: date ${JSON.stringify(printedDate)} is not a valid date`);
      continue;
    }
    rows.push({
      where,
      name: shownName,
      ...(known !== undefined ? { code: known } : {}),
      alternatives: names.slice(1),
      date,
      value: value.value,
      ...(value.unit !== undefined ? { unit: value.unit } : {}),
      range: rangeOf(resource),
    });
  }
  if (rows.length === 0 && holds.length === 0 && notes.length === 0) {
    notes.push("no Observation resources found");
  }
  return { format: "fhir", rows, identity, holds, notes };
}
