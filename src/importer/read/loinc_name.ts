/**
 * LOINC display names read as English names. FHIR `coding.display` and CDA
 * `displayName` often carry LOINC's long common name ("Leukocytes [#/volume]
 * in Blood", "Sodium [Moles/volume] in Serum or Plasma", "Troponin
 * T.cardiac [Mass/volume] in Serum or Plasma by High sensitivity method") or
 * its display name ("Sodium (Bld) [Moles/Vol]"). The part before the
 * property in brackets is the analyte (LOINC's component): it goes through
 * the ordinary name resolution, and the system after "in" names the
 * specimen, so a urine "Leukocytes" never resolves to the blood count.
 *
 * @module
 */

/** What a LOINC name says: the analyte as an English name, and the specimen its system names. */
export interface LoincName {
  readonly analyte: string;
  /** LOINC's property as printed in brackets: `#/volume`, `Moles/volume`, `%`... */
  readonly property: string;
  readonly specimen?: "blood" | "urine";
}

/** LOINC systems of blood (whole blood, serum, plasma, arterial, venous, capillary). */
const BLOOD =
  /^(?:(?:arterial |venous |capillary |mixed venous |cord )?blood|serum|plasma|serum or plasma|serum, plasma or blood|bld[acv]?|ser|plas|ser\/plas|ser\/plas\/bld|bld\/ser\/plas)$/i;
const URINE = /^(?:urine|urine sediment|ur|urine sed)$/i;

/** The specimen a LOINC system names, when it is blood or urine. */
function specimenOfSystem(system: string): LoincName["specimen"] {
  const bare = system.replace(/\s+--.*$/, "").trim();
  if (BLOOD.test(bare)) return "blood";
  if (URINE.test(bare)) return "urine";
  return undefined;
}

/**
 * The analyte of a LOINC component: its first part (before `^` or `:`),
 * without a subtype written after a dot ("Troponin T.cardiac" is
 * "Troponin T"); a component with a slash is a ratio and is kept whole.
 */
function analyteOf(component: string): string {
  const first = component.split(/[\^:]/)[0]!.trim();
  if (first.includes("/")) return first;
  return first.replace(/\.(?:cardiac|total)$/i, "").trim();
}

/**
 * Reads a LOINC long common name or display name, or `undefined` when the
 * text is not one (it has no property in brackets).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const wbc = readLoincName("Leukocytes [#/volume] in Blood");
 * assert.deepEqual(wbc, { analyte: "Leukocytes", property: "#/volume", specimen: "blood" });
 * assert.equal(readLoincName("Sodium [Moles/\u200bvolume] in Blood")?.analyte, "Sodium");
 * assert.equal(readLoincName("Troponin T.Cardiac [Mass/Volume] In Serum Or Plasma")?.analyte, "Troponin T");
 * assert.equal(readLoincName("Sodium (Bld) [Moles/Vol]")?.specimen, "blood");
 * const sediment = readLoincName("Leukocytes [#/area] in Urine sediment by Microscopy high power field");
 * assert.equal(sediment?.specimen, "urine");
 * assert.equal(readLoincName("Hemoglobina"), undefined);
 * ```
 *
 * @internal doc test: its example pins analyte, property and specimen of each LOINC name shape; `loincNames` keeps only the analyte.
 */
export function readLoincName(text: string): LoincName | undefined {
  const clean = text.replace(/[\u200b-\u200d\ufeff]/g, "").replace(/\s+/g, " ").trim();
  const long = /^(.+?) \[([^\]]+)\](?: in (.+?))?(?: by .+)?$/i.exec(clean);
  const short = /^(.+?) \(([^)]+)\) \[([^\]]+)\]$/.exec(clean);
  const [component, system, property] = short
    ? [short[1]!, short[2], short[3]!]
    : long
    ? [long[1]!, long[3], long[2]!]
    : [];
  if (component === undefined || property === undefined) return undefined;
  const analyte = analyteOf(component);
  if (analyte === "" || !/\p{L}{2,}/u.test(analyte)) return undefined;
  const specimen = system === undefined ? undefined : specimenOfSystem(system);
  return specimen === undefined ? { analyte, property } : { analyte, property, specimen };
}

/** A property that is a share of something else (`%`, a fraction, a ratio): not the analyte's amount. */
const SHARE = /%|fraction|ratio/i;

/**
 * The English names a list of printed names adds through LOINC, and the
 * specimen the first LOINC name's system names. Only a blood, serum or
 * plasma amount adds its analyte ("Leukocytes [#/volume] in Blood" adds
 * "Leukocytes"): the dictionary's English names are those of blood tests,
 * and in urine the same word names a strip test or a sediment count, which
 * a bare analyte name cannot tell apart.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(loincNames(["WBC", "Leukocytes [#/volume] in Blood"]), { names: ["Leukocytes"], specimen: "blood" });
 * assert.deepEqual(loincNames(["Leukocytes [#/area] in Urine sediment"]), { names: [], specimen: "urine" });
 * assert.deepEqual(loincNames(["Leukocyty"]), { names: [] });
 * ```
 */
export function loincNames(names: readonly string[]): { names: string[]; specimen?: string } {
  const added: string[] = [];
  let specimen: string | undefined;
  for (const name of names) {
    const read = readLoincName(name);
    if (read === undefined) continue;
    specimen ??= read.specimen;
    if (read.specimen !== "blood" || SHARE.test(read.property)) continue;
    if (!names.includes(read.analyte) && !added.includes(read.analyte)) added.push(read.analyte);
  }
  return specimen === undefined ? { names: added } : { names: added, specimen };
}
