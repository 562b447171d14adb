/**
 * Section headings of Polish lab reports ("Morfologia krwi", "Badanie ogólne
 * moczu", "Lipidogram", …) and the specimen each one names: rows printed
 * under a urine heading are urine rows, and never resolve to blood markers.
 *
 * @module
 */

import { normalizeName } from "../../domain/text.ts";

/** A section heading as printed, and the specimen it names. */
export interface Section {
  readonly section: string;
  readonly specimen?: string;
}

/** Heading beginnings (normalised, without diacritics) and their specimen; urine first. */
const HEADINGS: readonly [RegExp, string | undefined][] = [
  [
    /^(?:badanie ogolne moczu|osad moczu|mocz\b|badanie moczu|badania moczu|analiza moczu|analityka(?: ogolna)? moczu|chemia moczu|urinalysis|urine\b)/,
    "urine",
  ],
  [
    /^(?:morfologia(?: krwi)?|hematologia|rozmaz krwi|lipidogram|profil lipidowy|biochemia|chemia kliniczna|hormony|tarczyca|hormony tarczycy|koagulologia|uklad krzepniecia|krzepniecie|immunologia|immunochemia|serologia|elektrolity|gospodarka zelazem|diagnostyka cukrzycy|witaminy|markery nowotworowe|markery|bialka|enzymy|parametry stanu zapalnego|stan zapalny|markery stanu zapalnego|bialka ostrej fazy|proby watrobowe|enzymy watrobowe|funkcja nerek|diagnostyka anemii|gospodarka wapniowo fosforanowa|markery sercowe|badania serologiczne|alergologia|wirusologia|diagnostyka infekcji|gospodarka lipidowa|gospodarka weglowodanowa|badania hormonalne|hormony plciowe|blood count|hematology|biochemistry|lipids|coagulation|serology|immunology|hormones)\b/,
    "blood",
  ],
  [/^(?:kal\b|badanie kalu)/, "stool"],
];

/** Longest printed heading we accept; longer text is a sentence, not a heading. */
const MAX_HEADING_WORDS = 7;

/**
 * The section a line names, or `undefined` when it is no heading. A heading
 * is short, has no result value and starts with a known heading word.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(sectionOf("Badanie ogólne moczu"), { section: "Badanie ogólne moczu", specimen: "urine" });
 * assert.deepEqual(sectionOf("MORFOLOGIA KRWI Z ROZMAZEM:"), { section: "MORFOLOGIA KRWI Z ROZMAZEM", specimen: "blood" });
 * assert.equal(sectionOf("Hemoglobina 13,4 g/dl"), undefined);
 * ```
 */
export function sectionOf(text: string): Section | undefined {
  const printed = text.trim().replace(/[:.]+$/, "").trim();
  // "Morfologia krwi (5 parametrów)", "(5-diff)": a parenthesis may count things.
  const bare = printed.replace(/\([^)]*\)/g, "");
  if (printed === "" || /\d[.,]?\d*\s*(?:[a-zµ%/]|$)/i.test(bare)) return undefined;
  if (printed.split(/\s+/).length > MAX_HEADING_WORDS) return undefined;
  const key = normalizeName(printed).replace(/[^\p{L}\p{N} ]+/gu, " ").replace(/\s+/g, " ").trim();
  for (const [pattern, specimen] of HEADINGS) {
    if (pattern.test(key)) {
      return { section: printed, ...(specimen !== undefined ? { specimen } : {}) };
    }
  }
  return undefined;
}

/**
 * Whether a line is another heading, one not in the table, that ends the
 * section before it: a short line in capitals ("ANALITYKA", "MIKROBIOLOGIA").
 * Its text is never kept (it could be a name printed in capitals).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(endsSection("ANALITYKA OGÓLNA"), true);
 * assert.equal(endsSection("CRP"), false);
 * ```
 */
export function endsSection(text: string): boolean {
  const printed = text.trim().replace(/[:.]+$/, "").trim();
  return /^\p{Lu}[\p{Lu} ,-]{3,}$/u.test(printed) && printed.split(/\s+/).length <= 5;
}
