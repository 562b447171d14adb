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

import { normalizeName } from "../../domain/text.ts";
import {
  type AgeUnit,
  type CyclePhase,
  isWordedBand,
  type RangeBand,
  readBands as readRangeBands,
} from "../cell/mod.ts";
import { alternation, WORD_END, WORD_START, words } from "../lexicon/mod.ts";
import { birthFacts, monthsOld } from "./birth_date.ts";

/** The person a document is about, as far as a band choice needs: never stored. */
export interface BandPatient {
  readonly sex?: "F" | "M";
  /** Age in years. */
  readonly age?: number;
  /** Age in completed months, when the document prints months too ("9 lat 2 mies."). */
  readonly ageMonths?: number;
  /** The phase of the cycle the document states ("22. Zyklustag (Lutealphase)"). */
  readonly phase?: CyclePhase;
  /** The birth date the document states (a store date), when it prints no age. */
  readonly birthDate?: string;
}

/** One band of a banded range, as the cell stage reads it. */
export type Band = RangeBand;

/** Reads a printed range into its bands, or `undefined` when it is not banded. */
export type BandReader = (text: string) => readonly Band[] | undefined;

/**
 * The bands of a printed range (two or more, or one whose label names a
 * sex, an age or a group: "6 - 12 lat: 4,5 - 13,5"), read by the cell
 * stage's range reader, or `undefined`.
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
export const readBands: BandReader = (text) => readRangeBands(text);

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
 * // Interpretive bands: the one the lexicon names a normal band.
 * const vitaminD = readBands("Deficiency: < 20; Sufficiency: 30 - 100; Toxicity: > 100")!;
 * assert.deepEqual(chooseBand(vitaminD, {})?.range, { ref_low: 30, ref_high: 100 });
 * ```
 */
