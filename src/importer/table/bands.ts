/**
 * Reference ranges printed in bands by sex or age ("K: 12,0-16,0 M:
 * 14,0-18,0", "kobiety 10-120; mężczyźni 30-400", "do 50 lat: < 4,0;
 * powyżej 50 lat: < 6,5"), and the choice of one band from the sex or age
 * the document prints. The sex and age are used for this choice only and
 * never stored. Where the band cannot be told, every band is kept as text
 * (`ref_text`), never the first one as if it were the range. The bands are
 * read by the cell stage's range reader; this file only chooses.
 *
 * @module
 */

import { type RangeBand, readBands as readRangeBands } from "../cell/bands.ts";
import { words } from "../lexicon/lexicon.ts";
import { alternation, WORD_END, WORD_START } from "../lexicon/patterns.ts";

/** The person a document is about, as far as a band choice needs: never stored. */
export interface BandPatient {
  readonly sex?: "F" | "M";
  /** Age in years. */
  readonly age?: number;
}

/** One band of a banded range, as the cell stage reads it. */
export type Band = RangeBand;

/** Reads a printed range into its bands, or `undefined` when it is not banded. */
export type BandReader = (text: string) => readonly Band[] | undefined;

/**
 * The bands of a printed range (two or more), read by the cell stage's
 * range reader, or `undefined`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(readBands("K: 12,0-16,0 M: 14,0-18,0")?.map((b) => [b.sex, b.range]), [
 *   ["F", { ref_low: 12, ref_high: 16 }], ["M", { ref_low: 14, ref_high: 18 }],
 * ]);
 * assert.equal(readBands("12,0 - 16,0"), undefined);
 * ```
 */
export const readBands: BandReader = (text) => {
  const bands = readRangeBands(text);
  return bands !== undefined && bands.length >= 2 ? bands : undefined;
};

/**
 * The one band that fits the patient, or `undefined` when none or several
 * fit, or the band's own condition cannot be checked (a sex band and no sex
 * printed).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const bands = readBands("K: 12,0-16,0 M: 14,0-18,0")!;
 * assert.deepEqual(chooseBand(bands, { sex: "F" })?.range, { ref_low: 12, ref_high: 16 });
 * assert.equal(chooseBand(bands, { age: 40 }), undefined);
 * ```
 */
export function chooseBand(bands: readonly Band[], patient: BandPatient): Band | undefined {
  // A band for a group with no ages ("dorośli") or in months or days cannot be checked.
  if (
    bands.some((band) =>
      band.group !== undefined || band.age?.unit !== undefined && band.age.unit !== "years"
    )
  ) {
    return undefined;
  }
  const fits = bands.filter((band) => {
    if (band.sex !== undefined && band.sex !== patient.sex) return false;
    if (band.age === undefined) return band.sex !== undefined;
    if (patient.age === undefined) return false;
    // An age printed on both sides of two bands ("do 50 lat", "powyżej 50 lat") fits both:
    // then no band is chosen.
    return (band.age.from === undefined || patient.age >= band.age.from) &&
      (band.age.to === undefined || patient.age <= band.age.to);
  });
  return fits.length === 1 ? fits[0] : undefined;
}

/** The sex field: a label of the lexicon, then a value that says female or male. */
const SEX_FIELD = new RegExp(
  `${WORD_START}(?:${alternation(words((l) => l.patient.sexLabels))})\\s*:?\\s*(${
    alternation(words((l) => [...l.patient.female, ...l.patient.male]))
  })${WORD_END}`,
  "iu",
);
/** The values of the sex field that say male. */
const MALE = new Set(words((l) => l.patient.male));
/** The age field: a label of the lexicon, then a number. */
const AGE_FIELD = new RegExp(
  `${WORD_START}(?:${alternation(words((l) => l.patient.ageLabels))})\\s*:?\\s*(\\d{1,3})(?!\\d)`,
  "iu",
);

/**
 * The sex and age a document prints ("Płeć: K", "Wiek: 45 lat", "Sex: F",
 * "Age: 45"), for the band choice only.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(bandPatient(["Pacjent: Anna Testowa  Płeć: K  Wiek: 45 lat"]), { sex: "F", age: 45 });
 * assert.deepEqual(bandPatient(["Hemoglobina 13,4 g/dl"]), {});
 * ```
 */
export function bandPatient(texts: readonly string[]): BandPatient {
  const sexes = new Set<"F" | "M">();
  const ages = new Set<number>();
  for (const text of texts) {
    const sex = SEX_FIELD.exec(text)?.[1]?.toLowerCase();
    if (sex !== undefined) sexes.add(MALE.has(sex) ? "M" : "F");
    const age = AGE_FIELD.exec(text)?.[1];
    if (age !== undefined && Number(age) <= 120) ages.add(Number(age));
  }
  // Two different sexes or ages in one document (two people?): neither is known.
  return {
    ...(sexes.size === 1 ? { sex: [...sexes][0]! } : {}),
    ...(ages.size === 1 ? { age: [...ages][0]! } : {}),
  };
}
