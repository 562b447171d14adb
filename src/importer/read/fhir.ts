/**
 * FHIR R4 JSON, as Polish labs send it under the SSIDL / HL7 Poland
 * profiles: a `Bundle` or a single `Observation`. LOINC codings map to the
 * dictionary's `loinc` lists; otherwise `code.text` and each
 * `coding.display` go through the ordinary name resolution, a LOINC display
 * name ("Leukocytes [#/volume] in Blood") also as its analyte's English name. Units are kept
 * as given (UCUM `10*3/uL`, `mg/L{FEU}`). Each Observation is a row with its
 * own date (`effectiveDateTime`, else its DiagnosticReport's, else its
 * Specimen's collection), the lab's flag from `interpretation`, its specimen
 * from the referenced `Specimen`, its section from the `DiagnosticReport`
 * that lists it, and the lab's own code. `Patient` and `Practitioner` resources and the
 * order and sample numbers are read only to learn the identity strings to keep out.
 *
 * @module
 */

import { toStoreDate } from "../cell/mod.ts";
import { missingDateReason, type ParsedDocument, type RawRow, rawRow } from "../document.ts";
import { exportReading, NO_RESULT } from "./export_value.ts";
import { specimenOf, specimenOfCode } from "../table/mod.ts";
import { loincNames } from "./loinc_name.ts";
import { documentIdentity } from "./fhir_identity.ts";
import {
  interpretationOf,
  isObject,
  type Json,
  list,
  rangeOf,
  type Read,
  str,
  valueOf,
} from "./fhir_value.ts";

const LOINC_SYSTEM = "http://loinc.org";
/** ICD-9-PL, the Polish procedure codes labs name their panels and tests with. */
const ICD9_PL_SYSTEMS = new Set([
  "urn:oid:2.16.840.1.113883.3.4424.11.2.6",
  "http://hl7.org.pl/fhir/CodeSystem/icd-9-pl",
]);
const SKIPPED_STATUSES = new Set(["entered-in-error", "cancelled", "registered"]);

function resources(document: Json): Json[] {
  if (document.resourceType === "Bundle") {
    return list(document.entry).map((entry) => entry.resource).filter(isObject);
  }
  return [document];
}

/** The lab's own code of a row: a local code first, then ICD-9-PL, then LOINC. */
function labCodeOf(codings: readonly Json[]): string | undefined {
  const coded = codings
    .map((c) => ({ system: str(c.system) ?? "", code: str(c.code) }))
    .filter((c): c is { system: string; code: string } => c.code !== undefined);
  const local = coded.find((c) => c.system !== LOINC_SYSTEM && !ICD9_PL_SYSTEMS.has(c.system));
  if (local) return local.code;
  const icd9 = coded.find((c) => ICD9_PL_SYSTEMS.has(c.system));
  if (icd9) return `ICD-9: ${icd9.code}`;
  const loinc = coded.find((c) => c.system === LOINC_SYSTEM);
  return loinc ? `LOINC ${loinc.code}` : undefined;
}

/** Finds the resources a bundle's references point at: `Type/id`, a full URL or `#contained`. */
class References {
  readonly #byKey = new Map<string, Json>();

  constructor(document: Json) {
    const entries = document.resourceType === "Bundle" ? list(document.entry) : [];
    for (const entry of entries) {
      const resource = isObject(entry.resource) ? entry.resource : undefined;
      if (!resource) continue;
      const fullUrl = str(entry.fullUrl);
      if (fullUrl) this.#byKey.set(fullUrl, resource);
      const type = str(resource.resourceType);
      const id = str(resource.id);
      if (type && id) this.#byKey.set(`${type}/${id}`, resource);
    }
  }

  /** The resource a `Reference` points at, looking in `from`'s contained resources first. */
  resolve(reference: unknown, from: Json): Json | undefined {
    const target = isObject(reference) ? str(reference.reference) : undefined;
    if (target === undefined) return undefined;
    if (target.startsWith("#")) {
      return list(from.contained).find((c) => str(c.id) === target.slice(1));
    }
    return this.#byKey.get(target) ?? this.#byKey.get(target.replace(/^.*\/(\w+\/[^/]+)$/, "$1"));
  }
}