export function chooseBand(bands: readonly Band[], patient: BandPatient): Band | undefined {
  // Interpretive bands (vitamin D's "Deficiency", "Insufficiency", "Sufficiency") name no person:
  // the one the lexicon names a normal band ("Sufficiency", "Desirable", "optymalne") is the range.
  if (bands.every(isWordedBand)) {
    const normal = bands.filter((band) => band.normal);
    return normal.length === 1 ? normal[0] : undefined;
  }
  // A band for a group with no ages ("dorośli") cannot be checked.
  if (bands.some((band) => band.group !== undefined)) return undefined;
  const fits = bands.filter((band) => {
    if (band.sex !== undefined && band.sex !== patient.sex) return false;
    // A band for a phase of the cycle fits only the phase the document states.
    if (band.phase !== undefined) return band.phase === patient.phase && band.age === undefined;
    if (band.age === undefined) return band.sex !== undefined;
    const age = ageIn(band.age.unit, patient);
    if (age === undefined) return false;
    // An age printed on both sides of two bands ("do 50 lat", "powyżej 50 lat") fits both:
    // then no band is chosen. The person's age fits only when all of its span does.
    return (band.age.from === undefined || age.low >= band.age.from) &&
      (band.age.to === undefined || age.high <= band.age.to);
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
/**
 * A sex word of four letters or more standing alone after a comma, as a field of the
 * patient's line ("Patient: VRBENSKY Tomas, männlich"), the text or a field ending after it;
 * never before a colon or a number (a band's label, "weiblich: 12 - 16").
 */
const SEX_ALONE = new RegExp(
  `,\\s*(${
    alternation(words((l) => [...l.patient.female, ...l.patient.male]).filter((w) => w.length >= 4))
  })\\s*(?=$|[,;·|])`,
  "iu",
);
/** The values of the sex field that say male. */
const MALE = new Set(words((l) => l.patient.male));
const DAYS_PER_MONTH = 365.25 / 12;

/**
 * The person's age in completed units of a band's age ("6 - 12 lat",
 * "> 1 mies."), as the span it may be: an age printed in years alone is
 * any of twelve months.
 */
function ageIn(unit: AgeUnit, patient: BandPatient): { low: number; high: number } | undefined {
  const months = patient.ageMonths !== undefined
    ? { low: patient.ageMonths, high: patient.ageMonths }
    : patient.age !== undefined
    ? { low: patient.age * 12, high: patient.age * 12 + 11 }
    : undefined;
  if (months === undefined) return undefined;
  if (unit === "years") {
    return { low: Math.floor(months.low / 12), high: Math.floor(months.high / 12) };
  }
  if (unit === "months") return months;
  const perDay = unit === "weeks" ? 7 : 1;
  return {
    low: Math.floor((months.low * DAYS_PER_MONTH) / perDay),
    high: Math.floor(((months.high + 1) * DAYS_PER_MONTH) / perDay),
  };
}

/** The labels of the age field, from the lexicon ("Wiek", "Age", "Alter"). */
const AGE_LABELS = alternation(words((l) => l.patient.ageLabels));
const YEARS = alternation(words((l) => l.bands.years));
const MONTHS = alternation(words((l) => l.bands.months));
const OTHER_UNITS = alternation(
  words((l) => [...l.bands.months, ...l.bands.weeks, ...l.bands.days]),
);
/** Years, then maybe months, after an age's number ("9 lat 2 mies."). */
const YEARS_MONTHS = String
  .raw`\s*(?:${YEARS})(?![\p{L}])(?:\s*(\d{1,2})\s*(?:${MONTHS})(?![\p{L}]))?`;
/** Not the start of a span of ages ("vek 12 – 24 mes." heads a column of bands): no person's age. */
const NO_SPAN = String.raw`(?!\s*[-–—]\s*\d)`;
/**
 * "Wiek: 45", "Wiek: 45 lat", "Age: 45"; with words between the label and its colon
 * ("Wiek w dniu badania: 9 lat 2 mies.", "Age at collection: 45 years") only when the age
 * says it is in years: "Wiek ciąży: 12 tyg." is no person's age.
 */
const AGE_FIELDS: readonly RegExp[] = [
  new RegExp(
    String
      .raw`${WORD_START}(?:${AGE_LABELS})\s*:?\s*(\d{1,3})(?!\d)${NO_SPAN}(?!\s*(?:${OTHER_UNITS})(?![\p{L}]))(?:${YEARS_MONTHS})?`,
    "iu",
  ),
  new RegExp(
    String
      .raw`${WORD_START}(?:${AGE_LABELS})(?:\s+[\p{L}.]+){1,4}\s*:\s*(\d{1,3})(?!\d)${YEARS_MONTHS}`,
    "iu",
  ),
];

/** "Vek: 16 mesiacov", "Wiek: 9 mies.": a small child's age printed in months alone. */
const AGE_IN_MONTHS = new RegExp(
  String
    .raw`${WORD_START}(?:${AGE_LABELS})\s*:?\s*(\d{1,3})(?!\d)${NO_SPAN}\s*(?:${MONTHS})(?![\p{L}])`,
  "iu",
);

/** A label's translation after a slash ("Lutealphase / luteal: 1,0 – 11,4"), maybe. */
const TRANSLATED = String.raw`(?:\s*/\s*[\p{L}][\p{L} -]*)?`;

/**
 * Each cycle phase's words, standing as a statement: not a band's label, which a range
 * follows ("Lutealphase: 1,0 - 11,4", "Luteal 1.0–11.4", "luteal < 5", a bilingual
 * report's "Lutealphase / luteal: 1,0 – 11,4").
 */
const PHASE_STATED: readonly (readonly [CyclePhase, RegExp])[] = (
  ["follicular", "ovulation", "luteal", "postmenopause"] as const
).map((phase) => {
  const keys = words((l) => l.bands.phases[phase]).map((w) => normalizeName(w).replace(/\.$/, ""));
  return [
    phase,
    new RegExp(
      String.raw`(?<![\p{L}])(?:${
        alternation(keys)
      })(?![\p{L}])(?!${TRANSLATED}\s*:?\s*(?:[<>≤≥]\s*)?\d)`,
      "u",
    ),
  ] as const;
});

/** The one cycle phase a document states outside its range cells, if it states one. */
function statedPhase(texts: readonly string[]): CyclePhase | undefined {
  const stated = new Set<CyclePhase>();
  for (const text of texts) {
    const key = normalizeName(text);
    for (const [phase, pattern] of PHASE_STATED) if (pattern.test(key)) stated.add(phase);
  }
  return stated.size === 1 ? [...stated][0] : undefined;
}

/**
 * The sex and age a document prints ("Płeć: K", "Wiek: 45 lat", "Sex: F",
 * "Age: 45"), and the phase of the cycle it states, for the band choice only.
 * With no age printed, the birth date it states (a birth-date field or a
 * PESEL) stands in, so that each row's age is its age on its own date
 * ({@link patientOn}); a PESEL's sex counts as a printed one.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(bandPatient(["Pacjent: Anna Testowa  Płeć: K  Wiek: 45 lat"]), { sex: "F", age: 45 });
 * assert.deepEqual(bandPatient(["Hemoglobina 13,4 g/dl"]), {});
 * assert.deepEqual(bandPatient(["Pohlaví: MVěk v den odběru: 53 let"]), { sex: "M", age: 53 });
 * assert.deepEqual(bandPatient(["Vek: 16 mesiacov · pohlavie: M"]), { sex: "M", age: 1, ageMonths: 16 });
 * ```
 */
export function bandPatient(texts: readonly string[]): BandPatient {
  const sexes = new Set<"F" | "M">();
  const ages = new Set<string>();
  for (const printed of texts) {
    // A one-letter value run into the next field's label ("Pohlaví: MVěk: 53 let") ends there.
    const text = printed.replace(/(:\s*\p{Lu})(?=\p{Lu}\p{Ll})/gu, "$1 ");
    const sex = (SEX_FIELD.exec(text) ?? SEX_ALONE.exec(text))?.[1]?.toLowerCase();
    if (sex !== undefined) sexes.add(MALE.has(sex) ? "M" : "F");
    const inMonths = AGE_IN_MONTHS.exec(text);
    const age = AGE_FIELDS.map((field) => field.exec(text)).find((match) => match !== null);
    if (inMonths !== null) {
      const months = Number(inMonths[1]);
      ages.add(`${Math.floor(months / 12)}:${months % 12}`);
    } else if (age !== undefined && age !== null && Number(age[1]) <= 120) {
      const months = age[2] !== undefined && Number(age[2]) < 12 ? `:${age[2]}` : "";
      ages.add(`${Number(age[1])}${months}`);
    }
  }
  const birth = birthFacts(texts);
  for (const sex of birth.sexes) sexes.add(sex);
  // Two different sexes, ages or birth dates in one document (two people?): neither is known.
  const phase = statedPhase(texts);
  return {
    ...(sexes.size === 1 ? { sex: [...sexes][0]! } : {}),
    ...(ages.size === 1
      ? ageOf([...ages][0]!)
      : ages.size === 0 && birth.births.size === 1
      ? { birthDate: [...birth.births][0]! }
      : {}),
    ...(phase !== undefined ? { phase } : {}),
  };
}

/**
 * The person on a row's date: with a birth date and no printed age, their
 * age in years and completed months that day; otherwise as printed.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(patientOn({ birthDate: "1988-11-07" }, "2025-05-21"), { age: 36, ageMonths: 438 });
 * assert.deepEqual(patientOn({ birthDate: "1988-11-07" }, undefined), {});
 * assert.deepEqual(patientOn({ age: 40 }, "2025-05-21"), { age: 40 });
 * ```
 */
export function patientOn(patient: BandPatient, day: string | undefined): BandPatient {
  const { birthDate, ...printed } = patient;
  if (birthDate === undefined || day === undefined) return printed;
  const months = monthsOld(birthDate, day);
  return months === undefined
    ? printed
    : { ...printed, age: Math.floor(months / 12), ageMonths: months };
}

/** An age read as "years" or "years:months". */
function ageOf(printed: string): Pick<BandPatient, "age" | "ageMonths"> {
  const [years, months] = printed.split(":").map(Number);
  return months === undefined ? { age: years! } : { age: years!, ageMonths: years! * 12 + months };
}