/** The specimen a Specimen resource's type names, by code or by text. */
function specimenOfResource(specimen: Json | undefined): string | undefined {
  const type = isObject(specimen?.type) ? specimen.type : undefined;
  if (type === undefined) return undefined;
  for (const coding of list(type.coding)) {
    const found = specimenOfCode(str(coding.code)) ?? specimenOf(str(coding.display));
    if (found !== undefined) return found;
  }
  return specimenOf(str(type.text));
}

/** When a Specimen resource was collected, if it says. */
function collectedAt(specimen: Json | undefined): string | undefined {
  const collection = isObject(specimen?.collection) ? specimen.collection : undefined;
  if (collection === undefined) return undefined;
  return str(collection.collectedDateTime) ??
    (isObject(collection.collectedPeriod) ? str(collection.collectedPeriod.start) : undefined);
}

/** What a DiagnosticReport or a panel Observation says about the rows it lists. */
interface Group {
  readonly section?: string;
  readonly specimen?: string;
  readonly date?: string;
  readonly lab?: string;
  /** The report's `issued` time: its results' date only when nothing else dates them. */
  readonly issued?: string;
}

/**
 * The name of the first performer that is an Organization (the lab), never a
 * Practitioner's: a person's name is never a lab's.
 */
function performingLab(resource: Json, references: References): string | undefined {
  for (const performer of list(resource.performer)) {
    const resolved = references.resolve(performer, resource);
    if (resolved !== undefined) {
      if (resolved.resourceType === "Organization") return str(resolved.name);
      continue;
    }
    if (/^Organization\//.test(str(performer.reference) ?? "")) return str(performer.display);
  }
  return undefined;
}

function conceptName(concept: unknown): string | undefined {
  if (!isObject(concept)) return undefined;
  return str(concept.text) ?? list(concept.coding).map((c) => str(c.display))
    .find((d) => d !== undefined);
}

function effectiveOf(resource: Json): string | undefined {
  return str(resource.effectiveDateTime) ?? str(resource.effectiveInstant) ??
    (isObject(resource.effectivePeriod) ? str(resource.effectivePeriod.start) : undefined);
}

/**
 * The category of an Observation that says it is no lab result (vital
 * signs, an exam, a survey), or `undefined` when it has no category or
 * one of them is `laboratory`.
 */
function notLaboratory(observation: Json): string | undefined {
  const codes = list(observation.category).flatMap((concept) =>
    list(concept.coding).map((c) => str(c.code)).filter((c): c is string => c !== undefined)
  );
  if (codes.length === 0 || codes.includes("laboratory")) return undefined;
  return codes[0]!.slice(0, 40);
}

/** What a row takes from the Observation it is part of. */
interface RowContext {
  readonly printedDate: string | undefined;
  readonly specimen?: string;
  readonly section?: string;
  readonly lab?: string;
}

/**
 * One row from an Observation or one of its components (both have `code`,
 * `value[x]`, `dataAbsentReason`, `interpretation` and `referenceRange`), or
 * the note saying why there is none.
 */
function rowOf(
  coded: Json,
  where: string,
  context: RowContext,
  loinc: LoincLookup,
  notes: string[],
): RawRow | string {
  const code = isObject(coded.code) ? coded.code : {};
  const codings = list(code.coding);
  const names = [
    ...new Set(
      [str(code.text), ...codings.map((c) => str(c.display))].filter(
        (n): n is string => n !== undefined,
      ),
    ),
  ];
  let known: string | undefined;
  for (const coding of codings) {
    const codeValue = str(coding.code);
    if (str(coding.system) === LOINC_SYSTEM && codeValue !== undefined) {
      known ??= loinc(codeValue);
    }
  }
  const english = loincNames(names);
  names.push(...english.names);
  const shownName = names[0] ?? codings.map((c) => str(c.code)).find((c) => c !== undefined);
  if (shownName === undefined) return `${where}: no code or name; skipped`;
  const read: Read = valueOf(coded) ??
    { value: { value: conceptName(coded.dataAbsentReason) ?? "" }, unreadable: NO_RESULT };
  const { printedDate, section, lab } = context;
  const specimen = context.specimen ?? english.specimen;
  const date = printedDate === undefined ? undefined : toStoreDate(printedDate);
  const dateProblem = missingDateReason(printedDate, date);
  const { range, note } = rangeOf(coded);
  if (note !== undefined) notes.push(`${where}: ${note}`);
  const labCode = labCodeOf(codings);
  return rawRow({
    where,
    name: shownName,
    code: known,
    alternatives: names.slice(1),
    date,
    ...exportReading(read, read.unit, range, interpretationOf(coded)),
    specimen,
    section,
    dateProblem,
    labCode,
    lab,
  });
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
  identity.push(...documentIdentity(all));
  const references = new References(document);
  const groups = new Map<Json, Group>();
  for (const resource of all) {
    const isReport = resource.resourceType === "DiagnosticReport";
    const isPanel = resource.resourceType === "Observation" && list(resource.hasMember).length > 0;
    if (!isReport && !isPanel) continue;
    const section = conceptName(resource.code);
    const specimens = list(resource.specimen).map((r) => references.resolve(r, resource));
    const specimen = specimens.map(specimenOfResource).find((s) => s !== undefined) ??
      specimenOf(section);
    const date = effectiveOf(resource) ?? specimens.map(collectedAt).find((d) => d);
    const lab = performingLab(resource, references);
    const members = isReport ? list(resource.result) : list(resource.hasMember);
    for (const member of members) {
      const observation = references.resolve(member, resource);
      if (observation === undefined || groups.has(observation)) continue;
      groups.set(observation, {
        ...(section !== undefined ? { section } : {}),
        ...(specimen !== undefined ? { specimen } : {}),
        ...(date !== undefined ? { date } : {}),
        ...(lab !== undefined ? { lab } : {}),
        ...(str(resource.issued) !== undefined ? { issued: str(resource.issued)! } : {}),
      });
    }
  }
  for (const [i, resource] of all.entries()) {
    if (resource.resourceType !== "Observation") continue;
    const where = `Observation ${str(resource.id) ?? `#${i + 1}`}`;
    if (SKIPPED_STATUSES.has(str(resource.status) ?? "")) {
      notes.push(`${where}: status "${resource.status}"; skipped`);
      continue;
    }
    const category = notLaboratory(resource);
    if (category !== undefined) {
      notes.push(`${where}: category "${category}", not a lab result; skipped`);
      continue;
    }
    const group = groups.get(resource) ?? {};
    const specimenResource = references.resolve(resource.specimen, resource);
    const specimen = specimenOfResource(specimenResource) ??
      specimenOf(isObject(resource.specimen) ? str(resource.specimen.display) : undefined) ??
      group.specimen;
    // `issued` (when the result was released) only when nothing says when it was taken.
    const printedDate = effectiveOf(resource) ?? group.date ?? collectedAt(specimenResource) ??
      str(resource.issued) ?? group.issued;
    const lab = performingLab(resource, references) ?? group.lab;
    const context: RowContext = {
      printedDate,
      ...(lab !== undefined ? { lab } : {}),
      ...(specimen !== undefined ? { specimen } : {}),
      ...(group.section !== undefined ? { section: group.section } : {}),
    };
    const components = list(resource.component).filter((c) => isObject(c.code));
    // A panel lists its members, and a multi-part result its components:
    // those are the rows, the panel itself is none unless it has a value.
    const container = valueOf(resource) === undefined &&
      (list(resource.hasMember).length > 0 || components.length > 0);
    const made = container ? [] : [rowOf(resource, where, context, loinc, notes)];
    const panel = conceptName(resource.code);
    const panelSpecimen = specimenOf(panel);
    for (const [k, component] of components.entries()) {
      made.push(
        rowOf(
          component,
          `${where} component ${k + 1}`,
          {
            ...context,
            ...(panel !== undefined ? { section: panel } : {}),
            ...(specimen === undefined && panelSpecimen !== undefined
              ? { specimen: panelSpecimen }
              : {}),
          },
          loinc,
          notes,
        ),
      );
    }
    for (const row of made) {
      if (typeof row === "string") notes.push(row);
      else rows.push(row);
    }
  }
  if (rows.length === 0 && holds.length === 0 && notes.length === 0) {
    notes.push("no Observation resources found");
  }
  return { format: "fhir", rows, identity, holds, notes };
}
